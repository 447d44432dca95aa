import { useMemo } from 'react';
import { KeyRound, Pencil } from 'lucide-react';
import { styled } from 'styled-components';
import { CompactIconButton, DataTable, type SortDescriptor, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { showsPermissionTool, type ListAccess } from '../state/access';
import { isSortColumn } from '../state/list';
import type { ListSort, SortColumn, UserListRow } from '../state/types';

export interface UsersTableProps {
  /** The lines of the current page, already searched and sorted. */
  rows: readonly UserListRow[];
  /** What the signed-in user may do. */
  access: ListAccess;
  /** Id of the signed-in user: the permission tool is hidden on this line. */
  ownUserId: number;
  /** The current sort (ignored in the team view). */
  sort: ListSort;
  /** Called with a new sort when the user presses a header. */
  onSortChange: (sort: ListSort) => void;
  /** Shows a spinner instead of the rows. */
  isLoading: boolean;
  /** Text when there is nothing to show. */
  emptyMessage: string;
  /** Edit-user tool. */
  onEditUser: (row: UserListRow) => void;
  /** Edit-permissions tool. */
  onEditPermissions: (row: UserListRow) => void;
}

/** The tool icons, created once: the same element lets React skip them when a page changes. */
const EDIT_ICON = <Pencil size={16} aria-hidden="true" />;
const PERMISSIONS_ICON = <KeyRound size={16} aria-hidden="true" />;

/*
 * Styles of the tools and status badge, set once around the table: the cells render plain elements
 * so a page of 50 rows creates no styled component per cell.
 */
const Scope = styled.div`
  [data-users-tools] {
    display: flex;
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[1]};
  }
  [data-users-status] {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  }
  [data-users-status='inativo'] {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * Narrowest width of each column (px, padding included): a name's or a broker's longest word, an
 * e-mail's part before or after '@', 'Fabricante', the status badge, the two tools under their
 * header. They add up to 968 px, which fits the 1366-px notebook beside the menu; a narrower box
 * (768 px) stacks each user as a card.
 */
const COLUMN_MIN_WIDTHS: Record<SortColumn | 'ferramentas', number> = {
  nome: 150,
  email: 200,
  funcao: 136,
  broker: 150,
  tipo: 112,
  status: 100,
  ferramentas: 120,
};

/** Widest a text gets (px): a 10,000-character value wraps there instead of widening the table. */
export const TEXT_MAX_WIDTH = 280;

function textColumn(
  id: SortColumn,
  header: string,
  text: (row: UserListRow) => string,
  canSort: boolean,
): TableColumn<UserListRow> {
  return {
    id,
    header,
    value: text,
    allowsSorting: canSort,
    isRowHeader: id === 'nome',
    minWidth: COLUMN_MIN_WIDTHS[id],
    maxWidth: TEXT_MAX_WIDTH,
    // E-mails wrap right after '@' (shown as text, never as a link).
    wrap: id === 'email' ? 'email' : 'words',
  };
}

/** The users table: Nome, E-mail, Função, Broker, Tipo, Status and, for functions 1, 15, 16, Ferramentas. */
export function UsersTable({
  rows,
  access,
  ownUserId,
  sort,
  onSortChange,
  isLoading,
  emptyMessage,
  onEditUser,
  onEditPermissions,
}: UsersTableProps) {
  const columns = useMemo(() => {
    const { canSort } = access;
    const list: TableColumn<UserListRow>[] = [
      textColumn('nome', MESSAGES.columns.nome, (row) => row.display.nome, canSort),
      textColumn('email', MESSAGES.columns.email, (row) => row.display.email, canSort),
      textColumn('funcao', MESSAGES.columns.funcao, (row) => row.display.funcao, canSort),
      textColumn('broker', MESSAGES.columns.broker, (row) => row.display.broker, canSort),
      textColumn('tipo', MESSAGES.columns.tipo, (row) => row.display.tipo, canSort),
      {
        id: 'status',
        header: MESSAGES.columns.status,
        value: (row) => (row.ativo ? MESSAGES.status.ativo : MESSAGES.status.inativo),
        cell: (row) => (
          <span data-users-status={row.ativo ? 'ativo' : 'inativo'}>
            {row.ativo ? MESSAGES.status.ativo : MESSAGES.status.inativo}
          </span>
        ),
        allowsSorting: canSort,
        minWidth: COLUMN_MIN_WIDTHS.status,
      },
    ];
    if (access.canEdit) {
      list.push({
        id: 'ferramentas',
        header: MESSAGES.columns.ferramentas,
        minWidth: COLUMN_MIN_WIDTHS.ferramentas,
        cell: (row) => (
          <div data-users-tools="">
            {row.idUsuario !== null && (
              <CompactIconButton
                size="sm"
                label={MESSAGES.tools.editUser}
                icon={EDIT_ICON}
                onClick={() => onEditUser(row)}
              />
            )}
            {showsPermissionTool(access, row.idUsuario, ownUserId) && (
              <CompactIconButton
                size="sm"
                label={MESSAGES.tools.editPermissions}
                icon={PERMISSIONS_ICON}
                onClick={() => onEditPermissions(row)}
              />
            )}
          </div>
        ),
      });
    }
    return list;
  }, [access, ownUserId, onEditUser, onEditPermissions]);

  // Rows are keyed by their place on the page: turning a page updates 50 mounted rows instead of
  // unmounting and mounting 50 new ones. The list has no selection, so nothing depends on stable keys.
  const slotOf = useMemo(
    () => new Map(rows.map((row, index) => [row.key, `linha-${index}`])),
    [rows],
  );

  const descriptor: SortDescriptor | undefined = access.canSort
    ? { column: sort.column, direction: sort.direction }
    : undefined;

  return (
    <Scope>
      <DataTable
        aria-label={MESSAGES.tableLabel}
        columns={columns}
        rows={rows}
        getRowKey={(row) => slotOf.get(row.key) ?? row.key}
        sortDescriptor={descriptor}
        onSortChange={(next) => {
          if (isSortColumn(next.column))
            onSortChange({ column: next.column, direction: next.direction });
        }}
        isLoading={isLoading}
        emptyMessage={emptyMessage}
      />
    </Scope>
  );
}
