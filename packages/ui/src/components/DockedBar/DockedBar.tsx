import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { styled } from 'styled-components';

export interface DockedBarProps {
  /** Accessible name of the bar (a `region` landmark), e.g. 'Ações da programação'. */
  label: string;
  /**
   * The screen's actions (e.g. Voltar and Programar Metas). They are part of the bar, so the bar can
   * never sit on top of them: they stay in view and take a real click at every scroll position.
   */
  actions?: ReactNode;
  /** Figures kept in view while the user scrolls (e.g. the change and the total). */
  summary?: ReactNode;
  /** Accessible name of the summary, rendered as a `complementary` landmark (`<aside>`). Required with `summary`. */
  summaryLabel?: string;
  /**
   * Show the summary only once the page (the window, or the scrolling ancestor the layout uses) has
   * been scrolled this many pixels, e.g. 370 (metas spec §9). Without it the summary always shows.
   */
  summaryAfterScroll?: number;
  /** Colour of the summary's accent, for a sign (positive green, negative red).
   * @default 'neutral' */
  tone?: 'positive' | 'negative' | 'neutral';
}

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  @media (max-width: ${({ theme }) => theme.layout.tabletBreakpoint}) {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  }
`;

const Summary = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[6]}`};
  min-width: 0;
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
  &[data-tone='positive'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='negative'] {
    border-left-color: ${({ theme }) => theme.colors.error};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

function scrollOffset(target: EventTarget | null): number {
  if (target instanceof Element) return target.scrollTop;
  return window.scrollY;
}

/**
 * Whether the page has been scrolled `threshold` pixels or more: the window, or the scrolling
 * container a layout uses (scroll events do not bubble, so they are caught on the document in the
 * capture phase). `undefined` means no threshold: always true.
 *
 * The offset is read when a scroll happens (and once on subscribing), never while React renders:
 * reading `scrollY` or `scrollTop` right after the DOM changed forces the browser to lay the page
 * out then and there, and the snapshot is read on every render of the screen (every keystroke in
 * a grid of values).
 */
export function useScrolledPast(threshold: number | undefined): boolean {
  // The last offset read: the window's when the component mounts (a page restored scrolled shows the
  // summary from the first frame), then updated by the scroll listener; read by the snapshot.
  const [initial] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY));
  const offset = useRef(initial);
  const subscribe = useCallback(
    (notify: () => void) => {
      const read = (target: EventTarget | null) => {
        offset.current = scrollOffset(target);
        notify();
      };
      const onScroll = (event: Event) => read(event.target === document ? null : event.target);
      document.addEventListener('scroll', onScroll, { capture: true, passive: true });
      // A scroll between the first render and the subscription (a restored position, a fast user)
      // is not missed: React reads the snapshot again once subscribed.
      read(null);
      return () => document.removeEventListener('scroll', onScroll, { capture: true });
    },
    [],
  );
  const past = useSyncExternalStore(
    subscribe,
    () => threshold !== undefined && offset.current >= threshold,
    () => false,
  );
  return threshold === undefined || past;
}

/** CSS variable with the bar's height while it is on screen: toasts read it to stack above the bar. */
export const DOCKED_BAR_HEIGHT_VAR = '--conecta-docked-bar-height';

/**
 * While the bar is on screen, the document keeps its height as scroll padding, so focusing a control
 * with the keyboard (or `scrollIntoView`) scrolls it clear of the bar instead of under it; and
 * publishes it as {@link DOCKED_BAR_HEIGHT_VAR}, so the toasts (snackbars) sit above the bar's
 * actions instead of on them.
 */
function useScrollPadding(bar: HTMLElement | null) {
  useEffect(() => {
    if (!bar) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    const apply = () => {
      const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = height;
      root.style.setProperty(DOCKED_BAR_HEIGHT_VAR, height);
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = before;
      root.style.removeProperty(DOCKED_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}

/**
 * A bar docked to the bottom of the viewport, at the end of a screen: its actions (Voltar, Programar
 * Metas, Aprovar Metas…) and, once scrolled past `summaryAfterScroll`, a summary of the figures the
 * user is changing. It replaces floating panels (house rule 13): it is in the page's flow
 * (`position: sticky`), so it reserves its own space — at the end of the page everything above it
 * scrolls clear — it never sits on top of the screen's actions (they are inside it), it is opaque and
 * full width (a control is either clear of it or fully behind it, never half covered and unclickable),
 * and keyboard focus scrolls controls clear of it (scroll padding). Place it as the last child of the
 * page content.
 */
export function DockedBar({ label, actions, summary, summaryLabel, summaryAfterScroll, tone = 'neutral' }: DockedBarProps) {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  const scrolled = useScrolledPast(summaryAfterScroll);
  const showSummary = summary !== undefined && summary !== null && scrolled;
  const hasContent = showSummary || (actions !== undefined && actions !== null && actions !== false);
  useScrollPadding(hasContent ? bar : null);
  if (!hasContent) return null;
  return (
    <Bar ref={setBar} role="region" aria-label={label} data-docked-bar="">
      {showSummary && (
        <Summary aria-label={summaryLabel} data-tone={tone} data-docked-summary="">
          {summary}
        </Summary>
      )}
      {actions && <Actions>{actions}</Actions>}
    </Bar>
  );
}
