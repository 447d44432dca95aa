import { brokerScope, type CurrentUser } from '@conecta/core';
import { toCurrentUser, type components } from '@conecta/api';
import { ACCESS_HISTORY_PAGE_ID } from './constants';

/** The signed-in user: the core's CurrentUser plus the company name of the header label. */
export type SessionUser = CurrentUser & {
  /** `dsC_RAZAO_SOCIAL` of the first row of /usuario/login (the broker's company name), or null. */
  razaoSocial: string | null;
};

type ServerUser = components['schemas']['CurrentUser'];
type AccessHistoryRecord = components['schemas']['AccessHistoryRecord'];

/** Maps the server's current user (`GET /sistema/Usuarios/0`) into the session user: the api's mapping plus the company name. */
export function toSessionUser(server: ServerUser, razaoSocial: string | null): SessionUser {
  return { ...toCurrentUser(server), razaoSocial };
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
