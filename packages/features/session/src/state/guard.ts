import { ROUTE_AUTH, areaRuleOf, canOpenPath, hasRouteAccess, sessionRoleOf } from '@conecta/core';
import { HOME_PATH, LOGIN_PATH, LOGOUT_PATH } from './constants';

/** Route auth sets (shell §6): admin (functions 1, 15, 16), staff, user (any signed-in user), onlyGuest. */
export type RouteAuth = keyof typeof ROUTE_AUTH;

/** Where the session stands. */
export type SessionStatus = 'checking' | 'guest' | 'signed-in';

/** What the guard needs to decide. */
export interface GuardInput {
  /** The route's auth set. */
  auth: RouteAuth;
  /** The path being opened (may carry `?search` and `#hash`; only the path part is checked). */
  path: string;
  /** Session status; 'checking' makes the guard wait. */
  status: SessionStatus;
  /** The signed-in user (its function code decides the role and the areas), or null. */
  user: { tipoUsuario: number; funcaoUsuario: number } | null;
  /** Path remembered before sign-in, or null. */
  redirectAfterSignIn: string | null;
}

/** The guard's answer: open the route, show the splash while the session loads, or go elsewhere. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | {
      kind: 'redirect';
      /** Where to go. */
      to: string;
      /** A path to remember, so that sign-in comes back to it. */
      remember?: string;
    };

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] || '/';

/** Whether a path may be remembered as the place to return to after sign-in. */
export function isRememberablePath(path: string): boolean {
  const bare = pathOnly(path);
  return bare.startsWith('/') && !bare.startsWith('//') && bare !== LOGIN_PATH && bare !== LOGOUT_PATH && bare !== '/';
}

/**
 * The route guard (shell §4, §6), a pure function:
 * - while the session is checking → wait (the portal shows the splash);
 * - onlyGuest routes (/login): a signed-in user goes to the remembered path or /dashboard;
 * - a guest on a protected route → /login, remembering the path;
 * - a signed-in user whose role the route's set does not admit → /dashboard;
 * - a signed-in user whose function may not open the path (core `canOpenPath`) → /dashboard
 *   (paths without an area rule in core are decided by the auth set alone).
 */
export function guardRoute({ auth, path, status, user, redirectAfterSignIn }: GuardInput): GuardDecision {
  if (status === 'checking') return { kind: 'wait' };
  const signedIn = status === 'signed-in' && user !== null;
  const role = signedIn ? sessionRoleOf(user.funcaoUsuario) : null;
  const bare = pathOnly(path);

  if (auth === 'onlyGuest') {
    if (!signedIn) return { kind: 'allow' };
    const target = redirectAfterSignIn && isRememberablePath(redirectAfterSignIn) ? redirectAfterSignIn : HOME_PATH;
    return { kind: 'redirect', to: target };
  }

  if (!hasRouteAccess(ROUTE_AUTH[auth], role)) {
    if (!signedIn) {
      return isRememberablePath(path) ? { kind: 'redirect', to: LOGIN_PATH, remember: path } : { kind: 'redirect', to: LOGIN_PATH };
    }
    return bare === HOME_PATH ? { kind: 'allow' } : { kind: 'redirect', to: HOME_PATH };
  }

  if (signedIn && bare !== HOME_PATH && areaRuleOf(bare) && !canOpenPath(bare, user)) {
    return { kind: 'redirect', to: HOME_PATH };
  }
  return { kind: 'allow' };
}
