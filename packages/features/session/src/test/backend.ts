import { createStore } from 'jotai';
import { createMockBackend, type MockBackend, type MockBackendOptions } from '@conecta/api/mocks';
import { mockFetch, TEST_BASE_URL } from '@conecta/api/mocks/node';
import { memoryCookieJar, type CookieJar } from '../state/cookie';
import { createSession, type SessionController, type SessionDeps } from '../state/session';
import { memoryStorage, type KeyValueStorage } from '../state/storage';

export interface TestSession {
  backend: MockBackend;
  session: SessionController;
  cookies: CookieJar;
  storage: KeyValueStorage;
  /** Every request the session sent, in order ('METHOD /path'). */
  requests: string[];
  /** Bodies of the access-history saves. */
  accessHistory: () => MockBackend['db']['auth']['accessHistory'];
}

/** A session controller over a fresh mock backend, with in-memory cookies and storage. */
export function createTestSession(
  options: {
    backend?: MockBackendOptions;
    cookies?: CookieJar;
    storage?: KeyValueStorage;
    /** What the IP service at `ipLookupUrl` answers (plain text). */
    ipAnswer?: string;
  } & Partial<Pick<SessionDeps, 'ipLookupUrl' | 'onSignedOut' | 'drafts'>> = {},
): TestSession {
  const backend = createMockBackend({ baseUrl: TEST_BASE_URL, ...options.backend });
  const requests: string[] = [];
  const cookies = options.cookies ?? memoryCookieJar();
  const storage = options.storage ?? memoryStorage();
  const backendFetch = mockFetch(backend, (request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
  });
  const session = createSession({
    baseUrl: TEST_BASE_URL,
    store: createStore(),
    cookies,
    storage,
    fetch: async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (options.ipLookupUrl && url.startsWith(options.ipLookupUrl)) {
        requests.push(`GET ${url}`);
        return new Response(options.ipAnswer ?? '', { status: options.ipAnswer ? 200 : 500 });
      }
      return backendFetch(input, init);
    },
    ipLookupUrl: options.ipLookupUrl ?? null,
    ...(options.onSignedOut ? { onSignedOut: options.onSignedOut } : {}),
    ...(options.drafts ? { drafts: options.drafts } : {}),
  });
  return { backend, session, cookies, storage, requests, accessHistory: () => backend.db.auth.accessHistory };
}
