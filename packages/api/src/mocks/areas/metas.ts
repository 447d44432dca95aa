import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import type { SeedOptions } from '../seed';

/** State of the metas area of the mock backend (JSON-serialisable). */
export interface MetasState {
  placeholder: true;
}

export function seedMetas(_options: SeedOptions): MetasState {
  return { placeholder: true };
}

export function metasHandlers(_ctx: MockContext): HttpHandler[] {
  return [];
}
