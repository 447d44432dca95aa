import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_OPERATIONS } from '../client';
import { DEFAULT_MAX_BODY_BYTES, OPERATION_ACCESS } from '../generated/access';
import { operationOf, payloadTooLargeMessage } from './access';
import { FORBIDDEN_MESSAGE } from './context';
import { DEMO_ACCOUNTS, DEMO_BROKER_ID, DEMO_PASSWORD, DEMO_TEAM } from './network';
import { TEST_BASE_URL, createTestBackend, mockFetch } from './testing';
import { SIGN_IN_RATE_LIMIT, SIGN_IN_WINDOW_MS, tooManyAttemptsMessage } from './areas/auth';
import { createMockBackend } from './backend';

const START = new Date('2026-03-10T14:00:00');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

const rules = Object.values(OPERATION_ACCESS);
const ACCOUNTS = ['master', 'fabricante', 'trade', 'broker', 'gerente', 'supervisor', 'vendedor'] as const;

/** A request to an operation with its path parameters filled in and an empty JSON body where it takes one. */
function bare(method: string, template: string, token: string | null): Request {
  const path = template.replace(/\{[^}]+\}/g, '1');
  const headers = new Headers(token ? { Authorization: `Bearer ${token}` } : {});
  const hasBody = method !== 'GET' && method !== 'DELETE';
  if (hasBody) headers.set('Content-Type', 'application/json');
  return new Request(`${TEST_BASE_URL}${path}`, { method, headers, body: hasBody ? '{}' : undefined });
}

async function signedIn(account: (typeof ACCOUNTS)[number]) {
  const backend = createMockBackend({ baseUrl: TEST_BASE_URL });
  const fetch = mockFetch(backend);
  const answer = await fetch(
    new Request(`${TEST_BASE_URL}/sistema/Usuarios/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS[account], senha: DEMO_PASSWORD }),
    }),
  );
  const { token } = (await answer.json()) as { token: string };
  const user = backend.db.network.users.find((candidate) => candidate.email === DEMO_ACCOUNTS[account]);
  if (!user) throw new Error(account);
  return { backend, fetch, token, user };
}

describe('the access table of the contract', () => {
  it('has a rule for every operation, and its public operations are the client’s', () => {
    expect(rules).toHaveLength(72);
    const publicOnes = rules.filter((rule) => rule.functions === 'public').map((rule) => `${rule.method} ${rule.path}`);
    expect(new Set(publicOnes)).toEqual(new Set(PUBLIC_OPERATIONS));
  });

  it('finds the operation of a request as sent (path parameters, exact case)', () => {
    expect(operationOf('put', '/sistema/Usuarios/17')?.operationId).toBe('updateUser');
    expect(operationOf('GET', '/statususer')?.operationId).toBe('checkOrUpdateUserStatus');
    expect(operationOf('GET', '/StatusUser')?.operationId).toBe('getStatusUser');
    expect(operationOf('DELETE', '/usuarios')).toBeUndefined();
  });
});

describe('the mock backend refuses, before anything is read or written', () => {
  it.each(ACCOUNTS)('as %s: 403 for every operation outside its function, with the documented body', async (account) => {
    const { backend, fetch, token, user } = await signedIn(account);
    const refused = rules.filter((rule) => Array.isArray(rule.functions) && !rule.functions.includes(user.funcaoUsuario));
    const before = JSON.stringify({ ...backend.db, sessions: [] });
    for (const rule of refused) {
      const response = await fetch(bare(rule.method, rule.path, token));
      expect(response.status, `${rule.method} ${rule.path}`).toBe(403);
      expect(await response.json()).toEqual({ message: FORBIDDEN_MESSAGE, code: 'FORBIDDEN' });
    }
    expect(JSON.stringify({ ...backend.db, sessions: [] })).toBe(before);
  });

  it('counts the refusals of the permission table: a seller may call no restricted operation but the merchandising token', async () => {
    const { user } = await signedIn('vendedor');
    const allowed = rules.filter((rule) => Array.isArray(rule.functions) && rule.functions.includes(user.funcaoUsuario));
    expect(allowed.map((rule) => rule.operationId)).toEqual(['getMerchandisingToken']);
  });

  it('answers 401 to every operation that needs a token, without one or with a forged one', async () => {
    const { fetch } = await signedIn('master');
    for (const rule of rules.filter((candidate) => candidate.functions !== 'public')) {
      for (const token of [null, 'forged.token.value']) {
        const response = await fetch(bare(rule.method, rule.path, token));
        expect(response.status, `${rule.method} ${rule.path}`).toBe(401);
      }
    }
  });
});

describe('sign-out revokes the token', () => {
  it('answers 204, then the token gets 401 everywhere; another session of the same user stays valid', async () => {
    const t = createTestBackend();
    const other = await t.signIn(DEMO_ACCOUNTS.gerente);
    const token = await t.signIn(DEMO_ACCOUNTS.gerente);
    const fetch = mockFetch(t.backend);
    const call = (path: string, bearer: string, method = 'GET') =>
      fetch(new Request(`${TEST_BASE_URL}${path}`, { method, headers: { Authorization: `Bearer ${bearer}` } }));
    expect((await call('/usuario/login', token)).status).toBe(200);
    expect((await call('/sistema/Usuarios/logout', token, 'POST')).status).toBe(204);
    expect((await call('/usuario/login', token)).status).toBe(401);
    expect((await call('/sistema/Usuarios/logout', token, 'POST')).status).toBe(401);
    expect((await call('/usuario/login', other)).status).toBe(200);
  });

  it('answers 401 to an expired token (5 hours)', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    vi.setSystemTime(START.getTime() + 5 * 60 * 60 * 1000);
    await expect(t.client.GET('/usuario/login')).rejects.toMatchObject({ status: 401 });
  });
});

describe('limits', () => {
  const big = (bytes: number) => JSON.stringify({ DADOS: [{ text: 'x'.repeat(bytes) }] });

  it('answers 413 to a body over 1 MiB, and reads nothing', async () => {
    const { backend, fetch, token } = await signedIn('gerente');
    const before = JSON.stringify(backend.db.metas);
    const response = await fetch(
      new Request(`${TEST_BASE_URL}/atualizartabelacartameta`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: big(DEFAULT_MAX_BODY_BYTES),
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: payloadTooLargeMessage(DEFAULT_MAX_BODY_BYTES), code: 'PAYLOAD_TOO_LARGE' });
    expect(JSON.stringify(backend.db.metas)).toBe(before);
    expect(payloadTooLargeMessage(DEFAULT_MAX_BODY_BYTES)).toBe('Conteúdo grande demais: o limite é 1 MB.');
  });

  it('takes notification images up to 8 MiB of body (a 5 MB image in base64), not more', async () => {
    const { fetch, token } = await signedIn('broker');
    const upload = (bytes: number) =>
      fetch(
        new Request(`${TEST_BASE_URL}/notificacoes/uploadimagemnotificacao`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: big(bytes),
        }),
      );
    expect((await upload(2 * 1024 * 1024)).status).toBe(400);
    expect((await upload(8 * 1024 * 1024)).status).toBe(413);
  });

  it(`takes ${SIGN_IN_RATE_LIMIT} sign-in attempts per e-mail a minute; the next gets 429 with Retry-After, unchecked`, async () => {
    const t = createTestBackend();
    const fetch = mockFetch(t.backend);
    const attempt = (email: string, senha: string) =>
      fetch(
        new Request(`${TEST_BASE_URL}/sistema/Usuarios/auth`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, senha }),
        }),
      );
    // Signing in often is no guessing: each success starts the count again.
    for (let i = 0; i < 2 * SIGN_IN_RATE_LIMIT; i += 1) {
      expect((await attempt(DEMO_ACCOUNTS.gerente, DEMO_PASSWORD)).status).toBe(200);
    }
    const unknown = 'ninguem@conecta.example';
    for (let i = 0; i < SIGN_IN_RATE_LIMIT; i += 1) {
      vi.setSystemTime(START.getTime() + i * 1000);
      expect((await attempt(unknown, 'errada')).status).toBe(401);
    }
    vi.setSystemTime(START.getTime() + 20_000);
    const refused = await attempt(unknown.toUpperCase(), 'errada');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('40');
    expect(await refused.json()).toEqual({ message: tooManyAttemptsMessage(40), code: 'TOO_MANY_REQUESTS' });
    // Another e-mail is not held back.
    expect((await attempt(DEMO_ACCOUNTS.supervisor, DEMO_PASSWORD)).status).toBe(200);
    vi.setSystemTime(START.getTime() + SIGN_IN_WINDOW_MS);
    expect((await attempt(unknown, 'errada')).status).toBe(401);
  });

  it('does not count an attempt held back by the limit towards the lockout', async () => {
    const t = createTestBackend();
    const fetch = mockFetch(t.backend);
    const attempt = (senha: string) =>
      fetch(
        new Request(`${TEST_BASE_URL}/sistema/Usuarios/auth`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: DEMO_ACCOUNTS.gerente, senha }),
        }),
      );
    // One wrong password short of the lockout, with the e-mail's window full: the next wrong one is
    // held back (429) and the lockout count stays at 4.
    for (let i = 0; i < 4; i += 1) expect((await attempt('errada')).status).toBe(401);
    t.backend.db.auth.signInAttempts = { [DEMO_ACCOUNTS.gerente]: Array.from({ length: SIGN_IN_RATE_LIMIT }, () => START.getTime()) };
    expect((await attempt('errada')).status).toBe(429);
    expect(t.backend.db.auth.failedAttempts[String(5)]).toBe(4);
  });
});

describe('data scope', () => {
  const home = (periodo: string, empregado: string) => ({
    empregado,
    puxada: String(DEMO_BROKER_ID),
    tipoMeta: 'VBC' as const,
    grupoMeta: 'BRL1',
    tipoRelatorio: 'A' as const,
    periodo,
  });

  it('gives an employee only his own team on the dashboard, whatever `empregado` asks', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.supervisor);
    const mine = (await t.client.POST('/Home', { body: home('202603', '000') })).data ?? [];
    expect(mine[0]?.supervisores.slice(2).map((column) => column.nome)).toEqual(['CARLOS EDUARDO SANTOS']);
    const other = (await t.client.POST('/Home', { body: home('202603', String(DEMO_TEAM.supervisores[0])) })).data ?? [];
    expect(other).toEqual([]);
    await t.signIn(DEMO_ACCOUNTS.vendedor);
    const seller = (await t.client.POST('/Home/Totais', { body: { ...home('202603', '000'), tipoRelatorio: 'T' } })).data ?? [];
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const team = (await t.client.POST('/Home/Totais', { body: { ...home('202603', '000'), tipoRelatorio: 'T' } })).data ?? [];
    expect(seller[0]?.valorMetaCobertura).toBeGreaterThan(0);
    expect(seller[0]?.valorMetaCobertura).toBeLessThan(team[0]?.valorMetaCobertura ?? 0);
  });
});

describe('the contract’s constraints, checked before any area answers', () => {
  const send = async (account: (typeof ACCOUNTS)[number], method: string, url: string, body?: string) => {
    const { backend, fetch, token } = await signedIn(account);
    const response = await fetch(
      new Request(`${TEST_BASE_URL}${url}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
      }),
    );
    return { backend, status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it.each([
    ['a query parameter of the wrong type', 'GET', '/usuarios?IdUsuarioTipo=x&IdPuxada=10234', undefined, 'IdUsuarioTipo', 'Campo IdUsuarioTipo: tipo inválido (esperado integer).'],
    ['a value outside an enum', 'GET', '/usuarios?IdUsuarioTipo=7&IdPuxada=10234', undefined, 'IdUsuarioTipo', 'Campo IdUsuarioTipo: valor não aceito (use 1, 2, 3).'],
    ['a missing query parameter', 'GET', '/usuarios?IdPuxada=10234', undefined, 'IdUsuarioTipo', 'Campo obrigatório não informado: IdUsuarioTipo.'],
    ['a pattern', 'GET', '/usuarios?IdUsuarioTipo=1&IdPuxada=10234;DROP', undefined, 'IdPuxada', 'Campo IdPuxada: formato inválido.'],
    ['a missing body field', 'PATCH', '/sistema/usuarios/accessHistory', '{"idUser":1}', 'email', 'Campo obrigatório não informado: email.'],
  ] as const)('answers 400 naming the field for %s', async (_name, method, url, body, field, message) => {
    const answer = await send('master', method, url, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message, code: 'BAD_REQUEST', field });
  });

  it('answers 400 to a body that is not JSON, and to a required body left empty', async () => {
    expect((await send('master', 'PATCH', '/sistema/usuarios/accessHistory', '{oops')).body).toEqual({
      message: 'Corpo da requisição não é um JSON válido.',
      code: 'BAD_REQUEST',
    });
    expect((await send('master', 'PATCH', '/sistema/usuarios/accessHistory', '')).body).toEqual({
      message: 'Corpo da requisição não informado.',
      code: 'BAD_REQUEST',
    });
  });

  it('names a nested field and stores nothing (a planning row’s base outside 3, 6, 9, 12)', async () => {
    const row = { PERIODO: '202603', TIPO_META: 'VBC', GRUPO_META: 'BRL1', PUXADA_FLEXX_KEY: DEMO_BROKER_ID, GRUPO_BOOK_KEY: 100, DSC_VERSAO: '202603-V01', VLR_META_PLANEJADO: 1000, USUARIO: DEMO_ACCOUNTS.gerente, DATA_ATUALIZACAO: '2026-03-10 14:00:00', ID_USUARIO: 5, QTD_MES_MEDIA: 5 };
    const answer = await send('gerente', 'POST', '/atualizartabelacartameta', JSON.stringify({ DADOS: [row] }));
    expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', field: 'DADOS[0].QTD_MES_MEDIA' });
  });
});

describe('data scope of the users and permissions reads and writes', () => {
  it('gives a broker master neither the lines nor the permissions of a manufacturer user, nor lets him change them', async () => {
    const t = createTestBackend();
    const fabricante = t.backend.db.network.users.find((user) => user.email === DEMO_ACCOUNTS.fabricante);
    if (!fabricante) throw new Error('no fabricante');
    await t.signIn(DEMO_ACCOUNTS.broker);
    const lines = await t.client.GET('/getlinhabroker', { params: { query: { codigo: fabricante.idUsuario } } });
    expect(lines.data).toEqual([]);
    const read = await t.client.GET('/permissaosistema/getdadospermissoes', {
      params: { query: { codigoPuxada: '', idFuncionalidade: 0, idUsuario: fabricante.idUsuario } },
    });
    expect(read.data).toEqual([]);
    const before = JSON.stringify(t.backend.db.permissions);
    await expect(
      t.client.POST('/permissaosistema/postdadospermissoes', {
        body: { dados: [{ idUsuario: fabricante.idUsuario, idFuncionalidadePermissaoPortal: 1, idFuncionalidadeAcao: '10' }] },
      }),
    ).rejects.toMatchObject({ status: 403, serverMessage: 'Este usuário está fora do seu alcance: você não pode alterá-lo.' });
    expect(JSON.stringify(t.backend.db.permissions)).toBe(before);
    // The flag master reaches him.
    await t.signIn(DEMO_ACCOUNTS.master);
    expect((await t.client.GET('/getlinhabroker', { params: { query: { codigo: fabricante.idUsuario } } })).data).toEqual([{ dsC_LINHA_USUARIO: 'BRL1' }]);
  });
});
