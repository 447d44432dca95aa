/**
 * UI state of one report (one jotai store per `MetasReport`, created by the root).
 */
import { atom } from 'jotai';
import type { AchievementSort } from '@conecta/core';
import { TOP, type DrillPath } from './drill';
import { DEFAULT_TREND, type ReportSelection } from './selection';

/** Período, Meta, Linha, Broker and the trend's length (the root sets the opening one). */
export const selectionAtom = atom<ReportSelection>({ periodo: '', tipoMeta: 'VBC', linha: null, broker: null, meses: DEFAULT_TREND });

/** Where the user went down: broker → supervisor → seller. */
export const pathAtom = atom<DrillPath>(TOP);

/** Changes the selection; another period, type, line or broker goes back to the top level. */
export const changeSelectionAtom = atom(null, (get, set, change: Partial<ReportSelection>) => {
  const before = get(selectionAtom);
  const next = { ...before, ...change };
  // A new type or period may not have the chosen line: keep it only when the user picked it there.
  set(selectionAtom, next);
  if (next.periodo !== before.periodo || next.tipoMeta !== before.tipoMeta || next.linha !== before.linha || next.broker !== before.broker) {
    set(pathAtom, TOP);
  }
});

/** Sort of the lines table (names A–Z until the user sorts). */
export const linesSortAtom = atom<AchievementSort>({ column: 'name', direction: 'ascending' });

/** Sort of the categories table. */
export const categoriesSortAtom = atom<AchievementSort>({ column: 'name', direction: 'ascending' });

/** An export being written, or the last one that failed. */
export type ExportState = { phase: 'idle' } | { phase: 'working'; format: 'xlsx' | 'csv' } | { phase: 'failed' };

export const exportAtom = atom<ExportState>({ phase: 'idle' });
