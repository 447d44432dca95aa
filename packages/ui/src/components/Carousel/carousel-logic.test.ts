import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_INTERVAL_MS,
  carouselReducer,
  initialCarouselState,
  shouldAutoAdvance,
  slideLabel,
  type CarouselState,
} from './carousel-logic';

const at = (index: number, isPlaying = true, count = 4): CarouselState => ({ index, count, isPlaying });

describe('carouselReducer', () => {
  it('starts on the first slide, playing unless auto-play is off', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(initialCarouselState(4, true)).toEqual(at(0));
    expect(initialCarouselState(4, false)).toEqual(at(0, false));
  });

  it('moves next and previous with wrap-around', () => {
    expect(carouselReducer(at(3), { type: 'next' }).index).toBe(0);
    expect(carouselReducer(at(0), { type: 'previous' }).index).toBe(3);
    expect(carouselReducer(at(1), { type: 'next' }).index).toBe(2);
  });

  it('advances on tick only while playing', () => {
    expect(carouselReducer(at(1), { type: 'tick' }).index).toBe(2);
    const paused = at(1, false);
    expect(carouselReducer(paused, { type: 'tick' })).toBe(paused);
    const single = at(0, true, 1);
    expect(carouselReducer(single, { type: 'tick' })).toBe(single);
  });

  it('goes to a dot, clamped into range', () => {
    expect(carouselReducer(at(0), { type: 'goTo', index: 2 }).index).toBe(2);
    expect(carouselReducer(at(0), { type: 'goTo', index: 9 }).index).toBe(3);
    expect(carouselReducer(at(2), { type: 'goTo', index: -1 }).index).toBe(0);
  });

  it('pauses, plays and toggles', () => {
    expect(carouselReducer(at(0), { type: 'pause' }).isPlaying).toBe(false);
    expect(carouselReducer(at(0, false), { type: 'play' }).isPlaying).toBe(true);
    expect(carouselReducer(at(0), { type: 'toggle' }).isPlaying).toBe(false);
    expect(carouselReducer(at(0, false), { type: 'toggle' }).isPlaying).toBe(true);
  });

  it('keeps the index inside a shorter list and handles no slides', () => {
    expect(carouselReducer(at(3), { type: 'setCount', count: 2 })).toEqual({ index: 1, count: 2, isPlaying: true });
    expect(carouselReducer(at(3), { type: 'setCount', count: 0 }).index).toBe(0);
    expect(carouselReducer({ index: 0, count: 0, isPlaying: true }, { type: 'next' }).index).toBe(0);
  });
});

describe('shouldAutoAdvance', () => {
  const free = { isHovered: false, isFocused: false };
  it('runs only while playing, with several slides, not hovered or focused', () => {
    expect(shouldAutoAdvance(at(0), free)).toBe(true);
    expect(shouldAutoAdvance(at(0, false), free)).toBe(false);
    expect(shouldAutoAdvance(at(0), { ...free, isHovered: true })).toBe(false);
    expect(shouldAutoAdvance(at(0), { ...free, isFocused: true })).toBe(false);
    expect(shouldAutoAdvance(at(0, true, 1), free)).toBe(false);
  });
});

describe('slideLabel', () => {
  it('names slides as "Imagem n de total"', () => {
    expect(slideLabel(1, 5)).toBe('Imagem 2 de 5');
  });
});
