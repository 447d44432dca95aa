/**
 * The change history of a month's targets (issue 26): one change per value saved and per workflow
 * step, the comment a value carries, and the filters of the 'Histórico' panel. Pure data; the API
 * package maps the server's rows into {@link TargetChange} once.
 */
import { backendStampText } from './format';

/** At most this many characters (UTF-16 units, as the browser counts `maxLength`) in a comment. */
export const COMMENT_MAX_LENGTH = 280;

/** What a change did: a value saved on a screen, or a step of the workflow. */
export type ChangeAction = 'PLANEJAMENTO' | 'VALOR' | 'PROGRAMACAO' | 'APROVACAO' | 'DEVOLUCAO' | 'LIBERACAO';
/** Whose value: the target's (planning), a supervisor's share or a seller's. */
export type ChangeLevel = 'META' | 'SUPERVISOR' | 'VENDEDOR';
/** The screen a change was made on. */
export type ChangeScreen = 'PLANEJAMENTO' | 'PROGRAMACAO' | 'RATEIO_VENDEDOR' | 'STATUS';

/** One change of a month's targets, as the history lists it (oldest first). */
export interface TargetChange {
  id: number;
  action: ChangeAction;
  level: ChangeLevel;
  screen: ChangeScreen;
  supervisorId: string | null;
  supervisorName: string | null;
  sellerId: string | null;
  sellerName: string | null;
  /** The category (`grupoBookKey`) when a category's value changed; null for a total or a step. */
  categoryKey: number | null;
  categoryName: string | null;
  before: number | null;
  after: number | null;
  /** The comment saved with the change, or the reason of a return; null when none. */
  comment: string | null;
  userId: number;
  userName: string;
  /** When, as the server wrote it ('YYYY-MM-DD HH:MM:SS'). */
  at: string;
}

/** Which value a comment belongs to: a level, its person and, for a category, its key. */
export interface ValueRef {
  level: ChangeLevel;
  supervisorId?: string | null;
  sellerId?: string | null;
  categoryKey?: number | null;
}

/** The comment of the change that set a value's current figure, and which value it is about. */
export interface ValueComment extends Required<ValueRef> {
  text: string;
  userName: string;
  at: string;
  before: number | null;
  after: number | null;
  /** The supervisor's or seller's name, as the history names him; null for the target's own values. */
  personName: string | null;
  /** The category's name; null for a total. */
  categoryName: string | null;
}

/** A stable key of the value a change (or a screen cell) is about. */
export function valueKey(ref: ValueRef): string {
  const person = ref.level === 'VENDEDOR' ? (ref.sellerId ?? '') : ref.level === 'SUPERVISOR' ? (ref.supervisorId ?? '') : '';
  return `${ref.level}|${person}|${ref.categoryKey ?? ''}`;
}

/** Whether the change saved a value (and so can carry a comment about it). */
export const isValueChange = (change: TargetChange): boolean => change.action === 'VALOR' || change.action === 'PLANEJAMENTO';

/**
 * The comment each value shows: that of the last change of the value, when it carried one. A later
 * change without a comment clears it — the comment explained a figure the value no longer has.
 * `changes` in the history's order (oldest first).
 */
export function currentComments(changes: readonly TargetChange[]): Map<string, ValueComment> {
  const last = new Map<string, TargetChange>();
  for (const change of changes) if (isValueChange(change)) last.set(valueKey(change), change);
  const comments = new Map<string, ValueComment>();
  for (const [key, change] of last) {
    if (change.comment === null || change.comment.trim() === '') continue;
    comments.set(key, {
      level: change.level,
      supervisorId: change.supervisorId,
      sellerId: change.sellerId,
      categoryKey: change.categoryKey,
      text: change.comment,
      userName: change.userName,
      at: change.at,
      before: change.before,
      after: change.after,
      personName: change.level === 'VENDEDOR' ? change.sellerName : change.level === 'SUPERVISOR' ? change.supervisorName : null,
      categoryName: change.categoryName,
    });
  }
  return comments;
}

/**
 * A comment as the save sends it: what was typed, unchanged (house rule 12), or nothing when it is
 * blank. Longer than {@link COMMENT_MAX_LENGTH} never reaches here (the field stops at it).
 */
export function commentToSend(typed: string | null | undefined): string | undefined {
  return typed != null && typed.trim() !== '' ? typed : undefined;
}

/**
 * Numbers the comments of a table's cells in reading order (row by row, then the totals), 1 first:
 * the marks in the cells and the list under the table share these numbers.
 */
export function numberComments(cells: Iterable<ValueComment | undefined>): Map<ValueComment, number> {
  const numbers = new Map<ValueComment, number>();
  for (const comment of cells) if (comment && !numbers.has(comment)) numbers.set(comment, numbers.size + 1);
  return numbers;
}

/** The comments of one level by person and category name (the compare tables name categories only). */
export function commentsByName(comments: Iterable<ValueComment>, level: ChangeLevel): Map<string, ValueComment> {
  const byName = new Map<string, ValueComment>();
  for (const comment of comments) {
    if (comment.level !== level) continue;
    const person = level === 'VENDEDOR' ? comment.sellerId : comment.supervisorId;
    byName.set(`${person ?? ''}|${comment.categoryName ?? ''}`, comment);
  }
  return byName;
}

/** One numbered comment under a compare table: what it is about, the text, who and when. */
export interface NumberedComment {
  n: number;
  /** 'CARLOS EDUARDO SANTOS · BISCOITOS' (a total: 'CARLOS EDUARDO SANTOS · Total'). */
  subject: string;
  text: string;
  author: string;
  /** 'dd/MM/yyyy HH:mm'. */
  when: string;
}

/** The list under a compare table, in the order of {@link numberComments}; `totalLabel` names a total. */
export function numberedComments(numbers: ReadonlyMap<ValueComment, number>, totalLabel: string): NumberedComment[] {
  return [...numbers].map(([comment, n]) => ({
    n,
    subject: `${comment.personName ?? ''} · ${comment.categoryName ?? totalLabel}`,
    text: comment.text,
    author: comment.userName,
    when: backendStampText(comment.at),
  }));
}

/** A comment as a table cell shows it: '“Ajuste de março.” — Fernanda Oliveira, 02/11/2026 08:15'. */
export function commentLine(comment: ValueComment): string {
  return `“${comment.text}” — ${comment.userName}, ${backendStampText(comment.at)}`;
}
