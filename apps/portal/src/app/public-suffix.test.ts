import { describe, expect, it } from 'vitest';
import { getDomain } from './public-suffix';

describe('getDomain (the demo build’s stand-in for tldts)', () => {
  it('gives the last two labels of a host name', () => {
    expect(getDomain('portal.conecta.example')).toBe('conecta.example');
    expect(getDomain('conecta.example')).toBe('conecta.example');
    expect(getDomain('A.B.Example.')).toBe('b.example');
  });

  it('gives null for an IP address, a single label or a malformed name, as tldts does', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('')).toBeNull();
    expect(getDomain('a..b')).toBeNull();
  });
});
