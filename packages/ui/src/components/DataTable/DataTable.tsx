import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { styled, keyframes } from 'styled-components';
import { mediaMatches } from '../../media-query';
import { Spinner } from '../Spinner/Spinner';
import type { SortDescriptor, TableColumn } from '../Table/Table';
import {
  cellContent,
  cellContentStyles,
  columnStyle,
  stackThreshold,
  stackedTableStyles,
} from '../Table/table-layout';

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
  /**
   * Below this width of its box (px) the table shows each row as a card, one 'label  value' line
   * per column, so every action stays in view without sideways scrolling. `0` never stacks.
   * @default the sum of the columns' `minWidth`, when any declares one; otherwise never
   */
  stackBelow?: number;
  /**
   * Key of a row to point out (e.g. the one just saved): it is scrolled into view and shown in the
   * highlight colour, which fades out over 4 s (at once under reduced motion). Clear it afterwards.
   */
  highlightedKey?: string | number | null;
}

export type DataTableProps<T> = DataTableBaseProps<T> & DataTableLabelling;

/** The highlighted row's colour holds for half the time, then fades into the table's own. */
const highlightFade = keyframes`
  0%, 50% { background-color: var(--table-highlight); }
  100% { background-color: transparent; }
`;

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

/*
 * All cell styles live on the table: header and body cells are plain elements, so a page of rows
 * renders no styled component per cell (styled-components re-runs theme interpolations and hashes
 * the CSS on every render of a dynamic styled element, which dominated large pages).
 */
const NativeTable = styled.table<{ $stackBelow: number | null }>`
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
    width: var(--column-width, auto);
  }
  /* A declared narrowest width holds the column open (cells' own min-width is not honoured by
     the auto table layout; a box of that width inside the header is). */
  > thead > tr > th[data-min-width]::after {
    content: '';
    display: block;
    width: calc(var(--column-min-width) - 2 * ${({ theme }) => theme.space[4]});
    height: 0;
  }
  > thead > tr > th[data-sortable] {
    padding: 0;
    cursor: pointer;
  }
  /* The header button carries the padding. */
  > thead > tr > th[data-sortable][data-min-width]::after {
    width: var(--column-min-width);
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

  --table-highlight: ${({ theme }) => theme.colors.primarySoft};
  > tbody > tr[data-highlighted] > * {
    animation: ${highlightFade} 4s ease-in;
  }
  /* Under reduced motion the colour stays put until the highlight is cleared. */
  @media (prefers-reduced-motion: reduce) {
    > tbody > tr[data-highlighted] > * {
      animation: none;
      background: ${({ theme }) => theme.colors.primarySoft};
    }
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
    overflow-wrap: break-word;
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

  ${cellContentStyles}
  ${({ $stackBelow }) => ($stackBelow !== null ? stackedTableStyles($stackBelow) : '')}
`;


/** Sort icons, created once so headers re-render cheaply. */
const SORT_ICONS = {
  ascending: <ArrowUp size={14} aria-hidden="true" />,
  descending: <ArrowDown size={14} aria-hidden="true" />,
  none: <ArrowUpDown size={14} aria-hidden="true" />,
} as const;

interface DataRowProps<T> {
  row: T;
  columns: readonly TableColumn<T>[];
  /** The rows may stack: every cell's content sits in one box. */
  isStackable: boolean;
  isHighlighted: boolean;
}

/** One body row; re-renders only when its row object, the columns or its highlight change. */
function DataRowInner<T>({ row, columns, isStackable, isHighlighted }: DataRowProps<T>) {
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (!isHighlighted) return;
    const reduced = mediaMatches('(prefers-reduced-motion: reduce)');
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [isHighlighted]);
  return (
    <tr ref={ref} data-highlighted={isHighlighted || undefined}>
      {columns.map((column) => {
        const content = cellContent(column, row, isStackable);
        return column.isRowHeader ? (
          <th key={column.id} scope="row" data-align={column.align} data-row-header="">
            {content}
          </th>
        ) : (
          <td key={column.id} data-align={column.align} data-label={column.header}>
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
              data-min-width={column.minWidth !== undefined || undefined}
              style={columnStyle(column)}
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
 * keeps large pages cheap to render. Like `Table`, it honours the columns' `minWidth`, `wrap`, `maxWidth`
 * and `clamp`, and stacks each row as a card in a box narrower than the columns' sum (`stackBelow`).
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
  stackBelow,
  highlightedKey = null,
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
  const threshold = stackThreshold(columns, stackBelow);
  const isStackable = threshold !== null;

  return (
    <Frame data-stackable={isStackable || undefined}>
      <Scroller
        style={maxHeight ? ({ '--table-max-height': maxHeight } as CSSProperties) : undefined}
      >
        <NativeTable
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledby}
          aria-busy={isLoading || undefined}
          $stackBelow={threshold}
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
              rows.map((row) => {
                const key = getRowKey(row);
                return (
                  <DataRow
                    key={key}
                    row={row}
                    columns={columns}
                    isStackable={isStackable}
                    isHighlighted={highlightedKey !== null && key === highlightedKey}
                  />
                );
              })
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
