import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClipboardGrid } from './clipboard';

describe('parseClipboardGrid', () => {
  it('reads a column copied from Excel, dropping the trailing line break', () => {
    expect(parseClipboardGrid('1.234\r\n2.345,00\r\n10\r\n')).toEqual([
      ['1.234'],
      ['2.345,00'],
      ['10'],
    ]);
    expect(parseClipboardGrid('1.234\n2.345,00\n10')).toEqual([['1.234'], ['2.345,00'], ['10']]);
    expect(parseClipboardGrid('1\r2\r')).toEqual([['1'], ['2']]);
  });

  it('splits cells on tabs and keeps empty cells', () => {
    expect(parseClipboardGrid('1\t2\t3\n4\t\t6\n')).toEqual([
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
    expect(parseClipboardGrid('a\t')).toEqual([['a', '']]);
  });

  it('drops only one trailing line break: a blank last row stays', () => {
    expect(parseClipboardGrid('1\n\n')).toEqual([['1'], ['']]);
    expect(parseClipboardGrid('\n')).toEqual([['']]);
    expect(parseClipboardGrid('')).toEqual([]);
  });

  it('trims cells', () => {
    expect(parseClipboardGrid('  1.234 \t R$ 10 \n')).toEqual([['1.234', 'R$ 10']]);
  });

  it('reads Excel quoted cells: doubled quotes, tabs and line breaks inside', () => {
    expect(parseClipboardGrid('"a""b"\t2\n')).toEqual([['a"b', '2']]);
    expect(parseClipboardGrid('"linha 1\r\nlinha 2"\t3\r\n4\t5\r\n')).toEqual([
      ['linha 1\r\nlinha 2', '3'],
      ['4', '5'],
    ]);
    expect(parseClipboardGrid('"a\tb"\tc')).toEqual([['a\tb', 'c']]);
    expect(parseClipboardGrid('""\t1')).toEqual([['', '1']]);
  });

  it('reads quotes that do not open a cell, or never close, literally', () => {
    expect(parseClipboardGrid('12"\t3')).toEqual([['12"', '3']]);
    expect(parseClipboardGrid('"12\n3')).toEqual([['"12'], ['3']]);
  });

  it('round-trips any grid of plain cells written as Excel writes it', () => {
    const cell = fc.stringMatching(/^[^\t\r\n"\s]([^\t\r\n"]*[^\t\r\n"\s])?$/);
    const grid = fc.integer({ min: 1, max: 4 }).chain((width) =>
      fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
        minLength: 1,
        maxLength: 6,
      }),
    );
    fc.assert(
      fc.property(grid, fc.constantFrom('\r\n', '\n'), (rows, eol) => {
        const text = rows.map((row) => row.join('\t')).join(eol) + eol;
        expect(parseClipboardGrid(text)).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips quoted cells holding quotes, tabs and line breaks', () => {
    const cell = fc
      .string({ unit: fc.constantFrom('a', '1', '"', '\t', '\n', ' ', '.') })
      .map((s) => s.trim());
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
          const text = `${rows.map((row) => row.map(quote).join('\t')).join('\r\n')}\r\n`;
          expect(parseClipboardGrid(text)).toEqual(rows);
        },
      ),
      { numRuns: 300 },
    );
  });
});
