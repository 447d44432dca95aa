import { formatInteger, parseBrazilianNumber } from '@conecta/core';
import type { ValueGridEdit } from './value-grid-types';

/** Text of a cell that is not being edited: '1.234', or '' for no value. */
export function formatCellValue(value: number | null): string {
  return value === null ? '' : formatInteger(value);
}

/**
 * The edit a confirmed text makes, or null when nothing changed: the trimmed text equals what the
 * cell shows, or it reads as the very number the cell already holds ('1234' over 1.234).
 */
export function cellEdit(
  rowKey: string,
  columnId: string,
  text: string,
  current: number | null,
): ValueGridEdit | null {
  const trimmed = text.trim();
  if (trimmed === formatCellValue(current)) return null;
  const value = parseBrazilianNumber(trimmed);
  if (value !== null && value === current) return null;
  return { rowKey, columnId, text: trimmed, value };
}

/** Keys that move between cells. */
export type MoveKey = 'Enter' | 'ShiftEnter' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** A cell position: the row index and the index among the editable columns. */
export interface CellPosition {
  row: number;
  column: number;
}

/**
 * Where a key moves the focus from `from` in a grid of `rowCount` rows and `columnCount`
 * editable columns, or null when there is no such cell (first/last row or column).
 * Enter and ArrowDown go down, Shift+Enter and ArrowUp go up, the side arrows stay in the row.
 */
export function moveTarget(
  key: MoveKey,
  from: CellPosition,
  rowCount: number,
  columnCount: number,
): CellPosition | null {
  const delta = {
    Enter: [1, 0],
    ArrowDown: [1, 0],
    ShiftEnter: [-1, 0],
    ArrowUp: [-1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  }[key];
  const row = from.row + (delta[0] ?? 0);
  const column = from.column + (delta[1] ?? 0);
  if (row < 0 || row >= rowCount || column < 0 || column >= columnCount) return null;
  return { row, column };
}

/**
 * Whether ArrowLeft/ArrowRight leave the input instead of moving the caret: the caret is at the
 * start (left) or the end (right) of the text, or the whole text is selected.
 */
export function leavesInput(
  key: 'ArrowLeft' | 'ArrowRight',
  selectionStart: number | null,
  selectionEnd: number | null,
  length: number,
): boolean {
  if (selectionStart === null || selectionEnd === null) return true;
  if (selectionStart === 0 && selectionEnd === length) return true;
  if (selectionStart !== selectionEnd) return false;
  return key === 'ArrowLeft' ? selectionStart === 0 : selectionEnd === length;
}

/** Whether pasted text holds more than one cell (and so fills the grid instead of the input). */
export function isMultiCellPaste(grid: readonly (readonly string[])[]): boolean {
  return grid.length > 1 || (grid[0]?.length ?? 0) > 1;
}

/** A cell a paste can reach, as the grid sees it. */
export interface PasteCell {
  rowKey: string;
  columnId: string;
  /** The value the cell holds now. */
  value: number | null;
  /** A read-only cell keeps its value (its pasted text is skipped, not shifted). */
  isDisabled: boolean;
}

/**
 * The edits of a paste: row `r` of the grid lands on row `from.row + r`, cell `c` on editable
 * column `from.column + c`; what falls outside the grid or on a read-only cell is ignored, and
 * unchanged cells give no edit. `cellAt` gives the grid's cell at a position (in range).
 */
export function pasteEdits(
  grid: readonly (readonly string[])[],
  from: CellPosition,
  rowCount: number,
  columnCount: number,
  cellAt: (position: CellPosition) => PasteCell,
): ValueGridEdit[] {
  const edits: ValueGridEdit[] = [];
  grid.forEach((cells, r) => {
    const row = from.row + r;
    if (row >= rowCount) return;
    cells.forEach((text, c) => {
      const column = from.column + c;
      if (column >= columnCount) return;
      const cell = cellAt({ row, column });
      if (cell.isDisabled) return;
      const edit = cellEdit(cell.rowKey, cell.columnId, text, cell.value);
      if (edit) edits.push(edit);
    });
  });
  return edits;
}

/** The parts of a column a body row reads (everything but `header` and `footer`). */
interface RowFacingColumn {
  id: string;
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  render?: unknown;
  editable?: unknown;
}

/**
 * Whether two column lists render body rows the same way: same ids, alignment, row header flag,
 * and the very same `render` and `editable` objects. Lets a caller rebuild the columns to change
 * a footer total (`columns.map((c) => ({ ...c, footer }))`) without re-rendering every row.
 */
export function sameRowColumns(
  a: readonly RowFacingColumn[],
  b: readonly RowFacingColumn[],
): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((column, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      column.id === other.id &&
      (column.isRowHeader ?? false) === (other.isRowHeader ?? false) &&
      column.align === other.align &&
      column.render === other.render &&
      column.editable === other.editable
    );
  });
}
