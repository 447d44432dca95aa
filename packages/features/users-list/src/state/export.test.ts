import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import readXlsxFile from 'read-excel-file/node';
import { MESSAGES } from '../messages';
import {
  TEAM_EXPORT_HEADER,
  USERS_EXPORT_HEADER,
  XLSX_CELL_LIMIT,
  fileName,
  inlineCells,
  teamExportRows,
  usersCsv,
  usersExportRows,
  writerMistakesForMember,
  xlsxSheetData,
  xlsxWorkbook,
} from './export';
import { EXPORT_CORPUS, HOSTILE_STRINGS, INJECTION_PAYLOADS, OBJECT_MEMBER_NAMES, serverRow } from './fixtures';
import { teamRowsFromServer, userRowsFromServer } from './rows';

/** Reads a CSV back with papaparse (separator given, or guessed when omitted); malformed quoting fails. */
function parseCsv(text: string, separator?: string): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter: separator ?? '', newline: '\r\n' });
  expect(result.errors).toEqual([]);
  if (separator === undefined) expect(result.meta.delimiter).toBe(';');
  return result.data;
}

/** What a spreadsheet would read as a formula or a DDE call. */
const FORMULA_START = /^[=+\-@\t\r\n]/;
/** A cell with a tab or line break must start with the apostrophe (shell spec §5). */
const needsApostrophe = (cell: string) => /[\t\r\n]/.test(cell);

const corpus = [...INJECTION_PAYLOADS, ...HOSTILE_STRINGS];
const hostileRows = userRowsFromServer(
  corpus.map((text, index) =>
    serverRow({
      iD_USUARIO: index + 1,
      dsC_NOME_USUARIO: text,
      dsC_EMAIL: `${text}@x.example`.slice(0, 20_000),
      dsC_FUNCAO: index % 2 === 0 ? text : 'Vendedor',
      dsC_APELIDO: index % 3 === 0 ? text : 'HORIZONTE',
    }),
  ),
);

function expectInert(cells: readonly string[]) {
  for (const cell of cells) {
    expect(cell, JSON.stringify(cell.slice(0, 40))).not.toMatch(FORMULA_START);
    if (needsApostrophe(cell)) expect(cell.startsWith("'")).toBe(true);
  }
}

describe('usersExportRows', () => {
  it('has the list columns as header', () => {
    expect(usersExportRows([])).toEqual([[...USERS_EXPORT_HEADER]]);
    expect(USERS_EXPORT_HEADER).toEqual(['Nome', 'E-mail', 'Função', 'Broker', 'Tipo', 'Status']);
  });

  it('escapes every cell of the hostile corpus and keeps the text otherwise', () => {
    const rows = usersExportRows(hostileRows);
    expect(rows).toHaveLength(corpus.length + 1);
    rows.forEach(expectInert);
    expect(rows[1]?.[0]).toBe("'=cmd|' /C calc'!A0");
    expect(rows.find((row) => row[0]?.startsWith('x'))?.[0]).toHaveLength(10_000);
    expect(rows.map((row) => row[5])).toContain('Ativo');
  });

  it('team rows add the sales group', () => {
    const team = teamRowsFromServer([{ nomeUsuario: '=1+1', funcao: 'Vendedor', broker: 'HORIZONTE', TIPO: 'Broker', status: 'I', GRUPO_META: '@BRL1' }]);
    expect(teamExportRows(team)).toEqual([[...TEAM_EXPORT_HEADER], ["'=1+1", '', 'Vendedor', 'HORIZONTE', 'Broker', 'Inativo', "'@BRL1"]]);
  });
});

describe('usersCsv', () => {
  it("starts with the UTF-8 BOM, separates with ';' and reads back to the escaped cells", () => {
    const csv = usersCsv(hostileRows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = parseCsv(csv.slice(1));
    expect(parsed[0]).toEqual(['Nome', 'E-mail', 'Função', 'Broker', 'Tipo', 'Status']);
    expect(parsed).toEqual(usersExportRows(hostileRows));
    parsed.forEach(expectInert);
  });

  it('quotes cells with the separator or quotes', () => {
    const [row] = userRowsFromServer([serverRow({ iD_USUARIO: 1, dsC_NOME_USUARIO: 'a;b "c"' })]);
    expect(usersCsv(row ? [row] : []).split('\r\n')[1]).toBe('"a;b ""c""";user1@conecta.example;Vendedor;HORIZONTE;Broker;Ativo');
  });
});

/** Writes a workbook the way the page does (same arguments), with write-excel-file/node. */
async function writeWorkbook(rows: readonly (readonly string[])[], sheet: string): Promise<Buffer> {
  const { data, sheetOptions, options } = xlsxWorkbook(rows, sheet);
  return writeXlsxFile(data, sheetOptions, options).toBuffer();
}

/** Reads the first sheet back with read-excel-file, text untrimmed; empty cells read as ''. */
async function readWorkbook(buffer: Buffer): Promise<string[][]> {
  const [sheet] = await readXlsxFile(buffer, { trim: false });
  return (sheet?.data ?? []).map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
}

/**
 * Drops what XML 1.0 cannot carry (C0 controls other than tab, CR and LF; lone surrogates;
 * U+FFFE/U+FFFF): no .xlsx can hold them, the writer drops them and a spreadsheet never shows them.
 */
function withoutNonXml(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
    if (!control && code !== 0xfffe && code !== 0xffff && (code < 0xd800 || code > 0xdfff)) kept += char;
  }
  return kept;
}

/**
 * What an exported cell holds: the escaped text, cut to Excel's limit without splitting an emoji,
 * less what XML cannot carry. (read-excel-file keeps CR as written; Excel's XML reading shows CR
 * and CRLF as a line break.)
 */
function shown(cell: string): string {
  return withoutNonXml(String(xlsxSheetData([[cell]])[0]?.[0]?.value ?? ''));
}

/** Users from the export corpus: every text in every column at once, and each in one column alone. */
const corpusUsers = userRowsFromServer(
  EXPORT_CORPUS.map((text, index) =>
    serverRow({ iD_USUARIO: index + 1, dsC_NOME_USUARIO: text, dsC_EMAIL: text, dsC_FUNCAO: text, dsC_APELIDO: text, dsC_TIPO: text }),
  ),
);
const corpusTeam = teamRowsFromServer(
  EXPORT_CORPUS.map((text, index) => ({ nomeUsuario: text, email: text, funcao: text, broker: text, TIPO: text, status: index % 2 ? 'A' : 'I', GRUPO_META: text })),
);

describe('.xlsx', () => {
  it('writes every cell as text and reads back escaped, no formula', async () => {
    const data = usersExportRows(hostileRows);
    const sheet = xlsxSheetData(data);
    expect(sheet.flat().every((cell) => cell.type === String)).toBe(true);
    const buffer = await writeWorkbook(data, MESSAGES.sheets.users);
    const cells = await readWorkbook(buffer);
    expect(cells).toHaveLength(data.length);
    cells.forEach(expectInert);
    expect(cells[0]).toEqual(['Nome', 'E-mail', 'Função', 'Broker', 'Tipo', 'Status']);
    expect(cells.map((row) => row[0])).toEqual(data.map((row) => shown(row[0] ?? '')));
    // No formula element in the sheet XML.
    expect(buffer.includes(Buffer.from('<f>'))).toBe(false);
  });

  it('names the files usuarios and equipe', () => {
    expect(fileName('usuarios', 'xlsx')).toBe('usuarios.xlsx');
    expect(fileName('usuarios', 'csv')).toBe('usuarios.csv');
    expect(fileName('equipe', 'xlsx')).toBe('equipe.xlsx');
  });
});

describe('exports always open (issue 17)', () => {
  it('pins the cause: write-excel-file alone corrupts a workbook holding an Object.prototype name', async () => {
    for (const name of ['hasOwnProperty', 'constructor', '__proto__', 'toString']) {
      const buffer = await writeXlsxFile([[{ type: String, value: name }]]).toBuffer();
      // The cell's shared-string index is the member itself: 'function Object() { [native code] }'.
      await expect(readXlsxFile(buffer), name).rejects.toThrow();
    }
  });

  it('knows which texts the writer mistakes for its own members', () => {
    for (const name of OBJECT_MEMBER_NAMES.filter((text) => text !== 'prototype')) expect(writerMistakesForMember(name), name).toBe(true);
    for (const text of ['prototype', 'Ana', '', 'constructor ', 'ToString', '__proto__\u200B']) expect(writerMistakesForMember(text), text).toBe(false);
  });

  it('rewrites only the listed cells as inline strings, keeping their style', () => {
    const xml = '<sheetData><row r="1"><c r="A1" s="1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" s="2"/></row></sheetData>';
    const texts = new Map([
      ['A1', 'constructor'],
      ['A2', ' a<b & c '],
    ]);
    expect(inlineCells(xml, texts)).toBe(
      '<sheetData><row r="1"><c r="A1" s="1" t="inlineStr"><is><t>constructor</t></is></c><c r="B1" t="s"><v>1</v></c></row>' +
        '<row r="2"><c r="A2" s="2" t="inlineStr"><is><t xml:space="preserve"> a&lt;b &amp; c </t></is></c></row></sheetData>',
    );
    expect(inlineCells(xml, new Map())).toBe(xml);
  });

  it.each([
    ['users', () => usersExportRows(corpusUsers), MESSAGES.sheets.users],
    ['team', () => teamExportRows(corpusTeam), MESSAGES.sheets.team],
  ] as const)('the %s .xlsx opens and every cell of the hostile corpus reads back as meant', async (_name, build, sheetName) => {
    const data = build();
    const buffer = await writeWorkbook(data, sheetName);
    const cells = await readWorkbook(buffer);
    expect(cells).toHaveLength(data.length);
    cells.forEach(expectInert);
    expect(cells).toEqual(data.map((row) => row.map(shown)));
    // Spot checks of what the user sees, not derived from the code under test.
    const names = cells.map((row) => row[0]);
    for (const name of OBJECT_MEMBER_NAMES) expect(names).toContain(name);
    expect(names).toContain("'=1+1");
    expect(names).toContain("'@");
    expect(names).toContain('Ana 😀👩🏽‍💻 Souza');
    expect(names).toContain('  espaços em volta  ');
    expect(names.find((name) => name?.startsWith('yyy'))).toBe('y'.repeat(32_766));
    expect(buffer.includes(Buffer.from('<f>'))).toBe(false);
  });

  it('a sheet where many cells hold the same member name still opens (shared strings reuse)', async () => {
    const rows = [['Nome', 'Função'], ...Array.from({ length: 50 }, (_, index) => [index % 2 ? 'constructor' : 'toString', '__proto__'])];
    const cells = await readWorkbook(await writeWorkbook(rows, MESSAGES.sheets.users));
    expect(cells).toEqual(rows);
  });

  it('cuts text over the cell limit without splitting an emoji', () => {
    expect(xlsxSheetData([[`${'y'.repeat(XLSX_CELL_LIMIT - 1)}😀`]])[0]?.[0]?.value).toHaveLength(XLSX_CELL_LIMIT - 1);
    expect(xlsxSheetData([['x'.repeat(40_000)]])[0]?.[0]?.value).toHaveLength(XLSX_CELL_LIMIT);
  });

  it('the users .csv reads back with papaparse: every cell as escaped, separator guessed', () => {
    const csv = usersCsv(corpusUsers);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const expected = usersExportRows(corpusUsers);
    expect(parseCsv(csv.slice(1), ';')).toEqual(expected);
    expect(parseCsv(csv.slice(1))).toEqual(expected);
    // Spot checks: the raw text of the names, with the formula guard only where it applies.
    const names = parseCsv(csv.slice(1), ';').map((row) => row[0]);
    for (const name of [...OBJECT_MEMBER_NAMES, 'a,b', ';', ',', '"', "'", '', '  espaços em volta  ', '👩🏽‍💻🇧🇷']) expect(names).toContain(name);
    expect(names).toContain("'Rua A\nCasa 2");
    expect(names).toContain("'Rua A\rCasa 2");
    expect(names).toContain("'=1+1");
  });

  it("quotes ',' and ';' in the users .csv, so a spreadsheet in any locale keeps the columns", () => {
    const [row] = userRowsFromServer([serverRow({ iD_USUARIO: 1, dsC_NOME_USUARIO: 'Silva, Ana', dsC_FUNCAO: 'a;b' })]);
    expect(usersCsv(row ? [row] : []).split('\r\n')[1]).toBe('"Silva, Ana";user1@conecta.example;"a;b";HORIZONTE;Broker;Ativo');
  });
});
