/**
 * UI state of one planning screen (one jotai store per `MetasPlanning`, created by the root).
 */
import { atom } from 'jotai';
import { emptyHistory, type EditHistory } from '@conecta/core';
import { EMPTY_SELECTION, type PlanningSelection, type SelectionStep } from './selection';
import type { SaveConflict } from '@conecta/core';
import type { SaveBase, SaveFailure } from './concurrency';
import type { PlanningDraft } from './draft';
import type { SplitLoss } from './losses';
import type { HistoryBase, PlannedValues } from './types';

/** The cascade as chosen (a stale version or line is dropped in the view model). */
export const selectionAtom = atom<PlanningSelection>(EMPTY_SELECTION);
/** Planned values changed on screen and not saved yet, by category key. */
export const draftsAtom = atom<PlannedValues>({});
/** Undo history of the drafts (core edit history: one batch per user action). */
export const editHistoryAtom = atom<EditHistory<string>>(emptyHistory<string>());
/**
 * The history base chosen on this visit (the server does not answer the stored one): the table
 * shows its suggestions. Nothing is written when it is chosen; the save sends it (QTD_MES_MEDIA).
 */
export const historyBaseAtom = atom<HistoryBase | null>(null);
/** The chosen history base is not saved yet (an unsaved change like a typed value). */
export const historyBaseUnsavedAtom = atom(false);
/** The suggestions of a chosen base are being calculated (GET Tipo=P and Tipo=G with N). */
export const processingHistoryAtom = atom(false);

/** Reading what a new split would replace (see `losses.ts`), for the overwrite dialog. */
export type LossRead =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; loss: SplitLoss };
export const lossReadAtom = atom<LossRead>({ state: 'idle' });
/** The last save failed without an answer or with a server error (not a 409): the drafts stay on screen, marked unsaved, with the reason and a retry. */
export const saveFailedAtom = atom<Exclude<SaveFailure, { kind: 'conflict' }> | null>(null);

/** The base of the next save (the target's `dataAtualizacao` the screen is built on; see `concurrency.ts`). */
export const saveBaseAtom = atom<SaveBase | null>(null);
/** The last save was refused because someone changed the target first (409): who and when. The drafts stay; the panel shows them beside the server's values. */
export const conflictAtom = atom<SaveConflict | null>(null);
/** Where a save is: sending it, or reading the server's data again after a 409. */
export const saveStageAtom = atom<'idle' | 'saving' | 'rereading'>('idle');
/** 'Recarregar' of the conflict panel is reading the server's data. */
export const reloadingAtom = atom(false);

/** Something the user asked for that waits for the unsaved-changes confirmation. */
export type PendingAction =
  | { type: 'step'; step: SelectionStep; value: number | string | null }
  | { type: 'back' };

/** What waits for the overwrite confirmation: a history base, or the save ('Ratear Metas'). */
export type OverwriteAction = { type: 'base'; base: HistoryBase } | { type: 'save' };

/** The dialog on screen. */
export type PlanningDialog =
  | { kind: 'unsaved'; pending: PendingAction }
  | { kind: 'overwrite'; action: OverwriteAction; reason: 'split' | 'planned' }
  | { kind: 'missing' }
  | { kind: 'invalid'; text: string }
  | { kind: 'success' }
  /**
   * The generic error modal: the spec's code when it gives one, why it failed in the user's words
   * (`failureReason` of @conecta/api; null for a plain HTTP error) and the read to run again.
   */
  | { kind: 'error'; code?: number; reason?: string | null; retry?: { type: 'base'; base: HistoryBase } };

export const dialogAtom = atom<PlanningDialog | null>(null);
/** Update stamp of the parameters error whose modal the user closed (it does not reopen for it). */
export const dismissedParametersErrorAtom = atom<number | null>(null);

/**
 * The kept draft the screen opened with (issue 17), for the banner 'Rascunho recuperado': the
 * selection it belongs to and what it was made on. Cleared with the values it restored.
 */
export const restoredDraftAtom = atom<(Pick<PlanningDraft, 'values' | 'loaded'> & { target: string }) | null>(null);

/** The comment typed for the plan (issue 26): sent with 'Ratear Metas', kept through a failed save. */
export const planCommentAtom = atom('');

/** Forgets everything typed for the current target (a new target, a reload from the server). */
export const clearDraftsAtom = atom(null, (_get, set) => {
  set(draftsAtom, {});
  set(planCommentAtom, '');
  set(restoredDraftAtom, null);
  set(editHistoryAtom, emptyHistory<string>());
  set(saveFailedAtom, null);
  set(conflictAtom, null);
  set(historyBaseUnsavedAtom, false);
});
