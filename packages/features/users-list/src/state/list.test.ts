import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, PAGE_SIZE, pageBounds, pageCount, pageOf, searchRows, sortRows, visibleRows } from './list';
import { userRowsFromServer } from './rows';
import { serverRow } from './fixtures';

const rows = userRowsFromServer([
  serverRow({ iD_USUARIO: 1, dsC_NOME_USUARIO: 'Érica Alves', dsC_EMAIL: 'erica@a.example', dsC_FUNCAO: 'Supervisor', inD_USUARIO_INATIVO: '1' }),
  serverRow({ iD_USUARIO: 2, dsC_NOME_USUARIO: 'bruno Costa', dsC_EMAIL: 'bruno@b.example', dsC_FUNCAO: 'Vendedor' }),
  serverRow({ iD_USUARIO: 3, dsC_NOME_USUARIO: 'Ana Lima', dsC_EMAIL: 'zeta@c.example', dsC_FUNCAO: 'Gerente' }),
  serverRow({ iD_USUARIO: 4, dsC_NOME_USUARIO: 'Carla', dsC_EMAIL: 'carla@d.example', dsC_APELIDO: '' }),
]);
const names = (list: readonly { nomeUsuario: string }[]) => list.map((row) => row.nomeUsuario);

describe('searchRows', () => {
  it('matches name or e-mail ignoring case and accents', () => {
    expect(names(searchRows(rows, 'ERICA'))).toEqual(['Érica Alves']);
    expect(names(searchRows(rows, 'zeta@'))).toEqual(['Ana Lima']);
    expect(names(searchRows(rows, '  '))).toHaveLength(4);
    expect(searchRows(rows, 'nobody')).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts by name ascending with accents and case folded', () => {
    expect(names(sortRows(rows, DEFAULT_SORT))).toEqual(['Ana Lima', 'bruno Costa', 'Carla', 'Érica Alves']);
  });
  it('toggles to descending and sorts other columns', () => {
    expect(names(sortRows(rows, { column: 'nome', direction: 'descending' }))).toEqual(['Érica Alves', 'Carla', 'bruno Costa', 'Ana Lima']);
    expect(names(sortRows(rows, { column: 'email', direction: 'ascending' }))).toEqual(['bruno Costa', 'Carla', 'Érica Alves', 'Ana Lima']);
    expect(names(sortRows(rows, { column: 'status', direction: 'descending' }))[0]).toBe('Érica Alves');
  });
  it('puts empty values last in both directions', () => {
    expect(names(sortRows(rows, { column: 'broker', direction: 'ascending' })).at(-1)).toBe('Carla');
    expect(names(sortRows(rows, { column: 'broker', direction: 'descending' })).at(-1)).toBe('Carla');
  });
  it('does not change its input', () => {
    const before = names(rows);
    sortRows(rows, { column: 'nome', direction: 'descending' });
    expect(names(rows)).toEqual(before);
  });
  it('search then sort', () => {
    expect(names(visibleRows(rows, 'a', { column: 'nome', direction: 'descending' }))).toEqual(['Érica Alves', 'Carla', 'bruno Costa', 'Ana Lima']);
  });
});

describe('paging', () => {
  const many = Array.from({ length: 120 }, (_, index) => index);
  it('has pages of 50', () => {
    expect(PAGE_SIZE).toBe(50);
    expect(pageCount(120)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 2)).toEqual(many.slice(50, 100));
    expect(pageOf(many, 9)).toEqual(many.slice(100));
    expect(pageBounds(120, 3)).toEqual({ from: 101, to: 120 });
    expect(pageBounds(0, 1)).toEqual({ from: 0, to: 0 });
  });
});
