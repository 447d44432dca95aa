import { describe, expect, it } from 'vitest';
import {
  cellEdit,
  formatCellValue,
  isMultiCellPaste,
  leavesInput,
  moveTarget,
  pasteEdits,
  sameRowColumns,
  type PasteCell,
} from './value-grid-logic';

describe('formatCellValue', () => {
  it('shows whole numbers with dot thousands and nothing for no value', () => {
    expect(formatCellValue(1234567)).toBe('1.234.567');
    expect(formatCellValue(0)).toBe('0');
    expect(formatCellValue(null)).toBe('');
  });
});

describe('cellEdit', () => {
  it('reads pt-BR numbers without rounding', () => {
    expect(cellEdit('r', 'c', ' 1.234 ', 10)).toEqual({
      rowKey: 'r',
      columnId: 'c',
      text: '1.234',
      value: 1234,
    });
    expect(cellEdit('r', 'c', '1.234,00', 10)?.value).toBe(1234);
    expect(cellEdit('r', 'c', '12,5', 10)?.value).toBe(12.5);
    expect(cellEdit('r', 'c', 'R$ 2.000', 10)?.value).toBe(2000);
  });

  it('gives null for empty or invalid text (the feature says why)', () => {
    expect(cellEdit('r', 'c', '', 10)).toEqual({
      rowKey: 'r',
      columnId: 'c',
      text: '',
      value: null,
    });
    expect(cellEdit('r', 'c', 'abc', 10)?.value).toBeNull();
    expect(cellEdit('r', 'c', 'abc', null)).toEqual({
      rowKey: 'r',
      columnId: 'c',
      text: 'abc',
      value: null,
    });
  });

  it('reports nothing when the text or the number did not change', () => {
    expect(cellEdit('r', 'c', '1.234', 1234)).toBeNull();
    expect(cellEdit('r', 'c', '1234', 1234)).toBeNull();
    expect(cellEdit('r', 'c', '1.234,00', 1234)).toBeNull();
    expect(cellEdit('r', 'c', '  ', null)).toBeNull();
  });
});

describe('moveTarget', () => {
  const from = { row: 1, column: 1 };
  it('moves down with Enter and ArrowDown, up with Shift+Enter and ArrowUp', () => {
    expect(moveTarget('Enter', from, 3, 3)).toEqual({ row: 2, column: 1 });
    expect(moveTarget('ArrowDown', from, 3, 3)).toEqual({ row: 2, column: 1 });
    expect(moveTarget('ShiftEnter', from, 3, 3)).toEqual({ row: 0, column: 1 });
    expect(moveTarget('ArrowUp', from, 3, 3)).toEqual({ row: 0, column: 1 });
  });

  it('moves sideways within the row', () => {
    expect(moveTarget('ArrowLeft', from, 3, 3)).toEqual({ row: 1, column: 0 });
    expect(moveTarget('ArrowRight', from, 3, 3)).toEqual({ row: 1, column: 2 });
  });

  it('stops at the edges', () => {
    expect(moveTarget('Enter', { row: 2, column: 0 }, 3, 1)).toBeNull();
    expect(moveTarget('ArrowUp', { row: 0, column: 0 }, 3, 1)).toBeNull();
    expect(moveTarget('ArrowLeft', { row: 0, column: 0 }, 3, 2)).toBeNull();
    expect(moveTarget('ArrowRight', { row: 0, column: 1 }, 3, 2)).toBeNull();
  });
});

describe('leavesInput', () => {
  it('leaves when the caret is at the edge the arrow points to', () => {
    expect(leavesInput('ArrowLeft', 0, 0, 5)).toBe(true);
    expect(leavesInput('ArrowRight', 5, 5, 5)).toBe(true);
    expect(leavesInput('ArrowLeft', 5, 5, 5)).toBe(false);
    expect(leavesInput('ArrowRight', 0, 0, 5)).toBe(false);
    expect(leavesInput('ArrowRight', 2, 2, 5)).toBe(false);
    expect(leavesInput('ArrowLeft', 0, 0, 0)).toBe(true);
  });

  it('leaves when the whole text is selected, not with a partial selection', () => {
    expect(leavesInput('ArrowLeft', 0, 5, 5)).toBe(true);
    expect(leavesInput('ArrowRight', 0, 5, 5)).toBe(true);
    expect(leavesInput('ArrowRight', 1, 5, 5)).toBe(false);
    expect(leavesInput('ArrowLeft', 0, 3, 5)).toBe(false);
  });
});

describe('isMultiCellPaste', () => {
  it('is true for several lines or several columns', () => {
    expect(isMultiCellPaste([['1'], ['2']])).toBe(true);
    expect(isMultiCellPaste([['1', '2']])).toBe(true);
    expect(isMultiCellPaste([['1']])).toBe(false);
    expect(isMultiCellPaste([])).toBe(false);
  });
});

describe('pasteEdits', () => {
  // 4 rows × 3 editable columns; row 2 column 1 is read-only; every value starts at 5.
  const cellAt = ({ row, column }: { row: number; column: number }): PasteCell => ({
    rowKey: `r${row}`,
    columnId: `c${column}`,
    value: 5,
    isDisabled: row === 2 && column === 1,
  });

  it('fills the focused column downwards and ignores lines beyond the last row', () => {
    const edits = pasteEdits(
      [['1.234'], ['2.345,00'], ['10'], ['99']],
      { row: 1, column: 0 },
      4,
      3,
      cellAt,
    );
    expect(edits).toEqual([
      { rowKey: 'r1', columnId: 'c0', text: '1.234', value: 1234 },
      { rowKey: 'r2', columnId: 'c0', text: '2.345,00', value: 2345 },
      { rowKey: 'r3', columnId: 'c0', text: '10', value: 10 },
    ]);
  });

  it('fills the following editable columns, skipping read-only cells and extra columns', () => {
    const edits = pasteEdits(
      [
        ['1', '2', '3'],
        ['4', '7', '6'],
      ],
      { row: 1, column: 1 },
      4,
      3,
      cellAt,
    );
    expect(edits).toEqual([
      { rowKey: 'r1', columnId: 'c1', text: '1', value: 1 },
      { rowKey: 'r1', columnId: 'c2', text: '2', value: 2 },
      { rowKey: 'r2', columnId: 'c2', text: '7', value: 7 },
    ]);
  });

  it('reports only changed cells and keeps invalid text as null', () => {
    const edits = pasteEdits([['5'], ['x'], ['']], { row: 0, column: 2 }, 4, 3, cellAt);
    expect(edits).toEqual([
      { rowKey: 'r1', columnId: 'c2', text: 'x', value: null },
      { rowKey: 'r2', columnId: 'c2', text: '', value: null },
    ]);
  });
});

describe('sameRowColumns', () => {
  const render = () => 'x';
  const editable = { value: () => 1, label: () => 'l' };
  const columns = [
    { id: 'name', header: 'Nome', isRowHeader: true, render },
    { id: 'v', header: 'Valor', editable, footer: '1' },
  ];

  it('ignores footers and headers, so a new total keeps the rows', () => {
    const next = columns.map((column) => ({ ...column, footer: '2', header: `${column.header}!` }));
    expect(sameRowColumns(columns, next)).toBe(true);
  });

  it('sees new cell renderers, editable settings, order, alignment and count', () => {
    expect(
      sameRowColumns(columns, [columns[0]!, { ...columns[1]!, editable: { ...editable } }]),
    ).toBe(false);
    expect(sameRowColumns(columns, [{ ...columns[0]!, render: () => 'y' }, columns[1]!])).toBe(
      false,
    );
    expect(sameRowColumns(columns, [columns[1]!, columns[0]!])).toBe(false);
    expect(
      sameRowColumns(columns, [columns[0]!, { ...columns[1]!, align: 'start' as const }]),
    ).toBe(false);
    expect(sameRowColumns(columns, columns.slice(0, 1))).toBe(false);
  });
});
