import { formatBRL } from '@conecta/core';
import { Button, Dialog, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { ComparisonRowModel, SupervisorCard } from '../state/types';

export interface CompareDialogProps {
  isOpen: boolean;
  onClose: () => void;
  cards: readonly SupervisorCard[];
  rows: readonly ComparisonRowModel[] | undefined;
  isLoading: boolean;
}

interface Line {
  key: string;
  category: string;
  values: number[];
}

/** 'Comparar metas supervisores': every category by supervisor, with totals, and a Fechar button. */
export function CompareDialog({ isOpen, onClose, cards, rows, isLoading }: CompareDialogProps) {
  const lines: Line[] = (rows ?? []).map((row, i) => ({ key: `${i}-${row.category}`, ...row }));
  const sumOf = (index: number) => lines.reduce((acc, line) => acc + (line.values[index] ?? 0), 0);
  const columns: TableColumn<Line>[] = [
    {
      id: 'category',
      header: MESSAGES.compare.category,
      isRowHeader: true,
      value: (line) => line.category,
      footer: MESSAGES.compare.total,
    },
    ...cards.map((card, index) => ({
      id: `s-${card.id}`,
      header: card.name,
      align: 'end' as const,
      value: (line: Line) => line.values[index] ?? 0,
      cell: (line: Line) => formatBRL(line.values[index] ?? 0),
      footer: formatBRL(sumOf(index)),
    })),
    {
      id: 'total',
      header: MESSAGES.compare.total,
      align: 'end',
      value: (line) => line.values.reduce((acc, value) => acc + value, 0),
      cell: (line) => formatBRL(line.values.reduce((acc, value) => acc + value, 0)),
      footer: formatBRL(cards.reduce((acc, _card, index) => acc + sumOf(index), 0)),
    },
  ];
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={MESSAGES.compare.title}
      size="lg"
      isBusy={isLoading}
      actions={
        <Button variant="secondary" onPress={onClose}>
          {MESSAGES.actions.fechar}
        </Button>
      }
    >
      <Table
        aria-label={MESSAGES.compare.title}
        columns={columns}
        rows={lines}
        getRowKey={(line) => line.key}
        isLoading={isLoading}
        emptyMessage={MESSAGES.empty.noData}
        maxHeight="60vh"
      />
    </Dialog>
  );
}
