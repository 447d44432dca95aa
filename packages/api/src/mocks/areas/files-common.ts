/**
 * Files sent to the mock backend as base64 (notification images, carousel images): decoding,
 * encoding and safe file names.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 text (a `data:` prefix and white space allowed), or null when it is not base64. */
export function decodeBase64(value: string): Uint8Array | null {
  const clean = value.replace(/^data:[^;,]+;base64,/, '').replace(/\s+/g, '');
  if (clean.length % 4 === 1 || !BASE64.test(clean)) return null;
  try {
    const binary = atob(clean);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Base64 of bytes: core's. */
export { bytesToBase64 as encodeBase64 } from '@conecta/core';

/** A file name part without path separators, URL specials or control characters. */
export const isSafeFilePart = (value: string) =>
  value.length > 0 && value.length <= 200 && ![...value].some((char) => '/\\?#%'.includes(char) || char.charCodeAt(0) < 0x20);
