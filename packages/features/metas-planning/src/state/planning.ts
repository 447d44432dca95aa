/**
 * Pure rules of the planning table (metas spec §2.1, §4.2, §4.5, §5): planned values and their
 * edits, header and radio overwrite, live totals, '% Cat.', levels and the save validation.
 */
import {
  TARGET_LEVEL_TONES,
  TARGET_STATUSES,
  percentOf,
  recordEdits,
  targetLevel,
  type EditBatch,
  type EditHistory,
  type EditRecord,
} from '@conecta/core';
import { CHOICES, type CategoryRow, type Choice, type ChoiceCoverage, type LevelInfo, type PlannedValues, type TargetState, type TargetTotals } from './types';

/** The planned values the server holds, by row key. */
export function serverValues(rows: readonly CategoryRow[]): PlannedValues {
  return Object.fromEntries(rows.map((row) => [row.key, row.planejado]));
}

/** The value shown for a row: the draft when there is one, else the server's. */
export function valueOf(row: CategoryRow, drafts: PlannedValues): number | null {
  return row.key in drafts ? (drafts[row.key] ?? null) : row.planejado;
}

/** The values shown for every row. */
export function currentValues(rows: readonly CategoryRow[], drafts: PlannedValues): PlannedValues {
  return Object.fromEntries(rows.map((row) => [row.key, valueOf(row, drafts)]));
}

/** Keys whose shown value differs from the server's (changed and not saved). */
export function dirtyKeys(rows: readonly CategoryRow[], drafts: PlannedValues): string[] {
  return rows.filter((row) => row.key in drafts && drafts[row.key] !== row.planejado).map((row) => row.key);
}

/** The suggestion a choice copies. */
export function suggestionOf(row: CategoryRow, choice: Choice): number {
  return choice === 'minima' ? row.minima : choice === 'meta' ? row.meta : row.ideal;
}

/**
 * The radio shown as chosen on a row: the suggestion the planned value equals (ideal first when
 * two suggestions are equal, as the level does), or null for a typed value, an empty value or a
 * value of 0 or less (a row without data is not 'chosen', even when its suggestions are 0 too).
 */
export function rowChoice(row: CategoryRow, value: number | null): Choice | null {
  if (value === null || value <= 0) return null;
  if (value === row.ideal) return 'ideal';
  if (value === row.meta) return 'meta';
  if (value === row.minima) return 'minima';
  return null;
}

/**
 * What each header checkbox shows, derived from the row radios so they always agree: 'all' when
 * every row's radio is that choice (checked), 'some' when only some rows are (mixed), else 'none'.
 */
export function headerCoverage(rows: readonly CategoryRow[], values: PlannedValues): Record<Choice, ChoiceCoverage> {
  const coverage: Record<Choice, ChoiceCoverage> = { minima: 'none', meta: 'none', ideal: 'none' };
  if (rows.length === 0) return coverage;
  for (const choice of CHOICES) {
    const count = rows.filter((row) => rowChoice(row, values[row.key] ?? null) === choice).length;
    coverage[choice] = count === rows.length ? 'all' : count > 0 ? 'some' : 'none';
  }
  return coverage;
}

/** The header checkbox shown as checked: the choice every row's radio has, or null. */
export function headerChoice(rows: readonly CategoryRow[], values: PlannedValues): Choice | null {
  const coverage = headerCoverage(rows, values);
  return CHOICES.find((choice) => coverage[choice] === 'all') ?? null;
}

/** The planned values a history base proposes: every row's Meta Meta (as the original pre-filled). */
export function prefillFromSuggestions(rows: readonly CategoryRow[]): PlannedChange[] {
  return rows.map((row) => ({ key: row.key, value: row.meta }));
}

/** A requested change of one planned value. */
export interface PlannedChange {
  key: string;
  value: number | null;
}

/** Overwrite of every row by a header checkbox: each planned value becomes the row's suggestion. */
export function overwriteAll(rows: readonly CategoryRow[], choice: Choice): PlannedChange[] {
  return rows.map((row) => ({ key: row.key, value: suggestionOf(row, choice) }));
}

/** Overwrite of one row by its radio. */
export function overwriteRow(row: CategoryRow, choice: Choice): PlannedChange[] {
  return [{ key: row.key, value: suggestionOf(row, choice) }];
}

/**
 * Applies changes to the drafts as one undoable action: returns the new drafts and history.
 * Changes that do not change the shown value are dropped; nothing changes → the same objects.
 */
export function applyChanges(
  rows: readonly CategoryRow[],
  drafts: PlannedValues,
  history: EditHistory<string>,
  changes: readonly PlannedChange[],
): { drafts: PlannedValues; history: EditHistory<string> } {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const next: Record<string, number | null> = { ...drafts };
  const batch: EditRecord<string>[] = [];
  for (const change of changes) {
    const row = byKey.get(change.key);
    if (!row) continue;
    const before = valueOf(row, next);
    if (before === change.value) continue;
    next[change.key] = change.value;
    batch.push({ key: change.key, before, after: change.value });
  }
  if (batch.length === 0) return { drafts, history };
  return { drafts: next, history: recordEdits(history, batch) };
}

/** Applies an undone batch backwards to the drafts. */
export function revertBatch(drafts: PlannedValues, batch: EditBatch<string>): PlannedValues {
  const next: Record<string, number | null> = { ...drafts };
  for (let i = batch.length - 1; i >= 0; i -= 1) {
    const record = batch[i];
    if (record) next[record.key] = record.before;
  }
  return next;
}

/**
 * Reads a typed or pasted planned value (metas spec §5: whole numbers, non-negative, digits only,
 * no decimals). `parsed` is the grid's pt-BR reading of `text`. Empty → null (a missing value,
 * caught on save); anything else not a whole non-negative number → 'invalid'.
 */
export function readPlannedInput(text: string, parsed: number | null): number | null | 'invalid' {
  if (text.trim() === '') return null;
  if (parsed === null || !Number.isFinite(parsed) || parsed < 0 || !Number.isInteger(parsed)) {
    return 'invalid';
  }
  return parsed;
}

/** Live totals of the table (the footer and the 'Meta Assumida' card). */
export interface TableTotals {
  mediaBroker: number;
  minima: number;
  meta: number;
  ideal: number;
  planejado: number;
}

/** Sums of every column; an empty planned value counts as 0. */
export function tableTotals(rows: readonly CategoryRow[], values: PlannedValues): TableTotals {
  const totals: TableTotals = { mediaBroker: 0, minima: 0, meta: 0, ideal: 0, planejado: 0 };
  for (const row of rows) {
    totals.mediaBroker += row.mediaBroker;
    totals.minima += row.minima;
    totals.meta += row.meta;
    totals.ideal += row.ideal;
    totals.planejado += values[row.key] ?? 0;
  }
  return totals;
}

/** The first '% Cat.': the row's minimum over the sum of the minimums (metaMinimaTotal when sent). */
export function minimaShare(row: CategoryRow, totals: TableTotals): number {
  return percentOf(row.minima, row.minimaTotal > 0 ? row.minimaTotal : totals.minima);
}

/** The second '% Cat.': the row's planned value over the live planned total. */
export function plannedShare(value: number | null, totals: TableTotals): number {
  return percentOf(value ?? 0, totals.planejado);
}

/**
 * Level and tone of a planned value against a row's or the total's thresholds (metas spec §4.2),
 * or null when there is nothing to rate: no suggestions (every threshold 0: no history) or no
 * planned value yet (empty or 0). Without this, 0 ≥ 0 would read as a green 'Meta Ideal'.
 */
export function levelOf(planned: number | null, thresholds: { minima: number; meta: number; ideal: number }): LevelInfo | null {
  const hasSuggestions = thresholds.minima > 0 || thresholds.meta > 0 || thresholds.ideal > 0;
  if (!hasSuggestions || planned === null || planned <= 0) return null;
  const level = targetLevel(planned, thresholds);
  return { level, tone: TARGET_LEVEL_TONES[level] };
}

/**
 * Thresholds of the summary cards: the totals call's when it answered, else the table's sums.
 */
export function summaryThresholds(totals: TargetTotals | null, table: TableTotals) {
  return totals
    ? { minima: totals.minima, meta: totals.meta, ideal: totals.ideal }
    : { minima: table.minima, meta: table.meta, ideal: table.ideal };
}

/** Rows whose planned value is missing or not greater than 0 (the 'ATENCAO!' rule of §5). */
export function missingRows(rows: readonly CategoryRow[], values: PlannedValues): CategoryRow[] {
  return rows.filter((row) => {
    const value = values[row.key] ?? null;
    return value === null || value <= 0;
  });
}

/** 'Liberado' or imported: every value is read-only (the server refuses changes too). */
export function isTargetLocked(target: TargetState): boolean {
  return target.status === 'Liberado' || target.imported;
}

/** The target is already split ('Rateada' or later): a save replaces the supervisor and seller split. */
export function isSplit(target: TargetState): boolean {
  return target.status !== null && TARGET_STATUSES.indexOf(target.status) >= TARGET_STATUSES.indexOf('Rateada');
}

/**
 * Why a history base or 'Ratear Metas' must first warn 'Meta selecionada ja foi rateada…' (metas
 * spec §5): 'split' — the target is split on the server (the warning names the split that will be
 * lost); 'planned' — choosing a base replaces a planned total or values typed on screen (only the
 * screen's values change: nothing is written before the save). null → no question.
 */
export function overwriteReason(
  action: 'base' | 'save',
  target: TargetState,
  plannedTotal: number,
  unsaved: number,
): 'split' | 'planned' | null {
  if (isSplit(target)) return 'split';
  if (action === 'base' && (plannedTotal > 0 || unsaved > 0)) return 'planned';
  return null;
}
