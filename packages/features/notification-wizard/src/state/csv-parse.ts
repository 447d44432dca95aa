/**
 * A small CSV reader for the solds list, written for what Brazilian users actually upload:
 * UTF-8 with or without BOM, or Windows-1252 (Excel's "CSV" on Windows); ',' ';' or tab separators;
 * an Excel 'sep=;' first line; CRLF, LF or CR line ends; quoted fields with "" escapes and line
 * breaks inside quotes; an optional 'codigo_sold' header (case- and accent-insensitive); blank
 * lines ignored; Excel's ="000123" text trick unwrapped. Incremental: `write` chunks, then `end`,
 * so the same code runs in the worker (one chunk) and on the main thread (chunks between yields).
 */

/** Name of the only column of the solds list (spec §3). */
export const CSV_COLUMN = 'codigo_sold';

/** Which text encoding a file was read with. */
export type CsvEncoding = 'utf-8' | 'windows-1252';

/**
 * Decodes a file's bytes: strict UTF-8 first (a BOM is dropped), Windows-1252 when the bytes are
 * not valid UTF-8 (accented names saved by Excel on Windows).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: stripBom(text), encoding: 'utf-8' };
  } catch {
    return { text: stripBom(new TextDecoder('windows-1252').decode(bytes)), encoding: 'windows-1252' };
  }
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** Lower-case, without accents, spaces as '_': 'Código Sold' → 'codigo_sold'. */
export function normaliseHeader(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** What a cell holds once read: a code (digits only), nothing, or something else. */
export type CellValue = { kind: 'code'; code: string } | { kind: 'blank' } | { kind: 'invalid'; text: string };

/**
 * Reads one cell as a sold code: trimmed, Excel's ="000123" unwrapped, inner spaces refused.
 * Digits only (leading zeros kept as written).
 */
export function readCodeCell(raw: string): CellValue {
  let value = raw.trim();
  if (value.startsWith('="') && value.endsWith('"') && value.length >= 3) value = value.slice(2, -1).trim();
  if (value === '') return { kind: 'blank' };
  return /^\d+$/.test(value) ? { kind: 'code', code: value } : { kind: 'invalid', text: value };
}

/** Receives the cells of the code column, in file order. */
export interface CsvSink {
  code(code: string): void;
  blank(): void;
  invalid(text: string): void;
}

/** What the reader learnt about the file's layout. */
export interface CsvLayout {
  separator: string;
  /** Whether the file had a 'codigo_sold' header (the row is not data). */
  header: boolean;
  /** Whether the file started with Excel's 'sep=x' line. */
  excelSepLine: boolean;
  /** 0-based index of the code column. */
  column: number;
}

const SEPARATORS = [';', ',', '\t'] as const;

/** Picks the separator of a first line: the most frequent of ';' ',' and tab outside quotes (';' when none). */
export function detectSeparator(line: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((sep) => [sep, 0]));
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i] as string;
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = ';';
  let bestCount = 0;
  for (const sep of SEPARATORS) {
    const count = counts.get(sep) ?? 0;
    if (count > bestCount) {
      best = sep;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Incremental CSV reader of the code column. Feed text with `write` (any chunk sizes, a record may
 * span chunks) and finish with `end`. Only the code column reaches the sink.
 */
export class CsvCodeReader {
  private carry = '';
  private layout: CsvLayout | null = null;
  private sawFirstLine = false;
  private headerSeen = false;
  private readonly sink: CsvSink;

  constructor(sink: CsvSink) {
    this.sink = sink;
  }

  /** The layout, once the first record has been read. */
  get detected(): CsvLayout | null {
    return this.layout;
  }

  write(chunk: string): void {
    this.consume(this.carry + chunk, false);
  }

  end(): void {
    this.consume(this.carry, true);
    this.carry = '';
  }

  private consume(text: string, final: boolean): void {
    let i = 0;
    if (!this.sawFirstLine) {
      // The first line decides the separator (or is Excel's 'sep=x' line).
      const firstBreak = nextBreak(text, 0);
      const splitCrlf = firstBreak === text.length - 1 && text[firstBreak] === '\r';
      if ((firstBreak === -1 || splitCrlf) && !final) {
        this.carry = text;
        return;
      }
      const lineEnd = firstBreak === -1 ? text.length : firstBreak;
      const firstLine = text.slice(0, lineEnd);
      this.sawFirstLine = true;
      const sepLine = /^\s*"?sep=(.)"?\s*$/i.exec(firstLine);
      if (sepLine) {
        this.layout = { separator: sepLine[1] as string, header: false, excelSepLine: true, column: -1 };
        i = skipBreak(text, lineEnd);
      } else {
        this.layout = { separator: detectSeparator(firstLine), header: false, excelSepLine: false, column: -1 };
      }
    }
    const layout = this.layout as CsvLayout;
    const sep = layout.separator;
    const length = text.length;
    // Cached positions of the next LF, CR and quote, so no line rescans text that a later line needs.
    let nextLf = -2;
    let nextCr = -2;
    let nextQuote = -2;
    while (i < length) {
      if (nextLf !== -1 && nextLf < i) nextLf = text.indexOf('\n', i);
      if (nextCr !== -1 && nextCr < i) nextCr = text.indexOf('\r', i);
      if (nextQuote !== -1 && nextQuote < i) nextQuote = text.indexOf('"', i);
      const lineEnd = nextLf === -1 ? nextCr : nextCr === -1 ? nextLf : Math.min(nextLf, nextCr);
      if (lineEnd === -1 && !final) break;
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
      if (lineEnd === length - 1 && text[lineEnd] === '\r' && !final) break;
      const end = lineEnd === -1 ? length : lineEnd;
      if (nextQuote === -1 || nextQuote >= end) {
        // Fast path: a line without quotes. Once the header is known, only the code cell is cut out.
        if (this.headerSeen) this.cell(text, i, end, sep, layout.column);
        else this.record(i === end ? null : text.slice(i, end).split(sep));
        i = skipBreak(text, end);
        continue;
      }
      const parsed = parseQuotedRecord(text, i, sep, final);
      if (!parsed) break;
      this.record(parsed.fields);
      i = parsed.next;
      nextLf = -2;
      nextCr = -2;
      nextQuote = -2;
    }
    this.carry = i < length ? text.slice(i) : '';
  }

  /** Reads cell `column` of the unquoted line text[start, end) straight to the sink. */
  private cell(text: string, start: number, end: number, sep: string, column: number): void {
    let from = start;
    for (let k = 0; k < column; k += 1) {
      const at = text.indexOf(sep, from);
      if (at === -1 || at >= end) {
        this.sink.blank();
        return;
      }
      from = at + 1;
    }
    let to = text.indexOf(sep, from);
    if (to === -1 || to > end) to = end;
    // Trim spaces and tabs.
    while (from < to && (text.charCodeAt(from) === 32 || text.charCodeAt(from) === 9)) from += 1;
    while (to > from && (text.charCodeAt(to - 1) === 32 || text.charCodeAt(to - 1) === 9)) to -= 1;
    if (from === to) {
      this.sink.blank();
      return;
    }
    let digits = true;
    for (let k = from; k < to; k += 1) {
      const code = text.charCodeAt(k);
      if (code < 48 || code > 57) {
        digits = false;
        break;
      }
    }
    if (digits) {
      this.sink.code(text.slice(from, to));
      return;
    }
    const value = readCodeCell(text.slice(from, to));
    if (value.kind === 'code') this.sink.code(value.code);
    else if (value.kind === 'blank') this.sink.blank();
    else this.sink.invalid(value.text);
  }

  private record(fields: string[] | null): void {
    const layout = this.layout as CsvLayout;
    if (!fields || fields.every((field) => field.trim() === '')) {
      this.sink.blank();
      return;
    }
    if (!this.headerSeen) {
      this.headerSeen = true;
      // First non-blank record: a header when one cell reads 'codigo_sold'; otherwise data in the first column.
      const index = fields.findIndex((field) => normaliseHeader(field) === CSV_COLUMN);
      if (index >= 0) {
        layout.header = true;
        layout.column = index;
        return;
      }
      layout.column = 0;
    }
    const value = readCodeCell(fields[layout.column] ?? '');
    if (value.kind === 'code') this.sink.code(value.code);
    else if (value.kind === 'blank') this.sink.blank();
    else this.sink.invalid(value.text);
  }
}

/** Index of the next line break (LF or CR) from `from`, or -1. */
function nextBreak(text: string, from: number): number {
  const lf = text.indexOf('\n', from);
  const cr = text.indexOf('\r', from);
  if (lf === -1) return cr;
  if (cr === -1) return lf;
  return Math.min(lf, cr);
}

/** Position after the line break at `at` (CRLF counts as one). */
function skipBreak(text: string, at: number): number {
  if (at >= text.length) return text.length;
  if (text[at] === '\r' && text[at + 1] === '\n') return at + 2;
  return at + 1;
}

/**
 * Reads one record that contains quotes, character by character, from `start`. Null when the
 * record is not complete yet (an open quote or no line break before the end) and more text may come.
 */
export function parseQuotedRecord(
  text: string,
  start: number,
  sep: string,
  final: boolean,
): { fields: string[]; next: number } | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let i = start;
  const length = text.length;
  while (i < length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        if (i + 1 >= length && !final) return null;
        quoted = false;
        i += 1;
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
      i += 1;
      continue;
    }
    if (char === sep) {
      fields.push(field);
      field = '';
      i += 1;
      continue;
    }
    if (char === '\n' || char === '\r') {
      if (char === '\r' && i + 1 >= length && !final) return null;
      fields.push(field);
      return { fields, next: skipBreak(text, i) };
    }
    field += char;
    i += 1;
  }
  if (!final) return null;
  fields.push(field);
  return { fields, next: length };
}
