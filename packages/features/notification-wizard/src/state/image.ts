/**
 * Featured image helpers: the upload name (unique, safe) and base64 encoding of the checked bytes.
 */
/**
 * The name the image is uploaded under: the original base name without accents, other characters
 * than letters, digits, '_' and '-' turned into '-', at most 60 characters, plus '-' and a time
 * stamp in base 36 — so two notifications never overwrite each other's 'banner.png' (an upload
 * under an existing name replaces that file). Generated once when the image is chosen, so a retried
 * save re-uploads under the same name.
 */
export function imageUploadName(originalName: string, now: number): string {
  const dot = originalName.lastIndexOf('.');
  const base = dot > 0 ? originalName.slice(0, dot) : originalName;
  const safe = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${safe || 'imagem'}-${now.toString(36)}`;
}

/** Base64 of bytes (chunked, so large arrays never overflow the argument list). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
