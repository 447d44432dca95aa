import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { validatorOf } from './response-check';

/** A client whose backend answers `answer()` to every request. */
function clientAnswering(answer: () => Response, validateResponses?: boolean) {
  return createApiClient({
    baseUrl: 'http://backend.test',
    getToken: () => 'token-1',
    fetch: async () => answer(),
    ...(validateResponses === undefined ? {} : { validateResponses }),
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A users-list row as the contract's example writes it. */
const userRow = {
  iD_USUARIO: 124,
  dsC_EMAIL: 'gerente@conecta.example',
  dsC_NOME_USUARIO: 'Juliana Ribeiro',
  iD_USUARIO_TIPO: 3,
  iD_USUARIO_FUNCAO: 11,
  dsC_SENHA: null,
  inD_ALTERA_IMAGEM: false,
  iD_EMPREGADO_FLEXX: '1452',
  imG_PERFIL: null,
  iD_PUXADA: 10234,
  dsC_FUNCAO: 'Supervisor',
  dsC_TIPO: 'Broker',
  dsC_APELIDO: 'SUL ALIMENTOS',
  inD_USUARIO_INATIVO: '0',
};

const listUsers = (client: ReturnType<typeof createApiClient>) =>
  client.GET('/usuarios', { params: { query: { IdUsuarioTipo: 1, IdPuxada: '10234' } } });

/** The rejection of a call, or a failure when it resolved. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('the call resolved'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

describe('responses checked against the contract', () => {
  it('passes a good answer through, parsed', async () => {
    const { data, response } = await listUsers(clientAnswering(() => json([userRow, { ...userRow, iD_USUARIO: 125 }])));
    expect(data).toEqual([userRow, { ...userRow, iD_USUARIO: 125 }]);
    expect(response.status).toBe(200);
    // The body is still there for whoever reads the response itself.
    expect(JSON.parse(await response.clone().text())).toHaveLength(2);
  });

  it('accepts properties the contract does not list', async () => {
    const row = { ...userRow, dsC_NOVO_CAMPO: 'um campo novo do backend', extra: { nested: [1, 2] } };
    const { data } = await listUsers(clientAnswering(() => json([row])));
    expect(data).toEqual([row]);
  });

  it('ignores string formats and value constraints (an e-mail that is not one, an id that is not digits)', async () => {
    const row = { ...userRow, dsC_EMAIL: 'não é um e-mail', iD_EMPREGADO_FLEXX: 'ABC' };
    const { data } = await listUsers(clientAnswering(() => json([row])));
    expect(data).toEqual([row]);
  });

  it('leaves an answer without a declared body alone (204)', async () => {
    const client = clientAnswering(() => new Response(null, { status: 204 }));
    const { data, response } = await client.GET('/statususer', { params: { query: { email: 'a@b.c', status: '1', tipo: 'U' } } });
    expect(response.status).toBe(204);
    expect(data).toBeUndefined();
  });

  it('leaves an answer that is not JSON by contract alone (an image)', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const client = clientAnswering(() => new Response(png, { status: 200, headers: { 'Content-Type': 'image/png' } }));
    const { data } = await client.GET('/uploadimagens/imagem/{filename}', {
      params: { path: { filename: 'a.png' } },
      parseAs: 'arrayBuffer',
    });
    expect(new Uint8Array(data as ArrayBuffer)).toEqual(png);
    expect(validatorOf('GET', '/uploadimagens/imagem/{filename}', 200)).toBeUndefined();
  });

  it('turns a wrong type into an INVALID_RESPONSE naming the first mismatch', async () => {
    const error = await failureOf(listUsers(clientAnswering(() => json([userRow, { ...userRow, iD_USUARIO: '125' }]))));
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
      path: '/usuarios',
      details: { pointer: '/1/iD_USUARIO', rule: 'type', params: { type: 'integer' } },
    });
    expect(error.message).toContain('/1/iD_USUARIO');
    expect(error.serverMessage).toBeUndefined();
  });

  it('turns a missing required field into an INVALID_RESPONSE', async () => {
    const { dsC_NOME_USUARIO: _dropped, ...withoutName } = userRow;
    const error = await failureOf(listUsers(clientAnswering(() => json([withoutName]))));
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      details: { pointer: '/0', rule: 'required', params: { missingProperty: 'dsC_NOME_USUARIO' } },
    });
  });

  it('turns a wrong envelope (an object where a list is declared) into an INVALID_RESPONSE', async () => {
    const error = await failureOf(listUsers(clientAnswering(() => json({ data: [userRow] }))));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', details: { pointer: '', rule: 'type', params: { type: 'array' } } });
  });

  it('turns null where a list or an object is declared into an INVALID_RESPONSE', async () => {
    const list = await failureOf(listUsers(clientAnswering(() => json(null))));
    expect(list).toMatchObject({ code: 'INVALID_RESPONSE', status: 200, details: { pointer: '', rule: 'type' } });
    const object = await failureOf(clientAnswering(() => json(null)).GET('/sistema/Usuarios/0'));
    expect(object).toMatchObject({ code: 'INVALID_RESPONSE', path: '/sistema/Usuarios/0', details: { pointer: '' } });
  });

  it('turns an HTML page answered with 200 into an INVALID_RESPONSE, never a SyntaxError', async () => {
    const html = '<!doctype html><html><body><h1>Bad gateway</h1></body></html>';
    const error = await failureOf(
      listUsers(clientAnswering(() => new Response(html, { status: 200, headers: { 'Content-Type': 'text/html' } }))),
    );
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200, details: { pointer: '', rule: 'json', params: { contentType: 'text/html' } } });
    expect(error.body).toBe(html);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('turns an empty body (with or without a Content-Length) into an EMPTY', async () => {
    const plain = await failureOf(listUsers(clientAnswering(() => new Response('', { status: 200 }))));
    expect(plain).toMatchObject({ code: 'EMPTY', status: 200, path: '/usuarios' });
    const declared = await failureOf(
      listUsers(clientAnswering(() => new Response('', { status: 200, headers: { 'Content-Length': '0' } }))),
    );
    expect(declared).toMatchObject({ code: 'EMPTY', status: 200 });
    const save = await failureOf(
      clientAnswering(() => new Response(null, { status: 200 })).POST('/permissaosistema/postdadospermissoes', { body: [] as never }),
    );
    expect(save).toMatchObject({ code: 'EMPTY', path: '/permissaosistema/postdadospermissoes' });
  });

  it('checks the saves too (`true` declared)', async () => {
    const error = await failureOf(
      clientAnswering(() => json('ok')).POST('/permissaosistema/postdadospermissoes', { body: [] as never }),
    );
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', details: { rule: 'type', params: { type: 'boolean' } } });
  });

  it('can be turned off (validateResponses: false)', async () => {
    const { data } = await listUsers(clientAnswering(() => json([{ iD_USUARIO: 'x' }]), false));
    expect(data).toEqual([{ iD_USUARIO: 'x' }]);
  });

  it('is generated from the contract and fresh (scripts/gen-validators.mjs)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const out = mkdtempSync(path.join(tmpdir(), 'conecta-validators-test-'));
    try {
      const result = spawnSync(process.execPath, [path.join(root, 'scripts/gen-validators.mjs'), '--out', out], { cwd: root, encoding: 'utf8' });
      expect(result.status, result.stderr).toBe(0);
      for (const name of ['validators.js', 'validators.d.ts']) {
        expect(readFileSync(path.join(out, name), 'utf8'), `${name} is stale: run npm run gen:api`).toBe(
          readFileSync(path.join(root, 'packages/api/src/generated', name), 'utf8'),
        );
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
