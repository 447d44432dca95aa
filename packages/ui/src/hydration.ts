import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether React is rendering on the server or hydrating the server's markup in the browser (the
 * first render under `hydrateRoot`): true then, false in every other render — a `createRoot` mount
 * (the portal, `mount()`, the custom elements) is false from its first render on. After a hydration
 * React renders once more with false.
 *
 * A component whose first render depends on what only the browser holds (the tab's drafts, a portal
 * target) reads it when this is false: the markup it hydrates then matches the server's.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
