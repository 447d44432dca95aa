/**
 * Hyperlink safety (beyond the spec): only http and https addresses are accepted. 'javascript:',
 * 'data:', 'vbscript:', 'file:' and every other scheme are refused, whatever their case, spacing,
 * control characters (the WHATWG URL parser strips tabs and newlines, so 'java\tscript:' is seen as
 * 'javascript:') or HTML character references ('&#106;avascript:', 'javascript&colon;' read as
 * 'javascript:' by whatever renders the link into HTML). An address without a scheme
 * ('www.site.com.br') is refused as incomplete rather than guessed. The same check runs in the
 * notification wizard, as the user types, and in the mock backend, on what it is sent: the link is
 * stored as typed, the check only reads it.
 */

/** Why a hyperlink is refused: a scheme other than http/https, or not an absolute address. */
export type UrlProblem = 'unsafe' | 'invalid';

/** Checks a hyperlink; null when it is acceptable (or empty: the link is optional). */
export function checkHyperlink(value: string): UrlProblem | null {
  const text = value.trim();
  if (text === '') return null;
  // Any explicit scheme other than http(s) is unsafe, even when the rest would not parse. Character
  // references decoded, then control characters, spaces and DEL removed (as browsers do when they read
  // a scheme).
  const cleaned = [...decodeCharacterReferences(text)].filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return 'unsafe';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'unsafe';
  if (!url.hostname || /\s/.test(text)) return 'invalid';
  return null;
}

/** Named references that can spell or hide a scheme's letters and separators. */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  nbsp: '\u00a0',
  lpar: '(',
  rpar: ')',
  period: '.',
};

/**
 * Decodes HTML character references (`&#106;`, `&#x6A;`, `&colon;` and the named ones above, with or
 * without the closing ';'), repeatedly, so that a reference spelt with references is decoded too.
 */
function decodeCharacterReferences(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    const next = current.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
      if (body.startsWith('#')) {
        const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED_REFERENCES[body.toLowerCase()] ?? whole;
    });
    if (next === current) return next;
    current = next;
  }
  return current;
}
