import { atom } from 'jotai';
import { emptyHistory, type EditHistory, type MetasSelection } from '@conecta/core';
import type { Draft, SupervisorChange } from './types';
import type { DistributionRow } from './logic';

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
/** A save or programming failure: the generic modal with its code (spec §8). */
export const actionErrorAtom = atom<number | null>(null);
/** Load failures already acknowledged (OK pressed), by query and time of the failure. */
export const dismissedErrorsAtom = atom<Record<string, number>>({});
/** Supervisor cards whose category table is open. */
export const expandedAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Supervisor cards whose category table is in edit mode. */
export const editingAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Bumped when the cards should take the focus (after 'Redistribuir para o time'). */
export const focusCardsAtom = atom(0);
