/**
 * UI state of one notification center (one jotai store per `NotificationCenter`, created by the root).
 */
import { atom } from 'jotai';
import type { CenterTab, NotificationAction, NotificationRow } from './types';
import type { Achievement } from './achievement';

/** The selected tab. */
export const tabAtom = atom<CenterTab>('mine');
/** Current page (1-based) of each tab's grid. */
export const pagesAtom = atom<Record<CenterTab, number>>({ mine: 1, nestle: 1 });

/** A dialog about one row (§2 dialogs). */
export type RowDialog =
  | { kind: 'preview'; row: NotificationRow }
  | { kind: 'audience'; row: NotificationRow }
  | { kind: 'participants'; row: NotificationRow }
  | { kind: 'achievement'; row: NotificationRow; info: Achievement };

/** The row dialog open, or null. */
export const rowDialogAtom = atom<RowDialog | null>(null);
/** The action waiting for its confirmation, or null. */
export const pendingConfirmationAtom = atom<{ action: NotificationAction; row: NotificationRow } | null>(null);
/** Key of the row whose action or info request runs, or null. */
export const busyRowAtom = atom<string | null>(null);
/** The action being sent (the 'Aguarde...' progress dialog shows meanwhile), or null. */
export const runningActionAtom = atom<NotificationAction | null>(null);
/** The 'Atenção!' warning shown (closes after 2.5 s), or null. */
export const warningAtom = atom<{ message: string; detail?: string } | null>(null);
/** The 'Processo concluído!' message shown (closes after 2.5 s), or null. */
export const successAtom = atom<string | null>(null);
/** Key of the row just created or edited, marked for a moment (state/reveal.ts), or null. */
export const revealedAtom = atom<string | null>(null);
