import { describe, expect, it } from 'vitest';
import {
  EMPTY_VERSIONS,
  adoptRead,
  afterSave,
  baseOfSeller,
  baseOfTeam,
  conflictLines,
  dirtyTeamsOf,
  mergeRead,
  reapplyTyped,
  typedValuesOf,
} from './concurrency';
import { teamsOfRows } from './map';
import type { SellerState } from './types';

const seller = (id: string, planned: number, extra: Partial<SellerState> = {}): SellerState => ({
  id,
  name: `VENDEDOR ${id}`,
  average: 100,
  suggested: planned,
  planned,
  activeCustomers: null,
  draft: null,
  categories: null,
  categoryDrafts: {},
  save: 'idle',
  ...extra,
});

const T1 = '2026-05-04 10:00:00';
const T2 = '2026-05-04 10:05:00';
const T3 = '2026-05-04 10:06:00';
const teams = [
  { key: 'team:1', sellerIds: ['1', '2'], date: T1 },
  { key: 'team:3', sellerIds: ['3'], date: T1 },
];

describe('bases of the saves', () => {
  it('a read sets every team\'s base; a save answers the next base of its team only', () => {
    const read = mergeRead(EMPTY_VERSIONS, teams, new Set());
    expect(baseOfSeller(read, '2')).toBe(T1);
    const saved = afterSave(read, read.teamOf['1'], T2);
    // Seller 2 is in the same team: its next save is based on the user's own save, never a self-conflict.
    expect(baseOfSeller(saved, '2')).toBe(T2);
    expect(baseOfSeller(saved, '3')).toBe(T1);
    expect(afterSave(saved, 'team:1', null)).toBe(saved);
    expect(baseOfSeller(saved, 'unknown')).toBeUndefined();
  });

  it('a team with values typed keeps the base they were typed on when a newer read arrives', () => {
    const first = mergeRead(EMPTY_VERSIONS, teams, new Set());
    const newer = mergeRead(first, [{ ...teams[0]!, date: T3 }, { ...teams[1]!, date: T3 }], new Set(['team:1']));
    expect(newer.bases).toEqual({ 'team:1': T1, 'team:3': T3 });
    expect(newer.read).toEqual({ 'team:1': T3, 'team:3': T3 });
    // Re-applying (or reloading) adopts what was read.
    expect(adoptRead(newer).bases).toEqual({ 'team:1': T3, 'team:3': T3 });
  });

  it('the team base (difference, approval) is the latest date; none without a read', () => {
    expect(baseOfTeam(EMPTY_VERSIONS)).toBeUndefined();
    expect(baseOfTeam({ ...EMPTY_VERSIONS, bases: { a: T1, b: T2 } })).toBe(T2);
  });

  it('dirty teams are those with typed, failed or refused values', () => {
    const versions = mergeRead(EMPTY_VERSIONS, teams, new Set());
    expect(dirtyTeamsOf(versions, [seller('1', 10), seller('3', 5, { draft: 6 })])).toEqual(new Set(['team:3']));
    expect(dirtyTeamsOf(versions, [seller('2', 10, { save: 'failed' })])).toEqual(new Set(['team:1']));
  });
});

describe('teamsOfRows: the supervisor parts of the seller rows', () => {
  const row = (id: number, qtd: number, supervisor: number, date: string) => ({
    idEmpregadoFlexx: String(id),
    dscNomeEmpregado: `V${id}`,
    idPuxada: 10234,
    vlrMetaPlanejado: 1,
    vlrMediaVenda: 1,
    vlrMetaSugerida: 1,
    qtdEmpregadosSupervisor: qtd,
    vlrMetaPlanejadoSupervisor: supervisor,
    dataAtualizacao: date,
    responsavel: 'Ana',
  });
  it('chunks by qtdEmpregadosSupervisor, even when two teams share a date and a value', () => {
    const rows = [row(1, 2, 100, T1), row(2, 2, 100, T1), row(3, 1, 100, T1)];
    expect(teamsOfRows(rows as never)).toEqual([
      { key: 'team:1', sellerIds: ['1', '2'], date: T1, changedBy: 'Ana' },
      { key: 'team:3', sellerIds: ['3'], date: T1, changedBy: 'Ana' },
    ]);
  });
  it('falls back to runs of the same date and supervisor value', () => {
    const rows = [row(1, 0, 100, T1), row(2, 0, 100, T1), row(3, 0, 200, T2)];
    expect(teamsOfRows(rows as never).map((team) => team.sellerIds)).toEqual([['1', '2'], ['3']]);
  });
});

describe('conflicts', () => {
  const categories = [
    { key: 10, name: 'BISCOITOS', value: 40 },
    { key: 11, name: 'MASSAS', value: 60 },
  ];
  const typedSellers = [
    seller('1', 100, { draft: 150 }),
    seller('2', 100, { categories, categoryDrafts: { 11: 90 } }),
    seller('3', 100),
  ];

  it('keeps every typed value: totals, or the categories typed', () => {
    expect(typedValuesOf(typedSellers)).toEqual([
      { id: '1', name: 'VENDEDOR 1', total: 150, categories: [] },
      { id: '2', name: 'VENDEDOR 2', total: null, categories: [{ key: 11, name: 'MASSAS', value: 90 }] },
    ]);
  });

  it('lines: the supervisor total when it changed, then each typed value beside the server\'s now', () => {
    const typed = typedValuesOf(typedSellers);
    const now = [
      seller('1', 120, { draft: 150 }),
      seller('2', 100, { categories: [categories[0]!, { key: 11, name: 'MASSAS', value: 70 }], categoryDrafts: { 11: 90 } }),
    ];
    const lines = conflictLines({ typed, supervisorBefore: 1000, shownBefore: {}, operation: 'save' }, { supervisorPlanned: 1200, sellers: now });
    expect(lines).toEqual([
      { key: 'supervisor', kind: 'supervisor', seller: '', mine: 1000, theirs: 1200 },
      { key: 't:1', kind: 'seller', seller: 'VENDEDOR 1', mine: 150, theirs: 120 },
      { key: 'c:2:11', kind: 'category', seller: 'VENDEDOR 2', category: 'MASSAS', mine: 90, theirs: 70 },
    ]);
    // A seller gone from the server's answer: its value stays, beside 'none'.
    expect(conflictLines({ typed, supervisorBefore: 1000, shownBefore: {}, operation: 'save' }, { supervisorPlanned: 1000, sellers: [] })).toEqual([
      { key: 't:1', kind: 'seller', seller: 'VENDEDOR 1', mine: 150, theirs: null },
      { key: 'c:2:11', kind: 'category', seller: 'VENDEDOR 2', category: 'MASSAS', mine: 90, theirs: null },
    ]);
  });

  it('a refused approval (nothing typed) lists the sellers the other user changed', () => {
    const lines = conflictLines(
      { typed: [], supervisorBefore: 500, shownBefore: { '1': 100, '3': 100 }, operation: 'approve' },
      { supervisorPlanned: 500, sellers: [seller('1', 100), seller('3', 130)] },
    );
    expect(lines).toEqual([{ key: 't:3', kind: 'seller', seller: 'VENDEDOR 3', mine: 100, theirs: 130 }]);
  });

  it('re-apply puts the typed values back for the sellers that still exist (categories that still exist)', () => {
    const typed = typedValuesOf(typedSellers);
    const now = [seller('1', 120), seller('2', 100, { categories: [categories[0]!] })];
    expect(reapplyTyped(typed, now)).toEqual([
      { id: '1', draft: 150, categoryDrafts: {} },
      { id: '2', draft: null, categoryDrafts: {} },
    ]);
    expect(reapplyTyped(typed, [seller('2', 100)])).toEqual([{ id: '2', draft: null, categoryDrafts: { 11: 90 } }]);
  });
});
