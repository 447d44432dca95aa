/**
 * Hyperlink safety (beyond the spec): only http and https addresses are accepted. 'javascript:',
 * 'data:', 'vbscript:', 'file:' and every other scheme are refused, whatever their case, spacing or
 * control characters (the WHATWG URL parser strips tabs and newlines, so 'java\tscript:' is seen as
 * 'javascript:'). An address without a scheme ('www.site.com.br') is refused as incomplete rather
 * than guessed.
 */

/** Why a hyperlink is refused: a scheme other than http/https, or not an absolute address. */
export type UrlProblem = 'unsafe' | 'invalid';

/** Checks a hyperlink; null when it is acceptable (or empty: the link is optional). */
export function checkHyperlink(value: string): UrlProblem | null {
  const text = value.trim();
  if (text === '') return null;
  // Any explicit scheme other than http(s) is unsafe, even when the rest would not parse.
  // Control characters, spaces and DEL removed (as browsers do when they read a scheme).
  const cleaned = [...text].filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f).join('');
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
