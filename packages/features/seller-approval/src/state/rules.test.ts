import { describe, expect, it } from 'vitest';
import {
  accessOf,
  approveBlock,
  canApprove,
  categoryCeiling,
  totalCeiling,
  invalidCategories,
  planDistribution,
  readCategoryValue,
  readSellerTotal,
  selectionBlock,
  sellerShown,
  trendOf,
  type AccessInput,
  type Lock,
} from './rules';
import { syntheticSellers } from './fixtures';
import type { TargetState } from './types';

const state = (over: Partial<TargetState>): TargetState => ({
  group: 'Aprovada gerente',
  supervisor: 'Aprovada gerente',
  teams: [],
  imported: false,
  ...over,
});
const access = (over: Partial<TargetState>, rest: Partial<Omit<AccessInput, 'state'>> = {}) =>
  accessOf({ state: state(over), permitted: true, split: true, programmed: true, ...rest });

describe('accessOf: who may edit, and otherwise why (§4.7, issue 16 item 2)', () => {
  it('edits a programmed team split at Aprovada gerente with the permission', () => {
    expect(access({})).toEqual({ editable: true, lock: null });
  });
  it.each<[string, Partial<TargetState>, Partial<Omit<AccessInput, 'state'>>, Lock]>([
    ['Em aberto (manager row)', { group: 'Em aberto', supervisor: 'Em aberto' }, {}, 'notSplit'],
    ['no row and no part for the supervisor', { group: null, supervisor: null }, { split: false, programmed: false }, 'notSplit'],
    ['Rateada (manager row)', { group: 'Rateada', supervisor: 'Rateada' }, { programmed: false }, 'notProgrammed'],
    ["supervisor without a row, sellers at 0 (the mock's Rateada)", { group: null, supervisor: null }, { programmed: false }, 'notProgrammed'],
    ['own row at Rateada', { supervisor: 'Rateada' }, {}, 'notProgrammed'],
    ['Liberado', { group: 'Liberado', supervisor: 'Aprovada supervisor' }, {}, 'released'],
    ['imported', { imported: true }, {}, 'imported'],
    ['own split approved', { supervisor: 'Aprovada supervisor' }, {}, 'approved'],
    ['every team approved (GERENTE)', { group: 'Aprovada supervisor', supervisor: 'Aprovada supervisor' }, {}, 'approved'],
    ['no status although sellers have values', { group: null, supervisor: null }, {}, 'noStatus'],
    ['view-only permission', {}, { permitted: false }, 'permission'],
  ])('%s → %s, read only', (_name, over, rest, lock) => {
    expect(access(over, rest)).toEqual({ editable: false, lock });
  });
  it('names the state before the permission (the first thing that must happen)', () => {
    expect(access({ group: 'Rateada', supervisor: 'Rateada' }, { permitted: false }).lock).toBe('notProgrammed');
    expect(access({ group: 'Liberado' }, { permitted: false }).lock).toBe('released');
  });
  it('while the permission loads: not editable, no reason yet', () => {
    expect(access({}, { permitted: null })).toEqual({ editable: false, lock: null });
  });
});

describe('selectionBlock: the tolerance rule guards only an editable split', () => {
  const base = { editable: true, loaded: true, difference: 0, unsaved: 0 };
  it('refuses out of 0..10 on an editable split (§5)', () => {
    expect(selectionBlock({ ...base, difference: 11 })).toBe('outOfTolerance');
    expect(selectionBlock({ ...base, difference: -1 })).toBe('outOfTolerance');
    expect(selectionBlock({ ...base, difference: 10 })).toBeNull();
  });
  it('never traps a user who cannot edit (not programmed, approved, released, view-only)', () => {
    expect(selectionBlock({ ...base, editable: false, difference: -1_202_181 })).toBeNull();
  });
  it('ignores the difference before anything loaded', () => {
    expect(selectionBlock({ ...base, loaded: false, difference: -50 })).toBeNull();
  });
  it('asks about unsaved values on any screen', () => {
    expect(selectionBlock({ ...base, editable: false, unsaved: 1 })).toBe('unsavedChanges');
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
  it('refuses a category below 1 (0, negative, empty, 0,4) instead of forcing it to 1', () => {
    for (const value of [0, -3, null, 0.4, Number.NaN]) expect(readCategoryValue(value)).toEqual({ ok: false, reason: 'belowMinimum' });
    expect(readCategoryValue(1)).toEqual({ ok: true, value: 1 });
    expect(readCategoryValue(250.4)).toEqual({ ok: true, value: 250 });
  });
  it('names the categories whose typed value is below 1', () => {
    const categories = [
      { key: 1, name: 'BISCOITOS', value: 10 },
      { key: 2, name: 'CHOCOLATES', value: 20 },
      { key: 3, name: 'SORVETES', value: 30 },
    ];
    expect(invalidCategories({ categories, categoryDrafts: { 1: 0, 2: 5, 3: -1 } })).toEqual(['BISCOITOS', 'SORVETES']);
    expect(invalidCategories({ categories, categoryDrafts: { 2: 5 } })).toEqual([]);
    expect(invalidCategories({ categories: null, categoryDrafts: {} })).toEqual([]);
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
    { id: '1', name: 'A', average: 300, activeCustomers: 50 },
    { id: '2', name: 'B', average: 100, activeCustomers: 60 },
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
  it('COBERTURA: no seller above his active customers × categories; what fits nobody stays to distribute', () => {
    // 2 categories: ceilings 100 and 120. Proportional would give A 130: he is held at 100.
    const plan = planDistribution(sellers, [60, 60], 200, 2, 'COBERTURA');
    expect(plan.map((l) => l.after)).toEqual([100, 100]);
    const full = planDistribution(sellers, [60, 60], 260, 2, 'COBERTURA');
    expect(full.map((l) => l.after)).toEqual([100, 120]);
    // The other types have no ceiling.
    expect(planDistribution(sellers, [60, 60], 260, 2, 'RECOMENDADOR').map((l) => l.after)).toEqual([165, 95]);
  });
  it('300 sellers: one step to a difference of 0', () => {
    const many = syntheticSellers(300, 40);
    const shown = many.map((s) => s.planned);
    const target = shown.reduce((a, b) => a + b, 0) - 98_765;
    const plan = planDistribution(many, shown, target, 40);
    expect(plan.reduce((a, l) => a + l.after, 0)).toBe(target);
  });
});

describe('the other target types (issue 22)', () => {
  const seller = { activeCustomers: 84 };
  it('caps a COBERTURA category at the active customers, and nothing else', () => {
    expect(categoryCeiling(seller, 'COBERTURA')).toBe(84);
    expect(categoryCeiling({ activeCustomers: null }, 'COBERTURA')).toBeNull();
    expect(categoryCeiling(seller, 'RECOMENDADOR')).toBeNull();
    expect(categoryCeiling(seller, 'VBC')).toBeNull();
    expect(totalCeiling(seller, 'COBERTURA', 12)).toBe(1008);
    expect(totalCeiling(seller, 'FOCO', 12)).toBeNull();
  });
  it('refuses a typed value above the ceiling, saying which', () => {
    expect(readCategoryValue(85, 84)).toEqual({ ok: false, reason: 'aboveCeiling', ceiling: 84 });
    expect(readCategoryValue(84, 84)).toEqual({ ok: true, value: 84 });
    expect(readCategoryValue(0, 84)).toEqual({ ok: false, reason: 'belowMinimum' });
    expect(readSellerTotal(1009, 1008)).toEqual({ ok: false, reason: 'aboveCeiling', ceiling: 1008 });
    expect(readSellerTotal(1008, 1008)).toEqual({ ok: true, value: 1008 });
    expect(invalidCategories({ categories: [{ key: 1, name: 'A', value: 3 }, { key: 2, name: 'B', value: 3 }], categoryDrafts: { 1: 90, 2: 80 } }, 84)).toEqual(['A']);
  });
  it('approves a count only with nothing left to distribute', () => {
    expect(canApprove(0, 0, 'COBERTURA')).toBe(true);
    expect(canApprove(0, 1, 'COBERTURA')).toBe(false);
    expect(canApprove(null, 5, 'FOCO')).toBe(true);
    expect(selectionBlock({ editable: true, loaded: true, difference: 3, unsaved: 0, metaType: 'RECOMENDADOR' })).toBe('outOfTolerance');
    expect(selectionBlock({ editable: true, loaded: true, difference: 3, unsaved: 0, metaType: 'FOCO' })).toBeNull();
  });
  it('leaves the other types to the supervisors: the manager only follows them', () => {
    const state = { group: 'Aprovada gerente' as const, supervisor: 'Aprovada gerente' as const, teams: [], imported: false };
    const input = { state, permitted: true, split: true, programmed: true };
    expect(accessOf({ ...input, role: 'GERENTE', metaType: 'COBERTURA' })).toEqual({ editable: false, lock: 'viewOnly' });
    expect(accessOf({ ...input, role: 'SUPERVISOR', metaType: 'COBERTURA' })).toEqual({ editable: true, lock: null });
    expect(accessOf({ ...input, role: 'GERENTE', metaType: 'VBC' })).toEqual({ editable: true, lock: null });
  });
});
