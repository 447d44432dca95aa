import { commentsByName, formatBRL, numberComments, numberedComments, type ValueComment } from '@conecta/core';
import { Button, CommentFootnotes, CommentMark, Dialog, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { ComparisonRowModel, SupervisorCard } from '../state/types';

export interface CompareDialogProps {
  isOpen: boolean;
  onClose: () => void;
  cards: readonly SupervisorCard[];
  rows: readonly ComparisonRowModel[] | undefined;
  isLoading: boolean;
  /** Every value's current comment: the cells they explain get a numbered mark, listed under the table (issue 26). */
  comments?: ReadonlyMap<string, ValueComment>;
}

interface Line {
  key: string;
  category: string;
  values: number[];
}

/** 'Comparar metas supervisores': every category by supervisor, with totals, and a Fechar button. */
export function CompareDialog({ isOpen, onClose, cards, rows, isLoading, comments }: CompareDialogProps) {
  const lines: Line[] = (rows ?? []).map((row, i) => ({ key: `${i}-${row.category}`, ...row }));
  const sumOf = (index: number) => lines.reduce((acc, line) => acc + (line.values[index] ?? 0), 0);
  const byName = commentsByName(comments?.values() ?? [], 'SUPERVISOR');
  const commentAt = (card: SupervisorCard, category: string | null) => byName.get(`${card.id}|${category ?? ''}`);
  const numbers = numberComments([
    ...lines.flatMap((line) => cards.map((card) => commentAt(card, line.category))),
    ...cards.map((card) => commentAt(card, null)),
  ]);
  const mark = (comment: ValueComment | undefined) => {
    const n = comment && numbers.get(comment);
    return n ? <CommentMark n={n} /> : null;
  };
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
      cell: (line: Line) => (
        <>
          {formatBRL(line.values[index] ?? 0)}
          {mark(commentAt(card, line.category))}
        </>
      ),
      footer: (
        <>
          {formatBRL(sumOf(index))}
          {mark(commentAt(card, null))}
        </>
      ),
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
      <CommentFootnotes
        title={MESSAGES.comments.title}
        items={numberedComments(numbers, MESSAGES.comments.total)}
      />
    </Dialog>
  );
}
