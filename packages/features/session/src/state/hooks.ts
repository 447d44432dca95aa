import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ApiClient } from '@conecta/api';
import { MESSAGES } from '../messages';
import { noticeAtom, redirectAtom, roleAtom, statusAtom, userAtom } from './atoms';
import { useSessionController } from './context';
import { guardRoute, type GuardDecision, type RouteAuth, type SessionStatus } from './guard';
import type { SignInResult } from './session';
import { errorMessageOf, type Credentials } from './signin';
import type { SessionUser } from './user';

/** What `useSession()` returns. */
export interface SessionState {
  /** 'checking' while the start-up check runs, then 'guest' or 'signed-in'. */
  status: SessionStatus;
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** 'admin' for functions 1, 15 and 16, 'user' for the others, null for a guest. */
  role: 'admin' | 'user' | null;
  /** The api client of the session (bearer token from the cookie; a 401 signs out). */
  api: ApiClient;
  /** Last session message, e.g. 'Logged in with JWT', 'access_token expired', 'Invalid access_token'. */
  notice: string | null;
  /** Signs out: IP lookup, access-history save, stored keys cleared, user reset. */
  signOut(reason?: string): Promise<void>;
  /** The path remembered before sign-in, or null. */
  redirectAfterSignIn: string | null;
  /** Remembers a path to return to after sign-in (ignored for /login, /logout and /). */
  rememberRedirect(path: string): void;
}

/** The session of the nearest SessionProvider. */
export function useSession(): SessionState {
  const controller = useSessionController();
  const options = { store: controller.store };
  return {
    status: useAtomValue(statusAtom, options),
    user: useAtomValue(userAtom, options),
    role: useAtomValue(roleAtom, options),
    api: controller.api,
    notice: useAtomValue(noticeAtom, options),
    signOut: controller.signOut,
    redirectAfterSignIn: useAtomValue(redirectAtom, options),
    rememberRedirect: controller.rememberRedirect,
  };
}

/**
 * The guard's decision for a route (see `guardRoute`); remembers the target path when it sends
 * a guest to /login. The portal renders the route, the splash ('wait') or a redirect.
 */
export function useRouteGuard(auth: RouteAuth, path: string): GuardDecision {
  const { status, user, redirectAfterSignIn, rememberRedirect } = useSession();
  const decision = guardRoute({ auth, path, status, user, redirectAfterSignIn });
  const remember = decision.kind === 'redirect' ? decision.remember : undefined;
  useEffect(() => {
    if (remember) rememberRedirect(remember);
  }, [remember, rememberRedirect]);
  return decision;
}

/** View model of the sign-in form: submit, progress and the refusal text. */
export function useSignIn() {
  const controller = useSessionController();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async (credentials: Credentials): Promise<SignInResult> => {
      setPending(true);
      setError(null);
      try {
        const result = await controller.signIn(credentials);
        if (!result.ok && result.failure.kind === 'message') setError(result.failure.message);
        return result;
      } finally {
        setPending(false);
      }
    },
    [controller],
  );
  const clearError = useCallback(() => setError(null), []);
  return { submit, isPending, error, clearError };
}

/** State of the password recovery request. */
export type RecoveryState =
  | { step: 'form' }
  | { step: 'pending' }
  | { step: 'done'; email: string }
  | { step: 'error'; message: string };

/**
 * View model of the password recovery (`POST /recuperarsenha/checkemail`). The confirmation is the
 * same whether or not the e-mail is known, so the dialog does not reveal who has an account.
 */
export function useRecovery() {
  const { api } = useSessionController();
  const [state, setState] = useState<RecoveryState>({ step: 'form' });
  const submit = useCallback(
    async (email: string) => {
      setState({ step: 'pending' });
      try {
        await api.POST('/recuperarsenha/checkemail', { body: { email: email.trim() } });
        setState({ step: 'done', email: email.trim() });
      } catch (error) {
        setState({ step: 'error', message: errorMessageOf(error) });
      }
    },
    [api],
  );
  const reset = useCallback(() => setState({ step: 'form' }), []);
  return { state, submit, reset };
}

/** Signs out once on mount and then calls `onDone` (the /logout screen). */
export function useLogout(onDone: () => void): string {
  const { signOut } = useSessionController();
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    let cancelled = false;
    void signOut().finally(() => {
      if (!cancelled) onDoneRef.current();
    });
    return () => {
      cancelled = true;
    };
  }, [signOut]);
  return MESSAGES.loggingOut;
}
