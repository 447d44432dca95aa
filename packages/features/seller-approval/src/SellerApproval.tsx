import { useMemo } from 'react';
import { styled } from 'styled-components';
import { RefreshCw } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import { metaTypeInfo, metasHistoryHref, metasSelectionSearch, resolveDraftStore, type CurrentUser, type DraftStore, type MetaType, type MetasSelection } from '@conecta/core';
import { Breadcrumbs, ErrorDialog, Page, Spinner } from '@conecta/ui';
import { MESSAGES, typeTexts } from './messages';
import { selectionAtom } from './state/atoms';
import { initialOf } from './state/selection';
import { useSellerApproval } from './state/use-seller-approval';
import { ActionsBar } from './components/ActionsBar';
import { ApproveAction } from './components/ApproveAction';
import { CompareDialog } from './components/CompareDialog';
import { ConflictNotice } from './components/ConflictNotice';
import { DistributeDialog } from './components/DistributeDialog';
import { DraftNotice } from './components/DraftNotice';
import { FloatingDifference } from './components/FloatingDifference';
import { LockNotice } from './components/LockNotice';
import { Notices } from './components/Notices';
import { CommentsSync } from './components/CommentsSync';
import { MetaTypeContext, ScreenContext, type ScreenContextValue } from './components/screen-context';
import { SelectionBar } from './components/SelectionBar';
import { SellerList } from './components/SellerList';
import { SummaryCards } from './components/SummaryCards';
import { SupervisorBox } from './components/SupervisorBox';

/** Path of the screen (metas spec §2); each other type's programming screen has its own (core `metaTypeInfo`). */
export const SELLER_APPROVAL_PATH = '/metas/rateio-vendedor';

export interface SellerApprovalProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /**
   * The target type: VBC is the spec's 'Aprovar Metas VBC' (/metas/rateio-vendedor); COBERTURA,
   * RECOMENDADOR and FOCO are their programming screens (issue 22: /metas/cobertura-programacao,
   * /metas/recomendador-programacao, /metas/produtofoco-programacao), same engine, in the type's
   * unit; only the supervisor edits them (the manager follows, read-only).
   * @default 'VBC'
   */
  metaType?: MetaType;
  /** The signed-in user (function 10 is GERENTE and sees every team; any other is SUPERVISOR of its own team). When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /** Year, month, version and line read from the address (core `parseMetasSelection`); read once on entry. */
  initialSelection?: MetasSelection;
  /**
   * Called with the screen's path and query (`/metas/rateio-vendedor?ano=…`) whenever the selection
   * changes (the portal replaces the entry), and, for the manager, with the screen where he must act
   * first ('/metas/planejamentos', '/metas/programacao', '/metas/status'). Without it the address is
   * left alone and those buttons are not shown. The breadcrumb's 'Metas' is a real link
   * (`href="/metas/status"`): when given, this callback receives its clicks; without it the host's
   * react-aria `RouterProvider` (or the browser) follows it.
   */
  onNavigate?: (path: string) => void;
  /**
   * Where the sellers' values typed and not saved are kept, so that a session that expires (401),
   * a reload or leaving the screen loses nothing (core `createDraftStore`, for the user; a store of
   * another user is ignored). Kept per selection; put back, with a banner and 'Descartar rascunho',
   * the next time the screen opens on the same selection; removed once the values are saved, undone
   * or discarded, after an approval, and by signing out. `false` keeps nothing.
   * @default the tab's sessionStorage, for the signed-in user
   */
  drafts?: DraftStore | false;
}

const Status = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0`};
  font-size: ${({ theme }) => theme.typography.size.md};
  strong {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Teams = styled.ul`
  margin: ${({ theme }) => `-${theme.space[2]} 0 ${theme.space[4]}`};
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

function Screen({ api, metaType = 'VBC', user, onNavigate, drafts }: Omit<SellerApprovalProps, 'user'> & { user: CurrentUser }) {
  const draftStore = useMemo(() => resolveDraftStore(drafts, user.idUsuario), [drafts, user.idUsuario]);
  const path = metaTypeInfo(metaType).path;
  const texts = typeTexts(metaType);
  const onSelectionChange = useMemo(
    () => (onNavigate ? (selection: MetasSelection) => onNavigate(`${path}${metasSelectionSearch(selection)}`) : undefined),
    [onNavigate, path],
  );
  const vm = useSellerApproval({ api, metaType, user, onSelectionChange, drafts: draftStore });
  const { actions, selection, chosen } = vm;
  // 'Histórico' (issue 26): the target's changes — a supervisor's opens on his team, a seller's link on that seller.
  const team = vm.viewer.role === 'SUPERVISOR' ? vm.viewer.empregado : undefined;
  const onHistory = useMemo(
    () =>
      onNavigate
        ? (sellerId?: string) =>
            onNavigate(metasHistoryHref({ selection: { ...selection, tipoMeta: metaType }, ...(team ? { equipe: team } : {}), ...(sellerId ? { vendedor: sellerId } : {}) }))
        : undefined,
    [onNavigate, selection, metaType, team],
  );
  const context = useMemo<ScreenContextValue | null>(
    () => (chosen ? { ctx: vm.ctx, chosen, editable: vm.editable, actions, ...(onHistory ? { onHistory } : {}) } : null),
    [vm.ctx, chosen, vm.editable, actions, onHistory],
  );

  // Only 'Metas' leads somewhere; the screen, the type and the line are plain text (the line is the
  // current page).
  const crumbs = [
    { id: 'metas', label: MESSAGES.breadcrumb.metas, href: '/metas/status' },
    { id: 'rateio', label: texts.breadcrumb },
    { id: 'tipo', label: texts.label },
    ...(selection.linha ? [{ id: 'linha', label: selection.linha }] : []),
  ];
  const role = vm.viewer.role;
  const status = (
    <>
      <Status>
        {MESSAGES.status}: <strong data-testid="status">{vm.target?.supervisor ?? MESSAGES.statusUnknown}</strong>
      </Status>
      {role === 'GERENTE' && vm.target && vm.target.teams.length > 0 && (
        <Teams aria-label={MESSAGES.teams.heading} data-testid="team-status">
          {vm.target.teams.map((team) => (
            <li key={team.id}>{MESSAGES.teams.line(team.name, team.status ?? MESSAGES.statusUnknown)}</li>
          ))}
        </Teams>
      )}
    </>
  );
  const lock = vm.lock ? <LockNotice lock={vm.lock} role={role} onNavigate={onNavigate} metaType={metaType} /> : null;
  // Not split or not programmed for the team: the sellers have no values yet, so only the reason,
  // the status and the supervisor's part are shown (no R$ 0 cards, no difference to distribute).
  const waiting = vm.lock === 'notSplit' || vm.lock === 'notProgrammed';

  let body;
  if (vm.noPeriodData) body = <Empty role="status"><p>{MESSAGES.empty.noPeriod}</p></Empty>;
  else if (!chosen) body = <Empty><p>{MESSAGES.empty.chooseLine}</p></Empty>;
  else if (vm.restarted)
    body = (
      <Empty role="status">
        <RefreshCw size={32} aria-hidden="true" />
        <p>{MESSAGES.empty.restarted}</p>
        <span>{MESSAGES.empty.restartedHint}</span>
      </Empty>
    );
  else if (vm.loading) body = <Empty><Spinner size="lg" label={MESSAGES.loading} /></Empty>;
  else if (vm.noData)
    body = (
      <>
        <Empty role="status"><p>{MESSAGES.empty.noData}</p></Empty>
        {waiting && lock}
      </>
    );
  else if (vm.loaded && context && waiting)
    body = (
      <ScreenContext.Provider value={context}>
        <Stack>
          {lock}
          <CommentsSync />
          <div>{status}</div>
          <SupervisorBox role={role} />
        </Stack>
      </ScreenContext.Provider>
    );
  else if (vm.loaded && context)
    body = (
      <ScreenContext.Provider value={context}>
        <Stack>
          {lock}
          <CommentsSync />
          <SummaryCards />
          <div>{status}</div>
          <SupervisorBox role={role} />
        </Stack>
        <ActionsBar actions={actions} editable={vm.editable} />
        <Note>{MESSAGES.roundingNote}</Note>
        <SellerList />
        {/* 'Aprovar Metas' lives in the docked bar: nothing floating can ever cover it (issue 16 item 1). */}
        <FloatingDifference
          actions={
            <ApproveAction
              actions={actions}
              approveBlock={vm.approveBlock}
              status={vm.target?.supervisor ?? null}
              showHint={vm.lock === null || vm.approveBlock === 'role'}
            />
          }
        />
        <CompareDialog />
        <DistributeDialog />
      </ScreenContext.Provider>
    );
  return (
    <Page
      title={texts.title}
      breadcrumb={
        onNavigate ? (
          <RouterProvider navigate={(path) => onNavigate(path)}>
            <Breadcrumbs items={crumbs} />
          </RouterProvider>
        ) : (
          <Breadcrumbs items={crumbs} />
        )
      }
    >
      {texts.unitNote && <Note data-testid="unit-note">{texts.unitNote}</Note>}
      <SelectionBar
        selection={selection}
        years={vm.years}
        versions={vm.versions}
        lines={vm.lines}
        isLoadingOptions={vm.cascadeLoading}
        onChoose={actions.choose}
      />
      {/* Above every state of the body: a re-read may lock the screen (e.g. back to 'Rateada'). */}
      {chosen && <ConflictNotice actions={actions} />}
      {vm.draft.notice && <DraftNotice notice={vm.draft.notice} onDiscard={vm.draft.discard} onDismiss={vm.draft.dismiss} />}
      {body}
      <Notices actions={actions} />
      <ErrorDialog
        isOpen={vm.loadError !== null}
        onClose={vm.dismissLoadError}
        title={MESSAGES.error.title}
        headline={MESSAGES.error.headline}
        message={MESSAGES.error.message}
        code={vm.loadError?.code}
        reason={vm.loadError?.reason ?? null}
        onRetry={vm.retryLoad}
        retryLabel={MESSAGES.actions.retry}
        closeLabel={MESSAGES.actions.ok}
      />
    </Page>
  );
}

/**
 * Seller split and approval (/metas/rateio-vendedor, metas spec §2.3, §4.7): the four-select
 * cascade, the supervisor's target and its difference against the sellers, one editable card per
 * seller with a spreadsheet-like category table, 'Distribuir diferença', 'Comparar metas
 * vendedores' and 'Aprovar Metas'. It has its own jotai store and, when the host provides none,
 * its own QueryClient.
 */
export function SellerApproval({ theme, user, ...props }: SellerApprovalProps) {
  return (
    <FeatureRoot
      api={props.api}
      user={user}
      theme={theme}
      initStore={(store) => store.set(selectionAtom, initialOf(props.initialSelection, props.metaType))}
    >
      {/* The type's units and texts reach every part of the screen (cards, tables, dialogs). */}
      {(currentUser) => (
        <MetaTypeContext.Provider value={props.metaType ?? 'VBC'}>
          <Screen {...props} user={currentUser} />
        </MetaTypeContext.Provider>
      )}
    </FeatureRoot>
  );
}
