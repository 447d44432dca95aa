/**
 * View model of the supervisor split: the cascade, the server data (TanStack Query), the drafts
 * over it, the dialogs and every action of the screen. Headless: no styles, no @conecta/ui.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useQueries, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, fetchTargetHistory, isAbortError, saveConflictOf, savedVersionOf, type ApiClient } from '@conecta/api';
import {
  canUndo,
  commentToSend,
  currentComments,
  valueKey,
  metasHistoryHref,
  metasSelectionSearch,
  periodKey,
  recordEdits,
  undoLast,
  type CurrentUser,
  type DraftStore,
  type MetasSelection,
  type SaveConflict,
  type ValueComment,
  type ValueRef,
} from '@conecta/core';
import {
  actionErrorAtom,
  conflictAtom,
  conflictBusyAtom,
  dialogAtom,
  dismissedErrorsAtom,
  draftsAtom,
  editingAtom,
  expandedAtom,
  focusCardsAtom,
  historyAtom,
  savedBasesAtom,
  selectionAtom,
  type AfterUnsaved,
} from './atoms';
import { useSplitDraft } from './use-split-draft';
import {
  NO_SAVED_BASES,
  changedSupervisors,
  conflictRows,
  partBase,
  programConflictDrafts,
  rebaseConflicts,
  teamBase,
  undoBase,
  unsavedDrafts,
  withBase,
  withSavedPart,
  withSavedTeam,
} from './concurrency';
import {
  ALL_EMPLOYEES,
  ERROR_CODES,
  RESTART_RELOAD_MS,
  SCREEN_NAME,
  accessOf,
  acceptsPlanned,
  applyCategoryDraft,
  applyDrafts,
  distributionPlan,
  draftKeys,
  guidanceOf,
  isRestartError,
  linesOf,
  lockReason,
  mapCategories,
  mapComparison,
  mapSummary,
  metaTypeOf,
  nextSelection,
  programDecision,
  recordsOf,
  revertChanges,
  programQuery,
  supervisorCategoriesBody,
  supervisorTotalQuery,
  targetStateOf,
  totalsOf,
  versionsOf,
  wholeValue,
  type SaveContext,
  type SelectionField,
} from './logic';
import type { CategoryValue, Draft, FullSelection, SupervisorCard, SupervisorChange } from './types';

/** Target types of the Meta selector: the screen works only with VBC (spec §1). */
export const META_OPTIONS = ['VBC'] as const;

/** Years offered: the current one and the previous one (spec §9). */
export function yearOptions(now: Date = new Date()): number[] {
  return [now.getFullYear(), now.getFullYear() - 1];
}

function fullSelectionOf(selection: MetasSelection): FullSelection | null {
  const { ano, mes, versao, linha } = selection;
  if (!ano || !mes || !versao || !linha) return null;
  return { ano, mes, tipoMeta: selection.tipoMeta ?? 'VBC', versao, linha };
}

/** A per-request middleware of the client (openapi-fetch), typed through the client itself. */
type RequestMiddleware = Parameters<ApiClient['use']>[number];

/** Fills the contract's `token` query value from the bearer header the client already set. */
const tokenFromBearer: RequestMiddleware = {
  onRequest({ request }) {
    const bearer = request.headers.get('Authorization') ?? '';
    const url = new URL(request.url);
    url.searchParams.set('token', bearer.replace(/^Bearer\s+/i, ''));
    return new Request(url, request);
  },
};

const ROOT_KEY = 'supervisor-split';

/** How one save ended: stored, failed (kept, retryable), or refused because the data changed (409). */
type SendResult = { kind: 'saved' } | { kind: 'failed'; error: unknown } | { kind: 'conflict'; conflict: SaveConflict };

export interface UseSupervisorSplitOptions {
  api: ApiClient;
  user: CurrentUser;
  onNavigate?: (path: string) => void;
  /** Every selection the user makes in the cascade (the portal keeps it in the address). */
  onSelectionChange?: (selection: MetasSelection) => void;
  /** Where the values not saved yet are kept for `user` (null: nothing is kept). */
  drafts?: DraftStore | null;
}

/** One failing load shown by the generic modal. */
interface LoadFailure {
  id: string;
  code: number;
  at: number;
  /** What failed (its reason is shown: a time-out, no connection…). */
  error: unknown;
  /** Reads it again (joins a read already under way instead of starting another). */
  retry: () => void;
}

export function useSupervisorSplit({ api, user, onNavigate, onSelectionChange, drafts: draftStore = null }: UseSupervisorSplitOptions) {
  const queryClient = useQueryClient();
  const access = useMemo(() => accessOf(user), [user]);
  const [selection, setSelection] = useAtom(selectionAtom);
  const [drafts, setDrafts] = useAtom(draftsAtom);
  const [history, setHistory] = useAtom(historyAtom);
  const [dialog, setDialog] = useAtom(dialogAtom);
  const [actionError, setActionError] = useAtom(actionErrorAtom);
  const [dismissed, setDismissed] = useAtom(dismissedErrorsAtom);
  const [expanded, setExpanded] = useAtom(expandedAtom);
  const [editing, setEditing] = useAtom(editingAtom);
  const setFocusCards = useSetAtom(focusCardsAtom);
  const focusCardsTick = useAtomValue(focusCardsAtom);
  const [conflict, setConflict] = useAtom(conflictAtom);
  const [isConflictBusy, setConflictBusy] = useAtom(conflictBusyAtom);
  const [savedBases, setSavedBases] = useAtom(savedBasesAtom);
  // Async flows (a save loop, a re-read after a 409, re-applying) read the latest values here.
  const store = useStore();

  // One object per selection (the atom's value changes only when the selection does), so the
  // memos and callbacks below can depend on it directly.
  const full = useMemo(() => fullSelectionOf(selection), [selection]);
  const periodo = selection.ano && selection.mes ? periodKey(selection.ano, selection.mes) : null;
  const tipoMeta = metaTypeOf(selection.tipoMeta);
  const base = useMemo(
    () =>
      full
        ? {
            IdPuxada: access.idPuxada,
            Versao: full.versao,
            Linha: full.linha,
            TipoMeta: metaTypeOf(full.tipoMeta),
            IdUsuario: user.idUsuario,
          }
        : null,
    [full, access.idPuxada, user.idUsuario],
  );
  const targetKey: QueryKey = useMemo(
    () => [ROOT_KEY, access.idPuxada, user.idUsuario, full?.versao, full?.linha, tipoMeta],
    [access.idPuxada, user.idUsuario, full, tipoMeta],
  );

  // ------------------------------------------------------------------------------ queries
  const parameters = useQuery({
    queryKey: [ROOT_KEY, 'parameters', access.idPuxada, access.empregado, periodo],
    enabled: periodo !== null,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/parametrotabelacartametafiltroversao', {
        params: {
          query: {
            IdPuxada: access.idPuxada,
            Periodo: periodo ?? '',
            TipoMeta: 'VBC',
            Empregado: access.empregado,
            Tela: SCREEN_NAME,
          },
        },
        signal,
      });
      return data ?? [];
    },
  });

  const status = useQuery({
    queryKey: [...targetKey, 'status', periodo],
    enabled: full !== null,
    refetchOnMount: 'always',
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/tabelacartametastatus', {
        params: {
          query: { idPuxada: access.idPuxada, versao: full?.versao ?? '', tipoMeta, periodo: periodo ?? '' },
        },
        signal,
      });
      return data ?? [];
    },
  });

  const summaryKey: QueryKey = useMemo(() => [...targetKey, 'summary', access.empregado], [targetKey, access.empregado]);
  /** The summary cards; `signal` (the query's) aborts the read when the query is superseded or the screen unmounts. */
  const loadSummary = useCallback(async ({ signal }: { signal?: AbortSignal } = {}): Promise<SupervisorCard[]> => {
    if (!base) return [];
    const { data } = await api.GET('/tabelacartametasupervisorresumo', {
      params: { query: { ...base, Tipo: 'R', Empregado: access.empregado } },
      signal,
    });
    return mapSummary(data ?? []);
  }, [api, base, access.empregado]);
  const summary = useQuery({
    queryKey: summaryKey,
    enabled: base !== null,
    refetchOnMount: 'always',
    queryFn: loadSummary,
  });

  const categoriesKey = useCallback((id: string): QueryKey => [...targetKey, 'categories', id], [targetKey]);
  const loadCategories = useCallback(
    async (id: string, signal?: AbortSignal): Promise<CategoryValue[]> => {
      if (!base) return [];
      const { data } = await api.GET('/tabelacartametasupervisor', {
        params: { query: { ...base, Tipo: 'G', Empregado: id } },
        signal,
      });
      return mapCategories(data ?? []);
    },
    [api, base],
  );
  const expandedIds = useMemo(() => [...expanded], [expanded]);
  const categories = useQueries({
    queries: expandedIds.map((id) => ({
      queryKey: categoriesKey(id),
      enabled: base !== null,
      queryFn: ({ signal }: { signal: AbortSignal }) => loadCategories(id, signal),
    })),
  });

  const comparison = useQuery({
    queryKey: [...targetKey, 'comparison'],
    enabled: base !== null && dialog.type === 'compare',
    queryFn: async ({ signal }) => {
      if (!base) return [];
      const { data } = await api.GET('/tabelaosupervisor', {
        params: { query: { ...base, Tipo: 'I', Empregado: ALL_EMPLOYEES } },
        signal,
      });
      return mapComparison(data ?? []);
    },
  });

  // The comments saved with the values (issue 26): the target's change history, read with the target
  // and again after each save (it shares the target's key). Secondary: a failed read shows a notice
  // with 'Tentar novamente' instead of the generic modal.
  const changes = useQuery({
    queryKey: [...targetKey, 'comments'],
    enabled: base !== null,
    refetchOnMount: 'always',
    queryFn: ({ signal }) =>
      base
        ? fetchTargetHistory(api, { IdPuxada: base.IdPuxada, Versao: base.Versao, TipoMeta: base.TipoMeta, Linha: base.Linha }, signal)
        : Promise.resolve([]),
  });
  const comments = useMemo(() => currentComments(changes.data ?? []), [changes.data]);
  const commentOf = useCallback(
    (ref: Omit<ValueRef, 'level'>): ValueComment | undefined => comments.get(valueKey({ level: 'SUPERVISOR', ...ref })),
    [comments],
  );

  // ------------------------------------------------------------------------------ derived
  const versions = useMemo(() => versionsOf(parameters.data ?? []), [parameters.data]);
  const lines = useMemo(
    () => (selection.versao ? linesOf(parameters.data ?? [], selection.versao) : []),
    [parameters.data, selection.versao],
  );
  const target = useMemo(
    () =>
      full
        ? targetStateOf(status.data ?? [], { ...full, tipoMeta }, access)
        : { status: null, groupStatus: null, imported: false },
    [status.data, full, tipoMeta, access],
  );
  const lock = lockReason(target, access);
  const isEditable = lock === null && status.isSuccess;
  const serverCards = summary.data;
  const cards: SupervisorCard[] = useMemo(() => applyDrafts(serverCards ?? [], drafts), [serverCards, drafts]);
  const totals = useMemo(() => totalsOf(cards), [cards]);
  const categoriesById = useMemo(() => {
    const map = new Map<string, { rows: CategoryValue[] | undefined; isLoading: boolean; dirty: ReadonlySet<number> }>();
    expandedIds.forEach((id, i) => {
      const query = categories[i];
      const draft = drafts[id];
      map.set(id, {
        rows: query?.data ? applyCategoryDraft(query.data, draft) : undefined,
        isLoading: query?.isPending ?? true,
        dirty: draftKeys(draft),
      });
    });
    return map;
  }, [expandedIds, categories, drafts]);

  // ------------------------------------------------------------------------------ kept draft
  const readCategories = useCallback(
    (id: string) => queryClient.ensureQueryData({ queryKey: categoriesKey(id), queryFn: ({ signal }) => loadCategories(id, signal) }),
    [queryClient, categoriesKey, loadCategories],
  );
  const kept = useSplitDraft({
    draftStore,
    idPuxada: access.idPuxada,
    full,
    serverCards,
    isStatusReady: status.isSuccess,
    isEditable,
    readCategories,
  });
  const { restore } = kept;
  // The values put back that are still not saved (the banner 'Rascunho recuperado' shows while there are any).
  const restoredDrafts =
    restore?.phase === 'restored' ? restore.ids.map((id) => drafts[id]).filter((draft): draft is Draft => draft?.status === 'failed') : [];

  const failedDrafts = Object.values(drafts).filter((draft) => draft.status === 'failed');
  // Failed saves and saves in conflict: leaving the screen (or programming) would lose them.
  const hasUnsaved = unsavedDrafts(drafts).length > 0;
  const isSaving = Object.values(drafts).some((draft) => draft.status === 'saving');

  // ------------------------------------------------------------------------------ load failures
  const loads: Array<{
    id: string;
    code: number;
    query: { error: unknown; errorUpdatedAt: number; refetch: (options?: { cancelRefetch?: boolean }) => unknown };
  }> = [
    { id: 'parameters', code: ERROR_CODES.parameters, query: parameters },
    { id: 'status', code: ERROR_CODES.status, query: status },
    { id: 'summary', code: ERROR_CODES.summary, query: summary },
    ...expandedIds.map((id, i) => ({
      id: `categories-${id}`,
      code: ERROR_CODES.categories,
      query: categories[i] ?? { error: null, errorUpdatedAt: 0, refetch: () => undefined },
    })),
    { id: 'comparison', code: ERROR_CODES.comparison, query: comparison },
  ];
  const isRestarted = loads.some((load) => load.query.error && isRestartError(load.query.error));
  const loadFailure: LoadFailure | null = isRestarted
    ? null
    : (loads
        // A cancelled read (selection changed, screen left) is no failure: TanStack never reports one, nor does this.
        .filter((load) => load.query.error && !isAbortError(load.query.error) && dismissed[load.id] !== load.query.errorUpdatedAt)
        .map((load) => ({
          id: load.id,
          code: load.code,
          at: load.query.errorUpdatedAt,
          error: load.query.error,
          retry: () => void load.query.refetch({ cancelRefetch: false }),
        }))[0] ?? null);

  // 'Conexao com o servidor reiniciada!': the screen reloads itself after 3 s (spec §8).
  const reloadRef = useRef<() => void>(() => undefined);
  reloadRef.current = () => {
    for (const load of loads) if (load.query.error) void load.query.refetch();
  };
  useEffect(() => {
    if (!isRestarted) return;
    const timer = setTimeout(() => reloadRef.current(), RESTART_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [isRestarted]);

  /**
   * The modal's OK 'reloads the page' (spec §8): here it loads the failed data again. 'Tentar
   * novamente' does the same (the dialog closes first, the read already under way is joined).
   */
  const dismissLoadFailure = () => {
    if (!loadFailure) return;
    setDismissed((current) => ({ ...current, [loadFailure.id]: loadFailure.at }));
    if (loadFailure.id === 'comparison') setDialog({ type: 'none' });
    loadFailure.retry();
  };

  // ------------------------------------------------------------------------------ saving
  const saveContext = (): SaveContext | null =>
    full ? { idPuxada: access.idPuxada, versao: full.versao, tipoMeta, linha: full.linha, usuario: user.email } : null;

  const refreshTarget = useCallback(
    () => queryClient.invalidateQueries({ queryKey: targetKey }),
    [queryClient, targetKey],
  );

  /**
   * Sends one change on its base; on failure it stays on screen as 'failed' (retry or discard), on a
   * 409 as 'conflict' (the conflict panel). A save's `X-Data-Atualizacao` is the base of the next one.
   */
  const send = async (change: SupervisorChange): Promise<SendResult> => {
    const context = saveContext();
    if (!context) return { kind: 'failed', error: null };
    const id = change.supervisorId;
    setDrafts((current) => ({ ...current, [id]: { change, status: 'saving' } }));
    let stamp: string | null;
    try {
      const { response } =
        change.kind === 'total'
          ? await api.PUT('/atualizarvalorsupervisorvalor', {
              params: { query: supervisorTotalQuery(context, id, change.after, new Date(), change.base, change.comment) },
            })
          : await api.POST('/atualizarvalorsupervisor', {
              body: supervisorCategoriesBody(
                context,
                id,
                change.items.map((item) => ({ key: item.key, value: item.after })),
                new Date(),
                change.base,
                change.comment,
              ),
            });
      stamp = savedVersionOf(response);
    } catch (error) {
      const conflict = saveConflictOf(error);
      setDrafts((current) => ({ ...current, [id]: { change, status: conflict ? 'conflict' : 'failed' } }));
      return conflict ? { kind: 'conflict', conflict } : { kind: 'failed', error };
    }
    setSavedBases((current) => withSavedPart(current, id, stamp));
    await refreshTarget();
    setDrafts((current) => {
      const { [id]: _saved, ...rest } = current;
      return rest;
    });
    return { kind: 'saved' };
  };

  /**
   * Reads the server's values again after a 409 (the cards, and the categories of the supervisors
   * whose categories are in conflict). When a read fails the cached values stand in (its own error
   * modal tells the user).
   */
  const reread = async (categoryIds: readonly string[]) => {
    let cards = queryClient.getQueryData<SupervisorCard[]>(summaryKey) ?? [];
    try {
      cards = await queryClient.fetchQuery({ queryKey: summaryKey, queryFn: loadSummary, staleTime: 0 });
    } catch {
      // The cached cards stand in.
    }
    const categoryValues = new Map<string, CategoryValue[]>();
    for (const id of categoryIds) {
      try {
        categoryValues.set(
          id,
          await queryClient.fetchQuery({ queryKey: categoriesKey(id), queryFn: ({ signal }) => loadCategories(id, signal), staleTime: 0 }),
        );
      } catch {
        const cached = queryClient.getQueryData<CategoryValue[]>(categoriesKey(id));
        if (cached) categoryValues.set(id, cached);
      }
    }
    void queryClient.invalidateQueries({ queryKey: [...targetKey, 'status'] });
    return { cards, categoryValues };
  };

  /**
   * A save was refused (409): read the server's values again, re-base the user's values in conflict
   * on them (values the server already holds are dropped), and open the panel with the newest
   * conflict. After 'Programar Metas' (`shown`: the values the user programmed), the supervisors he
   * changed whose values the server no longer holds become drafts in conflict.
   */
  const openConflict = async (found: SaveConflict, origin: 'save' | 'program', shown?: readonly SupervisorCard[]) => {
    const categoryIds = Object.entries(store.get(draftsAtom))
      .filter(([, draft]) => draft.status === 'conflict' && draft.change.kind === 'categories')
      .map(([id]) => id);
    const fresh = await reread(categoryIds);
    const rebased = rebaseConflicts(store.get(draftsAtom), fresh.cards, fresh.categoryValues);
    const next = shown
      ? { ...programConflictDrafts(shown, fresh.cards, changedSupervisors(store.get(historyAtom), {})), ...rebased }
      : rebased;
    setDrafts(next);
    const rows = conflictRows(next, fresh.cards, fresh.categoryValues);
    setConflict(rows.length === 0 && origin === 'save' ? null : { conflict: found, origin, rows });
  };

  /**
   * Saves changes one after the other and records the saved ones as one undoable batch; a failure
   * opens the generic modal (Código: 5), a conflict the conflict panel (`origin` says what re-applying does).
   */
  const saveAll = async (changes: readonly SupervisorChange[], record: boolean, origin: 'save' | 'program' = 'save') => {
    const saved: SupervisorChange[] = [];
    let failure: { error: unknown } | null = null;
    let refused: SaveConflict | null = null;
    for (const change of changes) {
      const result = await send(change);
      if (result.kind === 'saved') saved.push(change);
      else if (result.kind === 'conflict') refused = result.conflict;
      else failure = { error: result.error };
    }
    if (record && saved.length > 0) setHistory((current) => recordEdits(current, saved.flatMap(recordsOf)));
    if (refused) await openConflict(refused, origin);
    // Sending the values again is safe: each save sets whole values on the date it was built on, so
    // one that did reach the server before the answer was lost is refused (409) and has nothing to re-apply.
    if (failure) setActionError({ code: ERROR_CODES.save, error: failure.error, canRetry: true });
    return saved.length === changes.length;
  };

  // ------------------------------------------------------------------------------ editing
  const canEditSupervisor = (id: string) => isEditable && drafts[id] === undefined;

  /** A planned total was typed and confirmed (Enter or leaving the field). */
  const commitTotal = (id: string, value: number | null) => {
    const card = cards.find((candidate) => candidate.id === id);
    if (!card || !canEditSupervisor(id)) return;
    if (!acceptsPlanned(value)) {
      setDialog({ type: 'invalid' });
      return;
    }
    const after = wholeValue(value);
    if (after === card.planned) return;
    const change = withBase({ kind: 'total', supervisorId: id, before: card.planned, after }, partBase(card, savedBases, id));
    setDrafts((current) => ({ ...current, [id]: { change, status: 'pending' } }));
    setDialog({ type: 'confirm', change });
  };

  /** Category cells were typed or pasted in a supervisor's table. */
  const commitCategories = (id: string, edits: ReadonlyArray<{ key: number; value: number | null }>) => {
    const rows = categoriesById.get(id)?.rows;
    if (!rows || !canEditSupervisor(id)) return;
    if (edits.some((edit) => !acceptsPlanned(edit.value))) setDialog({ type: 'invalid' });
    const items = edits
      .filter((edit): edit is { key: number; value: number } => acceptsPlanned(edit.value))
      .map((edit) => {
        const row = rows.find((candidate) => candidate.key === edit.key);
        return row ? { key: edit.key, before: row.planned, after: wholeValue(edit.value) } : null;
      })
      .filter((item): item is { key: number; before: number; after: number } => item !== null && item.before !== item.after);
    if (items.length === 0) return;
    const card = cards.find((candidate) => candidate.id === id);
    const change = withBase({ kind: 'categories', supervisorId: id, items }, partBase(card, savedBases, id));
    setDrafts((current) => ({ ...current, [id]: { change, status: 'pending' } }));
    // An invalid cell shows its popup first; the confirmation follows it.
    if (edits.every((edit) => acceptsPlanned(edit.value))) setDialog({ type: 'confirm', change });
  };

  const closeInvalid = () => {
    const pending = Object.values(drafts).find((draft) => draft.status === 'pending');
    setDialog(pending ? { type: 'confirm', change: pending.change } : { type: 'none' });
  };

  /**
   * 'Meta alterada' → Sim, with the comment typed in the dialog (optional, issue 26): it travels with
   * the change, so a failed save keeps it for 'Tentar novamente'.
   */
  const confirmChange = (comment?: string) => {
    if (dialog.type !== 'confirm') return;
    setDialog({ type: 'none' });
    const text = commentToSend(comment);
    void saveAll([text === undefined ? dialog.change : { ...dialog.change, comment: text }], true);
  };

  /** 'Meta alterada' → Nao: the value goes back. */
  const rejectChange = () => {
    if (dialog.type !== 'confirm') return;
    const id = dialog.change.supervisorId;
    setDrafts((current) => {
      const { [id]: _dropped, ...rest } = current;
      return rest;
    });
    setDialog({ type: 'none' });
  };

  const retryUnsaved = () => {
    void saveAll(
      failedDrafts.map((draft) => draft.change),
      true,
    );
  };

  const discardUnsaved = () => {
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([, draft]) => draft.status !== 'failed')),
    );
  };

  /** 'Desfazer': saves the values before the last saved edit, based on the date that edit left. */
  const undo = () => {
    const { history: next, revert } = undoLast(history);
    if (!revert || !isEditable || isSaving || hasUnsaved) return;
    setHistory(next);
    const changes = revertChanges(revert).map((change) =>
      withBase(
        change,
        undoBase(
          serverCards?.find((card) => card.id === change.supervisorId),
          savedBases,
          change.supervisorId,
        ),
      ),
    );
    void saveAll(changes, false);
  };

  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const toggleEditing = (id: string) => {
    setEditing((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
    if (!expanded.has(id)) toggleExpanded(id);
  };

  // ------------------------------------------------------------------------------ distribution
  const plan = useMemo(() => (isEditable ? distributionPlan(cards) : null), [cards, isEditable]);
  const openDistribute = () => {
    if (plan) setDialog({ type: 'distribute', plan });
  };
  const applyDistribution = () => {
    if (dialog.type !== 'distribute') return;
    const changes: SupervisorChange[] = dialog.plan
      .filter((row) => row.after !== row.before)
      .map((row) =>
        withBase(
          { kind: 'total', supervisorId: row.id, before: row.before, after: row.after },
          partBase(
            cards.find((card) => card.id === row.id),
            savedBases,
            row.id,
          ),
        ),
      );
    setDialog({ type: 'none' });
    void saveAll(changes, true);
  };

  // ------------------------------------------------------------------------------ navigation
  const resetWork = () => {
    setDrafts({});
    kept.acknowledge();
    setConflict(null);
    setSavedBases(NO_SAVED_BASES);
    setHistory((current) => (canUndo(current) ? { past: [] } : current));
    setExpanded(new Set());
    setEditing(new Set());
    setDismissed({});
  };

  const applySelection = (next: MetasSelection) => {
    resetWork();
    setSelection(next);
    onSelectionChange?.(next);
    // A draft kept for the chosen target is put back once its data has loaded.
    kept.lookUp(fullSelectionOf(next));
  };

  const runAfterUnsaved = (then: AfterUnsaved) => {
    if (then.kind === 'select') applySelection(then.selection);
    else if (then.kind === 'back') onNavigate?.('/dashboard');
    else if (then.kind === 'navigate') onNavigate?.(then.path);
    else void program(true);
  };

  const guard = (then: AfterUnsaved) => {
    if (hasUnsaved) setDialog({ type: 'unsaved', then });
    else runAfterUnsaved(then);
  };

  /** Changing an earlier selector resets the later ones (spec §4.4). */
  const select = (field: SelectionField, value: string | number) =>
    guard({ kind: 'select', selection: nextSelection(selection, field, value) });

  const confirmUnsaved = () => {
    if (dialog.type !== 'unsaved') return;
    const { then } = dialog;
    setDialog({ type: 'none' });
    // Leaving drops every value not on the server: failed saves and saves in conflict.
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([, draft]) => draft.status !== 'failed' && draft.status !== 'conflict')),
    );
    setConflict(null);
    runAfterUnsaved(then);
  };

  const back = () => guard({ kind: 'back' });

  /** Leaves for another screen (breadcrumb 'Metas', the next step of the workflow), asking first when values are unsaved. */
  const navigate = (path: string) => guard({ kind: 'navigate', path });
  const search = metasSelectionSearch(selection);
  const paths = {
    status: '/metas/status',
    planning: `/metas/planejamentos${search}`,
    sellers: `/metas/rateio-vendedor${search}`,
  } as const;
  /** The target's history (issue 26), of one team when `team` is given. */
  const historyPath = (team?: string) => metasHistoryHref({ selection, ...(team ? { equipe: team } : {}) });

  /**
   * 'Programar Metas' on the latest date of every supervisor part. Reads the drafts and the cards
   * from the store and the cache (it also runs right after re-applying values).
   */
  async function program(discarded = false) {
    if (!isEditable) return;
    const current = store.get(draftsAtom);
    if (!discarded && unsavedDrafts(current).length > 0) {
      setDialog({ type: 'unsaved', then: { kind: 'program' } });
      return;
    }
    const server = queryClient.getQueryData<SupervisorCard[]>(summaryKey) ?? [];
    const shown = applyDrafts(server, current);
    if (programDecision(totalsOf(shown).change) === 'reduced') {
      setDialog({ type: 'reduced' });
      return;
    }
    const context = saveContext();
    if (!context) return;
    setDialog({ type: 'programming' });
    let stamp: string | null;
    try {
      const { response } = await api.PUT('/GravarProgramarMetasSupervisor', {
        params: { query: programQuery(context, new Date(), '', teamBase(server, store.get(savedBasesAtom))) },
        middleware: [tokenFromBearer],
      });
      stamp = savedVersionOf(response);
    } catch (error) {
      const refused = saveConflictOf(error);
      if (refused) {
        setDialog({ type: 'none' });
        await openConflict(refused, 'program', shown);
        return;
      }
      const reduced = error instanceof ApiError && error.status === 400 && error.serverMessage === 'Voce reduziu o valor da meta programada.';
      setDialog(reduced ? { type: 'reduced' } : { type: 'none' });
      if (!reduced) {
        // No 'Tentar novamente' here: after a time-out the server may have programmed already. The
        // target is read again, so 'Programar Metas' (if still needed) goes on the newest dates.
        setActionError({ code: ERROR_CODES.program, error, canRetry: false });
        void refreshTarget();
      }
      return;
    }
    setSavedBases((bases) => withSavedTeam(bases, stamp));
    setConflict(null);
    setHistory({ past: [] });
    void refreshTarget();
    setDialog({ type: 'programmed' });
  }

  // ------------------------------------------------------------------------------ conflicts
  /** 'Recarregar': drops the user's values in conflict (and the undo history built on the old data), shows the server's. */
  const reloadConflict = async () => {
    setConflictBusy(true);
    try {
      setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([, draft]) => draft.status !== 'conflict')));
      setHistory({ past: [] });
      await refreshTarget();
      setConflict(null);
    } finally {
      setConflictBusy(false);
    }
  };

  /**
   * 'Reaplicar meus valores': saves the user's values again on the server's new dates (a new 409
   * shows the newer conflict); after a refused 'Programar Metas', programs again once they are saved.
   */
  const reapplyConflict = async () => {
    const open = store.get(conflictAtom);
    if (!open) return;
    setConflictBusy(true);
    try {
      const changes = Object.values(store.get(draftsAtom))
        .filter((draft) => draft.status === 'conflict')
        .map((draft) => draft.change);
      const allSaved = await saveAll(changes, true, open.origin);
      // A newer conflict (or none left to show) was set while saving: the panel already says so.
      if (store.get(conflictAtom) !== open) return;
      setConflict(null);
      if (allSaved && open.origin === 'program') await program();
    } finally {
      setConflictBusy(false);
    }
  };

  const closeProgrammed = () => {
    setDialog({ type: 'none' });
    onNavigate?.('/dashboard');
  };

  /** 'Redistribuir para o time': back to the cards (the first planned value takes the focus). */
  const redistribute = () => {
    setDialog({ type: 'none' });
    setFocusCards((n) => n + 1);
  };

  /** 'Replanejar o valor da meta': the planning screen on the same target. */
  const replan = () => {
    setDialog({ type: 'none' });
    onNavigate?.(`/metas/planejamentos${metasSelectionSearch(selection)}`);
  };

  // ------------------------------------------------------------------------------ view state
  const isEmptyPeriod = parameters.isSuccess && (parameters.data?.length ?? 0) === 0;
  const isEmptyTarget = summary.isSuccess && (summary.data?.length ?? 0) === 0;
  const guidance =
    full !== null && status.isSuccess && summary.isSuccess
      ? guidanceOf({ target, access, isEmptyTarget, hasCards: (summary.data?.length ?? 0) > 0 })
      : null;

  return {
    access,
    selection,
    years: yearOptions(),
    versions,
    lines,
    select,
    isParametersLoading: parameters.isFetching,
    isEmptyPeriod,
    isEmptyTarget,
    hasSelection: full !== null,
    isLoading: full !== null && (summary.isPending || status.isPending) && !isRestarted,
    isRestarted,
    target,
    lock,
    guidance,
    isEditable,
    cards,
    totals,
    drafts,
    categoriesById,
    expanded,
    editing,
    toggleExpanded,
    toggleEditing,
    canEditSupervisor,
    commitTotal,
    commitCategories,
    dialog,
    setDialog,
    closeInvalid,
    confirmChange,
    rejectChange,
    hasUnsaved,
    unsavedCount: failedDrafts.length,
    isSaving,
    retryUnsaved,
    discardUnsaved,
    /**
     * The kept draft (issue 17): `restored` while values put back after a sign-out, a reload or
     * choosing the target again are not saved ('Rascunho recuperado'); `notApplied` when it had to
     * be dropped (the target is locked now, or its supervisors and categories are gone).
     */
    draftNotice:
      restore?.phase === 'restored' && restoredDrafts.length > 0
        ? { kind: 'restored' as const, changedSince: restore.changedSince, dropped: restore.dropped }
        : restore?.phase === 'notApplied'
          ? { kind: 'notApplied' as const, reason: restore.reason }
          : null,
    /** 'Salvar alterações' of the restored draft: sends the values put back (the usual rules: 409 → conflict panel). */
    saveRestored: () => {
      kept.acknowledge();
      void saveAll(
        restoredDrafts.map((draft) => draft.change),
        true,
      );
    },
    /** 'Descartar rascunho': the values put back go, the loaded ones show, the kept draft is removed. */
    discardRestored: kept.discard,
    /** Closes the notice of a draft that could not be put back. */
    dismissDraftNotice: kept.acknowledge,
    canUndo: canUndo(history) && isEditable && !isSaving && !hasUnsaved,
    undo,
    plan,
    openDistribute,
    applyDistribution,
    comparison: { rows: comparison.data, isLoading: comparison.isPending },
    /**
     * The comment of the change that set a supervisor's total (`categoryKey` absent) or one of his
     * categories (issue 26); undefined when that change had none.
     */
    commentOf,
    /** Every value's current comment (the compare table marks its cells with them). */
    comments,
    /** The comments could not be read: the screen says so and offers to read them again. */
    commentsFailed: changes.isError && !changes.isFetching,
    retryComments: () => void changes.refetch(),
    openCompare: () => setDialog({ type: 'compare' }),
    closeDialog: () => setDialog({ type: 'none' }),
    confirmUnsaved,
    back,
    /** Breadcrumb 'Metas': the status overview. */
    goStatus: () => navigate(paths.status),
    /** 'Ir para o Planejamento': the planning screen on the same target. */
    goPlanning: () => navigate(paths.planning),
    /** 'Ir para Aprovar Metas': the seller split on the same target (a supervisor's next step). */
    goSellers: () => navigate(paths.sellers),
    /** 'Histórico' (issue 26): the target's change history, of one team when `team` is given (a card's link). */
    goHistory: (team?: string) => navigate(historyPath(team)),
    program: () => void program(),
    closeProgrammed,
    redistribute,
    replan,
    focusCardsTick,
    loadFailure,
    dismissLoadFailure,
    /** Reads the failed data again ('Tentar novamente' of the load failure). */
    retryLoadFailure: () => loadFailure?.retry(),
    actionError,
    dismissActionError: () => setActionError(null),
    /** 'Tentar novamente' of a failed save: sends the values not saved again. */
    retryActionError: () => {
      if (actionError?.canRetry) retryUnsaved();
    },
    /** The open conflict (a save refused with 409): who, when, and the user's values beside the server's. */
    conflict,
    isConflictBusy,
    reloadConflict: () => void reloadConflict(),
    reapplyConflict: () => void reapplyConflict(),
  };
}

export type SupervisorSplitModel = ReturnType<typeof useSupervisorSplit>;
