/**
 * Concurrent edits of a planning target (issue 16, "Beyond: concurrent edits"; `openapi/conecta.yaml`
 * 409): the base a save is built on, what a refused save tells the user, and the values shown side
 * by side in the conflict panel. Pure: the view model (`use-planning.ts`) wires it.
 *
 * The base is the `dataAtualizacao` of the target's totals (GET /tabelacartametatotal Tipo=T) the
 * screen read, sent back as `DATA_ATUALIZACAO_BASE` in every save item. It follows a new read only
 * while nothing is unsaved (the values on screen are the server's), and every successful save's
 * `X-Data-Atualizacao` (so a user's own consecutive saves never conflict). While the user has
 * unsaved changes it stays pinned to what he started from: a background re-read never hides a
 * change made by someone else.
 */
import { ApiError, apiErrorFromResponse, saveConflictOf } from '@conecta/api';
import { laterStamp, type SaveConflict } from '@conecta/core';
import type { CategoryRow, PlannedValues } from './types';

/** The base of the next save for one target. */
export interface SaveBase {
  /** The target it belongs to (see `targetKeyOf`). */
  target: string;
  /** 'YYYY-MM-DD HH:MM:SS', as the server wrote it. */
  date: string;
}

/** Identity of a planning target on screen: broker scope, version and line (the totals query's key). */
export function targetKeyOf(scope: string, versao: string, linha: string): string {
  return `${scope}|${versao}|${linha}`;
}

/**
 * The base after the totals (Tipo=T) were read with `read` as their `dataAtualizacao`:
 * another target → the read; unsaved changes on screen → unchanged (pinned to what the user
 * started from); else the later of the two (a stale cached read never moves it back behind the
 * user's own save). No date read → unchanged.
 */
export function baseAfterRead(current: SaveBase | null, target: string, read: string | null | undefined, hasUnsaved: boolean): SaveBase | null {
  if (!read) return current;
  if (!current || current.target !== target) return { target, date: read };
  if (hasUnsaved) return current;
  const date = laterStamp(current.date, read) ?? current.date;
  return date === current.date ? current : { target, date };
}

/** The base after a successful save: the save's `X-Data-Atualizacao` (unchanged when the answer had none). */
export function baseAfterSave(current: SaveBase | null, target: string, header: string | null | undefined): SaveBase | null {
  const date = (header ?? '').trim();
  return date ? { target, date } : current;
}

/**
 * The base after a 409, once the server's data was read again: the later of the conflict's date
 * and the re-read totals' date — the version the screen now shows beside the user's values, which
 * a re-apply is sent on.
 */
export function baseAfterConflict(target: string, conflict: SaveConflict, reread: string | null | undefined): SaveBase | null {
  const date = laterStamp(conflict.changedAt.trim(), (reread ?? '').trim());
  return date ? { target, date } : null;
}

/** The date to send for `target` ('' or another target's base → none, the save is not checked). */
export function baseFor(base: SaveBase | null, target: string, fallback: string | null | undefined): string | null {
  if (base && base.target === target) return base.date;
  return fallback ? fallback : null;
}

/**
 * The ApiError of a call that answered an error without throwing (a client without Conecta's
 * error middleware, or a middleware that answered in its place): openapi-fetch then returns the
 * parsed body as `error`. Null when the answer is a success.
 */
export async function errorOfAnswer(result: { error?: unknown; response: Response }, path: string): Promise<ApiError | null> {
  const { error, response } = result;
  if (response.ok) return null;
  const text = error === undefined ? null : typeof error === 'string' ? error : JSON.stringify(error);
  return apiErrorFromResponse(new Response(text, { status: response.status, statusText: response.statusText }), path);
}

/** Why a save did not go through. */
export type SaveFailure =
  /** 409: someone changed the target after it was read. */
  | { kind: 'conflict'; conflict: SaveConflict }
  /** No answer within the client's time limit (the save may or may not have been stored). */
  | { kind: 'timeout' }
  /** No answer at all (network down, connection dropped). */
  | { kind: 'network' }
  /** The server answered an error (4xx/5xx) with its message when it sent one. */
  | { kind: 'http'; status: number; message: string | null };

/** Classifies what a save threw. */
export function saveFailureOf(error: unknown): SaveFailure {
  const conflict = saveConflictOf(error);
  if (conflict) return { kind: 'conflict', conflict };
  if (error instanceof ApiError) {
    if (error.code === 'TIMEOUT') return { kind: 'timeout' };
    if (error.status === 0) return { kind: 'network' };
    return { kind: 'http', status: error.status, message: error.serverMessage ?? null };
  }
  if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'timeout' };
  return { kind: 'network' };
}

/** The change was made under the user's own name (another tab, or an earlier save whose answer was lost). */
export function isOwnChange(conflict: SaveConflict, userName: string | null | undefined): boolean {
  const name = (userName ?? '').trim().toLocaleLowerCase('pt-BR');
  return name !== '' && conflict.changedBy.trim().toLocaleLowerCase('pt-BR') === name;
}

/** One category of the conflict panel: the user's value beside the server's now. */
export interface ConflictValue {
  key: string;
  categoria: string;
  /** What the user typed (null: the cell is empty). */
  mine: number | null;
  /** What the server holds now. */
  theirs: number;
}

/**
 * The categories whose server value now differs from what the user typed (the drafts on the rows
 * read after the conflict), in table order. A typed value the server now holds too is not listed.
 */
export function conflictValues(rows: readonly CategoryRow[], drafts: PlannedValues): ConflictValue[] {
  return rows
    .filter((row) => row.key in drafts && (drafts[row.key] ?? null) !== row.planejado)
    .map((row) => ({ key: row.key, categoria: row.categoria, mine: drafts[row.key] ?? null, theirs: row.planejado }));
}
