import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { SeedOptions } from '../seed';

/** State of the permissions area of the mock backend (JSON-serialisable). */
export interface PermissionsState {
  placeholder: true;
}

export function seedPermissions(_options: SeedOptions): PermissionsState {
  return { placeholder: true };
}

export function permissionsHandlers(_ctx: MockContext): HttpHandler[] {
  return [];
}
