import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableFooter,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { styled } from 'styled-components';
import { Spinner } from '../Spinner/Spinner';
import { sortRows, type SortValue } from './table-logic';
import { cellContent, cellContentStyles, columnStyle, stackThreshold, stackedTableStyles } from './table-layout';

export type { SortDescriptor } from 'react-aria-components';

/** Horizontal alignment of a column: `end` for money and counts. */
export type TableAlign = 'start' | 'center' | 'end';

/** How a cell's text wraps: between words, also inside an e-mail address after '@', or never. */
export type TableWrap = 'words' | 'email' | 'none';

/** A clamp for long free text in a column (e.g. a notification's message). */
export interface TableClamp<T> {
  /** Most lines shown before the ellipsis (e.g. 4). */
  lines: number;
  /** Text of the link button shown when the text is cut (e.g. 'Ver mensagem completa'). */
  moreLabel: string | ((row: T) => string);
  /** Shows the whole text (e.g. opens the row's detail dialog). */
  onMore: (row: T) => void;
}

/** One column of a {@link Table}. */
export interface TableColumn<T> {
  /** Unique id of the column; the `column` of a `SortDescriptor`. */
  id: string;
  /** Header text (e.g. 'Nome', 'Meta Planejada'). */
  header: string;
  /** The raw value of the cell: used to sort, and shown as text when `cell` is not given. */
  value?: (row: T) => SortValue;
  /** Renders the cell (formatted money, a status badge, tool buttons). Defaults to the text of `value`. */
  cell?: (row: T) => ReactNode;
  /** Lets the user sort by this column by pressing its header. Needs `value` unless sorting is manual. */
  allowsSorting?: boolean;
  /** Marks the column as the row header, read by screen readers when moving between rows. Defaults to the first column. */
  isRowHeader?: boolean;
  /** Alignment of the header, cells and footer. */
  align?: TableAlign;
  /** CSS width of the column (e.g. '120px', '20%'). */
  width?: string;
  /**
   * Narrowest width of the column in px, padding included: its longest word, its buttons or its
   * one-line text fit it. When columns declare it, a table narrower than their sum stacks its rows
   * (see `stackBelow`). Give it to every column of a table with row actions.
   */
  minWidth?: number;
  /**
   * Widest the cell's content gets, in px: a single token longer than that (a 10,000-character
   * name) breaks there, as a last resort, instead of widening the table.
   */
  maxWidth?: number;
  /**
   * How the cell's text wraps: 'words' between words only (never inside one, unless a single token
   * exceeds `maxWidth`), 'email' also right after '@' (and after the dots of a very long part),
   * 'none' on one line (codes, dates, a row of tools).
   * @default 'words'
   */
  wrap?: TableWrap;
  /** Long free text: at most `lines` lines with an ellipsis, and a link button that shows it whole. */
  clamp?: TableClamp<T>;
  /** Footer (total row) cell: content, or a function of the displayed rows (e.g. a BRL sum). */
  footer?: ReactNode | ((rows: readonly T[]) => ReactNode);
}

interface TableBaseProps<T> {
  /** The columns, in display order. */
  columns: readonly TableColumn<T>[];
  /** The rows to show (already filtered and paginated by the caller). */
  rows: readonly T[];
  /** Stable unique key of a row (e.g. the user id). */
  getRowKey: (row: T) => Key;
  /** Current sort (controlled). */
  sortDescriptor?: SortDescriptor;
  /** Sort applied at first (uncontrolled). */
  defaultSortDescriptor?: SortDescriptor;
  /** Called when the user presses a sortable header; pressing the sorted header again flips the direction. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shows `rows` in the given order, for data sorted by the server; the table only reports sort changes.
   * @default false */
  manualSorting?: boolean;
  /** Text shown when there are no rows.
   * @default 'Nenhum registro encontrado.' */
  emptyMessage?: string;
  /** An action offered under the empty message (e.g. a 'Criar nova notificação' button). */
  emptyAction?: ReactNode;
  /** Shows a spinner instead of the rows while data loads.
   * @default false */
  isLoading?: boolean;
  /** Limits the height (CSS length); rows scroll under a sticky header and footer. */
  maxHeight?: string;
  /** Called with the row key when the user activates a row (click, Enter). */
  onRowAction?: (key: Key) => void;
  /**
   * Below this width of its box (px) the table shows each row as a card, one 'label  value' line
   * per column, so every action stays in view without sideways scrolling. `0` never stacks.
   * @default the sum of the columns' `minWidth`, when any declares one; otherwise never
   */
  stackBelow?: number;
}

/** Accessible name of the table: `aria-label`, or `aria-labelledby` pointing at a visible title. */
export type TableLabelling =
  | { /** Accessible name of the table (e.g. 'Usuários'). */ 'aria-label': string; 'aria-labelledby'?: string }
  | { 'aria-label'?: string; /** Id of the visible title that names the table. */ 'aria-labelledby': string };

export type TableProps<T> = TableBaseProps<T> & TableLabelling;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  /* A stackable table reads its own width: below the threshold its rows stack. */
  &[data-stackable] {
    container-type: inline-size;
  }
`;

const Scroller = styled.div`
  overflow: auto;
  max-height: var(--table-max-height, none);
  /* A stackable table never scrolls sideways (narrow boxes stack); an invisible overflow, such
     as a hidden hover tooltip by the last column, must not add a sideways scrollbar either. */
  [data-stackable] > & {
    overflow-x: hidden;
  }
`;

const Grid = styled(AriaTable)<{ $stackBelow: number | null }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: -2px; }
  ${cellContentStyles}
  ${({ $stackBelow }) => ($stackBelow !== null ? stackedTableStyles($stackBelow) : '')}
`;

const alignOf = (align: TableAlign | undefined) => (align === 'end' ? 'right' : align === 'center' ? 'center' : 'left');
const justifyOf = (align: TableAlign | undefined) =>
  align === 'end' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start';

const HeaderCell = styled(Column)<{ $align?: TableAlign }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => alignOf($align)};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  width: var(--column-width, auto);
  outline: none;
  /* A declared narrowest width holds the column open (the auto table layout ignores a cell's
     min-width, but not a box of that width inside it). */
  &[data-min-width]::after {
    content: '';
    display: block;
    width: calc(var(--column-min-width) - 2 * ${({ theme }) => theme.space[4]});
    height: 0;
  }
  &[data-allows-sorting] { cursor: pointer; }
  &[data-hovered][data-allows-sorting] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: -2px; }
`;

const HeaderContent = styled.span<{ $align?: TableAlign }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  justify-content: ${({ $align }) => justifyOf($align)};
  svg { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
  [data-sort-direction] & svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const BodyRow = styled(Row)`
  outline: none;
  &[data-hovered] > * { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[data-focus-visible] > * { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: -2px; }
  &[data-href], &[data-action] { cursor: pointer; }
`;

const BodyCell = styled(Cell)<{ $align?: TableAlign }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => alignOf($align)};
  vertical-align: middle;
  /* Money and counts never break between 'R$' and the digits. */
  white-space: ${({ $align }) => ($align === 'end' ? 'nowrap' : 'normal')};
  overflow-wrap: break-word;
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  outline: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: -2px; }
  tbody > tr:last-child > & { border-bottom: 0; }
`;

const Footer = styled(TableFooter)`
  td, th {
    position: sticky;
    bottom: 0;
    background: ${({ theme }) => theme.colors.primarySoft};
    border-top: 2px solid ${({ theme }) => theme.colors.primary};
    border-bottom: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const EmptyAction = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[6]}`};
`;

/** Key of the total row; never reported to `onRowAction`. */
const FOOTER_ROW_KEY = '__conecta-table-footer__';

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  if (direction === 'ascending') return <ArrowUp size={14} aria-hidden="true" />;
  if (direction === 'descending') return <ArrowDown size={14} aria-hidden="true" />;
  return <ArrowUpDown size={14} aria-hidden="true" />;
}

function textOf(value: SortValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString('pt-BR');
  return String(value);
}

/**
 * A generic data table on react-aria's grid: arrow keys move between cells, headers sort
 * (`aria-sort`), the header stays visible while rows scroll, an optional footer holds totals, and an
 * empty state explains when there is nothing to show. Rows are sorted on the client with pt-BR collation
 * unless `manualSorting` is set. Columns with a `minWidth` keep it, text wraps between words (`wrap`,
 * `maxWidth`, `clamp`), and a box narrower than the columns' sum stacks each row as a card
 * (`stackBelow`), so row actions stay in view without sideways scrolling.
 */
export function Table<T>({
  columns,
  rows,
  getRowKey,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  manualSorting = false,
  emptyMessage = 'Nenhum registro encontrado.',
  emptyAction,
  isLoading = false,
  maxHeight,
  onRowAction,
  stackBelow,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
}: TableProps<T>) {
  const [uncontrolledSort, setUncontrolledSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const sort = sortDescriptor ?? uncontrolledSort;

  const handleSortChange = (descriptor: SortDescriptor) => {
    setUncontrolledSort(descriptor);
    onSortChange?.(descriptor);
  };

  const displayed = useMemo(() => {
    if (isLoading) return [];
    if (manualSorting || !sort) return rows;
    const getValue = columns.find((column) => column.id === sort.column)?.value;
    return getValue ? sortRows(rows, getValue, sort.direction) : rows;
  }, [columns, rows, sort, manualSorting, isLoading]);

  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const rowHeaderColumn = columns.find((column) => column.isRowHeader) ?? columns[0];
  const hasFooter = displayed.length > 0 && columns.some((column) => column.footer !== undefined);
  const isEmpty = displayed.length === 0;
  const threshold = stackThreshold(columns, stackBelow);
  const isStackable = threshold !== null;

  return (
    <Frame data-stackable={isStackable || undefined}>
      <Scroller style={maxHeight ? ({ '--table-max-height': maxHeight } as CSSProperties) : undefined}>
        <Grid
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledby}
          sortDescriptor={sort}
          onSortChange={handleSortChange}
          onRowAction={onRowAction ? (key) => key !== FOOTER_ROW_KEY && onRowAction(key) : undefined}
          $stackBelow={threshold}
        >
          <TableHeader>
            {columns.map((column, index) => (
              <HeaderCell
                key={column.id}
                id={column.id}
                allowsSorting={column.allowsSorting ?? false}
                isRowHeader={hasRowHeader ? (column.isRowHeader ?? false) : index === 0}
                textValue={column.header}
                $align={column.align}
                data-min-width={column.minWidth !== undefined || undefined}
                style={columnStyle(column)}
              >
                {({ allowsSorting, sortDirection }) => (
                  <HeaderContent $align={column.align}>
                    {column.header}
                    {allowsSorting && <SortIcon direction={sortDirection} />}
                  </HeaderContent>
                )}
              </HeaderCell>
            ))}
          </TableHeader>
          <TableBody
            renderEmptyState={() => (
              <EmptyState>
                {isLoading ? <Spinner label="Carregando" /> : <span>{emptyMessage}</span>}
              </EmptyState>
            )}
          >
            {displayed.map((row) => {
              const key = getRowKey(row);
              return (
                <BodyRow key={key} id={key} textValue={textOf(rowHeaderColumn?.value?.(row))}>
                  {columns.map((column) => (
                    <BodyCell
                      key={column.id}
                      $align={column.align}
                      data-label={column.header}
                      data-row-header={column === rowHeaderColumn || undefined}
                    >
                      {cellContent(column, row, isStackable)}
                    </BodyCell>
                  ))}
                </BodyRow>
              );
            })}
          </TableBody>
          {hasFooter && (
            <Footer>
              <BodyRow id={FOOTER_ROW_KEY}>
                {columns.map((column) => (
                  <BodyCell key={column.id} $align={column.align} data-label={column.header}>
                    {typeof column.footer === 'function' ? column.footer(displayed) : column.footer}
                  </BodyCell>
                ))}
              </BodyRow>
            </Footer>
          )}
        </Grid>
      </Scroller>
      {isEmpty && !isLoading && emptyAction && <EmptyAction>{emptyAction}</EmptyAction>}
    </Frame>
  );
}
