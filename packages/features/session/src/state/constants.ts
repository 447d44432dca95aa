/** Business constants of the session (shell spec §9). */

/** Name of the session cookie that holds the access token. */
export const SESSION_COOKIE = 'jwt_access_token';

/** The session cookie expires 5 hours (5/24 of a day) after sign-in. */
export const SESSION_COOKIE_MAX_AGE_MS = 5 * 60 * 60 * 1000;

/** A blocked login stays blocked for 5 minutes from the record's DATAHORA. */
export const LOCKOUT_MS = 5 * 60 * 1000;

/** More than this many reloads without data loading clears the session. */
export const REFRESH_COUNTER_LIMIT = 4;

/** Value of the refresh counter after the user's data has loaded. */
export const REFRESH_COUNTER_LOADED = -2;

/** How long 'User not active' stays on screen (a red notice bottom right). */
export const USER_NOT_ACTIVE_NOTICE_MS = 8000;

/** Timeout of the client IP lookup at sign-in and sign-out. */
export const IP_LOOKUP_TIMEOUT_MS = 3000;

/** Access-history value when the IP is not known. */
export const UNKNOWN_IP = 'unknown';

/** Access-history page id (always 1 in the portal). */
export const ACCESS_HISTORY_PAGE_ID = 1;

/** Where a signed-in user goes when no path was remembered. */
export const HOME_PATH = '/dashboard';

/** The sign-in route. */
export const LOGIN_PATH = '/login';

/** The sign-out route. */
export const LOGOUT_PATH = '/logout';

/** Prefix of every localStorage key the portal's features keep for a session (cleared at sign-out). */
export const STORAGE_PREFIX = 'conecta.';

/** localStorage keys of the session itself. */
export const STORAGE_KEYS = {
  refreshCounter: 'conecta.session.refreshCounter',
  redirectAfterSignIn: 'conecta.session.redirectAfterSignIn',
  accessDate: 'conecta.session.accessDate',
} as const;
