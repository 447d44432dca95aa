import { useEffect, useState } from 'react';

function offsetOf(target: EventTarget | null): number {
  if (target instanceof Element) return target.scrollTop;
  return window.scrollY;
}

/**
 * Whether the page (the window, or the scrolling container the portal's layout uses) has been
 * scrolled `threshold` pixels or more. Scroll events do not bubble, so they are caught on the
 * document in the capture phase.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = (event: Event) => {
      const target = event.target === document ? null : event.target;
      setPast(offsetOf(target) >= threshold);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [threshold]);
  return past;
}
