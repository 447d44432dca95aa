import { useEffect, useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import { ArrowLeft, ArrowRight, History, Scale, Table2, Undo2, WifiOff, SearchX } from 'lucide-react';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import { failureReason, type ApiClient } from '@conecta/api';
import { COMMENT_MAX_LENGTH, conflictTitle, formatBRL, resolveDraftStore, type CurrentUser, type DraftStore, type MetasSelection } from '@conecta/core';
import {
  Banner,
  Breadcrumbs,
  Button,
  ConfirmDialog,
  ConflictPanel,
  Dialog,
  DockedBar,
  ErrorDialog,
  Page,
  ProgressDialog,
  Spinner,
  SuccessDialog,
  WarningDialog,
} from '@conecta/ui';
import { MESSAGES } from './messages';
import { selectionAtom } from './state/atoms';
import { FLOATING_SCROLL_PX, INVALID_POPUP_MS, changeTone, type Guidance } from './state/logic';
import { useSupervisorSplit, type SupervisorSplitModel } from './state/use-supervisor-split';
import { CompareDialog } from './components/CompareDialog';
import { DistributeDialog } from './components/DistributeDialog';
import { FloatingPanel } from './components/FloatingPanel';
import { SelectionBar } from './components/SelectionBar';
import { SummaryCards } from './components/SummaryCards';
import { SupervisorCardView } from './components/SupervisorCardView';

export interface SupervisorSplitProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user: role (function 10 = GERENTE, otherwise SUPERVISOR), broker scope and rights. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /**
   * The target to open, read once on entry (the portal passes `parseMetasSelection(location.search)`).
   * Without it the cascade starts empty.
   */
  initialSelection?: MetasSelection;
  /**
   * Navigation requests: '/dashboard' (Voltar, and after programming), '/metas/status' (breadcrumb
   * 'Metas'), '/metas/planejamentos?…' ('Replanejar o valor da meta' and 'Ir para o Planejamento', same
   * target) and '/metas/rateio-vendedor?…' ('Ir para Aprovar Metas', same target). Without it those
   * buttons only close.
   */
  onNavigate?: (path: string) => void;
  /**
   * Each Ano/Período/Versão/Linha the user chooses. The portal writes it into the address, so a
   * reload, or signing back in after the session expired, opens the same target (with the values
   * not saved yet, see `drafts`).
   */
  onSelectionChange?: (selection: MetasSelection) => void;
  /**
   * Where the values not saved yet are kept, so that a 401, a reload or leaving the screen loses
   * nothing (core `createDraftStore`, for the signed-in user; a store of another user is ignored).
   * They are put back when the same target (broker, Ano, Periodo, Meta, Versao, Linha) shows again,
   * with the banner 'Rascunho recuperado' and 'Descartar rascunho'; a successful save, 'Descartar
   * rascunho' and leaving the values behind on purpose remove them. `false` keeps nothing.
   * @default the tab's sessionStorage, for the signed-in user
   */
  drafts?: DraftStore | false;
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    flex: 1 1 auto;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;


const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]};
`;

/**
 * Why the values are read-only (Liberado, imported, or a user who cannot program) and, when the
 * screen leaves the user nothing to do, who acts first and where he goes next.
 */
function LockBanner({
  lockMessage,
  guidance,
  onGoSellers,
  onGoPlanning,
}: {
  lockMessage: string | null;
  guidance: Guidance;
  onGoSellers: () => void;
  onGoPlanning: () => void;
}) {
  const next =
    guidance?.kind === 'awaitManager'
      ? MESSAGES.guidance.awaitManager
      : guidance?.kind === 'approveSellers'
        ? MESSAGES.guidance.approveSellers.text
        : guidance?.kind === 'awaitRelease'
          ? MESSAGES.guidance.awaitRelease
          : guidance?.kind === 'planFirst'
            ? `${MESSAGES.guidance.planFirst.title} ${guidance.canPlan ? MESSAGES.guidance.planFirst.manager : MESSAGES.guidance.planFirst.other}`
            : null;
  if (!lockMessage && !next) return null;
  const action =
    guidance?.kind === 'approveSellers' ? (
      <Button size="sm" variant="secondary" icon={<ArrowRight size={16} aria-hidden="true" />} onPress={onGoSellers}>
        {MESSAGES.guidance.approveSellers.action}
      </Button>
    ) : guidance?.kind === 'planFirst' && guidance.canPlan ? (
      <Button size="sm" variant="secondary" icon={<ArrowRight size={16} aria-hidden="true" />} onPress={onGoPlanning}>
        {MESSAGES.guidance.planFirst.action}
      </Button>
    ) : undefined;
  return (
    <Banner tone="info" {...(lockMessage && next ? { title: lockMessage } : {})} {...(action ? { action } : {})}>
      {next ?? lockMessage}
    </Banner>
  );
}

/**
 * The kept draft (issue 17): 'Rascunho recuperado' while the values put back are not saved, with
 * 'Salvar alterações' and 'Descartar rascunho'; or why a kept draft had to be dropped.
 */
function DraftBanner({ split }: { split: SupervisorSplitModel }) {
  const notice = split.draftNotice;
  if (!notice) return null;
  if (notice.kind === 'notApplied') {
    return (
      <Banner tone="warning" title={MESSAGES.draft.notAppliedTitle} onDismiss={split.dismissDraftNotice} dismissLabel={MESSAGES.actions.fechar}>
        {notice.reason === 'locked' ? MESSAGES.draft.locked : MESSAGES.draft.gone}
      </Banner>
    );
  }
  const text = [
    MESSAGES.draft.restored,
    notice.changedSince ? MESSAGES.draft.changedSince : null,
    notice.dropped > 0 ? MESSAGES.draft.dropped(notice.dropped) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Banner
      tone="info"
      title={MESSAGES.draft.restoredTitle}
      action={
        <>
          <Button size="sm" onPress={split.saveRestored} isDisabled={split.isSaving || split.isConflictBusy}>
            {MESSAGES.draft.save}
          </Button>{' '}
          <Button size="sm" variant="secondary" onPress={split.discardRestored} isDisabled={split.isSaving}>
            {MESSAGES.draft.discard}
          </Button>
        </>
      }
    >
      {text}
    </Banner>
  );
}

/**
 * The answer to a save refused because someone else changed the data first: who and when, the
 * user's values beside the server's, 'Recarregar' and 'Reaplicar meus valores'. It scrolls into view
 * when it opens (the user may be far down the cards).
 */
function ConflictArea({ split }: { split: SupervisorSplitModel }) {
  const ref = useRef<HTMLDivElement>(null);
  const { conflict } = split;
  useEffect(() => {
    if (conflict) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [conflict]);
  if (!conflict) return null;
  return (
    <div ref={ref}>
      <ConflictPanel
        title={conflictTitle(conflict.conflict)}
        description={conflict.origin === 'program' ? MESSAGES.conflict.program : MESSAGES.conflict.save}
        rows={conflict.rows.map((row) => ({
          key: row.key,
          label: row.category ? MESSAGES.conflict.categoryRow(row.category, row.supervisor) : row.supervisor,
          mine: formatBRL(row.mine),
          theirs: formatBRL(row.theirs),
        }))}
        onReload={split.reloadConflict}
        onReapply={split.reapplyConflict}
        isPending={split.isConflictBusy}
        labels={{
          item: MESSAGES.conflict.item,
          mine: MESSAGES.conflict.mine,
          theirs: MESSAGES.conflict.theirs,
          reload: MESSAGES.conflict.reload,
          reapply: MESSAGES.conflict.reapply,
        }}
      />
    </div>
  );
}

function Screen({ api, user, onNavigate, onSelectionChange, drafts }: Omit<SupervisorSplitProps, 'user'> & { user: CurrentUser }) {
  const draftStore = useMemo(() => resolveDraftStore(drafts, user.idUsuario), [drafts, user.idUsuario]);
  const split = useSupervisorSplit({
    api,
    user,
    drafts: draftStore,
    ...(onNavigate ? { onNavigate } : {}),
    ...(onSelectionChange ? { onSelectionChange } : {}),
  });
  const { dialog, totals, cards } = split;
  const showData = split.hasSelection && !split.isLoading && !split.isRestarted && !split.isEmptyTarget && cards.length > 0;
  const lockMessage =
    split.lock === 'released'
      ? MESSAGES.statusLocked.released
      : split.lock === 'imported'
        ? MESSAGES.statusLocked.imported
        : split.lock === 'readOnly'
          ? MESSAGES.statusLocked.readOnly
          : null;
  const confirmText =
    dialog.type === 'confirm'
      ? (() => {
          const card = cards.find((candidate) => candidate.id === dialog.change.supervisorId);
          const name = card?.name ?? '';
          return dialog.change.kind === 'total'
            ? MESSAGES.confirmChange.total(name, formatBRL(dialog.change.before), formatBRL(dialog.change.after))
            : MESSAGES.confirmChange.categories(name, dialog.change.items.length);
        })()
      : '';

  return (
    <Page
      title={MESSAGES.title}
      breadcrumb={
        <Breadcrumbs
          items={[
            { id: 'metas', label: MESSAGES.breadcrumb.metas },
            { id: 'programacao', label: MESSAGES.breadcrumb.screen },
          ]}
          onAction={(id) => id === 'metas' && split.goStatus()}
        />
      }
    >
      <SelectionBar
        selection={split.selection}
        years={split.years}
        versions={split.versions}
        lines={split.lines}
        isLoadingOptions={split.isParametersLoading}
        onChange={split.select}
      />

      {split.isRestarted ? (
        <EmptyState role="status">
          <WifiOff size={32} aria-hidden="true" />
          <strong>{MESSAGES.empty.restarted}</strong>
          <span>{MESSAGES.empty.restartedHint}</span>
        </EmptyState>
      ) : split.isEmptyPeriod ? (
        <EmptyState role="status">
          <SearchX size={32} aria-hidden="true" />
          <strong>{MESSAGES.empty.noPeriod}</strong>
        </EmptyState>
      ) : !split.hasSelection ? (
        <Note>{MESSAGES.empty.chooseSelection}</Note>
      ) : split.isLoading ? (
        <Centered>
          <Spinner size="lg" label={MESSAGES.loading} />
        </Centered>
      ) : split.isEmptyTarget ? (
        <EmptyState role="status">
          <SearchX size={32} aria-hidden="true" />
          <strong>{MESSAGES.empty.noData}</strong>
          {split.guidance?.kind === 'planFirst' && (
            <>
              <span>{MESSAGES.guidance.planFirst.title}</span>
              <span>{split.guidance.canPlan ? MESSAGES.guidance.planFirst.manager : MESSAGES.guidance.planFirst.other}</span>
              {split.guidance.canPlan && (
                <Button variant="secondary" icon={<ArrowRight size={18} aria-hidden="true" />} onPress={split.goPlanning}>
                  {MESSAGES.guidance.planFirst.action}
                </Button>
              )}
            </>
          )}
        </EmptyState>
      ) : null}

      {showData && (
        <>
          <SummaryCards totals={totals} status={split.target.status} />
          <Section aria-label={MESSAGES.title}>
            <LockBanner lockMessage={lockMessage} guidance={split.guidance} onGoSellers={split.goSellers} onGoPlanning={split.goPlanning} />
            {totals.change < 0 && <Banner tone="error">{MESSAGES.negative.banner}</Banner>}
            <DraftBanner split={split} />
            {/* While the restored values are announced, their banner offers saving and discarding them. */}
            {split.hasUnsaved && split.draftNotice?.kind !== 'restored' && (
              <Banner
                tone="error"
                title={MESSAGES.unsavedBanner.title}
                action={
                  <>
                    <Button size="sm" onPress={split.retryUnsaved} isDisabled={split.isSaving}>
                      {MESSAGES.actions.retry}
                    </Button>{' '}
                    <Button size="sm" variant="secondary" onPress={split.discardUnsaved} isDisabled={split.isSaving}>
                      {MESSAGES.actions.discard}
                    </Button>
                  </>
                }
              >
                {MESSAGES.unsavedBanner.message(split.unsavedCount)}
              </Banner>
            )}
            <ConflictArea split={split} />
            {split.commentsFailed && (
              <Banner
                tone="info"
                action={
                  <Button size="sm" variant="secondary" onPress={split.retryComments}>
                    {MESSAGES.comments.retry}
                  </Button>
                }
              >
                {MESSAGES.comments.failed}
              </Banner>
            )}
            <Toolbar>
              <h2>{MESSAGES.supervisorsHeading}</h2>
              <Button variant="secondary" icon={<Table2 size={18} aria-hidden="true" />} onPress={split.openCompare}>
                {MESSAGES.actions.comparar}
              </Button>
              <Button variant="secondary" icon={<History size={18} aria-hidden="true" />} onPress={() => split.goHistory()}>
                {MESSAGES.history.all}
              </Button>
              {split.isEditable && (
                <>
                  <Button
                    variant="secondary"
                    icon={<Scale size={18} aria-hidden="true" />}
                    isDisabled={split.plan === null || split.isSaving || split.hasUnsaved}
                    onPress={split.openDistribute}
                  >
                    {MESSAGES.actions.distribuir}
                  </Button>
                  <Button
                    variant="secondary"
                    icon={<Undo2 size={18} aria-hidden="true" />}
                    isDisabled={!split.canUndo}
                    onPress={split.undo}
                  >
                    {MESSAGES.actions.desfazer}
                  </Button>
                </>
              )}
            </Toolbar>
            {cards.map((card, index) => (
              <SupervisorCardView
                key={card.id}
                card={card}
                assumed={totals.assumed}
                draftStatus={split.drafts[card.id]?.status}
                isEditable={split.canEditSupervisor(card.id)}
                isExpanded={split.expanded.has(card.id)}
                isEditing={split.editing.has(card.id) && split.isEditable}
                categories={split.categoriesById.get(card.id)}
                totalComment={split.commentOf({ supervisorId: card.id })}
                categoryComment={(key) => split.commentOf({ supervisorId: card.id, categoryKey: key })}
                onHistory={() => split.goHistory(card.id)}
                onCommitTotal={(value) => split.commitTotal(card.id, value)}
                onCommitCategories={(edits) => split.commitCategories(card.id, edits)}
                onToggleExpanded={() => split.toggleExpanded(card.id)}
                onToggleEditing={() => split.toggleEditing(card.id)}
                {...(split.canUndo ? { onUndo: split.undo } : {})}
                {...(index === 0 ? { focusTick: split.focusCardsTick } : {})}
              />
            ))}
            <Note>{MESSAGES.roundingNote}</Note>
          </Section>
        </>
      )}

      <DockedBar
        label={MESSAGES.dock}
        {...(showData
          ? {
              summary: <FloatingPanel totals={totals} />,
              summaryLabel: MESSAGES.floating.label,
              summaryAfterScroll: FLOATING_SCROLL_PX,
              tone: changeTone(totals.change),
            }
          : {})}
        actions={
          <>
            <Button variant="secondary" icon={<ArrowLeft size={18} aria-hidden="true" />} onPress={split.back}>
              {MESSAGES.actions.voltar}
            </Button>
            {showData && split.access.canProgram && (
              <Button onPress={split.program} isDisabled={!split.isEditable || split.isSaving || split.isConflictBusy}>
                {MESSAGES.actions.programar}
              </Button>
            )}
          </>
        }
      />

      <ConfirmDialog
        isOpen={dialog.type === 'confirm'}
        title={MESSAGES.confirmChange.title}
        message={confirmText}
        confirmLabel={MESSAGES.confirmChange.yes}
        cancelLabel={MESSAGES.confirmChange.no}
        comment={{ label: MESSAGES.confirmChange.comment, description: MESSAGES.confirmChange.commentHint, maxLength: COMMENT_MAX_LENGTH }}
        onConfirm={split.confirmChange}
        onCancel={split.rejectChange}
      />
      <WarningDialog
        isOpen={dialog.type === 'invalid'}
        onClose={split.closeInvalid}
        message={MESSAGES.nonPositive}
        autoCloseMs={INVALID_POPUP_MS}
      />
      <Dialog
        isOpen={dialog.type === 'reduced'}
        onOpenChange={(open) => !open && split.closeDialog()}
        role="alertdialog"
        tone="warning"
        isCentered
        title={MESSAGES.negative.dialogTitle}
        actions={
          <>
            <Button variant="secondary" onPress={split.replan}>
              {MESSAGES.negative.replanejar}
            </Button>
            <Button onPress={split.redistribute}>{MESSAGES.negative.redistribuir}</Button>
          </>
        }
      >
        {MESSAGES.negative.banner}
      </Dialog>
      <ConfirmDialog
        isOpen={dialog.type === 'unsaved'}
        title={MESSAGES.unsavedConfirm.title}
        confirmLabel={MESSAGES.unsavedConfirm.yes}
        cancelLabel={MESSAGES.unsavedConfirm.no}
        onConfirm={split.confirmUnsaved}
        onCancel={split.closeDialog}
      />
      <DistributeDialog
        plan={dialog.type === 'distribute' ? dialog.plan : null}
        onConfirm={split.applyDistribution}
        onCancel={split.closeDialog}
      />
      <CompareDialog
        isOpen={dialog.type === 'compare'}
        onClose={split.closeDialog}
        cards={cards}
        rows={split.comparison.rows}
        isLoading={split.comparison.isLoading}
        comments={split.comments}
      />
      <ProgressDialog isOpen={dialog.type === 'programming'} title={MESSAGES.progress} />
      <SuccessDialog
        isOpen={dialog.type === 'programmed'}
        onClose={split.closeProgrammed}
        title={MESSAGES.programmed.title}
        message={MESSAGES.programmed.message}
      />
      <ErrorDialog
        isOpen={split.loadFailure !== null || split.actionError !== null}
        onClose={split.loadFailure ? split.dismissLoadFailure : split.dismissActionError}
        title={MESSAGES.error.title}
        headline={MESSAGES.error.headline}
        message={MESSAGES.error.message}
        reason={failureReason(split.loadFailure ? split.loadFailure.error : split.actionError?.error)}
        code={split.loadFailure?.code ?? split.actionError?.code ?? undefined}
        closeLabel={MESSAGES.error.ok}
        onRetry={split.loadFailure ? split.retryLoadFailure : split.actionError?.canRetry ? split.retryActionError : undefined}
        retryLabel={MESSAGES.actions.retry}
      />
    </Page>
  );
}

/**
 * The supervisor split (/metas/programacao and /metas/rateio-supervisor-KA, metas spec §2.2, §4.6):
 * the month's VBC target split among supervisors — cards with editable planned values and
 * per-category tables, the change against the assumed total, comparison, 'Distribuir diferença',
 * undo, and 'Programar Metas'. It has its own jotai store and, when the host provides none, its
 * own QueryClient; it opens no other feature (navigation goes through `onNavigate`).
 */
export function SupervisorSplit({ theme, user, ...props }: SupervisorSplitProps) {
  return (
    <FeatureRoot api={props.api} user={user} theme={theme} initStore={(store) => store.set(selectionAtom, props.initialSelection ?? {})}>
      {(currentUser) => <Screen {...props} user={currentUser} />}
    </FeatureRoot>
  );
}
