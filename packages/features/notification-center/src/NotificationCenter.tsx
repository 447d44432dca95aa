import { useCallback, useId } from 'react';
import { BellOff, Plus } from 'lucide-react';
import { styled } from 'styled-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import type { CurrentUser } from '@conecta/core';
import { Banner, Breadcrumbs, Button, ConfirmDialog, Page, Pagination, ProgressDialog, SuccessDialog, Tabs, WarningDialog } from '@conecta/ui';
import { MESSAGES } from './messages';
import { useNotificationCenter, type GridState } from './state/use-notification-center';
import type { CenterTab, NotificationAction, NotificationRow } from './state/types';
import type { NotificationReveal } from './state/reveal';
import { NotificationsGrid } from './components/NotificationsGrid';
import { AchievementDialog, AudienceDialog, ParticipantsDialog, PreviewDialog } from './components/Dialogs';
import { useRetained } from './components/use-retained';

export interface NotificationCenterProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user: its function code decides access (1, 4, 5, 6, 7, 10, 15, 16) and the broker or manufacturer behaviour. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /** 'Criar nova notificação' was pressed (only possible with the edit permission); the portal opens the wizard. Without it the button stays disabled. */
  onCreate?: () => void;
  /** A row's 'Editar notificação' tool was pressed (only with the edit permission); the portal opens the wizard in edit mode. Without it the tool stays disabled. */
  onEdit?: (idNotificacao: number) => void;
  /**
   * Change it (e.g. increment) to reload the grids, typically after the wizard saved. Its first
   * value loads nothing extra. Hosts sharing a QueryClient can instead invalidate the query key
   * prefix `['get', '/notificacoes/getdadosgrid']`.
   */
  reloadKey?: number;
  /**
   * What the save behind the latest `reloadKey` change did — `{ kind: 'created' }` or
   * `{ kind: 'edited', idNotificacao }` (the wizard's `onSaved` argument): after the reload,
   * 'Minhas notificações' shows the page holding that notification and marks its row for a moment.
   */
  reveal?: NotificationReveal | null;
  /** Called with '/dashboard' when the user's function has no access to the notifications (§6). */
  onNavigate?: (path: string) => void;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A line of its own under a failure message: why, then the HTTP code. */
const Reason = styled.span`
  display: block;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

interface GridSectionProps {
  grid: GridState;
  tab: CenterTab;
  canEdit: boolean;
  busyRow: string | null;
  onCreate?: () => void;
  onEdit?: (idNotificacao: number) => void;
  onPreview: (row: NotificationRow) => void;
  onAudience: (row: NotificationRow) => void;
  onParticipants: (row: NotificationRow) => void;
  onAchievement: (row: NotificationRow) => void;
  onAction: (action: NotificationAction, row: NotificationRow) => void;
}

function GridSection({ grid, tab, canEdit, busyRow, onCreate, onEdit, ...handlers }: GridSectionProps) {
  const headingId = useId();
  const edit = useCallback((row: NotificationRow) => {
    if (row.id !== null) onEdit?.(row.id);
  }, [onEdit]);
  let content;
  if (grid.error) {
    content = (
      <Banner
        tone="error"
        title={MESSAGES.loadError.title}
        action={
          <Button size="sm" variant="secondary" onPress={grid.retry}>
            {MESSAGES.loadError.retry}
          </Button>
        }
      >
        {MESSAGES.loadError.message}
        {grid.error.reason && <Reason>{grid.error.reason}</Reason>}
        {grid.error.code > 0 && <Reason>{MESSAGES.loadError.code(grid.error.code)}</Reason>}
      </Banner>
    );
  } else if (!grid.isLoading && grid.rows.length === 0) {
    content = (
      <Empty>
        <BellOff size={32} aria-hidden="true" />
        <p>{tab === 'nestle' ? MESSAGES.emptyNestle : MESSAGES.empty}</p>
        {tab === 'mine' && (
          <Button icon={<Plus size={18} aria-hidden="true" />} isDisabled={!canEdit || !onCreate} onPress={onCreate}>
            {MESSAGES.create}
          </Button>
        )}
      </Empty>
    );
  } else {
    content = (
      <>
        <NotificationsGrid
          columns={grid.columns}
          rows={grid.pageRows}
          labelledBy={headingId}
          isLoading={grid.isLoading}
          canEdit={canEdit}
          busyRow={busyRow}
          canOpenEditor={onEdit !== undefined}
          revealedKey={grid.revealedKey}
          onEdit={edit}
          {...handlers}
        />
        {grid.showsPager && <Pagination page={grid.page} pageCount={grid.pageCount} onChange={grid.setPage} />}
      </>
    );
  }
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{MESSAGES.gridTitle}</h2>
      {content}
    </Section>
  );
}

function Screen({ api, user, onCreate, onEdit, reloadKey, reveal, onNavigate }: Omit<NotificationCenterProps, 'user'> & { user: CurrentUser }) {
  const center = useNotificationCenter(api, user, { reloadKey, reveal, onNavigate });
  const { grid, access } = center;
  // Closing dialogs fade out: they keep their texts until gone.
  const confirmation = useRetained(center.confirmation);
  const warning = useRetained(center.warning);
  const success = useRetained(center.success);
  if (access.kind === null || grid === null) return null;

  const section = (
    <GridSection
      grid={grid}
      tab={center.tab}
      canEdit={center.canEdit}
      busyRow={center.busyRow}
      onCreate={onCreate}
      onEdit={onEdit}
      onPreview={center.openPreview}
      onAudience={center.openAudience}
      onParticipants={center.openParticipants}
      onAchievement={center.openAchievement}
      onAction={center.requestAction}
    />
  );
  const dialog = center.rowDialog;

  return (
    <Page
      title={MESSAGES.title}
      breadcrumb={<Breadcrumbs items={[{ id: 'notificacoes', label: MESSAGES.title }]} />}
      description={center.isPermissionSettled && !center.canEdit && !center.permissionError ? MESSAGES.noPermission : undefined}
      actions={
        <Button icon={<Plus size={18} aria-hidden="true" />} isDisabled={!center.canEdit || !onCreate} onPress={onCreate}>
          {MESSAGES.create}
        </Button>
      }
    >
      {center.permissionError && (
        <Banner
          tone="warning"
          title={MESSAGES.permissionError.title}
          action={
            <Button size="sm" variant="secondary" onPress={center.permissionError.retry}>
              {MESSAGES.loadError.retry}
            </Button>
          }
        >
          {MESSAGES.permissionError.message}
          {center.permissionError.reason && <Reason>{center.permissionError.reason}</Reason>}
        </Banner>
      )}
      <Tabs
        label={MESSAGES.tabs.label}
        selectedKey={center.tab}
        onSelectionChange={(id) => center.setTab(id === 'nestle' ? 'nestle' : 'mine')}
        items={access.tabs.map((tab) =>
          tab === 'nestle'
            ? { id: tab, label: MESSAGES.tabs.nestle, count: center.nestleCount, content: section }
            : { id: tab, label: MESSAGES.tabs.mine, content: section },
        )}
      />
      <PreviewDialog row={dialog?.kind === 'preview' ? dialog.row : null} onClose={center.closeRowDialog} />
      <AudienceDialog row={dialog?.kind === 'audience' ? dialog.row : null} onClose={center.closeRowDialog} />
      <ParticipantsDialog row={dialog?.kind === 'participants' ? dialog.row : null} onClose={center.closeRowDialog} />
      <AchievementDialog info={dialog?.kind === 'achievement' ? dialog.info : null} onClose={center.closeRowDialog} />
      <ConfirmDialog
        isOpen={center.confirmation !== null}
        onOpenChange={(open) => {
          if (!open) center.cancelConfirmation();
        }}
        title={confirmation?.title ?? ''}
        detail={confirmation?.detail}
        confirmLabel={confirmation?.confirmLabel}
        cancelLabel={MESSAGES.confirm.cancel}
        tone={confirmation?.tone}
        onConfirm={center.confirm}
        onCancel={center.cancelConfirmation}
      />
      <ProgressDialog isOpen={center.runningAction !== null} title={MESSAGES.working} />
      <WarningDialog
        isOpen={center.warning !== null}
        onClose={center.dismissWarning}
        title={MESSAGES.warnings.title}
        message={warning?.message ?? ''}
        detail={warning?.detail}
      />
      <SuccessDialog
        isOpen={center.success !== null}
        onClose={center.dismissSuccess}
        title={MESSAGES.success.title}
        message={success ?? ''}
      />
    </Page>
  );
}

/**
 * The notification center (/notificacoes, notifications spec §2, §4, §6–§9): the tabs 'Minhas
 * notificações' and, for broker users, 'Notificações Nestlé' with its count; the grid 'Todas as
 * notificações' in pages of 3 (broker own, manufacturer notifications seen by a broker with their
 * status controls, or the manufacturer's own with 'Broker participantes'); preview, audience,
 * participants and achievement dialogs; accept, refuse, delete and enable/disable with their
 * confirmations, the image cleanup after a delete, and the list reload after every action.
 *
 * It has its own jotai store and, when the host provides none, its own QueryClient. It opens no
 * other feature: the portal gets `onCreate` and `onEdit`, opens the wizard, and reloads the grid
 * through `reloadKey` (or by invalidating `['get', '/notificacoes/getdadosgrid']`).
 */
export function NotificationCenter({ theme, user, ...props }: NotificationCenterProps) {
  return (
    <FeatureRoot api={props.api} user={user} theme={theme}>
      {(currentUser) => <Screen {...props} user={currentUser} />}
    </FeatureRoot>
  );
}
