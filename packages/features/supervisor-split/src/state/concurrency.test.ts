import { describe, expect, it } from 'vitest';
import { recordEdits, emptyHistory } from '@conecta/core';
import {
  NO_SAVED_BASES,
  changedSupervisors,
  conflictRows,
  isResolved,
  partBase,
  programConflictDrafts,
  rebaseChange,
  rebaseConflicts,
  teamBase,
  undoBase,
  unsavedDrafts,
  withBase,
  withSavedPart,
  withSavedTeam,
} from './concurrency';
import { recordsOf } from './logic';
import type { CategoryValue, Draft, SupervisorCard } from './types';

const T1 = '2026-08-05 09:00:00';
const T2 = '2026-08-05 09:00:07';
const T3 = '2026-08-05 10:15:00';

const card = (id: string, planned: number, updatedAt?: string): SupervisorCard => ({
  id,
  name: `SUP ${id}`,
  sellers: 3,
  planned,
  suggested: planned,
  average: 100,
  ...(updatedAt ? { updatedAt } : {}),
});

describe('bases', () => {
  it("a supervisor's base is his part's date as read, until the user's own save answers a newer one", () => {
    const read = card('5101', 1000, T1);
    expect(partBase(read, NO_SAVED_BASES, '5101')).toBe(T1);
    const saved = withSavedPart(NO_SAVED_BASES, '5101', T2);
    expect(partBase(read, saved, '5101')).toBe(T2);
    // A newer read (someone else saved after the user, and the screen shows it) is the base again.
    expect(partBase(card('5101', 1200, T3), saved, '5101')).toBe(T3);
    // Another supervisor keeps his own base.
    expect(partBase(card('5102', 1, T1), saved, '5102')).toBe(T1);
  });

  it('a save without X-Data-Atualizacao leaves the bookkeeping as it was', () => {
    expect(withSavedPart(NO_SAVED_BASES, '5101', null)).toBe(NO_SAVED_BASES);
    expect(withSavedTeam(NO_SAVED_BASES, null)).toBe(NO_SAVED_BASES);
  });

  it("'Programar Metas' is based on the latest date of all parts, saved ones included", () => {
    const cards = [card('5101', 1, T1), card('5102', 1, T2), card('5103', 1)];
    expect(teamBase(cards, NO_SAVED_BASES)).toBe(T2);
    // A supervisor-value save changes that part's date and so the team's latest.
    expect(teamBase(cards, withSavedPart(NO_SAVED_BASES, '5101', T3))).toBe(T3);
    expect(teamBase([], withSavedTeam(NO_SAVED_BASES, T1))).toBe(T1);
    expect(teamBase([card('5101', 1)], NO_SAVED_BASES)).toBeNull();
  });

  it("an undo is based on the date the user's own save left, so a later change by someone else conflicts", () => {
    const saved = withSavedPart(NO_SAVED_BASES, '5101', T2);
    expect(undoBase(card('5101', 1, T3), saved, '5101')).toBe(T2);
    expect(undoBase(card('5102', 1, T3), saved, '5102')).toBe(T3);
  });

  it('withBase sets or removes the base of a change', () => {
    const change = { kind: 'total' as const, supervisorId: '5101', before: 1, after: 2 };
    expect(withBase(change, T1)).toEqual({ ...change, base: T1 });
    expect(withBase({ ...change, base: T1 }, null)).toEqual(change);
  });
});

describe('a refused save', () => {
  it("re-basing keeps the user's value and takes the server's value and date as 'before' and base", () => {
    const total = { kind: 'total' as const, supervisorId: '5101', before: 1000, after: 1500, base: T1 };
    expect(rebaseChange(total, card('5101', 1200, T3), undefined)).toEqual({ ...total, before: 1200, base: T3 });
    const categories = {
      kind: 'categories' as const,
      supervisorId: '5101',
      items: [
        { key: 101, before: 10, after: 20 },
        { key: 102, before: 30, after: 40 },
      ],
      base: T1,
    };
    const now: CategoryValue[] = [
      { key: 101, name: 'BISCOITOS', planned: 12 },
      { key: 102, name: 'CAFÉ', planned: 30 },
    ];
    expect(rebaseChange(categories, card('5101', 42, T3), now)).toEqual({
      ...categories,
      items: [
        { key: 101, before: 12, after: 20 },
        { key: 102, before: 30, after: 40 },
      ],
      base: T3,
    });
    // A supervisor the server no longer sends: the change stays as it was.
    expect(rebaseChange(total, undefined, undefined)).toBe(total);
  });

  it('a change whose values the server already holds is resolved', () => {
    expect(isResolved({ kind: 'total', supervisorId: '1', before: 5, after: 5 })).toBe(true);
    expect(isResolved({ kind: 'total', supervisorId: '1', before: 4, after: 5 })).toBe(false);
    expect(isResolved({ kind: 'categories', supervisorId: '1', items: [{ key: 1, before: 2, after: 2 }] })).toBe(true);
  });

  it('rebaseConflicts re-bases only the drafts in conflict and drops the resolved ones', () => {
    const drafts: Record<string, Draft> = {
      '5101': { change: { kind: 'total', supervisorId: '5101', before: 1000, after: 1500, base: T1 }, status: 'conflict' },
      '5102': { change: { kind: 'total', supervisorId: '5102', before: 1000, after: 900, base: T1 }, status: 'conflict' },
      '5103': { change: { kind: 'total', supervisorId: '5103', before: 1000, after: 800, base: T1 }, status: 'failed' },
      '5104': { change: { kind: 'total', supervisorId: '5104', before: 1000, after: 700, base: T1 }, status: 'pending' },
    };
    const fresh = [card('5101', 1300, T3), card('5102', 900, T3), card('5103', 1, T3), card('5104', 1, T3)];
    const next = rebaseConflicts(drafts, fresh, new Map());
    expect(next['5101']).toEqual({ change: { kind: 'total', supervisorId: '5101', before: 1300, after: 1500, base: T3 }, status: 'conflict' });
    expect(next['5102']).toBeUndefined();
    // Failed and pending values are untouched (their retry and 'Meta alterada' keep working).
    expect(next['5103']).toBe(drafts['5103']);
    expect(next['5104']).toBe(drafts['5104']);
  });

  it("the panel shows, in card order, each supervisor's and each category's value beside the server's", () => {
    const drafts: Record<string, Draft> = {
      '5102': {
        change: { kind: 'categories', supervisorId: '5102', items: [{ key: 101, before: 12, after: 20 }] },
        status: 'conflict',
      },
      '5101': { change: { kind: 'total', supervisorId: '5101', before: 1300, after: 1500 }, status: 'conflict' },
      '5103': { change: { kind: 'total', supervisorId: '5103', before: 1, after: 2 }, status: 'failed' },
    };
    const categories = new Map([['5102', [{ key: 101, name: 'BISCOITOS', planned: 12 }]]]);
    expect(conflictRows(drafts, [card('5101', 0), card('5102', 0), card('5103', 0)], categories)).toEqual([
      { key: '5101', supervisor: 'SUP 5101', mine: 1500, theirs: 1300 },
      { key: '5102|101', supervisor: 'SUP 5102', category: 'BISCOITOS', mine: 20, theirs: 12 },
    ]);
  });
});

describe("a refused 'Programar Metas'", () => {
  it('the supervisors the user changed are the saved edits still undoable and the drafts', () => {
    let history = emptyHistory<string>();
    history = recordEdits(history, recordsOf({ kind: 'total', supervisorId: '5101', before: 1, after: 2 }));
    history = recordEdits(history, recordsOf({ kind: 'categories', supervisorId: '5102', items: [{ key: 7, before: 1, after: 2 }] }));
    const drafts: Record<string, Draft> = {
      '5104': { change: { kind: 'total', supervisorId: '5104', before: 1, after: 2 }, status: 'failed' },
    };
    expect([...changedSupervisors(history, drafts)].sort()).toEqual(['5101', '5102', '5104']);
  });

  it("keeps the user's values of the supervisors he changed that the server no longer holds, re-based", () => {
    const shown = [card('5101', 1500, T1), card('5102', 2000, T1), card('5103', 3000, T1)];
    const fresh = [card('5101', 1300, T3), card('5102', 2000, T3), card('5103', 2500, T3)];
    expect(programConflictDrafts(shown, fresh, new Set(['5101', '5102']))).toEqual({
      '5101': { change: { kind: 'total', supervisorId: '5101', before: 1300, after: 1500, base: T3 }, status: 'conflict' },
    });
  });

  it('unsaved values are the failed saves and the saves in conflict', () => {
    const drafts: Record<string, Draft> = {
      a: { change: { kind: 'total', supervisorId: 'a', before: 1, after: 2 }, status: 'failed' },
      b: { change: { kind: 'total', supervisorId: 'b', before: 1, after: 2 }, status: 'conflict' },
      c: { change: { kind: 'total', supervisorId: 'c', before: 1, after: 2 }, status: 'pending' },
      d: { change: { kind: 'total', supervisorId: 'd', before: 1, after: 2 }, status: 'saving' },
    };
    expect(unsavedDrafts(drafts).map((draft) => draft.change.supervisorId)).toEqual(['a', 'b']);
  });
});
