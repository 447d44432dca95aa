import { useCallback, useSyncExternalStore } from 'react';
import { mediaMatches, subscribeMedia } from '../../media-query';

/** Whether a CSS media query matches, kept in sync as the window changes (false on the server and where there is no `matchMedia`). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeMedia(query, onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => mediaMatches(query),
    () => false,
  );
}
