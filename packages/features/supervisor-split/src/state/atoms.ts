import { atom } from 'jotai';
import { emptyHistory, type EditHistory, type MetasSelection, type SaveConflict } from '@conecta/core';
import type { Draft, SupervisorChange } from './types';
import type { DistributionRow } from './logic';
import { NO_SAVED_BASES, type ConflictRowModel, type SavedBases } from './concurrency';
import type { RestoreState } from './draft';

/** What the unsaved-changes confirmation lets happen once the user says SIM. */
export type AfterUnsaved =
  | { kind: 'select'; selection: MetasSelection }
  | { kind: 'back' }
  | { kind: 'navigate'; path: string }
  | { kind: 'program' };

/** The one dialog open over the screen (the error modal has its own atom). */
export type SplitDialog =
  | { type: 'none' }
  | { type: 'confirm'; change: SupervisorChange }
  | { type: 'invalid' }
  | { type: 'reduced' }
  | { type: 'unsaved'; then: AfterUnsaved }
  | { type: 'distribute'; plan: DistributionRow[] }
  | { type: 'compare' }
  | { type: 'programming' }
  | { type: 'programmed' };

/** The cascade (ano, mes, tipoMeta, versao, linha); set once from the address on entry. */
export const selectionAtom = atom<MetasSelection>({});
/** Changes over the server values, by supervisor id (one at a time per supervisor). */
export const draftsAtom = atom<Record<string, Draft>>({});
/** Saved edits that 'Desfazer' can take back; keys `total|<id>` and `cat|<id>|<grupoBookKey>`. */
export const historyAtom = atom<EditHistory<string>>(emptyHistory<string>());
export const dialogAtom = atom<SplitDialog>({ type: 'none' });
/**
 * A save or programming failure: the generic modal with its code (spec §8), the error (its reason
 * is shown: a time-out, no connection…) and whether 'Tentar novamente' may send the values again.
 */
export interface ActionError {
  code: number;
  error: unknown;
  /** The failed supervisor values can be sent again ('Tentar novamente'); false for 'Programar Metas'. */
  canRetry: boolean;
}
export const actionErrorAtom = atom<ActionError | null>(null);
/** Load failures already acknowledged (OK pressed), by query and time of the failure. */
export const dismissedErrorsAtom = atom<Record<string, number>>({});
/** Supervisor cards whose category table is open. */
export const expandedAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Supervisor cards whose category table is in edit mode. */
export const editingAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Bumped when the cards should take the focus (after 'Redistribuir para o time'). */
export const focusCardsAtom = atom(0);

/** A save refused because someone else changed the data first (409), shown by the conflict panel. */
export interface OpenConflict {
  /** Who changed the data and when (the 409's body). */
  conflict: SaveConflict;
  /** What was refused: a supervisor's values, or 'Programar Metas' (re-applying programs again). */
  origin: 'save' | 'program';
  /** The user's values beside the server's, as read again after the 409. */
  rows: ConflictRowModel[];
}

/** The open conflict, or null. */
export const conflictAtom = atom<OpenConflict | null>(null);
/** 'Recarregar' or 'Reaplicar meus valores' is running. */
export const conflictBusyAtom = atom(false);
/** Update dates learned from the user's own saves (`X-Data-Atualizacao`): bases of his next saves. */
export const savedBasesAtom = atom<SavedBases>(NO_SAVED_BASES);
/** The kept draft of the target on screen (issue 17): waiting for the data, put back, or dropped. */
export const restoreAtom = atom<RestoreState>(null);
