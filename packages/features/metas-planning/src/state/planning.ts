/**
 * Pure rules of the planning table (metas spec §2.1, §4.2, §4.5, §5): planned values and their
 * edits, header and radio overwrite, live totals, '% Cat.', levels and the save validation.
 */
import {
  TARGET_LEVEL_TONES,
  percentOf,
  recordEdits,
  targetLevel,
  type EditBatch,
  type EditHistory,
  type EditRecord,
} from '@conecta/core';
import type { CategoryRow, Choice, LevelInfo, PlannedValues, TargetState, TargetTotals } from './types';

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
 * two suggestions are equal, as the level does), or null for a typed value.
 */
export function rowChoice(row: CategoryRow, value: number | null): Choice | null {
  if (value === null) return null;
  if (value === row.ideal) return 'ideal';
  if (value === row.meta) return 'meta';
  if (value === row.minima) return 'minima';
  return null;
}

/** The header checkbox shown as checked: the choice every row has, or null. */
export function headerChoice(rows: readonly CategoryRow[], values: PlannedValues): Choice | null {
  if (rows.length === 0) return null;
  for (const choice of ['minima', 'meta', 'ideal'] as const) {
    if (rows.every((row) => (values[row.key] ?? null) === suggestionOf(row, choice))) return choice;
  }
  return null;
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

/** Level and tone of a planned value against a row's or the total's thresholds (metas spec §4.2). */
export function levelOf(planned: number | null, thresholds: { minima: number; meta: number; ideal: number }): LevelInfo {
  const level = targetLevel(planned ?? 0, thresholds);
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

/**
 * Whether choosing a history base must first warn 'Meta selecionada ja foi rateada…' (metas
 * spec §5): a planned total already exists, the target is past 'Em aberto', or values typed on
 * screen would be replaced.
 */
export function needsOverwriteWarning(plannedTotal: number, target: TargetState, unsaved: number): boolean {
  return plannedTotal > 0 || (target.status !== null && target.status !== 'Em aberto') || unsaved > 0;
}
