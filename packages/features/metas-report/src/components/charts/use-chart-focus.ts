import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { movedIndex } from './chart-logic';

/** What a chart's items need to be one tab stop with arrow keys (roving tabindex). */
export interface ChartFocus {
  /** The item that takes the tab stop (the last one focused, kept in range). */
  current: number;
  /** The item whose detail shows: the hovered one, else the focused one while the chart has focus. */
  detailIndex: number | null;
  /** Ref callback of item `index`. */
  itemRef: (index: number) => (node: SVGGElement | null) => void;
  hover: (index: number) => void;
  unhover: (index: number) => void;
  /** The chart's key, focus and blur handlers; `onActivate` gets the item of an Enter or Space. */
  handlers: (onActivate?: (index: number) => void) => {
    onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void;
    onFocus: (event: FocusEvent<SVGSVGElement>) => void;
    onBlur: (event: FocusEvent<SVGSVGElement>) => void;
  };
}

/** The item index of an event's target (`data-index`), or null. */
function indexOf(target: EventTarget): number | null {
  const index = target instanceof SVGElement ? Number(target.dataset.index) : Number.NaN;
  return Number.isInteger(index) ? index : null;
}

/**
 * The shared keyboard and pointer state of the report's charts: one tab stop over `keys.length`
 * items, arrows along `orientation` (Home and End too), the detail of the hovered or focused item.
 * Other keys (a drill-down, another filter) start again from the first item with nothing shown.
 */
export function useChartFocus(keys: readonly string[], orientation: 'vertical' | 'horizontal'): ChartFocus {
  const [activeIndex, setActiveIndex] = useState(0);
  const [hoveredIndex, setHoveredIndex] = useState<number | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const items = useRef<(SVGGElement | null)[]>([]);

  const signature = keys.join('\n');
  const [shownSignature, setShownSignature] = useState(signature);
  if (shownSignature !== signature) {
    setShownSignature(signature);
    setActiveIndex(0);
    setHoveredIndex(null);
    setHasFocus(false);
  }

  const count = keys.length;
  const current = Math.min(activeIndex, Math.max(count - 1, 0));
  return {
    current,
    detailIndex: hoveredIndex ?? (hasFocus && count > 0 ? current : null),
    itemRef: (index) => (node) => {
      items.current[index] = node;
    },
    hover: setHoveredIndex,
    unhover: (index) => setHoveredIndex((hovered) => (hovered === index ? null : hovered)),
    handlers: (onActivate) => ({
      onKeyDown: (event) => {
        const index = indexOf(event.target) ?? current;
        const next = movedIndex(event.key, index, count, orientation);
        if (next !== null) {
          event.preventDefault();
          setActiveIndex(next);
          items.current[next]?.focus();
          return;
        }
        if (onActivate && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onActivate(index);
        }
      },
      onFocus: (event) => {
        const index = indexOf(event.target);
        if (index !== null) setActiveIndex(index);
        setHasFocus(true);
      },
      onBlur: (event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setHasFocus(false);
      },
    }),
  };
}
