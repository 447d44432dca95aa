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
 * Whether a failed read is worth one automatic retry: a lost connection or a 5xx may be gone a
 * second later. A 4xx will not fix itself (a 401 signs out); a time-out has already made the user
 * wait the whole limit (the screen says so and offers 'Tentar novamente' instead of a second wait);
 * an answer that does not fit the contract ('INVALID_RESPONSE', 'EMPTY') would come back the same;
 * a cancelled read is nobody's failure.
 */
export function isRetryableReadError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'TIMEOUT' || error.code === 'ABORTED' || error.code === 'INVALID_RESPONSE' || error.code === 'EMPTY') return false;
  return !(error.status >= 400 && error.status < 500);
}

/**
 * A QueryClient with Conecta's defaults: one retry only where it may help
 * ({@link isRetryableReadError}: network or 5xx), no refetch on window focus (back-office screens
 * hold edits), and errors kept as ApiError.
 */
export function createConectaQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isRetryableReadError(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
