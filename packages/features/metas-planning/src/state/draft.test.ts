import { describe, expect, it } from 'vitest';
import {
  DRAFT_KEYS,
  createDraftKeeper,
  createDraftStore,
  draftStorageKey,
  emptyHistory,
  memoryDraftStorage,
  recordEdits,
  type DraftStorage,
} from '@conecta/core';
import {
  PLANNING_DRAFT_VERSION,
  openingSelection,
  parsePlanningDraft,
  planningDraftOf,
  planningDraftTarget,
  restoredDraftNotes,
  selectionOfDraftTarget,
  type PlanningDraftSource,
} from './draft';
import { OPEN_ROWS, PLANNED_ROWS } from './fixtures';
import { EMPTY_SELECTION, type PlanningSelection } from './selection';
import { loadPlanningDraft, openPlanning } from './use-planning-draft';

const NOW = new Date(2026, 2, 10);
const MARCH: PlanningSelection = { ano: 2026, mes: 3, versao: '202603-V01', linha: 'BRL1' };
const TARGET = planningDraftTarget(MARCH) as string;

/** The screen with `drafts` typed on the planned rows (one edit batch per typed value). */
function source(drafts: Record<string, number | null>, extra: Partial<PlanningDraftSource> = {}): PlanningDraftSource {
  let history = emptyHistory<string>();
  for (const [key, after] of Object.entries(drafts)) {
    const before = PLANNED_ROWS.find((row) => row.key === key)?.planejado ?? null;
    history = recordEdits(history, [{ key, before, after }]);
  }
  return { rows: PLANNED_ROWS, drafts, history, historyBase: null, historyBaseUnsaved: false, base: '2026-03-01 10:00:00', ...extra };
}

const storeOf = (storage: DraftStorage, userId = 10) => createDraftStore(storage, userId);

describe('planning draft target', () => {
  it('is the complete selection as the address writes it, and reads back', () => {
    expect(TARGET).toBe('?ano=2026&mes=3&meta=VBC&versao=202603-V01&linha=BRL1');
    expect(selectionOfDraftTarget(TARGET, NOW)).toEqual(MARCH);
    expect(planningDraftTarget({ ...MARCH, linha: null })).toBeNull();
    expect(planningDraftTarget(EMPTY_SELECTION)).toBeNull();
  });

  it('names no selection when it is incomplete, unreadable or of a year no longer offered', () => {
    expect(selectionOfDraftTarget('?ano=2026&mes=3', NOW)).toBeNull();
    expect(selectionOfDraftTarget('garbage', NOW)).toBeNull();
    expect(selectionOfDraftTarget(null, NOW)).toBeNull();
    expect(selectionOfDraftTarget(TARGET, new Date(2028, 0, 1))).toBeNull();
  });

  it('opens on the address when it names a selection, else on the kept draft', () => {
    const other: PlanningSelection = { ano: 2026, mes: 2, versao: null, linha: null };
    expect(openingSelection(other, TARGET, NOW)).toBe(other);
    expect(openingSelection(EMPTY_SELECTION, TARGET, NOW)).toEqual(MARCH);
    expect(openingSelection(EMPTY_SELECTION, null, NOW)).toEqual(EMPTY_SELECTION);
    expect(openingSelection(EMPTY_SELECTION, '?ano=1999', NOW)).toEqual(EMPTY_SELECTION);
  });
});

describe('planning draft shape', () => {
  it('keeps the changed values, the loaded values, the undo history and the save base', () => {
    const draft = planningDraftOf(source({ '101': 5000, '103': null }));
    expect(draft).toEqual({
      values: { '101': 5000, '103': null },
      loaded: { '101': 1100, '102': 1600, '103': 550 },
      historyBase: null,
      history: {
        past: [[{ key: '101', before: 1100, after: 5000 }], [{ key: '103', before: 550, after: null }]],
      },
      base: '2026-03-01 10:00:00',
    });
  });

  it('has nothing to keep when the values are the server\'s (e.g. undone back) and no base is pending', () => {
    expect(planningDraftOf(source({}))).toBeNull();
    // Typed back to the loaded value: the draft entry equals the server's.
    expect(planningDraftOf(source({ '101': 1100 }))).toBeNull();
    // A chosen base that is saved already is nothing to keep either.
    expect(planningDraftOf(source({}, { historyBase: 6, historyBaseUnsaved: false }))).toBeNull();
  });

  it('keeps a chosen history base that is not saved, even with no value changed', () => {
    const draft = planningDraftOf(source({}, { rows: OPEN_ROWS, historyBase: 6, historyBaseUnsaved: true }));
    expect(draft?.historyBase).toBe(6);
    expect(draft?.values).toEqual({});
  });

  it('leaves out values and undo steps of categories that are not on screen', () => {
    const draft = planningDraftOf(source({ '101': 5000, '999': 7 }));
    expect(draft?.values).toEqual({ '101': 5000 });
    expect(draft?.history.past).toEqual([[{ key: '101', before: 1100, after: 5000 }]]);
  });

  it('reads back what it wrote, through JSON', () => {
    const draft = planningDraftOf(source({ '102': 123_456 }, { historyBase: 12, historyBaseUnsaved: true }));
    expect(parsePlanningDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('drops a malformed or older draft', () => {
    const good = planningDraftOf(source({ '101': 5000 }))!;
    const bad: unknown[] = [
      null,
      'texto',
      { ...good, values: { '101': -1 } },
      { ...good, values: { '101': 12.5 } },
      { ...good, values: { '101': '5000' } },
      { ...good, historyBase: 4 },
      { ...good, history: { past: [[{ key: '101', before: 'x', after: 1 }]] } },
      { ...good, history: { past: [[]] } },
      { values: good.values, loaded: good.loaded },
      { ...good, values: {} }, // nothing to restore
    ];
    for (const data of bad) expect(parsePlanningDraft(data)).toBeNull();
  });
});

describe('restored draft notes', () => {
  it('says whether the server\'s values changed since the edits and how many categories are gone', () => {
    const draft = planningDraftOf(source({ '101': 5000 }))!;
    expect(restoredDraftNotes(draft, PLANNED_ROWS)).toEqual({ changed: false, dropped: 0 });
    const saved = PLANNED_ROWS.map((row) => (row.key === '102' ? { ...row, planejado: 1 } : row));
    expect(restoredDraftNotes(draft, saved).changed).toBe(true);
    const added = [...PLANNED_ROWS, { ...PLANNED_ROWS[0]!, key: '104', grupoBookKey: 104 }];
    expect(restoredDraftNotes(draft, added).changed).toBe(true);
    expect(restoredDraftNotes(draft, PLANNED_ROWS.slice(1))).toEqual({ changed: false, dropped: 1 });
  });
});

describe('planning draft in storage', () => {
  it('is kept per user and per selection, and found again when the screen opens', () => {
    const storage = memoryDraftStorage();
    const keeper = createDraftKeeper({
      store: storeOf(storage),
      key: DRAFT_KEYS.metasPlanning,
      target: TARGET,
      version: PLANNING_DRAFT_VERSION,
      toData: planningDraftOf,
    });
    keeper.change(source({ '101': 5000 }));
    keeper.flush();
    expect(loadPlanningDraft(storeOf(storage), TARGET)?.values).toEqual({ '101': 5000 });
    // Another selection never gets it; another user on the same tab sees nothing.
    expect(loadPlanningDraft(storeOf(storage), planningDraftTarget({ ...MARCH, linha: 'BRL2' }))).toBeNull();
    expect(loadPlanningDraft(storeOf(storage, 11), TARGET)).toBeNull();
    // Opening from the address, or with no selection in the address.
    expect(openPlanning(storeOf(storage), { ano: 2026, mes: 3, tipoMeta: 'VBC', versao: '202603-V01', linha: 'BRL1' }, NOW).draft?.values).toEqual({
      '101': 5000,
    });
    const bare = openPlanning(storeOf(storage), undefined, NOW);
    expect(bare.selection).toEqual(MARCH);
    expect(bare.draft?.values).toEqual({ '101': 5000 });
    expect(openPlanning(storeOf(storage, 11), undefined, NOW)).toEqual({ selection: EMPTY_SELECTION, target: null, draft: null });
    const elsewhere = openPlanning(storeOf(storage), { ano: 2026, mes: 3, tipoMeta: 'VBC', versao: '202603-V01', linha: 'BRL2' }, NOW);
    expect(elsewhere.draft).toBeNull();
    // Undone back to the loaded values: the draft goes.
    keeper.change(source({}));
    keeper.flush();
    expect(loadPlanningDraft(storeOf(storage), TARGET)).toBeNull();
  });

  it('drops a stored draft of another version or shape', () => {
    const key = draftStorageKey(10, DRAFT_KEYS.metasPlanning);
    const old = memoryDraftStorage({ [key]: JSON.stringify({ v: 0, target: TARGET, data: { '101': 5000 } }) });
    expect(loadPlanningDraft(storeOf(old), TARGET)).toBeNull();
    expect(old.getItem(key)).toBeNull();
    const broken = memoryDraftStorage({
      [key]: JSON.stringify({ v: PLANNING_DRAFT_VERSION, target: TARGET, data: { values: { '101': 'muito' } } }),
    });
    expect(loadPlanningDraft(storeOf(broken), TARGET)).toBeNull();
    expect(broken.getItem(key)).toBeNull();
  });
});
