import { describe, expect, it } from 'vitest';
import { DRAFT_KEYS, createDraftKeeper, createDraftStore, draftStorageKey, memoryDraftStorage } from '@conecta/core';
import {
  SPLIT_DRAFT_KEY,
  SPLIT_DRAFT_VERSION,
  loadSplitDraft,
  parseSplitDraft,
  restoreSplitDraft,
  splitDraftOf,
  splitDraftTarget,
  waitingFor,
  type SplitDraft,
} from './draft';
import type { CategoryValue, Draft, FullSelection, SupervisorCard } from './types';

const USER = 5;
const BROKER = '10234';
const T1 = '2026-08-05 09:00:00';
const T2 = '2026-08-05 10:15:00';
const SELECTION: FullSelection = { ano: 2026, mes: 8, tipoMeta: 'VBC', versao: 'V1', linha: 'BRL1' };

const card = (id: string, planned: number, updatedAt?: string): SupervisorCard => ({
  id,
  name: `SUP ${id}`,
  sellers: 3,
  planned,
  suggested: planned,
  average: 100,
  ...(updatedAt ? { updatedAt } : {}),
});
const category = (key: number, planned: number): CategoryValue => ({ key, name: `CAT ${key}`, planned });

const DRAFTS: Record<string, Draft> = {
  '5101': { change: { kind: 'total', supervisorId: '5101', before: 1000, after: 1500, base: T1 }, status: 'failed' },
  '5102': {
    change: {
      kind: 'categories',
      supervisorId: '5102',
      items: [
        { key: 1, before: 100, after: 150 },
        { key: 2, before: 200, after: 180 },
      ],
      base: T1,
    },
    status: 'saving',
  },
  '5103': { change: { kind: 'total', supervisorId: '5103', before: 700, after: 900 }, status: 'pending' },
};

const storeOf = (storage = memoryDraftStorage(), user = USER) => createDraftStore(storage, user);
const keep = (store: ReturnType<typeof storeOf>, draft: unknown, selection = SELECTION, version = SPLIT_DRAFT_VERSION) =>
  store.save(SPLIT_DRAFT_KEY, { version, target: splitDraftTarget(selection, BROKER), data: draft });

describe('target', () => {
  it('is the broker scope and the full selection: another year, month, type, version, line or broker is another record', () => {
    const same = splitDraftTarget({ ...SELECTION }, BROKER);
    expect(same).toBe(splitDraftTarget(SELECTION, BROKER));
    const others = [
      splitDraftTarget({ ...SELECTION, ano: 2025 }, BROKER),
      splitDraftTarget({ ...SELECTION, mes: 9 }, BROKER),
      splitDraftTarget({ ...SELECTION, tipoMeta: 'FOCO' }, BROKER),
      splitDraftTarget({ ...SELECTION, versao: 'V2' }, BROKER),
      splitDraftTarget({ ...SELECTION, linha: 'BRL2' }, BROKER),
      splitDraftTarget(SELECTION, '10587'),
      splitDraftTarget(SELECTION, ''),
    ];
    expect(new Set([same, ...others]).size).toBe(others.length + 1);
  });

  it('cannot be confused by separators inside the values', () => {
    expect(splitDraftTarget({ ...SELECTION, versao: 'A|B', linha: 'C' }, BROKER)).not.toBe(
      splitDraftTarget({ ...SELECTION, versao: 'A', linha: 'B|C' }, BROKER),
    );
  });

  it('the draft uses the slot reserved for the screen', () => {
    expect(SPLIT_DRAFT_KEY).toBe(DRAFT_KEYS.supervisorSplit);
  });
});

describe('shape', () => {
  it('keeps every value the server does not hold (pending, saving, failed, in conflict), without its status', () => {
    const draft = splitDraftOf(DRAFTS, SELECTION);
    expect(draft?.selection).toEqual(SELECTION);
    expect(draft?.changes.map((change) => change.supervisorId)).toEqual(['5101', '5102', '5103']);
    expect(JSON.stringify(draft)).not.toContain('status');
  });

  it('is nothing when every value is saved', () => {
    expect(splitDraftOf({}, SELECTION)).toBeNull();
  });

  it('reads back what it wrote (through JSON)', () => {
    const draft = splitDraftOf(DRAFTS, SELECTION);
    expect(parseSplitDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('drops anything that is not this shape', () => {
    const good = JSON.parse(JSON.stringify(splitDraftOf(DRAFTS, SELECTION))) as SplitDraft;
    const bad: unknown[] = [
      null,
      'texto',
      [],
      { ...good, changes: [] },
      { ...good, selection: { ...good.selection, mes: 13 } },
      { ...good, selection: { ano: 2026, mes: 8 } },
      { ...good, changes: [{ kind: 'total', supervisorId: '5101', before: 1, after: 0 }] },
      { ...good, changes: [{ kind: 'total', supervisorId: '5101', before: 1, after: -5 }] },
      { ...good, changes: [{ kind: 'total', supervisorId: '5101', before: 1, after: 10.5 }] },
      { ...good, changes: [{ kind: 'total', supervisorId: '5101', before: 1, after: '100' }] },
      { ...good, changes: [{ kind: 'total', supervisorId: '', before: 1, after: 100 }] },
      { ...good, changes: [{ kind: 'categories', supervisorId: '5102', items: [] }] },
      { ...good, changes: [{ kind: 'categories', supervisorId: '5102', items: [{ key: 'x', before: 1, after: 2 }] }] },
      { ...good, changes: [{ kind: 'other', supervisorId: '5102' }] },
      // Two values for one supervisor: never on screen, so not trusted.
      {
        ...good,
        changes: [
          { kind: 'total', supervisorId: '5101', before: 1, after: 2 },
          { kind: 'total', supervisorId: '5101', before: 1, after: 3 },
        ],
      },
    ];
    for (const data of bad) expect(parseSplitDraft(data)).toBeNull();
  });

  it('ignores fields it does not know', () => {
    const parsed = parseSplitDraft({
      selection: { ...SELECTION, extra: 1 },
      changes: [{ kind: 'total', supervisorId: '5101', before: 1000, after: 1500, status: 'saving', __proto__: { x: 1 } }],
    });
    expect(parsed).toEqual({ selection: SELECTION, changes: [{ kind: 'total', supervisorId: '5101', before: 1000, after: 1500 }] });
  });
});

describe('storage', () => {
  it('hands back the draft of this target only, and leaves a draft of another target alone', () => {
    const storage = memoryDraftStorage();
    const store = storeOf(storage);
    keep(store, splitDraftOf(DRAFTS, SELECTION));
    expect(loadSplitDraft(store, SELECTION, BROKER)?.changes).toHaveLength(3);
    expect(loadSplitDraft(store, { ...SELECTION, linha: 'BRL2' }, BROKER)).toBeNull();
    expect(loadSplitDraft(store, SELECTION, '10587')).toBeNull();
    expect(loadSplitDraft(store, null, BROKER)).toBeNull();
    // Still there for its own target.
    expect(loadSplitDraft(store, SELECTION, BROKER)).not.toBeNull();
  });

  it("is another user's business: a user never reads another user's draft", () => {
    const storage = memoryDraftStorage();
    keep(storeOf(storage), splitDraftOf(DRAFTS, SELECTION));
    expect(loadSplitDraft(storeOf(storage, 4), SELECTION, BROKER)).toBeNull();
    expect(loadSplitDraft(storeOf(storage), SELECTION, BROKER)).not.toBeNull();
  });

  it('removes a malformed or older draft when it is read', () => {
    const storage = memoryDraftStorage();
    const store = storeOf(storage);
    keep(store, { selection: SELECTION, changes: [{ kind: 'total', supervisorId: '5101', before: 1, after: 0 }] });
    expect(loadSplitDraft(store, SELECTION, BROKER)).toBeNull();
    expect(storage.getItem(draftStorageKey(USER, SPLIT_DRAFT_KEY))).toBeNull();
    keep(store, splitDraftOf(DRAFTS, SELECTION), SELECTION, SPLIT_DRAFT_VERSION - 1);
    expect(loadSplitDraft(store, SELECTION, BROKER)).toBeNull();
    expect(storage.getItem(draftStorageKey(USER, SPLIT_DRAFT_KEY))).toBeNull();
  });

  it('does not trust a draft whose selection disagrees with the record it was filed under', () => {
    const store = storeOf();
    keep(store, splitDraftOf(DRAFTS, { ...SELECTION, linha: 'BRL2' }));
    expect(loadSplitDraft(store, SELECTION, BROKER)).toBeNull();
  });

  it('is written as values change and removed when nothing is left unsaved', () => {
    const storage = memoryDraftStorage();
    const store = storeOf(storage);
    const keeper = createDraftKeeper<Record<string, Draft>>({
      store,
      key: SPLIT_DRAFT_KEY,
      target: splitDraftTarget(SELECTION, BROKER),
      version: SPLIT_DRAFT_VERSION,
      toData: (drafts) => splitDraftOf(drafts, SELECTION),
      setTimer: () => 1,
      clearTimer: () => undefined,
    });
    keeper.change(DRAFTS);
    // Nothing before the pause (or the screen going away).
    expect(loadSplitDraft(store, SELECTION, BROKER)).toBeNull();
    keeper.flush();
    expect(loadSplitDraft(store, SELECTION, BROKER)?.changes).toHaveLength(3);
    keeper.change({});
    keeper.flush();
    expect(storage.getItem(draftStorageKey(USER, SPLIT_DRAFT_KEY))).toBeNull();
  });

  it('waits for the data only when a draft was found for the target', () => {
    const draft = splitDraftOf(DRAFTS, SELECTION);
    expect(waitingFor(draft, 'x')).toEqual({ phase: 'waiting', target: 'x', draft });
    expect(waitingFor(null, 'x')).toBeNull();
    expect(waitingFor(draft, null)).toBeNull();
  });
});

describe('restore', () => {
  const kept = splitDraftOf(DRAFTS, SELECTION)!;
  const categories = new Map([['5102', [category(1, 100), category(2, 200), category(3, 300)]]]);

  it('puts every value back over unchanged data, marked as not saved, on the dates it was built on', () => {
    const restored = restoreSplitDraft(kept, [card('5101', 1000, T1), card('5102', 300, T1), card('5103', 700)], categories);
    expect(restored.drafts).toEqual({
      '5101': { change: DRAFTS['5101']!.change, status: 'failed' },
      '5102': { change: DRAFTS['5102']!.change, status: 'failed' },
      '5103': { change: DRAFTS['5103']!.change, status: 'failed' },
    });
    expect(restored.categoryIds).toEqual(['5102']);
    expect(restored.dropped).toBe(0);
    expect(restored.changedSince).toBe(false);
  });

  it('drops the values of supervisors and categories that no longer exist, and counts them', () => {
    const restored = restoreSplitDraft(kept, [card('5102', 300, T1)], new Map([['5102', [category(2, 200)]]]));
    expect(Object.keys(restored.drafts)).toEqual(['5102']);
    expect(restored.drafts['5102']?.change).toMatchObject({ items: [{ key: 2, before: 200, after: 180 }] });
    // 5101's total, 5103's total and category 1 of 5102.
    expect(restored.dropped).toBe(3);
  });

  it('drops values the server already holds (a save that got through before the session ended)', () => {
    const restored = restoreSplitDraft(
      kept,
      [card('5101', 1500, T2), card('5102', 300, T1), card('5103', 700)],
      new Map([['5102', [category(1, 150), category(2, 200)]]]),
    );
    expect(Object.keys(restored.drafts)).toEqual(['5102', '5103']);
    expect(restored.drafts['5102']?.change).toMatchObject({ items: [{ key: 2, before: 200, after: 180 }] });
    // The user's own save moved 5101's date, but that value is gone: nobody else changed anything.
    expect(restored.changedSince).toBe(false);
    expect(restored.dropped).toBe(0);
  });

  it("says so when someone else saved since, re-bases the values on the server's now and keeps the old date (the save is refused with 409)", () => {
    const byDate = restoreSplitDraft(kept, [card('5101', 1000, T2)], categories);
    expect(byDate.changedSince).toBe(true);
    expect(byDate.drafts['5101']?.change).toEqual({ kind: 'total', supervisorId: '5101', before: 1000, after: 1500, base: T1 });

    const byValue = restoreSplitDraft(kept, [card('5103', 650)], categories);
    expect(byValue.changedSince).toBe(true);
    expect(byValue.drafts['5103']?.change).toMatchObject({ before: 650, after: 900 });

    const byCategory = restoreSplitDraft(kept, [card('5102', 330, T1)], new Map([['5102', [category(1, 130), category(2, 200)]]]));
    expect(byCategory.changedSince).toBe(true);
    expect(byCategory.drafts['5102']?.change).toEqual({
      kind: 'categories',
      supervisorId: '5102',
      items: [
        { key: 1, before: 130, after: 150 },
        { key: 2, before: 200, after: 180 },
      ],
      base: T1,
    });
  });

  it('keeps category values as they were when the categories could not be read (the save checks them)', () => {
    const restored = restoreSplitDraft(kept, [card('5101', 1000, T1), card('5102', 300, T1), card('5103', 700)], new Map());
    expect(restored.drafts['5102']?.change).toEqual(DRAFTS['5102']!.change);
    expect(restored.dropped).toBe(0);
  });
});
