/**
 * The solds list reader, for what Brazilian users actually upload: UTF-8 with or without BOM, or
 * Windows-1252 (Excel's "CSV" on Windows); ',' ';' or tab separators; an Excel 'sep=;' first line;
 * CRLF, LF or CR line ends (mixed too); quoted fields with "" escapes and line breaks inside quotes;
 * an optional 'codigo_sold' header (case- and accent-insensitive); blank lines ignored; Excel's
 * ="000123" text trick unwrapped.
 *
 * The records are split by papaparse (linear: 400,000 codes in a few hundred ms), with the
 * separator and the line break given to it (never guessed); this module adds what is ours: the
 * 'sep=' line, the separator rule, the header and the code column. One case papaparse does not
 * read as Excel users expect is a quoted field with text after its closing quote ('"Bar" do Zé;1'):
 * papaparse then reads on to the next closing quote, swallowing the lines between. When it reports
 * such a quote, the rest of the file (from the start of that papaparse chunk) is read by the small
 * lenient record reader below, which keeps that text and stops at the line break.
 */
import Papa from 'papaparse';

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
  /** 0-based index of the code column (-1 until the first non-blank record). */
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

/** The line break of a text when it uses one kind only; null when it mixes them. Linear (indexOf). */
export function lineBreakOf(text: string): '\n' | '\r\n' | '\r' | null {
  if (text.indexOf('\r') === -1) return '\n';
  if (text.indexOf('\n') === -1) return '\r';
  let crs = 0;
  for (let at = text.indexOf('\r'); at !== -1; at = text.indexOf('\r', at + 1)) {
    if (text.charCodeAt(at + 1) !== 10) return null;
    crs += 1;
  }
  let lfs = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lfs += 1;
  return lfs === crs ? '\r\n' : null;
}

/** Papaparse cannot take these as a separator; a 'sep=' line naming one falls back to ';'. */
const BAD_SEPARATORS = new Set(['\r', '\n', '"', '\uFEFF']);

/** The text papaparse reads, and the layout decided from the first line. */
interface Prepared {
  /** The records, without the final line break. */
  body: string;
  /** The same with it (the lenient reader's text; `body` is its prefix). */
  full: string;
  /** The text is a single line break: one blank record. */
  oneBlank: boolean;
  newline: '\n' | '\r\n' | '\r';
  layout: CsvLayout;
}

/**
 * Decides the layout from the first line (Excel's 'sep=x' line, dropped, or the separator rule),
 * gives the text one kind of line break (mixed files are normalised to LF) and drops one final line
 * break (papaparse would read an empty last record after it).
 */
function prepare(text: string): Prepared {
  const firstBreak = nextBreak(text, 0);
  const firstLine = firstBreak === -1 ? text : text.slice(0, firstBreak);
  const sepLine = /^\s*"?sep=(.)"?\s*$/i.exec(firstLine);
  let body = text;
  let layout: CsvLayout;
  if (sepLine) {
    const named = sepLine[1] as string;
    layout = { separator: BAD_SEPARATORS.has(named) ? ';' : named, header: false, excelSepLine: true, column: -1 };
    body = firstBreak === -1 ? '' : text.slice(skipBreak(text, firstBreak));
  } else {
    layout = { separator: detectSeparator(firstLine), header: false, excelSepLine: false, column: -1 };
  }
  let newline = lineBreakOf(body);
  if (newline === null) {
    body = body.replace(/\r\n?/g, '\n');
    newline = '\n';
  }
  const full = body;
  if (body.endsWith(newline)) body = body.slice(0, body.length - newline.length);
  return { body, full, oneBlank: full === newline, newline, layout };
}

/** Turns records into sink calls: blank records, the header (first non-blank record), the code column. */
class CodeColumn {
  readonly layout: CsvLayout;
  private readonly sink: CsvSink;
  private headerSeen = false;

  constructor(sink: CsvSink, layout: CsvLayout) {
    this.sink = sink;
    this.layout = layout;
  }

  record(fields: readonly string[]): void {
    const layout = this.layout;
    if (this.headerSeen) {
      const cell = fields[layout.column];
      // Fast path: a cell of digits only.
      if (cell !== undefined && cell.length > 0 && isDigits(cell)) {
        this.sink.code(cell);
        return;
      }
      if (isBlank(fields)) {
        this.sink.blank();
        return;
      }
      this.cell(cell ?? '');
      return;
    }
    if (isBlank(fields)) {
      this.sink.blank();
      return;
    }
    this.headerSeen = true;
    // First non-blank record: a header when one cell reads 'codigo_sold'; otherwise data in the first column.
    const index = fields.findIndex((field) => normaliseHeader(field) === CSV_COLUMN);
    if (index >= 0) {
      layout.header = true;
      layout.column = index;
      return;
    }
    layout.column = 0;
    this.cell(fields[0] ?? '');
  }

  private cell(raw: string): void {
    const value = readCodeCell(raw);
    if (value.kind === 'code') this.sink.code(value.code);
    else if (value.kind === 'blank') this.sink.blank();
    else this.sink.invalid(value.text);
  }
}

function isDigits(cell: string): boolean {
  for (let k = 0; k < cell.length; k += 1) {
    const code = cell.charCodeAt(k);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

function isBlank(fields: readonly string[]): boolean {
  for (const field of fields) if (field.trim() !== '') return false;
  return true;
}

/**
 * Reads one record that contains quotes, character by character, from `start`, the way Excel users
 * expect: a quote opens a quoted field only at the field's start (after spaces), text after a
 * closing quote is kept, the record stops at the line break. Null when the record is not complete
 * yet (an open quote or no line break before the end) and more text may come (`final` false).
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

/** The lenient reader of the rest of a file whose quotes papaparse refused, from `from`. Linear. */
function readLeniently(text: string, from: number, sep: string, column: CodeColumn): void {
  let i = from;
  const length = text.length;
  while (i < length) {
    const lineEnd = nextBreak(text, i);
    const end = lineEnd === -1 ? length : lineEnd;
    const quote = text.indexOf('"', i);
    if (quote === -1 || quote >= end) {
      column.record(i === end ? [''] : text.slice(i, end).split(sep));
      i = end === length ? length : skipBreak(text, end);
      continue;
    }
    const parsed = parseQuotedRecord(text, i, sep, true) as { fields: string[]; next: number };
    column.record(parsed.fields);
    i = parsed.next;
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a field starts with spaces (or tabs) and then a quote. One linear regex search. */
function quoteAfterSpaces(text: string, sep: string): boolean {
  const spaces = sep === '\t' ? ' ' : ' \t';
  return new RegExp(`(?:^|[\r\n]|${escapeRegExp(sep)})[${spaces}]+"`).test(text);
}

/** Characters papaparse reads per chunk on the one-go path (bounds the rows held at once). */
const ONE_GO_CHUNK_CHARS = 1 << 20;

/** Options of {@link readCsvCodes}. */
export interface CsvReadOptions {
  /** Characters per papaparse chunk. @default 1048576 */
  chunkChars?: number;
  /**
   * Called after each chunk with a function that continues the reading: the main-thread path
   * passes one that yields to the event loop first. Without it the whole text is read at once.
   */
  between?: (resume: () => void) => void;
}

/**
 * Reads the code column of a decoded CSV text into `sink` with papaparse, and tells the layout.
 * Without `between` it runs to the end before returning (the worker's path); with it, the returned
 * promise settles when the last chunk has been read.
 */
export function readCsvCodes(text: string, sink: CsvSink, options: CsvReadOptions & { between: (resume: () => void) => void }): Promise<CsvLayout>;
export function readCsvCodes(text: string, sink: CsvSink, options?: { chunkChars?: number }): CsvLayout;
export function readCsvCodes(text: string, sink: CsvSink, { chunkChars = ONE_GO_CHUNK_CHARS, between }: CsvReadOptions = {}): CsvLayout | Promise<CsvLayout> {
  const { body, full, oneBlank, newline, layout } = prepare(text);
  const column = new CodeColumn(sink, layout);
  const sep = layout.separator;
  const run = (done: () => void, fail: (error: unknown) => void) => {
    if (body === '') {
      if (oneBlank) column.record(['']);
      done();
      return;
    }
    if (quoteAfterSpaces(body, sep)) {
      // ' "Bar; Zé"': papaparse opens a quoted field only at the field's very start and would split
      // it at the ';'. The old reader opened it after spaces too; keep reading such files its way.
      readLeniently(full, 0, sep, column);
      done();
      return;
    }
    // Where the chunk being read starts (papaparse's cursor is counted over the whole body).
    let chunkStart = 0;
    Papa.parse<string[]>(body, {
      delimiter: sep,
      newline,
      quoteChar: '"',
      escapeChar: '"',
      chunkSize: chunkChars,
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        try {
          if (results.errors.some((error: Papa.ParseError) => error.type === 'Quotes')) {
            // A closing quote followed by text (papaparse reads on past the line break), or a quote
            // never closed (papaparse keeps its "" escapes): read the rest of the file, from this
            // chunk's first record, the lenient way instead.
            parser.abort();
            readLeniently(full, chunkStart, sep, column);
            done();
            return;
          }
          for (const fields of results.data) column.record(fields);
          chunkStart = results.meta.cursor;
          if (between) {
            parser.pause();
            between(() => parser.resume());
          }
        } catch (error) {
          parser.abort();
          fail(error);
        }
      },
      complete(results) {
        if (!results?.meta.aborted) done();
      },
    });
  };
  if (!between) {
    let failure: unknown = null;
    let finished = false;
    run(
      () => (finished = true),
      (error) => (failure = error),
    );
    if (failure !== null) throw failure;
    if (!finished) throw new Error('papaparse did not finish synchronously');
    return layout;
  }
  return new Promise<CsvLayout>((resolve, reject) => run(() => resolve(layout), reject));
}
