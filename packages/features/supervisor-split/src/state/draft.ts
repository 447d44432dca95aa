/**
 * The supervisor split's kept draft (issue 17, 'a 401 loses nothing'): the values the user changed
 * and the server does not hold yet — waiting for 'Meta alterada', on their way, refused, or in
 * conflict — are kept in the tab's storage, per signed-in user, for the target they belong to (the
 * broker scope and the full selection Ano, Periodo, Meta, Versao, Linha). When the screen shows
 * that target again (after signing back in, a reload, or choosing it again), the values are put
 * back over what the server holds now, marked as not saved. Pure: no React, no styles.
 *
 * - Saved values are not part of it (they are on the server), nor is the undo history.
 * - Each value keeps the update date it was built on (`base`): a save after someone else changed
 *   that supervisor is refused by the server (409) and the conflict panel takes over.
 * - On restore, values whose supervisor or category no longer exists are dropped, and so are values
 *   the server already holds (a save that got through just before the session ended).
 */
import { z } from 'zod';
import { DRAFT_KEYS, type DraftStore } from '@conecta/core';
import type { CategoryValue, Draft, FullSelection, SupervisorCard, SupervisorChange } from './types';

// Under a strict Content-Security-Policy (no 'unsafe-eval'), zod's probe for `new Function` is
// reported as a violation even though it is caught: parse without it (issue 19).
z.config({ jitless: true });

/** The storage slot of the screen (one per user: the latest unsaved values). */
export const SPLIT_DRAFT_KEY = DRAFT_KEYS.supervisorSplit;

/** Version of the stored shape: a draft of another version is dropped. */
export const SPLIT_DRAFT_VERSION = 1;

/** What is stored: the target's selection and the user's changes over the server values. */
export interface SplitDraft {
  selection: FullSelection;
  changes: SupervisorChange[];
}

/**
 * The record a draft belongs to: the broker scope (`IdPuxada`) and the full selection. A draft is
 * only ever applied to the same target.
 */
export function splitDraftTarget(selection: FullSelection, idPuxada: string): string {
  return JSON.stringify([idPuxada, selection.ano, selection.mes, selection.tipoMeta, selection.versao, selection.linha]);
}

/** What to keep for the drafts on screen; null when there is nothing the server does not hold. */
export function splitDraftOf(drafts: Readonly<Record<string, Draft>>, selection: FullSelection): SplitDraft | null {
  const changes = Object.values(drafts).map((draft) => draft.change);
  if (changes.length === 0) return null;
  return { selection: { ...selection }, changes };
}

const stamp = z.string().min(1).max(64);
/** A value the server held: any finite number. */
const held = z.number().finite();
/** A value the user typed: whole and above 0 (spec §5), as the screen accepts it. */
const typed = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const supervisorId = z.string().min(1).max(64);

const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('total'), supervisorId, before: held, after: typed, base: stamp.optional() }),
  z.object({
    kind: z.literal('categories'),
    supervisorId,
    items: z.array(z.object({ key: z.number().int(), before: held, after: typed })).min(1),
    base: stamp.optional(),
  }),
]);

const draftSchema = z.object({
  selection: z.object({
    ano: z.number().int().min(1900).max(9999),
    mes: z.number().int().min(1).max(12),
    tipoMeta: z.string().min(1),
    versao: z.string().min(1),
    linha: z.string().min(1),
  }),
  changes: z
    .array(changeSchema)
    .min(1)
    // One change per supervisor, as on screen.
    .refine((changes) => new Set(changes.map((change) => change.supervisorId)).size === changes.length),
});

/** Reads a stored draft back; null when it is not this version's shape (the store then drops it). */
export function parseSplitDraft(data: unknown): SplitDraft | null {
  const parsed = draftSchema.safeParse(data);
  if (!parsed.success) return null;
  const changes = parsed.data.changes.map((change): SupervisorChange => {
    const base = change.base === undefined ? {} : { base: change.base };
    return change.kind === 'total'
      ? { kind: 'total', supervisorId: change.supervisorId, before: change.before, after: change.after, ...base }
      : {
          kind: 'categories',
          supervisorId: change.supervisorId,
          items: change.items.map((item) => ({ key: item.key, before: item.before, after: item.after })),
          ...base,
        };
  });
  return { selection: parsed.data.selection, changes };
}

/**
 * The draft kept for this target, or null (none, of another target, or unreadable — an unreadable
 * one or one of an older version is removed by the store).
 */
export function loadSplitDraft(store: DraftStore | null, selection: FullSelection | null, idPuxada: string): SplitDraft | null {
  if (!store || !selection) return null;
  const target = splitDraftTarget(selection, idPuxada);
  const draft = store.load(SPLIT_DRAFT_KEY, { version: SPLIT_DRAFT_VERSION, target, parse: parseSplitDraft });
  // The envelope's target and the stored selection must agree (a hand-edited draft is not trusted).
  return draft && splitDraftTarget(draft.selection, idPuxada) === target ? draft : null;
}

/** The kept values put back over the server's, and what the banner says about them. */
export interface RestoredSplit {
  /** The drafts to show, by supervisor id: marked as not saved ('failed': 'Tentar novamente' or discard). */
  drafts: Record<string, Draft>;
  /** Supervisors whose categories were changed (their tables open, to show the values). */
  categoryIds: string[];
  /** Values (a supervisor's total or one category) dropped because their supervisor or category no longer exists. */
  dropped: number;
  /** Someone saved over the values the draft was built on (another date, or another value now). */
  changedSince: boolean;
}

/**
 * Puts a kept draft back over the server's values now (`cards`, and `categories` of the supervisors
 * whose categories were changed, when they could be read). Each value is re-based on the server's
 * value now (so totals and percentages add up) but keeps the update date it was built on, so that
 * saving over someone else's newer values is refused (409) and shown by the conflict panel.
 */
export function restoreSplitDraft(
  draft: SplitDraft,
  cards: readonly SupervisorCard[],
  categories: ReadonlyMap<string, readonly CategoryValue[]>,
): RestoredSplit {
  const drafts: Record<string, Draft> = {};
  const categoryIds: string[] = [];
  let dropped = 0;
  let changedSince = false;
  for (const change of draft.changes) {
    const card = cards.find((candidate) => candidate.id === change.supervisorId);
    if (!card) {
      dropped += change.kind === 'total' ? 1 : change.items.length;
      continue;
    }
    // The supervisor's part was saved since the draft was built (by someone else: a save of the
    // user's own that got through leaves the server holding his value, and the value is dropped).
    const movedOn = change.base !== undefined && card.updatedAt !== undefined && card.updatedAt !== change.base;
    if (change.kind === 'total') {
      if (card.planned === change.after) continue;
      if (movedOn || card.planned !== change.before) changedSince = true;
      drafts[card.id] = { change: { ...change, before: card.planned }, status: 'failed' };
      continue;
    }
    const rows = categories.get(card.id);
    let moved = movedOn;
    const items: Array<{ key: number; before: number; after: number }> = [];
    for (const item of change.items) {
      // Categories that could not be read are kept as they were (the save checks them).
      if (!rows) {
        items.push(item);
        continue;
      }
      const row = rows.find((candidate) => candidate.key === item.key);
      if (!row) {
        dropped += 1;
        continue;
      }
      if (row.planned === item.after) continue;
      if (row.planned !== item.before) moved = true;
      items.push({ ...item, before: row.planned });
    }
    if (items.length === 0) continue;
    if (moved) changedSince = true;
    drafts[card.id] = { change: { ...change, items }, status: 'failed' };
    categoryIds.push(card.id);
  }
  return { drafts, categoryIds, dropped, changedSince };
}

/**
 * Where the kept draft of the target on screen stands:
 * - `waiting`: found for this target, to be put back once the data has loaded;
 * - `restored`: put back (the banner 'Rascunho recuperado' shows while they are not saved);
 * - `notApplied`: dropped — the target can no longer be edited (`locked`) or none of its supervisors
 *   and categories exist any more (`gone`).
 */
export type RestoreState =
  | { phase: 'waiting'; target: string; draft: SplitDraft }
  | { phase: 'restored'; target: string; ids: readonly string[]; dropped: number; changedSince: boolean }
  | { phase: 'notApplied'; reason: 'locked' | 'gone' }
  | null;

/** The restore state for a kept draft found on entering a target. */
export function waitingFor(draft: SplitDraft | null, target: string | null): RestoreState {
  return draft && target ? { phase: 'waiting', target, draft } : null;
}
