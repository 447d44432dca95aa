/**
 * The unmatched-codes report 'solds_nao_identificados.csv' (issue 17, "CSV exports open right in
 * any locale"): read back with papaparse over a hostile corpus, every cell is the text we meant.
 */
import { escapeExportCell } from '@conecta/core';
import { HOSTILE_STRINGS } from '@conecta/core/testing';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { parseAndMatch, unmatchedCsv } from './sold-match';

const { reasonNotFound, reasonInvalid } = MESSAGES.solds.report;

/** Values a solds file can hold in its code column that are not codes. */
const CORPUS: readonly string[] = [
  ...new Set([
    ...HOSTILE_STRINGS,
    '=1+1',
    '+',
    '-',
    '@',
    '\t=1',
    '\r=1',
    '\n=1',
    '"',
    "'",
    ';',
    ',',
    'a,b',
    'a;b',
    'diz "olá"',
    'linha1\r\nlinha2',
    'Ação coração São Paulo',
    'Ana 😀👩🏽‍💻 Souza',
    'x'.repeat(40_000),
    '',
  ]),
];

/** Reads the report back with papaparse: the BOM first, then ';' records (given or guessed). */
function readReport(csv: string, delimiter?: string): string[][] {
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const result = Papa.parse<string[]>(csv.slice(1), { delimiter: delimiter ?? '', newline: '\r\n' });
  expect(result.errors).toEqual([]);
  expect(result.meta.delimiter).toBe(';');
  return result.data;
}

describe('solds_nao_identificados.csv', () => {
  it('reads back with papaparse: codes, then every hostile value escaped, each with its reason', () => {
    const codes = ['999', '0001045871', '12345678901234567890'];
    const csv = unmatchedCsv(codes, CORPUS);
    const expected = [
      ['codigo_sold', 'motivo'],
      ...codes.map((code) => [code, reasonNotFound]),
      ...CORPUS.map((value) => [escapeExportCell(value), reasonInvalid]),
    ];
    expect(readReport(csv, ';')).toEqual(expected);
    expect(readReport(csv)).toEqual(expected);
  });

  it("quotes ',' and ';' and line breaks, so a spreadsheet in any locale keeps two columns", () => {
    const lines = unmatchedCsv([], ['a,b', 'a;b', 'diz "olá"', 'Rua A\nCasa']).slice(1).split('\r\n');
    expect(lines).toEqual(['codigo_sold;motivo', `"a,b";${reasonInvalid}`, `"a;b";${reasonInvalid}`, `"diz ""olá""";${reasonInvalid}`, `"'Rua A\nCasa";${reasonInvalid}`]);
  });

  it('the formula guard holds: no cell read back starts a formula', () => {
    for (const [value] of readReport(unmatchedCsv([], CORPUS)).slice(1)) expect(value).not.toMatch(/^[=+\-@\t\r\n]/);
  });

  it('an uploaded file with Object.prototype names reports each of them (no object-as-map lookup)', () => {
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
    const file = ['codigo_sold', '0001045871', ...names, '999'].join('\r\n');
    const { notFoundCodes, invalidValues } = parseAndMatch(file, ['1045871']);
    expect(notFoundCodes).toEqual(['999']);
    expect(invalidValues).toEqual(names);
    expect(readReport(unmatchedCsv(notFoundCodes, invalidValues))).toEqual([
      ['codigo_sold', 'motivo'],
      ['999', reasonNotFound],
      ...names.map((name) => [name, reasonInvalid]),
    ]);
  });
});
