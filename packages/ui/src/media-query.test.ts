import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaMatches, subscribeMedia } from './media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** A window whose `matchMedia(QUERY)` matches as given and records its change listeners. */
function fakeWindow(matches: boolean) {
  const listeners = new Set<unknown>();
  const list = {
    matches,
    addEventListener: (_type: string, listener: unknown) => listeners.add(listener),
    removeEventListener: (_type: string, listener: unknown) => listeners.delete(listener),
  };
  return { window: { matchMedia: vi.fn(() => list) }, listeners };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('media queries without assuming matchMedia', () => {
  it('match nothing and subscribe to nothing where there is no window (the server)', () => {
    expect(typeof window).toBe('undefined');
    expect(mediaMatches(QUERY)).toBe(false);
    const unsubscribe = subscribeMedia(QUERY, () => {});
    expect(() => unsubscribe()).not.toThrow();
  });

  it('match nothing where the window has no matchMedia (jsdom)', () => {
    vi.stubGlobal('window', {});
    expect(mediaMatches(QUERY)).toBe(false);
    expect(() => subscribeMedia(QUERY, () => {})()).not.toThrow();
  });

  it("read the browser's answer and follow its changes where matchMedia exists", () => {
    const fake = fakeWindow(true);
    vi.stubGlobal('window', fake.window);
    expect(mediaMatches(QUERY)).toBe(true);
    expect(fake.window.matchMedia).toHaveBeenCalledWith(QUERY);
    const onChange = () => {};
    const unsubscribe = subscribeMedia(QUERY, onChange);
    expect([...fake.listeners]).toEqual([onChange]);
    unsubscribe();
    expect(fake.listeners.size).toBe(0);
  });
});
