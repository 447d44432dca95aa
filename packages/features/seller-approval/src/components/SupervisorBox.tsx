import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { useMemo } from 'react';
import { backendStampText, formatMetaNumber, formatMetaValue, type MetaType } from '@conecta/core';
import { Card, CommentNote, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { supervisorAtom, supervisorCategoriesAtom } from '../state/atoms';
import type { CategoryValue } from '../state/types';
import { useValueComment } from '../state/use-comment';
import { useMetaType, useScreen } from './screen-context';

const Value = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const columnsOf = (metaType: MetaType): TableColumn<CategoryValue>[] => [
  { id: 'categoria', header: MESSAGES.seller.category, value: (row) => row.name, isRowHeader: true, footer: MESSAGES.seller.total },
  {
    id: 'valor',
    header: MESSAGES.seller.value,
    align: 'end',
    value: (row) => row.value,
    cell: (row) => formatMetaNumber(row.value, metaType),
    footer: (rows) => formatMetaNumber(rows.reduce((acc, row) => acc + row.value, 0), metaType),
  },
];

/** The supervisor box: read-only planned value and per-category table (§2.3). */
export function SupervisorBox({ role }: { role: 'GERENTE' | 'SUPERVISOR' }) {
  const supervisor = useAtomValue(supervisorAtom);
  const { ctx } = useScreen();
  // A supervisor sees the comment the manager saved with his share (issue 26).
  const comment = useValueComment({ level: 'SUPERVISOR', supervisorId: role === 'SUPERVISOR' ? ctx.viewer.empregado : null });
  const categories = useAtomValue(supervisorCategoriesAtom);
  const metaType = useMetaType();
  const columns = useMemo(() => columnsOf(metaType), [metaType]);
  if (!supervisor) return null;
  const title = role === 'SUPERVISOR' ? (supervisor.names[0] ?? MESSAGES.supervisor.heading) : MESSAGES.supervisor.headingAll;
  return (
    <Card title={title}>
      <p>{MESSAGES.supervisor.planned}</p>
      <Value>{formatMetaValue(supervisor.planned, metaType)}</Value>
      {role === 'SUPERVISOR' && comment && (
        <CommentNote text={comment.text} author={comment.userName} when={backendStampText(comment.at)} />
      )}
      <Table<CategoryValue>
        aria-label={MESSAGES.supervisor.categories}
        columns={columns}
        rows={categories}
        getRowKey={(row) => row.key}
        maxHeight="280px"
        emptyMessage={MESSAGES.empty.noData}
      />
    </Card>
  );
}
