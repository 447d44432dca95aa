import { useCallback, useEffect, useMemo } from 'react';
import { createApiHooks, type ApiClient } from '@conecta/api';
import { PERMISSION_FEATURES, permissionBrokerCode, primaryBroker, type FunctionCode } from '@conecta/core';
import { MESSAGES } from '../messages';
import { SYSTEM_PERMISSIONS_ID, grantsFrom } from './grants';
import { merchandisingLink } from './merchandising';
import type { MenuGrants, ShellUser } from './types';

/** The query of both permission calls: the permission broker code (99999999 for manufacturers). */
function permissionQueryScope(user: ShellUser) {
  const codigoPuxada = String(
    permissionBrokerCode({ ...user, funcaoUsuario: user.funcaoUsuario as FunctionCode }),
  );
  const own = primaryBroker(user);
  const brokers = user.brokers.length > 0 ? user.brokers.join(',') : own === null ? '' : String(own);
  return { codigoPuxada, brokers };
}

/** The menu grants of the signed-in user and where their requests stand. */
export interface ShellGrantsState {
  /** What the user may see; entries that need a grant stay hidden until it arrives. */
  grants: MenuGrants;
  /** A permission call is still running (the menu shows a progress indicator). */
  isLoading: boolean;
  /** A permission call failed (logged only; the menu keeps the entries that need no grant). */
  isError: boolean;
}

/**
 * Loads the user's own permissions (GET /permissaosistema/getdadospermissoes, idFuncionalidade 0)
 * and the system combo (GET /getDadosComboPermissaoSistemas, sistema 8) and turns them into
 * {@link MenuGrants}. Failures are only logged (shell spec §8).
 */
export function useShellGrants(api: ApiClient, user: ShellUser): ShellGrantsState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const { codigoPuxada, brokers } = permissionQueryScope(user);
  const permissions = hooks.useQuery('get', '/permissaosistema/getdadospermissoes', {
    params: { query: { codigoPuxada, idFuncionalidade: PERMISSION_FEATURES.all, idUsuario: user.idUsuario } },
  });
  const combo = hooks.useQuery('get', '/getDadosComboPermissaoSistemas', {
    params: { query: { codigoPuxada, sistema: SYSTEM_PERMISSIONS_ID, brokers } },
  });

  useEffect(() => {
    if (permissions.error) console.error(MESSAGES.log.permissions, permissions.error);
  }, [permissions.error]);
  useEffect(() => {
    if (combo.error) console.error(MESSAGES.log.systemCombo, combo.error);
  }, [combo.error]);

  const grants = useMemo(() => grantsFrom(permissions.data, combo.data), [permissions.data, combo.data]);
  return {
    grants,
    isLoading: permissions.isPending || combo.isPending,
    isError: permissions.isError || combo.isError,
  };
}

/**
 * The merchandising entry's action: asks POST /sistema/Usuarios/authConnectMerchan for a token and
 * answers the app's URL with it, or null when the call fails (only logged, shell spec §8).
 */
export function useMerchandisingLink(api: ApiClient, email: string, baseUrl: string) {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const mutation = hooks.useMutation('post', '/sistema/Usuarios/authConnectMerchan');
  const { mutateAsync } = mutation;
  const requestLink = useCallback(async (): Promise<string | null> => {
    try {
      const { token } = await mutateAsync({ body: { email } });
      return merchandisingLink(baseUrl, token);
    } catch (error) {
      console.error(MESSAGES.log.merchandising, error);
      return null;
    }
  }, [mutateAsync, email, baseUrl]);
  return { requestLink, isPending: mutation.isPending };
}
