import { describe, expect, it } from 'vitest';
import { computeTotals } from './totals';
import { syntheticSellers } from './fixtures';

describe('computeTotals', () => {
  const sellers = syntheticSellers(20, 5);
  const planned = sellers.reduce((acc, s) => acc + s.planned, 0);

  it('sums the values on screen and the difference against the supervisor', () => {
    const totals = computeTotals(sellers, planned);
    // Sellers 0 and 10 have one unsaved category (1000+ → 2000).
    const extra = sellers
      .filter((s) => s.categoryDrafts[100] !== undefined)
      .reduce((acc, s) => acc + 2000 - (s.categories?.[0]?.value ?? 0), 0);
    expect(totals.sellers).toBe(planned + extra);
    expect(totals.difference).toBe(extra);
    expect(totals.unsaved).toBe(0);
    const failed = sellers.map((x, i) => (i < 3 ? { ...x, save: 'failed' as const } : x));
    expect(computeTotals(failed, planned).unsaved).toBe(3);
    expect(totals.shown).toHaveLength(20);
  });

  it('gives per-category totals with the drafts', () => {
    const totals = computeTotals(sellers, planned);
    const expected = sellers.reduce((acc, s) => acc + (s.categoryDrafts[101] ?? s.categories?.[1]?.value ?? 0), 0);
    expect(totals.categories.get(101)).toBe(expected);
  });

  it('gives the same figures with and without the per-seller cache, and after an edit', () => {
    const edited = sellers.map((s, i) => (i === 3 ? { ...s, draft: s.planned + 500 } : s));
    expect(computeTotals(edited, planned)).toEqual(computeTotals(edited, planned, { cache: false }));
    expect(computeTotals(edited, planned).sellers).toBe(computeTotals(sellers, planned).sellers + 500);
  });

  it('adds tables listed in another order by key', () => {
    const [a, b] = syntheticSellers(2, 3);
    if (!a?.categories || !b?.categories) throw new Error('fixture');
    const reversed = { ...b, categoryDrafts: {}, categories: [...b.categories].reverse() };
    const totals = computeTotals([{ ...a, categoryDrafts: {} }, reversed], 0);
    expect(totals.categories.get(100)).toBe((a.categories[0]?.value ?? 0) + (b.categories[0]?.value ?? 0));
  });
});
