import { describe, expect, it } from 'vitest';
import { axeOnFirstItems } from './axe-first-items';

describe('axeOnFirstItems', () => {
  it('leaves out every item past the first 20 among its siblings', () => {
    expect(axeOnFirstItems('tbody tr[data-user-id]')).toEqual({
      a11y: { context: { exclude: ['tbody tr[data-user-id]:nth-of-type(n+21)'] } },
    });
  });

  it('keeps as many items as asked', () => {
    expect(axeOnFirstItems('article', 5).a11y.context.exclude).toEqual([
      'article:nth-of-type(n+6)',
    ]);
  });

  it('refuses a count that keeps nothing or is not whole', () => {
    expect(() => axeOnFirstItems('article', 0)).toThrow(/whole number/);
    expect(() => axeOnFirstItems('article', 2.5)).toThrow(/whole number/);
  });
});
