import type { HttpHandler } from 'msw';
import { createContext, scenarioHandlers, type MockContext, type MockDb, type Scenario } from './context';
import { createDb, type CreateDbOptions } from './db';
import { accessHandlers, isPublicRequest } from './access';
import { authHandlers } from './areas/auth';
import { usersHandlers } from './areas/users';
import { permissionsHandlers } from './areas/permissions';
import { carouselHandlers } from './areas/carousel';
import { dashboardHandlers } from './areas/dashboard';
import { notificationsHandlers } from './areas/notifications';
import { metasHandlers } from './areas/metas';
import { metasConversationHandlers } from './areas/metas-conversation';
import { reportsHandlers } from './areas/reports';
import { routeHandlers } from './router';

export interface MockBackendOptions {
  /** Scenario to apply to every call. @default 'default' */
  scenario?: Scenario;
  /** URL prefix the handlers match, e.g. '/backend' in the browser, 'http://localhost:4010' for the HTTP server. @default '*' */
  baseUrl?: string;
  /** Absolute base of the image addresses the backend returns. @default the baseUrl, or '' */
  publicBaseUrl?: string;
  /** Deterministic seed. @default 20260101 */
  seed?: number;
  /** A saved database to start from (demo mode restores it after a reload). */
  db?: MockDb;
  /**
   * Seeds the database when no `db` is given (e.g. a `createDbFactory()`'s, which copies a recent
   * template instead of seeding each time). @default createDb
   */
  createDb?: (options: Omit<CreateDbOptions, 'now'>) => MockDb;
  /** Called after every write with the database (demo mode saves it to sessionStorage). */
  onCommit?: (db: MockDb) => void;
}

export interface MockBackend {
  /**
   * The MSW handlers to install: one handler under `baseUrl` that routes each request to the
   * backend's handlers (scenario handlers first; see `routeHandlers`). Overrides installed in front
   * of it (`worker.use(...)`) still win.
   */
  handlers: HttpHandler[];
  /** The live database (tests read it to check what a write did). */
  db: MockDb;
  context: MockContext;
  /** The URL prefix its handlers match (`options.baseUrl` without a trailing '/', or '*'): a second client of the same backend uses it. */
  baseUrl: string;
}

/**
 * A stateful mock of the whole backend contract: every operation of `openapi/conecta.yaml`,
 * answering from an in-memory database with a deterministic seed. Create one per story, test or
 * page load: state never leaks between them.
 */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const scenario = options.scenario ?? 'default';
  const baseUrl = (options.baseUrl ?? '*').replace(/\/+$/, '');
  const db =
    options.db ??
    (options.createDb ?? createDb)({ seed: options.seed, size: scenario === 'large' ? 'large' : 'demo', empty: scenario === 'empty' });
  const publicBaseUrl = options.publicBaseUrl ?? (baseUrl.startsWith('*') ? '' : baseUrl);
  const context = createContext({ db, scenario, baseUrl, publicBaseUrl, onCommit: options.onCommit });
  const routes = [
    ...scenarioHandlers(context, baseUrl, isPublicRequest),
    ...accessHandlers(context, baseUrl),
    ...authHandlers(context),
    ...usersHandlers(context),
    ...permissionsHandlers(context),
    ...dashboardHandlers(context),
    ...carouselHandlers(context),
    ...notificationsHandlers(context),
    ...metasHandlers(context),
    ...metasConversationHandlers(context),
    ...reportsHandlers(context),
  ];
  return { handlers: [routeHandlers(baseUrl, routes)], db, context, baseUrl };
}
