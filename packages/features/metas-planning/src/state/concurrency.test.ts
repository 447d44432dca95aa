import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '@conecta/api';
import {
  baseAfterConflict,
  baseAfterRead,
  baseAfterSave,
  baseFor,
  conflictValues,
  errorOfAnswer,
  isOwnChange,
  saveFailureOf,
  targetKeyOf,
} from './concurrency';
import { PLANNED_ROWS } from './fixtures';

const A = targetKeyOf('10234', '202603-V01', 'BRL1');
const B = targetKeyOf('10234', '202603-V01', 'BRL2');
const T1 = '2026-03-05 14:02:09';
const T2 = '2026-03-05 14:31:40';
const T3 = '2026-03-05 15:00:01';

describe('the base of a planning save', () => {
  it('is the date of the totals read for the target on screen', () => {
    expect(baseAfterRead(null, A, T1, false)).toEqual({ target: A, date: T1 });
    expect(baseFor({ target: A, date: T1 }, A, T3)).toBe(T1);
  });

  it('a read of another target replaces it; another target never borrows it', () => {
    expect(baseAfterRead({ target: A, date: T2 }, B, T1, true)).toEqual({ target: B, date: T1 });
    expect(baseFor({ target: A, date: T2 }, B, T1)).toBe(T1);
    expect(baseFor({ target: A, date: T2 }, B, null)).toBeNull();
    expect(baseFor(null, A, '')).toBeNull();
  });

  it('stays pinned while something is unsaved: a background re-read never hides a change by someone else', () => {
    const pinned = { target: A, date: T1 };
    expect(baseAfterRead(pinned, A, T2, true)).toBe(pinned);
  });

  it('follows a newer read when nothing is unsaved, and never moves back behind the user’s own save', () => {
    expect(baseAfterRead({ target: A, date: T1 }, A, T2, false)).toEqual({ target: A, date: T2 });
    const saved = { target: A, date: T3 };
    expect(baseAfterRead(saved, A, T2, false)).toBe(saved);
    expect(baseAfterRead(saved, A, null, false)).toBe(saved);
  });

  it('takes each successful save’s X-Data-Atualizacao, so consecutive own saves never conflict', () => {
    expect(baseAfterSave({ target: A, date: T1 }, A, T2)).toEqual({ target: A, date: T2 });
    expect(baseAfterSave({ target: A, date: T1 }, A, null)).toEqual({ target: A, date: T1 });
  });

  it('after a 409 is the newest version read: the conflict’s date or the re-read totals’, whichever is later', () => {
    const conflict = { changedBy: 'Ricardo Almeida', changedAt: T2 };
    expect(baseAfterConflict(A, conflict, T2)).toEqual({ target: A, date: T2 });
    expect(baseAfterConflict(A, conflict, T3)).toEqual({ target: A, date: T3 });
    expect(baseAfterConflict(A, conflict, null)).toEqual({ target: A, date: T2 });
    expect(baseAfterConflict(A, { changedBy: '', changedAt: '' }, undefined)).toBeNull();
  });
});

describe('why a save failed', () => {
  it('409: a conflict with who and when', () => {
    const error = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'x',
      body: { message: 'x', code: 'CONFLICT', responsavel: 'Carlos Eduardo Santos', dataAtualizacao: T2 },
    });
    expect(saveFailureOf(error)).toEqual({ kind: 'conflict', conflict: { changedBy: 'Carlos Eduardo Santos', changedAt: T2 } });
    expect(saveFailureOf(new ApiError({ status: 409, code: 'CONFLICT', message: 'x' }))).toEqual({
      kind: 'conflict',
      conflict: { changedBy: '', changedAt: '' },
    });
  });

  it('time-out, network and server errors', () => {
    expect(saveFailureOf(new ApiError({ status: 0, code: 'TIMEOUT', message: 'No answer' }))).toEqual({ kind: 'timeout' });
    expect(saveFailureOf(toApiError(new TypeError('Failed to fetch')))).toEqual({ kind: 'network' });
    expect(saveFailureOf(new ApiError({ status: 500, code: 'HTTP', message: 'Erro interno do servidor.', serverMessage: 'Erro interno do servidor.' }))).toEqual({
      kind: 'http',
      status: 500,
      message: 'Erro interno do servidor.',
    });
    expect(saveFailureOf(new ApiError({ status: 502, code: 'HTTP', message: 'An error occurred' }))).toEqual({ kind: 'http', status: 502, message: null });
    expect(saveFailureOf(new Error('boom'))).toEqual({ kind: 'network' });
  });

  it('a change under the user’s own name is recognised (another tab, or a save whose answer was lost)', () => {
    expect(isOwnChange({ changedBy: 'Fernanda Oliveira', changedAt: T2 }, 'fernanda oliveira')).toBe(true);
    expect(isOwnChange({ changedBy: 'Ricardo Almeida', changedAt: T2 }, 'Fernanda Oliveira')).toBe(false);
    expect(isOwnChange({ changedBy: '', changedAt: T2 }, '')).toBe(false);
  });
});

describe('an error answered without a throw', () => {
  it('becomes the same ApiError the client throws (a 409 keeps who and when)', async () => {
    const conflict = await errorOfAnswer(
      { error: { message: 'x', code: 'CONFLICT', responsavel: 'Ana Souza', dataAtualizacao: T2 }, response: new Response(null, { status: 409 }) },
      '/atualizartabelacartameta',
    );
    expect(conflict).toBeInstanceOf(ApiError);
    expect(saveFailureOf(conflict)).toEqual({ kind: 'conflict', conflict: { changedBy: 'Ana Souza', changedAt: T2 } });
    const server = await errorOfAnswer({ error: { message: 'Erro interno do servidor.' }, response: new Response(null, { status: 500 }) }, '/x');
    expect(saveFailureOf(server)).toEqual({ kind: 'http', status: 500, message: 'Erro interno do servidor.' });
    expect(await errorOfAnswer({ response: new Response('true', { status: 200 }) }, '/x')).toBeNull();
  });
});

describe('the conflict panel’s values', () => {
  it('lists each typed category whose server value now differs, with both values, in table order', () => {
    // Server now: 101 → 1100 (unchanged), 102 → 1600, 103 → 2000 (someone changed it).
    const rows = PLANNED_ROWS.map((row) => (row.key === '103' ? { ...row, planejado: 2000 } : row));
    expect(conflictValues(rows, { '103': 777, '101': 1234 })).toEqual([
      { key: '101', categoria: 'BISCOITOS', mine: 1234, theirs: 1100 },
      { key: '103', categoria: 'CHOCOLATES', mine: 777, theirs: 2000 },
    ]);
  });

  it('leaves out a typed value the server now holds too, and shows an emptied cell as empty', () => {
    expect(conflictValues(PLANNED_ROWS, { '102': 1600, '101': null })).toEqual([
      { key: '101', categoria: 'BISCOITOS', mine: null, theirs: 1100 },
    ]);
    expect(conflictValues(PLANNED_ROWS, {})).toEqual([]);
  });
});
