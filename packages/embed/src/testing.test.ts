import { afterEach, describe, expect, it } from 'vitest';
import { cssEscape, installMissingDomApis } from './test-dom';
import { prepareTestDom, trackGlobalListeners } from './testing';

/** The global `CSS` as a test DOM may have it (Node and jsdom have none). */
const globalCss = () => (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS;

afterEach(() => {
  // Each test leaves the global object as Node has it: no CSS namespace.
  delete (globalThis as { CSS?: unknown }).CSS;
});

describe('cssEscape (CSS.escape of the CSSOM specification)', () => {
  it('keeps identifiers as they are', () => {
    expect(cssEscape('mine')).toBe('mine');
    expect(cssEscape('react-aria-_r_4_')).toBe('react-aria-_r_4_');
    expect(cssEscape('Notificações')).toBe('Notificações');
  });

  it("escapes what would end or break a selector (React's useId colons, quotes, spaces)", () => {
    expect(cssEscape(':r1:')).toBe('\\:r1\\:');
    expect(cssEscape('a"b c')).toBe('a\\"b\\ c');
    expect(cssEscape('a.b#c[d]')).toBe('a\\.b\\#c\\[d\\]');
  });

  it('escapes a leading digit, a digit after a leading hyphen and a lone hyphen as the spec says', () => {
    expect(cssEscape('1a')).toBe('\\31 a');
    expect(cssEscape('-1a')).toBe('-\\31 a');
    expect(cssEscape('-')).toBe('\\-');
    expect(cssEscape('--a')).toBe('--a');
    expect(cssEscape('313')).toBe('\\33 13');
  });

  it('replaces NUL and escapes control characters as code points', () => {
    expect(cssEscape('a\u0000b')).toBe('a\uFFFDb');
    expect(cssEscape('a\u0001b\u007f')).toBe('a\\1 b\\7f ');
  });

  it('turns numbers into text first (react-aria passes String(key), a caller may not)', () => {
    expect(cssEscape(313 as unknown as string)).toBe('\\33 13');
  });
});

describe('installMissingDomApis', () => {
  it('installs CSS.escape where there is no CSS namespace (jsdom), and removes it again', () => {
    const target: { CSS?: { escape?: (value: string) => string } } = {};
    const prepared = installMissingDomApis(target);
    expect(prepared.installed).toEqual(['CSS.escape']);
    expect(target.CSS?.escape?.('1')).toBe('\\31 ');
    prepared.restore();
    expect('CSS' in target).toBe(false);
    expect(() => prepared.restore()).not.toThrow();
  });

  it("adds escape to a CSS namespace that lacks it, and leaves the namespace's other members", () => {
    const supports = () => true;
    const target = {
      CSS: { supports } as { supports: () => boolean; escape?: (value: string) => string },
    };
    const prepared = installMissingDomApis(target);
    expect(prepared.installed).toEqual(['CSS.escape']);
    expect(target.CSS.escape?.(':a')).toBe('\\:a');
    prepared.restore();
    expect(target.CSS).toEqual({ supports });
  });

  it("never replaces the DOM's own CSS.escape (happy-dom, a browser): nothing installed, nothing removed", () => {
    const own = (value: string) => `own:${value}`;
    const target = { CSS: { escape: own } };
    const prepared = installMissingDomApis(target);
    expect(prepared.installed).toEqual([]);
    prepared.restore();
    expect(target.CSS.escape).toBe(own);
  });
});

describe('prepareTestDom', () => {
  it('loads in plain Node (no window) and prepares the global object only when called', () => {
    expect(typeof window).toBe('undefined');
    expect(globalCss()).toBeUndefined();
    const restore = prepareTestDom();
    expect(globalCss()?.escape?.('a b')).toBe('a\\ b');
    restore();
    expect(globalCss()).toBeUndefined();
  });

  it('works as a Vitest beforeAll hook: the argument the hook gets is ignored, the cleanup is returned', () => {
    const hook: (suite: unknown) => () => void = prepareTestDom;
    const restore = hook({ name: 'a suite' });
    expect(typeof globalCss()?.escape).toBe('function');
    restore();
    expect(globalCss()).toBeUndefined();
  });

  it('a second call while prepared installs nothing more; its cleanup leaves the first in place', () => {
    const first = prepareTestDom();
    const second = prepareTestDom();
    second();
    expect(typeof globalCss()?.escape).toBe('function');
    first();
    expect(globalCss()).toBeUndefined();
  });
});

describe('trackGlobalListeners', () => {
  const listener = () => {};

  it('reports the listeners added and not removed, and puts the methods back', () => {
    const target = new EventTarget();
    const tracker = trackGlobalListeners([target as unknown as Document]);
    target.addEventListener('keydown', listener);
    target.addEventListener('focus', listener, true);
    target.addEventListener('focus', listener);
    target.removeEventListener('focus', listener);
    expect(tracker.stop()).toEqual(['document:focus', 'document:keydown']);
    expect(Object.getOwnPropertyNames(target)).toEqual([]);
    expect(target.addEventListener).toBe(EventTarget.prototype.addEventListener);
  });

  it("gives a window whose methods are its own properties (Vitest's jsdom and happy-dom global) the same methods back", () => {
    const target = new EventTarget();
    const add = EventTarget.prototype.addEventListener.bind(target);
    const remove = EventTarget.prototype.removeEventListener.bind(target);
    Object.defineProperty(target, 'addEventListener', {
      value: add,
      configurable: true,
      writable: true,
      enumerable: true,
    });
    Object.defineProperty(target, 'removeEventListener', {
      value: remove,
      configurable: true,
      writable: true,
      enumerable: true,
    });
    const tracker = trackGlobalListeners([target as unknown as Document]);
    target.addEventListener('resize', listener);
    target.removeEventListener('resize', listener);
    expect(tracker.stop()).toEqual([]);
    expect(tracker.stop()).toEqual([]);
    expect(target.addEventListener).toBe(add);
    expect(target.removeEventListener).toBe(remove);
  });
});
