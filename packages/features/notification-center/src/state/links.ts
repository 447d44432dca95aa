/**
 * Hyperlink safety (beyond the spec): only absolute http and https URLs become links. Anything
 * else — javascript:, data:, vbscript:, file:, a bare 'www.…' or garbage — is shown as plain text
 * with a note, never as an anchor.
 */
import { checkHyperlink } from '@conecta/core';

/** What the preview does with a notification's hyperlink. */
export type LinkView =
  | { kind: 'none' }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'unsafe'; text: string };

/**
 * The normalised href of an http(s) URL, or null: a link is shown as a link only when it passes the
 * check the wizard and the backend apply (core `checkHyperlink`: scheme read through case, spaces,
 * control characters and HTML character references), then as the WHATWG parser writes it.
 */
export function safeHref(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value || checkHyperlink(value) !== null) return null;
  return new URL(value).href;
}

/** The preview's view of a link name and URL: nothing, a safe link, or blocked plain text. */
export function linkView(name: string, url: string | null | undefined): LinkView {
  const raw = (url ?? '').trim();
  if (!raw) return { kind: 'none' };
  const href = safeHref(raw);
  const text = name.trim() || raw;
  return href ? { kind: 'link', href, text } : { kind: 'unsafe', text: raw };
}
