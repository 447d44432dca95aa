import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pageRange, paginate } from './pagination-logic';

describe('pageRange', () => {
  it('lists every page when they all fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('returns nothing when there are no pages', () => {
    expect(pageRange(1, 0)).toEqual([]);
    expect(pageRange(1, -3)).toEqual([]);
  });

  it('shows an ellipsis only at the end near the first page', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('shows ellipses on both sides in the middle', () => {
    expect(pageRange(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
  });

  it('shows an ellipsis only at the start near the last page', () => {
    expect(pageRange(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageRange(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of slots wherever the current page is', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageRange(page, 30, 1)).toHaveLength(7);
    for (let page = 1; page <= 30; page += 1) expect(pageRange(page, 30, 2)).toHaveLength(9);
  });

  it('always includes the current page, the first and the last', () => {
    for (let page = 1; page <= 30; page += 1) {
      const items = pageRange(page, 30, 1);
      expect(items).toContain(page);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(30);
    }
  });

  it('widens the window with more siblings', () => {
    expect(pageRange(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
    expect(pageRange(10, 20, 0)).toEqual([1, 'start-ellipsis', 10, 'end-ellipsis', 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageRange(99, 20)).toEqual(pageRange(20, 20));
    expect(pageRange(0, 20)).toEqual(pageRange(1, 20));
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 7 }, (_, index) => index + 1);

  it('returns the rows of the requested page', () => {
    expect(paginate(rows, 1, 3)).toEqual([1, 2, 3]);
    expect(paginate(rows, 2, 3)).toEqual([4, 5, 6]);
    expect(paginate(rows, 3, 3)).toEqual([7]);
  });

  it('gives the last page for a page past the end, and the first for page 0', () => {
    expect(paginate(rows, 9, 3)).toEqual([7]);
    expect(paginate(rows, 0, 3)).toEqual([1, 2, 3]);
  });

  it('handles an empty list', () => {
    expect(paginate([], 1, 50)).toEqual([]);
  });
});

describe('pageCountOf and clampPage', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(50, 50)).toBe(1);
    expect(pageCountOf(51, 50)).toBe(2);
    expect(pageCountOf(4, 3)).toBe(2);
  });

  it('keeps a page inside 1…total', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });
});
