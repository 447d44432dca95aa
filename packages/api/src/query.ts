import createQueryHooks from 'openapi-react-query';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { ApiError } from './errors';

/**
 * Server-state hooks over the typed client (TanStack Query through openapi-react-query):
 * `api.useQuery('get', '/usuarios', { params })` gives loading, error (an ApiError), refetch and
 * cache invalidation by key, with no hand-written effects.
 */
export function createApiHooks(client: ApiClient) {
  return createQueryHooks(client);
}

/** The hooks object returned by {@link createApiHooks}. */
export type ApiHooks = ReturnType<typeof createApiHooks>;

/**
 * A QueryClient with Conecta's defaults: no retry on 4xx (a 401 signs out, a 400 will not fix
 * itself), one retry on network or 5xx errors, no refetch on window focus (back-office screens hold
 * edits), and errors kept as ApiError.
 */
export function createConectaQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
