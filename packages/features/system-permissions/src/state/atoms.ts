/**
 * UI state of one permissions screen (one jotai store per `SystemPermissions`, created by the root).
 */
import { atom } from 'jotai';
import type { Edits } from './grid';

/** The brokers chosen (idPuxada); empty = every broker of the user. */
export const brokersAtom = atom<readonly number[]>([]);
/** The user's unsaved changes, by user. */
export const editsAtom = atom<Edits>(new Map());
export const searchAtom = atom('');
export const onlyChangedAtom = atom(false);
/** The review dialog, the save in progress, and its outcome. */
export type SaveState = { phase: 'idle' } | { phase: 'review' } | { phase: 'saving' } | { phase: 'saved' } | { phase: 'failed'; reason: string | null };
export const saveAtom = atom<SaveState>({ phase: 'idle' });
