/** Headless carousel state: which slide shows and whether it plays. Pure, tested in node. */

/** Default time each slide stays before the next one: 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselState {
  /** Index of the slide shown. */
  index: number;
  /** Number of slides. */
  count: number;
  /** Whether the user wants auto-play (the 'Pausar' / 'Reproduzir' button). */
  isPlaying: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'tick' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'setCount'; count: number };

function wrap(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The first slide, playing unless auto-play is off (reduced motion). */
export function initialCarouselState(count: number, autoPlay: boolean): CarouselState {
  return { index: 0, count: Math.max(0, count), isPlaying: autoPlay };
}

/**
 * next/previous wrap around; goTo clamps into range; tick advances only while playing; setCount
 * keeps the index inside a shorter list.
 */
export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count) };
    case 'previous':
      return { ...state, index: wrap(state.index - 1, state.count) };
    case 'goTo': {
      const index = Math.min(Math.max(0, Math.trunc(action.index)), Math.max(0, state.count - 1));
      return index === state.index ? state : { ...state, index };
    }
    case 'tick':
      return state.isPlaying && state.count > 1 ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case 'play':
      return state.isPlaying ? state : { ...state, isPlaying: true };
    case 'pause':
      return state.isPlaying ? { ...state, isPlaying: false } : state;
    case 'toggle':
      return { ...state, isPlaying: !state.isPlaying };
    case 'setCount': {
      const count = Math.max(0, action.count);
      return { ...state, count, index: Math.min(state.index, Math.max(0, count - 1)) };
    }
  }
}

/** Whether the clock should run: playing, more than one slide, and neither hovered nor focused. */
export function shouldAutoAdvance(
  state: CarouselState,
  hold: { isHovered: boolean; isFocused: boolean },
): boolean {
  return state.isPlaying && state.count > 1 && !hold.isHovered && !hold.isFocused;
}

/** Accessible name of a slide and of its dot: 'Imagem 2 de 5'. */
export function slideLabel(index: number, count: number): string {
  return `Imagem ${index + 1} de ${count}`;
}
