import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, detectSeparator, lineBreakOf, normaliseHeader, parseQuotedRecord, readCodeCell, readCsvCodes, type CsvLayout, type CsvSink } from './csv-parse';

function collector() {
  const codes: string[] = [];
  const invalid: string[] = [];
  const counts = { blank: 0 };
  const sink: CsvSink = { code: (c) => codes.push(c), blank: () => (counts.blank += 1), invalid: (t) => invalid.push(t) };
  return { sink, result: (layout: CsvLayout) => ({ codes, invalid, blank: counts.blank, layout }) };
}

/** Reads `text` in one go and returns what reached the sink. */
function read(text: string) {
  const { sink, result } = collector();
  return result(readCsvCodes(text, sink));
}

/** Reads `text` in papaparse chunks of `chunk` characters, yielding between them (the main-thread path). */
async function readInSlices(text: string, chunk: number) {
  const { sink, result } = collector();
  return result(await readCsvCodes(text, sink, { chunkChars: chunk, between: (resume) => void Promise.resolve().then(resume) }));
}

const encodeUtf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeCsvBytes', () => {
  it('reads UTF-8 and drops the BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encodeUtf8('codigo_sold\nSão Jorge')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'codigo_sold\nSão Jorge', encoding: 'utf-8' });
  });
  it('reads UTF-8 without BOM', () => {
    expect(decodeCsvBytes(encodeUtf8('Padaria Pão Quente'))).toEqual({ text: 'Padaria Pão Quente', encoding: 'utf-8' });
  });
  it('falls back to Windows-1252 when the bytes are not UTF-8 (Excel on Windows)', () => {
    // 'Código;São' in Windows-1252: ó = 0xF3, ã = 0xE3.
    const bytes = new Uint8Array([0x43, 0xf3, 0x64, 0x69, 0x67, 0x6f, 0x3b, 0x53, 0xe3, 0x6f]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Código;São', encoding: 'windows-1252' });
  });
});

describe('cells and headers', () => {
  it('normalises header names (case, accents, spaces)', () => {
    expect(normaliseHeader(' Código Sold ')).toBe('codigo_sold');
    expect(normaliseHeader('CODIGO_SOLD')).toBe('codigo_sold');
    expect(normaliseHeader('codigo-sold')).toBe('codigo_sold');
  });
  it('reads codes, keeps leading zeros, unwraps Excel ="…" and refuses the rest', () => {
    expect(readCodeCell(' 0001045871 ')).toEqual({ kind: 'code', code: '0001045871' });
    expect(readCodeCell('="0001045871"')).toEqual({ kind: 'code', code: '0001045871' });
    expect(readCodeCell('')).toEqual({ kind: 'blank' });
    expect(readCodeCell('12 34')).toEqual({ kind: 'invalid', text: '12 34' });
    expect(readCodeCell('1,04E+06')).toEqual({ kind: 'invalid', text: '1,04E+06' });
    expect(readCodeCell('abc')).toEqual({ kind: 'invalid', text: 'abc' });
  });
  it('detects the separator from the first line, ignoring quoted text', () => {
    expect(detectSeparator('codigo_sold;nome')).toBe(';');
    expect(detectSeparator('codigo_sold,nome')).toBe(',');
    expect(detectSeparator('codigo_sold\tnome')).toBe('\t');
    expect(detectSeparator('"a;b;c",nome')).toBe(',');
    expect(detectSeparator('codigo_sold')).toBe(';');
  });
});

describe('readCsvCodes (papaparse)', () => {
  it('reads a header and codes with CRLF', () => {
    const result = read('codigo_sold\r\n0001\r\n0002\r\n');
    expect(result.codes).toEqual(['0001', '0002']);
    expect(result.layout).toMatchObject({ header: true, separator: ';', column: 0 });
  });
  it('treats the header as optional (first column)', () => {
    const result = read('0001\n0002\n');
    expect(result.codes).toEqual(['0001', '0002']);
    expect(result.layout?.header).toBe(false);
  });
  it('finds codigo_sold in any column and any case, with ; or ,', () => {
    expect(read('nome;CODIGO_SOLD\nPadaria;0001\nBar;0002').codes).toEqual(['0001', '0002']);
    expect(read('nome,Código Sold\n"Bar, do Zé",0003\n').codes).toEqual(['0003']);
  });
  it("honours Excel's sep= first line", () => {
    const result = read('sep=,\r\ncodigo_sold,nome\r\n0001,"A; B"\r\n');
    expect(result.codes).toEqual(['0001']);
    expect(result.layout).toMatchObject({ separator: ',', excelSepLine: true, header: true, column: 0 });
  });
  it('handles quoted fields with "" escapes and line breaks inside quotes', () => {
    const result = read('nome;codigo_sold\n"Bar ""do Zé""\nfilial 2";"0005"\n"x";0006\n');
    expect(result.codes).toEqual(['0005', '0006']);
  });
  it('ignores blank lines (and counts them)', () => {
    const result = read('codigo_sold\n\n0001\n   \n;\n0002\n\n');
    expect(result.codes).toEqual(['0001', '0002']);
    expect(result.blank).toBe(4);
  });
  it('reports invalid values', () => {
    expect(read('codigo_sold\n0001\nabc\n12.5\n').invalid).toEqual(['abc', '12.5']);
  });
  it('reads a file without a final line break and with lone CR line ends', () => {
    expect(read('0001\r0002\r0003').codes).toEqual(['0001', '0002', '0003']);
  });
  it('gives the same result whatever the chunk size (records and CRLF split across chunks)', async () => {
    const text = 'sep=;\r\nnome;codigo_sold\r\n"Bar ""A""\r\nx";0001\r\nB;0002\r\n\r\nC;="0003"\r\n';
    const whole = read(text);
    expect(whole.codes).toEqual(['0001', '0002', '0003']);
    for (const chunk of [1, 2, 3, 5, 7, 11]) expect(await readInSlices(text, chunk)).toEqual(whole);
  });
  it('skips blank lines before the header', () => {
    expect(read('\n\ncodigo_sold\n0001').codes).toEqual(['0001']);
  });
  it('reads a file that mixes CRLF, LF and CR line ends', () => {
    const result = read('codigo_sold\r\n0001\n0002\r0003\r\n\n0004');
    expect(result.codes).toEqual(['0001', '0002', '0003', '0004']);
    expect(result.blank).toBe(1);
  });
  it('keeps the text after a closing quote and stops at the line break (papaparse would swallow the next lines)', async () => {
    const text = 'nome;codigo_sold\n"Bar" do Zé;0001\n"Padaria "A"";0002\nC;0003\n';
    expect(read(text).codes).toEqual(['0001', '0002', '0003']);
    for (const chunk of [1, 4, 9]) expect((await readInSlices(text, chunk)).codes).toEqual(['0001', '0002', '0003']);
  });
  it('reads a quoted code with spaces before its opening quote', () => {
    expect(read('codigo_sold;nome\n  "0005" ;x\n').codes).toEqual(['0005']);
  });
  it('reads a field whose quote never closes up to the end, as the old reader did', () => {
    expect(read('nome;codigo_sold\nA;0001\n"B;0002\nC;0003').codes).toEqual(['0001']);
  });
  it('a file of only blank lines or only the sep= line reads no codes', () => {
    expect(read('\r\n'.repeat(1000))).toMatchObject({ codes: [], blank: 1000 });
    expect(read('sep=;')).toMatchObject({ codes: [], blank: 0, layout: { excelSepLine: true, separator: ';' } });
    expect(read('')).toMatchObject({ codes: [], blank: 0 });
  });
});

describe('lineBreakOf', () => {
  it('tells the one line break of a text, or null when it mixes them', () => {
    expect(lineBreakOf('a\nb')).toBe('\n');
    expect(lineBreakOf('a\r\nb\r\n')).toBe('\r\n');
    expect(lineBreakOf('a\rb')).toBe('\r');
    expect(lineBreakOf('a\r\nb\nc')).toBeNull();
    expect(lineBreakOf('a\r\nb\rc')).toBeNull();
  });
});

describe('parseQuotedRecord (the lenient reader of malformed quotes)', () => {
  it('waits for more text while a quote is open', () => {
    expect(parseQuotedRecord('"abc', 0, ';', false)).toBeNull();
    expect(parseQuotedRecord('"abc', 0, ';', true)).toEqual({ fields: ['abc'], next: 4 });
  });
  it('keeps text after a closing quote and stops at the line break', () => {
    expect(parseQuotedRecord('"a"b;c\nrest', 0, ';', false)).toEqual({ fields: ['ab', 'c'], next: 7 });
  });
});
