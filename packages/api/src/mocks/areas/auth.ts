import type { HttpHandler } from 'msw';
import { MASTER_FUNCTIONS, formatBackendTimestamp, type FunctionCode } from '@conecta/core';
import type { components } from '../../generated/schema';
import type { MockContext } from '../context';
import { SESSION_TTL_MS } from '../context';
import { encodeToken } from '../jwt';
import type { UserRecord } from '../network';
import type { SeedOptions } from '../seed';
import {
  findBroker,
  findUserByEmail,
  mayManageUser,
  OUT_OF_SCOPE_MESSAGE,
  normaliseEmail,
  visibleBrokers,
} from './users-common';

/**
 * Sign-in and session area of the mock backend (shell spec §3, §4, §7, §8).
 *
 * Sign-in rules (where the spec is silent, the choices are written here and in the report):
 * - The login status record of a user is `UserRecord.loginStatus` (network): `STATUS_EMAIL`
 *   mirrors the account ('I' while the user is inactive), `BLOQUEADO`/`DATAHORA` the lockout.
 * - Every wrong password for a known e-mail counts as a failed try; {@link MAX_FAILED_ATTEMPTS}
 *   consecutive failures block the user for {@link LOCKOUT_MS} (5 minutes) from that moment.
 *   A successful sign-in resets the count. While blocked, the password is not even checked.
 * - After the 5 minutes the block is lifted on the next check or sign-in (`BLOQUEADO` 0); the
 *   count starts again from zero.
 * - The count lives on the server alone: the public login-tries check reads it and changes
 *   nothing, whatever its `ok` says; only a successful credential call resets it.
 * - The order of the credential call: unknown e-mail → 401 'Credenciais inválidas'; blocked →
 *   401 with the wait text; wrong password → 401 'Credenciais inválidas' (the 5th answers the
 *   wait text: the block starts now); inactive user (right password) → 401 'Usuário inativo.';
 *   otherwise a 5-hour token.
 */

type LoginStatusRecord = components['schemas']['LoginStatusRecord'];
type AccessHistoryRecord = components['schemas']['AccessHistoryRecord'];

/** Consecutive wrong passwords that block a user. */
export const MAX_FAILED_ATTEMPTS = 5;

/** How long a block lasts, counted from `DATAHORA` (shell §9: lockout 5 minutes). */
export const LOCKOUT_MS = 5 * 60 * 1000;

/**
 * Sign-in attempts taken per e-mail within {@link SIGN_IN_WINDOW_MS} (a successful one clears the
 * count); more get 429.
 */
export const SIGN_IN_RATE_LIMIT = 10;

/** The window of the sign-in rate limit. */
export const SIGN_IN_WINDOW_MS = 60 * 1000;

/** The 429 text: when the next attempt is taken. */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Muitas tentativas de login. Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Credenciais inválidas',
  inactive: 'Usuário inativo.',
  emailMismatch: 'O e-mail não corresponde ao usuário autenticado.',
  unknownUser: 'Usuário não encontrado.',
  badStatus: "Status inválido: use '1' (ativo) ou '0' (inativo) com tipo=U, '000' com tipo=S.",
  forbidden: 'Sem permissão para alterar o status de usuários.',
  outOfScope: OUT_OF_SCOPE_MESSAGE,
  foreignAccessHistory: 'O histórico de acesso só pode ser registrado pelo próprio usuário.',
} as const;

/** The lockout text the portal shows ('minuto' singular when N is 1). */
export function lockoutMessage(minutes: number): string {
  return `Tentativas recorrentes, precisa aguardar ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** One access-history record as received, with who sent it and when (epoch ms). */
export interface AccessHistoryEntry extends AccessHistoryRecord {
  /** The signed-in user who sent it. */
  sentBy: number;
  /** epoch ms */
  receivedAt: number;
}

/** A token issued for the external merchandising app (not a session of this backend). */
export interface MerchanTokenRecord {
  token: string;
  idUsuario: number;
  /** epoch ms */
  issuedAt: number;
  /** epoch ms */
  expiresAt: number;
}

/** State of the auth area of the mock backend (JSON-serialisable). */
export interface AuthState {
  /** Consecutive failed sign-ins per user id (keys are idUsuario as text). */
  failedAttempts: Record<string, number>;
  /** PATCH /sistema/usuarios/accessHistory records, oldest first. */
  accessHistory: AccessHistoryEntry[];
  /** Tokens issued by POST /sistema/Usuarios/authConnectMerchan. */
  merchanTokens: MerchanTokenRecord[];
  /**
   * Sign-in attempts taken per normalised e-mail (epoch ms, oldest first, within the last
   * {@link SIGN_IN_WINDOW_MS}); optional because a demo database saved before it has none.
   */
  signInAttempts?: Record<string, number[]>;
}

export function seedAuth(_options: SeedOptions): AuthState {
  // Nothing random and nothing per scenario: the lockout records live in the network's users.
  return { failedAttempts: {}, accessHistory: [], merchanTokens: [], signInAttempts: {} };
}

/** Milliseconds of lockout left for a user at `now` (0 when not blocked). */
export function lockoutRemainingMs(user: UserRecord, now: number): number {
  const { bloqueado, dataHora } = user.loginStatus;
  if (!bloqueado || dataHora === null) return 0;
  return Math.max(0, dataHora + LOCKOUT_MS - now);
}

/** Whole minutes the portal asks the user to wait: rounded up, at least 1 while blocked. */
export const minutesToWait = (remainingMs: number) => Math.max(1, Math.ceil(remainingMs / 60_000));

export function authHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  const auth = () => ctx.db.auth;

  /**
   * Counts a sign-in attempt for an e-mail (known or not): 0 when it is taken, or the seconds until
   * the next one is (the attempt is then neither counted nor checked).
   */
  const takeAttempt = (email: string): number => {
    const now = ctx.now();
    const attempts = (auth().signInAttempts ??= {});
    const key = normaliseEmail(email);
    const recent = (attempts[key] ?? []).filter((at) => at > now - SIGN_IN_WINDOW_MS);
    if (recent.length >= SIGN_IN_RATE_LIMIT) {
      attempts[key] = recent;
      return Math.max(1, Math.ceil(((recent[0] ?? now) + SIGN_IN_WINDOW_MS - now) / 1000));
    }
    attempts[key] = [...recent, now];
    // Forget e-mails whose attempts all left the window, so the record stays small.
    for (const [other, times] of Object.entries(attempts)) {
      if (!times.some((at) => at > now - SIGN_IN_WINDOW_MS)) delete attempts[other];
    }
    return 0;
  };

  /** Lifts an expired block (lazily, when the record is next read). Returns true when it changed. */
  const expireBlock = (user: UserRecord): boolean => {
    if (user.loginStatus.bloqueado && lockoutRemainingMs(user, ctx.now()) === 0) {
      user.loginStatus.bloqueado = false;
      delete auth().failedAttempts[String(user.idUsuario)];
      return true;
    }
    return false;
  };

  const statusRecord = (user: UserRecord): LoginStatusRecord => ({
    STATUS_EMAIL: user.inativo ? 'I' : user.loginStatus.statusEmail,
    BLOQUEADO: user.loginStatus.bloqueado ? 1 : 0,
    DATAHORA: formatBackendTimestamp(new Date(user.loginStatus.dataHora ?? ctx.now())),
    inD_USUARIO_INATIVO: user.inativo ? '1' : '0',
  });

  /** Rows of the status check: the login status record (a superset of UserStatusRow). */
  const statusRows = (email: string) => {
    const user = findUserByEmail(ctx.db.network, email);
    if (!user) return [];
    if (expireBlock(user)) ctx.commit();
    const row: components['schemas']['UserStatusRow'] = statusRecord(user);
    return [row];
  };

  const registerFailure = (user: UserRecord): boolean => {
    const key = String(user.idUsuario);
    const count = (auth().failedAttempts[key] ?? 0) + 1;
    user.loginStatus.dataHora = ctx.now();
    if (count >= MAX_FAILED_ATTEMPTS) {
      user.loginStatus.bloqueado = true;
      delete auth().failedAttempts[key];
      return true;
    }
    auth().failedAttempts[key] = count;
    return false;
  };

  const clearFailures = (user: UserRecord) => {
    delete auth().failedAttempts[String(user.idUsuario)];
    user.loginStatus.bloqueado = false;
  };

  return [
    http.get('/StatusUser', ({ request, query, response }) => {
      // MSW matches paths case-insensitively: leave '/statususer' (another operation) to its handler.
      if (!new URL(request.url).pathname.endsWith('/StatusUser')) return undefined;
      const email = query.get('email');
      if (!email) return response(400).json({ message: 'Informe o e-mail.', code: 'BAD_REQUEST' });
      return response(200).json(statusRows(email));
    }),

    http.get('/statususer', ({ request, query, response }) => {
      const email = query.get('email');
      const tipo = query.get('tipo');
      const status = query.get('status');
      if (!email || !tipo || !status) {
        return response(400).json({
          message: 'Informe email, status e tipo.',
          code: 'BAD_REQUEST',
        });
      }
      if (tipo === 'S') return response(200).json(statusRows(email));
      // tipo=U changes state: the contract declares the path public for the sign-in check, but an
      // update needs a signed-in user who edits users (functions 1, 15, 16: the user form's, as the
      // contract's x-access of this operation says).
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      if (!MASTER_FUNCTIONS.includes(actor.funcaoUsuario as FunctionCode))
        return ctx.forbidden(AUTH_MESSAGES.forbidden);
      if (status !== '0' && status !== '1')
        return response(400).json({ message: AUTH_MESSAGES.badStatus, code: 'BAD_REQUEST' });
      const user = findUserByEmail(ctx.db.network, email);
      if (!user)
        return response(400).json({ message: AUTH_MESSAGES.unknownUser, code: 'NOT_FOUND' });
      // Only a user the actor may manage (type and brokers): a broker master never switches off a
      // manufacturer's or a flag user, nor a user of another broker.
      if (!mayManageUser(ctx.db.network, actor, user)) return ctx.forbidden(AUTH_MESSAGES.outOfScope);
      user.inativo = status === '0';
      user.loginStatus.statusEmail = user.inativo ? 'I' : 'A';
      if (user.inativo)
        ctx.db.sessions = ctx.db.sessions.filter((session) => session.idUsuario !== user.idUsuario);
      ctx.commit();
      return response(204).empty();
    }),

    http.post('/usuarioschecklogin/checkstatuslogin', async ({ request, response }) => {
      const body = await request.json().catch(() => null);
      if (!body || typeof body.email !== 'string') {
        return response(400).json({ message: 'Informe o e-mail.', code: 'BAD_REQUEST' });
      }
      const user = findUserByEmail(ctx.db.network, body.email);
      if (!user) return response(200).json([]);
      // The failure count and the block are the server's: this call is public, so nothing it
      // carries changes them (`ok: true` once reset the count, so that anyone could go on guessing
      // a password four tries at a time). Only a successful credential call resets the count, and
      // only the 5 minutes lift a block.
      if (expireBlock(user)) ctx.commit();
      return response(200).json([{ jsonRetorno: JSON.stringify([statusRecord(user)]) }]);
    }),

    http.post('/sistema/Usuarios/auth', async ({ request, response }) => {
      const body = await request.json().catch(() => null);
      if (!body || typeof body.email !== 'string' || typeof body.senha !== 'string') {
        return response(400).json({ message: 'Informe e-mail e senha.', code: 'BAD_REQUEST' });
      }
      const waitSeconds = takeAttempt(body.email);
      if (waitSeconds > 0) {
        return response(429).json(
          { message: tooManyAttemptsMessage(waitSeconds), code: 'TOO_MANY_REQUESTS' },
          { headers: { 'Retry-After': String(waitSeconds) } },
        );
      }
      const user = findUserByEmail(ctx.db.network, body.email);
      if (!user)
        return response(401).json({
          message: AUTH_MESSAGES.invalidCredentials,
          code: 'INVALID_CREDENTIALS',
        });
      const expired = expireBlock(user);
      const remaining = lockoutRemainingMs(user, ctx.now());
      if (remaining > 0) {
        return response(401).json({
          message: lockoutMessage(minutesToWait(remaining)),
          code: 'LOGIN_BLOCKED',
        });
      }
      if (body.senha !== user.senha) {
        const blocked = registerFailure(user);
        ctx.commit();
        return blocked
          ? response(401).json({
              message: lockoutMessage(minutesToWait(LOCKOUT_MS)),
              code: 'LOGIN_BLOCKED',
            })
          : response(401).json({
              message: AUTH_MESSAGES.invalidCredentials,
              code: 'INVALID_CREDENTIALS',
            });
      }
      if (user.inativo) {
        if (expired) ctx.commit();
        return response(401).json({ message: AUTH_MESSAGES.inactive, code: 'USER_INACTIVE' });
      }
      clearFailures(user);
      // A successful sign-in starts the e-mail's rate-limit window afresh: the limit holds back
      // guessing, not a user (or a test) who signs in often.
      delete auth().signInAttempts?.[normaliseEmail(body.email)];
      const token = ctx.issueToken(user);
      ctx.commit();
      return response(200).json({ token });
    }),

    http.post('/sistema/Usuarios/logout', ({ request, response }) => {
      // The access handler refuses a missing, revoked or expired token first (401); so does this.
      if (!ctx.userOf(request)) return ctx.unauthorized();
      const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/, '').trim();
      ctx.db.sessions = ctx.db.sessions.filter((session) => session.token !== token);
      ctx.commit();
      return response(204).empty();
    }),

    http.post('/sistema/Usuarios/authConnectMerchan', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const body = await request.json().catch(() => null);
      if (!body || typeof body.email !== 'string') {
        return response(400).json({ message: 'Informe o e-mail.', code: 'BAD_REQUEST' });
      }
      if (normaliseEmail(body.email) !== normaliseEmail(user.email)) {
        return response(400).json({ message: AUTH_MESSAGES.emailMismatch, code: 'BAD_REQUEST' });
      }
      const issuedAt = ctx.now();
      const expiresAt = issuedAt + SESSION_TTL_MS;
      // Not a session of this backend: the token only travels to the external app's URL.
      const token = encodeToken({
        sub: user.idUsuario,
        email: user.email,
        iat: Math.floor(issuedAt / 1000),
        exp: Math.floor(expiresAt / 1000),
        jti: -(auth().merchanTokens.length + 1),
      });
      auth().merchanTokens = auth().merchanTokens.filter((record) => record.expiresAt > issuedAt);
      auth().merchanTokens.push({ token, idUsuario: user.idUsuario, issuedAt, expiresAt });
      ctx.commit();
      return response(200).json({ token });
    }),

    http.get('/usuario/login', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      // The user's own broker first, then the others it works with; none for flag users.
      const ids = user.tipoUsuario === 1 ? [] : [...new Set([user.idPuxada ?? 0, ...user.brokers])];
      const rows = ids.flatMap((id) => {
        const broker = findBroker(ctx.db.network, id);
        return broker ? [{ dsC_RAZAO_SOCIAL: broker.razaoSocial }] : [];
      });
      return response(200).json(rows);
    }),

    http.post('/recuperarsenha/checkemail', async ({ request, response }) => {
      const body = await request.json().catch(() => null);
      if (!body || typeof body.email !== 'string') {
        return response(400).json({ message: 'Informe o e-mail.', code: 'BAD_REQUEST' });
      }
      const user = findUserByEmail(ctx.db.network, body.email);
      return response(200).json(user ? [{ idUsuario: user.idUsuario }] : []);
    }),

    http.get('/sistema/Usuarios/0', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      return response(200).json({
        idUsuario: user.idUsuario,
        nomeUsuario: user.nomeUsuario,
        email: user.email,
        tipoUsuario: user.tipoUsuario,
        funcaoUsuario: user.funcaoUsuario,
        alteraImagem: user.alteraImagem,
        linhasBroker: user.linhasBroker.map((linha) => ({ dsC_LINHA_USUARIO: linha })),
        brokers: [...user.brokers],
        idPuxada: user.idPuxada,
        idEmpregadoFlexx: user.idEmpregadoFlexx === null ? null : String(user.idEmpregadoFlexx),
        descricaoUsuario: user.nomeUsuario,
        usuarioBrokers: visibleBrokers(ctx.db.network, user).flatMap((id) => {
          const broker = findBroker(ctx.db.network, id);
          return broker ? [{ idPuxada: broker.idPuxada, razaoSocial: broker.razaoSocial }] : [];
        }),
      });
    }),

    http.patch('/sistema/usuarios/accessHistory', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const body = await request.json().catch(() => null);
      if (
        !body ||
        typeof body.idUser !== 'number' ||
        typeof body.email !== 'string' ||
        typeof body.accessDate !== 'string' ||
        Number.isNaN(Date.parse(body.accessDate))
      ) {
        return response(400).json({ message: 'Registro de acesso inválido.', code: 'BAD_REQUEST' });
      }
      // A user records his own accesses only: a record naming another user (id or e-mail) is refused.
      if (body.idUser !== user.idUsuario || normaliseEmail(body.email) !== normaliseEmail(user.email)) {
        return ctx.forbidden(AUTH_MESSAGES.foreignAccessHistory);
      }
      auth().accessHistory.push({
        idUser: body.idUser,
        email: body.email,
        accessDate: body.accessDate,
        logoutDate: body.logoutDate ?? null,
        pageId: body.pageId ?? 1,
        codBroker: body.codBroker ?? '',
        accessIp: body.accessIp || 'unknown',
        sentBy: user.idUsuario,
        receivedAt: ctx.now(),
      });
      ctx.commit();
      return response(200).json(true);
    }),
  ];
}
