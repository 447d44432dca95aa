import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { createApiHooks, failureReason, isRetryable, type ApiClient } from '@conecta/api';
import type { PermissionToggle } from '@conecta/core';
import { draftAtom, outcomeAtom, resetAtom, toggleAtom, type SaveOutcome } from './atoms';
import { permissionsQueryOf, permissionsView, rowsFromResult, savePayloadOf, type PermissionsView } from './model';
import type { PermissionsTarget } from './types';

const PERMISSIONS_PATH = '/permissaosistema/getdadospermissoes';

/** Console messages of the hook (texts live in the feature's messages). */
export interface PermissionsDialogLog {
  /** Prefix of a failed load. */
  load: string;
  /** Prefix of a failed save. */
  save: string;
}

/** Options of {@link usePermissionsDialog}. */
export interface UsePermissionsDialogOptions {
  /** Typed backend client. */
  api: ApiClient;
  /** The user whose permissions are edited; null loads nothing. */
  target: PermissionsTarget | null;
  /** Whether the dialog is open: the permissions load only then, fresh on every opening. */
  isOpen: boolean;
  /** Called after a successful save. */
  onSaved?: () => void;
  /** Console messages. */
  log: PermissionsDialogLog;
}

/** The dialog's state and actions. */
export interface PermissionsDialogState extends PermissionsView {
  /** Result of the last save. */
  outcome: SaveOutcome;
  /** Why the load failed in the user's words (time-out, no connection, unreadable answer), or null. */
  loadFailure: string | null;
  /** Why the last save failed in the user's words (the backend's refusal included), or null. */
  saveFailure: string | null;
  /** Whether saving again may work ('Tentar novamente'): not after a refusal (403, 400). */
  saveRetryable: boolean;
  /** Changes a checkbox (unchecking Visualizar clears Editar; Editar needs Visualizar). */
  toggle: (toggle: PermissionToggle) => void;
  /** Saves the rows on view; success shows 'Tudo certo!', failure keeps the edits and shows 'Algo deu errado!'. */
  save: () => void;
  /** Loads again after a failed load. */
  retry: () => void;
  /** Saves again after a failed save (the same rows: saving permissions twice gives the same result). */
  retrySave: () => void;
  /** Dismisses the error message (the edits stay). */
  dismissError: () => void;
  /** Forgets the edits and the save result. */
  reset: () => void;
}

const NO_QUERY = { codigoPuxada: '0', idFuncionalidade: 0, idUsuario: 0 };

/**
 * Loads the target's permission options (GET /permissaosistema/getdadospermissoes with
 * idFuncionalidade 0) while the dialog is open, keeps the user's edits in the feature's jotai
 * store and saves them (POST /permissaosistema/postdadospermissoes). Headless: no markup.
 */
export function usePermissionsDialog({ api, target, isOpen, onSaved, log }: UsePermissionsDialogOptions): PermissionsDialogState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const queryClient = useQueryClient();
  const query = target ? permissionsQueryOf(target) : null;
  const init = { params: { query: query ?? NO_QUERY } };
  const queryKey = hooks.queryOptions('get', PERMISSIONS_PATH, init).queryKey;
  const result = hooks.useQuery('get', PERMISSIONS_PATH, init, {
    enabled: isOpen && query !== null,
    staleTime: 0,
    retry: false,
  });
  const mutation = hooks.useMutation('post', '/permissaosistema/postdadospermissoes');

  const draft = useAtomValue(draftAtom);
  const outcome = useAtomValue(outcomeAtom);
  const applyToggle = useSetAtom(toggleAtom);
  const setOutcome = useSetAtom(outcomeAtom);
  const reset = useSetAtom(resetAtom);

  const loaded = useMemo(() => rowsFromResult(result.data), [result.data]);

  useEffect(() => {
    if (result.error) console.error(log.load, result.error);
  }, [result.error, log.load]);

  // Every opening (and another target) starts from the server's current state: the edits are
  // forgotten and, once closed, the answer is dropped from the cache so the next opening loads anew.
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (isOpen) {
      reset();
      return undefined;
    }
    queryClient.removeQueries({ queryKey: JSON.parse(keyText) as unknown[], exact: true });
    return undefined;
  }, [isOpen, keyText, reset, queryClient]);

  const view = permissionsView({
    // A retry after a failed load shows progress again, not the old failure.
    isLoading: query !== null && (result.isPending || (result.isError && result.isFetching)),
    isError: result.isError,
    loaded,
    draft,
    isSaving: mutation.isPending,
  });

  const { mutate } = mutation;
  const rows = draft ?? loaded;
  const canSave = view.canSave;
  const targetId = target?.idUsuario;
  const save = useCallback(() => {
    if (targetId === undefined || !canSave) return;
    mutate(
      { body: savePayloadOf(targetId, rows) },
      {
        onSuccess: () => {
          setOutcome('success');
          onSaved?.();
        },
        onError: (error) => {
          // The edits stay as the user left them, so Salvar can be pressed again.
          console.error(log.save, error);
          setOutcome('error');
        },
      },
    );
  }, [targetId, canSave, mutate, rows, setOutcome, onSaved, log.save]);

  const { refetch } = result;
  const toggle = useCallback((change: PermissionToggle) => applyToggle(loaded, change), [applyToggle, loaded]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const dismissError = useCallback(() => setOutcome('idle'), [setOutcome]);

  const loadFailure = result.isError ? failureReason(result.error) : null;
  const saveFailure = outcome === 'error' ? failureReason(mutation.error) : null;
  // A refusal (403, 400) would be refused again: no 'Tentar novamente' for it.
  const saveRetryable = outcome === 'error' && isRetryable(mutation.error);
  return { ...view, outcome, loadFailure, saveFailure, saveRetryable, toggle, save, retry, retrySave: save, dismissError, reset };
}
