import { DataTable, type TableColumn } from '@conecta/ui';
import type { MetaType } from '@conecta/core';
import { MESSAGES } from '../messages';
import { valueText, type HistoryRow } from '../state/history';

export interface HistoryTableProps {
  rows: readonly HistoryRow[];
  metaType: MetaType;
  order: 'ascending' | 'descending';
  onOrder: (order: 'ascending' | 'descending') => void;
  isLoading: boolean;
  emptyMessage: string;
  labelledBy: string;
}

const T = MESSAGES.table;

/** The changes: when, who, on which screen, what, before → after, and the comment (or the return's reason). */
export function HistoryTable({ rows, metaType, order, onOrder, isLoading, emptyMessage, labelledBy }: HistoryTableProps) {
  const columns: TableColumn<HistoryRow>[] = [
    { id: 'data', header: T.data, value: (row) => row.at, cell: (row) => row.when, allowsSorting: true, wrap: 'none', minWidth: 140 },
    { id: 'quem', header: T.quem, value: (row) => row.who, isRowHeader: true, minWidth: 140 },
    { id: 'tela', header: T.tela, value: (row) => row.screen, minWidth: 120 },
    { id: 'alteracao', header: T.alteracao, value: (row) => row.change, minWidth: 200 },
    { id: 'antes', header: T.antes, align: 'end', value: (row) => row.before ?? -1, cell: (row) => valueText(row.before, metaType), wrap: 'none', minWidth: 110 },
    { id: 'depois', header: T.depois, align: 'end', value: (row) => row.after ?? -1, cell: (row) => valueText(row.after, metaType), wrap: 'none', minWidth: 110 },
    { id: 'comentario', header: T.comentario, value: (row) => row.comment, minWidth: 200, maxWidth: 420 },
  ];
  return (
    <DataTable
      aria-labelledby={labelledBy}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      sortDescriptor={{ column: 'data', direction: order }}
      onSortChange={(descriptor) => onOrder(descriptor.direction)}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
