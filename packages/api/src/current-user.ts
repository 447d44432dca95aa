import { isUserType, type CurrentUser, type FunctionCode } from '@conecta/core';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import type { components } from './generated/schema';

type ServerUser = components['schemas']['CurrentUser'];

/**
 * Maps the server's current user (`GET /sistema/Usuarios/0`) into the core's {@link CurrentUser},
 * once, here. An unknown user type reads as 3 (broker, the narrowest data scope); a function code
 * outside the known list is kept as sent (it gets the 'user' role and no area beyond the shared ones).
 */
export function toCurrentUser(server: ServerUser): CurrentUser {
  const flexx = server.idEmpregadoFlexx == null || server.idEmpregadoFlexx === '' ? null : Number(server.idEmpregadoFlexx);
  return {
    idUsuario: server.idUsuario,
    nomeUsuario: server.nomeUsuario,
    email: server.email,
    tipoUsuario: isUserType(server.tipoUsuario) ? server.tipoUsuario : 3,
    funcaoUsuario: server.funcaoUsuario as FunctionCode,
    idPuxada: server.idPuxada ?? null,
    brokers: [...(server.brokers ?? [])],
    linhasBroker: (server.linhasBroker ?? []).map((line) => line.dsC_LINHA_USUARIO),
    idEmpregadoFlexx: flexx !== null && Number.isFinite(flexx) ? flexx : null,
    descricaoUsuario: server.descricaoUsuario ?? server.nomeUsuario,
  };
}

/** Reads the signed-in user of `api` (GET /sistema/Usuarios/0); rejects with an `ApiError`. */
export async function fetchCurrentUser(api: ApiClient, signal?: AbortSignal): Promise<CurrentUser> {
  const { data } = await api.GET('/sistema/Usuarios/0', signal ? { signal } : {});
  if (!data) throw new ApiError({ status: 0, code: 'EMPTY', message: 'GET /sistema/Usuarios/0 answered without a user', path: '/sistema/Usuarios/0' });
  return toCurrentUser(data);
}
