import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired, tokenExpiresAt } from './token';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;

describe('token expiry', () => {
  it('reads exp (seconds) from the payload', () => {
    const token = jwt({ sub: 5, exp: 1_900_000_000 });
    expect(decodeJwtPayload(token)).toEqual({ sub: 5, exp: 1_900_000_000 });
    expect(tokenExpiresAt(token)).toBe(1_900_000_000_000);
  });

  it('is expired at and after exp, valid before', () => {
    const token = jwt({ exp: 1000 });
    expect(isTokenExpired(token, 999_999)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
  });

  it('leaves tokens without a readable exp to the backend', () => {
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
    expect(isTokenExpired('not-a-jwt')).toBe(false);
    expect(tokenExpiresAt(jwt({ sub: 1 }))).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });

  it('decodes UTF-8 payloads', () => {
    expect(decodeJwtPayload(jwt({ nome: 'João', exp: 1 }))).toEqual({ nome: 'João', exp: 1 });
  });
});
