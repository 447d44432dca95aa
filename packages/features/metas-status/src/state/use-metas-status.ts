/**
 * The view model of the status screen: the selects and their options, the status lines of the
 * chosen period and type for the user's role, the dialogs of spec §8 and the release to FLEXX.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { createApiHooks, type ApiClient } from '@conecta/api';
import {
  PERMISSION_FEATURES,
  brokerScope,
  canEdit,
  permissionBrokerCode,
  type CurrentUser,
} from '@conecta/core';
import { actionFor, actionHref, historyHref, statusRoleOf, giveBackFor } from './actions';
import {
  changeSelectionAtom,
  clearSelectionAtom,
  dismissedNoticeAtom,
  releaseAtom,
  selectionAtom,
  type ReleaseState,
} from './atoms';
import { buildReleaseQuery, interpretRelease } from './release';
import { statusRowsFromServer, visibleRows } from './rows';
import { defaultMeta, metaOptions, monthOptions, periodOf, yearOptions } from './selects';
import type { Option, ReleasePermission, RowAction, StatusRole, StatusRow, StatusSelection } from './types';

/** `versao` of the status query: every version of the period (the screen has no Versão select). */
export const ALL_VERSIONS = 'TODOS';

/** A table line with its action and the address the action opens. */
export interface StatusLine {
  row: StatusRow;
  action: RowAction;
  href: string | null;
  /** The line's change history (issue 26): the target's, on the line's team when it has one. */
  historyHref: string;
  /** The return the user may make on this line (issue 26), or null. */
  giveBack: 'manager' | 'supervisor' | null;
}

/** The spec §8 dialog of the status rows: failed (code 4) or empty answer. */
export type StatusNotice = 'failed' | 'noStatus';

export interface MetasStatusState {
  role: StatusRole;
  selection: StatusSelection;
  change: (field: keyof StatusSelection, value: number | string | null) => void;
  clear: () => void;
  years: Option<number>[];
  months: Option<number>[];
  metas: Option<string>[];
  /** The period's Meta options are loading. */
  isLoadingMetas: boolean;
  /** The period has no parameter data: 'Nenhum dado para este período!'. */
  hasNoPeriodData: boolean;
  /** The parameter call failed (the original only logs it; see the MDX). */
  parametersFailed: boolean;
  retryParameters: () => void;
  /** The lines for the user's role, in the server's order. */
  lines: StatusLine[];
  /** The status rows are loading. */
  isLoadingRows: boolean;
  /** The status rows failed to load (after the dialog was closed, the table says so). */
  rowsFailed: boolean;
  retryRows: () => void;
  /** Ano, Mês and Meta are chosen. */
  isComplete: boolean;
  notice: StatusNotice | null;
  dismissNotice: () => void;
  /** The failed status read behind a 'failed' notice (its reason is shown: a time-out, no connection…), else null. */
  failure: unknown;
  /** The permission call failed for a non-supervisor (no check icon; see the MDX). */
  permissionFailed: boolean;
  retryPermission: () => void;
  release: ReleaseState;
  startRelease: (row: StatusRow) => Promise<void>;
  closeRelease: () => void;
}

/**
 * The §8 dialog for a status answer, or null. Pure, so the rule is unit-tested. An empty answer is
 * 'Não houve retorno de status.' for the manager's view only: the server already leaves out the
 * lines a supervisor may not see, so for a supervisor an empty answer means "nothing for your team
 * yet" (the original filtered on the client and never showed the dialog for that).
 */
export function statusNoticeFor(result: {
  isError: boolean;
  data: readonly unknown[] | undefined;
  role: StatusRole;
}): StatusNotice | null {
  if (result.isError) return 'failed';
  if (result.data && result.data.length === 0 && result.role === 'manager') return 'noStatus';
  return null;
}

/** Makes a new GUID for `chaveocorrencia`. */
const newGuid = () => globalThis.crypto.randomUUID();

export function useMetasStatus(api: ApiClient, user: CurrentUser): MetasStatusState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const role = statusRoleOf(user.funcaoUsuario);
  const scope = brokerScope(user) ?? '';
  const [selection] = useAtom(selectionAtom);
  const changeSelection = useSetAtom(changeSelectionAtom);
  const clear = useSetAtom(clearSelectionAtom);
  const [dismissed, setDismissed] = useAtom(dismissedNoticeAtom);
  const [release, setRelease] = useAtom(releaseAtom);
  const now = useMemo(() => new Date(), []);
  const years = useMemo(() => yearOptions(now), [now]);
  const months = useMemo(() => monthOptions(), []);
  const periodo = periodOf(selection);

  const parameters = hooks.useQuery(
    'get',
    '/parametrotabelacartameta',
    { params: { query: { IdPuxada: scope, Periodo: periodo ?? '', TipoMeta: 'TODOS' } } },
    { enabled: periodo !== null },
  );
  const metas = useMemo(() => metaOptions(parameters.data ?? []), [parameters.data]);

  // Meta defaults to VBC (spec §1) once the period's options arrive; a type from the address that
  // the period does not offer falls back the same way.
  const fallbackMeta = parameters.data ? defaultMeta(metas, selection.tipoMeta) : undefined;
  useEffect(() => {
    if (fallbackMeta === undefined || fallbackMeta === selection.tipoMeta) return;
    changeSelection({ field: 'tipoMeta', value: fallbackMeta });
  }, [fallbackMeta, selection.tipoMeta, changeSelection]);

  const tipoMeta = selection.tipoMeta !== null && metas.some((option) => option.id === selection.tipoMeta) ? selection.tipoMeta : null;
  const isComplete = periodo !== null && tipoMeta !== null;

  const status = hooks.useQuery(
    'get',
    '/tabelacartametastatus',
    { params: { query: { idPuxada: scope, versao: ALL_VERSIONS, tipoMeta: tipoMeta ?? '', periodo: periodo ?? '' } } },
    { enabled: isComplete, refetchOnMount: 'always' },
  );

  const permission = hooks.useQuery(
    'get',
    '/permissaosistema/getdadospermissoes',
    {
      params: {
        query: {
          codigoPuxada: String(permissionBrokerCode(user)),
          idFuncionalidade: PERMISSION_FEATURES.metas,
          idUsuario: user.idUsuario,
        },
      },
    },
    // Supervisors never get the check icon: their permission is not needed here.
    { enabled: role === 'manager' },
  );
  const releasePermission: ReleasePermission =
    permission.data === undefined ? 'unknown' : canEdit(permission.data) ? 'allowed' : 'denied';
  const { tipoUsuario, funcaoUsuario } = user;

  const lines = useMemo<StatusLine[]>(() => {
    if (!isComplete || !status.data || selection.ano === null || selection.mes === null) return [];
    const period = { ano: selection.ano, mes: selection.mes };
    return visibleRows(statusRowsFromServer(status.data, tipoMeta ?? ''), role, user.idEmpregadoFlexx).map((row) => {
      const action = actionFor(row, { tipoUsuario, funcaoUsuario }, releasePermission);
      return {
        row,
        action,
        href: actionHref(row, action, period),
        historyHref: historyHref(row, period),
        giveBack: giveBackFor(row, { tipoUsuario, funcaoUsuario }),
      };
    });
  }, [isComplete, status.data, selection.ano, selection.mes, tipoMeta, role, user.idEmpregadoFlexx, tipoUsuario, funcaoUsuario, releasePermission]);

  const noticeStamp = status.isError ? status.errorUpdatedAt : status.dataUpdatedAt;
  const rawNotice = isComplete && !status.isFetching ? statusNoticeFor({ isError: status.isError, data: status.data, role }) : null;
  const notice = rawNotice !== null && dismissed !== noticeStamp ? rawNotice : null;

  const { refetch: refetchStatus } = status;

  const startRelease = useCallback(
    async (row: StatusRow) => {
      if (periodo === null) return;
      setRelease({ phase: 'sending', row });
      const query = buildReleaseQuery({ row, periodo, scope, usuario: user.email, chave: newGuid(), now: new Date() });
      let outcome = interpretRelease(undefined);
      if (query) {
        try {
          const { data } = await api.GET('/atualizarbaseflexxbroker', { params: { query } });
          outcome = interpretRelease(data);
        } catch {
          outcome = interpretRelease(undefined);
        }
      }
      setRelease(
        outcome.kind === 'released'
          ? { phase: 'released', row }
          : { phase: 'failed', row, occurrence: outcome.occurrence },
      );
      // Reload the status either way: released, or changed meanwhile (e.g. someone else released it).
      await refetchStatus();
    },
    [api, periodo, scope, user.email, setRelease, refetchStatus],
  );

  return {
    role,
    selection: { ...selection, tipoMeta },
    change: (field, value) => changeSelection({ field, value }),
    clear,
    years,
    months,
    metas,
    isLoadingMetas: periodo !== null && parameters.isPending,
    hasNoPeriodData: parameters.data !== undefined && metas.length === 0,
    parametersFailed: periodo !== null && parameters.isError,
    retryParameters: () => void parameters.refetch(),
    lines,
    isLoadingRows: isComplete && status.isFetching && !status.isError,
    rowsFailed: isComplete && status.isError && !status.isFetching,
    retryRows: () => void status.refetch(),
    isComplete,
    notice,
    dismissNotice: () => setDismissed(noticeStamp),
    failure: notice === 'failed' ? status.error : null,
    permissionFailed: role === 'manager' && permission.isError,
    retryPermission: () => void permission.refetch(),
    release,
    startRelease,
    closeRelease: () => setRelease({ phase: 'idle' }),
  };
}
