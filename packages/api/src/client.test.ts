import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isProtectedOperation } from './client';
import { ApiError } from './errors';
import { failureReason, isRetryable, refusalReason, retryAfterText } from './failure';

type Handler = (request: Request) => Response | Promise<Response>;

function clientWith(handler: Handler, token: string | null = 'token-1') {
  const seen: Request[] = [];
  const onUnauthorized = vi.fn();
  let current = token;
  const client = createApiClient({
    baseUrl: 'http://backend.test',
    getToken: () => current,
    onUnauthorized,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request);
      return handler(request);
    },
  });
  return { client, seen, onUnauthorized, setToken: (next: string | null) => (current = next) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient', () => {
  it('sends the bearer token on every request and returns the typed body', async () => {
    const { client, seen } = clientWith(() => json(200, [{ dsC_RAZAO_SOCIAL: 'Distribuidora Horizonte' }]));
    const { data } = await client.GET('/usuario/login');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(data?.[0]?.dsC_RAZAO_SOCIAL).toBe('Distribuidora Horizonte');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, seen } = clientWith(() => json(200, { token: 'x' }), null);
    await client.POST('/sistema/Usuarios/auth', { body: { email: 'a@b.c', senha: 'x' } });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('throws one ApiError with the server message for a failed call', async () => {
    const { client } = clientWith(() => json(500, { message: 'Falha no banco de dados' }));
    const error = await client.GET('/usuario/login').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Falha no banco de dados', serverMessage: 'Falha no banco de dados', path: '/usuario/login' });
  });

  it("falls back to 'An error occurred' when the server says nothing", async () => {
    const { client } = clientWith(() => new Response(null, { status: 503 }));
    await expect(client.GET('/usuario/login')).rejects.toMatchObject({ status: 503, message: 'An error occurred', serverMessage: undefined });
  });

  it("reads no message from an HTML error page (a proxy's 503): the generic one is said instead", async () => {
    const page = '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
    const { client } = clientWith(() => new Response(page, { status: 503, headers: { 'Content-Type': 'text/html' } }));
    await expect(client.GET('/usuario/login')).rejects.toMatchObject({ status: 503, message: 'An error occurred', serverMessage: undefined });
  });

  it('normalises a network failure into an ApiError with status 0', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/usuario/login')).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'NETWORK' });
  });

  it('calls onUnauthorized once for a burst of 401s on protected calls', async () => {
    const { client, onUnauthorized } = clientWith(() => json(401, { message: 'Token inválido ou expirado.' }));
    const results = await Promise.allSettled([client.GET('/usuario/login'), client.GET('/sistema/Usuarios/0')]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('re-arms onUnauthorized after the token changes (a new session)', async () => {
    const { client, onUnauthorized, setToken } = clientWith(() => json(401, {}));
    await client.GET('/usuario/login').catch(() => undefined);
    setToken('token-2');
    await client.GET('/usuario/login').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('ignores a late 401 to a request sent with an earlier token (a new session began meanwhile)', async () => {
    let answer!: (response: Response) => void;
    const { client, onUnauthorized, setToken } = clientWith(() => new Promise<Response>((resolve) => (answer = resolve)));
    const late = client.GET('/usuario/login').catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    setToken('token-2');
    answer(json(401, { message: 'Token inválido ou expirado.' }));
    expect(await late).toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not sign out when a sign-in call answers 401 (wrong credentials)', async () => {
    const { client, onUnauthorized } = clientWith(() => json(401, { message: 'Credenciais inválidas' }), null);
    await expect(client.POST('/sistema/Usuarios/auth', { body: { email: 'a@b.c', senha: 'x' } })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Credenciais inválidas',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('isProtectedOperation', () => {
  it('leaves the sign-in sequence public and protects the rest', () => {
    expect(isProtectedOperation('post', '/sistema/Usuarios/auth')).toBe(false);
    expect(isProtectedOperation('GET', '/StatusUser')).toBe(false);
    expect(isProtectedOperation('GET', '/sistema/Usuarios/0')).toBe(true);
    expect(isProtectedOperation('POST', '/sistema/Usuarios')).toBe(true);
  });
});

describe('request time limit', () => {
  const never = (request: Request) =>
    new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });

  it('fails a request that never answers with a TIMEOUT ApiError after timeoutMs', async () => {
    vi.useFakeTimers();
    try {
      const client = createApiClient({ baseUrl: 'http://backend.test', getToken: () => 't', timeoutMs: 5_000, fetch: (input) => never(input as Request) });
      const call = client.GET('/usuario/login');
      const outcome = call.then(
        () => null,
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(4_999);
      let settled = false;
      void outcome.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('TIMEOUT');
      expect((error as ApiError).status).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('times out even when the fetch ignores the abort signal', async () => {
    vi.useFakeTimers();
    try {
      const client = createApiClient({ baseUrl: 'http://backend.test', getToken: () => 't', timeoutMs: 100, fetch: () => new Promise<Response>(() => {}) });
      const outcome = client.GET('/usuario/login').then(
        () => null,
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(((await outcome) as ApiError).code).toBe('TIMEOUT');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a network failure a NETWORK error, and 0 turns the limit off', async () => {
    const failing = createApiClient({ baseUrl: 'http://backend.test', getToken: () => 't', timeoutMs: 0, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(failing.GET('/usuario/login')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('gives a 409 the CONFLICT code and keeps its body', async () => {
    const { client } = clientWith(() => json(409, { message: 'Alterado por outro usuário.', responsavel: 'Ana', dataAtualizacao: '2026-08-05 09:04:03' }));
    const error = (await client.GET('/usuario/login').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('CONFLICT');
    expect(error.body).toMatchObject({ responsavel: 'Ana', dataAtualizacao: '2026-08-05 09:04:03' });
  });
});

describe('saveConflictOf / savedVersionOf', () => {
  it('reads who and when from a 409; any other failure is not a conflict', async () => {
    const { saveConflictOf, savedVersionOf } = await import('./conflict');
    const conflict = new ApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'x',
      body: { message: 'x', code: 'CONFLICT', responsavel: 'Fernanda Oliveira', dataAtualizacao: '2026-11-25 10:00:00' },
    });
    expect(saveConflictOf(conflict)).toEqual({ changedBy: 'Fernanda Oliveira', changedAt: '2026-11-25 10:00:00' });
    expect(saveConflictOf(new ApiError({ status: 409, code: 'CONFLICT', message: 'x' }))).toEqual({ changedBy: '', changedAt: '' });
    for (const other of [
      new ApiError({ status: 500, code: 'HTTP', message: 'x' }),
      new ApiError({ status: 0, code: 'TIMEOUT', message: 'x' }),
      new ApiError({ status: 0, code: 'NETWORK', message: 'x' }),
      new TypeError('Failed to fetch'),
    ])
      expect(saveConflictOf(other)).toBeNull();
    expect(savedVersionOf(new Response('true', { headers: { 'X-Data-Atualizacao': '2026-11-25 10:00:01' } }))).toBe('2026-11-25 10:00:01');
    expect(savedVersionOf(new Response('true'))).toBeNull();
  });
});

describe('refusals (400, 403, 413, 429) in the user’s words', () => {
  it('keeps the field a 400 names and the wait a 429 asks for', async () => {
    const { client } = clientWith(() =>
      json(400, { message: 'Campo email: formato inválido.', code: 'BAD_REQUEST', field: 'email' }),
    );
    const refused = await client.GET('/usuario/login').catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ status: 400, field: 'email', serverMessage: 'Campo email: formato inválido.' });
    expect(failureReason(refused)).toBe('Campo email: formato inválido.');
    const limited = clientWith(
      () => new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS' }), { status: 429, headers: { 'Retry-After': '42' } }),
    );
    const error = await limited.client.GET('/usuario/login').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 42 });
    expect(failureReason(error)).toBe('Muitas tentativas seguidas. Tente novamente em 42 segundos.');
  });

  it.each([
    [403, {}, 'Você não tem permissão para esta ação.'],
    [403, { message: 'Este usuário está fora do seu alcance: você não pode alterá-lo.' }, 'Este usuário está fora do seu alcance: você não pode alterá-lo.'],
    [413, {}, 'O envio é grande demais para o servidor.'],
    [429, {}, 'Muitas tentativas seguidas: aguarde um pouco e tente novamente.'],
    [400, {}, 'O servidor recusou um dos dados enviados.'],
    [500, {}, null],
  ] as const)('%i %j → %s', async (status, body, reason) => {
    const { client } = clientWith(() => json(status, body));
    const error = await client.GET('/usuario/login').catch((caught: unknown) => caught);
    expect(failureReason(error)).toBe(reason);
    if (error instanceof ApiError) expect(refusalReason(error)).toBe(reason);
  });

  it('offers a retry for what may pass next time, not for a refusal of what was sent', async () => {
    const statusOf = async (status: number) => {
      const { client } = clientWith(() => json(status, {}));
      return isRetryable(await client.GET('/usuario/login').catch((caught: unknown) => caught));
    };
    expect(await Promise.all([400, 403, 404, 409, 413].map(statusOf))).toEqual([false, false, false, false, false]);
    expect(await Promise.all([429, 500, 503].map(statusOf))).toEqual([true, true, true]);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('says minutes for a long wait', () => {
    expect(retryAfterText(1)).toBe('Tente novamente em 1 segundo.');
    expect(retryAfterText(300)).toBe('Tente novamente em 5 minutos.');
  });
});
