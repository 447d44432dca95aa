import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { SeedOptions } from '../seed';

/** State of the users area of the mock backend (JSON-serialisable). */
export interface UsersState {
  placeholder: true;
}

export function seedUsers(_options: SeedOptions): UsersState {
  return { placeholder: true };
}

export function usersHandlers(_ctx: MockContext): HttpHandler[] {
  return [];
}
