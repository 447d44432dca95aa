/**
 * Upload checks of the notification wizard (notifications spec §5): the solds CSV and the
 * featured image, including the image's magic bytes. Pure functions over a file's name, size
 * and first bytes, so they run the same in a browser, in node and in tests.
 */

/** What the checks need to know about a file. */
export interface FileLike {
  /** File name with extension ('solds.csv'). */
  name: string;
  /** Size in bytes. */
  size: number;
  /** The first bytes of the file (a header slice; 12 bytes are enough). */
  bytes?: Uint8Array;
}

/** Why a file was refused: its type (name/extension), its size, or its content (header bytes). */
export type FileRejectReason = 'type' | 'size' | 'content';

/** Result of a file check: accepted, or refused with the reasons and the message to show. */
export type FileCheck = { ok: true } | { ok: false; reasons: FileRejectReason[]; message: string };

/** The upload messages of the notifications spec, exactly as shown. */
export const FILE_MESSAGES = {
  csvType: 'Tipo de arquivo não suportado',
  dropType: 'Tipo do arquivo não suportado',
  tooLarge: 'Tamanho do arquivo acima do limite',
  uploadFailed: 'Falha ao executar upload',
  typeAndSize: 'Tipo de arquivo e tamanho não suportado',
  imageType: 'Tipo de arquivo não permitido',
  imageContent: 'Arquivo corrompido ou tipo inválido',
} as const;

/** Largest solds CSV: 5 MB (5242880 bytes). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** Largest featured image: 200 KB (204800 bytes). */
export const IMAGE_MAX_BYTES = 200 * 1024;

/** Largest carousel image (issue 23, /upload-imagens): 1 MB — a banner the width of the dashboard. */
export const CAROUSEL_IMAGE_MAX_BYTES = 1024 * 1024;

/** Most images the dashboard carousel holds (issue 23): more would never be seen in one visit. */
export const CAROUSEL_MAX_IMAGES = 10;

/** The carousel's banner shape (issue 23): width ÷ height of the dashboard's slides, 3:1. */
export const CAROUSEL_ASPECT_RATIO = 3;

/** The narrowest carousel image that stays sharp on the notebook's dashboard (px). */
export const CAROUSEL_MIN_WIDTH = 1200;

/**
 * Advice on a carousel image's size (issue 23; sent anyway, the dashboard crops to 3:1): 'small'
 * below {@link CAROUSEL_MIN_WIDTH} px wide, 'shape' more than 15 % away from 3:1, else null.
 */
export function carouselImageAdvice({ width, height }: { width: number; height: number }): 'small' | 'shape' | null {
  if (width < CAROUSEL_MIN_WIDTH) return 'small';
  if (height <= 0 || Math.abs(width / height / CAROUSEL_ASPECT_RATIO - 1) > 0.15) return 'shape';
  return null;
}

/** Image extensions accepted by the wizard. */
export const IMAGE_EXTENSIONS = ['jpeg', 'png', 'jpg'] as const;

/** A file name split at its only dot. */
export interface FileNameParts {
  /** The name before the dot. */
  base: string;
  /** The extension, lower-cased, without the dot. */
  extension: string;
}

/**
 * Splits a name with exactly one dot and a non-empty base and extension ('Foto.PNG' → 'Foto',
 * 'png'); null for any other name ('a.b.png', 'png', '.csv', 'foto.').
 */
export function splitFileName(name: string): FileNameParts | null {
  const pieces = name.split('.');
  if (pieces.length !== 2) return null;
  const [base = '', extension = ''] = pieces;
  return base && extension ? { base, extension: extension.toLowerCase() } : null;
}

/** Adds '…, por favor, tente novamente.' to an upload message, as the wizard shows it. */
export function formatUploadError(message: string): string {
  return `${message}, por favor, tente novamente.`;
}

function fits(size: number, max: number): boolean {
  return Number.isFinite(size) && size >= 0 && size <= max;
}

/**
 * Checks a solds CSV: a name with exactly one dot ending in '.csv' (any case), at most 5 MB.
 * Messages: wrong type 'Tipo de arquivo não suportado', too large 'Tamanho do arquivo acima
 * do limite', both 'Tipo de arquivo e tamanho não suportado'.
 */
export function checkCsvFile(file: FileLike): FileCheck {
  const typeOk = splitFileName(file.name)?.extension === 'csv';
  const sizeOk = fits(file.size, CSV_MAX_BYTES);
  if (typeOk && sizeOk) return { ok: true };
  if (!typeOk && !sizeOk) {
    return { ok: false, reasons: ['type', 'size'], message: FILE_MESSAGES.typeAndSize };
  }
  return typeOk
    ? { ok: false, reasons: ['size'], message: FILE_MESSAGES.tooLarge }
    : { ok: false, reasons: ['type'], message: FILE_MESSAGES.csvType };
}

/** Why a drop zone refused a file before it was read: type, size or anything else. */
export type DropRejection = 'type' | 'size' | 'other';

/**
 * Message for a drop zone's own refusal of a CSV: type and size together 'Tipo de arquivo e
 * tamanho não suportado'; type 'Tipo do arquivo não suportado'; size 'Tamanho do arquivo acima
 * do limite'; anything else (or nothing named) 'Falha ao executar upload'.
 */
export function csvDropRejectionMessage(rejections: readonly DropRejection[]): string {
  const type = rejections.includes('type');
  const size = rejections.includes('size');
  if (type && size) return FILE_MESSAGES.typeAndSize;
  if (type) return FILE_MESSAGES.dropType;
  if (size) return FILE_MESSAGES.tooLarge;
  return FILE_MESSAGES.uploadFailed;
}

/** An image type the wizard accepts, by content. */
export type ImageType = 'png' | 'jpeg';

const SIGNATURES: ReadonlyArray<{ type: ImageType; bytes: readonly number[] }> = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * Detects PNG (89 50 4E 47 0D 0A 1A 0A) or JPEG (FF D8 FF) from a file's first bytes; null
 * for anything else (HEIC, AVIF, GIF, SVG, truncated or empty headers).
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const match = SIGNATURES.find((signature) =>
    signature.bytes.every((byte, i) => bytes[i] === byte),
  );
  return match?.type ?? null;
}

function imageTypeOfExtension(extension: string | undefined): ImageType | null {
  if (extension === 'png') return 'png';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  return null;
}

/**
 * Checks a featured image: a name with exactly one dot and extension jpg, jpeg or png (any
 * case), at most 200 KB, and header bytes matching the extension. Messages, first match wins:
 * - wrong type and too large: 'Tipo de arquivo e tamanho não suportado' (a header mismatch
 *   counts as a wrong type here);
 * - unsupported name or extension (SVG, GIF, …): 'Tipo de arquivo não permitido';
 * - header not matching the extension (HEIC or AVIF renamed .jpg, PNG named .jpg, empty):
 *   'Arquivo corrompido ou tipo inválido';
 * - too large: 'Tamanho do arquivo acima do limite'.
 * The header is required: pass at least the first 8 bytes. `maxBytes` is 200 KB for the
 * notification image (the spec's); the carousel's images may be larger ({@link CAROUSEL_IMAGE_MAX_BYTES}).
 */
export function checkImageFile(file: FileLike & { bytes: Uint8Array }, { maxBytes = IMAGE_MAX_BYTES }: { maxBytes?: number } = {}): FileCheck {
  const expected = imageTypeOfExtension(splitFileName(file.name)?.extension);
  const sizeOk = fits(file.size, maxBytes);
  const typeReason: FileRejectReason | null =
    expected === null ? 'type' : detectImageType(file.bytes) === expected ? null : 'content';
  if (typeReason && !sizeOk) {
    return { ok: false, reasons: [typeReason, 'size'], message: FILE_MESSAGES.typeAndSize };
  }
  if (typeReason === 'type')
    return { ok: false, reasons: ['type'], message: FILE_MESSAGES.imageType };
  if (typeReason === 'content') {
    return { ok: false, reasons: ['content'], message: FILE_MESSAGES.imageContent };
  }
  return sizeOk ? { ok: true } : { ok: false, reasons: ['size'], message: FILE_MESSAGES.tooLarge };
}

/** Turns image bytes into pixels (the browser's `createImageBitmap`, or a test's stand-in). */
export type ImageDecoder = (blob: Blob) => Promise<{ close?: () => void }>;

/**
 * Whether an image file really decodes — a PNG or JPEG whose header is right but whose data is cut
 * short or damaged passes {@link checkImageFile} and would show as a broken image later. Decoded
 * with `createImageBitmap` (what the browser does to show it); null where there is no decoder
 * (Node without a DOM): the header check then stands alone.
 */
export async function imageDecodes(
  blob: Blob,
  decode: ImageDecoder | undefined = typeof globalThis.createImageBitmap === 'function' ? (image) => globalThis.createImageBitmap(image) : undefined,
): Promise<boolean | null> {
  if (!decode) return null;
  try {
    const bitmap = await decode(blob);
    bitmap.close?.();
    return true;
  } catch {
    return false;
  }
}

/**
 * {@link checkImageFile}, then — when the name, header and size pass — the decode
 * ({@link imageDecodes}): a file that does not decode is refused as 'content'
 * ('Arquivo corrompido ou tipo inválido').
 */
export async function checkImageFileDecodes(
  file: FileLike & { bytes: Uint8Array; blob: Blob },
  decode?: ImageDecoder,
  options: { maxBytes?: number } = {},
): Promise<FileCheck> {
  const check = checkImageFile(file, options);
  if (!check.ok) return check;
  const decodes = decode ? await imageDecodes(file.blob, decode) : await imageDecodes(file.blob);
  return decodes === false ? { ok: false, reasons: ['content'], message: FILE_MESSAGES.imageContent } : check;
}

/**
 * A readable description of an image from its file name, for its `alt` (the dashboard carousel and
 * its preview on /upload-imagens): '.../campanha-lancamento.png' → 'Campanha lancamento'; '' for a
 * data URL or a name with no words.
 */
export function altFromUrl(url: string): string {
  if (url.startsWith('data:')) return '';
  const path = url.split(/[?#]/)[0] ?? '';
  let file = path.slice(path.lastIndexOf('/') + 1);
  try {
    file = decodeURIComponent(file);
  } catch {
    // keep the raw name
  }
  const words = file.replace(/\.[a-z0-9]+$/i, '').replace(/[-_+.]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toLocaleUpperCase('pt-BR') + words.slice(1) : '';
}

/** Base64 of bytes (in chunks, so a 5 MB image does not overflow the call stack): what the image uploads carry. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
