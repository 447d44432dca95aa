import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_MS } from './constants';

/**
 * Where cookies live: `document.cookie` in the browser, an in-memory jar in node tests. `read`
 * returns the `name=value; name2=value2` string the page can see; `write` takes one Set-Cookie-like
 * string, exactly as `document.cookie = …` does.
 */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
  /** Whether the page runs on https (Secure cookies are then required). */
  isSecureContext(): boolean;
}

/** The browser's cookies (`document.cookie`). */
export function documentCookieJar(doc: Document = document): CookieJar {
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
    isSecureContext: () => doc.location?.protocol === 'https:',
  };
}

/**
 * An in-memory jar for tests: honours `expires` against `now()` and the deletion idiom (an expiry
 * in the past). `acceptSecure: false` behaves like a browser that drops Secure cookies on http.
 */
export function memoryCookieJar(options: { now?: () => number; acceptSecure?: boolean; secureContext?: boolean } = {}): CookieJar {
  const now = options.now ?? (() => Date.now());
  const cookies = new Map<string, { value: string; expiresAt: number | null }>();
  return {
    read: () =>
      [...cookies.entries()]
        .filter(([, cookie]) => cookie.expiresAt === null || cookie.expiresAt > now())
        .map(([name, cookie]) => `${name}=${cookie.value}`)
        .join('; '),
    write: (cookie) => {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) return;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const lower = attributes.map((attribute) => attribute.toLowerCase());
      if (lower.includes('secure') && options.acceptSecure === false) return;
      const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
      const expiresAt = expires ? Date.parse(expires.slice('expires='.length)) : null;
      if (expiresAt !== null && expiresAt <= now()) cookies.delete(name);
      else cookies.set(name, { value, expiresAt });
    },
    isSecureContext: () => options.secureContext ?? false,
  };
}

/** The value of a cookie, or null. */
export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.read().split(';')) {
    const trimmed = part.trim();
    const eq = trimmed.indexOf('=');
    if (eq > 0 && trimmed.slice(0, eq) === name) {
      const raw = trimmed.slice(eq + 1);
      try {
        return decodeURIComponent(raw) || null;
      } catch {
        return raw || null;
      }
    }
  }
  return null;
}

/** The Set-Cookie-like string of the session cookie: Path=/, SameSite=Strict, Secure, 5-hour expiry. */
export function sessionCookieString(token: string, now: number, secure = true): string {
  const expires = new Date(now + SESSION_COOKIE_MAX_AGE_MS).toUTCString();
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Expires=${expires}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * Stores the token in the session cookie (Secure, SameSite=Strict, expires in 5 hours). Chromium
 * and Firefox accept Secure cookies on http://localhost (a secure context); a browser that does
 * not would drop it silently, so on plain http the cookie is written again without Secure when it
 * cannot be read back. On https the Secure flag is never dropped. Returns whether Secure was kept.
 */
export function setSessionCookie(jar: CookieJar, token: string, now: number = Date.now()): { secure: boolean } {
  jar.write(sessionCookieString(token, now, true));
  if (readSessionCookie(jar) === token || jar.isSecureContext()) return { secure: true };
  jar.write(sessionCookieString(token, now, false));
  return { secure: false };
}

/** The token in the session cookie, or null when there is none. */
export function readSessionCookie(jar: CookieJar): string | null {
  return readCookie(jar, SESSION_COOKIE);
}

/** Deletes the session cookie (both with and without Secure, whichever was written). */
export function clearSessionCookie(jar: CookieJar): void {
  const past = 'Thu, 01 Jan 1970 00:00:00 GMT';
  jar.write(`${SESSION_COOKIE}=; Path=/; Expires=${past}; SameSite=Strict; Secure`);
  if (readSessionCookie(jar) !== null) jar.write(`${SESSION_COOKIE}=; Path=/; Expires=${past}; SameSite=Strict`);
}
