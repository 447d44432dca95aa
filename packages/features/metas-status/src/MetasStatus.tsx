import { ArrowLeft } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { styled } from 'styled-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import { failureReason, type ApiClient } from '@conecta/api';
import type { CurrentUser, MetasSelection } from '@conecta/core';
import { Banner, Breadcrumbs, Button, ErrorDialog, Page, ProgressDialog, SuccessDialog } from '@conecta/ui';
import { MESSAGES } from './messages';
import { selectionAtom } from './state/atoms';
import { initialStatusSelection } from './state/selects';
import { useMetasStatus } from './state/use-metas-status';
import { LinkButton } from './components/ActionLink';
import { StatusFilters } from './components/StatusFilters';
import { StatusTable } from './components/StatusTable';
import { ApprovalProgress } from './components/ApprovalProgress';
import { useApprovalProgress } from './state/use-progress';
import { useGiveBack } from './state/use-give-back';
import { GiveBackDialog } from './components/GiveBackDialog';

/** Where 'Voltar' goes (spec §2.4). */
const DASHBOARD_PATH = '/dashboard';

export interface MetasStatusProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user: function 11 gets the supervisor's view; the broker scope comes from its type and brokers. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /** Ano, Mês and Meta to open on (e.g. read from the address with core `parseMetasSelection`); version and line are ignored. Without it the selects start empty. */
  initialSelection?: MetasSelection;
  /**
   * Called with the path of every navigation of the screen ('Voltar' → '/dashboard', the row actions
   * → '/metas/…?ano=…'). The actions are real links with `href`; when given, this callback receives
   * their clicks; without it the host's react-aria `RouterProvider` (or the browser) follows them.
   */
  onNavigate?: (path: string) => void;
}

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-start;
`;

const Strong = styled.strong`
  display: block;
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.lg};
  user-select: all;
`;

function Screen({ api, user }: Pick<MetasStatusProps, 'api'> & { user: CurrentUser }) {
  const vm = useMetasStatus(api, user);
  const progress = useApprovalProgress(api, user, vm.selection);
  const giveBack = useGiveBack(api, user);
  const D = MESSAGES.dialogs;
  const { release } = vm;

  const emptyMessage = !vm.isComplete
    ? vm.hasNoPeriodData
      ? MESSAGES.empty.noPeriodData
      : MESSAGES.empty.chooseFilters
    : vm.rowsFailed
      ? MESSAGES.empty.loadFailed
      : vm.role === 'supervisor'
        ? MESSAGES.empty.noRowsSupervisor
        : MESSAGES.empty.noRows;

  return (
    <Page
      title={MESSAGES.title}
      breadcrumb={
        <Breadcrumbs
          items={[
            { id: 'metas', label: MESSAGES.breadcrumb.metas },
            { id: 'status', label: MESSAGES.breadcrumb.status },
          ]}
        />
      }
    >
      <Toolbar>
        <StatusFilters
          selection={vm.selection}
          years={vm.years}
          months={vm.months}
          metas={vm.metas}
          isLoadingMetas={vm.isLoadingMetas}
          onChange={vm.change}
        />
        {vm.hasNoPeriodData && <Banner tone="warning">{MESSAGES.empty.noPeriodData}</Banner>}
        {vm.parametersFailed && (
          <Banner
            tone="error"
            action={
              <Button variant="link" onPress={vm.retryParameters}>
                {MESSAGES.actions.retry}
              </Button>
            }
          >
            {MESSAGES.banners.parametersFailed}
          </Banner>
        )}
        {vm.permissionFailed && (
          <Banner
            tone="warning"
            action={
              <Button variant="link" onPress={vm.retryPermission}>
                {MESSAGES.actions.retry}
              </Button>
            }
          >
            {MESSAGES.banners.permissionFailed}
          </Banner>
        )}
      </Toolbar>
      <ApprovalProgress {...progress} />
      <StatusTable
        lines={vm.lines}
        isLoading={vm.isLoadingRows}
        emptyMessage={emptyMessage}
        onRetry={vm.rowsFailed ? vm.retryRows : undefined}
        isReleasing={release.phase === 'sending'}
        onRelease={(row) => void vm.startRelease(row)}
        onGiveBack={giveBack.start}
      />
      {giveBack.done && <p role="status">{giveBack.done}</p>}
      <GiveBackDialog {...giveBack} />
      <Footer>
        <LinkButton href={DASHBOARD_PATH} icon={<ArrowLeft size={18} aria-hidden="true" />} onPress={vm.clear}>
          {MESSAGES.actions.voltar}
        </LinkButton>
      </Footer>

      <ErrorDialog
        isOpen={vm.notice !== null}
        onClose={vm.dismissNotice}
        title={D.title}
        headline={D.headline}
        message={vm.notice === 'noStatus' ? D.noStatus : D.failed}
        reason={vm.notice === 'failed' ? failureReason(vm.failure) : null}
        code={vm.notice === 'failed' ? D.statusCode : undefined}
        closeLabel={D.ok}
      />
      <ProgressDialog isOpen={release.phase === 'sending'} message={D.releasing} />
      <SuccessDialog
        isOpen={release.phase === 'released'}
        onClose={vm.closeRelease}
        title={D.released}
        message={
          release.phase === 'released'
            ? D.releasedMessage(release.row.tipoMeta, release.row.linha, release.row.versao)
            : ''
        }
      />
      <ErrorDialog
        isOpen={release.phase === 'failed'}
        onClose={vm.closeRelease}
        title={D.title}
        headline={D.releaseFailed}
        message={
          <>
            {D.releaseFailedMessage}
            <Strong>{release.phase === 'failed' ? (release.occurrence ?? D.noReturn) : ''}</Strong>
          </>
        }
        closeLabel={D.ok}
      />
    </Page>
  );
}

/**
 * The status of target planning (/metas/status, metas spec §2.4, §4.3, §6, §8): Ano, Mês and
 * Meta; one line per target (and per supervisor once split) with its action by status and role;
 * the release to FLEXX. It has its own jotai store and, when the host provides none, its own
 * QueryClient. It imports no other feature: every action is a link the host routes.
 */
export function MetasStatus({ api, user, theme, initialSelection, onNavigate }: MetasStatusProps) {
  const root = (
    <FeatureRoot
      api={api}
      user={user}
      theme={theme}
      initStore={(store) => store.set(selectionAtom, initialStatusSelection(initialSelection, new Date()))}
    >
      {(currentUser) => <Screen api={api} user={currentUser} />}
    </FeatureRoot>
  );
  return onNavigate ? <RouterProvider navigate={(path) => onNavigate(path)}>{root}</RouterProvider> : root;
}
