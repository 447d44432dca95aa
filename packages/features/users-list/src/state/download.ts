/**
 * Producing and saving the export files. write-excel-file is loaded only when the user exports
 * (dynamic import), so the list's bundle stays small.
 */
import { saveBlob } from '@conecta/core';
import { MIME, fileName, usersCsv, xlsxWorkbook } from './export';
import type { UserListRow } from './types';

/**
 * The .xlsx of escaped rows (header first) as a Blob, written by write-excel-file/browser with the
 * workaround of `xlsxWorkbook` (texts such as 'constructor' or '__proto__' would corrupt the file).
 */
export async function xlsxBlob(rows: readonly (readonly string[])[], sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const { data, sheetOptions, options } = xlsxWorkbook(rows, sheet);
  return writeXlsxFile(data, sheetOptions, options).toBlob();
}

/** The users .csv as a Blob (BOM included by `usersCsv`). */
export function csvBlob(rows: readonly UserListRow[]): Blob {
  return new Blob([usersCsv(rows)], { type: MIME.csv });
}

export { fileName, saveBlob };
