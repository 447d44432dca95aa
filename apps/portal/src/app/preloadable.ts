import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component that can be fetched ahead of its first render. */
export type Preloadable<P> = ComponentType<P> & {
  /** Starts loading the chunk (idempotent); resolves once the component is ready. */
  preload: () => Promise<void>;
};

/**
 * Like `React.lazy`, plus `preload()`. When the chunk has already arrived by the first render, the
 * component renders at once instead of suspending: no splash flashes, and React does not hold the
 * content back for its fallback throttle (up to 300 ms after a fallback was shown). The portal
 * preloads the screen of the address it opens on while the session starts (main.tsx).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (offline) may be retried by the next render or preload.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(fetchOnce);
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload: () => fetchOnce().then(() => undefined) });
}
