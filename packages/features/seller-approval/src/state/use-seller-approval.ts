/**
 * The view model of the screen: the cascade, the loads, the sync of the server's rows into the
 * per-seller atoms, the notices of failed loads and the stable action object.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { failureReason, isAbortError, type ApiClient } from '@conecta/api';
import { brokerScope, canEdit, permissionBrokerCode, type CurrentUser, type DraftStore, type MetaType, type MetasSelection } from '@conecta/core';
import { ERROR_CODES } from '../messages';
import { createActions, envAtom, isConnectionLost, type SellerActions } from './actions';
import { selectionAtom, supervisorCategoriesAtom } from './atoms';
import { sellerDraftTarget } from './draft';
import { queryKeys } from './keys';
import { viewerOf } from './map';
import * as requests from './requests';
import { RESTART_RELOAD_MS, accessOf, approveBlock, type ApproveBlock, type Lock } from './rules';
import { chosenOf, periodOf, yearOptions } from './selection';
import type { ChosenTarget, TargetState, Viewer } from './types';
import { useSellerDraft, type SellerDraftState } from './use-seller-draft';

export interface ScreenOptions {
  api: ApiClient;
  /** The target type of the screen. @default 'VBC' */
  metaType?: MetaType;
  user: CurrentUser;
  onSelectionChange?: (selection: MetasSelection) => void;
  /** The user's drafts (the root's `drafts`, resolved for the user); null: nothing is kept. */
  drafts?: DraftStore | null;
}

/** A failed load shown with the generic modal ('Código: N'). */
export interface LoadError {
  code: number;
  /** When it failed (a dismissed failure is not shown again until it fails again). */
  at: number;
  /** Why, in the user's words (time-out, no connection, unreadable answer); null for a plain HTTP error. */
  reason: string | null;
}

export interface SellerApprovalState {
  viewer: Viewer;
  ctx: requests.CallContext;
  selection: MetasSelection;
  chosen: ChosenTarget | null;
  years: number[];
  versions: readonly string[];
  lines: readonly string[];
  cascadeLoading: boolean;
  /** The period has no parameter rows: 'Nenhum dado para este período!'. */
  noPeriodData: boolean;
  /** The target is loading (first load or reload after a selection). */
  loading: boolean;
  /** The target answered without sellers: 'Nenhum dado retornado!'. */
  noData: boolean;
  /** The connection dropped: 'Conexão com o servidor reiniciada!' (reloads after 3 s). */
  restarted: boolean;
  loaded: boolean;
  target: TargetState | null;
  permitted: boolean;
  /** Seller values can be edited now (the state allows it and the permission too). */
  editable: boolean;
  /** Why this user cannot act on the split yet, and who must act first; null when editable or unknown. */
  lock: Lock | null;
  approveBlock: ApproveBlock | null;
  loadError: LoadError | null;
  /** OK of the failed-load dialog: closes it and asks again what failed (the spec's OK reloads the page). */
  dismissLoadError: () => void;
  /** 'Tentar novamente' of the failed-load dialog: asks again what failed (never twice at once). */
  retryLoad: () => void;
  /** The draft of the selection on screen (issue 17). */
  draft: SellerDraftState;
  actions: SellerActions;
}

export function useSellerApproval({ api, metaType = 'VBC', user, onSelectionChange, drafts = null }: ScreenOptions, now: Date = new Date()): SellerApprovalState {
  const store = useStore();
  const queryClient = useQueryClient();
  const actions = useMemo(() => createActions(store, queryClient), [store, queryClient]);
  const selection = useAtomValue(selectionAtom);
  const viewer = useMemo(() => viewerOf(user), [user]);
  const scope = brokerScope(user) ?? '';
  const ctx = useMemo<requests.CallContext>(
    () => ({ api, metaType, scope, viewer, idUsuario: user.idUsuario, usuario: user.email }),
    [api, metaType, scope, viewer, user.idUsuario, user.email],
  );
  const periodo = periodOf(selection);
  const chosen = useMemo(() => chosenOf(selection), [selection]);

  const permissionCode = String(permissionBrokerCode(user));
  const permission = useQuery({
    queryKey: queryKeys.permission(user.idUsuario, permissionCode),
    queryFn: ({ signal }) => requests.fetchPermission(api, permissionCode, user.idUsuario, signal),
  });
  const permitted = permission.data !== undefined && canEdit(permission.data);

  const cascade = useQuery({
    queryKey: queryKeys.cascade(ctx, periodo),
    queryFn: ({ signal }) => requests.fetchCascade(ctx, periodo ?? '', signal),
    enabled: periodo !== null,
  });
  const data = useQuery({
    queryKey: queryKeys.data(ctx, chosen),
    queryFn: ({ signal }) => requests.fetchTargetData(ctx, chosen as ChosenTarget, signal),
    enabled: chosen !== null,
    retry: false,
  });
  const categories = useQuery({
    queryKey: queryKeys.supervisorCategories(ctx, chosen),
    queryFn: ({ signal }) => requests.fetchSupervisorCategories(ctx, chosen as ChosenTarget, signal),
    enabled: chosen !== null,
  });

  // Server rows → per-seller atoms (only changed sellers are touched) and the bases of the saves.
  const setSupervisorCategories = useSetAtom(supervisorCategoriesAtom);
  useEffect(() => {
    if (data.data) actions.applyRead(data.data);
  }, [data.data, actions]);
  useEffect(() => {
    if (categories.data) setSupervisorCategories(categories.data);
  }, [categories.data, setSupervisorCategories]);

  const target = data.data?.state ?? null;
  const access =
    data.data === undefined
      ? { editable: false, lock: null }
      : accessOf({
          state: data.data.state,
          permitted: permission.data === undefined ? (permission.isError ? false : null) : permitted,
          split: data.data.supervisor.planned > 0,
          programmed: data.data.sellers.some((seller) => seller.planned > 0),
          role: viewer.role,
          metaType,
        });
  const editable = access.editable;
  const block = approveBlock(viewer.role, target?.supervisor ?? null, permitted);

  useLayoutEffect(() => {
    store.set(envAtom, { ctx, chosen, editable, approveBlock: block, onSelectionChange });
  }, [store, ctx, chosen, editable, block, onSelectionChange]);

  // 'Conexão com o servidor reiniciada!': the load is tried again after 3 s.
  const restarted = data.isError && isConnectionLost(data.error);
  const { refetch } = data;
  useEffect(() => {
    if (!restarted) return;
    const timer = setTimeout(() => void refetch(), RESTART_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [restarted, refetch, data.errorUpdatedAt]);

  const [dismissedAt, setDismissedAt] = useState(0);
  const failures: LoadError[] = [];
  // A cancelled read (selection changed, screen left) is no failure: TanStack never reports one, nor does this.
  const failed = (query: { isError: boolean; error: unknown }) => query.isError && !isAbortError(query.error);
  const failureOf = (code: number, query: { error: unknown; errorUpdatedAt: number }): LoadError => ({
    code,
    at: query.errorUpdatedAt,
    reason: failureReason(query.error),
  });
  if (failed(cascade) && !isConnectionLost(cascade.error)) failures.push(failureOf(ERROR_CODES.parameters, cascade));
  if (failed(data) && !restarted) failures.push(failureOf(ERROR_CODES.sellerSummary, data));
  if (failed(categories) && !isConnectionLost(categories.error)) failures.push(failureOf(ERROR_CODES.sellerCategories, categories));
  const loadError = failures.find((failure) => failure.at > dismissedAt) ?? null;

  const versions = cascade.data?.versions ?? [];
  const lines = selection.versao && cascade.data ? cascade.data.linesOf(selection.versao) : [];
  const sellersCount = data.data?.sellers.length ?? 0;

  const draft = useSellerDraft({
    store: drafts,
    target: chosen ? sellerDraftTarget(scope, viewer, chosen, metaType) : null,
    // Whether the values may be edited must be known; a permission that could not be read is no
    // reason to drop the draft (it is left alone until the permission is read).
    ready: sellersCount > 0 && (access.editable || (access.lock !== null && !(access.lock === 'permission' && permission.isError))),
    editable,
    actions,
  });

  // Asks again what failed; a read already under way is not started again (OK and 'Tentar
  // novamente' both ask).
  const retryLoad = () => {
    if (cascade.isError) void cascade.refetch({ cancelRefetch: false });
    if (data.isError) void data.refetch({ cancelRefetch: false });
    if (categories.isError) void categories.refetch({ cancelRefetch: false });
  };

  return {
    viewer,
    ctx,
    selection,
    chosen,
    years: yearOptions(now),
    versions,
    lines,
    cascadeLoading: cascade.isFetching && !cascade.data,
    noPeriodData: cascade.data?.empty === true,
    // The first read, or a read asked again after a failure ('Tentar novamente', OK).
    loading: chosen !== null && (data.isPending || (data.isError && data.isFetching)),
    noData: data.data !== undefined && sellersCount === 0,
    restarted,
    loaded: data.data !== undefined && sellersCount > 0,
    target,
    permitted,
    editable,
    lock: access.lock,
    approveBlock: block,
    loadError,
    dismissLoadError: () => {
      setDismissedAt(Date.now());
      // OK reloads: the failed loads are asked again.
      retryLoad();
    },
    retryLoad,
    draft,
    actions,
  };
}
