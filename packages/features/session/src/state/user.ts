import { brokerScope, isUserType, type CurrentUser, type FunctionCode } from '@conecta/core';
import type { components } from '@conecta/api';
import { ACCESS_HISTORY_PAGE_ID } from './constants';

/** The signed-in user: the core's CurrentUser plus the company name of the header label. */
export type SessionUser = CurrentUser & {
  /** `dsC_RAZAO_SOCIAL` of the first row of /usuario/login (the broker's company name), or null. */
  razaoSocial: string | null;
};

type ServerUser = components['schemas']['CurrentUser'];
type AccessHistoryRecord = components['schemas']['AccessHistoryRecord'];

/**
 * Maps the server's current user (`GET /sistema/Usuarios/0`) into the session user, once, here.
 * An unknown user type reads as 3 (broker, the narrowest data scope); a function code outside the
 * known list is kept as sent (it gets the 'user' role and no area beyond the shared ones).
 */
export function toSessionUser(server: ServerUser, razaoSocial: string | null): SessionUser {
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
    razaoSocial,
  };
}

/**
 * The access-history record (shell §3): at sign-in `logoutDate` is null; at sign-out it is the
 * moment of the sign-out and `accessDate` the sign-in's. Dates are ISO 8601 with milliseconds.
 */
export function accessHistoryRecord(
  user: Pick<SessionUser, 'idUsuario' | 'email' | 'tipoUsuario' | 'idPuxada' | 'brokers'>,
  { accessDate, logoutDate, accessIp }: { accessDate: Date; logoutDate: Date | null; accessIp: string },
): AccessHistoryRecord {
  return {
    idUser: user.idUsuario,
    email: user.email,
    accessDate: accessDate.toISOString(),
    logoutDate: logoutDate ? logoutDate.toISOString() : null,
    pageId: ACCESS_HISTORY_PAGE_ID,
    codBroker: brokerScope(user) ?? '',
    accessIp,
  };
}
