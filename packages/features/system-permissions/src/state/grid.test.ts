import { describe, expect, it } from 'vitest';
import { changesOf, saveBody, setColumn, setRow, toggleCell, usersFromServer, visibleUsers, type Edits } from './grid';

const USERS = usersFromServer([
  { idUsuario: 1, nomeUsuario: 'Ana Souza', email: 'ana@x.example', funcaoUsuario: 10, brokers: [10234], opcoes: [1, 2, 5], permissoes: [{ idFuncionalidade: 1, visualizar: true, editar: true }] },
  { idUsuario: 2, nomeUsuario: 'Bruno Lima', email: 'bruno@x.example', funcaoUsuario: 12, brokers: [10234], opcoes: [1, 5], permissoes: [{ idFuncionalidade: 5, visualizar: true, editar: false }] },
  { idUsuario: 3, nomeUsuario: 'Célia Reis', email: 'celia@x.example', funcaoUsuario: 11, brokers: [10234], opcoes: [1, 4, 5], permissoes: [] },
]);
const [ana, bruno, celia] = USERS as [(typeof USERS)[0], (typeof USERS)[0], (typeof USERS)[0]];
const NONE: Edits = new Map();

describe('the permissions grid (issue 23)', () => {
  it('reads each user with one flag pair per feature his function allows', () => {
    expect(ana.saved).toEqual([
      { id: 1, visualizar: true, editar: true },
      { id: 2, visualizar: false, editar: false },
      { id: 5, visualizar: false, editar: false },
    ]);
  });

  it('keeps Editar with Visualizar: unchecking Visualizar clears Editar; Editar alone is refused; a cell back to what it was is no change', () => {
    const cleared = toggleCell(NONE, ana, 1, 'visualizar', false);
    expect(cleared.get(1)?.[0]).toEqual({ id: 1, visualizar: false, editar: false });
    expect(toggleCell(NONE, celia, 1, 'editar', true)).toBe(NONE);
    expect(toggleCell(cleared, ana, 1, 'visualizar', true).get(1)?.[0]).toEqual({ id: 1, visualizar: true, editar: false });
    const back = toggleCell(toggleCell(cleared, ana, 1, 'visualizar', true), ana, 1, 'editar', true);
    expect(back.has(1)).toBe(false);
    // A feature his function does not allow cannot be given.
    expect(toggleCell(NONE, bruno, 2, 'visualizar', true)).toBe(NONE);
  });

  it('sets a column for the users shown who can have it (Editar brings Visualizar), and a row to all or nothing', () => {
    const column = setColumn(NONE, USERS, 5, 'editar', true);
    expect(USERS.map((user) => column.get(user.id)?.find((flag) => flag.id === 5))).toEqual([
      { id: 5, visualizar: true, editar: true },
      { id: 5, visualizar: true, editar: true },
      { id: 5, visualizar: true, editar: true },
    ]);
    expect(setColumn(NONE, USERS, 2, 'visualizar', true).has(2)).toBe(false);
    expect(setRow(NONE, celia, true).get(3)).toEqual([
      { id: 1, visualizar: true, editar: true },
      { id: 4, visualizar: true, editar: true },
      { id: 5, visualizar: true, editar: true },
    ]);
    expect(setRow(NONE, celia, false)).toEqual(NONE);
  });

  it('lists every changed cell and saves every changed user in one body, nothing for the others', () => {
    const edits = setRow(toggleCell(NONE, bruno, 5, 'visualizar', false), ana, false);
    expect(changesOf(USERS, edits).map((change) => [change.user.id, change.feature, change.after.visualizar])).toEqual([
      [1, 1, false],
      [2, 5, false],
    ]);
    expect(saveBody(USERS, edits).dados).toEqual([
      { idUsuario: 1, idFuncionalidadePermissaoPortal: 0, idFuncionalidadeAcao: '10' },
      { idUsuario: 2, idFuncionalidadePermissaoPortal: 0, idFuncionalidadeAcao: '10' },
    ]);
    const grant = toggleCell(NONE, celia, 4, 'visualizar', true);
    expect(saveBody(USERS, grant).dados).toEqual([{ idUsuario: 3, idFuncionalidadePermissaoPortal: 4, idFuncionalidadeAcao: '10' }]);
  });

  it('finds users by name or e-mail whatever the case and accents, or only the changed ones', () => {
    expect(visibleUsers(USERS, NONE, 'celia', false).map((user) => user.id)).toEqual([3]);
    expect(visibleUsers(USERS, NONE, 'BRUNO@', false).map((user) => user.id)).toEqual([2]);
    expect(visibleUsers(USERS, toggleCell(NONE, celia, 4, 'visualizar', true), '', true).map((user) => user.id)).toEqual([3]);
  });
});
