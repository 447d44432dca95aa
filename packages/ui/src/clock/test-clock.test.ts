import { describe, expect, it } from 'vitest';
import { createTestClock } from './test-clock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createTestClock', () => {
  it('runs with real time until held', async () => {
    const clock = createTestClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('a'), 1);
    await sleep(40);
    expect(fired).toEqual(['a']);
    expect(clock.pending).toBe(0);
  });

  it('holds time: nothing runs until advance reaches a timer, to the millisecond', async () => {
    const clock = createTestClock();
    clock.hold();
    const start = clock.now();
    const fired: number[] = [];
    clock.setTimeout(() => fired.push(clock.now() - start), 5);
    await sleep(40);
    expect(fired).toEqual([]);
    expect(clock.now()).toBe(start);
    await clock.advance(4);
    expect(fired).toEqual([]);
    expect(clock.now() - start).toBe(4);
    await clock.advance(1);
    expect(fired).toEqual([5]);
  });

  it('runs due timers in order, including those they schedule, and stops at the target', async () => {
    const clock = createTestClock();
    clock.hold();
    const start = clock.now();
    const fired: string[] = [];
    const at = (label: string) => () => fired.push(`${label}@${clock.now() - start}`);
    clock.setTimeout(at('late'), 30);
    clock.setTimeout(() => {
      at('first')();
      clock.setTimeout(at('chained'), 10);
    }, 10);
    clock.setTimeout(at('tie-1'), 20);
    await clock.advance(25);
    expect(fired).toEqual(['first@10', 'tie-1@20', 'chained@20']);
    expect(clock.pending).toBe(1);
    await clock.advance(5);
    expect(fired.at(-1)).toBe('late@30');
  });

  it('cleared timers never run, held or not', async () => {
    const clock = createTestClock();
    const fired: string[] = [];
    const running = clock.setTimeout(() => fired.push('running'), 1);
    clock.clearTimeout(running);
    clock.hold();
    const held = clock.setTimeout(() => fired.push('held'), 1);
    clock.clearTimeout(held);
    clock.clearTimeout(null);
    await clock.advance(10);
    clock.release();
    await sleep(30);
    expect(fired).toEqual([]);
  });

  it('release lets time run on from where it stood: a pending timer keeps its remaining time', async () => {
    const clock = createTestClock();
    clock.hold();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('done'), 1_000);
    await clock.advance(990);
    const before = clock.now();
    clock.release();
    expect(clock.isHeld).toBe(false);
    expect(clock.now() - before).toBeLessThan(5);
    await sleep(60);
    expect(fired).toEqual(['done']);
  });

  it('refuses to advance while running', async () => {
    await expect(createTestClock().advance(1)).rejects.toThrow(/hold\(\)/);
  });
});
