/**
 * Saves refused because the data changed after it was read (HTTP 409 of the metas saves) and the
 * update date a save answers. Kept out of errors.ts, which every first load carries: only the
 * targets screens need these (and @conecta/core's conflict module behind them).
 */
import { readSaveConflict, type SaveConflict } from '@conecta/core';
import { ApiError } from './errors';

/**
 * Who changed the data and when, when `error` is a save refused because the data changed after it
 * was read (409, code 'CONFLICT'); null for any other failure.
 */
export function saveConflictOf(error: unknown): SaveConflict | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.code !== 'CONFLICT'))
    return null;
  return readSaveConflict(error.body) ?? { changedBy: '', changedAt: '' };
}

/** The header in which a metas save answers the new update date of what it changed (the next save's base). */
export const SAVED_VERSION_HEADER = 'X-Data-Atualizacao';

/** The update date a save answered (`X-Data-Atualizacao`), or null. */
export const savedVersionOf = (response: Response): string | null =>
  response.headers.get(SAVED_VERSION_HEADER);
