import { useEffect, useMemo, useRef } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { commentLine, formatMetaNumber, valueKey } from '@conecta/core';
import { Spinner, ValueGrid, type ValueGridColumn, type ValueGridEdit } from '@conecta/ui';
import type { PrimitiveAtom } from 'jotai';
import { ERROR_CODES, MESSAGES } from '../messages';
import { noticeAtom } from '../state/atoms';
import { queryKeys } from '../state/keys';
import { errorNotice } from '../state/actions';
import * as requests from '../state/requests';
import { categoryCeiling, categoryShown, readCategoryValue } from '../state/rules';
import type { CategoryValue, SellerState } from '../state/types';
import { useComments } from '../state/use-comment';
import { useMetaType, useScreen } from './screen-context';

interface CategoryTableProps {
  /** The seller's own atom. */
  sellerAtom: PrimitiveAtom<SellerState>;
  /** idEmpregadoFlexx of the seller. */
  sellerId: string;
  /** The seller's name (names the table, its cells and its total). */
  name: string;
}

/**
 * A seller's editable category table ('Visualizar por Categoria') with its total: spreadsheet
 * editing through the ui `ValueGrid` (typing, pasting a column from Excel, Ctrl+Z).
 */
export function CategoryTable({ sellerAtom, sellerId, name }: CategoryTableProps) {
  const { ctx, chosen, editable, actions } = useScreen();
  const store = useStore();
  const seller = useAtomValue(sellerAtom);
  const metaType = useMetaType();
  const ceiling = categoryCeiling(seller, metaType);
  const query = useQuery({
    queryKey: queryKeys.sellerCategories(ctx, chosen, sellerId),
    queryFn: ({ signal }) => requests.fetchSellerCategories(ctx, chosen, sellerId, signal),
  });
  const loadedOnce = useRef(false);

  useEffect(() => {
    if (query.data) {
      loadedOnce.current = true;
      actions.setSellerCategories(sellerId, query.data);
    }
  }, [query.data, actions, sellerId]);

  // Code 2: the table could not open; code 3: it could not reload after a save.
  useEffect(() => {
    if (!query.isError) return;
    // OK and 'Tentar novamente' read the target again (this table with it).
    store.set(noticeAtom, errorNotice(loadedOnce.current ? ERROR_CODES.categoryTableReload : ERROR_CODES.categoryTable, query.error, 'load'));
  }, [query.isError, query.error, query.errorUpdatedAt, store]);

  const total = (seller.categories ?? []).reduce((acc, category) => acc + categoryShown(seller, category), 0);
  const comments = useComments();
  const columns = useMemo<ValueGridColumn<CategoryValue>[]>(
    () => [
      { id: 'categoria', header: MESSAGES.seller.category, isRowHeader: true, render: (row) => row.name, footer: MESSAGES.seller.total },
      {
        id: 'valor',
        header: MESSAGES.seller.value,
        align: 'end',
        editable: {
          value: (row) => categoryShown(seller, row),
          label: (row) => MESSAGES.seller.valueOf(row.name, name),
          isDirty: (row) => seller.categoryDrafts[row.key] !== undefined,
          isInvalid: (row) => {
            const draft = seller.categoryDrafts[row.key];
            return draft !== undefined && !readCategoryValue(draft, ceiling).ok;
          },
        },
        footer: <output aria-label={`${MESSAGES.seller.total} ${name}`}>{formatMetaNumber(total, metaType)}</output>,
      },
      // Issue 26: a column of comments only when a category of this seller has one.
      ...((seller.categories ?? []).some((row) => comments.has(valueKey({ level: 'VENDEDOR', sellerId, categoryKey: row.key })))
        ? [
            {
              id: 'comentario',
              header: MESSAGES.comments.title,
              render: (row: CategoryValue) => {
                const comment = comments.get(valueKey({ level: 'VENDEDOR', sellerId, categoryKey: row.key }));
                return comment ? commentLine(comment) : '';
              },
            },
          ]
        : []),
    ],
    [seller, total, name, ceiling, metaType, comments, sellerId],
  );

  if (!seller.categories) {
    return query.isError ? null : <Spinner label={MESSAGES.seller.loadingCategories} />;
  }
  return (
    <ValueGrid<CategoryValue>
      aria-label={MESSAGES.seller.categoriesOf(name)}
      rows={seller.categories}
      getRowKey={(row) => String(row.key)}
      columns={columns}
      isReadOnly={!editable}
      onCommit={(edits: ValueGridEdit[]) =>
        actions.commitCategories(
          sellerId,
          edits.map((edit) => ({ key: Number(edit.rowKey), value: edit.value })),
        )
      }
      onUndo={actions.undo}
      maxHeight="360px"
    />
  );
}
