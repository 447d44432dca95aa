import { describe, expect, it } from 'vitest';
import { BROKER_OWN_ROW } from './fixtures';
import { revealTargetOf } from './reveal';
import { rowFromServer } from './rows';

/** Rows with these ids, newest first as the server lists them. */
const rowsOf = (...ids: number[]) =>
  ids.map((id, index) => rowFromServer({ ...BROKER_OWN_ROW, titulo: `${id}|Notificação ${id}` }, index));

describe('revealTargetOf', () => {
  it('finds the created row: the one the grid before the save had not, on its page of 3', () => {
    const before = new Set(rowsOf(9, 8, 7, 6, 5).map((row) => row.key));
    expect(revealTargetOf({ kind: 'created' }, before, rowsOf(10, 9, 8, 7, 6, 5))).toEqual({ key: 'n10', page: 1 });
    // A server that lists oldest first puts it on the last page.
    expect(revealTargetOf({ kind: 'created' }, before, rowsOf(5, 6, 7, 8, 9, 10))).toEqual({ key: 'n10', page: 2 });
  });

  it('takes the newest id when several rows are new or the grid before is unknown', () => {
    const before = new Set(rowsOf(5).map((row) => row.key));
    expect(revealTargetOf({ kind: 'created' }, before, rowsOf(5, 11, 12, 4))).toEqual({ key: 'n12', page: 1 });
    expect(revealTargetOf({ kind: 'created' }, null, rowsOf(1, 2, 3, 4, 20, 6, 7))).toEqual({ key: 'n20', page: 2 });
  });

  it('finds the edited row by its id, on its page', () => {
    expect(revealTargetOf({ kind: 'edited', idNotificacao: 3 }, null, rowsOf(9, 8, 7, 6, 5, 4, 3))).toEqual({ key: 'n3', page: 3 });
  });

  it('reveals nothing when the row is not in the grid (deleted meanwhile, or nothing new)', () => {
    const rows = rowsOf(3, 2, 1);
    expect(revealTargetOf({ kind: 'edited', idNotificacao: 42 }, null, rows)).toBeNull();
    expect(revealTargetOf({ kind: 'created' }, new Set(rows.map((row) => row.key)), rows)).toBeNull();
    expect(revealTargetOf({ kind: 'created' }, null, [])).toBeNull();
  });
});
