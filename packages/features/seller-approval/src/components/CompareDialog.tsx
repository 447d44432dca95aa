import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from 'jotai';
import { commentsByName, formatMetaNumber, numberComments, numberedComments, type ValueComment } from '@conecta/core';
import { Button, CommentFootnotes, CommentMark, Dialog, Spinner, Table, type TableColumn } from '@conecta/ui';
import { ERROR_CODES, MESSAGES } from '../messages';
import { compareOpenAtom, noticeAtom, sellerEntriesAtom } from '../state/atoms';
import { queryKeys } from '../state/keys';
import { errorNotice } from '../state/actions';
import * as requests from '../state/requests';
import { useComments } from '../state/use-comment';
import { useMetaType, useScreen } from './screen-context';

type Line = requests.ComparisonRow & { id: string };

/** 'Comparar metas vendedores': every seller by category, with totals (§2.3). */
export function CompareDialog() {
  const open = useAtomValue(compareOpenAtom);
  const { ctx, chosen, actions } = useScreen();
  const metaType = useMetaType();
  const format = (value: number) => formatMetaNumber(value, metaType);
  const store = useStore();
  const entries = useAtomValue(sellerEntriesAtom);
  const query = useQuery({
    queryKey: queryKeys.comparison(ctx, chosen),
    queryFn: ({ signal }) => requests.fetchComparison(ctx, chosen, signal),
    enabled: open,
    staleTime: 0,
  });
  useEffect(() => {
    if (open && query.isError) {
      store.set(compareOpenAtom, false);
      store.set(noticeAtom, errorNotice(ERROR_CODES.comparison, query.error, 'compare'));
    }
  }, [open, query.isError, query.error, query.errorUpdatedAt, store]);

  const sellers = entries.map((entry) => store.get(entry.atom));
  const names = sellers.map((seller) => seller.name);
  const rows: Line[] = (query.data ?? []).map((row, i) => ({ ...row, id: `${i}` }));
  // Issue 26: cells whose value carries a comment get a numbered mark, listed under the table.
  const byName = commentsByName(useComments().values(), 'VENDEDOR');
  const commentAt = (i: number, category: string | null) => byName.get(`${sellers[i]?.id ?? ''}|${category ?? ''}`);
  const numbers = numberComments([
    ...rows.flatMap((row) => sellers.map((_seller, i) => commentAt(i, row.category))),
    ...sellers.map((_seller, i) => commentAt(i, null)),
  ]);
  const mark = (comment: ValueComment | undefined) => {
    const n = comment && numbers.get(comment);
    return n ? <CommentMark n={n} /> : null;
  };
  const columns: TableColumn<Line>[] = [
    { id: 'categoria', header: MESSAGES.compare.category, isRowHeader: true, value: (row) => row.category, footer: MESSAGES.compare.total },
    ...names.map<TableColumn<Line>>((name, i) => ({
      id: `s${i}`,
      header: name,
      align: 'end',
      value: (row) => row.values[i] ?? 0,
      cell: (row) => (
        <>
          {format(row.values[i] ?? 0)}
          {mark(commentAt(i, row.category))}
        </>
      ),
      footer: (all) => (
        <>
          {format(all.reduce((acc, row) => acc + (row.values[i] ?? 0), 0))}
          {mark(commentAt(i, null))}
        </>
      ),
    })),
    {
      id: 'total',
      header: MESSAGES.compare.total,
      align: 'end',
      value: (row) => row.values.reduce((a, b) => a + b, 0),
      cell: (row) => format(row.values.reduce((a, b) => a + b, 0)),
      footer: (all) => format(all.reduce((acc, row) => acc + row.values.reduce((a, b) => a + b, 0), 0)),
    },
  ];

  return (
    <Dialog
      isOpen={open}
      onOpenChange={(next) => actions.openCompare(next)}
      title={MESSAGES.compare.title}
      size="lg"
      actions={<Button onPress={() => actions.openCompare(false)}>{MESSAGES.actions.close}</Button>}
    >
      {query.isPending ? (
        <Spinner label={MESSAGES.loading} />
      ) : (
        <Table<Line>
          aria-label={MESSAGES.compare.table}
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          maxHeight="60vh"
          emptyMessage={MESSAGES.empty.noData}
        />
      )}
      {!query.isPending && <CommentFootnotes title={MESSAGES.comments.title} items={numberedComments(numbers, MESSAGES.comments.total)} />}
    </Dialog>
  );
}
