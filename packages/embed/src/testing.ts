/**
 * `@conecta/embed/testing`: helpers for a test that renders Conecta features — a partner's Vitest
 * file in jsdom or happy-dom, or our stories. Importing it touches no DOM (it loads in plain Node).
 */
import { installMissingDomApis } from './test-dom';

/** What {@link trackGlobalListeners} returns. */
export interface GlobalListenerTracker {
  /** Stops recording and returns the listeners added since the start and not removed, as 'window:keydown' strings. */
  stop(): string[];
}

type Target = Window | Document;

/**
 * Records the listeners added to `window` and `document` from now on, and reports those still
 * attached when `stop()` is called — a feature that leaves a global listener behind after
 * `unmount()` shows up here. The first feature on a page also leaves react-aria's own
 * `document:focus`, `document:blur` and `document:selectionchange` (added once per page, on purpose):
 * measure a second mount and unmount to see what a feature leaves.
 */
export function trackGlobalListeners(
  targets: Target[] = [window, document],
): GlobalListenerTracker {
  const live = new Map<string, { name: string }>();
  const keyOf = (
    target: Target,
    type: string,
    listener: unknown,
    options: boolean | EventListenerOptions | undefined,
  ) => {
    const capture = typeof options === 'boolean' ? options : !!options?.capture;
    return { target, type, listener, capture };
  };
  const ids = new WeakMap<object, number>();
  let count = 0;
  const idOf = (value: unknown) => {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return 0;
    if (!ids.has(value)) ids.set(value, (count += 1));
    return ids.get(value) ?? 0;
  };
  const restore: Array<() => void> = [];
  for (const target of targets) {
    // Not `target === window`: the module also runs where there is no window (tested in Node).
    const label = target === (globalThis as { window?: unknown }).window ? 'window' : 'document';
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    const addPatched = function (
      this: Target,
      type: string,
      listener: unknown,
      options?: boolean | AddEventListenerOptions,
    ) {
      const key = keyOf(target, type, listener, options);
      live.set(`${label}|${type}|${idOf(listener)}|${key.capture}`, { name: `${label}:${type}` });
      return (add as (...args: unknown[]) => void).call(this, type, listener, options);
    };
    const removePatched = function (
      this: Target,
      type: string,
      listener: unknown,
      options?: boolean | EventListenerOptions,
    ) {
      const key = keyOf(target, type, listener, options);
      live.delete(`${label}|${type}|${idOf(listener)}|${key.capture}`);
      return (remove as (...args: unknown[]) => void).call(this, type, listener, options);
    };
    // The methods may be the target's own properties, not its prototype's: in Vitest's jsdom and
    // happy-dom environments `window` is Node's global object with the DOM window's methods copied
    // onto it. Put back exactly what was there (deleting would leave a window without them).
    const ownAdd = Object.getOwnPropertyDescriptor(target, 'addEventListener');
    const ownRemove = Object.getOwnPropertyDescriptor(target, 'removeEventListener');
    Object.defineProperty(target, 'addEventListener', {
      value: addPatched,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(target, 'removeEventListener', {
      value: removePatched,
      configurable: true,
      writable: true,
    });
    restore.push(() => {
      for (const [name, own] of [
        ['addEventListener', ownAdd],
        ['removeEventListener', ownRemove],
      ] as const) {
        if (own) Object.defineProperty(target, name, own);
        else delete (target as unknown as Record<string, unknown>)[name];
      }
    });
  }
  return {
    stop() {
      for (const undo of restore.splice(0)) undo();
      return [...live.values()].map((entry) => entry.name).sort();
    },
  };
}

/**
 * Prepares the test's DOM for the Conecta features: installs what the DOM lacks and the features call
 * (in jsdom: `CSS.escape`, which react-aria's Tabs, Select and dialogs use; happy-dom lacks nothing),
 * never replacing what exists. Returns the function that removes what it installed. Call it before
 * rendering — `beforeAll(prepareTestDom)` in a Vitest file does both, since Vitest runs the function a
 * `beforeAll` hook returns after the file's tests. Touches nothing until called.
 */
export function prepareTestDom(): () => void {
  return installMissingDomApis(globalThis).restore;
}

export { DraftSession, type DraftSessionContext, type DraftSessionProps } from './draft-session';
