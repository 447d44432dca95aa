import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { startMockBackend, type RunningMockBackend } from './node';

let mock: RunningMockBackend | undefined;
afterEach(() => {
  mock?.stop();
  mock = undefined;
});

describe('startMockBackend', () => {
  it("answers a host's own client through the global fetch, signed in as a demo account", async () => {
    mock = startMockBackend();
    expect(mock.baseUrl).toBe('http://backend.test');
    const token = await mock.signIn('broker@conecta.example');
    const api = createApiClient({ baseUrl: mock.baseUrl, getToken: () => token });
    const { data } = await api.GET('/sistema/Usuarios/0');
    expect(data?.email).toBe('broker@conecta.example');
  });

  it('takes another address (a trailing slash dropped) and keeps its database for the test to read', async () => {
    mock = startMockBackend({ baseUrl: 'http://127.0.0.1:9/api/' });
    expect(mock.baseUrl).toBe('http://127.0.0.1:9/api');
    const token = await mock.signIn('gerente@conecta.example');
    const api = createApiClient({ baseUrl: mock.baseUrl, getToken: () => token });
    const { data } = await api.GET('/sistema/Usuarios/0');
    const seeded = mock.backend.db.network.users.find(
      (user) => user.email === 'gerente@conecta.example',
    );
    expect(data?.idUsuario).toBe(seeded?.idUsuario);
  });

  it('refuses a wrong password as the real backend does', async () => {
    mock = startMockBackend();
    await expect(mock.signIn('broker@conecta.example', 'wrong')).rejects.toBeInstanceOf(ApiError);
  });

  it('stop() gives the global fetch back (idempotent)', () => {
    const original = globalThis.fetch;
    mock = startMockBackend();
    expect(globalThis.fetch).not.toBe(original);
    mock.stop();
    mock.stop();
    expect(globalThis.fetch).toBe(original);
  });

  it('wants an absolute address: a client in a test DOM has no page origin to resolve a path against', () => {
    expect(() => startMockBackend({ baseUrl: '/backend' })).toThrow(/absolute http\(s\) address/);
    expect(() => startMockBackend({ baseUrl: '*' })).toThrow(/absolute http\(s\) address/);
  });
});
