import type { createStore } from 'jotai';
import { ApiError, createApiClient, type ApiClient } from '@conecta/api';
import { clearDraftsOf, reopenDraftsOf, type DraftStorage } from '@conecta/core';
import { MESSAGES } from '../messages';
import { HOME_PATH, STORAGE_KEYS } from './constants';
import { noticeAtom, redirectAtom, statusAtom, userAtom } from './atoms';
import { clearSessionCookie, readSessionCookie, setSessionCookie, type CookieJar } from './cookie';
import { isRememberablePath } from './guard';
import { lookupClientIp } from './ip';
import { checkCredentials, errorMessageOf, type Credentials, type SignInFailure } from './signin';
import { bumpRefreshCounter, clearSessionKeys, markDataLoaded, type KeyValueStorage } from './storage';
import { isTokenExpired } from './token';
import { accessHistoryRecord, toSessionUser, type SessionUser } from './user';

/** A jotai store (one per SessionProvider, story or test). */
export type SessionStore = ReturnType<typeof createStore>;

/** Everything the session needs from its surroundings; injectable so node tests need no DOM. */
export interface SessionDeps {
  /** Base URL of the backend. */
  baseUrl: string;
  /** The jotai store holding the session atoms. */
  store: SessionStore;
  /** Where the session cookie lives (document.cookie in the browser). */
  cookies: CookieJar;
  /** Where the refresh counter and the remembered path live (localStorage in the browser). */
  storage: KeyValueStorage;
  /**
   * Where the screens keep their unsaved drafts (sessionStorage in the browser, core
   * `createDraftStore`). An explicit sign-out removes the user's drafts; the forced one (a 401, an
   * expired token) keeps them, so the user finds his work again after signing back in.
   * @default null (no drafts to clear)
   */
  drafts?: DraftStorage | null;
  /** The fetch for the backend and the IP lookup. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Public IP service for the access history; null → 'unknown' without any request. */
  ipLookupUrl?: string | null;
  /** The clock. @default Date.now */
  now?: () => number;
  /** Called after every sign-out (the provider clears its query cache). */
  onSignedOut?: () => void;
  /** Time limit of a backend call (ms); 0 = none. @default 30000 (`createApiClient`) */
  timeoutMs?: number;
}

/** The outcome of `signIn`: where to go next, or why it was refused. */
export type SignInResult = { ok: true; redirectTo: string } | { ok: false; failure: SignInFailure };

/** The session's actions over one store and one api client. */
export interface SessionController {
  /** The api client: bearer token from the cookie, a 401 signs out ('Invalid access_token'). */
  api: ApiClient;
  store: SessionStore;
  /** Start-up check (once; later calls return the same promise). */
  startUp(): Promise<void>;
  /** Status check → login tries → credentials → user data → access history. */
  signIn(credentials: Credentials): Promise<SignInResult>;
  /** The user's own sign-out ('Sair', /logout): IP lookup, access-history save, the token revoked on the server, cookie, stored keys and the user's drafts cleared, user reset. */
  signOut(reason?: string): Promise<void>;
  /** What a 401 does: sign out with 'Invalid access_token', without the access-history save (the token is still revoked, best effort); the user's drafts stay. */
  handleUnauthorized(): Promise<void>;
  /** Remembers the path to go back to after sign-in. */
  rememberRedirect(path: string): void;
}

/**
 * Creates the session controller. No module-level state: each provider, story or test creates its
 * own, with its own store, api client and storage.
 */
export function createSession(deps: SessionDeps): SessionController {
  const { store, cookies, storage } = deps;
  const fetchImpl = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const now = deps.now ?? (() => Date.now());
  let startUpPromise: Promise<void> | null = null;
  let signOutPromise: Promise<void> | null = null;

  const api = createApiClient({
    baseUrl: deps.baseUrl,
    getToken: () => readSessionCookie(cookies),
    onUnauthorized: () => {
      void handleUnauthorized();
    },
    fetch: fetchImpl,
    ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
  });

  const storedRedirect = storage.getItem(STORAGE_KEYS.redirectAfterSignIn);
  if (storedRedirect && isRememberablePath(storedRedirect)) store.set(redirectAtom, storedRedirect);

  const clientIp = () => lookupClientIp({ url: deps.ipLookupUrl, fetch: fetchImpl });

  /** GET /sistema/Usuarios/0 and /usuario/login (company name; a failure there leaves it null). */
  async function loadUser(): Promise<SessionUser> {
    const [me, company] = await Promise.all([
      api.GET('/sistema/Usuarios/0'),
      api.GET('/usuario/login').catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) throw error;
        return { data: [] as Array<{ dsC_RAZAO_SOCIAL: string }> };
      }),
    ]);
    if (!me.data) throw new ApiError({ status: 0, code: 'EMPTY', message: MESSAGES.genericError });
    return toSessionUser(me.data, company.data?.[0]?.dsC_RAZAO_SOCIAL ?? null);
  }

  /** Saves an access-history record; a failure is only logged (§8). */
  async function saveAccessHistory(user: SessionUser, accessDate: Date, logoutDate: Date | null): Promise<void> {
    try {
      const accessIp = await clientIp();
      await api.PATCH('/sistema/usuarios/accessHistory', {
        body: accessHistoryRecord(user, { accessDate, logoutDate, accessIp }),
      });
    } catch (error) {
      console.warn('Conecta: access history not saved', error);
    }
  }

  /**
   * Asks the backend to revoke the session's token (POST /sistema/Usuarios/logout), so that a copy
   * of it stops working now rather than when it expires. Best effort: the session ends on this side
   * whatever the answer (a 401 — the token already dead — included); a failure is only logged.
   */
  async function revokeToken(): Promise<void> {
    try {
      await api.POST('/sistema/Usuarios/logout');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) console.warn('Conecta: token not revoked', error);
    }
  }

  /** Clears cookie, stored keys and user; the status becomes 'guest'. */
  function clearSession(reason: string | null) {
    clearSessionCookie(cookies);
    clearSessionKeys(storage);
    store.set(userAtom, null);
    store.set(redirectAtom, null);
    store.set(statusAtom, 'guest');
    store.set(noticeAtom, reason);
    deps.onSignedOut?.();
  }

  function endSession(reason: string | null, recordHistory: boolean): Promise<void> {
    if (signOutPromise) return signOutPromise;
    const user = store.get(userAtom);
    const token = readSessionCookie(cookies);
    signOutPromise = (async () => {
      if (recordHistory && user && token && !isTokenExpired(token, now())) {
        const stored = Date.parse(storage.getItem(STORAGE_KEYS.accessDate) ?? '');
        const accessDate = new Date(Number.isNaN(stored) ? now() : stored);
        await saveAccessHistory(user, accessDate, new Date(now()));
      }
      if (token && !isTokenExpired(token, now())) await revokeToken();
      clearSession(reason);
    })().finally(() => {
      signOutPromise = null;
    });
    return signOutPromise;
  }

  async function signOut(reason?: string): Promise<void> {
    // A sign-out during the start-up check (e.g. /logout opened directly) waits for the user, so
    // the access history can still be saved.
    if (store.get(statusAtom) === 'checking') await startUp();
    // The user leaves on purpose: what he left unsaved goes with him (a forced sign-out keeps it).
    const user = store.get(userAtom);
    if (user) clearDraftsOf(deps.drafts ?? null, user.idUsuario);
    return endSession(reason ?? null, true);
  }

  function handleUnauthorized(): Promise<void> {
    return endSession(MESSAGES.invalidToken, false);
  }

  function rememberRedirect(path: string) {
    if (!isRememberablePath(path)) return;
    store.set(redirectAtom, path);
    storage.setItem(STORAGE_KEYS.redirectAfterSignIn, path);
  }

  async function runStartUp(): Promise<void> {
    const { exceeded } = bumpRefreshCounter(storage);
    if (exceeded) {
      // More than 4 reloads without the data loading: clear the cookie and the stored user info.
      clearSessionCookie(cookies);
      clearSessionKeys(storage);
      store.set(statusAtom, 'guest');
      return;
    }
    const token = readSessionCookie(cookies);
    if (!token) {
      store.set(statusAtom, 'guest');
      return;
    }
    if (isTokenExpired(token, now())) {
      await endSession(MESSAGES.tokenExpired, false);
      return;
    }
    try {
      const user = await loadUser();
      if (readSessionCookie(cookies) !== token) return;
      store.set(userAtom, user);
      store.set(statusAtom, 'signed-in');
      store.set(noticeAtom, MESSAGES.loggedInWithJwt);
      markDataLoaded(storage);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await handleUnauthorized();
        return;
      }
      // The data did not load (server or network): stay out, keep the cookie; the refresh counter
      // clears it after more than 4 reloads.
      store.set(statusAtom, 'guest');
      store.set(noticeAtom, errorMessageOf(error));
    }
  }

  function startUp(): Promise<void> {
    startUpPromise ??= runStartUp();
    return startUpPromise;
  }

  async function signIn(credentials: Credentials): Promise<SignInResult> {
    const result = await checkCredentials(api, credentials, now);
    if (!result.ok) return result;
    const accessDate = new Date(now());
    setSessionCookie(cookies, result.token, accessDate.getTime());
    let user: SessionUser;
    try {
      user = await loadUser();
    } catch (error) {
      // No half sessions: without the user's data the token is dropped again.
      clearSessionCookie(cookies);
      return { ok: false, failure: { kind: 'message', message: errorMessageOf(error) } };
    }
    storage.setItem(STORAGE_KEYS.accessDate, accessDate.toISOString());
    await saveAccessHistory(user, accessDate, null);
    const redirectTo = store.get(redirectAtom) ?? HOME_PATH;
    storage.removeItem(STORAGE_KEYS.redirectAfterSignIn);
    markDataLoaded(storage);
    // Signed in again after 'Sair': his screens keep drafts again.
    reopenDraftsOf(deps.drafts ?? null, user.idUsuario);
    store.set(userAtom, user);
    store.set(noticeAtom, null);
    store.set(statusAtom, 'signed-in');
    // The redirect stays in the store until the guard of /login has used it; cleared at sign-out.
    return { ok: true, redirectTo };
  }

  return { api, store, startUp, signIn, signOut, handleUnauthorized, rememberRedirect };
}
