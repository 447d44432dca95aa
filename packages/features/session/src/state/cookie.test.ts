import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './constants';
import {
  clearSessionCookie,
  memoryCookieJar,
  readCookie,
  readSessionCookie,
  sessionCookieString,
  setSessionCookie,
} from './cookie';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('session cookie', () => {
  it('is named jwt_access_token, Secure, SameSite=Strict, Path=/ and expires in 5 hours', () => {
    const cookie = sessionCookieString('abc.def.ghi', NOW);
    expect(SESSION_COOKIE).toBe('jwt_access_token');
    expect(cookie).toBe(
      'jwt_access_token=abc.def.ghi; Path=/; Expires=Tue, 10 Mar 2026 17:00:00 GMT; SameSite=Strict; Secure',
    );
  });

  it('is written, read back and cleared', () => {
    let now = NOW;
    const jar = memoryCookieJar({ now: () => now });
    expect(readSessionCookie(jar)).toBeNull();
    expect(setSessionCookie(jar, 'token-1', NOW)).toEqual({ secure: true });
    expect(readSessionCookie(jar)).toBe('token-1');
    clearSessionCookie(jar);
    expect(readSessionCookie(jar)).toBeNull();
    setSessionCookie(jar, 'token-2', NOW);
    now = NOW + 5 * 60 * 60 * 1000;
    expect(readSessionCookie(jar)).toBeNull();
  });

  it('falls back to a cookie without Secure on plain http when the browser drops Secure ones', () => {
    const jar = memoryCookieJar({ now: () => NOW, acceptSecure: false });
    expect(setSessionCookie(jar, 'token', NOW)).toEqual({ secure: false });
    expect(readSessionCookie(jar)).toBe('token');
    clearSessionCookie(jar);
    expect(readSessionCookie(jar)).toBeNull();
  });

  it('never drops Secure on https', () => {
    const jar = memoryCookieJar({ now: () => NOW, acceptSecure: false, secureContext: true });
    expect(setSessionCookie(jar, 'token', NOW)).toEqual({ secure: true });
    expect(readSessionCookie(jar)).toBeNull();
  });

  it('reads one cookie among others and decodes its value', () => {
    const jar = { read: () => 'a=1; jwt_access_token=x%2By; b=2', write: () => {}, isSecureContext: () => false };
    expect(readCookie(jar, 'jwt_access_token')).toBe('x+y');
    expect(readCookie(jar, 'b')).toBe('2');
    expect(readCookie(jar, 'missing')).toBeNull();
  });
});
