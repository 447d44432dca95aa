/**
 * The clock the kit's timed behaviour reads (issue 20): toasts hiding after their duration, dialogs
 * closing after 2.5 s, a carousel advancing, a hover intent. Components take it from `ClockProvider`
 * (the real clock when there is none), so a story or a test can hold time and move it on exactly
 * (`createTestClock` of `@conecta/ui/testing`) instead of sleeping and hoping.
 */

/** A timer handle, to be passed back to `clearTimeout` of the same clock. */
export type ClockTimer = unknown;

/** What a timed component needs: the time, and one-shot timers. */
export interface Clock {
  /** Milliseconds, comparable between two calls of the same clock (like `Date.now()`). */
  now: () => number;
  /** Calls `callback` once, `ms` from now. */
  setTimeout: (callback: () => void, ms: number) => ClockTimer;
  /** Drops a timer that has not run yet (a timer that has run, or null, is ignored). */
  clearTimeout: (timer: ClockTimer) => void;
}

/** The browser's (or Node's) own clock. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};
