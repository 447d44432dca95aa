import { useId, useState } from 'react';
import { Table2 } from 'lucide-react';
import { styled } from 'styled-components';
import { Button, DataTable, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../../messages';

export interface ChartDataTableProps<T> {
  /** Accessible name of the table: the chart's title. */
  label: string;
  /** The columns: the names (row header) and the chart's figures. */
  columns: readonly TableColumn<T>[];
  /** The chart's items, in the chart's order. */
  rows: readonly T[];
  /** Unique key of a row. */
  getRowKey: (row: T) => string;
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  > [data-table-area] { align-self: stretch; }
`;

/**
 * The chart's data-table alternative: a toggle ('Ver dados em tabela' / 'Ocultar tabela',
 * `aria-expanded`) that shows a native `<table>` with the chart's figures. The toggle is marked
 * `data-print-hide`; an open table prints.
 */
export function ChartDataTable<T>({ label, columns, rows, getRowKey }: ChartDataTableProps<T>) {
  const [isOpen, setOpen] = useState(false);
  const tableId = useId();
  return (
    <Area>
      <div data-print-hide="">
        <Button
          variant="secondary"
          size="sm"
          icon={<Table2 size={16} aria-hidden="true" />}
          aria-expanded={isOpen}
          aria-controls={isOpen ? tableId : undefined}
          onPress={() => setOpen((open) => !open)}
        >
          {isOpen ? MESSAGES.charts.hideTable : MESSAGES.charts.showTable}
        </Button>
      </div>
      {isOpen && (
        <div id={tableId} data-table-area="">
          <DataTable aria-label={label} columns={columns} rows={rows} getRowKey={getRowKey} />
        </div>
      )}
    </Area>
  );
}
