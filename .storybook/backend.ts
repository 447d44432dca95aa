import type { Loader } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { PROFILE_PRESETS, type ProfilePreset, type ProfilePresetKey } from '@conecta/core';
import { createApiClient, type ApiClient } from '@conecta/api';
import { createMockBackend, type MockBackend, type Scenario } from '@conecta/api/mocks';

/** Path prefix of the mock backend inside the workbench (same origin, served by the worker). */
export const STORYBOOK_API_BASE = '/backend';

/** Per-story backend settings: `parameters: { backend: { scenario: 'empty' } }`. */
export interface BackendParameters {
  /** Scenario of the mock backend for this story. @default 'default' */
  scenario?: Scenario;
  /** Whether the story's user is signed in (false for the sign-in screens). @default true */
  signedIn?: boolean;
  /** The client's time limit per call (ms): a story that shows a time-out sets a short one. @default 30000 */
  timeoutMs?: number;
}

/** What every story receives in `loaded`. */
export interface StoryBackend {
  /** The toolbar's Perfil: the demo user the screen is rendered for. */
  perfil: ProfilePreset;
  /** A typed client signed in as that user against a fresh mock backend. */
  api: ApiClient;
  /** The story's own mock backend (fresh database per story). */
  backend: MockBackend;
}

const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      // The backend answers every call; anything else (modules, fonts, images) is the workbench's own.
      if (new URL(request.url).pathname.startsWith(`${STORYBOOK_API_BASE}/`)) print.error();
    },
  });
  return worker;
};

const msw = mswLoader(startWorker);

/**
 * Gives each story a fresh stateful mock backend (so state never leaks between stories), applies
 * the story's scenario, and signs the Perfil's demo account in, so `loaded.api` is ready to use.
 */
export const backendLoader: Loader = async (context) => {
  await msw(context);
  const key = (context.globals.perfil ?? 'masterFlag') as ProfilePresetKey;
  const perfil = PROFILE_PRESETS[key] ?? PROFILE_PRESETS.masterFlag;
  const parameters = (context.parameters.backend ?? {}) as BackendParameters;
  const origin = window.location.origin;
  const backend = createMockBackend({
    scenario: parameters.scenario ?? 'default',
    baseUrl: `${origin}${STORYBOOK_API_BASE}`,
    publicBaseUrl: `${origin}${STORYBOOK_API_BASE}`,
  });
  context.msw.use(...backend.handlers);

  let token: string | null = null;
  const api = createApiClient({
    baseUrl: STORYBOOK_API_BASE,
    getToken: () => token,
    ...(parameters.timeoutMs ? { timeoutMs: parameters.timeoutMs } : {}),
  });
  if (parameters.signedIn !== false && parameters.scenario !== 'unauthorized' && parameters.scenario !== 'error') {
    const user = backend.db.network.users.find((candidate) => candidate.email === perfil.email);
    if (user) token = backend.context.issueToken(user);
  }
  return { perfil, api, backend } satisfies StoryBackend;
};

