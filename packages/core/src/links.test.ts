import { describe, expect, it } from 'vitest';
import { checkHyperlink } from './links';

describe('checkHyperlink', () => {
  it('accepts empty, http and https addresses', () => {
    expect(checkHyperlink('')).toBeNull();
    expect(checkHyperlink('   ')).toBeNull();
    expect(checkHyperlink('https://www.sulalimentos.com.br/catalogo/cafe')).toBeNull();
    expect(checkHyperlink('http://exemplo.com.br/?q=café&x=1#topo')).toBeNull();
    expect(checkHyperlink('HTTPS://EXEMPLO.COM')).toBeNull();
    // A character reference in a safe address stays what it is (only the scheme is read through them).
    expect(checkHyperlink('https://exemplo.com/?a=1&amp;b=2&#35;x')).toBeNull();
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://exemplo.com',
    'mailto:a@b.com',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    '&#38;#106;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
  ])('refuses %j as unsafe', (value) => {
    expect(checkHyperlink(value)).toBe('unsafe');
  });
  it.each(['www.exemplo.com.br', 'exemplo', '//exemplo.com', 'https://', 'http://exem plo.com'])('refuses %j as incomplete', (value) => {
    expect(checkHyperlink(value)).toBe('invalid');
  });
});
