/**
 * The planning draft (issue 17, 'a 401 loses nothing'): the Meta Planejada values changed on
 * screen and not saved yet are kept in the tab's storage, per signed-in user, for one selection
 * (Ano, Periodo, Versao, Linha), so that a forced sign-out (401), a reload or leaving the screen
 * loses nothing. Pure: the shape, its check on read, the target, and what a restored draft
 * tells the user. The view model (`use-planning.ts`) keeps and clears it.
 *
 * - Target = the selection as the address writes it (`?ano=…&mes=…&meta=VBC&versao=…&linha=…`):
 *   a draft of another selection is never applied.
 * - What is kept: the changed values (a header checkbox or a row radio is only a way of setting
 *   them: the ticks are derived from the values and come back with them), a history base chosen
 *   and not saved, the undo history, the server's planned values the edits were made on and the
 *   save base (the target's `dataAtualizacao`, see `concurrency.ts`).
 * - Nothing to keep (the values equal the server's and no base is pending) → no draft.
 */
import { z } from 'zod';
import { EDIT_HISTORY_LIMIT, metasSelectionSearch, parseMetasSelection, type EditHistory } from '@conecta/core';
import { dirtyKeys } from './planning';
import { EMPTY_SELECTION, isComplete, selectionFromAddress, toMetasSelection, type PlanningSelection } from './selection';
import { HISTORY_BASES, type CategoryRow, type HistoryBase, type PlannedValues } from './types';

// Under a strict Content-Security-Policy (no 'unsafe-eval'), zod's probe for `new Function` is
// reported as a violation even though it is caught: parse without it (issue 19).
z.config({ jitless: true });

/** Version of the stored shape: a draft of another version is dropped. */
export const PLANNING_DRAFT_VERSION = 1;

/** What is stored for one selection. */
export interface PlanningDraft {
  /** The changed Meta Planejada values by category key (null: the cell was emptied). */
  values: Record<string, number | null>;
  /** The server's planned value of every category the edits were made on (to tell whether someone saved meanwhile). */
  loaded: Record<string, number>;
  /** A history base chosen on screen and not saved yet, or null. */
  historyBase: HistoryBase | null;
  /** The undo history ('Desfazer' keeps working after the restore). */
  history: EditHistory<string>;
  /** The target's update date the edits were made on (the base of the next save), or null. */
  base: string | null;
}

/** The screen's state a draft is made of. */
export interface PlanningDraftSource {
  /** The category rows on screen (the server's values). */
  rows: readonly CategoryRow[];
  /** The values changed on screen (`draftsAtom`). */
  drafts: PlannedValues;
  history: EditHistory<string>;
  historyBase: HistoryBase | null;
  /** The chosen history base is not saved yet. */
  historyBaseUnsaved: boolean;
  /** The base of the next save, or null. */
  base: string | null;
}

const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const recordSchema = z.object({ key: z.string(), before: amount.nullable(), after: amount.nullable() });
const draftSchema = z.object({
  values: z.record(z.string(), amount.nullable()),
  loaded: z.record(z.string(), z.number().finite()),
  historyBase: z.literal([...HISTORY_BASES]).nullable(),
  history: z.object({ past: z.array(z.array(recordSchema).min(1)).max(EDIT_HISTORY_LIMIT) }),
  base: z.string().nullable(),
});

/** The target of a selection's draft (the selection as the address writes it), or null while it is incomplete. */
export function planningDraftTarget(selection: PlanningSelection): string | null {
  return isComplete(selection) ? metasSelectionSearch(toMetasSelection(selection)) : null;
}

/** The selection a draft target names, when it is complete and its year is still offered; else null. */
export function selectionOfDraftTarget(target: string | null, now: Date): PlanningSelection | null {
  if (!target) return null;
  const selection = selectionFromAddress(parseMetasSelection(target), now);
  return isComplete(selection) && planningDraftTarget(selection) === target ? selection : null;
}

/**
 * The selection the screen opens on: the address's; when the address names none (the screen was
 * opened from the menu, or the user had chosen the cascade by hand before signing in again), the
 * selection of the user's kept draft, so that it is found again.
 */
export function openingSelection(fromAddress: PlanningSelection, keptTarget: string | null, now: Date): PlanningSelection {
  if (fromAddress.ano !== null) return fromAddress;
  return selectionOfDraftTarget(keptTarget, now) ?? EMPTY_SELECTION;
}

/** The draft of the screen's state, or null when there is nothing to keep (the values are the server's, no base pending). */
export function planningDraftOf(source: PlanningDraftSource): PlanningDraft | null {
  const { rows, drafts } = source;
  const changed = dirtyKeys(rows, drafts);
  const historyBase = source.historyBaseUnsaved ? source.historyBase : null;
  if (changed.length === 0 && historyBase === null) return null;
  const known = new Set(rows.map((row) => row.key));
  return {
    values: Object.fromEntries(changed.map((key) => [key, drafts[key] ?? null])),
    loaded: Object.fromEntries(rows.map((row) => [row.key, row.planejado])),
    historyBase,
    history: { past: source.history.past.map((batch) => batch.filter((record) => known.has(record.key))).filter((batch) => batch.length > 0) },
    base: source.base,
  };
}

/** Reads a stored draft; null when its shape is not this version's or it holds nothing to restore (the store then drops it). */
export function parsePlanningDraft(data: unknown): PlanningDraft | null {
  const parsed = draftSchema.safeParse(data);
  if (!parsed.success) return null;
  const draft = parsed.data;
  if (Object.keys(draft.values).length === 0 && draft.historyBase === null) return null;
  return draft;
}

/** What the banner of a restored draft says beyond 'we kept it'. */
export interface RestoredDraftNotes {
  /** The server's planned values are not those the edits were made on: someone saved meanwhile. */
  changed: boolean;
  /** Changed values of categories the target no longer has (dropped). */
  dropped: number;
}

/** Compares a restored draft with the rows now loaded. */
export function restoredDraftNotes(draft: Pick<PlanningDraft, 'values' | 'loaded'>, rows: readonly CategoryRow[]): RestoredDraftNotes {
  const known = new Set(rows.map((row) => row.key));
  return {
    changed: rows.some((row) => draft.loaded[row.key] !== row.planejado),
    dropped: Object.keys(draft.values).filter((key) => !known.has(key)).length,
  };
}
