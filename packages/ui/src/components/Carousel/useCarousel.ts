import { useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import { useClock } from '../../clock/ClockProvider';
import { carouselReducer, initialCarouselState, shouldAutoAdvance, type CarouselState } from './carousel-logic';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The user's `prefers-reduced-motion` setting, live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches,
    () => false,
  );
}

export interface UseCarouselOptions {
  count: number;
  intervalMs: number;
  /** No auto-play when true (reduced motion). */
  reducedMotion: boolean;
}

export interface CarouselController {
  state: CarouselState;
  /** Whether the clock is running right now. */
  isAdvancing: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  togglePlaying: () => void;
  setHovered: (value: boolean) => void;
  setFocused: (value: boolean) => void;
}

/**
 * Index and timer of a carousel: advances every `intervalMs` while playing, holds while hovered or
 * focused, restarts the interval after any manual move, and starts paused under reduced motion.
 */
export function useCarousel({ count, intervalMs, reducedMotion }: UseCarouselOptions): CarouselController {
  const [state, dispatch] = useReducer(carouselReducer, undefined, () => initialCarouselState(count, !reducedMotion));
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);

  if (state.count !== count) dispatch({ type: 'setCount', count });
  const [wasReduced, setWasReduced] = useState(reducedMotion);
  if (wasReduced !== reducedMotion) {
    setWasReduced(reducedMotion);
    if (reducedMotion) dispatch({ type: 'pause' });
  }

  const clock = useClock();
  const isAdvancing = shouldAutoAdvance(state, { isHovered, isFocused });
  useEffect(() => {
    if (!isAdvancing) return undefined;
    const timer = clock.setTimeout(() => dispatch({ type: 'tick' }), intervalMs);
    return () => clock.clearTimeout(timer);
  }, [isAdvancing, intervalMs, state.index, clock]);

  return {
    state,
    isAdvancing,
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    goTo: (index) => dispatch({ type: 'goTo', index }),
    togglePlaying: () => dispatch({ type: 'toggle' }),
    setHovered,
    setFocused,
  };
}
