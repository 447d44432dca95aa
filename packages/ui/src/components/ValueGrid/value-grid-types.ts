import type { ReactNode } from 'react';

/**
 * Contract of {@link ValueGrid}: a spreadsheet-like table of whole-number values (targets by
 * category, by supervisor, by seller). The grid owns focus and keyboard movement; the values and
 * their history (undo) live in the feature's headless state, which receives every change as a
 * batch of {@link ValueGridEdit}s.
 */

/** One cell change the user confirmed (Enter, Tab, an arrow key, clicking away) or pasted. */
export interface ValueGridEdit {
  /** `getRowKey` of the row. */
  rowKey: string;
  /** `id` of the editable column. */
  columnId: string;
  /** The typed or pasted text, trimmed (what the user wrote, for messages). */
  text: string;
  /**
   * The text read as a pt-BR number ('1.234' → 1234, '1.234,00' → 1234, 'R$ 1.234' → 1234), or
   * null when it is empty or not a number. Not rounded and not range-checked: the feature decides
   * what it accepts (> 0, ≥ 1, whole numbers only) and what it says otherwise.
   */
  value: number | null;
}

/** A column of the grid. Exactly one column should be the row header (`isRowHeader`). */
export interface ValueGridColumn<Row> {
  /** Stable id (the `columnId` of edits). */
  id: string;
  /** Header text (also the accessible name of the column). */
  header: string;
  /** Cells of this column are `<th scope="row">` (the category or person name). */
  isRowHeader?: boolean;
  /** Alignment of header and cells. @default 'start' ('end' for editable columns) */
  align?: 'start' | 'end';
  /** Read-only content of a cell. Ignored when `editable` is given. */
  render?: (row: Row) => ReactNode;
  /** Makes the column's cells editable whole-number inputs. */
  editable?: {
    /** The cell's current value (null shows an empty input). */
    value: (row: Row) => number | null;
    /** Accessible name of the cell's input, e.g. `Meta Planejada de BISCOITOS`. */
    label: (row: Row) => string;
    /** A row whose cell is read-only (e.g. a released target). */
    isDisabled?: (row: Row) => boolean;
    /** Marks the cell as changed and not yet saved (a dot and the text 'não salvo' for AT). */
    isDirty?: (row: Row) => boolean;
    /** Marks the cell invalid (red border, `aria-invalid`). */
    isInvalid?: (row: Row) => boolean;
  };
  /** Content of this column in the footer (total) row; the footer shows when any column has one. */
  footer?: ReactNode;
}

export interface ValueGridProps<Row> {
  /** Accessible name of the table. */
  'aria-label': string;
  /**
   * Id of a visible heading naming the table (e.g. the card title 'Meta por categoria'); screen
   * readers then read it instead of `aria-label`.
   */
  'aria-labelledby'?: string;
  /** The rows, in display order. */
  rows: readonly Row[];
  /** Unique key of a row (e.g. grupoBookKey, idEmpregadoFlexx). */
  getRowKey: (row: Row) => string;
  /** The columns, in display order. */
  columns: readonly ValueGridColumn<Row>[];
  /**
   * The user confirmed edits: one edit for a typed value, several for a paste (a column copied
   * from Excel fills the cells downwards from the focused one; extra lines are ignored; several
   * tab-separated columns fill the following editable columns). Only cells whose text changed
   * are reported (and not a text that reads as the very number the cell holds: '1234' over 1.234). The grid shows the new value only when the caller passes it back through
   * `editable.value`: a rejected edit simply reverts.
   */
  onCommit: (edits: ValueGridEdit[]) => void;
  /**
   * Ctrl+Z / Cmd+Z while no cell is being edited (a cell being typed in keeps the browser's own
   * text undo). Without it the shortcut does nothing.
   */
  onUndo?: () => void;
  /** Every editable cell read-only (the whole target is locked). @default false */
  isReadOnly?: boolean;
  /** Text shown instead of the rows when there are none. @default 'Nenhum dado retornado!' */
  emptyMessage?: string;
  /** Limits the height (CSS length); rows scroll under a sticky header. */
  maxHeight?: string;
  /** Tone of a row (e.g. the target level colour), shown as a left border; none by default. */
  rowTone?: (row: Row) => 'error' | 'warning' | 'info' | 'success' | undefined;
}
