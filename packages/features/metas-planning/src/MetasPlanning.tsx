import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Undo2 } from 'lucide-react';
import { styled } from 'styled-components';
import { FeatureRoot, useIsHydrating, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import { COMMENT_MAX_LENGTH, formatBRL, resolveDraftStore, type CurrentUser, type DraftStore, type MetasSelection } from '@conecta/core';
import {
  Banner,
  Breadcrumbs,
  Button,
  ConfirmDialog,
  ConflictPanel,
  Dialog,
  ErrorDialog,
  Page,
  ProgressDialog,
  Spinner,
  SuccessDialog,
  TextArea,
  WarningDialog,
} from '@conecta/ui';
import { MESSAGES } from './messages';
import { planningAccess } from './state/access';
import { levelOf, summaryThresholds } from './state/planning';
import { usePlanning } from './state/use-planning';
import { openPlanning, useHydratePlanning, useOpenAfterHydration } from './state/use-planning-draft';
import { CategoryGrid } from './components/CategoryGrid';
import { HeaderChoices } from './components/HeaderChoices';
import { HistoryBasePicker } from './components/HistoryBasePicker';
import { OverwriteDialog } from './components/OverwriteDialog';
import { Selectors } from './components/Selectors';
import { SummaryCards } from './components/SummaryCards';

export interface MetasPlanningProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user: planners are type 1 staff and functions 1, 10 and 16; everyone else gets a read-only view. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /** Preselects the cascade (Ano, Periodo, Versao, Linha), e.g. from the status screen's link (core `parseMetasSelection`). A stale version or line is dropped. */
  initialSelection?: MetasSelection;
  /** Navigation requests: 'Voltar' → '/dashboard'; 'Programar para o time' → '/metas/programacao?…' with the selection. Without it those buttons do nothing. */
  onNavigate?: (path: string) => void;
  /**
   * Where the Meta Planejada values changed and not saved yet are kept, per selection, so that a
   * 401, a reload or leaving the screen loses nothing (core `createDraftStore`, for the signed-in
   * user; a store of another user is ignored). Restored when the screen opens on the same
   * selection (or, without a selection in the address, on the kept draft's) with the banner
   * 'Rascunho recuperado' and 'Descartar rascunho'; cleared by a successful 'Ratear Metas', by undoing
   * back to the loaded values, by 'Recarregar' and by confirming the unsaved-changes question.
   * `false` keeps nothing.
   * @default the tab's sessionStorage, for the signed-in user
   */
  drafts?: DraftStore | false;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const ToolbarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  span {
    color: ${({ theme }) => theme.colors.warningText};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const EmptyState = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A field with its own text undo (radios and checkboxes are not). */
const isTextEntry = (target: EventTarget) => {
  if (target instanceof HTMLInputElement) return !['radio', 'checkbox', 'button'].includes(target.type);
  return target instanceof HTMLElement && (target.isContentEditable || /^(TEXTAREA|SELECT)$/.test(target.tagName));
};

function Screen({ api, user, onNavigate, now, initialSelection, drafts }: Omit<MetasPlanningProps, 'user'> & { user: CurrentUser; now: Date }) {
  const draftStore = useMemo(() => resolveDraftStore(drafts, user.idUsuario), [drafts, user.idUsuario]);
  // Read once when the screen opens: the selection (the address's, else the kept draft's) and its draft.
  // Hydrating a server render, the screen first opens as the server did (without the tab's drafts,
  // so the markup matches) and keeps no drafts; right after, it opens on them.
  const isHydrating = useIsHydrating();
  const [opening] = useState(() => openPlanning(isHydrating ? null : draftStore, initialSelection, now));
  const { scope } = planningAccess(user);
  useHydratePlanning(opening, scope);
  useOpenAfterHydration(isHydrating, () => openPlanning(draftStore, initialSelection, now), scope);
  const p = usePlanning(api, user, onNavigate, isHydrating ? null : draftStore);
  const { dialog } = p;
  // A refused save's panel sits above the table: brought into view when it appears or changes
  // (the user clicked 'Ratear Metas' at the bottom of the page).
  const conflictRef = useRef<HTMLDivElement>(null);
  const conflictStamp = p.conflict ? `${p.conflict.conflict.changedBy}|${p.conflict.conflict.changedAt}` : null;
  useEffect(() => {
    if (conflictStamp !== null) conflictRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [conflictStamp]);
  const thresholds = summaryThresholds(p.totals, p.tableTotals);
  const totalLevel = levelOf(p.tableTotals.planejado, thresholds);

  // Ctrl+Z / Cmd+Z anywhere on the screen outside a text field undoes the last edit (the grid
  // handles it itself while it has focus).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || isTextEntry(event.target)) return;
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z' && p.canUndo) {
      event.preventDefault();
      p.undo();
    }
  };

  const statusBanner = () => {
    if (!p.isComplete || p.isLoading || p.loadError || p.target.status === null) return null;
    if (p.target.imported) return <Banner tone="info" title={MESSAGES.status.notReleased(p.target.status)}>{MESSAGES.status.imported}</Banner>;
    if (p.target.status === 'Liberado')
      return <Banner tone="info" title={MESSAGES.status.notReleased(p.target.status)}>{MESSAGES.status.released}</Banner>;
    return (
      <Banner tone="warning" title={MESSAGES.status.notReleased(p.target.status)}>
        {MESSAGES.status.notReleasedDetail}
      </Banner>
    );
  };

  const content = () => {
    if (p.isPeriodEmpty) return <EmptyState role="status">{MESSAGES.empty.noPeriod}</EmptyState>;
    if (!p.isComplete) return null;
    if (p.loadError)
      return (
        <Banner
          tone="error"
          title={MESSAGES.loadError.title}
          action={<Button variant="secondary" size="sm" onPress={p.retryLoad}>{MESSAGES.actions.retry}</Button>}
        >
          {p.loadErrorReason ? `${p.loadErrorReason} ${MESSAGES.loadError.detail}` : MESSAGES.loadError.detail}
        </Banner>
      );
    if (p.isLoading)
      return (
        <Loading role="status">
          <Spinner label={MESSAGES.table.loading} />
          {MESSAGES.table.loading}
        </Loading>
      );
    if (p.isEmpty) return <EmptyState role="status">{MESSAGES.empty.noData}</EmptyState>;
    const restored = p.restoredDraft;
    return (
      <>
        {restored && (
          <Banner
            tone={restored.changed ? 'warning' : 'info'}
            title={MESSAGES.draft.title}
            action={
              <Button variant="secondary" size="sm" onPress={p.discardDraft}>
                {MESSAGES.draft.discard}
              </Button>
            }
          >
            {[
              MESSAGES.draft.restored,
              restored.changed ? MESSAGES.draft.changed : null,
              restored.dropped > 0 ? MESSAGES.draft.dropped(restored.dropped) : null,
            ]
              .filter((line) => line !== null)
              .join(' ')}
          </Banner>
        )}
        <SummaryCards totals={p.totals} assumed={p.tableTotals.planejado} level={totalLevel} isLoading={false} />
        <HistoryBasePicker value={p.historyBase} isDisabled={!p.canEdit} onChange={p.chooseHistoryBase} />
        <Toolbar>
          <HeaderChoices coverage={p.headerCoverage} isDisabled={!p.canEdit} onChoose={p.chooseAll} />
          <ToolbarEnd>
            {p.dirty.size > 0 && <span role="status">{MESSAGES.unsavedCount(p.dirty.size)}</span>}
            {p.dirty.size === 0 && p.historyBaseUnsaved && p.historyBase !== null && (
              <span role="status">{MESSAGES.baseUnsaved(p.historyBase)}</span>
            )}
            <Button variant="secondary" size="sm" icon={<Undo2 size={16} aria-hidden="true" />} isDisabled={!p.canUndo} onPress={p.undo}>
              {MESSAGES.actions.desfazer}
            </Button>
          </ToolbarEnd>
        </Toolbar>
        {p.conflict && (
          <div ref={conflictRef}>
            <ConflictPanel
              title={p.conflict.title}
              description={
                <>
                  {p.conflict.own ? MESSAGES.conflict.ownDescription : MESSAGES.conflict.description}{' '}
                  {p.conflict.status !== null && MESSAGES.conflict.status(p.conflict.status)}{' '}
                  {p.conflict.values.length === 0 && MESSAGES.conflict.noValues}{' '}
                  {MESSAGES.conflict.choices}
                </>
              }
              rows={p.conflict.values.map((value) => ({
                key: value.key,
                label: value.categoria,
                mine: value.mine === null ? MESSAGES.conflict.empty : formatBRL(value.mine),
                theirs: formatBRL(value.theirs),
              }))}
              onReload={p.reloadFromServer}
              onReapply={p.reapply}
              labels={MESSAGES.conflict.labels}
            />
          </div>
        )}
        {p.saveFailure && (
          <Banner
            tone="error"
            title={MESSAGES.saveError.title}
            action={<Button variant="secondary" size="sm" onPress={p.save} isDisabled={!p.canEdit}>{MESSAGES.actions.retry}</Button>}
          >
            {MESSAGES.saveError.reason(p.saveFailure)} {MESSAGES.saveError.detail}
          </Banner>
        )}
        <CategoryGrid
          rows={p.rows}
          values={p.values}
          dirty={p.dirty}
          totals={p.tableTotals}
          totalLevel={totalLevel}
          canEdit={p.canEdit}
          commentOf={p.commentOf}
          onChoose={p.chooseRow}
          onCommit={p.commit}
          onUndo={p.undo}
        />
        <Note>{MESSAGES.table.rounding}</Note>
        {p.canEdit && <Note>{MESSAGES.table.pasteHint}</Note>}
        {p.commentsFailed && (
          <Banner
            tone="info"
            action={<Button variant="secondary" size="sm" onPress={p.retryComments}>{MESSAGES.comments.retry}</Button>}
          >
            {MESSAGES.comments.failed}
          </Banner>
        )}
        {p.canEdit && (
          <TextArea
            label={MESSAGES.comments.field}
            description={MESSAGES.comments.hint}
            value={p.comment}
            onChange={p.setComment}
            maxLength={COMMENT_MAX_LENGTH}
            showCounter
            rows={2}
          />
        )}
      </>
    );
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Page
        title={MESSAGES.title}
        breadcrumb={
          <Breadcrumbs
            items={[
              { id: 'metas', label: MESSAGES.breadcrumb.metas },
              { id: 'planejamento', label: MESSAGES.breadcrumb.planejamento },
            ]}
          />
        }
        description={MESSAGES.selectors.metaType}
      >
        {p.access.readOnlyReason !== null && (
          <Banner tone="info">{p.access.readOnlyReason === 'role' ? MESSAGES.access.readOnly : MESSAGES.access.noBroker}</Banner>
        )}
        <Section>
          <Selectors
            selection={p.selection}
            steps={p.steps}
            versions={p.options?.versions ?? []}
            lines={p.options?.lines ?? []}
            isLoadingOptions={p.parameters.isLoading}
            now={now}
            onChange={p.requestStep}
          />
          {p.parameters.isError && (
            <Banner
              tone="error"
              title={MESSAGES.parametersError.title}
              action={<Button variant="secondary" size="sm" onPress={p.parameters.retry}>{MESSAGES.actions.retry}</Button>}
            >
              {p.parameters.reason ? `${p.parameters.reason} ${MESSAGES.loadError.detail}` : MESSAGES.loadError.detail}
            </Banner>
          )}
          {statusBanner()}
          {content()}
        </Section>
        <Footer>
          <Button variant="secondary" onPress={p.back}>
            {MESSAGES.actions.voltar}
          </Button>
          <Button variant="primary" isDisabled={!p.canEdit} onPress={p.save}>
            {MESSAGES.actions.ratear}
          </Button>
        </Footer>
      </Page>

      <ConfirmDialog
        isOpen={dialog?.kind === 'unsaved'}
        onOpenChange={(open) => !open && dialog?.kind === 'unsaved' && p.closeDialog()}
        title={MESSAGES.dialogs.unsaved.title}
        message={MESSAGES.dialogs.unsaved.message}
        confirmLabel={MESSAGES.dialogs.unsaved.confirm}
        cancelLabel={MESSAGES.dialogs.unsaved.cancel}
        onConfirm={p.confirmUnsaved}
        onCancel={p.closeDialog}
      />
      <OverwriteDialog
        isOpen={dialog?.kind === 'overwrite'}
        action={dialog?.kind === 'overwrite' ? dialog.action : null}
        reason={dialog?.kind === 'overwrite' ? dialog.reason : null}
        lossRead={p.lossRead}
        onConfirm={p.confirmOverwrite}
        onCancel={p.closeDialog}
        onRetry={p.retryLossRead}
      />
      <ProgressDialog
        isOpen={p.isProcessingHistory || p.isSaving || p.isReloading}
        title={MESSAGES.dialogs.wait.title}
        message={
          p.saveStage === 'rereading'
            ? MESSAGES.dialogs.wait.rereading
            : p.isSaving
              ? MESSAGES.dialogs.wait.saving
              : p.isReloading
                ? MESSAGES.dialogs.wait.reloading
                : MESSAGES.dialogs.wait.history
        }
      />
      <Dialog
        isOpen={dialog?.kind === 'missing'}
        onOpenChange={(open) => !open && p.closeDialog()}
        title={MESSAGES.dialogs.missing.title}
        tone="warning"
        role="alertdialog"
        isCentered
        actions={
          <Button onPress={p.closeDialog} autoFocus>
            {MESSAGES.dialogs.error.ok}
          </Button>
        }
      >
        <p>{MESSAGES.dialogs.missing.message}</p>
      </Dialog>
      <WarningDialog
        isOpen={dialog?.kind === 'invalid'}
        onClose={p.closeDialog}
        title={MESSAGES.dialogs.invalid.title}
        message={MESSAGES.dialogs.invalid.message(dialog?.kind === 'invalid' ? dialog.text : '')}
        detail={MESSAGES.dialogs.invalid.detail}
      />
      <SuccessDialog
        isOpen={dialog?.kind === 'success'}
        onClose={p.closeDialog}
        title={MESSAGES.dialogs.success.title}
        message={MESSAGES.dialogs.success.message}
        actions={
          <>
            <Button variant="secondary" onPress={p.planOther}>
              {MESSAGES.dialogs.success.other}
            </Button>
            <Button variant="primary" onPress={p.programTeam}>
              {MESSAGES.dialogs.success.team}
            </Button>
          </>
        }
      />
      <ErrorDialog
        isOpen={p.errorDialog !== null}
        onClose={p.closeErrorDialog}
        title={MESSAGES.dialogs.error.title}
        headline={MESSAGES.dialogs.error.headline}
        message={MESSAGES.dialogs.error.message}
        code={p.errorDialog?.code}
        reason={p.errorDialog?.reason}
        onRetry={p.errorDialog?.retry ?? undefined}
        retryLabel={MESSAGES.actions.retry}
        closeLabel={MESSAGES.dialogs.error.ok}
      />
    </div>
  );
}

/**
 * Target planning (/metas/planejamentos, /metas/planejamento; metas spec §2.1, §4.4, §4.5, §5):
 * the Ano → Periodo → Versao → Linha cascade, summary cards with the level, the history base,
 * the category table (header checkboxes, row radios, editable Meta Planejada with paste and
 * undo, live totals, '% Cat.' and levels) and 'Ratear Metas'. It has its own jotai store and,
 * when the host provides none, its own QueryClient; navigation goes through `onNavigate`.
 */
export function MetasPlanning({ theme, user, ...props }: MetasPlanningProps) {
  const [now] = useState(() => new Date());
  // One store per signed-in user: the screen opens afresh (and reads that user's draft) for another.
  return (
    <FeatureRoot key={user?.idUsuario ?? 'session'} api={props.api} user={user} theme={theme}>
      {(currentUser) => <Screen {...props} user={currentUser} now={now} />}
    </FeatureRoot>
  );
}
