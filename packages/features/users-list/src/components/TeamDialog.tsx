import { Download } from 'lucide-react';
import { Button, Dialog, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { TeamDialogState } from '../state/use-users-list';
import type { UserListRow } from '../state/types';
import { TEXT_MAX_WIDTH } from './UsersTable';

const COLUMNS: readonly TableColumn<UserListRow>[] = [
  { id: 'nome', header: MESSAGES.columns.nome, value: (row) => row.display.nome, maxWidth: TEXT_MAX_WIDTH },
  { id: 'funcao', header: MESSAGES.columns.funcao, value: (row) => row.display.funcao },
  { id: 'broker', header: MESSAGES.columns.broker, value: (row) => row.display.broker },
  { id: 'status', header: MESSAGES.columns.status, value: (row) => (row.ativo ? MESSAGES.status.ativo : MESSAGES.status.inativo) },
];

/** 'Lista de supervisores' (manager) or 'Lista de vendedores' (supervisor), with 'Baixar planilha' and 'Fechar'. */
export function TeamDialog({ team, isDownloading }: { team: TeamDialogState; isDownloading: boolean }) {
  const title = team.report === 'G' ? MESSAGES.team.supervisores : MESSAGES.team.vendedores;
  return (
    <Dialog
      isOpen={team.isOpen}
      onOpenChange={(open) => {
        if (!open) team.close();
      }}
      title={title}
      size="lg"
      isBusy={team.isLoading}
      actions={
        <>
          <Button variant="secondary" onPress={team.close}>
            {MESSAGES.team.close}
          </Button>
          <Button
            icon={<Download size={18} aria-hidden="true" />}
            isPending={isDownloading}
            isDisabled={team.isLoading || team.rows.length === 0}
            onPress={() => void team.download()}
          >
            {MESSAGES.team.download}
          </Button>
        </>
      }
    >
      <Table
        aria-label={title}
        columns={COLUMNS}
        rows={team.rows}
        getRowKey={(row) => row.key}
        manualSorting
        isLoading={team.isLoading}
        emptyMessage={team.isError ? MESSAGES.dialogs.failed : MESSAGES.team.empty}
        maxHeight="50vh"
      />
    </Dialog>
  );
}
