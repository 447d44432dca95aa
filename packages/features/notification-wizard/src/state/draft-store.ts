/**
 * The wizard's kept draft (issue 17, 'a 401 loses nothing'): the form and its step are kept in the
 * tab's storage, per signed-in user and per notification ('new' or the id being edited), so that a
 * forced sign-out, a reload or leaving the page loses nothing. Cleared by Cancelar, a successful
 * save and 'Descartar rascunho' (and by 'Sair', in the session).
 *
 * Files cannot be stored. What was read from them is kept when it is small enough: the solds
 * identified in a CSV (up to `KEPT_CSV_SOLDS`, with its 'não identificados' download up to
 * `KEPT_CSV_UNMATCHED_BYTES`) and a chosen image (the spec's limit, 200 KB, as base64). A CSV
 * over those sizes is dropped and the banner names it, to be chosen again.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { DRAFT_KEYS, IMAGE_MAX_BYTES, createDraftKeeper, draftTarget, type DraftStore } from '@conecta/core';
import { draftAtom, imageStatusAtom, restoredDraftAtom, stepAtom } from './atoms';
import { toBase64 } from './image';
import { STEPS, type CsvUpload, type WizardDraft } from './types';

/** Version of the stored shape: a draft of another version is dropped. */
export const WIZARD_DRAFT_VERSION = 1;

/** Most solds of a CSV kept with the draft (about 100 characters each). */
export const KEPT_CSV_SOLDS = 1000;

/** Largest 'não identificados' download kept with the draft (bytes). */
export const KEPT_CSV_UNMATCHED_BYTES = 50_000;

/** Index of the audience step, where a dropped CSV is chosen again. */
const AUDIENCE_STEP = STEPS.indexOf('publico');

/** The record of a wizard: 'new', or the id of the notification being edited. */
export function wizardDraftTarget(mode: { kind: 'create' } | { kind: 'edit'; idNotificacao: number }): string {
  return draftTarget(mode.kind === 'edit' ? mode.idNotificacao : null);
}

/** What the banner of a restored draft says beyond 'we kept it': the CSV to choose again, if any. */
export interface RestoredDraftInfo {
  /** Name of a solds CSV that could not be kept, or null. */
  droppedCsv: string | null;
}

/** What is stored. */
interface StoredWizardDraft {
  step: number;
  draft: Omit<WizardDraft, 'solds'> & {
    solds: { added: WizardDraft['solds']['added']; csv: (Omit<CsvUpload, 'unmatchedCsv'> & { unmatchedCsv: string }) | null };
  };
  droppedCsv: string | null;
}

/** A restored draft: the form, its step, and what could not be kept. */
export interface RestoredWizardDraft extends RestoredDraftInfo {
  step: number;
  draft: WizardDraft;
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** Whether a CSV's result is small enough to be kept. */
export function csvKeepable(csv: CsvUpload): boolean {
  return csv.matched.length <= KEPT_CSV_SOLDS && csv.unmatchedCsv.length <= KEPT_CSV_UNMATCHED_BYTES;
}

/**
 * The stored form of the wizard's state; null when there is nothing to keep (the form as it
 * opened: untouched, or equal to `baseline`, the notification as loaded for editing).
 */
export function wizardDraftOf(state: { draft: WizardDraft | null; step: number }, baseline: WizardDraft | null): StoredWizardDraft | null {
  const { draft } = state;
  if (draft === null) return null;
  const csv = draft.solds.csv;
  const keptCsv = csv && csvKeepable(csv) ? { ...csv, unmatchedCsv: toBase64(csv.unmatchedCsv) } : null;
  const image = draft.image.kind === 'new' && draft.image.size > IMAGE_MAX_BYTES ? ({ kind: 'none' } as const) : draft.image;
  const stored: StoredWizardDraft = {
    step: state.step,
    draft: { ...draft, image, solds: { added: draft.solds.added, csv: keptCsv } },
    droppedCsv: csv && !keptCsv ? csv.fileName : null,
  };
  if (baseline) {
    const same = wizardDraftOf({ draft: baseline, step: state.step }, null);
    if (same && JSON.stringify(same.draft) === JSON.stringify(stored.draft) && !stored.droppedCsv) return null;
  }
  return stored;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isNumberArray = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => typeof item === 'number');
const isSold = (value: unknown) =>
  !!value && typeof value === 'object' && isString((value as { code?: unknown }).code) && typeof (value as { idPuxada?: unknown }).idPuxada === 'number';

/** Reads a stored draft back; null when its shape is not this version's (the store then drops it). */
export function parseWizardDraft(data: unknown): RestoredWizardDraft | null {
  if (!data || typeof data !== 'object') return null;
  const { step, draft, droppedCsv } = data as Partial<StoredWizardDraft>;
  if (typeof step !== 'number' || !draft || typeof draft !== 'object') return null;
  const period = draft.period;
  const periodOk = period === null || (!!period && isString(period.start) && isString(period.end));
  const modeOk = draft.mode === 'canal' || draft.mode === 'sold' || draft.mode === 'vendedor';
  const textsOk = [draft.title, draft.message, draft.linkName, draft.linkUrl].every(isString);
  const listsOk = isStringArray(draft.branches) && isNumberArray(draft.brokers) && isStringArray(draft.channels) && isStringArray(draft.sellers);
  const solds = draft.solds;
  const soldsOk = !!solds && Array.isArray(solds.added) && solds.added.every(isSold);
  const csv = solds?.csv ?? null;
  const csvOk = csv === null || (Array.isArray(csv.matched) && csv.matched.every(isSold) && isString(csv.unmatchedCsv) && !!csv.report);
  const image = draft.image;
  const imageOk =
    !!image &&
    (image.kind === 'none' ||
      (image.kind === 'existing' && isString(image.filename)) ||
      (image.kind === 'new' && isString(image.base64) && isString(image.uploadName) && isString(image.originalName)));
  if (!(periodOk && modeOk && textsOk && listsOk && soldsOk && csvOk && imageOk)) return null;
  const restoredCsv: CsvUpload | null = csv ? { ...csv, unmatchedCsv: fromBase64(csv.unmatchedCsv) } : null;
  const dropped = isString(droppedCsv) ? droppedCsv : null;
  const clamped = Math.max(0, Math.min(Math.trunc(step), STEPS.length - 1));
  return {
    // A CSV to choose again: the wizard opens on the audience step, where it is chosen.
    step: dropped ? Math.min(clamped, AUDIENCE_STEP) : clamped,
    draft: { ...draft, solds: { added: solds!.added, csv: restoredCsv } } as WizardDraft,
    droppedCsv: dropped,
  };
}

/** The draft kept for this notification, or null. */
export function loadWizardDraft(store: DraftStore | null, target: string): RestoredWizardDraft | null {
  return store?.load(DRAFT_KEYS.notificationWizard, { version: WIZARD_DRAFT_VERSION, target, parse: parseWizardDraft }) ?? null;
}

/**
 * Puts a kept draft into the wizard's store before its first render (form, step, image state and
 * the banner's facts). Call once per opening, above `useNotificationWizard`.
 */
export function useRestoreWizardDraft(store: DraftStore | null, target: string): void {
  const restored = useMemo(() => loadWizardDraft(store, target), [store, target]);
  const entries = restored
    ? ([
        [draftAtom, restored.draft],
        [stepAtom, restored.step],
        [imageStatusAtom, restored.draft.image.kind === 'none' ? 'void' : 'concluded'],
        [restoredDraftAtom, { droppedCsv: restored.droppedCsv }],
      ] as const)
    : [];
  useHydrateAtoms(entries as never);
}

/**
 * Keeps the wizard's draft while it is open: every change of the form or the step is written once
 * the user pauses; what is pending is written when the wizard goes away (a 401 unmounts it).
 * `baseline` is the notification as loaded for editing (null for a new one).
 */
export function useWizardDraftKeeper(store: DraftStore | null, target: string, baseline: WizardDraft | null) {
  const draft = useAtomValue(draftAtom);
  const step = useAtomValue(stepAtom);
  const keeper = useMemo(
    () =>
      createDraftKeeper<{ draft: WizardDraft | null; step: number; baseline: WizardDraft | null }>({
        store,
        key: DRAFT_KEYS.notificationWizard,
        target,
        version: WIZARD_DRAFT_VERSION,
        toData: (state) => wizardDraftOf(state, state.baseline),
      }),
    [store, target],
  );
  useEffect(() => {
    keeper.change({ draft, step, baseline });
  }, [keeper, draft, step, baseline]);
  useEffect(() => () => keeper.flush(), [keeper]);
  return { clear: useCallback(() => keeper.clear(), [keeper]) };
}
