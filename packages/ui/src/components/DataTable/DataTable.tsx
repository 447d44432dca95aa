import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner';
import type { SortDescriptor, TableColumn } from '../Table/Table';
import type { SortValue } from '../Table/table-logic';

/** Accessible name of a {@link DataTable}: a visible `caption`, an `aria-label`, or `aria-labelledby`. */
export type DataTableLabelling =
  | {
      /** Visible caption naming the table. */ caption: ReactNode;
      'aria-label'?: string;
      'aria-labelledby'?: string;
    }
  | {
      caption?: ReactNode;
      /** Accessible name of the table (e.g. 'Usuários'). */ 'aria-label': string;
      'aria-labelledby'?: string;
    }
  | {
      caption?: ReactNode;
      'aria-label'?: string;
      /** Id of the visible title that names the table. */ 'aria-labelledby': string;
    };

interface DataTableBaseProps<T> {
  /** The columns, in display order. `isRowHeader` makes that column's cells `<th scope="row">`. */
  columns: readonly TableColumn<T>[];
  /** The rows to show, already sorted, filtered and paginated by the caller. */
  rows: readonly T[];
  /** Unique key of a row (e.g. the user id, or its position on the page). */
  getRowKey: (row: T) => string | number;
  /** Current sort (controlled): the table only shows it and reports changes. */
  sortDescriptor?: SortDescriptor;
  /** Called when the user presses a sortable header; pressing the sorted header again flips the direction. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Text shown when there are no rows.
   * @default 'Nenhum registro encontrado.' */
  emptyMessage?: string;
  /** Shows a spinner ('Carregando') instead of the rows while data loads.
   * @default false */
  isLoading?: boolean;
  /** Limits the height (CSS length); rows scroll under a sticky header. */
  maxHeight?: string;
}

export type DataTableProps<T> = DataTableBaseProps<T> & DataTableLabelling;

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
  max-height: var(--table-max-height, none);
`;

/*
 * All cell styles live on the table: header and body cells are plain elements, so a page of rows
 * renders no styled component per cell (styled-components re-runs theme interpolations and hashes
 * the CSS on every render of a dynamic styled element, which dominated large pages).
 */
const NativeTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};

  > caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

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
  > thead > tr > th[data-sortable] {
    padding: 0;
    cursor: pointer;
  }
  > thead > tr > th[data-sortable]:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  > thead > tr > th > button {
    display: flex;
    align-items: center;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space[1]};
    width: 100%;
    margin: 0;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: inherit;
    text-align: inherit;
    white-space: nowrap;
    cursor: pointer;
    outline: none;
  }
  > thead > tr > th > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  > thead > tr > th > button > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > thead > tr > th[aria-sort] > button > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  > thead > tr > th[data-align='center'] > button {
    justify-content: center;
  }
  > thead > tr > th[data-align='end'] > button {
    justify-content: flex-end;
  }

  > tbody > tr:hover > * {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  > tbody > tr:focus-within > * {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  > tbody > tr > td,
  > tbody > tr > th {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
    white-space: normal;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  > tbody > tr:last-child > * {
    border-bottom: 0;
  }

  > * > tr > [data-align='center'] {
    text-align: center;
  }
  /* Money and counts never break between 'R$' and the digits. */
  > * > tr > [data-align='end'] {
    text-align: right;
    white-space: nowrap;
  }

  > tbody > tr > td[data-empty] {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
`;

/** Sort icons, created once so headers re-render cheaply. */
const SORT_ICONS = {
  ascending: <ArrowUp size={14} aria-hidden="true" />,
  descending: <ArrowDown size={14} aria-hidden="true" />,
  none: <ArrowUpDown size={14} aria-hidden="true" />,
} as const;

function textOf(value: SortValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString('pt-BR');
  return String(value);
}

interface DataRowProps<T> {
  row: T;
  columns: readonly TableColumn<T>[];
}

/** One body row; re-renders only when its row object or the columns change. */
function DataRowInner<T>({ row, columns }: DataRowProps<T>) {
  return (
    <tr>
      {columns.map((column) => {
        const content = column.cell ? column.cell(row) : textOf(column.value?.(row));
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

const DataRow = memo(DataRowInner) as typeof DataRowInner;

interface DataHeaderProps<T> {
  columns: readonly TableColumn<T>[];
  sortColumn: SortDescriptor['column'] | undefined;
  sortDirection: SortDescriptor['direction'] | undefined;
  onPressHeader: (columnId: string) => void;
}

/** The header row; re-renders only when the columns or the sort change. */
function DataHeaderInner<T>({
  columns,
  sortColumn,
  sortDirection,
  onPressHeader,
}: DataHeaderProps<T>) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const sortable = column.allowsSorting ?? false;
          const direction = sortable && sortColumn === column.id ? sortDirection : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={direction}
              data-sortable={sortable || undefined}
              data-align={column.align}
              style={column.width ? { width: column.width } : undefined}
              // The click of the header button bubbles here; a click on the cell itself sorts too.
              onClick={sortable ? () => onPressHeader(column.id) : undefined}
            >
              {sortable ? (
                <button type="button">
                  {column.header}
                  {SORT_ICONS[direction ?? 'none']}
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

const DataHeader = memo(DataHeaderInner) as typeof DataHeaderInner;

/**
 * A light, read-only data table on native `<table>` semantics: `<th scope="col">` headers whose
 * sortable ones hold a `<button>` (with `aria-sort` on the `<th>`), an optional row header column
 * (`<th scope="row">`), a sticky header, an empty-state row and a loading spinner. Sorting is
 * controlled: the caller sorts `rows` and passes `sortDescriptor`. Unlike `Table` it has no grid
 * keyboard navigation — Tab moves through the header buttons and the controls in the cells — which
 * keeps large pages cheap to render.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowKey,
  sortDescriptor,
  onSortChange,
  emptyMessage = 'Nenhum registro encontrado.',
  isLoading = false,
  maxHeight,
  caption,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
}: DataTableProps<T>) {
  // Latest sort and handler, read by a stable press handler so the memoised header skips page changes.
  const latest = useRef({ sortDescriptor, onSortChange });
  useLayoutEffect(() => {
    latest.current = { sortDescriptor, onSortChange };
  });
  const pressHeader = useCallback((columnId: string) => {
    const { sortDescriptor: current, onSortChange: report } = latest.current;
    const direction =
      current?.column === columnId && current.direction === 'ascending'
        ? 'descending'
        : 'ascending';
    report?.({ column: columnId, direction });
  }, []);

  const showRows = !isLoading && rows.length > 0;

  return (
    <Frame>
      <Scroller
        style={maxHeight ? ({ '--table-max-height': maxHeight } as CSSProperties) : undefined}
      >
        <NativeTable
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledby}
          aria-busy={isLoading || undefined}
        >
          {caption !== undefined && <caption>{caption}</caption>}
          <DataHeader
            columns={columns}
            sortColumn={sortDescriptor?.column}
            sortDirection={sortDescriptor?.direction}
            onPressHeader={pressHeader}
          />
          <tbody>
            {showRows ? (
              rows.map((row) => <DataRow key={getRowKey(row)} row={row} columns={columns} />)
            ) : (
              <tr>
                <td data-empty="" colSpan={Math.max(columns.length, 1)}>
                  {isLoading ? <Spinner label="Carregando" /> : emptyMessage}
                </td>
              </tr>
            )}
          </tbody>
        </NativeTable>
      </Scroller>
    </Frame>
  );
}
