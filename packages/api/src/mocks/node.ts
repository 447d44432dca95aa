import { setupServer, type SetupServer } from 'msw/node';
import { createApiClient } from '../client';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend';
import { DEMO_PASSWORD } from './network';
import { TEST_BASE_URL } from './testing';

export interface MockServer {
  server: SetupServer;
  backend: MockBackend;
}

/**
 * The mock backend for Node tests that use the global fetch (MSW's request interception).
 * `server.listen({ onUnhandledRequest: 'error' })` before, `server.close()` after.
 */
export function setupMockServer(options: MockBackendOptions = {}): MockServer {
  const backend = createMockBackend(options);
  return { server: setupServer(...backend.handlers), backend };
}

export interface StartMockBackendOptions extends Omit<MockBackendOptions, 'baseUrl'> {
  /**
   * The absolute address the backend answers at: the `baseUrl` of the test's `createApiClient`.
   * @default 'http://backend.test'
   */
  baseUrl?: string;
  /**
   * What a request the backend has no answer for does: 'error' fails it (and says so), 'warn' lets it
   * through with a warning, 'bypass' lets it through silently (for a test whose own code calls other
   * services).
   * @default 'error'
   */
  onUnhandledRequest?: 'error' | 'warn' | 'bypass';
}

/** A mock backend answering the global fetch, from {@link startMockBackend}. */
export interface RunningMockBackend {
  /** Where it answers (without a trailing '/'): the `baseUrl` to give `createApiClient`. */
  baseUrl: string;
  /** The backend itself: its live database (`backend.db`) for what a test checks after a write. */
  backend: MockBackend;
  /**
   * Signs in through the contract (`POST /sistema/Usuarios/auth`) and returns the token, for the
   * client's `getToken`. The demo accounts (`broker@`, `gerente@`, `supervisor@`, `master@`…
   * `conecta.example`) share one password, the default.
   */
  signIn(email: string, senha?: string): Promise<string>;
  /** Stops answering: the global fetch is the real one again. Idempotent. */
  stop(): void;
}

/**
 * Starts a fresh mock backend for a test in Node, jsdom or happy-dom: MSW answers the global `fetch`
 * (and XMLHttpRequest) at `baseUrl` from a seeded in-memory database, so the test builds its client
 * as the host does — `createApiClient({ baseUrl: mock.baseUrl, getToken })` — and renders the feature
 * with it. One at a time per test file (MSW patches the globals); `stop()` it after the file, or
 * start one per test (`beforeEach`/`afterEach`) for a database no other test changed. Needs the
 * optional peers `msw` and `openapi-msw`.
 */
export function startMockBackend(options: StartMockBackendOptions = {}): RunningMockBackend {
  const {
    onUnhandledRequest = 'error',
    baseUrl: requested = TEST_BASE_URL,
    ...backendOptions
  } = options;
  const baseUrl = requested.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(baseUrl)) {
    throw new TypeError(
      `startMockBackend: baseUrl must be an absolute http(s) address, not '${requested}'.`,
    );
  }
  const { server, backend } = setupMockServer({ ...backendOptions, baseUrl });
  server.listen({ onUnhandledRequest });
  let running = true;
  return {
    baseUrl,
    backend,
    async signIn(email, senha = DEMO_PASSWORD) {
      const client = createApiClient({ baseUrl, getToken: () => null });
      const { data } = await client.POST('/sistema/Usuarios/auth', { body: { email, senha } });
      if (!data?.token)
        throw new Error(`startMockBackend: the sign-in of ${email} returned no token.`);
      return data.token;
    },
    stop() {
      if (!running) return;
      running = false;
      server.close();
    },
  };
}

export { createTestBackend, mockFetch, TEST_BASE_URL } from './testing';
export type { TestBackend } from './testing';
