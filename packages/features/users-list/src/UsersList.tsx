import { useCallback } from 'react';
import { Info, UserPlus } from 'lucide-react';
import { styled } from 'styled-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import { failureReason, isRetryable, type ApiClient } from '@conecta/api';
import { formatInteger } from '@conecta/core';
import { Breadcrumbs, Button, ErrorDialog, IconButton, Page, Pagination, WarningDialog } from '@conecta/ui';
import { MESSAGES } from './messages';
import { useUsersList } from './state/use-users-list';
import type { UserListRow } from './state/types';
import { TeamDialog } from './components/TeamDialog';
import { Toolbar } from './components/Toolbar';
import { UsersTable } from './components/UsersTable';

/** The user whose permissions the portal should open in the permissions dialog. */
export interface PermissionsTarget {
  /** Id of the user on the line. */
  idUsuario: number;
  /** The user's name as the server sent it. */
  nomeUsuario: string;
  /** The user's function code. */
  funcaoUsuario: number;
  /** The user's type. */
  tipoUsuario: number;
  /** The user's first broker, or null (flag users). */
  idPuxada: number | null;
}

/** The signed-in user, as the portal maps it from the session. */
export interface UsersListUser {
  /** Id of the signed-in user (its own line gets no permission tool). */
  idUsuario: number;
  /** User type (1 flag, 2 manufacturer, 3 broker): `IdUsuarioTipo` of GET /usuarios and the broker scope. */
  tipoUsuario: number;
  /** Function code: 10 and 11 get the team view; 1, 15 and 16 get the row tools. */
  funcaoUsuario: number;
  /** The user's own broker (type 3), or null / 0. */
  idPuxada: number | null;
  /** The user's brokers (type 2 filters by all of them). */
  brokers: number[];
  /** Display name (the team view's heading). */
  nomeUsuario: string;
}

export interface UsersListProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: UsersListUser;
  /** 'Novo Usuário' was pressed (functions other than 10 and 11); the portal opens the user form. Without it the button is hidden. */
  onNewUser?: () => void;
  /** A line's 'Editar usuário' tool was pressed (functions 1, 15, 16); the portal opens the user form in edit mode. */
  onEditUser?: (idUsuario: number) => void;
  /** A line's 'Editar permissões' tool was pressed (functions 1, 15, 16; never on the user's own line); the portal opens the permissions dialog. */
  onEditPermissions?: (target: PermissionsTarget) => void;
}

const Summary = styled.p`
  margin: ${({ theme }) => `${theme.space[3]} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const TeamHeading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    overflow-wrap: anywhere;
  }
`;

function Screen({ api, user, onNewUser, onEditUser, onEditPermissions }: Omit<UsersListProps, 'user'> & { user: UsersListUser }) {
  const list = useUsersList(api, user);
  const { access } = list;

  const editUser = useCallback(
    (row: UserListRow) => {
      if (row.idUsuario !== null) onEditUser?.(row.idUsuario);
    },
    [onEditUser],
  );
  const editPermissions = useCallback(
    (row: UserListRow) => {
      if (row.idUsuario === null) return;
      onEditPermissions?.({
        idUsuario: row.idUsuario,
        nomeUsuario: row.nomeUsuario,
        funcaoUsuario: row.funcaoUsuario ?? 0,
        tipoUsuario: row.tipoUsuario ?? 0,
        idPuxada: row.idPuxada,
      });
    },
    [onEditPermissions],
  );

  const emptyMessage = list.searchTerm.trim() !== '' ? MESSAGES.empty.noMatch(list.searchTerm.trim()) : MESSAGES.empty.noData;

  return (
    <Page
      title={MESSAGES.title}
      breadcrumb={<Breadcrumbs items={[{ id: 'usuarios', label: MESSAGES.title }]} />}
      actions={
        access.canCreate && onNewUser ? (
          <Button icon={<UserPlus size={18} aria-hidden="true" />} onPress={onNewUser}>
            {MESSAGES.actions.newUser}
          </Button>
        ) : undefined
      }
    >
      <Toolbar
        access={access}
        searchInput={list.searchInput}
        onSearchInput={list.setSearchInput}
        onSearch={list.runSearch}
        teamStatus={list.teamStatus}
        onTeamStatus={list.setTeamStatus}
        exporting={list.exporting}
        onExportXlsx={() => void list.exportXlsx()}
        onExportCsv={() => void list.exportCsv()}
        isExportDisabled={list.isLoading || list.visible.length === 0}
      />
      {access.isTeamView && list.team.report !== null && (
        <TeamHeading>
          <h2>{MESSAGES.team.heading(user.nomeUsuario)}</h2>
          <IconButton
            size="sm"
            label={list.team.report === 'G' ? MESSAGES.team.supervisores : MESSAGES.team.vendedores}
            icon={<Info size={18} aria-hidden="true" />}
            onPress={list.team.open}
          />
        </TeamHeading>
      )}
      <UsersTable
        rows={list.pageRows}
        access={access}
        ownUserId={user.idUsuario}
        sort={list.sort}
        onSortChange={list.setSort}
        isLoading={list.isLoading}
        emptyMessage={emptyMessage}
        onEditUser={editUser}
        onEditPermissions={editPermissions}
      />
      {list.visible.length > 0 && (
        <Summary role="status">
          {MESSAGES.summary(list.bounds.from, list.bounds.to, formatInteger(list.visible.length))}
        </Summary>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} onChange={list.setPage} />
      {access.isTeamView && <TeamDialog team={list.team} isDownloading={list.exporting === 'team'} />}
      <ErrorDialog
        isOpen={list.notice === 'noData' || list.notice === 'failed'}
        onClose={list.dismissNotice}
        title={MESSAGES.dialogs.title}
        headline={MESSAGES.dialogs.headline}
        message={list.notice === 'noData' ? MESSAGES.dialogs.noData : MESSAGES.dialogs.failed}
        reason={list.notice === 'failed' ? failureReason(list.failure) : null}
        onRetry={list.notice === 'failed' && isRetryable(list.failure) ? list.retry : undefined}
        retryLabel={MESSAGES.dialogs.retry}
        closeLabel={MESSAGES.dialogs.ok}
      />
      <WarningDialog
        isOpen={list.notice === 'noSales'}
        onClose={list.dismissNotice}
        title={MESSAGES.dialogs.title}
        message={MESSAGES.dialogs.noSales}
      />
    </Page>
  );
}

/**
 * The users list (/usuarios, shell spec §2): Nome, E-mail, Função, Broker, Tipo, Status and the
 * Ferramentas of functions 1, 15, 16; client-side search, sort and pages of 50; .xlsx and .csv
 * exports; the team view of functions 10 and 11. It has its own jotai store and, when the host
 * provides none, its own QueryClient. It opens no other feature: the portal gets `onNewUser`,
 * `onEditUser` and `onEditPermissions`.
 */
export function UsersList({ theme, user, ...props }: UsersListProps) {
  return (
    <FeatureRoot api={props.api} theme={theme}>
      {user ? <Screen {...props} user={user} /> : (currentUser) => <Screen {...props} user={currentUser} />}
    </FeatureRoot>
  );
}
