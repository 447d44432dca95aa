/**
 * Arguments for write-excel-file (the .xlsx exports of the users list and the target tracking
 * report): text cells always written as text (never a formula), numbers as numbers, the header
 * bold, Excel's cell limit, and the workaround for texts the writer 4.x cannot store. Pure: the
 * feature hands the result to `write-excel-file/browser` (or `/node` in tests and benches).
 */

/** Maximum characters of an .xlsx cell (Excel's limit); longer text is cut, never spilled into a formula. */
export const XLSX_CELL_LIMIT = 32_767;

/** A text cell of write-excel-file: always `type: String`, so nothing is written as a formula. */
export interface XlsxTextCell {
  type: StringConstructor;
  value: string;
  fontWeight?: 'bold';
}

/** A number cell of write-excel-file (a figure Excel can sum), with an optional number format such as '#,##0'. */
export interface XlsxNumberCell {
  type: NumberConstructor;
  value: number;
  format?: string;
}

/** A cell of the exports: text (escaped by the caller) or a number. */
export type XlsxCell = XlsxTextCell | XlsxNumberCell;

/** What an export row holds: texts (already escaped with `escapeExportCell`) and numbers. */
export type XlsxValue = string | number;

/** Number format of the number cells: thousands grouped, at most two decimals. */
export const XLSX_NUMBER_FORMAT = '#,##0.##';

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
export function xlsxSheetData(rows: readonly (readonly XlsxValue[])[]): XlsxCell[][] {
  return rows.map((cells, index) =>
    cells.map((cell): XlsxCell => {
      if (typeof cell === 'number') return { type: Number, value: cell, format: XLSX_NUMBER_FORMAT };
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

/** Stands in for a text the writer cannot store until {@link inlineCells} puts the text back. */
const STAND_IN = '\u200B';

/** The three arguments of write-excel-file's `writeXlsxFile(data, sheetOptions, options)`. */
export interface XlsxWorkbook {
  /** The cells, header first. */
  data: XlsxCell[][];
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
export function xlsxWorkbook(
  rows: readonly (readonly XlsxValue[])[],
  sheet: string,
  columns: readonly { width: number }[],
): XlsxWorkbook {
  const data = xlsxSheetData(rows);
  const texts = new Map<string, string>();
  data.forEach((cells, rowIndex) =>
    cells.forEach((cell, columnIndex) => {
      if (typeof cell.value !== 'string' || !writerMistakesForMember(cell.value)) return;
      texts.set(`${columnLetters(columnIndex)}${rowIndex + 1}`, cell.value);
      cell.value += STAND_IN;
    }),
  );
  return {
    data,
    sheetOptions: { sheet, columns: columns.slice(0, rows[0]?.length ?? 0).map((column) => ({ ...column })) },
    options: { features: [{ files: { transform: { 'xl/worksheets/sheet{id}.xml': { transform: (xml) => inlineCells(xml, texts) } } } }] },
  };
}

/** MIME types of the .csv and .xlsx exports. */
export const EXPORT_MIME = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
