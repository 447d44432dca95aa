import { styled } from 'styled-components';
import { commentLine, formatBRL, formatPercent, type ValueComment } from '@conecta/core';
import { ValueGrid, type ValueGridColumn, type ValueGridEdit } from '@conecta/ui';
import { MESSAGES } from '../messages';
import {
  levelOf,
  minimaShare,
  plannedShare,
  rowChoice,
  suggestionOf,
  type TableTotals,
} from '../state/planning';
import type { CategoryRow, Choice, PlannedValues } from '../state/types';
import { LevelBadge } from './LevelBadge';

export interface CategoryGridProps {
  /** Category rows, in server order. */
  rows: readonly CategoryRow[];
  /** Planned value shown per row key. */
  values: PlannedValues;
  /** Row keys changed and not saved. */
  dirty: ReadonlySet<string>;
  /** Live column totals (the footer). */
  totals: TableTotals;
  /** Level of the planned total (footer of 'Nivel da meta'). */
  totalLevel: ReturnType<typeof levelOf>;
  /** Values may be changed (radios enabled, cells editable). */
  canEdit: boolean;
  /** The comment of the change that set a category's planned value (issue 26): a column when any row has one. */
  commentOf?: (grupoBookKey: number) => ValueComment | undefined;
  /** A row radio was chosen: copy that suggestion into the row. */
  onChoose: (row: CategoryRow, choice: Choice) => void;
  /** Cell edits the user confirmed (typed or pasted). */
  onCommit: (edits: ValueGridEdit[]) => void;
  /** Ctrl+Z on the grid. */
  onUndo: () => void;
}

const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: default;
  }
`;

const Strong = styled.strong`
  font-variant-numeric: tabular-nums;
`;

const COLUMN_OF: Record<Choice, string> = {
  minima: MESSAGES.table.minima,
  meta: MESSAGES.table.meta,
  ideal: MESSAGES.table.ideal,
};

/**
 * The category table on the shared `ValueGrid`: suggestions with a radio per row, the editable
 * Meta Planejada (typing, Enter or clicking away, paste of a column, Ctrl+Z), live '% Cat.',
 * levels and totals.
 */
export function CategoryGrid({ rows, values, dirty, totals, totalLevel, canEdit, commentOf, onChoose, onCommit, onUndo }: CategoryGridProps) {
  const valueOf = (row: CategoryRow) => values[row.key] ?? null;
  const choiceColumn = (choice: Choice): ValueGridColumn<CategoryRow> => ({
    id: choice,
    header: COLUMN_OF[choice],
    align: 'end',
    render: (row) => (
      <ChoiceLabel>
        <input
          type="radio"
          name={`escolha-${row.key}`}
          aria-label={MESSAGES.table.choiceLabel(COLUMN_OF[choice], row.categoria)}
          checked={rowChoice(row, valueOf(row)) === choice}
          disabled={!canEdit}
          onChange={() => onChoose(row, choice)}
        />
        {formatBRL(suggestionOf(row, choice))}
      </ChoiceLabel>
    ),
    footer: <Strong>{formatBRL(totals[choice])}</Strong>,
  });

  const columns: ValueGridColumn<CategoryRow>[] = [
    { id: 'categoria', header: MESSAGES.table.categoria, isRowHeader: true, render: (row) => row.categoria, footer: <Strong>{MESSAGES.table.total}</Strong> },
    {
      id: 'mediaBroker',
      header: MESSAGES.table.mediaBroker,
      align: 'end',
      render: (row) => formatBRL(row.mediaBroker),
      footer: <Strong>{formatBRL(totals.mediaBroker)}</Strong>,
    },
    choiceColumn('minima'),
    {
      id: 'percentMinima',
      header: MESSAGES.table.percentCat,
      align: 'end',
      render: (row) => formatPercent(minimaShare(row, totals)),
      footer: <Strong>{formatPercent(rows.length > 0 ? 100 : 0)}</Strong>,
    },
    choiceColumn('meta'),
    choiceColumn('ideal'),
    {
      id: 'planejada',
      header: MESSAGES.table.planejada,
      editable: {
        value: valueOf,
        label: (row) => MESSAGES.table.plannedLabel(row.categoria),
        isDisabled: () => !canEdit,
        isDirty: (row) => dirty.has(row.key),
        isInvalid: (row) => {
          const value = valueOf(row);
          return value === null || value <= 0;
        },
      },
      footer: <Strong>{formatBRL(totals.planejado)}</Strong>,
    },
    {
      id: 'percentPlanejada',
      header: MESSAGES.table.percentCat,
      align: 'end',
      render: (row) => formatPercent(plannedShare(valueOf(row), totals)),
      footer: <Strong>{formatPercent(totals.planejado > 0 ? 100 : 0)}</Strong>,
    },
    {
      id: 'nivel',
      header: MESSAGES.table.nivel,
      render: (row) => <LevelBadge info={levelOf(valueOf(row), row)} />,
      footer: <LevelBadge info={totalLevel} />,
    },
  ];
  if (commentOf && rows.some((row) => commentOf(row.grupoBookKey))) {
    columns.push({
      id: 'comentario',
      header: MESSAGES.comments.column,
      render: (row) => {
        const comment = commentOf(row.grupoBookKey);
        return comment ? commentLine(comment) : '';
      },
    });
  }

  return (
    <ValueGrid
      aria-label={MESSAGES.table.label}
      rows={rows}
      getRowKey={(row) => row.key}
      columns={columns}
      onCommit={onCommit}
      onUndo={onUndo}
      isReadOnly={!canEdit}
      emptyMessage={MESSAGES.empty.noData}
      rowTone={(row) => levelOf(valueOf(row), row)?.tone}
    />
  );
}
