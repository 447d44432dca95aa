import type { Loader } from '@storybook/react-vite';
import { http, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { PROFILE_PRESETS, type ProfilePreset, type ProfilePresetKey } from '@conecta/core';
import { createApiClient, type ApiClient } from '@conecta/api';
import { createDbFactory, createMockBackend, type MockBackend, type Scenario } from '@conecta/api/mocks';
import { startWorkerReliably } from '@conecta/api/mocks/browser';

/**
 * Path of the mock backend inside the workbench (same origin, served by the worker), under each
 * story's own prefix: `/sb/<n>/backend`. Stories that override a call match it as `*\/backend/…`.
 */
export const STORYBOOK_API_BASE = '/backend';

/** Per-story backend settings: `parameters: { backend: { scenario: 'empty' } }`. */
export interface BackendParameters {
  /** Scenario of the mock backend for this story. @default 'default' */
  scenario?: Scenario;
  /** Whether the story's user is signed in (false for the sign-in screens). @default true */
  signedIn?: boolean;
  /** The client's time limit per call (ms): a story that shows a time-out sets a short one. @default 30000 */
  timeoutMs?: number;
  /**
   * Every call waits, unanswered, until the play calls `loaded.answer()` (never, for a story that
   * shows the waiting screen itself): a loading state held exactly as long as the story needs it,
   * with no race against a delay. @default false
   */
  held?: boolean;
}

/** What every story receives in `loaded`. */
export interface StoryBackend {
  /** The toolbar's Perfil: the demo user the screen is rendered for. */
  perfil: ProfilePreset;
  /** A typed client signed in as that user against a fresh mock backend. */
  api: ApiClient;
  /** The story's own mock backend (fresh database per story). */
  backend: MockBackend;
  /** Base URL of this story's backend (`/sb/<n>/backend`): a second client of the story uses it. */
  baseUrl: string;
  /** With `held`: lets the held calls, and every later one, be answered. */
  answer: () => void;
}

const startWorker = async () => {
  const worker = setupWorker();
  await startWorkerReliably(worker, {
    quiet: true,
    onUnhandledRequest(request, print) {
      // The backend answers every call; anything else (modules, fonts, images) is the workbench's own.
      if (/^\/sb\/\d+\/backend\//.test(new URL(request.url).pathname)) print.error();
    },
  });
  return worker;
};

let workerStarted: Promise<SetupWorker> | undefined;
/**
 * Each story's database: a copy of one seeded at most a minute ago (seeding is about 40 ms, a copy a
 * tenth of it; a test run or a docs page creates hundreds), as fresh and as much its own as before.
 */
const storyDb = createDbFactory();
/** Stories loaded so far in this page: each gets the next prefix. */
let storyCount = 0;
/** The handlers of the backend of the story shown before this one (outside docs pages). */
let previousBackend: RequestHandler[] = [];

/**
 * The story's view of the worker (`context.msw`): handlers it adds apply only to its own
 * requests (under `prefix`), so on a docs page one story's failure never reaches another story.
 * A handler keeps its own matching and `once`; the wrapper only adds the prefix test.
 */
function storyWorker(worker: SetupWorker, prefix: string): SetupWorker {
  const scoped = (handler: RequestHandler) =>
    http.all(
      ({ request }) => new URL(request.url).pathname.startsWith(prefix),
      async ({ request, requestId }) => (await handler.run({ request, requestId }))?.response,
    );
  return new Proxy(worker, {
    get(target, property, receiver) {
      if (property === 'use') return (...handlers: RequestHandler[]) => target.use(...handlers.map(scoped));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Gives each story a fresh stateful mock backend (so state never leaks between stories), applies
 * the story's scenario, and signs the Perfil's demo account in, so `loaded.api` is ready to use.
 */
export const backendLoader: Loader = async (context) => {
  const worker = await (workerStarted ??= startWorker());
  // One story on screen: the earlier stories' handlers go — but the backend of the story just before
  // stays one story longer, under its own prefix only: a story may end with calls still on their way
  // (a save that reloads its screen, the play done before the reload is answered), and those calls
  // are answered instead of meeting no handler. A docs page shows many stories at once, each with its
  // own backend under its own prefix: all of them stay.
  const alone = context.viewMode !== 'docs';
  if (alone) worker.resetHandlers(...previousBackend);
  storyCount += 1;
  const prefix = `/sb/${storyCount}/`;
  const baseUrl = `/sb/${storyCount}${STORYBOOK_API_BASE}`;
  (context as { msw?: SetupWorker }).msw = storyWorker(worker, prefix);

  const key = (context.globals.perfil ?? 'masterFlag') as ProfilePresetKey;
  const perfil = PROFILE_PRESETS[key] ?? PROFILE_PRESETS.masterFlag;
  const parameters = (context.parameters.backend ?? {}) as BackendParameters;
  const origin = window.location.origin;
  const backend = createMockBackend({
    scenario: parameters.scenario ?? 'default',
    baseUrl: `${origin}${baseUrl}`,
    publicBaseUrl: `${origin}${baseUrl}`,
    createDb: storyDb,
  });
  worker.use(...backend.handlers);
  if (alone) previousBackend = backend.handlers;
  let answer = () => {};
  if (parameters.held) {
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    // Before the backend's handlers (`use` prepends): waits, then lets them answer.
    worker.use(
      http.all(
        ({ request }) => new URL(request.url).pathname.startsWith(`${baseUrl}/`),
        async () => {
          await answered;
          return undefined;
        },
      ),
    );
  }

  let token: string | null = null;
  const api = createApiClient({
    baseUrl,
    getToken: () => token,
    ...(parameters.timeoutMs ? { timeoutMs: parameters.timeoutMs } : {}),
  });
  if (parameters.signedIn !== false && parameters.scenario !== 'unauthorized' && parameters.scenario !== 'error') {
    const user = backend.db.network.users.find((candidate) => candidate.email === perfil.email);
    if (user) token = backend.context.issueToken(user);
  }
  return { perfil, api, backend, baseUrl, answer } satisfies StoryBackend;
};
