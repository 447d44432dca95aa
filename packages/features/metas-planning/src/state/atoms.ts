/**
 * UI state of one planning screen (one jotai store per `MetasPlanning`, created by the root).
 */
import { atom } from 'jotai';
import { emptyHistory, type EditHistory } from '@conecta/core';
import { EMPTY_SELECTION, type PlanningSelection, type SelectionStep } from './selection';
import type { HistoryBase, PlannedValues } from './types';

/** The cascade as chosen (a stale version or line is dropped in the view model). */
export const selectionAtom = atom<PlanningSelection>(EMPTY_SELECTION);
/** Planned values changed on screen and not saved yet, by category key. */
export const draftsAtom = atom<PlannedValues>({});
/** Undo history of the drafts (core edit history: one batch per user action). */
export const editHistoryAtom = atom<EditHistory<string>>(emptyHistory<string>());
/** The history base chosen on this visit (the server does not answer the stored one). */
export const historyBaseAtom = atom<HistoryBase | null>(null);
/** The last save failed: the drafts stay on screen, marked unsaved, with a retry. */
export const saveFailedAtom = atom(false);

/** Something the user asked for that waits for the unsaved-changes confirmation. */
export type PendingAction =
  | { type: 'step'; step: SelectionStep; value: number | string | null }
  | { type: 'back' };

/** The dialog on screen. */
export type PlanningDialog =
  | { kind: 'unsaved'; pending: PendingAction }
  | { kind: 'overwrite'; base: HistoryBase }
  | { kind: 'missing' }
  | { kind: 'invalid'; text: string }
  | { kind: 'success' }
  | { kind: 'error'; code?: number };

export const dialogAtom = atom<PlanningDialog | null>(null);
/** Update stamp of the parameters error whose modal the user closed (it does not reopen for it). */
export const dismissedParametersErrorAtom = atom<number | null>(null);

/** Forgets everything typed for the current target (a new target, a reload from the server). */
export const clearDraftsAtom = atom(null, (_get, set) => {
  set(draftsAtom, {});
  set(editHistoryAtom, emptyHistory<string>());
  set(saveFailedAtom, false);
});
