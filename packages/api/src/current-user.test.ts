import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { fetchCurrentUser, toCurrentUser } from './current-user';
import { ApiError } from './errors';
import type { components } from './generated/schema';

type ServerUser = components['schemas']['CurrentUser'];

const server: ServerUser = {
  idUsuario: 42,
  nomeUsuario: 'Ana Gerente',
  email: 'ana@conecta.example',
  tipoUsuario: 3,
  funcaoUsuario: 10,
  idPuxada: 10234,
  brokers: [10234],
  linhasBroker: [{ dsC_LINHA_USUARIO: 'BRL1' }],
  idEmpregadoFlexx: '5100',
  descricaoUsuario: 'Gerente comercial',
} as ServerUser;

function clientAnswering(status: number, body: unknown) {
  const paths: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://backend.test',
    getToken: () => 'token-1',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      paths.push(new URL(request.url).pathname);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, paths };
}

describe('toCurrentUser', () => {
  it('maps the server user once: lines by name, the FLEXX id as a number', () => {
    expect(toCurrentUser(server)).toEqual({
      idUsuario: 42,
      nomeUsuario: 'Ana Gerente',
      email: 'ana@conecta.example',
      tipoUsuario: 3,
      funcaoUsuario: 10,
      idPuxada: 10234,
      brokers: [10234],
      linhasBroker: ['BRL1'],
      idEmpregadoFlexx: 5100,
      descricaoUsuario: 'Gerente comercial',
    });
  });

  it('reads an unknown type as broker (narrowest scope), a blank FLEXX id as null, a missing description as the name', () => {
    const user = toCurrentUser({ ...server, tipoUsuario: 9, idEmpregadoFlexx: '', descricaoUsuario: undefined, brokers: undefined } as unknown as ServerUser);
    expect(user.tipoUsuario).toBe(3);
    expect(user.idEmpregadoFlexx).toBeNull();
    expect(user.descricaoUsuario).toBe('Ana Gerente');
    expect(user.brokers).toEqual([]);
  });
});

describe('fetchCurrentUser', () => {
  it('reads GET /sistema/Usuarios/0 and maps it', async () => {
    const { api, paths } = clientAnswering(200, server);
    await expect(fetchCurrentUser(api)).resolves.toMatchObject({ idUsuario: 42, linhasBroker: ['BRL1'] });
    expect(paths).toEqual(['/sistema/Usuarios/0']);
  });

  it('rejects with the ApiError of a refused token', async () => {
    const { api } = clientAnswering(401, { message: 'Token inválido ou expirado.' });
    const error = await fetchCurrentUser(api).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isUnauthorized).toBe(true);
  });
});
