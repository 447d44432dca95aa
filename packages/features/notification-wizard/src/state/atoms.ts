/**
 * Wizard state atoms. They live in the store the root creates for each opening of the wizard, so
 * two wizards (or two stories) never share a draft.
 */
import { atom } from 'jotai';
import type { SaveResult } from './save';
import type { EditContext, WizardDraft } from './types';

/** The form (null until the wizard has initialised it for its mode). */
export const draftAtom = atom<WizardDraft | null>(null);

/** Index of the current step (0-based). */
export const stepAtom = atom(0);

/** Edit mode's facts, once the edit data arrived. */
export const editAtom = atom<EditContext | null>(null);

/** Edit data: loading, ready, or failed ('Erro no upload'). */
export const editLoadAtom = atom<'idle' | 'loading' | 'ready' | 'failed'>('idle');

/** The solds CSV being read, or the message of a refused/failed upload. */
export const csvStatusAtom = atom<{ kind: 'idle' } | { kind: 'reading'; fileName: string } | { kind: 'error'; message: string }>({ kind: 'idle' });

/** Image upload state (spec §4: void, upload, concluded, void-error). */
export const imageStatusAtom = atom<'void' | 'upload' | 'concluded' | 'void-error'>('void');

/** Save: idle, saving, done, or failed with what failed (the draft stays). */
export const saveAtom = atom<
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'done'; cleanupFailed: boolean }
  /** `draft`: the form as it was sent, so a field the backend refused is marked until it changes. */
  | { kind: 'failed'; result: Extract<SaveResult, { ok: false }>; draft: WizardDraft }
>({
  kind: 'idle',
});

/** The failure warning dialog (auto-closes after 2.5 s; the banner in the wizard stays). */
export const failureDialogAtom = atom(false);

/** A draft kept from an earlier opening was put back (the banner shows), with what could not be kept; null otherwise. */
export const restoredDraftAtom = atom<{ droppedCsv: string | null } | null>(null);

/** Edit mode: the form as loaded from the server (a kept draft equal to it is nothing to keep). */
export const editBaselineAtom = atom<WizardDraft | null>(null);
