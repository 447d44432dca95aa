/**
 * A tiny immutable undo history for value edits (targets by category, supervisor or seller).
 * Each user action (one typed value, one paste of a column) is one batch, undone as a whole.
 */

/** One value change: the cell `key` went from `before` to `after` (null = empty). */
export interface EditRecord<K> {
  /** Which value changed (e.g. a category key, or `${sellerId}:${categoryKey}`). */
  key: K;
  /** The value before the edit. */
  before: number | null;
  /** The value after the edit. */
  after: number | null;
}

/** The changes of one user action, undone together. */
export type EditBatch<K> = readonly EditRecord<K>[];

/** The undoable batches, oldest first. Never mutated: every operation returns a new history. */
export interface EditHistory<K> {
  /** Recorded batches, oldest first; the last one is undone next. */
  readonly past: readonly EditBatch<K>[];
}

/** Default number of batches kept by {@link recordEdits}. */
export const EDIT_HISTORY_LIMIT = 50;

/** A history with nothing to undo. */
export function emptyHistory<K>(): EditHistory<K> {
  return { past: [] };
}

/**
 * Adds one batch (one user action) to the history. An empty batch is ignored (the same history
 * is returned); beyond `limit` batches the oldest ones are dropped.
 */
export function recordEdits<K>(
  history: EditHistory<K>,
  batch: EditBatch<K>,
  limit: number = EDIT_HISTORY_LIMIT,
): EditHistory<K> {
  if (batch.length === 0) return history;
  const past = [...history.past, batch];
  const keep = Math.max(0, Math.floor(limit));
  return { past: past.length > keep ? past.slice(past.length - keep) : past };
}

/**
 * Takes the last batch off the history. `revert` is that batch, to be applied backwards (set
 * each `key` back to `before`; when a batch touches a key twice, apply it in reverse order), or
 * null when there is nothing to undo.
 */
export function undoLast<K>(history: EditHistory<K>): {
  history: EditHistory<K>;
  revert: EditBatch<K> | null;
} {
  const revert = history.past.at(-1);
  if (revert === undefined) return { history, revert: null };
  return { history: { past: history.past.slice(0, -1) }, revert };
}

/** Whether {@link undoLast} has something to undo (e.g. to enable an 'Desfazer' button). */
export function canUndo<K>(history: EditHistory<K>): boolean {
  return history.past.length > 0;
}
