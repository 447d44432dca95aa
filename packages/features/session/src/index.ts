/**
 * @conecta/session — sign-in, session (cookie, start-up check, 401, refresh counter, sign-out)
 * and route guard. The portal wraps everything in `SessionProvider`, renders `SignInScreen` on
 * /login and `LogoutScreen` on /logout, and guards routes with `useRouteGuard`.
 */
export { SessionProvider } from './SessionProvider';
export type { SessionProviderProps } from './SessionProvider';
export { SignInScreen } from './SignInScreen';
export type { SignInScreenProps } from './SignInScreen';
export { LogoutScreen } from './LogoutScreen';
export type { LogoutScreenProps } from './LogoutScreen';
export { useSession, useRouteGuard } from './state/hooks';
export type { SessionState } from './state/hooks';
export { guardRoute } from './state/guard';
export type { GuardDecision, GuardInput, RouteAuth, SessionStatus } from './state/guard';
export type { SessionUser } from './state/user';
export { SESSION_COOKIE } from './state/constants';
