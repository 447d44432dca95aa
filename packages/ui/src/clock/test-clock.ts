import { realClock, type Clock, type ClockTimer } from './clock';

/**
 * A clock a test can stop: it runs with real time until `hold()`; then time moves only by
 * `advance(ms)`, which runs the timers that come due, in order, letting the page render between
 * two of them (a carousel schedules its next slide when the last one has rendered). `release()` lets
 * time run on from where it stood, so a story left on screen behaves normally afterwards.
 */
export interface TestClock extends Clock {
  /** Stops time: no timer runs until `advance` (or `release`). */
  hold: () => void;
  /** Moves held time on by `ms`, running each timer that comes due and waiting for the page between them. */
  advance: (ms: number) => Promise<void>;
  /** Lets time run again from where it stands; pending timers keep their remaining time. */
  release: () => void;
  /** Whether time is held. */
  readonly isHeld: boolean;
  /** Timers scheduled and not yet run or cleared. */
  readonly pending: number;
}

interface Entry {
  due: number;
  callback: () => void;
  handle: ClockTimer | null;
}

/** Lets the page react to what a timer changed (a render, its effects scheduling the next timer). */
const yieldToPage = () => new Promise<void>((resolve) => realClock.setTimeout(resolve, 0));

/** A test clock over `base` (the real clock by default), running until `hold()`. */
export function createTestClock(base: Clock = realClock): TestClock {
  const timers = new Map<number, Entry>();
  let nextId = 1;
  /** Virtual time minus base time while running. */
  let offset = 0;
  /** Virtual time while held, or null. */
  let heldAt: number | null = null;

  const now = () => heldAt ?? base.now() + offset;
  const arm = (id: number, entry: Entry) => {
    entry.handle = base.setTimeout(
      () => {
        timers.delete(id);
        entry.callback();
      },
      Math.max(0, entry.due - now()),
    );
  };
  const disarm = (entry: Entry) => {
    if (entry.handle !== null) base.clearTimeout(entry.handle);
    entry.handle = null;
  };

  return {
    now,
    setTimeout(callback, ms) {
      const id = nextId;
      nextId += 1;
      const entry: Entry = { due: now() + Math.max(0, ms), callback, handle: null };
      timers.set(id, entry);
      if (heldAt === null) arm(id, entry);
      return id;
    },
    clearTimeout(timer) {
      const entry = typeof timer === 'number' ? timers.get(timer) : undefined;
      if (!entry) return;
      disarm(entry);
      timers.delete(timer as number);
    },
    hold() {
      if (heldAt !== null) return;
      heldAt = now();
      for (const entry of timers.values()) disarm(entry);
    },
    async advance(ms) {
      if (heldAt === null) throw new Error('TestClock.advance: hold() the clock first');
      const target = heldAt + Math.max(0, ms);
      await yieldToPage();
      for (;;) {
        let next: [number, Entry] | null = null;
        for (const item of timers) if (item[1].due <= target && (next === null || item[1].due < next[1].due)) next = item;
        if (next === null) break;
        const [id, entry] = next;
        timers.delete(id);
        heldAt = Math.max(heldAt ?? entry.due, entry.due);
        entry.callback();
        await yieldToPage();
        await yieldToPage();
      }
      heldAt = target;
    },
    release() {
      if (heldAt === null) return;
      offset = heldAt - base.now();
      heldAt = null;
      for (const [id, entry] of timers) arm(id, entry);
    },
    get isHeld() {
      return heldAt !== null;
    },
    get pending() {
      return timers.size;
    },
  };
}

/**
 * The test clock a story renders on with `parameters: { clock: 'test' }` (the workbench's loader
 * puts it, held, in `loaded`; see .storybook/preview.tsx).
 */
export function storyClock(loaded: unknown): TestClock {
  const clock = (loaded as { clock?: TestClock } | undefined)?.clock;
  if (!clock) throw new Error("storyClock: the story renders on the real clock; give it parameters: { clock: 'test' }");
  return clock;
}
