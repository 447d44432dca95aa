/**
 * CSS media queries read without assuming `window.matchMedia`: every browser has it, but a test DOM
 * (jsdom) or a server render does not, and a feature must not crash there. Where it is missing, no
 * query matches and nothing changes.
 */

/** Whether `query` matches now; false where there is no `matchMedia` (jsdom, the server). */
export function mediaMatches(query: string): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(query).matches;
}

/** Calls `onChange` whenever `query` starts or stops matching; returns the unsubscribe (a no-op where there is no `matchMedia`). */
export function subscribeMedia(query: string, onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
