import { Fragment, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { css } from 'styled-components';
import { Button } from '../Button/Button';
import { visuallyHidden } from '../../styles';
import type { TableColumn } from './Table';

/**
 * What `Table` and `DataTable` share so that every screen's table keeps its actions in view and
 * its words whole (house rule 13):
 * - column `minWidth`: the column never gets narrower (its cells' words and buttons fit it);
 * - stacking: when the table's box is narrower than the sum of those widths, each row becomes a
 *   card with one 'label  value' line per column, so nothing scrolls sideways (CSS container query);
 * - `wrap`: text wraps between words only ('words'), also right after '@' and '.' ('email'), or
 *   never ('none'); a single token longer than `maxWidth` breaks, as a last resort;
 * - `clamp`: long free text shows a few lines and a link button that opens it whole.
 */

/** Longest part of an e-mail (local part or domain) kept whole: longer ones may also break after their dots. */
const EMAIL_PART_KEPT_WHOLE = 24;

/**
 * The pieces of an e-mail address between which a line may break: after its '@', and after the
 * dots of a part (local or domain) longer than 24 characters. Text without an '@' is one piece.
 */
export function emailPieces(text: string): string[] {
  const at = text.lastIndexOf('@');
  if (at <= 0) return [text];
  const splitDots = (part: string) => (part.length > EMAIL_PART_KEPT_WHOLE ? part.split(/(?<=\.)(?=.)/) : [part]);
  return [...splitDots(text.slice(0, at + 1)), ...splitDots(text.slice(at + 1))].filter((piece) => piece.length > 0);
}

/**
 * An e-mail address with line-break opportunities (`<wbr>`) between its {@link emailPieces}: an
 * address wraps there, never inside a name.
 */
export function breakableEmail(text: string): ReactNode {
  const pieces = emailPieces(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/**
 * The width below which a table stacks its rows: `stackBelow` when given (0 never stacks), else
 * the sum of the columns' `minWidth` when at least one column declares one, else never (null).
 */
export function stackThreshold<T>(columns: readonly TableColumn<T>[], stackBelow: number | undefined): number | null {
  if (stackBelow !== undefined) return stackBelow > 0 ? stackBelow : null;
  if (!columns.some((column) => column.minWidth !== undefined)) return null;
  return columns.reduce((sum, column) => sum + (column.minWidth ?? 0), 0);
}

/** The CSS variables of a header cell: its width and narrowest width (rule 8: values through variables). */
export function columnStyle<T>(column: TableColumn<T>): CSSProperties | undefined {
  if (column.width === undefined && column.minWidth === undefined) return undefined;
  return {
    ...(column.width !== undefined ? { '--column-width': column.width } : {}),
    ...(column.minWidth !== undefined ? { '--column-min-width': `${column.minWidth}px` } : {}),
  } as CSSProperties;
}

interface ClampedTextProps {
  /** Most lines shown. */
  lines: number;
  /** Text of the link button shown when the text is cut. */
  moreLabel: string;
  onMore: () => void;
  children: ReactNode;
  /** Changes with the text, so the cut is measured again. */
  textKey: string;
}

/**
 * Free text cut after `lines` lines with an ellipsis; when (and only when) something is cut, a
 * link button under it opens the whole text. The whole text stays in the page for screen readers.
 */
function ClampedText({ lines, moreLabel, onMore, children, textKey }: ClampedTextProps) {
  const textRef = useRef<HTMLDivElement>(null);
  const [isCut, setCut] = useState(false);
  useEffect(() => {
    const element = textRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // Called once on observing, then whenever the box changes size (a narrower column, a stacked row).
    const observer = new ResizeObserver(() => setCut(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [textKey, lines]);
  return (
    <>
      <div ref={textRef} data-cell-clamp="" style={{ '--cell-clamp-lines': lines } as CSSProperties}>
        {children}
      </div>
      {isCut && (
        <Button size="sm" variant="link" onPress={onMore}>
          {moreLabel}
        </Button>
      )}
    </>
  );
}

function textOfValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString('pt-BR');
  return String(value);
}

/**
 * The content of a body cell: the column's `cell`, or the text of its `value`, with the column's
 * wrapping, widest width and clamp applied. In a stackable table every cell's content sits in one
 * box, so the stacked 'label  value' grid has exactly two items.
 */
export function cellContent<T>(column: TableColumn<T>, row: T, isStackable: boolean): ReactNode {
  const raw = column.cell ? column.cell(row) : textOfValue(column.value?.(row));
  const content = column.wrap === 'email' && typeof raw === 'string' ? breakableEmail(raw) : raw;
  const needsBox = isStackable || column.wrap !== undefined || column.maxWidth !== undefined || column.clamp !== undefined;
  if (!needsBox) return content;
  const clamp = column.clamp;
  return (
    <div
      data-cell-content=""
      data-wrap={column.wrap}
      style={column.maxWidth !== undefined ? ({ '--cell-max-width': `${column.maxWidth}px` } as CSSProperties) : undefined}
    >
      {clamp ? (
        <ClampedText
          lines={clamp.lines}
          moreLabel={typeof clamp.moreLabel === 'function' ? clamp.moreLabel(row) : clamp.moreLabel}
          onMore={() => clamp.onMore(row)}
          textKey={typeof raw === 'string' ? raw : textOfValue(column.value?.(row))}
        >
          {content}
        </ClampedText>
      ) : (
        content
      )}
    </div>
  );
}

/**
 * Styles of cell contents (any table): the widest width, the wrapping modes, the clamp. Words
 * never break inside unless a single one is wider than the cell can ever be.
 */
export const cellContentStyles = css`
  [data-cell-content] {
    max-width: var(--cell-max-width, none);
    overflow-wrap: break-word;
    unicode-bidi: isolate;
  }
  [data-cell-content][data-wrap='none'] {
    white-space: nowrap;
  }
  [data-cell-clamp] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--cell-clamp-lines);
    line-clamp: var(--cell-clamp-lines);
    overflow: hidden;
  }
  /* The 'read it whole' link stays on one line (the column's narrowest width holds it). */
  [data-cell-clamp] + * {
    margin-top: ${({ theme }) => theme.space[1]};
    white-space: nowrap;
  }
`;

/**
 * The stacked layout of a table whose box is narrower than `threshold` px: rows become cards,
 * each cell a 'label  value' line (the label is the column header, from `data-label`, hidden from
 * assistive technology, which still reads the table's own headers); the row header leads the card
 * unlabelled; sortable headers stay as a strip of sort buttons. The table must sit in a box with
 * `container-type: inline-size`. Applied to the `<table>` element.
 */
export const stackedTableStyles = (threshold: number) => css`
  @container (width < ${threshold}px) {
    display: block;

    > thead,
    > tbody,
    > tfoot {
      display: block;
    }

    > thead > tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
      background: ${({ theme }) => theme.colors.surfaceAlt};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    > thead > tr > th {
      position: static;
      display: block;
      width: auto;
      min-width: 0;
      padding: 0;
      border: 0;
      background: transparent;
    }
    /* No header holds its column open here (outweighs the table mode's rules for sortable headers). */
    > thead > tr > th:is([data-sortable][data-min-width], [data-allows-sorting][data-min-width], [data-min-width])::after {
      content: none;
    }
    > thead > tr > th:not([data-sortable], [data-allows-sorting]) {
      ${visuallyHidden}
    }
    > thead:not(:has([data-sortable], [data-allows-sorting])) {
      ${visuallyHidden}
    }
    /* DataTable's header buttons carry their own padding; in the strip they are compact chips. */
    > thead > tr > th > button {
      padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
      border-radius: ${({ theme }) => theme.radii.sm};
    }
    > thead > tr > th[data-allows-sorting] {
      padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
      border-radius: ${({ theme }) => theme.radii.sm};
    }

    > tbody > tr,
    > tfoot > tr {
      display: block;
      padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    > tbody > tr:last-child {
      border-bottom: 0;
    }
    /* :is(td, th) outweighs the table mode's cell rules (padding, borders). */
    > tbody > tr > :is(td, th),
    > tfoot > tr > :is(td, th) {
      display: grid;
      grid-template-columns: minmax(7rem, 25%) minmax(0, 1fr);
      column-gap: ${({ theme }) => theme.space[3]};
      align-items: baseline;
      padding: ${({ theme }) => `${theme.space[1]} 0`};
      border: 0;
      text-align: left;
      white-space: normal;
    }
    > tbody > tr > :is(td, th)[data-label]::before,
    > tfoot > tr > :is(td, th)[data-label]::before {
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.xs};
      font-weight: ${({ theme }) => theme.typography.weight.semibold};
    }
    > tbody > tr > :is(td, th)[data-row-header] {
      grid-template-columns: minmax(0, 1fr);
      padding-bottom: ${({ theme }) => theme.space[2]};
      font-weight: ${({ theme }) => theme.typography.weight.semibold};
    }
    > tbody > tr > :is(td, th)[data-row-header]::before {
      content: none;
    }
    > tbody > tr > :is(td, th)[colspan] {
      display: block;
    }
  }
`;
