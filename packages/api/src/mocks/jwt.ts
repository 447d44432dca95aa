/**
 * Unsigned JWT-shaped tokens of the mock backend: `header.payload.mock`. The payload carries
 * `sub` (idUsuario), `email`, `iat` and `exp` (seconds), so a client can read the expiry exactly as
 * it would from the real backend's token. The mock verifies tokens against its own session table.
 */
export interface TokenPayload {
  sub: number;
  email: string;
  iat: number;
  exp: number;
  /** Distinguishes tokens issued within the same second. */
  jti?: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64UrlEncode(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

export function encodeToken(payload: TokenPayload): string {
  return `${base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64UrlEncode(JSON.stringify(payload))}.mock`;
}

/** Reads a token's payload; null when it is not a token of this shape. */
export function decodeToken(token: string): TokenPayload | null {
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const parsed = JSON.parse(base64UrlDecode(payload)) as Partial<TokenPayload>;
    if (typeof parsed.sub !== 'number' || typeof parsed.exp !== 'number') return null;
    return parsed as TokenPayload;
  } catch {
    return null;
  }
}
