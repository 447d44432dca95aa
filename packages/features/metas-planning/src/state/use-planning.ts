/**
 * The view model of the planning screen: the cascade and its option lists, the target's totals,
 * category rows and status, the drafts with undo, the history base, the save and every dialog.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { createApiHooks, failureReason, savedVersionOf, toTargetChange, type ApiClient } from '@conecta/api';
import {
  canUndo,
  conflictTitle,
  currentComments,
  metasSelectionSearch,
  periodKey,
  undoLast,
  type CurrentUser,
  type DraftStore,
  type SaveConflict,
  type TargetStatus,
  type ValueComment,
  valueKey,
} from '@conecta/core';
import { MESSAGES, ERROR_CODES } from '../messages';
import { planningAccess, type PlanningAccess } from './access';
import {
  clearDraftsAtom,
  conflictAtom,
  dialogAtom,
  dismissedParametersErrorAtom,
  draftsAtom,
  editHistoryAtom,
  historyBaseAtom,
  historyBaseUnsavedAtom,
  lossReadAtom,
  planCommentAtom,
  processingHistoryAtom,
  reloadingAtom,
  restoredDraftAtom,
  saveBaseAtom,
  saveFailedAtom,
  saveStageAtom,
  selectionAtom,
  type LossRead,
  type OverwriteAction,
  type PlanningDialog,
} from './atoms';
import {
  baseAfterConflict,
  baseAfterRead,
  baseAfterSave,
  baseFor,
  conflictValues,
  errorOfAnswer,
  isOwnChange,
  saveFailureOf,
  targetKeyOf,
  type ConflictValue,
  type SaveFailure,
} from './concurrency';
import { planningDraftTarget, restoredDraftNotes, type PlanningDraftSource, type RestoredDraftNotes } from './draft';
import { splitLoss } from './losses';
import { buildSavePayload } from './payload';
import {
  applyChanges,
  currentValues,
  dirtyKeys,
  headerCoverage,
  isTargetLocked,
  missingRows,
  overwriteAll,
  overwriteReason,
  prefillFromSuggestions,
  overwriteRow,
  readPlannedInput,
  revertBatch,
  tableTotals,
  type PlannedChange,
  type TableTotals,
} from './planning';
import {
  categoryRowsFromServer,
  parameterOptions,
  supervisorSharesFromServer,
  supervisorStatusesFromServer,
  targetStateFromServer,
  totalsFromServer,
} from './rows';
import {
  EMPTY_SELECTION,
  META_TYPE,
  changeStep,
  isComplete,
  toMetasSelection,
  visibleSteps,
  withinOptions,
  type PlanningSelection,
  type SelectionStep,
} from './selection';
import type { CategoryRow, Choice, ChoiceCoverage, HistoryBase, PlannedValues, TargetState, TargetTotals } from './types';
import { usePlanningDraftKeeper } from './use-planning-draft';

/** One confirmed cell edit as the grid reports it. */
export interface CellInput {
  rowKey: string;
  text: string;
  value: number | null;
}

/** A save refused because someone changed the target after this screen read it (409). */
export interface PlanningConflict {
  /** Who changed it and when (from the 409). */
  conflict: SaveConflict;
  /** 'Alterado por X às HH:MM' (core `conflictTitle`). */
  title: string;
  /** The change was made under the user's own name (another tab, or an earlier save whose answer was lost). */
  own: boolean;
  /** Each typed category whose server value now differs: the user's value beside the server's. */
  values: ConflictValue[];
  /** The target's status now (read again after the 409). */
  status: TargetStatus | null;
}

/** Everything the planning screen shows and can do. */
export interface PlanningState {
  access: PlanningAccess;
  selection: PlanningSelection;
  steps: SelectionStep[];
  requestStep: (step: SelectionStep, value: number | string | null) => void;
  options: { versions: string[]; lines: string[] } | null;
  /** The versions and lines of the period; `reason` says why reading them failed (time-out, no connection…), or null. */
  parameters: { isLoading: boolean; isError: boolean; reason: string | null; retry: () => void };
  /** The period has no parameter rows: 'Nenhum dado para este periodo!'. */
  isPeriodEmpty: boolean;
  isComplete: boolean;
  /** The target's data is loading (first load or after a change of target). */
  isLoading: boolean;
  /** Loading the target failed (inline, retryable). */
  loadError: boolean;
  /** Why it failed in the user's words (time-out, no connection, unreadable answer), or null. */
  loadErrorReason: string | null;
  retryLoad: () => void;
  /** The category call answered no rows: 'Nenhum dado retornado!'. */
  isEmpty: boolean;
  rows: CategoryRow[];
  values: PlannedValues;
  dirty: ReadonlySet<string>;
  /** Something is not saved: a changed value, or a chosen history base (the unsaved-changes question applies). */
  hasUnsaved: boolean;
  totals: TargetTotals | null;
  tableTotals: TableTotals;
  target: TargetState;
  /** 'Liberado' or imported: every value is read-only (metas spec §4.6 applies to the whole target). */
  isLocked: boolean;
  /** The user may change values now (planner, one broker, target not locked, rows loaded, not busy). */
  canEdit: boolean;
  /** What each header checkbox shows, derived from the row radios (checked / mixed / unchecked). */
  headerCoverage: Record<Choice, ChoiceCoverage>;
  chooseAll: (choice: Choice) => void;
  chooseRow: (row: CategoryRow, choice: Choice) => void;
  commit: (inputs: readonly CellInput[]) => void;
  canUndo: boolean;
  undo: () => void;
  historyBase: HistoryBase | null;
  /** The chosen base is not saved yet. */
  historyBaseUnsaved: boolean;
  chooseHistoryBase: (base: HistoryBase) => void;
  isProcessingHistory: boolean;
  /** A save is being sent, or the server's data is read again after a 409. */
  isSaving: boolean;
  /** What the wait dialog says while `isSaving`. */
  saveStage: 'saving' | 'rereading' | null;
  save: () => void;
  /** The last save failed (no answer, time-out or a server error) and the typed values are still unsaved: why, for the banner with its retry. */
  saveFailure: Exclude<SaveFailure, { kind: 'conflict' }> | null;
  /** The last save was refused because the target changed since it was read (409), while unsaved values remain. */
  conflict: PlanningConflict | null;
  /** 'Recarregar': drops the typed values and the chosen base, shows the server's plan and status. */
  reloadFromServer: () => void;
  /** 'Reaplicar meus valores': saves the typed values again on the version now shown (asking first, as 'Ratear Metas' does, when the target is split). */
  reapply: () => void;
  /** 'Recarregar' is reading the server's data. */
  isReloading: boolean;
  back: () => void;
  dialog: PlanningDialog | null;
  /**
   * The generic error modal ('Algo deu errado!'): a failed read of the versions and lines (code 7,
   * derived from the query and closable), a failed save (code 5) or history calculation. `reason`
   * says why (null: nothing to add); `retry` runs the failed read again (null: none, e.g. a save,
   * whose banner has its own 'Tentar novamente').
   */
  errorDialog: { code: number | undefined; reason: string | null; retry: (() => void) | null } | null;
  closeErrorDialog: () => void;
  /** The screen opened with a kept draft of this selection and its values are on screen: what the banner says. */
  restoredDraft: RestoredDraftNotes | null;
  /** 'Descartar rascunho': drops the restored values (and a restored history base) and the kept draft; the server's values show. */
  discardDraft: () => void;
  closeDialog: () => void;
  confirmUnsaved: () => void;
  confirmOverwrite: () => void;
  /** What the overwrite dialog names (the split a save would replace), read when it opens. */
  lossRead: LossRead;
  /** Reads it again after a failure. */
  retryLossRead: () => void;
  planOther: () => void;
  programTeam: () => void;
  /** The comment typed for the plan (issue 26), sent with 'Ratear Metas' and kept through a failed save. */
  comment: string;
  setComment: (comment: string) => void;
  /** The comment of the change that set a category's planned value. */
  commentOf: (grupoBookKey: number) => ValueComment | undefined;
  /** The comments could not be read: the screen says so and offers to read them again. */
  commentsFailed: boolean;
  retryComments: () => void;
}

const TARGET_PATHS = ['/tabelacartametatotal', '/tabelacartametagrupo', '/tabelacartametastatus', '/metas/historico'];

export function usePlanning(
  api: ApiClient,
  user: CurrentUser,
  onNavigate: ((path: string) => void) | undefined,
  draftStore: DraftStore | null = null,
): PlanningState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const queryClient = useQueryClient();
  const access = useMemo(() => planningAccess(user), [user]);

  const [chosen, setSelection] = useAtom(selectionAtom);
  const [drafts, setDrafts] = useAtom(draftsAtom);
  const [history, setHistory] = useAtom(editHistoryAtom);
  const [historyBase, setHistoryBase] = useAtom(historyBaseAtom);
  const [baseUnsaved, setBaseUnsaved] = useAtom(historyBaseUnsavedAtom);
  const [processingHistory, setProcessingHistory] = useAtom(processingHistoryAtom);
  const [lossRead, setLossRead] = useAtom(lossReadAtom);
  const [saveFailure, setSaveFailed] = useAtom(saveFailedAtom);
  const [saveBase, setSaveBase] = useAtom(saveBaseAtom);
  const [conflict, setConflict] = useAtom(conflictAtom);
  const [saveStage, setSaveStage] = useAtom(saveStageAtom);
  const [reloading, setReloading] = useAtom(reloadingAtom);
  const [dialog, setDialog] = useAtom(dialogAtom);
  const [dismissedParams, setDismissedParams] = useAtom(dismissedParametersErrorAtom);
  const [restored, setRestored] = useAtom(restoredDraftAtom);
  const clearDrafts = useSetAtom(clearDraftsAtom);
  const [comment, setComment] = useAtom(planCommentAtom);

  const periodo = chosen.ano !== null && chosen.mes !== null ? periodKey(chosen.ano, chosen.mes) : '';
  const parameters = hooks.useQuery(
    'get',
    '/parametrotabelacartameta',
    { params: { query: { IdPuxada: access.scope, Periodo: periodo, TipoMeta: META_TYPE } } },
    { enabled: periodo !== '' },
  );
  const options = useMemo(
    () => (parameters.data ? parameterOptions(parameters.data) : null),
    [parameters.data],
  );
  const selection = useMemo(() => withinOptions(chosen, options), [chosen, options]);
  const complete = isComplete(selection);
  const versao = selection.versao ?? '';
  const linha = selection.linha ?? '';
  const targetQuery = useMemo(
    () => ({ IdPuxada: access.scope, Versao: versao, TipoMeta: META_TYPE, Linha: linha, IdUsuario: user.idUsuario }),
    [access.scope, versao, linha, user.idUsuario],
  );

  // With a history base chosen on this visit the table shows that base's suggestions: the
  // calculation (Tipo=P, which stores nothing) and the category rows of that base (Tipo=G, N).
  const totalsInit = useMemo(() => {
    const qtd: 0 | HistoryBase = historyBase ?? 0;
    return { params: { query: { ...targetQuery, QtdMesMedia: qtd, Tipo: historyBase ? ('P' as const) : ('T' as const) } } };
  }, [targetQuery, historyBase]);
  const groupsInit = useMemo(() => {
    const qtd: 0 | HistoryBase = historyBase ?? 0;
    return { params: { query: { ...targetQuery, QtdMesMedia: qtd, Tipo: 'G' as const } } };
  }, [targetQuery, historyBase]);
  const totalsQuery = hooks.useQuery('get', '/tabelacartametatotal', totalsInit, { enabled: complete });
  const groupsQuery = hooks.useQuery('get', '/tabelacartametagrupo', groupsInit, { enabled: complete });
  const statusInit = useMemo(
    () => ({ params: { query: { idPuxada: access.scope, versao, tipoMeta: META_TYPE, periodo } } }),
    [access.scope, versao, periodo],
  );
  // The status shown is always read on this visit (another screen may have moved the target on
  // since a cached answer): refetched on entry, and the screen waits for it.
  const statusQuery = hooks.useQuery('get', '/tabelacartametastatus', statusInit, {
    enabled: complete,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  // The base of a save: the whole target's update date as the totals (Tipo=T) answer it. The same
  // query as the totals when no history base is chosen; kept read while one is (Tipo=P is a
  // calculation, not the stored target).
  const baseInit = useMemo(
    () => ({ params: { query: { ...targetQuery, QtdMesMedia: 0 as const, Tipo: 'T' as const } } }),
    [targetQuery],
  );
  const baseQuery = hooks.useQuery('get', '/tabelacartametatotal', baseInit, { enabled: complete });
  const readBase = baseQuery.data?.[0]?.dataAtualizacao ?? null;
  const targetKey = targetKeyOf(access.scope, versao, linha);

  // The comments saved with the categories (issue 26): the target's history, read with it and
  // again after a save (TARGET_PATHS). Secondary: a failed read shows a notice, not the modal.
  const historyQuery = hooks.useQuery(
    'get',
    '/metas/historico',
    { params: { query: { IdPuxada: access.scope, Versao: versao, TipoMeta: META_TYPE, Linha: linha } } },
    { enabled: complete },
  );
  const comments = useMemo(() => currentComments((historyQuery.data ?? []).map(toTargetChange)), [historyQuery.data]);

  const rows = useMemo(() => categoryRowsFromServer(groupsQuery.data ?? []), [groupsQuery.data]);
  const totals = useMemo(() => totalsFromServer(totalsQuery.data ?? []), [totalsQuery.data]);
  const target = useMemo<TargetState>(
    () => targetStateFromServer(statusQuery.data ?? [], versao, linha),
    [statusQuery.data, versao, linha],
  );
  const values = useMemo(() => currentValues(rows, drafts), [rows, drafts]);
  const dirty = useMemo(() => new Set(dirtyKeys(rows, drafts)), [rows, drafts]);
  const liveTotals = useMemo(() => tableTotals(rows, values), [rows, values]);
  const serverPlanned = useMemo(() => rows.reduce((acc, row) => acc + row.planejado, 0), [rows]);
  const hasUnsaved = dirty.size > 0 || baseUnsaved;

  const loadError = complete && (groupsQuery.isError || totalsQuery.isError || statusQuery.isError);
  const isLoading =
    complete &&
    !loadError &&
    (groupsQuery.isPending || totalsQuery.isPending || statusQuery.isPending || !statusQuery.isFetchedAfterMount);
  const isLocked = isTargetLocked(target);
  const saving = saveStage !== 'idle';
  const busy = processingHistory || saving || reloading;
  const canEdit = access.readOnlyReason === null && complete && !isLoading && !loadError && !isLocked && rows.length > 0 && !busy;

  // The kept draft of this selection (issue 17): reported while the rows are on screen and no save
  // or reload runs, written once the user pauses, written at once when the screen goes away.
  const draftTarget = planningDraftTarget(selection);
  const rowsLoaded = complete && groupsQuery.isSuccess && !isLoading && !loadError;
  const draftBase = saveBase && saveBase.target === targetKey ? saveBase.date : readBase;
  const draftSource = useMemo<PlanningDraftSource>(
    () => ({ rows, drafts, history, historyBase, historyBaseUnsaved: baseUnsaved, base: draftBase }),
    [rows, drafts, history, historyBase, baseUnsaved, draftBase],
  );
  const keeper = usePlanningDraftKeeper(draftStore, draftTarget, draftSource, rowsLoaded && !saving && !reloading && !processingHistory);
  const restoredHere = restored !== null && restored.target === draftTarget ? restored : null;
  const restoredNotes = useMemo(
    () => (restoredHere && rowsLoaded ? restoredDraftNotes(restoredHere, rows) : null),
    [restoredHere, rowsLoaded, rows],
  );

  const logged = useCallback((label: string, error: unknown) => {
    console.error(label, error);
  }, []);
  // Loading failures are logged once per failure (metas spec §8), and shown (see the screen).
  useEffect(() => {
    if (parameters.error) logged(MESSAGES.log.parameters, parameters.error);
  }, [parameters.error, logged]);
  const targetError = groupsQuery.error ?? totalsQuery.error ?? statusQuery.error;
  useEffect(() => {
    if (targetError) logged(MESSAGES.log.data, targetError);
  }, [targetError, logged]);

  const reloadTarget = useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (query) => TARGET_PATHS.includes(String(query.queryKey[1])),
      }),
    [queryClient],
  );

  // The base follows the reads while the screen shows the server's values; pinned while unsaved
  // (and while a restored draft waits for its rows: it keeps the base its edits were made on).
  const restoring = restoredHere !== null && !rowsLoaded;
  useEffect(() => {
    if (!complete) return;
    setSaveBase((current) => baseAfterRead(current, targetKey, readBase, hasUnsaved || restoring));
  }, [complete, targetKey, readBase, hasUnsaved, restoring, setSaveBase]);

  const applyStep = useCallback(
    (step: SelectionStep, value: number | string | null) => {
      setSelection(changeStep(selection, step, value));
      setHistoryBase(null);
      clearDrafts();
    },
    [selection, setSelection, setHistoryBase, clearDrafts],
  );

  const requestStep = useCallback(
    (step: SelectionStep, value: number | string | null) => {
      if (selection[step] === value) return;
      if (hasUnsaved) setDialog({ kind: 'unsaved', pending: { type: 'step', step, value } });
      else applyStep(step, value);
    },
    [selection, hasUnsaved, setDialog, applyStep],
  );

  const navigateBack = useCallback(() => onNavigate?.('/dashboard'), [onNavigate]);
  const back = useCallback(() => {
    if (hasUnsaved) setDialog({ kind: 'unsaved', pending: { type: 'back' } });
    else navigateBack();
  }, [hasUnsaved, setDialog, navigateBack]);

  const confirmUnsaved = useCallback(() => {
    if (dialog?.kind !== 'unsaved') return;
    const { pending } = dialog;
    setDialog(null);
    // 'SIM': the unsaved values are given up, their draft too.
    keeper.clear();
    if (pending.type === 'back') {
      clearDrafts();
      navigateBack();
    } else applyStep(pending.step, pending.value);
  }, [dialog, setDialog, keeper, clearDrafts, navigateBack, applyStep]);

  const change = useCallback(
    (changes: readonly PlannedChange[]) => {
      if (!canEdit) return;
      const next = applyChanges(rows, drafts, history, changes);
      setDrafts(next.drafts);
      setHistory(next.history);
    },
    [canEdit, rows, drafts, history, setDrafts, setHistory],
  );

  const commit = useCallback(
    (inputs: readonly CellInput[]) => {
      if (!canEdit) return;
      const changes: PlannedChange[] = [];
      let invalid: string | null = null;
      for (const input of inputs) {
        const value = readPlannedInput(input.text, input.value);
        if (value === 'invalid') invalid ??= input.text;
        else changes.push({ key: input.rowKey, value });
      }
      change(changes);
      if (invalid !== null) setDialog({ kind: 'invalid', text: invalid });
    },
    [canEdit, change, setDialog],
  );

  const undo = useCallback(() => {
    if (!canEdit) return;
    const { history: rest, revert } = undoLast(history);
    if (!revert) return;
    const next = revertBatch(drafts, revert);
    setDrafts(next);
    setHistory(rest);
    // Back to the values as loaded: the restored draft is gone (the keeper removes it too).
    if (dirtyKeys(rows, next).length === 0 && !baseUnsaved) setRestored(null);
  }, [canEdit, history, drafts, rows, baseUnsaved, setDrafts, setHistory, setRestored]);

  // What a new split would replace: read fresh when the overwrite dialog opens on a split
  // target (supervisor summary Tipo=R Empregado=000 and the status rows), outside the query
  // cache so a failure here never replaces the screen's own data. A later read wins.
  const lossRequest = useRef(0);
  const readLoss = useCallback(async () => {
    const request = ++lossRequest.current;
    setLossRead({ state: 'loading' });
    try {
      const [summary, status] = await Promise.all([
        api.GET('/tabelacartametasupervisorresumo', {
          params: { query: { IdPuxada: access.scope, Versao: versao, Linha: linha, TipoMeta: META_TYPE, Tipo: 'R', Empregado: '000', IdUsuario: user.idUsuario } },
        }),
        api.GET('/tabelacartametastatus', statusInit),
      ]);
      if (request !== lossRequest.current) return;
      // A refusal must never read as "nothing to lose".
      if (!summary.response.ok || !status.response.ok || !Array.isArray(summary.data) || !Array.isArray(status.data))
        throw new Error(`split read failed (${summary.response.status}, ${status.response.status})`);
      const loss = splitLoss(
        supervisorSharesFromServer(summary.data),
        supervisorStatusesFromServer(status.data, versao, linha),
      );
      setLossRead({ state: 'ready', loss });
    } catch (error) {
      if (request !== lossRequest.current) return;
      logged(MESSAGES.log.losses, error);
      setLossRead({ state: 'error' });
    }
  }, [api, access.scope, versao, linha, user.idUsuario, statusInit, setLossRead, logged]);

  const askOverwrite = useCallback(
    (action: OverwriteAction, reason: 'split' | 'planned') => {
      setDialog({ kind: 'overwrite', action, reason });
      if (reason === 'split') void readLoss();
      else setLossRead({ state: 'idle' });
    },
    [setDialog, readLoss, setLossRead],
  );

  const runHistoryBase = useCallback(
    async (base: HistoryBase) => {
      if (!isComplete(selection)) return;
      setProcessingHistory(true);
      try {
        // Reads only: the calculation of base N (Tipo=P) and its category rows (Tipo=G, N).
        const [, groups] = await Promise.all([
          queryClient.fetchQuery(
            hooks.queryOptions('get', '/tabelacartametatotal', {
              params: { query: { ...targetQuery, QtdMesMedia: base, Tipo: 'P' } },
            }),
          ),
          queryClient.fetchQuery(
            hooks.queryOptions('get', '/tabelacartametagrupo', {
              params: { query: { ...targetQuery, QtdMesMedia: base, Tipo: 'G' } },
            }),
          ),
        ]);
        const baseRows = categoryRowsFromServer(groups);
        setHistoryBase(base);
        setBaseUnsaved(true);
        // The pre-fill is one undoable action on the screen, like a header checkbox.
        const next = applyChanges(baseRows, drafts, history, prefillFromSuggestions(baseRows));
        setDrafts(next.drafts);
        setHistory(next.history);
      } catch (error) {
        logged(MESSAGES.log.history, error);
        setDialog({ kind: 'error', reason: failureReason(error), retry: { type: 'base', base } });
      } finally {
        setProcessingHistory(false);
      }
    },
    [selection, setProcessingHistory, queryClient, hooks, targetQuery, setHistoryBase, setBaseUnsaved, drafts, history, setDrafts, setHistory, logged, setDialog],
  );

  const chooseHistoryBase = useCallback(
    (base: HistoryBase) => {
      if (!canEdit) return;
      const reason = overwriteReason('base', target, serverPlanned, dirty.size);
      if (reason) askOverwrite({ type: 'base', base }, reason);
      else void runHistoryBase(base);
    },
    [canEdit, target, serverPlanned, dirty, askOverwrite, runHistoryBase],
  );

  const runSave = useCallback(() => {
    if (!canEdit || !isComplete(selection) || access.broker === null) return;
    const body = buildSavePayload({
      rows,
      values,
      selection,
      broker: access.broker,
      user,
      now: new Date(),
      historyBase,
      base: baseFor(saveBase, targetKey, readBase),
      comment,
    });
    void (async () => {
      setSaveStage('saving');
      let header: string | null = null;
      try {
        const result = await api.POST('/atualizartabelacartameta', { body });
        const refused = await errorOfAnswer(result, '/atualizartabelacartameta');
        if (refused) throw refused;
        header = savedVersionOf(result.response);
        // Saved: the draft has nothing left to keep, the comment went with the plan.
        keeper.clear();
        setComment('');
      } catch (error) {
        const failure = saveFailureOf(error);
        logged(failure.kind === 'conflict' ? MESSAGES.log.conflict : MESSAGES.log.save, error);
        if (failure.kind !== 'conflict') {
          // Nothing typed is lost: the drafts stay, marked unsaved, with the reason and a retry.
          setSaveStage('idle');
          setSaveFailed(failure);
          setDialog({ kind: 'error', code: ERROR_CODES.save, reason: failureReason(error) });
          return;
        }
        // 409: read the server's target again (values, status, base) and show it beside the
        // drafts, which stay. A re-apply is sent on the version now shown.
        setSaveStage('rereading');
        try {
          await reloadTarget();
        } finally {
          const reread = queryClient.getQueryData<{ dataAtualizacao?: string }[]>(hooks.queryOptions('get', '/tabelacartametatotal', baseInit).queryKey);
          setSaveBase(baseAfterConflict(targetKey, failure.conflict, reread?.[0]?.dataAtualizacao));
          setSaveFailed(null);
          setConflict(failure.conflict);
          setSaveStage('idle');
        }
        return;
      }
      setSaveBase((current) => baseAfterSave(current, targetKey, header));
      await reloadTarget();
      clearDrafts();
      setSaveStage('idle');
      setDialog({ kind: 'success' });
    })();
  }, [canEdit, selection, access.broker, rows, values, user, historyBase, saveBase, targetKey, readBase, api, keeper, logged, setSaveStage, setSaveFailed, setDialog, reloadTarget, queryClient, hooks, baseInit, setSaveBase, setConflict, clearDrafts, comment, setComment]);

  const save = useCallback(() => {
    if (!canEdit || !isComplete(selection) || access.broker === null) return;
    if (missingRows(rows, values).length > 0) {
      setDialog({ kind: 'missing' });
      return;
    }
    const reason = overwriteReason('save', target, serverPlanned, dirty.size);
    if (reason) askOverwrite({ type: 'save' }, reason);
    else runSave();
  }, [canEdit, selection, access.broker, rows, values, target, serverPlanned, dirty, setDialog, askOverwrite, runSave]);

  // 'Recarregar': the server's plan and status replace the screen's; the typed values and an
  // unsaved history base are dropped. The fresh data is read before the drafts go, so the table
  // never shows an older answer in between.
  const groupsZeroInit = useMemo(
    () => ({ params: { query: { ...targetQuery, QtdMesMedia: 0 as const, Tipo: 'G' as const } } }),
    [targetQuery],
  );
  const reloadFromServer = useCallback(() => {
    if (reloading || saving) return;
    // The typed values are given up for the server's: their draft too.
    keeper.clear();
    void (async () => {
      setReloading(true);
      try {
        await reloadTarget();
        if (historyBase !== null)
          await queryClient.fetchQuery({ ...hooks.queryOptions('get', '/tabelacartametagrupo', groupsZeroInit), staleTime: 0 });
      } catch (error) {
        // The screen shows its load error with a retry; the reload still drops the drafts.
        logged(MESSAGES.log.data, error);
      } finally {
        setHistoryBase(null);
        clearDrafts();
        setReloading(false);
      }
    })();
  }, [reloading, saving, keeper, reloadTarget, historyBase, queryClient, hooks, groupsZeroInit, logged, setHistoryBase, clearDrafts, setReloading]);

  const closeOverwrite = useCallback(() => {
    lossRequest.current += 1;
    setLossRead({ state: 'idle' });
    setDialog(null);
  }, [setLossRead, setDialog]);

  const confirmOverwrite = useCallback(() => {
    if (dialog?.kind !== 'overwrite') return;
    // Never on a loss that is not on screen: the split must have been read and shown.
    if (dialog.reason === 'split' && lossRead.state !== 'ready') return;
    const { action } = dialog;
    closeOverwrite();
    if (action.type === 'base') void runHistoryBase(action.base);
    else runSave();
  }, [dialog, lossRead, closeOverwrite, runHistoryBase, runSave]);

  const parametersStamp = parameters.errorUpdatedAt;
  const parametersErrorOpen = parameters.isError && dismissedParams !== parametersStamp;
  const { refetch: refetchParameters } = parameters;
  const retryParameters = useCallback(() => void refetchParameters(), [refetchParameters]);
  const errorDialog = useMemo<PlanningState['errorDialog']>(() => {
    if (dialog?.kind === 'error') {
      const { retry } = dialog;
      return {
        code: dialog.code,
        reason: dialog.reason ?? null,
        retry: retry ? () => void runHistoryBase(retry.base) : null,
      };
    }
    if (parametersErrorOpen) return { code: ERROR_CODES.parameters, reason: failureReason(parameters.error), retry: retryParameters };
    return null;
  }, [dialog, runHistoryBase, parametersErrorOpen, parameters.error, retryParameters]);

  const discardDraft = useCallback(() => {
    keeper.clear();
    setHistoryBase(null);
    clearDrafts();
  }, [keeper, setHistoryBase, clearDrafts]);
  const conflictView = useMemo<PlanningConflict | null>(
    () =>
      conflict
        ? {
            conflict,
            title: conflictTitle(conflict, new Date()),
            own: isOwnChange(conflict, user.descricaoUsuario),
            values: conflictValues(rows, drafts),
            status: target.status,
          }
        : null,
    [conflict, user.descricaoUsuario, rows, drafts, target.status],
  );

  return {
    access,
    selection,
    comment,
    setComment,
    commentOf: (grupoBookKey: number) => comments.get(valueKey({ level: 'META', categoryKey: grupoBookKey })),
    commentsFailed: historyQuery.isError && !historyQuery.isFetching,
    retryComments: () => void historyQuery.refetch(),
    steps: visibleSteps(selection),
    requestStep,
    options,
    parameters: {
      isLoading: parameters.isFetching && !parameters.data,
      isError: parameters.isError,
      reason: failureReason(parameters.error),
      retry: retryParameters,
    },
    isPeriodEmpty: options !== null && options.versions.length === 0,
    isComplete: complete,
    isLoading,
    loadError,
    loadErrorReason: loadError ? failureReason(targetError) : null,
    retryLoad: () => {
      for (const query of [groupsQuery, totalsQuery, statusQuery]) if (query.isError) void query.refetch();
    },
    isEmpty: complete && groupsQuery.isSuccess && rows.length === 0,
    rows,
    values,
    dirty,
    hasUnsaved,
    totals,
    tableTotals: liveTotals,
    target,
    isLocked,
    canEdit,
    headerCoverage: headerCoverage(rows, values),
    chooseAll: (choice) => change(overwriteAll(rows, choice)),
    chooseRow: (row, choice) => change(overwriteRow(row, choice)),
    commit,
    canUndo: canEdit && canUndo(history),
    undo,
    historyBase,
    historyBaseUnsaved: baseUnsaved,
    chooseHistoryBase,
    isProcessingHistory: processingHistory,
    isSaving: saving,
    saveStage: saving ? (saveStage === 'rereading' ? 'rereading' : 'saving') : null,
    save,
    saveFailure: hasUnsaved ? saveFailure : null,
    conflict: conflictView,
    reloadFromServer,
    reapply: save,
    isReloading: reloading,
    back,
    dialog,
    errorDialog,
    closeErrorDialog: () => (dialog?.kind === 'error' ? setDialog(null) : setDismissedParams(parametersStamp)),
    restoredDraft: restoredNotes && hasUnsaved ? restoredNotes : null,
    discardDraft,
    closeDialog: () => (dialog?.kind === 'overwrite' ? closeOverwrite() : setDialog(null)),
    confirmUnsaved,
    confirmOverwrite,
    lossRead,
    retryLossRead: () => void readLoss(),
    planOther: () => {
      setDialog(null);
      setSelection(EMPTY_SELECTION);
      setHistoryBase(null);
      clearDrafts();
    },
    programTeam: () => {
      setDialog(null);
      onNavigate?.(`/metas/programacao${metasSelectionSearch(toMetasSelection(selection))}`);
    },
  };
}
