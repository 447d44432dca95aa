import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardInput } from './guard';

const gerente = { tipoUsuario: 3, funcaoUsuario: 10 };
const master = { tipoUsuario: 1, funcaoUsuario: 1 };
const vendedor = { tipoUsuario: 3, funcaoUsuario: 12 };

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  auth: 'user',
  path: '/dashboard',
  status: 'guest',
  user: null,
  redirectAfterSignIn: null,
  ...overrides,
});

describe('guardRoute', () => {
  it('waits while the session is checking', () => {
    expect(guardRoute(input({ status: 'checking' }))).toEqual({ kind: 'wait' });
    expect(guardRoute(input({ auth: 'onlyGuest', path: '/login', status: 'checking' }))).toEqual({ kind: 'wait' });
  });

  it('sends a guest to /login remembering the target', () => {
    expect(guardRoute(input({ path: '/usuarios?busca=ana' }))).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/usuarios?busca=ana',
    });
    expect(guardRoute(input({ auth: 'admin', path: '/permissaosistemas' }))).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/permissaosistemas',
    });
  });

  it('does not remember the root, /login or /logout', () => {
    expect(guardRoute(input({ path: '/' }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardRoute(input({ path: '/logout' }))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets guests open /login and sends a signed-in user to the remembered path or /dashboard', () => {
    expect(guardRoute(input({ auth: 'onlyGuest', path: '/login' }))).toEqual({ kind: 'allow' });
    expect(guardRoute(input({ auth: 'onlyGuest', path: '/login', status: 'signed-in', user: gerente }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(
      guardRoute(
        input({ auth: 'onlyGuest', path: '/login', status: 'signed-in', user: gerente, redirectAfterSignIn: '/metas/status' }),
      ),
    ).toEqual({ kind: 'redirect', to: '/metas/status' });
  });

  it('admits functions 1, 15 and 16 to admin routes and sends others to /dashboard', () => {
    for (const funcaoUsuario of [1, 15, 16]) {
      expect(
        guardRoute(input({ auth: 'admin', path: '/versao', status: 'signed-in', user: { tipoUsuario: 1, funcaoUsuario } })),
      ).toEqual({ kind: 'allow' });
    }
    expect(guardRoute(input({ auth: 'admin', path: '/versao', status: 'signed-in', user: gerente }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(guardRoute(input({ auth: 'staff', path: '/versao', status: 'signed-in', user: vendedor }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('refuses paths the function may not open (core canOpenPath) with /dashboard', () => {
    const signedIn = (user: GuardInput['user'], path: string) => guardRoute(input({ path, status: 'signed-in', user }));
    expect(signedIn(vendedor, '/notificacoes')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(signedIn(gerente, '/notificacoes')).toEqual({ kind: 'allow' });
    expect(signedIn(gerente, '/metas/rateio-vendedor')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(signedIn({ tipoUsuario: 3, funcaoUsuario: 11 }, '/metas/rateio-vendedor')).toEqual({ kind: 'allow' });
    expect(signedIn(master, '/relatorio/venda-diaria')).toEqual({ kind: 'allow' });
    expect(signedIn(vendedor, '/dashboard')).toEqual({ kind: 'allow' });
  });

  it('decides paths without an area rule by the auth set alone', () => {
    expect(guardRoute(input({ path: '/example', status: 'signed-in', user: vendedor }))).toEqual({ kind: 'allow' });
  });
});
