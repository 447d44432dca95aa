/**
 * Test helper (also exported as `@conecta/embed/testing`): records the listeners added to `window`
 * and `document` from now on, and reports those still attached when `stop()` is called — a feature
 * that leaves a global listener behind after `unmount()` shows up here.
 */
export interface GlobalListenerTracker {
  /** Stops recording and returns the listeners added since the start and not removed, as 'window:keydown' strings. */
  stop(): string[];
}

type Target = Window | Document;

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
    const label = target === window ? 'window' : 'document';
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
      delete (target as unknown as Record<string, unknown>).addEventListener;
      delete (target as unknown as Record<string, unknown>).removeEventListener;
    });
  }
  return {
    stop() {
      for (const undo of restore) undo();
      return [...live.values()].map((entry) => entry.name).sort();
    },
  };
}

export { DraftSession, type DraftSessionContext, type DraftSessionProps } from './draft-session';
