import { describe, expect, it } from 'vitest';
import { matchOutcome, parseAndMatch, sampleCsv, soldKey, unmatchedCsv } from './sold-match';
import { readCsvCodes } from './csv-parse';

const KNOWN = ['0001045871', '0001045872', '0001045873'];

describe('soldKey', () => {
  it('ignores leading zeros', () => {
    expect(soldKey('0001045871')).toBe('1045871');
    expect(soldKey('1045871')).toBe('1045871');
    expect(soldKey('000')).toBe('0');
  });
});

describe('parseAndMatch', () => {
  it('matches all codes (leading zeros dropped by Excel still match)', () => {
    const result = parseAndMatch('codigo_sold\n0001045871\n1045872\n', KNOWN);
    expect(Array.from(result.matched)).toEqual([0, 1]);
    expect(result.report).toMatchObject({ rows: 2, unique: 2, found: 2, notFound: 0, duplicates: 0, invalid: 0, header: true });
    expect(matchOutcome(result.report)).toBe('all');
  });
  it('counts duplicates once and reports the unmatched and invalid values', () => {
    const result = parseAndMatch('codigo_sold\n0001045871\n1045871\n0001045871\n999\nabc\n\n', KNOWN);
    expect(Array.from(result.matched)).toEqual([0]);
    expect(result.report).toMatchObject({ rows: 5, unique: 2, found: 1, notFound: 1, duplicates: 2, invalid: 1, blank: 1 });
    expect(result.notFoundCodes).toEqual(['999']);
    expect(result.invalidValues).toEqual(['abc']);
    expect(matchOutcome(result.report)).toBe('partial');
  });
  it('none matched', () => {
    const result = parseAndMatch('codigo_sold\n1\n2\n', KNOWN);
    expect(result.report.found).toBe(0);
    expect(matchOutcome(result.report)).toBe('none');
  });
  it('an empty file matches nothing', () => {
    const result = parseAndMatch('', KNOWN);
    expect(result.report).toMatchObject({ rows: 0, found: 0 });
    expect(matchOutcome(result.report)).toBe('none');
  });
});

describe('downloads', () => {
  it('writes the unmatched codes as codigo_sold;motivo with a BOM, formula-safe, and it reads back', () => {
    const csv = unmatchedCsv(['0999'], ['=HYPERLINK("x")']);
    expect(csv.startsWith('\uFEFFcodigo_sold;motivo\r\n0999;não pertence aos brokers selecionados\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")";código inválido`);
    const codes: string[] = [];
    readCsvCodes(csv.slice(1), { code: (c) => codes.push(c), blank: () => undefined, invalid: () => undefined });
    expect(codes).toEqual(['0999']);
  });
  it('the sample file modelo_planilha.csv has the codigo_sold column', () => {
    expect(sampleCsv().slice(1).split('\r\n')[0]).toBe('codigo_sold');
    expect(parseAndMatch(sampleCsv().slice(1), KNOWN).report.found).toBe(2);
  });
});
