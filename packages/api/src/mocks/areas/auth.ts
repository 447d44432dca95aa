import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { SeedOptions } from '../seed';

/** State of the auth area of the mock backend (JSON-serialisable). */
export interface AuthState {
  placeholder: true;
}

export function seedAuth(_options: SeedOptions): AuthState {
  return { placeholder: true };
}

export function authHandlers(_ctx: MockContext): HttpHandler[] {
  return [];
}
