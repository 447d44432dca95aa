/**
 * Test helpers: a fresh mock backend, a client signed in as a Perfil preset, the requests it made,
 * and a way to make chosen calls fail.
 */
import { createApiClient, type ApiClient } from '@conecta/api';
import { createMockBackend, type MockBackend, type MockBackendOptions } from '@conecta/api/mocks';
import { mockFetch, TEST_BASE_URL } from '@conecta/api/mocks/node';
import { PROFILE_PRESETS, type ProfilePresetKey } from '@conecta/core';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface WizardTestBackend {
  backend: MockBackend;
  api: ApiClient;
  requests: RecordedRequest[];
  /** Makes the next calls to `path` answer `status` with `{ message }`. */
  failOn(path: string, status?: number, message?: string): void;
}

export function wizardTestBackend(perfil: ProfilePresetKey, options: MockBackendOptions = {}): WizardTestBackend {
  const backend = createMockBackend({ baseUrl: TEST_BASE_URL, ...options });
  const user = backend.db.network.users.find((candidate) => candidate.email === PROFILE_PRESETS[perfil].email);
  if (!user) throw new Error(`no demo user for ${perfil}`);
  const token = backend.context.issueToken(user);
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const inner = mockFetch(backend);
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({ method: request.method, path, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : undefined });
    const failure = failures.get(path);
    if (failure) return new Response(JSON.stringify({ message: failure.message }), { status: failure.status, headers: { 'Content-Type': 'application/json' } });
    return inner(request);
  };
  const api = createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => token, fetch: fetchImpl });
  return {
    backend,
    api,
    requests,
    failOn(path, status = 500, message = 'Erro interno do servidor.') {
      failures.set(path, { status, message });
    },
  };
}
