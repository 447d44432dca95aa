import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOVER_OPEN_DELAY_MS,
  clickGroup,
  closeGroup,
  createHoverIntent,
  isGroupOpen,
  openGroup,
  toggleGroup,
} from './open-state';

describe('one top item and one sub-item open at a time', () => {
  it('opening a top group closes the other', () => {
    const metas = toggleGroup([], [], 'metas');
    expect(metas).toEqual(['metas']);
    expect(toggleGroup(metas, [], 'relatorios')).toEqual(['relatorios']);
  });
  it('clicking an open group closes it', () => {
    expect(toggleGroup(['metas'], [], 'metas')).toEqual([]);
  });
  it('opening a sub-group keeps its parent and closes its sibling', () => {
    const a = toggleGroup(['relatorios'], ['relatorios'], 'a');
    expect(a).toEqual(['relatorios', 'a']);
    expect(toggleGroup(a, ['relatorios'], 'b')).toEqual(['relatorios', 'b']);
    expect(toggleGroup(a, ['relatorios'], 'a')).toEqual(['relatorios']);
  });
  it('closing a top group closes its open sub-group too', () => {
    expect(toggleGroup(['relatorios', 'a'], [], 'relatorios')).toEqual([]);
  });
  it('a click on a group the resting pointer has just opened keeps it open; otherwise it toggles', () => {
    expect(clickGroup(['metas'], [], 'metas', true)).toEqual(['metas']);
    expect(clickGroup(['metas'], [], 'metas', false)).toEqual([]);
    expect(clickGroup([], [], 'metas', false)).toEqual(['metas']);
  });
  it('open and close are idempotent', () => {
    const open = ['metas'];
    expect(openGroup(open, [], 'metas')).toBe(open);
    expect(closeGroup(open, [], 'relatorios')).toBe(open);
    expect(isGroupOpen(open, [], 'metas')).toBe(true);
    expect(isGroupOpen(open, ['x'], 'metas')).toBe(false);
  });
});

describe('hover debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 150 ms', () => {
    expect(HOVER_OPEN_DELAY_MS).toBe(150);
  });
  it('opens after resting 150 ms on a group', () => {
    const onIntent = vi.fn();
    const hover = createHoverIntent<string>(onIntent);
    hover.enter('metas');
    vi.advanceTimersByTime(149);
    expect(onIntent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIntent).toHaveBeenCalledWith('metas');
  });
  it('does nothing when the pointer leaves earlier', () => {
    const onIntent = vi.fn();
    const hover = createHoverIntent<string>(onIntent);
    hover.enter('metas');
    vi.advanceTimersByTime(100);
    hover.leave();
    vi.advanceTimersByTime(500);
    expect(onIntent).not.toHaveBeenCalled();
  });
  it('moving to another group restarts the wait for that group only', () => {
    const onIntent = vi.fn();
    const hover = createHoverIntent<string>(onIntent);
    hover.enter('metas');
    vi.advanceTimersByTime(100);
    hover.enter('relatorios');
    vi.advanceTimersByTime(100);
    expect(onIntent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(onIntent).toHaveBeenCalledWith('relatorios');
  });
});
