/**
 * Text sanitising for input and server text, and spreadsheet-safe export cells and CSV
 * (shell spec §5; OWASP "CSV Injection").
 */

/** Characters that make a spreadsheet read a typed value as a formula. */
const FORMULA_LEAD = /^[=+\-@]/;

/**
 * Sanitises user input and text read from the server: removes '<' and '>', doubles every '"',
 * and prefixes a single quote when the text starts with '=', '+', '-' or '@'. Whitespace is kept
 * (names are not trimmed). Quote doubling makes it non-idempotent: apply it once per hop.
 */
export function sanitizeText(input: string): string {
  const text = input.replace(/[<>]/g, '').replace(/"/g, '""');
  return FORMULA_LEAD.test(text) ? `'${text}` : text;
}

/**
 * Export cells that need an apostrophe: a leading = + - @ (formula), or a tab, CR or LF anywhere.
 * That covers OWASP's leading tab/CR/LF and the shell spec's "containing tab or newline".
 */
const EXPORT_NEEDS_APOSTROPHE = /^[=+\-@]|[\t\r\n]/;

/** A value an export cell accepts. */
export type ExportCellValue = string | number | null | undefined;

/**
 * Makes one exported cell inert for spreadsheets. A string that starts with '=', '+', '-', '@',
 * tab, CR or LF (OWASP), or that contains a tab or a line break (shell spec §5), gets a leading
 * apostrophe. Finite numbers are written as plain digits ('-5' stays a number), null, undefined
 * and non-finite numbers become ''. Quoting is {@link toCsv}'s job, so the result also suits
 * .xlsx cells.
 */
export function escapeExportCell(value: ExportCellValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value === null || value === undefined) return '';
  return EXPORT_NEEDS_APOSTROPHE.test(value) ? `'${value}` : value;
}

/** Options of {@link toCsv}. */
export interface CsvOptions {
  /**
   * Field separator, one character other than '"', CR or LF.
   * @default ';'
   */
  separator?: string;
  /**
   * Prefix the UTF-8 byte order mark so Excel reads accents correctly.
   * @default true
   */
  bom?: boolean;
}

/**
 * What a CSV field is quoted for, whatever the separator: a double quote, CR, LF, and both list
 * separators. A spreadsheet in a locale whose list separator is ',' (en-US) or ';' (pt-BR) may
 * split on either, so a ',' or ';' inside a field is always quoted.
 */
const CSV_NEEDS_QUOTES = /[",;\r\n]/;

function quoteField(cell: string, separator: string): string {
  const needsQuotes = CSV_NEEDS_QUOTES.test(cell) || cell.includes(separator);
  return needsQuotes ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * Builds a CSV document (RFC 4180): every cell goes through {@link escapeExportCell}; fields
 * holding the separator, a double quote, CR, LF, ',' or ';' (whatever the separator) are quoted
 * with inner quotes doubled; records are joined by CRLF with no trailing line break; the UTF-8
 * BOM is prefixed when `bom` is true. Throws a RangeError for an invalid separator.
 */
export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<ExportCellValue>>,
  { separator = ';', bom = true }: CsvOptions = {},
): string {
  if (separator.length !== 1 || /["\r\n]/.test(separator)) {
    throw new RangeError(`Invalid CSV separator: ${JSON.stringify(separator)}`);
  }
  const body = rows
    .map((row) => row.map((cell) => quoteField(escapeExportCell(cell), separator)).join(separator))
    .join('\r\n');
  return bom ? `\uFEFF${body}` : body;
}
