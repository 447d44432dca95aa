import { describe, expect, it } from 'vitest';
import { merchandisingLink } from './merchandising';

describe('merchandisingLink', () => {
  it('appends the token as a query parameter', () => {
    expect(merchandisingLink('https://merchan.example/app', 'abc.def')).toBe('https://merchan.example/app?token=abc.def');
  });
  it('keeps existing parameters, replaces an old token and keeps the fragment last', () => {
    expect(merchandisingLink('https://m.example/?a=1&token=old#/home', 'new')).toBe('https://m.example/?a=1&token=new#/home');
  });
  it('encodes the token', () => {
    expect(merchandisingLink('/merchan', 'a+b/c=')).toBe('/merchan?token=a%2Bb%2Fc%3D');
  });
});
