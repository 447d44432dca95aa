import { useMemo } from 'react';
import { styled } from 'styled-components';
import { formatMetaValue, type AchievementLevel, type AchievementLine, type AchievementSort, type MetaType } from '@conecta/core';
import { AchievementBadge, Button, DataTable, type SortDescriptor, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';

export interface LinesTableProps {
  /** Names the table (a visible heading's id). */
  labelledBy: string;
  level: AchievementLevel;
  lines: readonly AchievementLine[];
  metaType: MetaType;
  sort: AchievementSort;
  onSort: (sort: AchievementSort) => void;
  isLoading: boolean;
  emptyMessage: string;
  /** Opens a line's detail (drill-down); absent at the last level. */
  onOpen?: (key: string) => void;
}

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const SORT_COLUMNS: readonly AchievementSort['column'][] = ['name', 'meta', 'realizado', 'percent'];

/**
 * A level of the report as a table: name, Meta, Realizado, '% Atingimento' (§9 colours), sortable
 * by any column; a name opens the next level when `onOpen` is given.
 */
export function LinesTable({ labelledBy, level, lines, metaType, sort, onSort, isLoading, emptyMessage, onOpen }: LinesTableProps) {
  const T = MESSAGES.table;
  const columns = useMemo<TableColumn<AchievementLine>[]>(
    () => [
      {
        id: 'name',
        header: MESSAGES.levels.header[level],
        isRowHeader: true,
        allowsSorting: true,
        wrap: 'words',
        minWidth: 160,
        cell: (line) =>
          onOpen ? (
            <Button variant="link" aria-label={MESSAGES.drill.open(line.name, level)} onPress={() => onOpen(line.key)}>
              {line.name}
            </Button>
          ) : (
            <Name>{line.name}</Name>
          ),
      },
      { id: 'meta', header: T.meta, align: 'end', allowsSorting: true, minWidth: 120, cell: (line) => formatMetaValue(line.meta, metaType) },
      { id: 'realizado', header: T.realizado, align: 'end', allowsSorting: true, minWidth: 120, cell: (line) => formatMetaValue(line.realizado, metaType) },
      { id: 'percent', header: T.atingimento, align: 'end', allowsSorting: true, minWidth: 120, cell: (line) => <AchievementBadge value={line.percent} labels={MESSAGES.badge} /> },
    ],
    [level, metaType, onOpen, T],
  );
  const descriptor: SortDescriptor = { column: sort.column, direction: sort.direction };
  return (
    <DataTable
      aria-labelledby={labelledBy}
      columns={columns}
      rows={lines}
      getRowKey={(line) => line.key}
      sortDescriptor={descriptor}
      onSortChange={(next) => {
        const column = SORT_COLUMNS.find((id) => id === next.column);
        if (column) onSort({ column, direction: next.direction });
      }}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
