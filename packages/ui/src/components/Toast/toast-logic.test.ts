import { describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  createToastQueue,
  pauseCountdown,
  remainingAt,
  resumeCountdown,
  startCountdown,
  toToastItem,
} from './toast-logic';

describe('toToastItem', () => {
  it('defaults to an info toast hiding after 6 s', () => {
    expect(TOAST_DURATION_MS).toBe(6000);
    expect(toToastItem('a', { message: 'User data saved with api' })).toEqual({
      id: 'a',
      message: 'User data saved with api',
      tone: 'info',
      durationMs: 6000,
    });
  });

  it('keeps a per-toast duration (8 s for User not active) or none', () => {
    expect(toToastItem('a', { message: 'User not active', tone: 'error', durationMs: 8000 }).durationMs).toBe(8000);
    expect(toToastItem('a', { message: 'x', durationMs: null }).durationMs).toBeNull();
    expect(toToastItem('a', { message: 'x', durationMs: -5 }).durationMs).toBe(0);
  });
});

describe('createToastQueue', () => {
  it('adds toasts oldest first with distinct ids and notifies subscribers', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const first = queue.add({ message: 'um' });
    const second = queue.add({ message: 'dois', tone: 'error' });
    expect(first).not.toBe(second);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['um', 'dois']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes by id, ignores unknown ids and clears', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const id = queue.add({ message: 'um' });
    queue.add({ message: 'dois' });
    const unsubscribe = queue.subscribe(listener);
    queue.close('nope');
    expect(listener).not.toHaveBeenCalled();
    queue.close(id);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['dois']);
    queue.clear();
    expect(queue.getSnapshot()).toEqual([]);
    unsubscribe();
    queue.add({ message: 'três' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot until something changes', () => {
    const queue = createToastQueue();
    queue.add({ message: 'um' });
    expect(queue.getSnapshot()).toBe(queue.getSnapshot());
  });

  it('two queues never share toasts', () => {
    const a = createToastQueue();
    const b = createToastQueue();
    a.add({ message: 'só em a' });
    expect(b.getSnapshot()).toEqual([]);
  });
});

describe('pausable countdown', () => {
  it('counts down from its start', () => {
    const c = startCountdown(6000, 1000);
    expect(remainingAt(c, 1000)).toBe(6000);
    expect(remainingAt(c, 3000)).toBe(4000);
    expect(remainingAt(c, 99_000)).toBe(0);
  });

  it('keeps the time left while paused (hover or focus) and resumes from it', () => {
    let c = startCountdown(6000, 0);
    c = pauseCountdown(c, 2000);
    expect(remainingAt(c, 50_000)).toBe(4000);
    expect(pauseCountdown(c, 60_000)).toBe(c);
    c = resumeCountdown(c, 50_000);
    expect(remainingAt(c, 51_000)).toBe(3000);
    expect(resumeCountdown(c, 52_000)).toBe(c);
  });
});
