import { useAtomValue } from 'jotai';
import { formatMetaNumber, formatMetaValue, type MetaType } from '@conecta/core';
import { Button, Dialog, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { distributionAtom, supervisorPlannedAtom } from '../state/atoms';
import type { DistributionLine } from '../state/rules';
import { useMemo } from 'react';
import { useMetaType, useScreen } from './screen-context';

/** A change with its sign; no change reads 'Sem alteração' (never '+R$ 0'). */
const signed = (value: number, metaType: MetaType) =>
  value === 0 ? MESSAGES.distribute.unchanged : value > 0 ? `+${formatMetaNumber(value, metaType)}` : formatMetaNumber(value, metaType);

const columnsOf = (metaType: MetaType): TableColumn<DistributionLine>[] => [
  { id: 'vendedor', header: MESSAGES.distribute.seller, isRowHeader: true, value: (row) => row.name, footer: MESSAGES.seller.total },
  {
    id: 'antes',
    header: MESSAGES.distribute.before,
    align: 'end',
    value: (row) => row.before,
    cell: (row) => formatMetaNumber(row.before, metaType),
    footer: (rows) => formatMetaNumber(rows.reduce((acc, row) => acc + row.before, 0), metaType),
  },
  {
    id: 'depois',
    header: MESSAGES.distribute.after,
    align: 'end',
    value: (row) => row.after,
    cell: (row) => formatMetaNumber(row.after, metaType),
    footer: (rows) => formatMetaNumber(rows.reduce((acc, row) => acc + row.after, 0), metaType),
  },
  {
    id: 'variacao',
    header: MESSAGES.distribute.change,
    align: 'end',
    value: (row) => row.after - row.before,
    cell: (row) => signed(row.after - row.before, metaType),
    footer: (rows) => signed(rows.reduce((acc, row) => acc + row.after - row.before, 0), metaType),
  },
];

/** 'Distribuir diferença': the before → after preview; applying it saves the changed sellers. */
export function DistributeDialog() {
  const plan = useAtomValue(distributionAtom);
  const supervisorPlanned = useAtomValue(supervisorPlannedAtom);
  const { actions } = useScreen();
  const metaType = useMetaType();
  const columns = useMemo(() => columnsOf(metaType), [metaType]);
  const before = plan?.reduce((acc, line) => acc + line.before, 0) ?? 0;
  const after = plan?.reduce((acc, line) => acc + line.after, 0) ?? 0;
  const changes = plan?.some((line) => line.after !== line.before) ?? false;
  return (
    <Dialog
      isOpen={plan !== null}
      onOpenChange={(open) => !open && actions.cancelDistribution()}
      title={MESSAGES.distribute.title}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onPress={actions.cancelDistribution}>
            {MESSAGES.actions.cancel}
          </Button>
          <Button isDisabled={!changes} onPress={() => void actions.applyDistribution()}>
            {MESSAGES.actions.apply}
          </Button>
        </>
      }
    >
      <p>{changes ? MESSAGES.distribute.intro(formatMetaValue(supervisorPlanned - before, metaType)) : MESSAGES.distribute.nothing}</p>
      {plan && (
        <Table<DistributionLine>
          aria-label={MESSAGES.distribute.table}
          columns={columns}
          rows={plan}
          getRowKey={(row) => row.id}
          maxHeight="50vh"
        />
      )}
      <p>{MESSAGES.distribute.result(formatMetaValue(after - supervisorPlanned, metaType))}</p>
    </Dialog>
  );
}
