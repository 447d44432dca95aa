import { IP_LOOKUP_TIMEOUT_MS, UNKNOWN_IP } from './constants';

export interface IpLookupOptions {
  /** Address of a public IP service; null or empty → 'unknown' without any request (demo mode). */
  url: string | null | undefined;
  /** The fetch to use. */
  fetch: typeof fetch;
  /** Give up after this many milliseconds. @default 3000 */
  timeoutMs?: number;
}

const IP_PATTERN = /^[0-9a-f.:]{3,45}$/i;

/** Reads an IP from a service answer: plain text ('189.45.112.37') or JSON (`{ "ip": "…" }`). */
export function parseIpAnswer(text: string): string | null {
  const trimmed = text.trim();
  if (IP_PATTERN.test(trimmed)) return trimmed;
  try {
    const body: unknown = JSON.parse(trimmed);
    const ip = body && typeof body === 'object' ? (body as { ip?: unknown }).ip : undefined;
    return typeof ip === 'string' && IP_PATTERN.test(ip.trim()) ? ip.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The client's public IP for the access history, or 'unknown' when no service is configured, it
 * fails, answers something else, or takes longer than the timeout. Never throws.
 */
export async function lookupClientIp({ url, fetch: fetchImpl, timeoutMs = IP_LOOKUP_TIMEOUT_MS }: IpLookupOptions): Promise<string> {
  if (!url) return UNKNOWN_IP;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'omit', cache: 'no-store' });
    if (!response.ok) return UNKNOWN_IP;
    return parseIpAnswer(await response.text()) ?? UNKNOWN_IP;
  } catch {
    return UNKNOWN_IP;
  } finally {
    clearTimeout(timer);
  }
}
