import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledBy } from './worker-start';

const SCRIPT = 'http://localhost/mockServiceWorker.js';

/** A stand-in for `navigator.serviceWorker`: its controller changes when the test says so. */
class FakeContainer extends EventTarget {
  controller: { scriptURL: string } | null = null;
  take(scriptURL: string | null) {
    this.controller = scriptURL ? { scriptURL } : null;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

let container: FakeContainer;

beforeEach(() => {
  vi.useFakeTimers();
  container = new FakeContainer();
  vi.stubGlobal('navigator', { serviceWorker: container });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('controlledBy', () => {
  it('is true at once for a page the worker already controls', async () => {
    container.controller = { scriptURL: SCRIPT };
    await expect(controlledBy(SCRIPT, 5_000)).resolves.toBe(true);
  });

  it('waits for the worker to take the page', async () => {
    const result = controlledBy(SCRIPT, 5_000);
    await vi.advanceTimersByTimeAsync(1_000);
    container.take(SCRIPT);
    await expect(result).resolves.toBe(true);
  });

  it('is not satisfied by another service worker, and gives up after the time limit', async () => {
    const result = controlledBy(SCRIPT, 5_000);
    container.take('http://localhost/other-worker.js');
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(false);
  });
});
