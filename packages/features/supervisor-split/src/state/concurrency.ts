/**
 * Concurrent edits of the supervisor split (issue 16, "Beyond: concurrent edits"; the contract's
 * `Conflict` answer): which update date each save is based on, what a 409 leaves on screen, and what
 * 'Reaplicar meus valores' sends. Pure: no React, no styles.
 *
 * - A supervisor's values (`PUT /atualizarvalorsupervisorvalor`, `POST /atualizarvalorsupervisor`)
 *   are based on his part's `dataAtualizacao` (the summary row).
 * - 'Programar Metas' (`PUT /GravarProgramarMetasSupervisor`) is based on the latest date of all parts.
 * - Each successful save answers the new date of what it changed (`X-Data-Atualizacao`): the base of
 *   the user's next save, so his own consecutive saves never conflict.
 */
import { laterStamp, type EditHistory } from '@conecta/core';
import type { CategoryValue, Draft, SupervisorCard, SupervisorChange } from './types';

/** The update dates learned from the user's own saves (`X-Data-Atualizacao`), per part and for the team. */
export interface SavedBases {
  /** By supervisor id: the date of the user's last save of that part. */
  readonly parts: Readonly<Record<string, string>>;
  /** The date of the user's last programming (the team's latest). */
  readonly team: string | null;
}

/** Nothing saved yet. */
export const NO_SAVED_BASES: SavedBases = { parts: {}, team: null };

/** The base of a save of one supervisor's values: his part's date as read, or as the user's own last save left it. */
export function partBase(card: Pick<SupervisorCard, 'updatedAt'> | undefined, saved: SavedBases, supervisorId: string): string | null {
  return laterStamp(card?.updatedAt, saved.parts[supervisorId]);
}

/** The base of 'Programar Metas': the latest date of every supervisor part (read or saved) and of the user's last programming. */
export function teamBase(cards: ReadonlyArray<Pick<SupervisorCard, 'id' | 'updatedAt'>>, saved: SavedBases): string | null {
  return cards.reduce<string | null>((latest, card) => laterStamp(latest, partBase(card, saved, card.id)), saved.team);
}

/**
 * The base of an undo of the user's own save: the date that save left (so the undo conflicts when
 * someone else changed that supervisor since), or the part's base when the screen knows none.
 */
export function undoBase(card: Pick<SupervisorCard, 'updatedAt'> | undefined, saved: SavedBases, supervisorId: string): string | null {
  return saved.parts[supervisorId] ?? partBase(card, saved, supervisorId);
}

/** The bookkeeping after a supervisor's values were saved and the server answered `stamp`. */
export function withSavedPart(saved: SavedBases, supervisorId: string, stamp: string | null): SavedBases {
  if (!stamp) return saved;
  return { ...saved, parts: { ...saved.parts, [supervisorId]: stamp } };
}

/** The bookkeeping after the team was programmed and the server answered `stamp`. */
export function withSavedTeam(saved: SavedBases, stamp: string | null): SavedBases {
  return stamp ? { ...saved, team: stamp } : saved;
}

/** A change built on `base` (none: the save is not checked). */
export function withBase(change: SupervisorChange, base: string | null | undefined): SupervisorChange {
  const { base: _old, ...rest } = change;
  return base ? { ...rest, base } : rest;
}

/** A change in conflict, re-based on the server's values now: `before` = the server's value, `base` = its date. */
export function rebaseChange(
  change: SupervisorChange,
  card: SupervisorCard | undefined,
  categories: readonly CategoryValue[] | undefined,
): SupervisorChange {
  if (!card) return change;
  if (change.kind === 'total') return withBase({ ...change, before: card.planned }, card.updatedAt ?? change.base);
  const now = new Map((categories ?? []).map((category) => [category.key, category.planned]));
  return withBase(
    { ...change, items: change.items.map((item) => ({ ...item, before: now.get(item.key) ?? item.before })) },
    card.updatedAt ?? change.base,
  );
}

/** The server already holds the user's values: nothing left to re-apply. */
export function isResolved(change: SupervisorChange): boolean {
  return change.kind === 'total' ? change.before === change.after : change.items.every((item) => item.before === item.after);
}

/**
 * The drafts after the server's values were read again following a 409: each draft in conflict is
 * re-based on the server's values and date (its value stays the user's); one whose value the server
 * already holds is dropped. Other drafts are left as they are.
 */
export function rebaseConflicts(
  drafts: Readonly<Record<string, Draft>>,
  cards: readonly SupervisorCard[],
  categories: ReadonlyMap<string, readonly CategoryValue[]>,
): Record<string, Draft> {
  const next: Record<string, Draft> = {};
  for (const [id, draft] of Object.entries(drafts)) {
    if (draft.status !== 'conflict') {
      next[id] = draft;
      continue;
    }
    const change = rebaseChange(draft.change, cards.find((card) => card.id === id), categories.get(id));
    if (!isResolved(change)) next[id] = { change, status: 'conflict' };
  }
  return next;
}

/** One line of the conflict panel: the user's value beside the server's now. */
export interface ConflictRowModel {
  key: string;
  /** The supervisor's name. */
  supervisor: string;
  /** The category's name, for a category the user changed; absent for a supervisor's total. */
  category?: string;
  mine: number;
  theirs: number;
}

/**
 * The panel's lines, in card order: one per supervisor whose total the user changed and one per
 * changed category, from the drafts in conflict (already re-based: `before` is the server's value now).
 */
export function conflictRows(
  drafts: Readonly<Record<string, Draft>>,
  cards: ReadonlyArray<Pick<SupervisorCard, 'id' | 'name'>>,
  categories: ReadonlyMap<string, readonly CategoryValue[]>,
): ConflictRowModel[] {
  const rows: ConflictRowModel[] = [];
  for (const card of cards) {
    const draft = drafts[card.id];
    if (!draft || draft.status !== 'conflict') continue;
    const { change } = draft;
    if (change.kind === 'total') {
      rows.push({ key: card.id, supervisor: card.name, mine: change.after, theirs: change.before });
      continue;
    }
    for (const item of change.items) {
      const category = categories.get(card.id)?.find((candidate) => candidate.key === item.key)?.name ?? String(item.key);
      rows.push({ key: `${card.id}|${item.key}`, supervisor: card.name, category, mine: item.after, theirs: item.before });
    }
  }
  return rows;
}

/** Supervisors whose values the user changed on this screen: saved edits still in the undo history, and drafts. */
export function changedSupervisors(history: EditHistory<string>, drafts: Readonly<Record<string, Draft>>): Set<string> {
  const ids = new Set<string>(Object.keys(drafts));
  for (const batch of history.past) for (const record of batch) ids.add(record.key.split('|')[1] ?? '');
  ids.delete('');
  return ids;
}

/**
 * After 'Programar Metas' answered 409: the values the user had on screen for the supervisors he
 * changed, kept as drafts in conflict beside the server's values now (re-based on them), for those
 * whose value the server no longer holds. 'Reaplicar meus valores' saves them, then programs again.
 */
export function programConflictDrafts(
  shown: readonly SupervisorCard[],
  fresh: readonly SupervisorCard[],
  changed: ReadonlySet<string>,
): Record<string, Draft> {
  const drafts: Record<string, Draft> = {};
  for (const card of shown) {
    const now = fresh.find((candidate) => candidate.id === card.id);
    if (!changed.has(card.id) || !now || now.planned === card.planned) continue;
    drafts[card.id] = {
      change: withBase({ kind: 'total', supervisorId: card.id, before: now.planned, after: card.planned }, now.updatedAt),
      status: 'conflict',
    };
  }
  return drafts;
}

/** Drafts that leaving the screen would lose: failed saves and saves in conflict. */
export function unsavedDrafts(drafts: Readonly<Record<string, Draft>>): Draft[] {
  return Object.values(drafts).filter((draft) => draft.status === 'failed' || draft.status === 'conflict');
}
