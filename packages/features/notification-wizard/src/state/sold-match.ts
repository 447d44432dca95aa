/**
 * Matching the codes of a solds CSV against the solds of the selected brokers (spec §5), with a
 * Set/Map lookup: leading zeros are ignored on both sides (Excel drops them: '0001045871' and
 * '1045871' are the same sold), each code counts once (repeats are reported as duplicates).
 */
import { toCsv } from '@conecta/core';
import { readCsvCodes, type CsvEncoding, type CsvLayout, type CsvSink } from './csv-parse';
import { MESSAGES } from '../messages';

/** The matching key of a code: without leading zeros ('0001045871' → '1045871'; '000' → '0'). */
export function soldKey(code: string): string {
  let i = 0;
  while (i < code.length - 1 && code.charCodeAt(i) === 48) i += 1;
  return i === 0 ? code : code.slice(i);
}

/** What the reading and matching found (the report under the drop zone). */
export interface MatchReport {
  /** Non-blank values read from the code column. */
  rows: number;
  /** Distinct valid codes. */
  unique: number;
  /** Distinct codes that are solds of the selected brokers. */
  found: number;
  /** Distinct valid codes that are not. */
  notFound: number;
  /** Repeated occurrences of a code already read (counted once). */
  duplicates: number;
  /** Values that are not codes (letters, spaces inside, decimals…). */
  invalid: number;
  /** Blank lines and empty cells, ignored. */
  blank: number;
  /** Whether the file had the 'codigo_sold' header. */
  header: boolean;
  separator: string;
  encoding: CsvEncoding;
}

/** The full result: the report, the matched solds (indexes into the known list) and the unmatched values. */
export interface MatchResult {
  report: MatchReport;
  /** Indexes into the `known` codes given to the matcher, in file order (first occurrence). */
  matched: Int32Array;
  /** Valid codes that are not solds of the selected brokers, as written (first occurrence). */
  notFoundCodes: string[];
  /** Invalid values, as written (first occurrence). */
  invalidValues: string[];
}

/** How a match went, for the message: none ('Nenhum sold foi identificados'), some, or all. */
export type MatchOutcome = 'none' | 'partial' | 'all';

export function matchOutcome(report: Pick<MatchReport, 'found' | 'notFound' | 'invalid'>): MatchOutcome {
  if (report.found === 0) return 'none';
  return report.notFound > 0 || report.invalid > 0 ? 'partial' : 'all';
}

/** A CsvSink that matches each code against the known codes as it is read. */
export class SoldMatcher implements CsvSink {
  private readonly index = new Map<string, number>();
  /** Codes read that are not known solds (to count their repeats once). */
  private readonly seen = new Set<string>();
  private readonly seenInvalid = new Set<string>();
  private readonly matched: number[] = [];
  private readonly notFound: string[] = [];
  private readonly invalidValues: string[] = [];
  private rows = 0;
  private duplicates = 0;
  private invalidCount = 0;
  private blanks = 0;

  /** Per known index: already matched once (a later occurrence is a duplicate). */
  private readonly hit: Uint8Array;

  /** `known`: the codes of the selected brokers' solds (their order gives the matched indexes). */
  constructor(known: readonly string[]) {
    this.hit = new Uint8Array(known.length);
    for (let i = 0; i < known.length; i += 1) {
      const key = soldKey(known[i] as string);
      if (!this.index.has(key)) this.index.set(key, i);
    }
  }

  code(code: string): void {
    this.rows += 1;
    const key = soldKey(code);
    const at = this.index.get(key);
    if (at !== undefined) {
      // A known sold: one Map lookup, duplicates told by a flag (no Set insertion).
      if (this.hit[at] === 1) this.duplicates += 1;
      else {
        this.hit[at] = 1;
        this.matched.push(at);
      }
      return;
    }
    if (this.seen.has(key)) {
      this.duplicates += 1;
      return;
    }
    this.seen.add(key);
    this.notFound.push(code);
  }

  blank(): void {
    this.blanks += 1;
  }

  invalid(text: string): void {
    this.rows += 1;
    this.invalidCount += 1;
    if (!this.seenInvalid.has(text)) {
      this.seenInvalid.add(text);
      this.invalidValues.push(text);
    }
  }

  result(layout: CsvLayout | null, encoding: CsvEncoding): MatchResult {
    return {
      report: {
        rows: this.rows,
        unique: this.matched.length + this.notFound.length,
        found: this.matched.length,
        notFound: this.notFound.length,
        duplicates: this.duplicates,
        invalid: this.invalidCount,
        blank: this.blanks,
        header: layout?.header ?? false,
        separator: layout?.separator ?? ';',
        encoding,
      },
      matched: Int32Array.from(this.matched),
      notFoundCodes: this.notFound,
      invalidValues: this.invalidValues,
    };
  }
}

/** Reads a whole CSV text and matches it in one go (the worker's path; also handy in tests). */
export function parseAndMatch(text: string, known: readonly string[], encoding: CsvEncoding = 'utf-8'): MatchResult {
  const matcher = new SoldMatcher(known);
  return matcher.result(readCsvCodes(text, matcher), encoding);
}

/**
 * The download of what was not identified: 'codigo_sold;motivo', one line per value, UTF-8 BOM and
 * ';' (Excel pt-BR opens it as columns). Its first column can be uploaded again as is.
 */
export function unmatchedCsv(notFoundCodes: readonly string[], invalidValues: readonly string[]): string {
  // Codes are digits only (the reader guarantees it): they need no escaping, so a 300,000-line
  // download is one join. Invalid values go through core's toCsv (formula-safe, quoted).
  const lines: string[] = [toCsv([['codigo_sold', 'motivo']], { bom: false })];
  const suffix = toCsv([['', MESSAGES.solds.report.reasonNotFound]], { bom: false });
  for (const code of notFoundCodes) lines.push(code + suffix);
  if (invalidValues.length) lines.push(toCsv(invalidValues.map((value) => [value, MESSAGES.solds.report.reasonInvalid]), { bom: false }));
  return `\uFEFF${lines.join('\r\n')}`;
}

/** The sample file 'modelo_planilha.csv': the header and two example codes. */
export function sampleCsv(): string {
  return toCsv([['codigo_sold'], ['0001045871'], ['0001045872']]);
}
