import { ApiError, type ApiClient } from '@conecta/api';
import { MESSAGES, lockoutMessage } from '../messages';
import { LOCKOUT_MS } from './constants';

/** E-mail and password typed on the sign-in screen. */
export interface Credentials {
  email: string;
  senha: string;
}

/**
 * Why a sign-in was refused: `inactive` is 'User not active' (shown as a red notice bottom right
 * for 8 s); `message` is any other text, shown in the form's alert region.
 */
export type SignInFailure = { kind: 'inactive'; message: string } | { kind: 'message'; message: string };

/** Outcome of the status, login-tries and credential steps. */
export type CredentialResult = { ok: true; token: string } | { ok: false; failure: SignInFailure };

/** The status-check label of a status row list (§8): 'Login problem' (empty), 'Active' or 'Inactive'. */
export function statusLabelOf(rows: ReadonlyArray<{ inD_USUARIO_INATIVO?: string | null }>): string {
  const first = rows[0];
  if (!first) return MESSAGES.statusLoginProblem;
  return String(first.inD_USUARIO_INATIVO ?? '').trim() === '0' ? MESSAGES.statusActive : MESSAGES.statusInactive;
}

/** The login status record (§3) carried as JSON text in the first row's `jsonRetorno`. */
export interface LoginStatusRecord {
  STATUS_EMAIL?: string;
  BLOQUEADO?: number | string | boolean;
  DATAHORA?: string;
  inD_USUARIO_INATIVO?: string;
}

/** Parses the login-tries answer; null when there is no record (→ 'Credenciais inválidas'). */
export function parseLoginStatus(rows: ReadonlyArray<{ jsonRetorno?: string | null }> | null | undefined): LoginStatusRecord | null {
  const text = rows?.[0]?.jsonRetorno;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const record: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
    return record && typeof record === 'object' ? (record as LoginStatusRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the backend's DATAHORA ('YYYY-MM-DD HH:MM:SS', the backend's local time, as
 * formatBackendTimestamp writes it; an ISO string is accepted too) as epoch ms; NaN when unreadable.
 */
export function parseBackendTimestamp(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return Date.parse(text);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s).getTime();
}

const isBlocked = (value: LoginStatusRecord['BLOQUEADO']) =>
  value === true || value === 1 || value === '1' || value === 'S' || value === 'true';

/**
 * Minutes a blocked record still has to wait at `now` (DATAHORA + 5 minutes), rounded up, at
 * least 1 while blocked; 0 when the block has passed or the record is not blocked. A blocked
 * record without a readable DATAHORA waits the full 5 minutes.
 */
export function lockoutMinutesLeft(record: LoginStatusRecord, now: number): number {
  if (!isBlocked(record.BLOQUEADO)) return 0;
  const since = record.DATAHORA ? parseBackendTimestamp(record.DATAHORA) : Number.NaN;
  const remaining = Number.isNaN(since) ? LOCKOUT_MS : since + LOCKOUT_MS - now;
  if (remaining <= 0) return 0;
  return Math.max(1, Math.ceil(remaining / 60_000));
}

/**
 * What the login-tries record says: null to go on, or the refusal text — 'Credenciais inválidas'
 * without a record, 'Credenciais Inválidas' for e-mail status 'I', the lockout wait while blocked.
 */
export function loginStatusRefusal(record: LoginStatusRecord | null, now: number): string | null {
  if (!record) return MESSAGES.noStatusRecord;
  if (String(record.STATUS_EMAIL ?? '').trim().toUpperCase() === 'I') return MESSAGES.invalidEmailStatus;
  const minutes = lockoutMinutesLeft(record, now);
  return minutes > 0 ? lockoutMessage(minutes) : null;
}

/**
 * The text of a failed call (§8): the server's message field when it sent one (the contract's 429
 * says when to try again), else 'An error occurred'. (The api's `refusalReason` is left out here:
 * /login's first load has a budget of 120 KiB.)
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? MESSAGES.genericError;
  return MESSAGES.genericError;
}

/**
 * The first three steps of sign-in (§4): status check → login-tries check → credential call.
 * - Status: 'Active' leads on; 'Inactive' raises 'User not active'. An empty answer ('Login
 *   problem') also leads on: the login-tries check then finds no record and answers
 *   'Credenciais inválidas', so an unknown e-mail reads like a wrong password.
 * - Login tries: see {@link loginStatusRefusal}.
 * - Credentials: the token, or the server's message ('Credenciais inválidas' for a wrong password).
 */
export async function checkCredentials(api: ApiClient, credentials: Credentials, now: () => number = Date.now): Promise<CredentialResult> {
  const email = credentials.email.trim();
  try {
    const status = await api.GET('/StatusUser', { params: { query: { email, status: '000', tipo: 'S' } } });
    const rows = status.data ?? [];
    if (rows.length > 0 && statusLabelOf(rows) !== MESSAGES.statusActive) {
      return { ok: false, failure: { kind: 'inactive', message: MESSAGES.userNotActive } };
    }
    const tries = await api.POST('/usuarioschecklogin/checkstatuslogin', { body: { email, ok: false } });
    const refusal = loginStatusRefusal(parseLoginStatus(tries.data), now());
    if (refusal) return { ok: false, failure: { kind: 'message', message: refusal } };
    const auth = await api.POST('/sistema/Usuarios/auth', { body: { email, senha: credentials.senha } });
    const token = auth.data?.token;
    if (!token) return { ok: false, failure: { kind: 'message', message: MESSAGES.genericError } };
    return { ok: true, token };
  } catch (error) {
    return { ok: false, failure: { kind: 'message', message: errorMessageOf(error) } };
  }
}
