import { describe, expect, it } from 'vitest';
import { ALL_ID, displayedKeys, isAllSelected, nextSelection, selectionSummary } from './multiselect-logic';

const items = [10, 20, 30];

describe('nextSelection (Todos rules, notifications spec §4)', () => {
  it("ticking 'Todos' selects every item", () => {
    expect(nextSelection([20], [20, ALL_ID], items)).toEqual([10, 20, 30]);
    expect(nextSelection([], [ALL_ID], items)).toEqual([10, 20, 30]);
  });
  it("unticking 'Todos' clears the selection", () => {
    expect(nextSelection([ALL_ID, 10, 20, 30], [10, 20, 30], items)).toEqual([]);
  });
  it("unticking one item while all are selected keeps the others and drops 'Todos'", () => {
    const next = nextSelection([ALL_ID, 10, 20, 30], [ALL_ID, 10, 30], items);
    expect(next).toEqual([10, 30]);
    expect(displayedKeys(next, items)).toEqual([10, 30]);
  });
  it("selecting every item one by one turns 'Todos' on", () => {
    const next = nextSelection([10, 20], [10, 20, 30], items);
    expect(next).toEqual([10, 20, 30]);
    expect(displayedKeys(next, items)).toEqual([ALL_ID, 10, 20, 30]);
  });
  it('keeps item order and ignores unknown ids', () => {
    expect(nextSelection([], [30, 99, 10], items)).toEqual([10, 30]);
  });
});

describe('isAllSelected / displayedKeys', () => {
  it('needs at least one item', () => {
    expect(isAllSelected([], [])).toBe(false);
    expect(displayedKeys([], [])).toEqual([]);
    expect(isAllSelected([10, 20, 30], items)).toBe(true);
    expect(isAllSelected([10, 20], items)).toBe(false);
  });
});

describe('selectionSummary', () => {
  const emptyText = 'Nenhuma filial selecionada';
  it('shows the empty text when nothing is chosen', () => {
    expect(selectionSummary([], 5, { emptyText })).toBe('Nenhuma filial selecionada');
  });
  it('lists one or two names', () => {
    expect(selectionSummary(['Filial Recife'], 5, { emptyText })).toBe('Filial Recife');
    expect(selectionSummary(['Filial Recife', 'Filial Natal'], 5, { emptyText })).toBe('Filial Recife, Filial Natal');
  });
  it("shows the first two and '+ N' for more", () => {
    expect(selectionSummary(['a', 'b', 'c'], 5, { emptyText })).toBe('a, b, + 1');
    expect(selectionSummary(['a', 'b', 'c', 'd', 'e'], 9, { emptyText })).toBe('a, b, + 3');
  });
  it("shows the all text when every item is chosen, if given", () => {
    expect(selectionSummary(['a', 'b', 'c'], 3, { emptyText, allText: 'Todos' })).toBe('Todos');
    expect(selectionSummary(['a', 'b', 'c'], 3, { emptyText })).toBe('a, b, + 1');
  });
});
