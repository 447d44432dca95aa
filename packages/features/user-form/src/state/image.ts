import { checkImageFile, checkImageFileDecodes, detectImageType, formatUploadError, type FileCheck, type ImageDecoder } from '@conecta/core';

/** Bytes read from the start of a file to check its type (PNG needs 8, JPEG 3). */
export const IMAGE_HEADER_BYTES = 12;

/**
 * The image step's check (JPG/PNG by name and header bytes, at most 200 KB, and — given the file —
 * decoded: a truncated or damaged image is refused as 'Arquivo corrompido ou tipo inválido'), with
 * the refusal shown as '{message}, por favor, tente novamente.'.
 */
export async function checkProfileImage(
  file: { name: string; size: number; bytes: Uint8Array; blob?: Blob },
  decode?: ImageDecoder,
): Promise<FileCheck> {
  const { blob } = file;
  const check = blob ? await checkImageFileDecodes({ ...file, blob }, decode) : checkImageFile(file);
  return check.ok ? check : { ...check, message: formatUploadError(check.message) };
}

/** Base64 of some bytes (no data-URL prefix), as imagemPerfilBase64 is sent. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** A data URL to preview a base64 image; PNG or JPEG by its header, JPEG when unknown. */
export function imageDataUrl(base64: string): string {
  const head = Uint8Array.from(atob(base64.slice(0, 16)), (char) => char.charCodeAt(0));
  const type = detectImageType(head) === 'png' ? 'png' : 'jpeg';
  return `data:image/${type};base64,${base64}`;
}
