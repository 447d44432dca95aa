import { createStore, Provider } from 'jotai';
import { useMemo, type ReactNode } from 'react';

/** Wraps a story in its own jotai store, recreated whenever the story changes. */
export function JotaiStoryProvider({ storyId, children }: { storyId: string; children: ReactNode }) {
  // A new store per story id: the id is the key that decides when state must start over.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createStore(), [storyId]);
  return <Provider store={store}>{children}</Provider>;
}
