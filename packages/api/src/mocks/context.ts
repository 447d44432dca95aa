import { HttpResponse, delay } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../generated/schema';
import { REFUSAL_REASONS } from '../failure';
import { encodeToken } from './jwt';
import type { Network, UserRecord } from './network';
import type { AuthState } from './areas/auth';
import type { UsersState } from './areas/users';
import type { PermissionsState } from './areas/permissions';
import type { DashboardState } from './areas/dashboard';
import type { NotificationsState } from './areas/notifications';
import type { MetasState } from './areas/metas';

/** Scenarios that stories and tests switch on. */
export type Scenario = 'default' | 'empty' | 'error' | 'slow' | 'unauthorized' | 'large';

/** The message of a refusal (403) when no narrower one applies: the text the portal shows for a 403. */
export const FORBIDDEN_MESSAGE = REFUSAL_REASONS.FORBIDDEN;

/** Session lifetime: the token, like the `jwt_access_token` cookie, expires in 5 hours. */
export const SESSION_TTL_MS = 5 * 60 * 60 * 1000;

/** Delay of the `slow` scenario. */
export const SLOW_DELAY_MS = 1500;

export interface SessionRecord {
  token: string;
  idUsuario: number;
  /** epoch ms */
  expiresAt: number;
}

/** Everything the mock backend knows. Plain JSON: it can be saved and restored (demo mode). */
export interface MockDb {
  version: 1;
  network: Network;
  sessions: SessionRecord[];
  auth: AuthState;
  users: UsersState;
  permissions: PermissionsState;
  dashboard: DashboardState;
  notifications: NotificationsState;
  metas: MetasState;
}

export interface MockContext {
  db: MockDb;
  scenario: Scenario;
  /** Current time in epoch ms (fake-timer friendly: reads Date.now()). */
  now(): number;
  /** Typed MSW `http` (openapi-msw) with the backend's base URL. */
  http: ReturnType<typeof createOpenApiHttp<paths>>;
  /** Absolute base URL that image addresses (`endereco`, `CAMINHO`) are built on. */
  publicBaseUrl: string;
  /** The signed-in user of a request (valid, unexpired bearer token), or null. */
  userOf(request: Request): UserRecord | null;
  /** A 401 answer with the backend's error body. */
  unauthorized(message?: string): Response;
  /** A JSON error answer `{ message }`. */
  error(status: number, message: string): Response;
  /** A 403 answer with the backend's error body `{ message, code: 'FORBIDDEN' }`: signed in, but not allowed. */
  forbidden(message?: string): Response;
  /** Issues a session token for a user (expires in 5 hours). */
  issueToken(user: UserRecord): string;
  /** Saves the database after a write (demo mode keeps it across reloads). */
  commit(): void;
}

export interface ContextOptions {
  db: MockDb;
  scenario: Scenario;
  baseUrl: string;
  publicBaseUrl: string;
  onCommit?: (db: MockDb) => void;
}

export function createContext({ db, scenario, baseUrl, publicBaseUrl, onCommit }: ContextOptions): MockContext {
  const now = () => Date.now();
  const error = (status: number, message: string) => HttpResponse.json({ message }, { status });
  return {
    db,
    scenario,
    now,
    http: createOpenApiHttp<paths>({ baseUrl }),
    publicBaseUrl,
    userOf(request) {
      const header = request.headers.get('Authorization') ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!token) return null;
      const session = db.sessions.find((candidate) => candidate.token === token);
      if (!session || session.expiresAt <= now()) return null;
      return db.network.users.find((user) => user.idUsuario === session.idUsuario) ?? null;
    },
    unauthorized: (message = 'Token inválido ou expirado.') => HttpResponse.json({ message, code: 'UNAUTHORIZED' }, { status: 401 }),
    error,
    forbidden: (message = FORBIDDEN_MESSAGE) => HttpResponse.json({ message, code: 'FORBIDDEN' }, { status: 403 }),
    issueToken(user) {
      const issuedAt = now();
      const expiresAt = issuedAt + SESSION_TTL_MS;
      // The session count keeps tokens distinct even within one millisecond.
      const token = encodeToken({
        sub: user.idUsuario,
        email: user.email,
        iat: Math.floor(issuedAt / 1000),
        exp: Math.floor(expiresAt / 1000),
        jti: db.sessions.length + 1,
      });
      db.sessions = db.sessions.filter((session) => session.expiresAt > issuedAt);
      db.sessions.push({ token, idUsuario: user.idUsuario, expiresAt });
      return token;
    },
    commit: () => onCommit?.(db),
  };
}

/** The path of a request as the contract writes it: its pathname without the backend's base path. */
export function contractPathOf(baseUrl: string): (request: Request) => string {
  const prefix = baseUrl.replace(/\/+$/, '');
  const base = prefix.startsWith('http') ? new URL(prefix).pathname.replace(/\/+$/, '') : prefix.replace(/^\*/, '');
  return (request) => {
    const pathname = new URL(request.url).pathname;
    return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  };
}

/** Handlers that come before the areas' own to apply a scenario to every call. */
export function scenarioHandlers(ctx: MockContext, baseUrl: string, isPublic: (method: string, path: string) => boolean) {
  const { http } = ctx;
  const prefix = baseUrl.replace(/\/+$/, '');
  const pathOf = contractPathOf(baseUrl);
  switch (ctx.scenario) {
    case 'slow':
      return [
        http.untyped.all(`${prefix}/*`, async () => {
          await delay(SLOW_DELAY_MS);
          return undefined;
        }),
      ];
    case 'error':
      return [
        http.untyped.all(`${prefix}/*`, ({ request }) =>
          isPublic(request.method, pathOf(request)) ? undefined : ctx.error(500, 'Erro interno do servidor.'),
        ),
      ];
    case 'unauthorized':
      return [
        http.untyped.all(`${prefix}/*`, ({ request }) =>
          isPublic(request.method, pathOf(request)) ? undefined : ctx.unauthorized(),
        ),
      ];
    default:
      return [];
  }
}
