import { useEffect, useState, type ReactNode } from 'react';
import { createStore } from 'jotai';
import { sessionDraftStorage, type DraftStorage } from '@conecta/core';
import { ToastProvider, useToast } from '@conecta/ui';
import { MESSAGES } from './messages';
import { SessionContext } from './state/context';
import { useSession } from './state/hooks';
import { documentCookieJar, memoryCookieJar } from './state/cookie';
import { createSession } from './state/session';
import { memoryStorage, webStorage, type KeyValueStorage } from './state/storage';

export interface SessionProviderProps {
  /** Base URL of the backend the paths of the contract are appended to ('/backend' in demo mode). */
  baseUrl: string;
  /** The portal (or the screen) that uses the session. */
  children: ReactNode;
  /**
   * Public IP service read at sign-in and sign-out for the access history (plain text or `{ ip }`),
   * with a 3-second timeout. Without one (demo mode) the IP is 'unknown' and no request is made.
   * @default null
   */
  ipLookupUrl?: string | null;
  /** A fetch to use instead of the global one (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Called after every sign-out (e.g. to clear the host's query cache). */
  onSignedOut?: () => void;
  /**
   * How long a backend call may wait for its answer before it fails (an 'TIMEOUT' `ApiError` that
   * the screens say as a failure); 0 turns the limit off.
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Where the screens keep unsaved drafts (per user). 'Sair' (/logout) removes the user's drafts;
   * a sign-out forced by a 401 or an expired token keeps them for when he signs back in.
   * @default the tab's sessionStorage
   */
  draftStorage?: DraftStorage | null;
}

/** The page's localStorage, or null on a server or where reading it throws (sandboxed frames, privacy settings). */
function pageLocalStorage(): KeyValueStorage | null {
  if (typeof window === 'undefined') return null;
  try {
    return webStorage(window.localStorage);
  } catch {
    return null;
  }
}

/** Adds a ToastProvider only when the host has none ('User not active' is a toast). */
function ToastHost({ children }: { children: ReactNode }) {
  let hasHost = true;
  try {
    useToast();
  } catch {
    hasHost = false;
  }
  return hasHost ? children : <ToastProvider>{children}</ToastProvider>;
}

/**
 * Shows each session message ('Logged in with JWT', 'access_token expired', 'Invalid access_token')
 * as a snackbar (6 s, shell spec §9) when it appears.
 */
function SessionNotices() {
  const { notice } = useSession();
  const toast = useToast();
  useEffect(() => {
    if (!notice) return;
    toast.show({ message: notice, tone: notice === MESSAGES.loggedInWithJwt ? 'success' : 'warning' });
  }, [notice, toast]);
  return null;
}

/**
 * The session of the portal: its own jotai store, the api client (bearer token from the
 * `jwt_access_token` cookie; any 401 signs out with 'Invalid access_token'), and a ToastProvider
 * when the host has none. Runs the start-up check once on mount.
 *
 * No QueryClient: the session itself reads and writes through its api client, and the guest
 * screens (/login, /logout) query nothing, so TanStack Query stays out of the first load. The
 * signed-in part of the host provides one (the portal's `ShellLayout`); `onSignedOut` lets it
 * clear that cache when the user signs out.
 */
export function SessionProvider({
  baseUrl,
  children,
  ipLookupUrl = null,
  fetch: fetchImpl,
  onSignedOut,
  timeoutMs,
  draftStorage,
}: SessionProviderProps) {
  const [controller] = useState(() =>
    createSession({
      baseUrl,
      store: createStore(),
      // On a server (no window) the session keeps its cookie and keys in memory: Node 25 defines a
      // `localStorage` global that is not the tab's (shared by the process, or without methods).
      cookies: typeof window === 'undefined' ? memoryCookieJar() : documentCookieJar(document),
      storage: pageLocalStorage() ?? memoryStorage(),
      drafts: draftStorage === undefined ? sessionDraftStorage() : draftStorage,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
      ipLookupUrl,
      ...(onSignedOut ? { onSignedOut } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    }),
  );
  useEffect(() => {
    void controller.startUp();
  }, [controller]);
  return (
    <SessionContext.Provider value={controller}>
      <ToastHost>
        <SessionNotices />
        {children}
      </ToastHost>
    </SessionContext.Provider>
  );
}
