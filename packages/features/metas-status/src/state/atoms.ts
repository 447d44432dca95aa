/**
 * UI state of one status screen (one jotai store per `MetasStatus`, created by the root).
 */
import { atom } from 'jotai';
import { changeSelection } from './selects';
import type { StatusRow, StatusSelection } from './types';

/** Ano, Mês and Meta as chosen (the screen's "saved period"). */
export const selectionAtom = atom<StatusSelection>({ ano: null, mes: null, tipoMeta: null });

/** Changes one select and resets the later ones (spec §4.4). */
export const changeSelectionAtom = atom(
  null,
  (get, set, change: { field: keyof StatusSelection; value: number | string | null }) => {
    set(selectionAtom, changeSelection(get(selectionAtom), change.field, change.value));
  },
);

/** 'Voltar': forgets the saved period. */
export const clearSelectionAtom = atom(null, (_get, set) => {
  set(selectionAtom, { ano: null, mes: null, tipoMeta: null });
});

/** Update stamp of the status answer whose dialog the user closed (it does not reopen for that answer). */
export const dismissedNoticeAtom = atom<number | null>(null);

/** The release to FLEXX in progress or just finished. */
export type ReleaseState =
  | { phase: 'idle' }
  | { phase: 'sending'; row: StatusRow }
  | { phase: 'released'; row: StatusRow }
  | { phase: 'failed'; row: StatusRow; occurrence: string | null };

export const releaseAtom = atom<ReleaseState>({ phase: 'idle' });
