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
    expect(rules).toHaveLength(59);
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
    for (let i = 0; i < SIGN_IN_RATE_LIMIT; i += 1) {
      vi.setSystemTime(START.getTime() + i * 1000);
      expect((await attempt(DEMO_ACCOUNTS.gerente, DEMO_PASSWORD)).status).toBe(200);
    }
    vi.setSystemTime(START.getTime() + 20_000);
    const refused = await attempt(` ${DEMO_ACCOUNTS.gerente.toUpperCase()}`, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('40');
    expect(await refused.json()).toEqual({ message: tooManyAttemptsMessage(40), code: 'TOO_MANY_REQUESTS' });
    // Another e-mail is not held back; a wrong password while limited does not count towards the lockout.
    expect((await attempt(DEMO_ACCOUNTS.supervisor, DEMO_PASSWORD)).status).toBe(200);
    expect((await attempt(DEMO_ACCOUNTS.gerente, 'errada')).status).toBe(429);
    expect(t.backend.db.auth.failedAttempts).toEqual({});
    vi.setSystemTime(START.getTime() + SIGN_IN_WINDOW_MS);
    expect((await attempt(DEMO_ACCOUNTS.gerente, DEMO_PASSWORD)).status).toBe(200);
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
