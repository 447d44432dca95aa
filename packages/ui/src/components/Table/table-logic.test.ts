import { describe, expect, it } from 'vitest';
import { compareSortValues, sortRows } from './table-logic';

interface User {
  name: string;
  sales: number | null;
}

const byName = (user: User) => user.name;
const bySales = (user: User) => user.sales;

describe('sortRows', () => {
  it('orders names with the pt-BR collation, accents and case ignored', () => {
    const rows = [{ name: 'bruno' }, { name: 'Álvaro' }, { name: 'alberto' }, { name: 'Érica' }, { name: 'Eduardo' }].map(
      (row) => ({ ...row, sales: 0 }),
    );
    expect(sortRows(rows, byName, 'ascending').map(byName)).toEqual(['alberto', 'Álvaro', 'bruno', 'Eduardo', 'Érica']);
  });

  it('orders numbers numerically, not as text', () => {
    const rows: User[] = [
      { name: 'a', sales: 100 },
      { name: 'b', sales: 9 },
      { name: 'c', sales: 1_234_567 },
      { name: 'd', sales: -5 },
    ];
    expect(sortRows(rows, bySales, 'ascending').map(bySales)).toEqual([-5, 9, 100, 1_234_567]);
    expect(sortRows(rows, bySales, 'descending').map(bySales)).toEqual([1_234_567, 100, 9, -5]);
  });

  it('compares digits inside text as numbers (natural order)', () => {
    const rows = ['BRL10', 'BRL2', 'BRL1'].map((name) => ({ name, sales: 0 }));
    expect(sortRows(rows, byName, 'ascending').map(byName)).toEqual(['BRL1', 'BRL2', 'BRL10']);
  });

  it('reverses the order when descending', () => {
    const rows = ['Carla', 'Ana', 'Bia'].map((name) => ({ name, sales: 0 }));
    expect(sortRows(rows, byName, 'descending').map(byName)).toEqual(['Carla', 'Bia', 'Ana']);
  });

  it('keeps empty values last in both directions', () => {
    const rows: User[] = [
      { name: 'a', sales: null },
      { name: 'b', sales: 3 },
      { name: 'c', sales: Number.NaN },
      { name: 'd', sales: 1 },
    ];
    expect(sortRows(rows, bySales, 'ascending').map(byName)).toEqual(['d', 'b', 'a', 'c']);
    expect(sortRows(rows, bySales, 'descending').map(byName)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('is stable: equal values keep their original order', () => {
    const rows: User[] = [
      { name: 'first', sales: 1 },
      { name: 'second', sales: 1 },
      { name: 'third', sales: 0 },
      { name: 'fourth', sales: 1 },
    ];
    expect(sortRows(rows, bySales, 'ascending').map(byName)).toEqual(['third', 'first', 'second', 'fourth']);
    expect(sortRows(rows, bySales, 'descending').map(byName)).toEqual(['first', 'second', 'fourth', 'third']);
  });

  it('does not change the input array', () => {
    const rows = ['b', 'a'].map((name) => ({ name, sales: 0 }));
    const copy = [...rows];
    sortRows(rows, byName, 'ascending');
    expect(rows).toEqual(copy);
  });

  it('sorts dates by time', () => {
    const dates = [new Date('2024-03-01'), new Date('2023-12-31'), new Date('2024-01-15')];
    const sorted = sortRows(dates, (date) => date, 'ascending');
    expect(sorted.map((date) => date.toISOString().slice(0, 10))).toEqual(['2023-12-31', '2024-01-15', '2024-03-01']);
  });
});

describe('compareSortValues', () => {
  it('puts numbers before text in a mixed column', () => {
    expect(compareSortValues(10, 'Ativo')).toBeLessThan(0);
    expect(compareSortValues('Ativo', 10)).toBeGreaterThan(0);
  });

  it('treats accented and plain letters as equal', () => {
    expect(compareSortValues('Sao Paulo', 'São Paulo')).toBe(0);
  });

  it('puts blank text after any value', () => {
    expect(compareSortValues('', 'Zé')).toBeGreaterThan(0);
    expect(compareSortValues('  ', null)).toBe(0);
  });
});
