import { describe, expect, it } from 'vitest';
import { emptyHistory, undoLast } from '@conecta/core';
import { OPEN_ROWS, PLANNED_ROWS } from './fixtures';
import {
  applyChanges,
  currentValues,
  dirtyKeys,
  headerChoice,
  isTargetLocked,
  levelOf,
  needsOverwriteWarning,
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
    [null, 'Abaixo Minima', 'error'],
  ])('planned %j is %s (%s)', (planned, level, tone) => {
    expect(levelOf(planned, { minima: biscoitos.minima, meta: biscoitos.meta, ideal: biscoitos.ideal })).toEqual({ level, tone });
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

  it('warns before a history base overwrites a planned or split target, or unsaved values', () => {
    const open = { status: 'Em aberto' as const, imported: false };
    expect(needsOverwriteWarning(0, open, 0)).toBe(false);
    expect(needsOverwriteWarning(1, open, 0)).toBe(true);
    expect(needsOverwriteWarning(0, { status: 'Rateada', imported: false }, 0)).toBe(true);
    expect(needsOverwriteWarning(0, open, 2)).toBe(true);
    expect(needsOverwriteWarning(0, { status: null, imported: false }, 0)).toBe(false);
  });
});
