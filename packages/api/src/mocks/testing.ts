import { getResponse } from 'msw';
import { createApiClient, type ApiClient } from '../client';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend';
import { createDbFactory } from './db';
import { DEMO_PASSWORD } from './network';

/** Base URL used by in-process test clients. */
export const TEST_BASE_URL = 'http://backend.test';

/**
 * A fetch that answers from the mock backend's handlers in-process (no global interception, no
 * network): unhandled requests answer 501 so a test notices a call the contract does not have.
 * `onRequest` sees a copy of every request (tests that check which calls were made).
 */
export function mockFetch(backend: MockBackend, onRequest?: (request: Request) => void): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    onRequest?.(request.clone());
    const response = await getResponse(backend.handlers, request);
    return response ?? new Response(JSON.stringify({ message: `Sem handler para ${request.method} ${request.url}` }), { status: 501 });
  };
}

export interface TestBackend {
  backend: MockBackend;
  /** A typed client talking to this backend; its token is the one set by `signIn`. */
  client: ApiClient;
  /** Signs in through the contract (`POST /sistema/Usuarios/auth`) and keeps the token. */
  signIn(email: string, senha?: string): Promise<string>;
  /** Forgets the token. */
  signOut(): void;
  /** The current token. */
  token(): string | null;
}

/**
 * The test backends' databases: each a copy of one seeded at most a minute ago, in the same month
 * (seeding is 100–200 ms — the metas area's months of split targets — a copy about 10 ms; a unit run
 * creates hundreds of backends). Data only: every backend still gets a database of its own.
 */
const testDbs = createDbFactory();

/** A fresh mock backend plus a typed client for tests. */
export function createTestBackend(options: MockBackendOptions = {}): TestBackend {
  const backend = createMockBackend({ baseUrl: TEST_BASE_URL, ...(options.db ? {} : { createDb: testDbs }), ...options });
  let token: string | null = null;
  const client = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => token, fetch: mockFetch(backend) });
  return {
    backend,
    client,
    async signIn(email, senha = DEMO_PASSWORD) {
      const { data } = await client.POST('/sistema/Usuarios/auth', { body: { email, senha } });
      if (!data?.token) throw new Error(`Sign-in of ${email} returned no token`);
      token = data.token;
      return data.token;
    },
    signOut() {
      token = null;
    },
    token: () => token,
  };
}
