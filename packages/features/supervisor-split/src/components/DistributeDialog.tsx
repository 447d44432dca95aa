import { formatBRL } from '@conecta/core';
import { Button, Dialog, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { DistributionRow } from '../state/logic';

export interface DistributeDialogProps {
  plan: readonly DistributionRow[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The preview of 'Distribuir diferença': each supervisor before → after; nothing is saved until confirmed. */
export function DistributeDialog({ plan, onConfirm, onCancel }: DistributeDialogProps) {
  const rows = plan ?? [];
  const before = rows.reduce((acc, row) => acc + row.before, 0);
  const after = rows.reduce((acc, row) => acc + row.after, 0);
  const columns: TableColumn<DistributionRow>[] = [
    { id: 'name', header: MESSAGES.distribute.supervisor, isRowHeader: true, value: (row) => row.name, footer: MESSAGES.distribute.total },
    { id: 'before', header: MESSAGES.distribute.before, align: 'end', value: (row) => row.before, cell: (row) => formatBRL(row.before), footer: formatBRL(before) },
    { id: 'after', header: MESSAGES.distribute.after, align: 'end', value: (row) => row.after, cell: (row) => formatBRL(row.after), footer: formatBRL(after) },
  ];
  return (
    <Dialog
      isOpen={plan !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={MESSAGES.distribute.title}
      size="md"
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {MESSAGES.distribute.cancel}
          </Button>
          <Button onPress={onConfirm}>{MESSAGES.distribute.confirm}</Button>
        </>
      }
    >
      <p>{MESSAGES.distribute.intro(formatBRL(Math.abs(after - before)))}</p>
      <Table aria-label={MESSAGES.distribute.title} columns={columns} rows={rows} getRowKey={(row) => row.id} />
    </Dialog>
  );
}
