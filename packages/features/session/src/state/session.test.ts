import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@conecta/api/mocks';
import { createDraftStore, memoryDraftStorage } from '@conecta/core';
import { createTestSession } from '../test/backend';
import { noticeAtom, redirectAtom, roleAtom, statusAtom, userAtom } from './atoms';
import { STORAGE_KEYS } from './constants';
import { memoryCookieJar, readSessionCookie, setSessionCookie } from './cookie';
import { memoryStorage, readRefreshCounter } from './storage';

const START = new Date('2026-03-10T14:00:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A session whose cookie holds a token issued by its own backend for `email`. */
function sessionWithCookie(email: string, options: Parameters<typeof createTestSession>[0] = {}) {
  const cookies = memoryCookieJar();
  const t = createTestSession({ cookies, ...options });
  const user = t.backend.db.network.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email}`);
  const token = t.backend.context.issueToken(user);
  setSessionCookie(cookies, token);
  return { ...t, token };
}

describe('start-up', () => {
  it('does nothing without a cookie (guest, no request)', async () => {
    const t = createTestSession();
    await t.session.startUp();
    expect(t.session.store.get(statusAtom)).toBe('guest');
    expect(t.session.store.get(noticeAtom)).toBeNull();
    expect(t.requests).toEqual([]);
  });

  it("signs in with a valid cookie: 'Logged in with JWT', user loaded, counter -2", async () => {
    const t = sessionWithCookie(DEMO_ACCOUNTS.master);
    await t.session.startUp();
    const { store } = t.session;
    expect(store.get(statusAtom)).toBe('signed-in');
    expect(store.get(noticeAtom)).toBe('Logged in with JWT');
    expect(store.get(userAtom)).toMatchObject({ nomeUsuario: 'Marina Castro', tipoUsuario: 1, razaoSocial: null });
    expect(store.get(roleAtom)).toBe('admin');
    expect(readRefreshCounter(t.storage)).toBe(-2);
  });

  it("signs out an expired token: 'access_token expired', cookie cleared, no request", async () => {
    const t = sessionWithCookie(DEMO_ACCOUNTS.gerente);
    vi.setSystemTime(START.getTime() + 5 * 60 * 60 * 1000);
    setSessionCookie(t.cookies, t.token, START.getTime() + 5 * 60 * 60 * 1000);
    await t.session.startUp();
    expect(t.session.store.get(statusAtom)).toBe('guest');
    expect(t.session.store.get(noticeAtom)).toBe('access_token expired');
    expect(readSessionCookie(t.cookies)).toBeNull();
    expect(t.requests).toEqual([]);
  });

  it("signs out with 'Invalid access_token' when the backend answers 401 to the cookie's token", async () => {
    const t = sessionWithCookie(DEMO_ACCOUNTS.gerente);
    t.backend.db.sessions = [];
    await t.session.startUp();
    expect(t.session.store.get(statusAtom)).toBe('guest');
    expect(t.session.store.get(noticeAtom)).toBe('Invalid access_token');
    expect(readSessionCookie(t.cookies)).toBeNull();
  });

  it('clears the session after more than 4 reloads without the data loading', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.refreshCounter]: '4', [STORAGE_KEYS.redirectAfterSignIn]: '/usuarios' });
    const t = sessionWithCookie(DEMO_ACCOUNTS.gerente, { storage });
    await t.session.startUp();
    expect(readSessionCookie(t.cookies)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.redirectAfterSignIn)).toBeNull();
    expect(t.session.store.get(statusAtom)).toBe('guest');
    expect(t.requests).toEqual([]);
  });

  it('keeps the cookie but stays out when the data fails to load (the counter decides later)', async () => {
    const t = sessionWithCookie(DEMO_ACCOUNTS.gerente, { backend: { scenario: 'error' } });
    await t.session.startUp();
    expect(t.session.store.get(statusAtom)).toBe('guest');
    expect(t.session.store.get(noticeAtom)).toBe('Erro interno do servidor.');
    expect(readSessionCookie(t.cookies)).toBe(t.token);
    expect(readRefreshCounter(t.storage)).toBe(1);
  });

  it('runs once even when called twice (StrictMode)', async () => {
    const t = sessionWithCookie(DEMO_ACCOUNTS.gerente);
    await Promise.all([t.session.startUp(), t.session.startUp()]);
    expect(t.requests.filter((request) => request === 'GET /sistema/Usuarios/0')).toHaveLength(1);
  });
});

describe('401 while signed in', () => {
  it("signs out with 'Invalid access_token', clears the session and skips the history save", async () => {
    const onSignedOut = vi.fn();
    const t = sessionWithCookie(DEMO_ACCOUNTS.gerente, { onSignedOut });
    await t.session.startUp();
    t.backend.db.sessions = [];
    await expect(t.session.api.GET('/usuario/login')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(t.session.store.get(statusAtom)).toBe('guest'));
    expect(t.session.store.get(noticeAtom)).toBe('Invalid access_token');
    expect(t.session.store.get(userAtom)).toBeNull();
    expect(readSessionCookie(t.cookies)).toBeNull();
    expect(t.requests).not.toContain('PATCH /sistema/usuarios/accessHistory');
    // The token is still handed back (best effort: the backend already refuses it), once.
    expect(t.requests.filter((request) => request === 'POST /sistema/Usuarios/logout')).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('sign-out', () => {
  it('saves the access history with the IP and logoutDate, clears keys, resets the user', async () => {
    const storage = memoryStorage({ 'conecta.userForm.tipoUsuario': '2' });
    const ipAware = createTestSession({ ipLookupUrl: 'https://ip.example/', ipAnswer: '189.45.112.37', storage });
    const signedIn = await ipAware.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: DEMO_PASSWORD });
    expect(signedIn.ok).toBe(true);
    vi.setSystemTime(START.getTime() + 60_000);
    await ipAware.session.signOut();
    const history = ipAware.accessHistory();
    expect(ipAware.requests.filter((request) => request === 'GET https://ip.example/')).toHaveLength(2);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ accessIp: '189.45.112.37', logoutDate: null });
    expect(history[1]).toMatchObject({
      idUser: 5,
      accessDate: START.toISOString(),
      logoutDate: new Date(START.getTime() + 60_000).toISOString(),
      pageId: 1,
      codBroker: '10234',
      accessIp: '189.45.112.37',
    });
    const { store } = ipAware.session;
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(roleAtom)).toBeNull();
    expect(store.get(statusAtom)).toBe('guest');
    expect(readSessionCookie(ipAware.cookies)).toBeNull();
    expect(storage.getItem('conecta.userForm.tipoUsuario')).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.accessDate)).toBeNull();
  });

  it('revokes the token on the server after the history save: a copy of it gets 401 from then on', async () => {
    const t = createTestSession();
    await t.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: DEMO_PASSWORD });
    const token = readSessionCookie(t.cookies) ?? '';
    expect(t.backend.db.sessions.map((session) => session.token)).toContain(token);
    await t.session.signOut();
    const order = t.requests.filter((request) => request.startsWith('PATCH') || request.includes('logout'));
    expect(order.slice(-2)).toEqual(['PATCH /sistema/usuarios/accessHistory', 'POST /sistema/Usuarios/logout']);
    expect(t.backend.db.sessions.map((session) => session.token)).not.toContain(token);
  });

  it("falls back to 'unknown' when no IP service is configured, without a request", async () => {
    const t = createTestSession();
    await t.session.signIn({ email: DEMO_ACCOUNTS.broker, senha: DEMO_PASSWORD });
    await t.session.signOut('Sessão encerrada');
    expect(t.accessHistory().map((record) => record.accessIp)).toEqual(['unknown', 'unknown']);
    expect(t.requests.every((request) => !request.includes('ip.example'))).toBe(true);
    expect(t.session.store.get(noticeAtom)).toBe('Sessão encerrada');
  });

  it('does only the clean-up for a guest (no role: nothing else happens)', async () => {
    const t = createTestSession();
    await t.session.startUp();
    await t.session.signOut();
    expect(t.requests).toEqual([]);
    expect(t.session.store.get(statusAtom)).toBe('guest');
  });
});

describe('remembered redirect', () => {
  it('returns to the remembered path after sign-in, and restores it after a reload', async () => {
    const storage = memoryStorage();
    const t = createTestSession({ storage });
    t.session.rememberRedirect('/usuarios');
    t.session.rememberRedirect('/login');
    expect(t.session.store.get(redirectAtom)).toBe('/usuarios');
    const reloaded = createTestSession({ storage });
    expect(reloaded.session.store.get(redirectAtom)).toBe('/usuarios');
    await expect(reloaded.session.signIn({ email: DEMO_ACCOUNTS.master, senha: DEMO_PASSWORD })).resolves.toEqual({
      ok: true,
      redirectTo: '/usuarios',
    });
    expect(storage.getItem(STORAGE_KEYS.redirectAfterSignIn)).toBeNull();
  });
});

describe('sign-out during the start-up check', () => {
  it('waits for the user so the access history is still saved (/logout opened directly)', async () => {
    const t = sessionWithCookie(DEMO_ACCOUNTS.gerente);
    await t.session.signOut();
    expect(t.accessHistory()).toEqual([expect.objectContaining({ idUser: 5, logoutDate: START.toISOString() })]);
    expect(t.session.store.get(statusAtom)).toBe('guest');
    expect(readSessionCookie(t.cookies)).toBeNull();
  });
});

describe('drafts at sign-out', () => {
  const draft = { version: 1, target: 'new', data: { nome: 'Joana' } };
  const parse = { version: 1, target: 'new', parse: (data: unknown) => data };

  it("'Sair' removes the user's drafts, and only his", async () => {
    const drafts = memoryDraftStorage();
    const t = createTestSession({ drafts });
    await t.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: DEMO_PASSWORD });
    const id = t.session.store.get(userAtom)?.idUsuario ?? -1;
    createDraftStore(drafts, id).save('user-form', draft);
    createDraftStore(drafts, id + 1000).save('user-form', draft);
    await t.session.signOut();
    expect(createDraftStore(drafts, id).load('user-form', parse)).toBeNull();
    expect(createDraftStore(drafts, id + 1000).load('user-form', parse)).toEqual({ nome: 'Joana' });
    // A screen going away after 'Sair' (its last change flushed on unmount) brings nothing back…
    expect(createDraftStore(drafts, id).save('user-form', draft)).toBe('off');
    // …and once the user signs in again, his screens keep drafts again.
    await t.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: DEMO_PASSWORD });
    expect(createDraftStore(drafts, id).save('user-form', draft)).toBe('saved');
  });

  it('a 401 keeps them for when the user signs back in', async () => {
    const drafts = memoryDraftStorage();
    const t = createTestSession({ drafts });
    await t.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: DEMO_PASSWORD });
    const id = t.session.store.get(userAtom)?.idUsuario ?? -1;
    createDraftStore(drafts, id).save('user-form', draft);
    t.backend.db.sessions = [];
    await expect(t.session.api.GET('/usuario/login')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(t.session.store.get(statusAtom)).toBe('guest'));
    expect(createDraftStore(drafts, id).load('user-form', parse)).toEqual({ nome: 'Joana' });
    // The route guard remembers the screen, query string included; signing back in returns there.
    t.session.rememberRedirect('/usuario/cadastro?id=5');
    await expect(t.session.signIn({ email: DEMO_ACCOUNTS.gerente, senha: DEMO_PASSWORD })).resolves.toEqual({
      ok: true,
      redirectTo: '/usuario/cadastro?id=5',
    });
    expect(createDraftStore(drafts, id).load('user-form', parse)).toEqual({ nome: 'Joana' });
  });
});
