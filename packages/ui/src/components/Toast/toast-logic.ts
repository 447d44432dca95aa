/**
 * Headless toast queue and pausable countdown: no React, no DOM, so both run in node tests.
 * A queue is created per provider (never a module-level singleton).
 */

/** How long a toast stays before hiding by itself: 6 s (the spec's snackbar auto-hide). */
export const TOAST_DURATION_MS = 6000;

/** Tone of a toast: `error` is announced assertively (role alert), the others politely (role status). */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** What a caller passes to show a toast. */
export interface ToastOptions {
  /** Text of the notice, e.g. 'User not active'. */
  message: string;
  /** Optional bold first line. */
  title?: string;
  /** Colour, icon and politeness.
   * @default 'info' */
  tone?: ToastTone;
  /** Milliseconds before hiding by itself (8000 for 'User not active'); `null` keeps it until dismissed.
   * @default 6000 */
  durationMs?: number | null;
}

/** A toast in the queue. */
export interface ToastItem {
  id: string;
  message: string;
  title?: string;
  tone: ToastTone;
  durationMs: number | null;
}

/** A small observable list of toasts (subscribe/getSnapshot fit React's useSyncExternalStore). */
export interface ToastQueue {
  /** Adds a toast and returns its id. */
  add(options: ToastOptions): string;
  /** Removes a toast by id; unknown ids are ignored. */
  close(id: string): void;
  /** Removes every toast. */
  clear(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current toasts, oldest first; the same array until the next change. */
  getSnapshot(): readonly ToastItem[];
}

/** Builds a toast item from options, applying the defaults (tone `info`, 6000 ms). */
export function toToastItem(id: string, options: ToastOptions): ToastItem {
  const durationMs =
    options.durationMs === null
      ? null
      : Math.max(0, options.durationMs ?? TOAST_DURATION_MS);
  return {
    id,
    message: options.message,
    ...(options.title !== undefined ? { title: options.title } : {}),
    tone: options.tone ?? 'info',
    durationMs,
  };
}

/** Creates an empty toast queue. */
export function createToastQueue(): ToastQueue {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  return {
    add(options) {
      counter += 1;
      const id = `toast-${counter}`;
      set([...toasts, toToastItem(id, options)]);
      return id;
    },
    close(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
    clear() {
      if (toasts.length > 0) set([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}

/** A countdown that can be paused: the time left, and when it last (re)started (null while paused). */
export interface Countdown {
  remainingMs: number;
  startedAt: number | null;
}

/** A running countdown of `durationMs` started at `now`. */
export function startCountdown(durationMs: number, now: number): Countdown {
  return { remainingMs: Math.max(0, durationMs), startedAt: now };
}

/** Time left at `now`. */
export function remainingAt(countdown: Countdown, now: number): number {
  if (countdown.startedAt === null) return countdown.remainingMs;
  return Math.max(0, countdown.remainingMs - Math.max(0, now - countdown.startedAt));
}

/** Stops the clock at `now`, keeping the time left. Pausing a paused countdown changes nothing. */
export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.startedAt === null) return countdown;
  return { remainingMs: remainingAt(countdown, now), startedAt: null };
}

/** Starts the clock again at `now` with the time that was left. Resuming a running countdown changes nothing. */
export function resumeCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.startedAt !== null) return countdown;
  return { remainingMs: countdown.remainingMs, startedAt: now };
}
