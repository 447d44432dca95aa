import { atom } from 'jotai';
import type { SaveOutcome, UserFormValues } from './form';

/**
 * The wizard's own state, in the store each `UserForm` creates (never shared between two forms).
 * The typed values live in react-hook-form, mounted for the whole life of the wizard, so a dialog
 * closing over it never loses them.
 */

/** Index of the step on view (0-based). */
export const stepAtom = atom(0);

/** The result dialog (§4 result modes): none, progress, success, error or email-error. */
export type ResultMode = 'idle' | 'progress' | SaveOutcome;
export const resultAtom = atom<ResultMode>('idle');

/** Bumped by 'Criar outro usuário' and Cancelar: a new key mounts an empty form. */
export const formGenerationAtom = atom(0);

/** Whether the edited user is active (edit mode's checkbox, checked = active); null until loaded. */
export const activeAtom = atom<boolean | null>(null);

/**
 * The edited user's values exactly as the backend answered them (edit mode), null before the load
 * and for a new user. The save compares each text field with it: an unchanged field is sent as
 * read, byte for byte; only a field the user changed goes through the §5 input sanitising.
 */
export const loadedValuesAtom = atom<UserFormValues | null>(null);
