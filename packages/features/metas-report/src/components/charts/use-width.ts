import { useCallback, useState } from 'react';

/**
 * The width (px, whole) of the element the returned ref is put on, followed as it resizes
 * (ResizeObserver); `fallback` until it is measured — the first render, a server render, a
 * browser without ResizeObserver — and while the element has no width (hidden).
 */
export function useElementWidth<T extends Element>(fallback: number): [ref: (node: T | null) => (() => void) | undefined, width: number] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((node: T | null) => {
    if (!node) return undefined;
    const update = (measured: number) => {
      const rounded = Math.floor(measured);
      setWidth(rounded > 0 ? rounded : null);
    };
    update(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width ?? fallback];
}
