import type { ApiClient } from '../client';

/** Calls of one client held unanswered until a story or test lets them go. */
export interface HeldCalls {
  /** Lets the held calls through, and every later one until `shut()`. */
  open(): void;
  /** Holds the next matching calls again. */
  shut(): void;
  /** Resolves when the first matching call is made (held, or passed while open). */
  readonly reached: Promise<void>;
  /** The addresses of the matching calls made so far, in order. */
  readonly calls: readonly URL[];
}

/**
 * Holds `api`'s calls whose path ends with `pathEnd` (and that pass `match`) while shut — it starts
 * shut — so a play sees the wait a user sees (a progress dialog, 'Carregando…') before it lets the
 * answer come: the state is waited on, never raced against a fixed delay. The held calls then reach
 * the mock backend as they were sent. A story sets it up in `beforeEach`, before the screen renders.
 */
export function holdCalls(api: ApiClient, pathEnd: string, match: (url: URL) => boolean = () => true): HeldCalls {
  let isOpen = false;
  const waiting: (() => void)[] = [];
  const calls: URL[] = [];
  let markReached = () => {};
  const reached = new Promise<void>((resolve) => {
    markReached = resolve;
  });
  api.use({
    async onRequest({ request }) {
      const url = new URL(request.url);
      if (!url.pathname.endsWith(pathEnd) || !match(url)) return undefined;
      calls.push(url);
      markReached();
      if (!isOpen) await new Promise<void>((resolve) => waiting.push(resolve));
      return undefined;
    },
  });
  return {
    open() {
      isOpen = true;
      for (const release of waiting.splice(0)) release();
    },
    shut() {
      isOpen = false;
    },
    reached,
    calls,
  };
}
