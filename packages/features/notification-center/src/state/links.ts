/**
 * Hyperlink safety (beyond the spec): only absolute http and https URLs become links. Anything
 * else — javascript:, data:, vbscript:, file:, a bare 'www.…' or garbage — is shown as plain text
 * with a note, never as an anchor.
 */

/** What the preview does with a notification's hyperlink. */
export type LinkView =
  | { kind: 'none' }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'unsafe'; text: string };

const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * The normalised href of an http(s) URL, or null. The WHATWG parser is used on purpose: it strips
 * tabs and line breaks and lower-cases the scheme exactly like the browser would when following
 * the link, so 'java\tscript:' or ' JAVASCRIPT:' cannot slip through.
 */
export function safeHref(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  return SAFE_PROTOCOLS.has(parsed.protocol) && parsed.hostname !== '' ? parsed.href : null;
}

/** The preview's view of a link name and URL: nothing, a safe link, or blocked plain text. */
export function linkView(name: string, url: string | null | undefined): LinkView {
  const raw = (url ?? '').trim();
  if (!raw) return { kind: 'none' };
  const href = safeHref(raw);
  const text = name.trim() || raw;
  return href ? { kind: 'link', href, text } : { kind: 'unsafe', text: raw };
}
