import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@conecta/api/mocks';
import { ApiError } from '@conecta/api';
import { createTestSession } from '../test/backend';
import { roleAtom, statusAtom, userAtom } from './atoms';
import { readSessionCookie } from './cookie';
import {
  errorMessageOf,
  lockoutMinutesLeft,
  loginStatusRefusal,
  parseBackendTimestamp,
  parseLoginStatus,
  statusLabelOf,
} from './signin';

const START = new Date('2026-03-10T14:00:00');

describe('sign-in rules', () => {
  it('labels the status check: Login problem, Active, Inactive', () => {
    expect(statusLabelOf([])).toBe('Login problem');
    expect(statusLabelOf([{ inD_USUARIO_INATIVO: '0' }])).toBe('Active');
    expect(statusLabelOf([{ inD_USUARIO_INATIVO: '1' }])).toBe('Inactive');
  });

  it('parses the login status record out of jsonRetorno', () => {
    expect(parseLoginStatus([])).toBeNull();
    expect(parseLoginStatus([{ jsonRetorno: '[]' }])).toBeNull();
    expect(parseLoginStatus([{ jsonRetorno: 'not json' }])).toBeNull();
    expect(parseLoginStatus([{ jsonRetorno: '[{"STATUS_EMAIL":"A","BLOQUEADO":0}]' }])).toEqual({ STATUS_EMAIL: 'A', BLOQUEADO: 0 });
  });

  it('computes the wait from DATAHORA + 5 minutes, rounded up, singular at 1', () => {
    const at = parseBackendTimestamp('2026-03-10 14:00:00');
    expect(at).toBe(START.getTime());
    const record = { STATUS_EMAIL: 'A', BLOQUEADO: 1, DATAHORA: '2026-03-10 14:00:00' };
    expect(lockoutMinutesLeft(record, at)).toBe(5);
    expect(loginStatusRefusal(record, at)).toBe('Tentativas recorrentes, precisa aguardar 5 minutos.');
    expect(loginStatusRefusal(record, at + 3 * 60_000 + 1)).toBe('Tentativas recorrentes, precisa aguardar 2 minutos.');
    expect(loginStatusRefusal(record, at + 4 * 60_000 + 1)).toBe('Tentativas recorrentes, precisa aguardar 1 minuto.');
    expect(loginStatusRefusal(record, at + 5 * 60_000)).toBeNull();
    expect(loginStatusRefusal({ ...record, BLOQUEADO: 0 }, at)).toBeNull();
  });

  it("refuses without a record ('Credenciais inválidas') and for e-mail status 'I' ('Credenciais Inválidas')", () => {
    expect(loginStatusRefusal(null, 0)).toBe('Credenciais inválidas');
    expect(loginStatusRefusal({ STATUS_EMAIL: 'I', BLOQUEADO: 0 }, 0)).toBe('Credenciais Inválidas');
  });

  it("shows the server's message when an error carries one, else 'An error occurred'", () => {
    expect(errorMessageOf(new ApiError({ status: 401, code: 'X', message: 'm', serverMessage: 'Senha errada' }))).toBe('Senha errada');
    expect(errorMessageOf(new ApiError({ status: 0, code: 'NETWORK', message: 'Failed to fetch' }))).toBe('An error occurred');
    expect(errorMessageOf(new Error('boom'))).toBe('An error occurred');
  });
});

describe('sign-in sequence against the mock backend', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs the gerente in: status → login tries → credentials → user → access history', async () => {
    const t = createTestSession();
    const result = await t.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: DEMO_PASSWORD });
    expect(result).toEqual({ ok: true, redirectTo: '/dashboard' });
    expect(t.requests.slice(0, 3)).toEqual([
      'GET /StatusUser',
      'POST /usuarioschecklogin/checkstatuslogin',
      'POST /sistema/Usuarios/auth',
    ]);
    expect(t.requests.at(-1)).toBe('PATCH /sistema/usuarios/accessHistory');
    const { store } = t.session;
    expect(store.get(statusAtom)).toBe('signed-in');
    expect(store.get(roleAtom)).toBe('user');
    expect(store.get(userAtom)).toMatchObject({
      idUsuario: 5,
      nomeUsuario: 'Fernanda Oliveira',
      funcaoUsuario: 10,
      tipoUsuario: 3,
      idEmpregadoFlexx: 5001,
      linhasBroker: ['BRL1'],
      razaoSocial: 'Distribuidora Horizonte Ltda',
    });
    expect(t.accessHistory()).toEqual([
      expect.objectContaining({
        idUser: 5,
        email: DEMO_ACCOUNTS.gerente,
        accessDate: START.toISOString(),
        logoutDate: null,
        pageId: 1,
        codBroker: '10234',
        accessIp: 'unknown',
      }),
    ]);
    expect(t.accessHistory()[0]?.accessDate).toMatch(/\.\d{3}Z$/);
  });

  it("refuses the inactive account with 'User not active' (the red notice) before any credential call", async () => {
    const t = createTestSession();
    const result = await t.session.signIn({ email: DEMO_ACCOUNTS.inativo, senha: DEMO_PASSWORD });
    expect(result).toEqual({ ok: false, failure: { kind: 'inactive', message: 'User not active' } });
    expect(t.requests).toEqual(['GET /StatusUser']);
  });

  it("shows the server's message for a wrong password", async () => {
    const t = createTestSession();
    const result = await t.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: 'errada' });
    expect(result).toEqual({ ok: false, failure: { kind: 'message', message: 'Credenciais inválidas' } });
    expect(t.requests).toContain('POST /sistema/Usuarios/auth');
  });

  it("answers 'Credenciais inválidas' for an unknown e-mail (no status record)", async () => {
    const t = createTestSession();
    const result = await t.session.signIn({ email: 'ninguem@conecta.example', senha: DEMO_PASSWORD });
    expect(result).toEqual({ ok: false, failure: { kind: 'message', message: 'Credenciais inválidas' } });
    expect(t.requests).not.toContain('POST /sistema/Usuarios/auth');
  });

  it("answers 'Credenciais Inválidas' for e-mail status 'I'", async () => {
    const t = createTestSession();
    const user = t.backend.db.network.users.find((candidate) => candidate.email === DEMO_ACCOUNTS.vendedor);
    if (!user) throw new Error('no vendedor');
    user.loginStatus.statusEmail = 'I';
    const result = await t.session.signIn({ email: DEMO_ACCOUNTS.vendedor, senha: DEMO_PASSWORD });
    expect(result).toEqual({ ok: false, failure: { kind: 'message', message: 'Credenciais Inválidas' } });
  });

  it('keeps the blocked account out for 5 minutes, singular in the last minute, then lets it in', async () => {
    const t = createTestSession();
    const credentials = { email: DEMO_ACCOUNTS.bloqueado, senha: DEMO_PASSWORD };
    expect(await t.session.signIn(credentials)).toEqual({
      ok: false,
      failure: { kind: 'message', message: 'Tentativas recorrentes, precisa aguardar 5 minutos.' },
    });
    vi.advanceTimersByTime(2 * 60_000);
    expect(await t.session.signIn(credentials)).toMatchObject({
      failure: { message: 'Tentativas recorrentes, precisa aguardar 3 minutos.' },
    });
    vi.advanceTimersByTime(2 * 60_000 + 30_000);
    expect(await t.session.signIn(credentials)).toMatchObject({
      failure: { message: 'Tentativas recorrentes, precisa aguardar 1 minuto.' },
    });
    vi.advanceTimersByTime(30_000);
    expect(await t.session.signIn(credentials)).toEqual({ ok: true, redirectTo: '/dashboard' });
  });

  it('drops the token again when the user data does not load (no half session)', async () => {
    const t = createTestSession({ backend: { scenario: 'error' } });
    const result = await t.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: DEMO_PASSWORD });
    expect(result).toEqual({ ok: false, failure: { kind: 'message', message: 'Erro interno do servidor.' } });
    expect(readSessionCookie(t.cookies)).toBeNull();
  });
});
