import { describe, expect, it } from 'vitest';
import {
  approveBlock,
  canApprove,
  canEditSellers,
  planDistribution,
  readCategoryValue,
  readSellerTotal,
  sellerShown,
  trendOf,
} from './rules';
import { syntheticSellers } from './fixtures';
import type { TargetState } from './types';

const state = (over: Partial<TargetState>): TargetState => ({ group: 'Aprovada gerente', supervisor: 'Aprovada gerente', imported: false, ...over });

describe('canEditSellers (§4.7)', () => {
  it('needs the permission and a supervisor part at Aprovada gerente', () => {
    expect(canEditSellers(state({}), true)).toBe(true);
    expect(canEditSellers(state({}), false)).toBe(false);
    expect(canEditSellers(state({ supervisor: 'Aprovada supervisor' }), true)).toBe(false);
    expect(canEditSellers(state({ supervisor: 'Rateada' }), true)).toBe(false);
  });
  it('is off for released and imported targets', () => {
    expect(canEditSellers(state({ group: 'Liberado' }), true)).toBe(false);
    expect(canEditSellers(state({ imported: true }), true)).toBe(false);
  });
});

describe('approveBlock (§4.7)', () => {
  it('enables Aprovar Metas for a permitted supervisor on an open split', () => {
    expect(approveBlock('SUPERVISOR', 'Aprovada gerente', true)).toBeNull();
  });
  it('blocks Em aberto and Aprovada supervisor (and what has nothing to approve)', () => {
    for (const status of ['Em aberto', 'Aprovada supervisor', 'Rateada', 'Liberado', null] as const)
      expect(approveBlock('SUPERVISOR', status, true)).toBe('status');
  });
  it('blocks without the permission, and for GERENTE', () => {
    expect(approveBlock('SUPERVISOR', 'Aprovada gerente', false)).toBe('permission');
    expect(approveBlock('GERENTE', 'Aprovada gerente', true)).toBe('role');
  });
});

describe('canApprove: initial and current difference within 0..10', () => {
  it.each([
    [0, 0, true],
    [10, 10, true],
    [0, 11, false],
    [0, -1, false],
    [11, 0, false],
    [null, 5, true],
  ])('initial %s, current %s → %s', (initial, current, expected) => {
    expect(canApprove(initial, current)).toBe(expected);
  });
});

describe('trendOf', () => {
  it('is up above the suggested value, down below, neutral when equal', () => {
    expect(trendOf(11, 10)).toBe('up');
    expect(trendOf(9, 10)).toBe('down');
    expect(trendOf(10, 10)).toBe('neutral');
  });
});

describe('typed values (§5)', () => {
  it('rejects a seller total of 0 or less, or empty', () => {
    expect(readSellerTotal(0)).toEqual({ ok: false, reason: 'nonPositive' });
    expect(readSellerTotal(-5)).toEqual({ ok: false, reason: 'nonPositive' });
    expect(readSellerTotal(null)).toEqual({ ok: false, reason: 'nonPositive' });
    expect(readSellerTotal(1234.4)).toEqual({ ok: true, value: 1234 });
  });
  it('forces a category of 0 or less to 1', () => {
    expect(readCategoryValue(0)).toEqual({ value: 1, forced: true });
    expect(readCategoryValue(-3)).toEqual({ value: 1, forced: true });
    expect(readCategoryValue(null)).toEqual({ value: 1, forced: true });
    expect(readCategoryValue(1)).toEqual({ value: 1, forced: false });
    expect(readCategoryValue(250)).toEqual({ value: 250, forced: false });
  });
});

describe('sellerShown', () => {
  const [seller] = syntheticSellers(2, 3);
  it('prefers the typed total, then the categories with drafts, then the saved total', () => {
    if (!seller) throw new Error('fixture');
    const clean = { ...seller, categoryDrafts: {} };
    expect(sellerShown(clean)).toBe(seller.planned);
    expect(sellerShown({ ...clean, draft: 42 })).toBe(42);
    const first = clean.categories?.[0];
    if (!first) throw new Error('fixture');
    expect(sellerShown({ ...clean, categoryDrafts: { [first.key]: first.value + 10 } })).toBe(seller.planned + 10);
  });
});

describe('planDistribution (Distribuir diferença)', () => {
  const sellers = [
    { id: '1', name: 'A', average: 300 },
    { id: '2', name: 'B', average: 100 },
  ];
  it('spreads the remaining difference in proportion to the averages, reaching the target exactly', () => {
    const plan = planDistribution(sellers, [1000, 1000], 2400, 1);
    expect(plan.map((l) => l.after)).toEqual([1300, 1100]);
    expect(plan.reduce((a, l) => a + l.after, 0)).toBe(2400);
  });
  it('takes an excess back in proportion, never below 1 per category', () => {
    const plan = planDistribution(sellers, [1000, 50], 100, 40);
    expect(plan.reduce((a, l) => a + l.after, 0)).toBe(100);
    expect(plan.every((l) => l.after >= 40)).toBe(true);
  });
  it('300 sellers: one step to a difference of 0', () => {
    const many = syntheticSellers(300, 40);
    const shown = many.map((s) => s.planned);
    const target = shown.reduce((a, b) => a + b, 0) - 98_765;
    const plan = planDistribution(many, shown, target, 40);
    expect(plan.reduce((a, l) => a + l.after, 0)).toBe(target);
  });
});
