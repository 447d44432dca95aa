import { describe, expect, it } from 'vitest';
import { emptyHistory, undoLast } from '@conecta/core';
import { OPEN_ROWS, PLANNED_ROWS } from './fixtures';
import {
  applyChanges,
  currentValues,
  dirtyKeys,
  headerChoice,
  headerCoverage,
  isSplit,
  isTargetLocked,
  levelOf,
  overwriteReason,
  prefillFromSuggestions,
  minimaShare,
  missingRows,
  overwriteAll,
  overwriteRow,
  plannedShare,
  readPlannedInput,
  revertBatch,
  rowChoice,
  summaryThresholds,
  tableTotals,
} from './planning';

const [biscoitos, cafe] = PLANNED_ROWS as [(typeof PLANNED_ROWS)[number], (typeof PLANNED_ROWS)[number]];

describe('values and drafts', () => {
  it('shows the server value until a draft replaces it, and marks only real changes dirty', () => {
    const drafts = { '101': 1234, '102': 1600 };
    expect(currentValues(PLANNED_ROWS, drafts)).toEqual({ '101': 1234, '102': 1600, '103': 550 });
    expect(dirtyKeys(PLANNED_ROWS, drafts)).toEqual(['101']);
  });

  it('records one undoable batch per action and undoes it as a whole', () => {
    const first = applyChanges(PLANNED_ROWS, {}, emptyHistory(), [{ key: '101', value: 2000 }]);
    const pasted = applyChanges(PLANNED_ROWS, first.drafts, first.history, [
      { key: '102', value: 10 },
      { key: '103', value: 20 },
    ]);
    expect(currentValues(PLANNED_ROWS, pasted.drafts)).toEqual({ '101': 2000, '102': 10, '103': 20 });
    const { history, revert } = undoLast(pasted.history);
    const undone = revertBatch(pasted.drafts, revert ?? []);
    expect(currentValues(PLANNED_ROWS, undone)).toEqual({ '101': 2000, '102': 1600, '103': 550 });
    const again = undoLast(history);
    expect(dirtyKeys(PLANNED_ROWS, revertBatch(undone, again.revert ?? []))).toEqual([]);
  });

  it('records nothing when a change keeps the shown value', () => {
    const history = emptyHistory<string>();
    const result = applyChanges(PLANNED_ROWS, {}, history, [{ key: '101', value: 1100 }]);
    expect(result.history).toBe(history);
    expect(result.drafts).toEqual({});
  });

  it('ignores changes of unknown rows', () => {
    const result = applyChanges(PLANNED_ROWS, {}, emptyHistory(), [{ key: '999', value: 5 }]);
    expect(result.drafts).toEqual({});
  });
});

describe('header checkboxes and row radios overwrite the planned values', () => {
  it('copies the chosen suggestion into every row', () => {
    const { drafts } = applyChanges(OPEN_ROWS, {}, emptyHistory(), overwriteAll(OPEN_ROWS, 'ideal'));
    const values = currentValues(OPEN_ROWS, drafts);
    expect(values).toEqual({ '101': 1210, '102': 1760, '103': 605 });
    expect(headerChoice(OPEN_ROWS, values)).toBe('ideal');
  });

  it('a row radio overwrites one row, and the header is no longer checked', () => {
    const { drafts } = applyChanges(PLANNED_ROWS, {}, emptyHistory(), overwriteRow(cafe, 'minima'));
    const values = currentValues(PLANNED_ROWS, drafts);
    expect(values['102']).toBe(1500);
    expect(rowChoice(cafe, values['102'] ?? null)).toBe('minima');
    expect(headerChoice(PLANNED_ROWS, values)).toBeNull();
    expect(headerChoice(PLANNED_ROWS, currentValues(PLANNED_ROWS, {}))).toBe('meta');
  });

  it('a typed value chooses no radio', () => {
    expect(rowChoice(biscoitos, 1050)).toBeNull();
    expect(rowChoice(biscoitos, null)).toBeNull();
    expect(headerChoice([], {})).toBeNull();
  });

  it('a row without data (every suggestion 0, planned 0) chooses no radio and checks no header box', () => {
    const empty = OPEN_ROWS.map((row) => ({ ...row, minima: 0, meta: 0, ideal: 0, planejado: 0 }));
    const values = currentValues(empty, {});
    expect(empty.map((row) => rowChoice(row, values[row.key] ?? null))).toEqual([null, null, null]);
    // Before: the header showed 'Meta Minima' checked while every row radio showed 'Meta Ideal'.
    expect(headerCoverage(empty, values)).toEqual({ minima: 'none', meta: 'none', ideal: 'none' });
    expect(headerChoice(empty, values)).toBeNull();
  });

  it('the header boxes follow the row radios: checked when every row has the choice, mixed when some do', () => {
    // Meta and ideal equal on one row: its radio is 'ideal', so the header is not 'meta'.
    const tie = PLANNED_ROWS.map((row, i) => (i === 0 ? { ...row, ideal: row.meta } : row));
    const values = currentValues(tie, {});
    expect(rowChoice(tie[0] as (typeof tie)[number], values['101'] ?? null)).toBe('ideal');
    expect(headerCoverage(tie, values)).toEqual({ minima: 'none', meta: 'some', ideal: 'some' });
    expect(headerChoice(tie, values)).toBeNull();
    expect(headerCoverage(PLANNED_ROWS, currentValues(PLANNED_ROWS, {}))).toEqual({ minima: 'none', meta: 'all', ideal: 'none' });
  });

  it("a history base pre-fills every row with its Meta Meta", () => {
    expect(prefillFromSuggestions(OPEN_ROWS)).toEqual([
      { key: '101', value: 1100 },
      { key: '102', value: 1600 },
      { key: '103', value: 550 },
    ]);
  });
});

describe('typed and pasted values (whole numbers, non-negative)', () => {
  it.each([
    ['125.000', 125000, 125000],
    ['0', 0, 0],
    ['', null, null],
    ['  ', null, null],
  ])('%j is accepted as %j', (text, parsed, expected) => {
    expect(readPlannedInput(text, parsed)).toBe(expected);
  });

  it.each([
    ['1.234,5', 1234.5],
    ['-10', -10],
    ['abc', null],
  ])('%j is rejected', (text, parsed) => {
    expect(readPlannedInput(text, parsed)).toBe('invalid');
  });
});

describe('totals, % Cat. and levels', () => {
  it('sums every column live; an empty value counts as 0', () => {
    const values = { '101': 1000, '102': null, '103': 1000 };
    expect(tableTotals(OPEN_ROWS, values)).toEqual({
      mediaBroker: 3000,
      minima: 3000,
      meta: 3250,
      ideal: 3575,
      planejado: 2000,
    });
  });

  it("computes both '% Cat.' columns", () => {
    const totals = tableTotals(PLANNED_ROWS, currentValues(PLANNED_ROWS, {}));
    expect(minimaShare(cafe, totals)).toBe(50);
    expect(plannedShare(1100, totals)).toBeCloseTo((1100 / 3250) * 100);
    expect(plannedShare(null, totals)).toBe(0);
    expect(plannedShare(5, { ...totals, planejado: 0 })).toBe(0);
  });

  it('falls back to the sum of minimums when metaMinimaTotal is missing', () => {
    const totals = tableTotals(OPEN_ROWS, {});
    expect(minimaShare({ ...cafe, minimaTotal: 0 }, totals)).toBe(50);
  });

  it.each([
    [999, 'Abaixo Minima', 'error'],
    [1000, 'Meta Minima', 'warning'],
    [1100, 'Meta Meta', 'info'],
    [1210, 'Meta Ideal', 'success'],
  ])('planned %j is %s (%s)', (planned, level, tone) => {
    expect(levelOf(planned, { minima: biscoitos.minima, meta: biscoitos.meta, ideal: biscoitos.ideal })).toEqual({ level, tone });
  });

  it('rates nothing without suggestions or without a planned value (never a green Meta Ideal for an empty row)', () => {
    expect(levelOf(0, { minima: 0, meta: 0, ideal: 0 })).toBeNull();
    expect(levelOf(500, { minima: 0, meta: 0, ideal: 0 })).toBeNull();
    expect(levelOf(null, biscoitos)).toBeNull();
    expect(levelOf(0, biscoitos)).toBeNull();
  });

  it('uses the totals call thresholds for the cards, else the table sums', () => {
    const table = tableTotals(OPEN_ROWS, {});
    expect(summaryThresholds(null, table)).toEqual({ minima: 3000, meta: 3250, ideal: 3575 });
    expect(
      summaryThresholds({ mediaBroker: 1, minima: 2, meta: 3, ideal: 4, planejado: 0, sugerida: 3 }, table),
    ).toEqual({ minima: 2, meta: 3, ideal: 4 });
  });
});

describe('save validation (ATENCAO!)', () => {
  it('flags missing and zero values', () => {
    const values = { '101': 0, '102': null, '103': 7 };
    expect(missingRows(OPEN_ROWS, values).map((row) => row.key)).toEqual(['101', '102']);
    expect(missingRows(PLANNED_ROWS, currentValues(PLANNED_ROWS, {}))).toEqual([]);
  });
});

describe('locks and the overwrite warning', () => {
  it('locks released and imported targets', () => {
    expect(isTargetLocked({ status: 'Liberado', imported: false })).toBe(true);
    expect(isTargetLocked({ status: 'Aprovada gerente', imported: true })).toBe(true);
    expect(isTargetLocked({ status: 'Rateada', imported: false })).toBe(false);
    expect(isTargetLocked({ status: null, imported: false })).toBe(false);
  });

  it("a target 'Rateada' or later is split", () => {
    expect(isSplit({ status: 'Em aberto', imported: false })).toBe(false);
    expect(isSplit({ status: null, imported: false })).toBe(false);
    for (const status of ['Rateada', 'Aprovada gerente', 'Aprovada supervisor', 'Liberado'] as const)
      expect(isSplit({ status, imported: false })).toBe(true);
  });

  it("warns before a history base replaces a planned total or unsaved values, and before any new split of a split target", () => {
    const open = { status: 'Em aberto' as const, imported: false };
    expect(overwriteReason('base', open, 0, 0)).toBeNull();
    expect(overwriteReason('base', open, 1, 0)).toBe('planned');
    expect(overwriteReason('base', open, 0, 2)).toBe('planned');
    expect(overwriteReason('base', { status: null, imported: false }, 0, 0)).toBeNull();
    expect(overwriteReason('base', { status: 'Rateada', imported: false }, 0, 0)).toBe('split');
    // 'Ratear Metas' asks only when a split would be replaced.
    expect(overwriteReason('save', open, 5, 3)).toBeNull();
    expect(overwriteReason('save', { status: 'Rateada', imported: false }, 5, 0)).toBe('split');
    expect(overwriteReason('save', { status: 'Aprovada gerente', imported: false }, 5, 0)).toBe('split');
  });
});
