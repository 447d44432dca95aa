/**
 * UI state of one users list (one jotai store per `UsersList`, created by the root).
 */
import { atom } from 'jotai';
import { DEFAULT_SORT } from './list';
import type { ListSort, TeamStatus } from './types';

/** Text in the search box (not applied until Enter or the search icon). */
export const searchInputAtom = atom('');
/** The applied search term. */
export const searchTermAtom = atom('');
/** Current sort; every search resets it to name ascending. */
export const sortAtom = atom<ListSort>(DEFAULT_SORT);
/** Current page, 1-based. */
export const pageAtom = atom(1);
/** Team view status filter: A (Ativos, the default of shell spec §9) or I (Inativos). */
export const teamStatusAtom = atom<TeamStatus>('A');
/** Whether the team dialog (Lista de supervisores / vendedores) is open. */
export const teamDialogOpenAtom = atom(false);
/** Update stamp of the answer whose notice dialog the user closed (it does not reopen for it). */
export const dismissedNoticeAtom = atom<number | null>(null);
/** An export is being written. */
export const exportingAtom = atom<'xlsx' | 'csv' | 'team' | null>(null);

/** Applies the search box: the term, name ascending, page 1 (shell spec §2). */
export const runSearchAtom = atom(null, (get, set) => {
  set(searchTermAtom, get(searchInputAtom));
  set(sortAtom, DEFAULT_SORT);
  set(pageAtom, 1);
});

/** Changes the sort and goes back to page 1. */
export const changeSortAtom = atom(null, (_get, set, sort: ListSort) => {
  set(sortAtom, sort);
  set(pageAtom, 1);
});

/** Changes the team status filter and goes back to page 1. */
export const changeTeamStatusAtom = atom(null, (_get, set, status: TeamStatus) => {
  set(teamStatusAtom, status);
  set(pageAtom, 1);
});
