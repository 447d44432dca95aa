import { useEffect, useState, type ReactNode } from 'react';
import { createStore } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { createConectaQueryClient } from '@conecta/api';
import { ToastProvider, useToast } from '@conecta/ui';
import { MESSAGES } from './messages';
import { SessionContext } from './state/context';
import { useSession } from './state/hooks';
import { documentCookieJar, memoryCookieJar } from './state/cookie';
import { createSession } from './state/session';
import { webStorage } from './state/storage';

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
 * `jwt_access_token` cookie; any 401 signs out with 'Invalid access_token'), a QueryClient, and a
 * ToastProvider when the host has none. Runs the start-up check once on mount.
 */
export function SessionProvider({ baseUrl, children, ipLookupUrl = null, fetch: fetchImpl }: SessionProviderProps) {
  const [queryClient] = useState(createConectaQueryClient);
  const [controller] = useState(() =>
    createSession({
      baseUrl,
      store: createStore(),
      cookies: typeof document === 'undefined' ? memoryCookieJar() : documentCookieJar(document),
      storage: webStorage(typeof localStorage === 'undefined' ? undefined : localStorage),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
      ipLookupUrl,
      onSignedOut: () => queryClient.clear(),
    }),
  );
  useEffect(() => {
    void controller.startUp();
  }, [controller]);
  return (
    <SessionContext.Provider value={controller}>
      <QueryClientProvider client={queryClient}>
        <ToastHost>
          <SessionNotices />
          {children}
        </ToastHost>
      </QueryClientProvider>
    </SessionContext.Provider>
  );
}
