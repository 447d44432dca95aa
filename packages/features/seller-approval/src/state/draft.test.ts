import { describe, expect, it } from 'vitest';
import { createDraftKeeper, createDraftStore, draftStorageKey, memoryDraftStorage } from '@conecta/core';
import type { Versions } from './concurrency';
import {
  SELLER_DRAFT_KEY,
  SELLER_DRAFT_VERSION,
  loadSellerDraft,
  parseSellerDraft,
  planRestore,
  restoredBases,
  sellerDraftOf,
  sellerDraftTarget,
  type SellerApprovalDraft,
} from './draft';
import type { ChosenTarget, SellerState } from './types';

const chosen: ChosenTarget = { ano: 2026, mes: 3, periodo: '202603', versao: '202603-V01', linha: 'BRL1' };
const supervisorViewer = { empregado: '5102' };
const T1 = '2026-03-01 10:00:00';
const T2 = '2026-03-02 11:30:00';

function seller(id: string, over: Partial<SellerState> = {}): SellerState {
  return {
    id,
    name: `VENDEDOR ${id}`,
    average: 1000,
    suggested: 5000,
    planned: 5000,
    activeCustomers: null,
    draft: null,
    categories: null,
    categoryDrafts: {},
    save: 'idle',
    ...over,
  };
}

const versions = (read: string | null = T1, base: string | null = read): Versions => ({
  bases: { 'team:1': base },
  read: { 'team:1': read },
  teamOf: { '1': 'team:1', '2': 'team:1', '3': 'team:1' },
});

const categories = [
  { key: 10, name: 'BISCOITOS', value: 2000 },
  { key: 11, name: 'MASSAS', value: 3000 },
];

describe('sellerDraftTarget: the record a draft belongs to', () => {
  it('names the type, period, version, line, employee scope and broker scope', () => {
    expect(sellerDraftTarget('10234', supervisorViewer, chosen)).toBe('VBC|202603|202603-V01|BRL1|5102|10234');
  });

  it('differs for another line, version, period, employee scope or broker scope', () => {
    const base = sellerDraftTarget('10234', supervisorViewer, chosen);
    const others = [
      sellerDraftTarget('10234', supervisorViewer, { ...chosen, linha: 'BRL2' }),
      sellerDraftTarget('10234', supervisorViewer, { ...chosen, versao: '202603-V02' }),
      sellerDraftTarget('10234', supervisorViewer, { ...chosen, ano: 2025, periodo: '202503' }),
      sellerDraftTarget('10234', { empregado: '000' }, chosen),
      sellerDraftTarget('10235', supervisorViewer, chosen),
    ];
    for (const other of others) expect(other).not.toBe(base);
    expect(new Set(others).size).toBe(others.length);
  });
});

describe('sellerDraftOf: what is kept', () => {
  it('keeps nothing when no seller holds unsaved values (the draft is then removed)', () => {
    expect(sellerDraftOf({ sellers: [seller('1'), seller('2', { save: 'failed' })], versions: versions(), supervisorPlanned: 9000 })).toBeNull();
  });

  it('keeps each typed total or typed categories, with the saved total and the base they were typed on', () => {
    const draft = sellerDraftOf({
      sellers: [
        seller('1', { draft: 6000, save: 'saving' }),
        seller('2'),
        seller('3', { categories, categoryDrafts: { 10: 2500, 11: 0 }, save: 'invalid' }),
      ],
      versions: versions(T2, T1),
      supervisorPlanned: 9000,
    });
    expect(draft).toEqual({
      supervisorPlanned: 9000,
      sellers: [
        { id: '1', planned: 5000, total: 6000, categories: [], base: T1 },
        { id: '3', planned: 5000, total: null, categories: [{ key: 10, value: 2500 }, { key: 11, value: 0 }], base: T1 },
      ],
    });
  });

  it('round-trips through JSON and the check on read', () => {
    const draft = sellerDraftOf({ sellers: [seller('1', { draft: 6000 })], versions: versions(), supervisorPlanned: 9000 });
    expect(parseSellerDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });
});

describe('parseSellerDraft: a malformed or old draft is dropped', () => {
  const valid: SellerApprovalDraft = {
    supervisorPlanned: 9000,
    sellers: [{ id: '1', planned: 5000, total: 6000, categories: [], base: null }],
  };
  it.each([
    ['null', null],
    ['a string', 'rascunho'],
    ['no sellers', { supervisorPlanned: 9000, sellers: [] }],
    ['a total of 0', { ...valid, sellers: [{ ...valid.sellers[0], total: 0 }] }],
    ['a total with decimals', { ...valid, sellers: [{ ...valid.sellers[0], total: 10.5 }] }],
    ['a numeric id', { ...valid, sellers: [{ ...valid.sellers[0], id: 1 }] }],
    ['a category without key', { ...valid, sellers: [{ ...valid.sellers[0], total: null, categories: [{ value: 3 }] }] }],
    ['the user form draft', { values: { nomeUsuario: 'x' }, step: 1, passwordTyped: false }],
  ])('refuses %s', (_, data) => {
    expect(parseSellerDraft(data)).toBeNull();
  });

  it('accepts the shape it writes', () => {
    expect(parseSellerDraft(valid)).toEqual(valid);
  });
});

describe('kept in the store: per user, per selection, versioned', () => {
  const target = sellerDraftTarget('10234', supervisorViewer, chosen);
  const draft: SellerApprovalDraft = { supervisorPlanned: 9000, sellers: [{ id: '1', planned: 5000, total: 6000, categories: [], base: T1 }] };

  it('gives the draft back for the same user and selection only', () => {
    const storage = memoryDraftStorage();
    createDraftStore(storage, 6).save(SELLER_DRAFT_KEY, { version: SELLER_DRAFT_VERSION, target, data: draft });
    expect(loadSellerDraft(createDraftStore(storage, 6), target)).toEqual(draft);
    // Another user on the same tab, another selection: nothing.
    expect(loadSellerDraft(createDraftStore(storage, 5), target)).toBeNull();
    expect(loadSellerDraft(createDraftStore(storage, 6), sellerDraftTarget('10234', supervisorViewer, { ...chosen, linha: 'BRL2' }))).toBeNull();
    // …and a draft of another selection is left alone for its own selection.
    expect(loadSellerDraft(createDraftStore(storage, 6), target)).toEqual(draft);
  });

  it('drops a draft of an older version or a malformed one', () => {
    const storage = memoryDraftStorage();
    const store = createDraftStore(storage, 6);
    store.save(SELLER_DRAFT_KEY, { version: SELLER_DRAFT_VERSION - 1, target, data: draft });
    expect(loadSellerDraft(store, target)).toBeNull();
    expect(storage.getItem(draftStorageKey(6, SELLER_DRAFT_KEY))).toBeNull();
    store.save(SELLER_DRAFT_KEY, { version: SELLER_DRAFT_VERSION, target, data: { sellers: 'x' } });
    expect(loadSellerDraft(store, target)).toBeNull();
    expect(storage.getItem(draftStorageKey(6, SELLER_DRAFT_KEY))).toBeNull();
    storage.setItem(draftStorageKey(6, SELLER_DRAFT_KEY), '{not json');
    expect(loadSellerDraft(store, target)).toBeNull();
  });

  it('a keeper writes after the pause, flushes when the screen goes away and removes the draft once nothing is unsaved', () => {
    const storage = memoryDraftStorage();
    const store = createDraftStore(storage, 6);
    const timers: Array<() => void> = [];
    const keeper = createDraftKeeper({
      store,
      key: SELLER_DRAFT_KEY,
      target,
      version: SELLER_DRAFT_VERSION,
      toData: sellerDraftOf,
      setTimer: (run) => timers.push(run),
      clearTimer: () => undefined,
    });
    keeper.change({ sellers: [seller('1', { draft: 6000 })], versions: versions(), supervisorPlanned: 9000 });
    expect(loadSellerDraft(store, target)).toBeNull();
    keeper.flush();
    expect(loadSellerDraft(store, target)?.sellers[0]?.total).toBe(6000);
    // Saved (or undone back to the saved value): nothing to keep.
    keeper.change({ sellers: [seller('1', { planned: 6000 })], versions: versions(), supervisorPlanned: 9000 });
    timers.at(-1)?.();
    expect(loadSellerDraft(store, target)).toBeNull();
  });
});

describe('planRestore: what goes back on the screen just loaded', () => {
  const now = (sellers: SellerState[], over: Partial<{ versions: Versions; supervisorPlanned: number }> = {}) => ({
    sellers,
    versions: versions(),
    supervisorPlanned: 9000,
    ...over,
  });
  const draft = (sellers: SellerApprovalDraft['sellers'], supervisorPlanned = 9000): SellerApprovalDraft => ({ sellers, supervisorPlanned });

  it('puts back typed totals and categories, on the base they were typed on', () => {
    const plan = planRestore(
      draft([
        { id: '1', planned: 5000, total: 6000, categories: [], base: T1 },
        { id: '3', planned: 5000, total: null, categories: [{ key: 10, value: 2500 }], base: T1 },
      ]),
      now([seller('1'), seller('2'), seller('3', { categories })]),
    );
    expect(plan).toEqual({
      dropped: 0,
      baseChanged: false,
      sellers: [
        { id: '1', draft: 6000, categoryDrafts: {}, base: T1 },
        { id: '3', draft: null, categoryDrafts: { 10: 2500 }, base: T1 },
      ],
    });
  });

  it('leaves out sellers no longer on the screen and categories that no longer exist', () => {
    const plan = planRestore(
      draft([
        { id: '9', planned: 5000, total: 6000, categories: [], base: T1 },
        { id: '3', planned: 5000, total: null, categories: [{ key: 10, value: 2500 }, { key: 99, value: 10 }], base: T1 },
      ]),
      now([seller('1'), seller('3', { categories })]),
    );
    expect(plan.dropped).toBe(1);
    expect(plan.sellers).toEqual([{ id: '3', draft: null, categoryDrafts: { 10: 2500 }, base: T1 }]);
  });

  it('keeps every typed category while the categories are unknown', () => {
    const plan = planRestore(
      draft([{ id: '3', planned: 5000, total: null, categories: [{ key: 10, value: 2500 }, { key: 99, value: 10 }], base: T1 }]),
      now([seller('3')]),
    );
    expect(plan.sellers[0]?.categoryDrafts).toEqual({ 10: 2500, 99: 10 });
  });

  it('puts back nothing that equals what the server holds now (e.g. the save went through)', () => {
    const plan = planRestore(
      draft([
        { id: '1', planned: 5000, total: 6000, categories: [], base: T1 },
        { id: '3', planned: 5000, total: null, categories: [{ key: 10, value: 2000 }], base: T1 },
      ]),
      now([seller('1', { planned: 6000 }), seller('3', { categories })]),
    );
    expect(plan.sellers).toEqual([]);
    expect(plan.baseChanged).toBe(false);
  });

  it('says when the server changed since: another team date, another saved total, another supervisor value', () => {
    const kept = draft([{ id: '1', planned: 5000, total: 6000, categories: [], base: T1 }]);
    expect(planRestore(kept, now([seller('1')])).baseChanged).toBe(false);
    expect(planRestore(kept, now([seller('1')], { versions: versions(T2) })).baseChanged).toBe(true);
    expect(planRestore(kept, now([seller('1', { planned: 5500 })])).baseChanged).toBe(true);
    expect(planRestore(kept, now([seller('1')], { supervisorPlanned: 9500 })).baseChanged).toBe(true);
    // Without dates (a server that sends none) only the values tell.
    const undated = draft([{ id: '1', planned: 5000, total: 6000, categories: [], base: null }]);
    expect(planRestore(undated, now([seller('1')], { versions: versions(null) })).baseChanged).toBe(false);
  });

  it('restoredBases: the restored team is based on the version the values were typed on', () => {
    const read = versions(T2);
    const next = restoredBases(read, [{ id: '1', draft: 6000, categoryDrafts: {}, base: T1 }]);
    expect(next.bases['team:1']).toBe(T1);
    expect(next.read['team:1']).toBe(T2);
    expect(restoredBases(read, [{ id: '1', draft: 6000, categoryDrafts: {}, base: null }]).bases['team:1']).toBe(T2);
  });
});
