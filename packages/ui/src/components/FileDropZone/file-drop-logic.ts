import { csvDropRejectionMessage, formatFileSize } from '@conecta/core';

/** Why a file was refused: its type, its size, its content (header bytes) or anything else. */
export type FileDropReason = 'type' | 'size' | 'content' | 'other';

/**
 * Result of checking a file: accepted, or refused with the reasons and the message shown to the
 * user. `@conecta/core`'s `checkCsvFile` and `checkImageFile` return this shape.
 */
export type FileDropCheck = { ok: true } | { ok: false; reasons: readonly FileDropReason[]; message: string };

/** What the built-in check needs to know about a file. */
export interface FileFacts {
  name: string;
  size: number;
}

/** The built-in limits of a drop zone. */
export interface FileDropLimits {
  /** Extensions without the dot ('csv', 'png'); empty or absent accepts any type. */
  acceptedExtensions?: readonly string[] | undefined;
  /** Largest size in bytes; absent accepts any size. */
  maxBytes?: number | undefined;
}

/** The extension after the last dot, lower-cased ('Solds.CSV' → 'csv'); '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Checks a file's extension and size against the zone's limits. Messages follow the notifications
 * spec's drop rejections: type 'Tipo do arquivo não suportado', size 'Tamanho do arquivo acima do
 * limite', both 'Tipo de arquivo e tamanho não suportado'.
 */
export function checkFileAgainstLimits(file: FileFacts, limits: FileDropLimits): FileDropCheck {
  const accepted = (limits.acceptedExtensions ?? []).map((ext) => ext.replace(/^\./, '').toLowerCase());
  const typeOk = accepted.length === 0 || accepted.includes(extensionOf(file.name));
  const sizeOk =
    limits.maxBytes === undefined || (Number.isFinite(file.size) && file.size >= 0 && file.size <= limits.maxBytes);
  if (typeOk && sizeOk) return { ok: true };
  const reasons: FileDropReason[] = [];
  if (!typeOk) reasons.push('type');
  if (!sizeOk) reasons.push('size');
  return { ok: false, reasons, message: csvDropRejectionMessage(reasons as ('type' | 'size')[]) };
}

/** The refusal used when reading or checking a file fails unexpectedly: 'Falha ao executar upload'. */
export function uploadFailure(): FileDropCheck {
  return { ok: false, reasons: ['other'], message: csvDropRejectionMessage(['other']) };
}

/** Values for the file picker's `accept` attribute ('csv' → '.csv'). */
export function acceptAttribute(extensions: readonly string[] | undefined): string[] | undefined {
  if (!extensions || extensions.length === 0) return undefined;
  return extensions.map((ext) => `.${ext.replace(/^\./, '').toLowerCase()}`);
}

/** A size limit as people write it: '5 MB', '200 KB', otherwise the exact size ('1,50 KB'). */
export function formatLimit(bytes: number): string {
  const KIB = 1024;
  if (bytes >= KIB * KIB && bytes % (KIB * KIB) === 0) return `${bytes / (KIB * KIB)} MB`;
  if (bytes >= KIB && bytes % KIB === 0) return `${bytes / KIB} KB`;
  return formatFileSize(bytes);
}

/**
 * The default caption under a drop zone: one extension as '.csv', several as 'JPG ou PNG' or
 * 'JPG, JPEG ou PNG', followed by 'com no máximo 5 MB' when there is a limit.
 */
export function describeLimits(limits: FileDropLimits): string {
  const exts = (limits.acceptedExtensions ?? []).map((ext) => ext.replace(/^\./, '').toLowerCase());
  let types = '';
  if (exts.length === 1) types = `.${exts[0]}`;
  else if (exts.length > 1) {
    const upper = exts.map((ext) => ext.toUpperCase());
    types = `${upper.slice(0, -1).join(', ')} ou ${upper[upper.length - 1]}`;
  }
  const size = limits.maxBytes === undefined ? '' : `com no máximo ${formatLimit(limits.maxBytes)}`;
  if (types && size) return `${types} ${size}`;
  if (size) return `Arquivo ${size}`;
  return types;
}
