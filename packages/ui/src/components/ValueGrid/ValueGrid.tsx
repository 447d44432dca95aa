import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { styled } from 'styled-components';
import { parseClipboardGrid } from '@conecta/core';
import { focusRing, visuallyHidden } from '../../styles';
import {
  cellEdit,
  formatCellValue,
  isMultiCellPaste,
  leavesInput,
  moveTarget,
  pasteEdits,
  sameRowColumns,
  type CellPosition,
  type MoveKey,
} from './value-grid-logic';
import type { ValueGridColumn, ValueGridEdit, ValueGridProps } from './value-grid-types';

export type { ValueGridColumn, ValueGridEdit, ValueGridProps } from './value-grid-types';

/** Text shown when the grid has no rows, unless `emptyMessage` says otherwise. */
export const VALUE_GRID_EMPTY_MESSAGE = 'Nenhum dado retornado!';
/** Screen-reader text of a changed, not yet saved cell. */
export const VALUE_GRID_DIRTY_TEXT = 'não salvo';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Scroller = styled.div`
  overflow: auto;
  max-height: var(--value-grid-max-height, none);
`;

/*
 * Every cell style lives on the table, so a grid of 300 rows renders no styled component per row
 * or cell: rows and cells are plain elements styled by selectors and data attributes.
 */
const NativeTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;

  > thead > tr > th {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }

  > tbody > tr > td,
  > tbody > tr > th {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  > tbody > tr:last-child > * {
    border-bottom: 0;
  }

  /*
   * The row header (the category or person name) stays in view when many columns scroll
   * sideways. Every body cell has a background, so the sticky one covers what passes under it.
   */
  > tbody > tr > * {
    background: ${({ theme }) => theme.colors.surface};
  }
  > * > tr > th[scope='row']:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
  }
  > thead > tr > th:first-child,
  > tfoot > tr > th[scope='row']:first-child {
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky + 1};
  }
  > tbody > tr:hover > * {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  > tbody > tr:focus-within > * {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  /* The row's tone (e.g. its target level) as a left border. */
  > tbody > tr[data-tone] > :first-child {
    box-shadow: inset 4px 0 0 var(--value-grid-tone);
  }
  > tbody > tr[data-tone='error'] {
    --value-grid-tone: ${({ theme }) => theme.colors.error};
  }
  > tbody > tr[data-tone='warning'] {
    --value-grid-tone: ${({ theme }) => theme.colors.warning};
  }
  > tbody > tr[data-tone='info'] {
    --value-grid-tone: ${({ theme }) => theme.colors.info};
  }
  > tbody > tr[data-tone='success'] {
    --value-grid-tone: ${({ theme }) => theme.colors.success};
  }

  > tfoot > tr > * {
    position: sticky;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndex.sticky};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  > * > tr > [data-align='end'] {
    text-align: right;
    white-space: nowrap;
  }

  > tbody > tr > td[data-empty] {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }

  /* A fixed-width box: the inputs line up and never squeeze the names. */
  [data-value-cell] {
    position: relative;
    display: inline-flex;
    vertical-align: middle;
  }

  [data-value-cell] > input {
    box-sizing: border-box;
    width: 9rem;
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]} ${theme.space[1]} ${theme.space[5]}`};
    font: inherit;
    text-align: right;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    /* Keeps a focused cell clear of the sticky header and footer when moving by keyboard... */
    scroll-margin-block: 3.5rem;
    /* ...and clear of the sticky row header when many columns scroll sideways. */
    scroll-margin-inline-start: 12rem;
    outline: none;
  }
  [data-value-cell] > input:focus-visible {
    ${focusRing}
    border-color: ${({ theme }) => theme.colors.primary};
  }
  [data-value-cell] > input[readonly] {
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: default;
  }
  [data-value-cell] > input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.error};
  }

  /* Changed, not yet saved: a dot inside the input's free left side ('não salvo' for AT). */
  [data-value-cell] > [data-dirty-dot] {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[2]};
    width: 8px;
    height: 8px;
    margin-top: -4px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.warning};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.warningText};
    pointer-events: none;
  }
  [data-value-cell] > [data-dirty-text] {
    ${visuallyHidden}
  }
`;

/** Stable callbacks shared by every cell; they read the grid's latest props through a ref. */
interface GridHandlers {
  commit: (rowKey: string, columnId: string, text: string, current: number | null) => void;
  move: (from: CellPosition, key: MoveKey) => boolean;
  canMove: (from: CellPosition, key: MoveKey) => boolean;
  paste: (from: CellPosition, grid: string[][]) => void;
  undo: () => void;
}

interface ValueCellProps {
  rowIndex: number;
  columnIndex: number;
  rowKey: string;
  columnId: string;
  value: number | null;
  label: string;
  isReadOnly: boolean;
  isDirty: boolean;
  isInvalid: boolean;
  handlers: GridHandlers;
}

/**
 * One editable cell: an input showing the formatted value, holding a local draft while typed in.
 * Re-renders only when its own value, label or flags change.
 */
const ValueCell = memo(function ValueCell({
  rowIndex,
  columnIndex,
  rowKey,
  columnId,
  value,
  label,
  isReadOnly,
  isDirty,
  isInvalid,
  handlers,
}: ValueCellProps) {
  const [draft, setDraftState] = useState<string | null>(null);
  // Read synchronously by blur, which fires while another handler of this cell is still running.
  const draftRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectAfterRender = useRef(false);
  const dirtyId = useId();
  const shown = formatCellValue(value);
  const position: CellPosition = { row: rowIndex, column: columnIndex };

  useLayoutEffect(() => {
    if (!selectAfterRender.current) return;
    selectAfterRender.current = false;
    const input = inputRef.current;
    if (input && input === input.ownerDocument.activeElement) input.select();
  });

  const setDraft = (next: string | null) => {
    draftRef.current = next;
    setDraftState(next);
  };

  const selectAll = () => {
    inputRef.current?.select();
    selectAfterRender.current = true;
  };

  const commit = () => {
    const text = draftRef.current;
    if (text === null) return;
    setDraft(null);
    handlers.commit(rowKey, columnId, text, value);
  };

  const hasDraft = () => draftRef.current !== null && draftRef.current.trim() !== shown;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key, shiftKey, altKey, ctrlKey, metaKey } = event;
    const modified = altKey || ctrlKey || metaKey;
    const input = event.currentTarget;
    switch (key) {
      case 'Enter': {
        if (modified) return;
        event.preventDefault();
        commit();
        if (!handlers.move(position, shiftKey ? 'ShiftEnter' : 'Enter')) selectAll();
        return;
      }
      case 'ArrowUp':
      case 'ArrowDown': {
        if (modified || shiftKey) return;
        event.preventDefault();
        commit();
        if (!handlers.move(position, key)) selectAll();
        return;
      }
      case 'ArrowLeft':
      case 'ArrowRight': {
        if (modified || shiftKey) return;
        const leaves = leavesInput(
          key,
          input.selectionStart,
          input.selectionEnd,
          input.value.length,
        );
        if (!leaves || !handlers.canMove(position, key)) return;
        event.preventDefault();
        commit();
        handlers.move(position, key);
        return;
      }
      case 'Escape': {
        if (draftRef.current === null) return;
        // Restores the value; the key stops here so an enclosing dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        setDraft(null);
        selectAll();
        return;
      }
      case 'z':
      case 'Z': {
        if (!(ctrlKey || metaKey) || shiftKey || altKey || hasDraft()) return;
        event.preventDefault();
        if (draftRef.current !== null) setDraft(null);
        handlers.undo();
        return;
      }
      default:
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const grid = parseClipboardGrid(event.clipboardData.getData('text/plain'));
    if (!isMultiCellPaste(grid)) return; // one cell: the input takes the text as usual
    event.preventDefault();
    if (isReadOnly) return; // a paste starting on a read-only cell changes nothing
    if (draftRef.current !== null) setDraft(null);
    handlers.paste(position, grid);
    selectAll();
  };

  // A first click selects the whole value (as Tab does), so typing replaces it.
  const onMouseDown = (event: MouseEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.button !== 0 || input === input.ownerDocument.activeElement) return;
    event.preventDefault();
    input.focus();
  };

  return (
    <div data-value-cell="">
      {isDirty && <span data-dirty-dot="" aria-hidden="true" />}
      {isDirty && (
        <span data-dirty-text="" id={dirtyId}>
          {VALUE_GRID_DIRTY_TEXT}
        </span>
      )}
      <input
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={isInvalid || undefined}
        aria-readonly={isReadOnly || undefined}
        aria-describedby={isDirty ? dirtyId : undefined}
        readOnly={isReadOnly}
        data-cell={`${rowIndex}:${columnIndex}`}
        value={draft ?? shown}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={commit}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onMouseDown={onMouseDown}
      />
    </div>
  );
});

interface ValueRowProps<Row> {
  row: Row;
  rowIndex: number;
  rowKey: string;
  columns: readonly ValueGridColumn<Row>[];
  editableIndex: ReadonlyMap<string, number>;
  isReadOnly: boolean;
  tone: string | undefined;
  handlers: GridHandlers;
}

/** One body row; re-renders only when its row object, position, tone or the columns change. */
function ValueRowInner<Row>({
  row,
  rowIndex,
  rowKey,
  columns,
  editableIndex,
  isReadOnly,
  tone,
  handlers,
}: ValueRowProps<Row>) {
  return (
    <tr data-tone={tone}>
      {columns.map((column) => {
        const { editable } = column;
        if (editable) {
          return (
            <td key={column.id} data-align={column.align ?? 'end'}>
              <ValueCell
                rowIndex={rowIndex}
                columnIndex={editableIndex.get(column.id) ?? 0}
                rowKey={rowKey}
                columnId={column.id}
                value={editable.value(row)}
                label={editable.label(row)}
                isReadOnly={isReadOnly || (editable.isDisabled?.(row) ?? false)}
                isDirty={editable.isDirty?.(row) ?? false}
                isInvalid={editable.isInvalid?.(row) ?? false}
                handlers={handlers}
              />
            </td>
          );
        }
        const content = column.render?.(row);
        return column.isRowHeader ? (
          <th key={column.id} scope="row" data-align={column.align}>
            {content}
          </th>
        ) : (
          <td key={column.id} data-align={column.align}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

const ValueRow = memo(ValueRowInner) as typeof ValueRowInner;

/**
 * A spreadsheet-like table of whole-number values (targets by category, supervisor or seller) on
 * native `<table>` semantics. Editable cells are inputs showing '1.234'; Enter confirms and goes
 * down (Shift+Enter up), Tab and Shift+Tab go sideways, the arrow keys move between cells (the
 * side arrows once the caret reaches the edge of the text), clicking away confirms, Escape
 * restores the value. A column copied from Excel (pt-BR numbers) pastes downwards from the focused
 * cell as one batch of edits; Ctrl+Z / Cmd+Z outside a typed draft calls `onUndo`.
 *
 * The grid never changes values itself: it reports edits through `onCommit` and shows what the
 * caller passes back. Rows are memoised: keep `columns` stable (`useMemo`) and keep unchanged row
 * objects identical, so editing one cell re-renders only its row.
 */
export function ValueGrid<Row>({
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  rows,
  getRowKey,
  columns,
  onCommit,
  onUndo,
  isReadOnly = false,
  emptyMessage = VALUE_GRID_EMPTY_MESSAGE,
  maxHeight,
  rowTone,
}: ValueGridProps<Row>) {
  const tableRef = useRef<HTMLTableElement>(null);

  // The columns the rows see change only when a row would render differently (not for a new
  // footer total), so memoised rows skip the update.
  const [rowColumns, setRowColumns] = useState(columns);
  if (rowColumns !== columns && !sameRowColumns(rowColumns, columns)) setRowColumns(columns);

  const editableColumns = useMemo(
    () => rowColumns.filter((column) => column.editable),
    [rowColumns],
  );
  const editableIndex = useMemo(
    () => new Map(editableColumns.map((column, index) => [column.id, index])),
    [editableColumns],
  );

  // The latest props, read by the stable handlers so memoised rows skip unrelated renders.
  const latest = useRef({ rows, getRowKey, editableColumns, onCommit, onUndo, isReadOnly });
  useLayoutEffect(() => {
    latest.current = { rows, getRowKey, editableColumns, onCommit, onUndo, isReadOnly };
  });

  const handlers = useMemo<GridHandlers>(() => {
    const targetOf = (from: CellPosition, key: MoveKey) =>
      moveTarget(key, from, latest.current.rows.length, latest.current.editableColumns.length);
    const report = (edits: ValueGridEdit[]) => {
      if (edits.length > 0) latest.current.onCommit(edits);
    };
    return {
      commit: (rowKey, columnId, text, current) => {
        const edit = cellEdit(rowKey, columnId, text, current);
        report(edit ? [edit] : []);
      },
      canMove: (from, key) => targetOf(from, key) !== null,
      move: (from, key) => {
        const target = targetOf(from, key);
        const input =
          target &&
          tableRef.current?.querySelector<HTMLInputElement>(
            `input[data-cell="${target.row}:${target.column}"]`,
          );
        if (!input) return false;
        input.focus();
        return true;
      },
      paste: (from, grid) => {
        const { rows: current, getRowKey: keyOf, editableColumns: editable } = latest.current;
        if (latest.current.isReadOnly) return;
        report(
          pasteEdits(grid, from, current.length, editable.length, ({ row, column }) => {
            const item = current[row] as Row;
            const col = editable[column] as ValueGridColumn<Row>;
            return {
              rowKey: keyOf(item),
              columnId: col.id,
              value: col.editable?.value(item) ?? null,
              isDisabled: col.editable?.isDisabled?.(item) ?? false,
            };
          }),
        );
      },
      undo: () => {
        if (!latest.current.isReadOnly) latest.current.onUndo?.();
      },
    };
  }, []);

  const hasFooter = rows.length > 0 && columns.some((column) => column.footer !== undefined);

  return (
    <Frame>
      <Scroller
        style={maxHeight ? ({ '--value-grid-max-height': maxHeight } as CSSProperties) : undefined}
      >
        <NativeTable ref={tableRef} aria-label={ariaLabel} aria-labelledby={ariaLabelledby}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  data-align={column.align ?? (column.editable ? 'end' : undefined)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length > 0 ? (
              rows.map((row, rowIndex) => {
                const rowKey = getRowKey(row);
                return (
                  <ValueRow
                    key={rowKey}
                    row={row}
                    rowIndex={rowIndex}
                    rowKey={rowKey}
                    columns={rowColumns}
                    editableIndex={editableIndex}
                    isReadOnly={isReadOnly}
                    tone={rowTone?.(row)}
                    handlers={handlers}
                  />
                );
              })
            ) : (
              <tr>
                <td data-empty="" colSpan={Math.max(columns.length, 1)}>
                  {emptyMessage}
                </td>
              </tr>
            )}
          </tbody>
          {hasFooter && (
            <tfoot>
              <tr>
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th key={column.id} scope="row" data-align={column.align}>
                      {column.footer}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      data-align={column.align ?? (column.editable ? 'end' : undefined)}
                    >
                      {column.footer}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </NativeTable>
      </Scroller>
    </Frame>
  );
}
