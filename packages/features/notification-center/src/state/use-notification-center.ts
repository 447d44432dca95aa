/**
 * The view model of the notification center: access and permission, the two grids
 * (GET /notificacoes/getdadosgrid, origem 'broker' and, for broker users, 'nestle'), paging at 3,
 * the row dialogs, the actions of §4 with their confirmations, the image cleanup after a delete
 * and the list reload after every action.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { createApiHooks, failureReason, type ApiClient } from '@conecta/api';
import { PERMISSION_FEATURES, brokerScope, canEdit, permissionBrokerCode, type CurrentUser } from '@conecta/core';
import { MESSAGES } from '../messages';
import { confirmationOf, actionPayload, imageToRemove, successOf, type Actor, type Confirmation } from './actions';
import { parseAchievement } from './achievement';
import {
  busyRowAtom,
  pagesAtom,
  pendingConfirmationAtom,
  revealedAtom,
  rowDialogAtom,
  runningActionAtom,
  successAtom,
  tabAtom,
  warningAtom,
  type RowDialog,
} from './atoms';
import { NO_ACCESS_PATH, centerAccess, clampPage, columnsOf, gridKindOf, originOf, pageCountOf, pageOf, showsPager, type CenterAccess, type ColumnId } from './grid';
import { REVEAL_MS, revealTargetOf, type NotificationReveal } from './reveal';
import { rowsFromServer } from './rows';
import type { CenterTab, GridKind, NotificationAction, NotificationRow } from './types';

/** Path of the grid call: the prefix of its TanStack Query key `['get', GRID_PATH, init]`. */
export const GRID_PATH = '/notificacoes/getdadosgrid';
/** Query-key prefix of every grid of the center; invalidating it reloads them (documented in README). */
export const GRID_QUERY_KEY = ['get', GRID_PATH] as const;
/** `ambiente` of the image removed with its notification (§7: prod when deleting with the notification). */
export const DELETE_IMAGE_AMBIENTE = 'prod';

/** The signed-in user fields the center reads. */
export type CenterUser = Pick<CurrentUser, 'idUsuario' | 'email' | 'tipoUsuario' | 'funcaoUsuario' | 'idPuxada' | 'brokers'>;

/** Options of {@link useNotificationCenter}. */
export interface CenterOptions {
  reloadKey?: number;
  /** What the save behind the latest `reloadKey` change did: its row is shown and marked. */
  reveal?: NotificationReveal | null;
  onNavigate?: (path: string) => void;
}

/** A grid failure: the HTTP status (0 without an answer) and, when there is one, why in words. */
export interface GridError {
  code: number;
  reason: string | null;
}

/** One tab's grid. */
export interface GridState {
  kind: GridKind;
  columns: readonly ColumnId[];
  /** Every row of the tab. */
  rows: readonly NotificationRow[];
  /** The rows of the current page (3 at most). */
  pageRows: readonly NotificationRow[];
  page: number;
  pageCount: number;
  showsPager: boolean;
  setPage: (page: number) => void;
  isLoading: boolean;
  error: GridError | null;
  retry: () => void;
  /** Key of the row just created or edited, marked for {@link REVEAL_MS}; null otherwise. */
  revealedKey: string | null;
}

/** Everything the center shows and can do. */
export interface NotificationCenterState {
  access: CenterAccess;
  /** The functionality-2 permission grants editing (create, edit, delete, toggle, accept, refuse). */
  canEdit: boolean;
  /** The permission answered (or failed): a missing edit right is then final. */
  isPermissionSettled: boolean;
  /** The permission read failed: editing stays off, and the user can ask again. */
  permissionError: { reason: string | null; retry: () => void } | null;
  tab: CenterTab;
  setTab: (tab: CenterTab) => void;
  grid: GridState | null;
  /** Rows of 'Notificações Nestlé' (broker users), undefined until loaded. */
  nestleCount: number | undefined;
  rowDialog: RowDialog | null;
  openPreview: (row: NotificationRow) => void;
  openAudience: (row: NotificationRow) => void;
  openParticipants: (row: NotificationRow) => void;
  openAchievement: (row: NotificationRow) => void;
  closeRowDialog: () => void;
  /** Starts an action: asks its confirmation first (accept, refuse, delete) or runs it (toggle). */
  requestAction: (action: NotificationAction, row: NotificationRow) => void;
  /** The confirmation on screen, with its texts. */
  confirmation: (Confirmation & { action: NotificationAction; row: NotificationRow }) | null;
  confirm: () => void;
  cancelConfirmation: () => void;
  /** Key of the row whose action or info request runs. */
  busyRow: string | null;
  /** The action being sent ('Aguarde...'), or null. */
  runningAction: NotificationAction | null;
  warning: { message: string; detail?: string } | null;
  dismissWarning: () => void;
  success: string | null;
  dismissSuccess: () => void;
}

/** The parameters of a tab's grid call (also the tail of its query key). */
const gridInit = (scope: string | null | undefined, tab: CenterTab) => ({
  params: { query: { codigoPuxada: scope ?? '', origem: originOf(tab) } },
});

const errorCodeOf = (error: unknown): number =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 0;

export function useNotificationCenter(api: ApiClient, user: CenterUser, { reloadKey, reveal = null, onNavigate }: CenterOptions): NotificationCenterState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const queryClient = useQueryClient();
  const access = useMemo(() => centerAccess(user.funcaoUsuario), [user.funcaoUsuario]);
  const scope = brokerScope(user);
  const actor = useMemo<Actor | null>(
    () => (access.kind ? { kind: access.kind, email: user.email, scope } : null),
    [access.kind, user.email, scope],
  );

  const [tabValue, setTab] = useAtom(tabAtom);
  const tab: CenterTab = access.tabs.includes(tabValue) ? tabValue : 'mine';
  const [pages, setPages] = useAtom(pagesAtom);
  const [rowDialog, setRowDialog] = useAtom(rowDialogAtom);
  const [pending, setPending] = useAtom(pendingConfirmationAtom);
  const [busyRow, setBusyRow] = useAtom(busyRowAtom);
  const [runningAction, setRunningAction] = useAtom(runningActionAtom);
  const [warning, setWarning] = useAtom(warningAtom);
  const [success, setSuccess] = useAtom(successAtom);
  const [revealed, setRevealed] = useAtom(revealedAtom);

  // No access (§6): the portal goes to /dashboard.
  useEffect(() => {
    if (access.kind === null) onNavigate?.(NO_ACCESS_PATH);
  }, [access.kind, onNavigate]);

  const permission = hooks.useQuery(
    'get',
    '/permissaosistema/getdadospermissoes',
    {
      params: {
        query: {
          codigoPuxada: String(permissionBrokerCode(user)),
          idFuncionalidade: PERMISSION_FEATURES.notificacoes,
          idUsuario: user.idUsuario,
        },
      },
    },
    { enabled: access.kind !== null },
  );
  const mayEdit = permission.data !== undefined && canEdit(permission.data);

  const mine = hooks.useQuery('get', GRID_PATH, gridInit(scope, 'mine'), {
    enabled: access.kind !== null,
    refetchOnMount: 'always',
  });
  const nestle = hooks.useQuery('get', GRID_PATH, gridInit(scope, 'nestle'), {
    enabled: access.kind === 'broker',
    refetchOnMount: 'always',
  });

  const mineRows = useMemo(() => rowsFromServer(mine.data), [mine.data]);
  const nestleRows = useMemo(() => rowsFromServer(nestle.data), [nestle.data]);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: GRID_QUERY_KEY }), [queryClient]);

  // A change of `reloadKey` (the wizard saved) reloads the grids; the first value does not. With
  // `reveal`, 'Minhas notificações' then shows the page holding the saved row and marks it.
  const mineKey = useMemo(
    () => hooks.queryOptions('get', GRID_PATH, gridInit(scope, 'mine')).queryKey,
    [hooks, scope],
  );
  const lastReloadKey = useRef(reloadKey);
  const latestReveal = useRef(reveal);
  useEffect(() => {
    latestReveal.current = reveal;
  });
  useEffect(() => {
    if (lastReloadKey.current === reloadKey) return;
    lastReloadKey.current = reloadKey;
    const target = latestReveal.current;
    const rowsNow = () => {
      const data = queryClient.getQueryData<Parameters<typeof rowsFromServer>[0]>(mineKey);
      return data ? rowsFromServer(data) : null;
    };
    const before = rowsNow();
    const beforeKeys = before ? new Set(before.map((row) => row.key)) : null;
    void reload().then(() => {
      const after = rowsNow();
      const found = target && after ? revealTargetOf(target, beforeKeys, after) : null;
      if (!found) return;
      setTab('mine');
      setPages((current) => ({ ...current, mine: found.page }));
      setRevealed(found.key);
    });
  }, [reloadKey, reload, queryClient, mineKey, setTab, setPages, setRevealed]);

  // The mark lasts a moment.
  useEffect(() => {
    if (revealed === null) return;
    const timer = setTimeout(() => setRevealed(null), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed, setRevealed]);

  const setPage = useCallback((page: number) => setPages((current) => ({ ...current, [tab]: page })), [setPages, tab]);

  let grid: GridState | null = null;
  if (access.kind !== null) {
    const query = tab === 'nestle' ? nestle : mine;
    const rows = tab === 'nestle' ? nestleRows : mineRows;
    const kind = gridKindOf(access.kind, tab);
    const page = clampPage(pages[tab], rows.length);
    grid = {
      kind,
      columns: columnsOf(kind),
      rows,
      pageRows: pageOf(rows, page),
      page,
      pageCount: pageCountOf(rows.length),
      showsPager: showsPager(rows.length),
      setPage,
      isLoading: query.isPending && query.fetchStatus !== 'idle',
      error: query.isError ? { code: errorCodeOf(query.error), reason: failureReason(query.error) } : null,
      retry: () => void query.refetch(),
      revealedKey: tab === 'mine' ? revealed : null,
    };
  }

  const run = useCallback(
    async (action: NotificationAction, row: NotificationRow) => {
      const body = actor ? actionPayload(action, row, actor) : null;
      if (!body) return;
      setBusyRow(row.key);
      setRunningAction(action);
      const done = () => {
        setBusyRow(null);
        setRunningAction(null);
      };
      try {
        await api.POST('/notificacoes/atualizarnotificacoes', { body });
      } catch {
        await reload();
        done();
        setWarning({ message: MESSAGES.warnings.failed });
        return;
      }
      // After a delete, the image goes too (§4), in the prod environment (§7).
      const image = imageToRemove(action, row);
      let imageFailed = false;
      if (image) {
        try {
          await api.GET('/notificacoes/deleteimagenotificacao', { params: { query: { filename: image, ambiente: DELETE_IMAGE_AMBIENTE } } });
        } catch {
          imageFailed = true;
        }
      }
      await reload();
      done();
      if (imageFailed) {
        setWarning({ message: MESSAGES.warnings.imageDelete });
        return;
      }
      const message = successOf(action);
      if (message) setSuccess(message);
    },
    [actor, api, reload, setBusyRow, setRunningAction, setSuccess, setWarning],
  );

  const requestAction = useCallback(
    (action: NotificationAction, row: NotificationRow) => {
      if (!mayEdit || busyRow !== null) return;
      if (confirmationOf(action)) setPending({ action, row });
      else void run(action, row);
    },
    [busyRow, mayEdit, run, setPending],
  );

  const openAchievement = useCallback(
    async (row: NotificationRow) => {
      if (row.id === null) {
        setWarning({ message: MESSAGES.warnings.noData });
        return;
      }
      setBusyRow(row.key);
      try {
        const { data } = await api.GET('/notificacoes/getinfonotificacoes', { params: { query: { idNotificacao: row.id } } });
        const info = parseAchievement(data);
        if (info) setRowDialog({ kind: 'achievement', row, info });
        else setWarning({ message: MESSAGES.warnings.noData });
      } catch {
        setWarning({ message: MESSAGES.warnings.failed });
      } finally {
        setBusyRow(null);
      }
    },
    [api, setBusyRow, setRowDialog, setWarning],
  );

  const confirmation = useMemo(() => {
    const texts = pending ? confirmationOf(pending.action) : null;
    return pending && texts ? { ...texts, ...pending } : null;
  }, [pending]);

  return {
    access,
    canEdit: mayEdit,
    isPermissionSettled: permission.isSuccess || permission.isError,
    permissionError: permission.isError ? { reason: failureReason(permission.error), retry: () => void permission.refetch() } : null,
    tab,
    setTab,
    grid,
    nestleCount: access.kind === 'broker' && nestle.data ? nestleRows.length : undefined,
    rowDialog,
    openPreview: (row) => setRowDialog({ kind: 'preview', row }),
    openAudience: (row) => setRowDialog({ kind: 'audience', row }),
    openParticipants: (row) => setRowDialog({ kind: 'participants', row }),
    openAchievement: (row) => void openAchievement(row),
    closeRowDialog: () => setRowDialog(null),
    requestAction,
    confirmation,
    confirm: () => {
      if (!pending) return;
      setPending(null);
      void run(pending.action, pending.row);
    },
    cancelConfirmation: () => setPending(null),
    busyRow,
    runningAction,
    warning,
    dismissWarning: () => setWarning(null),
    success,
    dismissSuccess: () => setSuccess(null),
  };
}
