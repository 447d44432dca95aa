/**
 * Export cells of the users list and the team list (shell spec §2, §5; OWASP CSV Injection).
 * Cells are the raw server text (not the display text, which is sanitised for the screen) made
 * inert by `escapeExportCell`; the CSV is `toCsv` (';' separator, UTF-8 BOM, RFC 4180 quoting).
 */
import { EXPORT_MIME, escapeExportCell, toCsv, xlsxWorkbook as coreXlsxWorkbook, type XlsxWorkbook } from '@conecta/core';
import { MESSAGES } from '../messages';
import type { UserListRow } from './types';

/** Header row of the users export. */
export const USERS_EXPORT_HEADER: readonly string[] = [
  MESSAGES.columns.nome,
  MESSAGES.columns.email,
  MESSAGES.columns.funcao,
  MESSAGES.columns.broker,
  MESSAGES.columns.tipo,
  MESSAGES.columns.status,
];

/** Header row of the team export ('Baixar planilha'). */
export const TEAM_EXPORT_HEADER: readonly string[] = [...USERS_EXPORT_HEADER, MESSAGES.columns.grupoMeta];

const statusText = (row: UserListRow) => (row.ativo ? MESSAGES.status.ativo : MESSAGES.status.inativo);

/** The raw cells of a line, in export column order (not escaped yet). */
function rawCells(row: UserListRow): string[] {
  return [row.nomeUsuario, row.email, row.funcao, row.brokers.join(', '), row.tipo, statusText(row)];
}

/**
 * The users export as rows of escaped text cells, header first. Every cell goes through
 * `escapeExportCell`, so none starts with = + - @ tab CR LF, and none holds a tab or line break
 * without a leading apostrophe.
 */
export function usersExportRows(rows: readonly UserListRow[]): string[][] {
  return usersRawRows(rows).map((cells) => cells.map(escapeExportCell));
}

/** The users export before escaping (header first): what `toCsv` takes, since it escapes itself. */
function usersRawRows(rows: readonly UserListRow[]): string[][] {
  const out: string[][] = [[...USERS_EXPORT_HEADER]];
  for (const row of rows) out.push(rawCells(row));
  return out;
}

/** The team export ('Baixar planilha'): the users columns plus the sales group. */
export function teamExportRows(rows: readonly UserListRow[]): string[][] {
  const out: string[][] = [TEAM_EXPORT_HEADER.map(escapeExportCell)];
  for (const row of rows) out.push([...rawCells(row), row.grupoMeta ?? ''].map(escapeExportCell));
  return out;
}

/** The .csv document: ';' separated, CRLF records, UTF-8 BOM (Excel in pt-BR reads accents). */
export function usersCsv(rows: readonly UserListRow[]): string {
  // toCsv runs escapeExportCell on every cell itself (escaping twice would add a second apostrophe).
  return toCsv(usersRawRows(rows), { separator: ';', bom: true });
}

export { XLSX_CELL_LIMIT, inlineCells, writerMistakesForMember, xlsxSheetData } from '@conecta/core';
export type { XlsxTextCell, XlsxWorkbook } from '@conecta/core';

/** Column widths (characters) of the .xlsx files. */
export const XLSX_COLUMNS: readonly { width: number }[] = [
  { width: 36 },
  { width: 36 },
  { width: 22 },
  { width: 28 },
  { width: 14 },
  { width: 10 },
  { width: 14 },
];

/**
 * What to hand write-excel-file for an export of escaped rows, header first: core's `xlsxWorkbook`
 * with the users columns' widths.
 */
export function xlsxWorkbook(rows: readonly (readonly string[])[], sheet: string): XlsxWorkbook {
  return coreXlsxWorkbook(rows, sheet, XLSX_COLUMNS);
}

/** File names with extension: 'usuarios.xlsx', 'usuarios.csv', 'equipe.xlsx'. */
export const fileName = (base: 'usuarios' | 'equipe', extension: 'xlsx' | 'csv') => `${base}.${extension}`;

/** MIME types of the two exports. */
export const MIME = EXPORT_MIME;
