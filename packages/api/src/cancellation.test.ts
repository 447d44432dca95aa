import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, isAbortError, toApiError } from './errors';
import { createApiHooks } from './query';

/**
 * A backend that never answers until the request is aborted, and records every request's signal
 * (the one the client's fetch receives, behind the time limit's own controller).
 */
function hangingClient() {
  const calls: { url: string; signal: AbortSignal }[] = [];
  const client = createApiClient({
    baseUrl: 'http://backend.test',
    getToken: () => 'token-1',
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const signal = init?.signal ?? request.signal;
      calls.push({ url: request.url, signal });
      return new Promise<Response>((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    },
  });
  return { client, calls };
}

const queryClientWithoutRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Subscribes an observer (what a mounted screen's useQuery does) and waits for its request to start. */
async function observe(queryClient: QueryClient, options: QueryObserverOptions, calls: unknown[], expected: number) {
  const observer = new QueryObserver(queryClient, options);
  const states: string[] = [];
  const unsubscribe = observer.subscribe((result) => states.push(result.status));
  await vi.waitFor(() => expect(calls).toHaveLength(expected));
  return { observer, unsubscribe, states };
}

describe('cancellation', () => {
  it('aborts the request of a query whose screen unmounts (openapi-react-query)', async () => {
    const { client, calls } = hangingClient();
    const queryClient = queryClientWithoutRetry();
    const hooks = createApiHooks(client);
    const options = hooks.queryOptions('get', '/usuarios', { params: { query: { IdUsuarioTipo: 1, IdPuxada: '10234' } } });
    const { unsubscribe, states } = await observe(queryClient, options as unknown as QueryObserverOptions, calls, 1);
    expect(calls[0]?.signal.aborted).toBe(false);

    unsubscribe();
    expect(calls[0]?.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('idle'));
    // A cancelled query is not an error: nothing for a screen to show.
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('pending');
    expect(queryClient.getQueryState(options.queryKey)?.error).toBeNull();
    expect(states).not.toContain('error');
  });

  it('aborts the request of a hand-written queryFn that passes its signal, when the query is removed', async () => {
    const { client, calls } = hangingClient();
    const queryClient = queryClientWithoutRetry();
    const queryKey = ['users', 1];
    await observe(
      queryClient,
      {
        queryKey,
        queryFn: async ({ signal }) => {
          const { data } = await client.GET('/usuarios', { params: { query: { IdUsuarioTipo: 1, IdPuxada: '10234' } }, signal });
          return data ?? [];
        },
      },
      calls,
      1,
    );
    queryClient.removeQueries({ queryKey });
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it('aborts the old request when the query is superseded by another key, and only that one', async () => {
    const { client, calls } = hangingClient();
    const queryClient = queryClientWithoutRetry();
    const optionsFor = (type: 1 | 2 | 3): QueryObserverOptions => ({
      queryKey: ['users', type],
      queryFn: async ({ signal }) => {
        const { data } = await client.GET('/usuarios', { params: { query: { IdUsuarioTipo: type, IdPuxada: '10234' } }, signal });
        return data ?? [];
      },
    });
    const { observer, states } = await observe(queryClient, optionsFor(1), calls, 1);

    observer.setOptions(optionsFor(2));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.url).toContain('IdUsuarioTipo=1');
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.url).toContain('IdUsuarioTipo=2');
    expect(calls[1]?.signal.aborted).toBe(false);
    expect(queryClient.getQueryState(['users', 1])?.error).toBeNull();
    expect(states).not.toContain('error');
  });

  it("fails an aborted call with an ApiError of code 'ABORTED' (status 0), never 'NETWORK'", async () => {
    const { client } = hangingClient();
    const controller = new AbortController();
    const call = client.GET('/usuarios', { params: { query: { IdUsuarioTipo: 1, IdPuxada: '10234' } }, signal: controller.signal });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ABORTED', status: 0, path: '/usuarios' });
    expect(isAbortError(error)).toBe(true);

    // Also when the caller aborts with a reason of its own.
    const own = new AbortController();
    const second = client.GET('/usuarios', { params: { query: { IdUsuarioTipo: 1, IdPuxada: '10234' } }, signal: own.signal });
    own.abort('left the screen');
    await expect(second).rejects.toMatchObject({ code: 'ABORTED', status: 0 });
  });

  it("keeps a cancellation recognisable: AbortError and TanStack's CancelledError are 'ABORTED', a time-out is not", async () => {
    expect(toApiError(new DOMException('The operation was aborted.', 'AbortError')).code).toBe('ABORTED');
    const queryClient = queryClientWithoutRetry();
    const pending = queryClient.fetchQuery({ queryKey: ['slow'], queryFn: ({ signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))) });
    await queryClient.cancelQueries({ queryKey: ['slow'] });
    const cancelled = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(cancelled)).toBe(true);
    expect(toApiError(cancelled).code).toBe('ABORTED');
    expect(toApiError(new DOMException('late', 'TimeoutError')).code).toBe('TIMEOUT');
    expect(isAbortError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
