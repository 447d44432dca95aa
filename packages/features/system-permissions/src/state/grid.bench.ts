/**
 * The permissions grid with 500 users × 6 features (issue 23's proof): a bulk change of a column,
 * a whole row, the review of every change and the save body, as the screen runs them on each press.
 * `npm run bench` prints the figures; nothing here asserts a time.
 */
import { bench, describe } from 'vitest';
import { changesOf, saveBody, setColumn, setRow, toggleCell, usersFromServer, visibleUsers, type Edits } from './grid';

const USERS = usersFromServer(
  Array.from({ length: 500 }, (_, index) => ({
    idUsuario: index + 1,
    nomeUsuario: `Usuário ${String(index + 1).padStart(3, '0')}`,
    email: `usuario${index + 1}@conecta.example`,
    funcaoUsuario: 10,
    brokers: [10234],
    opcoes: [1, 2, 3, 4, 5, 6],
    permissoes: [{ idFuncionalidade: 1, visualizar: true, editar: index % 2 === 0 }],
  })),
);
const NONE: Edits = new Map();
const EVERY_COLUMN = [1, 2, 3, 4, 5, 6].reduce<Edits>((edits, feature) => setColumn(edits, USERS, feature, 'editar', true), NONE);

describe('permissions grid, 500 users × 6 features', () => {
  bench('bulk: Editar of one feature for all 500', () => {
    setColumn(NONE, USERS, 5, 'editar', true);
  });
  bench('bulk: every feature for all 500 (6 columns), then the review and the save body', () => {
    const edits = [1, 2, 3, 4, 5, 6].reduce<Edits>((acc, feature) => setColumn(acc, USERS, feature, 'editar', true), NONE);
    changesOf(USERS, edits);
    saveBody(USERS, edits);
  });
  bench('one cell on top of 500 changed users', () => {
    toggleCell(EVERY_COLUMN, USERS[250] ?? USERS[0]!, 3, 'visualizar', false);
  });
  bench('one row to nothing', () => {
    setRow(EVERY_COLUMN, USERS[10] ?? USERS[0]!, false);
  });
  bench('search among 500 (name or e-mail)', () => {
    visibleUsers(USERS, EVERY_COLUMN, 'usuario4', false);
  });
});
