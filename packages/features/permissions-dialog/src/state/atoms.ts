import { atom } from 'jotai';
import type { PermissionFeatureState, PermissionToggle } from '@conecta/core';
import { applyToggle } from './model';

/** The user's edits: the rows as the user left them, or null before any change in this opening. */
export const draftAtom = atom<readonly PermissionFeatureState[] | null>(null);

/** Result of the last save, shown as a message dialog: none, 'Tudo certo!' or 'Algo deu errado!'. */
export type SaveOutcome = 'idle' | 'success' | 'error';

/** The save result on view. */
export const outcomeAtom = atom<SaveOutcome>('idle');

/** A checkbox change, applied to the draft (or to the loaded rows before the first change). */
export const toggleAtom = atom(
  null,
  (get, set, loaded: readonly PermissionFeatureState[], toggle: PermissionToggle) => {
    set(draftAtom, applyToggle(loaded, get(draftAtom), toggle));
  },
);

/** Forgets the edits and the save result (on opening, closing or another target). */
export const resetAtom = atom(null, (_get, set) => {
  set(draftAtom, null);
  set(outcomeAtom, 'idle');
});
