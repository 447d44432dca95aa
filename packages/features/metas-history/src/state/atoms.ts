/**
 * UI state of one history screen (one jotai store per `MetasHistory`, created by the root).
 */
import { atom } from 'jotai';
import { NO_FILTERS, type HistoryFilters } from './history';
import type { HistorySelection } from './selection';

/** The target (the root sets the opening one). */
export const selectionAtom = atom<HistorySelection>({ periodo: '', tipoMeta: 'VBC', versao: null, linha: null });

/** The filters of the table (the root may open on a team or a seller). */
export const filtersAtom = atom<HistoryFilters>(NO_FILTERS);

/** The page of the table, 1 first. */
export const pageAtom = atom(1);

/** Order of the table: oldest first (the history's order) until the user sorts by Data. */
export const orderAtom = atom<'ascending' | 'descending'>('ascending');

/** 'Alterações' or 'Comparar versões'. */
export const tabAtom = atom<'changes' | 'compare'>('changes');

/** The two versions compared (null: the period's first two). */
export const compareAtom = atom<{ a: string | null; b: string | null }>({ a: null, b: null });

/** Another target: new filters' options, back to the first page (a team or seller filter stays only if the user keeps it). */
export const changeSelectionAtom = atom(null, (get, set, change: Partial<HistorySelection>) => {
  const before = get(selectionAtom);
  const next = { ...before, ...change };
  // A new period or type may not have the chosen version or line.
  const otherTarget = next.periodo !== before.periodo || next.tipoMeta !== before.tipoMeta;
  set(selectionAtom, otherTarget ? { ...next, versao: change.versao ?? null, linha: change.linha ?? null } : next);
  set(pageAtom, 1);
  set(compareAtom, { a: null, b: null });
});

/** New filters: back to the first page. */
export const changeFiltersAtom = atom(null, (get, set, change: Partial<HistoryFilters>) => {
  const next = { ...get(filtersAtom), ...change };
  // Another team: a seller of the old team no longer applies.
  if (change.equipe !== undefined && change.equipe !== get(filtersAtom).equipe && change.vendedor === undefined) next.vendedor = null;
  set(filtersAtom, next);
  set(pageAtom, 1);
});

/** An export being written, or the last one that failed. */
export type ExportState = { phase: 'idle' } | { phase: 'working'; format: 'xlsx' | 'csv' } | { phase: 'failed' };

export const exportAtom = atom<ExportState>({ phase: 'idle' });
