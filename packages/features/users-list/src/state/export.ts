/**
 * Export cells of the users list and the team list (shell spec §2, §5; OWASP CSV Injection).
 * Cells are the raw server text (not the display text, which is sanitised for the screen) made
 * inert by `escapeExportCell`; the CSV is `toCsv` (';' separator, UTF-8 BOM, RFC 4180 quoting).
 */
import { escapeExportCell, toCsv } from '@conecta/core';
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

/** Maximum characters of an .xlsx cell (Excel's limit); longer text is cut, never spilled into a formula. */
export const XLSX_CELL_LIMIT = 32_767;

/** A text cell of write-excel-file: always `type: String`, so nothing is written as a formula. */
export interface XlsxTextCell {
  type: StringConstructor;
  value: string;
  fontWeight?: 'bold';
}

/** Cuts a text to Excel's cell limit without splitting an emoji (a UTF-16 surrogate pair) in two. */
function cutToCellLimit(text: string): string {
  if (text.length <= XLSX_CELL_LIMIT) return text;
  const last = text.charCodeAt(XLSX_CELL_LIMIT - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? XLSX_CELL_LIMIT - 1 : XLSX_CELL_LIMIT);
}

/**
 * Sheet data for write-excel-file: every cell an explicit String cell (never 'Formula'), the header
 * bold. Write it through {@link xlsxWorkbook}, which adds the workaround for texts the writer cannot
 * store.
 */
export function xlsxSheetData(rows: readonly (readonly string[])[]): XlsxTextCell[][] {
  return rows.map((cells, index) =>
    cells.map((cell) => {
      const value = cutToCellLimit(cell);
      return index === 0 ? { type: String, value, fontWeight: 'bold' as const } : { type: String, value };
    }),
  );
}

const PLAIN_OBJECT: Readonly<Record<string, unknown>> = {};

/**
 * Whether write-excel-file 4.1.1 writes a corrupt workbook for this cell text. Its shared-strings
 * table is a plain object (`sharedStringIdByString = {}` in `initializeSharedStrings.js`): looking up
 * 'constructor', 'toString', 'hasOwnProperty', '__proto__'… finds Object.prototype's member instead
 * of "not seen yet", so the string is never added and the cell's index becomes
 * `<v>function Object() { [native code] }</v>` (or `[object Object]`). This is the same lookup on
 * the same kind of object, so it covers whatever the JavaScript engine puts on Object.prototype.
 */
export function writerMistakesForMember(text: string): boolean {
  return PLAIN_OBJECT[text] !== undefined;
}

/** Excel's column letters of a zero-based column index (0 → A, 26 → AA). */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const escapeXmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every `<c …>…</c>` or `<c …/>` of a sheet; group 1 is its attributes. */
const CELL_ELEMENT = /<c\b([^>]*?)(?:\/>|>[\s\S]*?<\/c>)/g;

/**
 * Rewrites the cells at the given addresses of a sheet's XML as inline strings
 * (`t="inlineStr"`: the text sits in the cell, no shared-strings table is involved), keeping the
 * cell's style.
 */
export function inlineCells(xml: string, texts: ReadonlyMap<string, string>): string {
  if (texts.size === 0) return xml;
  return xml.replace(CELL_ELEMENT, (element, attributes: string) => {
    const address = /\br="([A-Z]+\d+)"/.exec(attributes)?.[1];
    const text = address === undefined ? undefined : texts.get(address);
    if (text === undefined) return element;
    const style = /\bs="(\d+)"/.exec(attributes)?.[1];
    const space = text.trim() === text ? '' : ' xml:space="preserve"';
    return `<c r="${address}"${style === undefined ? '' : ` s="${style}"`} t="inlineStr"><is><t${space}>${escapeXmlText(text)}</t></is></c>`;
  });
}

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

/** Stands in for a text the writer cannot store until {@link inlineCells} puts the text back. */
const STAND_IN = '\u200B';

/** The three arguments of write-excel-file's `writeXlsxFile(data, sheetOptions, options)`. */
export interface XlsxWorkbook {
  /** The cells, header first. */
  data: XlsxTextCell[][];
  /** The sheet's name and the column widths. */
  sheetOptions: { sheet: string; columns: { width: number }[] };
  /** A write-excel-file "feature" that writes back the cells the writer cannot store. */
  options: {
    features: { files: { transform: { 'xl/worksheets/sheet{id}.xml': { transform: (xml: string) => string } } } }[];
  };
}

/**
 * What to hand write-excel-file (`/browser` in the page, `/node` in tests and the bench) for an
 * export of escaped rows, header first. A cell whose text the writer would corrupt
 * ({@link writerMistakesForMember}) gets a stand-in text that is safe for the writer (the same text
 * with a zero-width space, so even a missed rewrite opens and reads alike), and a feature of the
 * writer's own extension API rewrites exactly those cells as inline strings with the real text. No
 * other cell is touched, so the cost is nil when no such text occurs.
 */
export function xlsxWorkbook(rows: readonly (readonly string[])[], sheet: string): XlsxWorkbook {
  const data = xlsxSheetData(rows);
  const texts = new Map<string, string>();
  data.forEach((cells, rowIndex) =>
    cells.forEach((cell, columnIndex) => {
      if (!writerMistakesForMember(cell.value)) return;
      texts.set(`${columnLetters(columnIndex)}${rowIndex + 1}`, cell.value);
      cell.value += STAND_IN;
    }),
  );
  return {
    data,
    sheetOptions: { sheet, columns: XLSX_COLUMNS.slice(0, rows[0]?.length ?? 0).map((column) => ({ ...column })) },
    options: { features: [{ files: { transform: { 'xl/worksheets/sheet{id}.xml': { transform: (xml) => inlineCells(xml, texts) } } } }] },
  };
}


/** File names with extension: 'usuarios.xlsx', 'usuarios.csv', 'equipe.xlsx'. */
export const fileName = (base: 'usuarios' | 'equipe', extension: 'xlsx' | 'csv') => `${base}.${extension}`;

/** MIME types of the two exports. */
export const MIME = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
