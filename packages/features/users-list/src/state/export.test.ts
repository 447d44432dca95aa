import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import readXlsxFile from 'read-excel-file/node';
import { MESSAGES } from '../messages';
import { TEAM_EXPORT_HEADER, USERS_EXPORT_HEADER, XLSX_COLUMNS, fileName, teamExportRows, usersCsv, usersExportRows, xlsxSheetData } from './export';
import { HOSTILE_STRINGS, INJECTION_PAYLOADS, serverRow } from './fixtures';
import { teamRowsFromServer, userRowsFromServer } from './rows';

/** A strict RFC 4180 reader (as a spreadsheet reads the file): quoted fields, CRLF records. */
function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else if (char === '"' || char === '\r' || char === '\n') throw new Error(`bare ${JSON.stringify(char)} at ${i}`);
    else field += char;
  }
  if (quoted) throw new Error('unterminated quoted field');
  row.push(field);
  rows.push(row);
  return rows;
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

describe('.xlsx', () => {
  it('writes every cell as text and reads back escaped, no formula', async () => {
    const data = usersExportRows(hostileRows);
    const sheet = xlsxSheetData(data);
    expect(sheet.flat().every((cell) => cell.type === String)).toBe(true);
    const buffer = await writeXlsxFile(sheet, { sheet: MESSAGES.sheets.users, columns: [...XLSX_COLUMNS].slice(0, 6) }).toBuffer();
    const sheets = await readXlsxFile(buffer);
    const read = sheets[0]?.data ?? [];
    expect(read).toHaveLength(data.length);
    const cells = read.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
    cells.forEach(expectInert);
    expect(cells[0]).toEqual(['Nome', 'E-mail', 'Função', 'Broker', 'Tipo', 'Status']);
    // Text survives apart from line breaks, which spreadsheets may normalise.
    expect(cells.map((row) => row[0]?.replace(/\r\n?/g, '\n'))).toEqual(data.map((row) => row[0]?.replace(/\r\n?/g, '\n')));
    // No formula element in the sheet XML.
    expect(buffer.includes(Buffer.from('<f>'))).toBe(false);
  });

  it('names the files usuarios and equipe', () => {
    expect(fileName('usuarios', 'xlsx')).toBe('usuarios.xlsx');
    expect(fileName('usuarios', 'csv')).toBe('usuarios.csv');
    expect(fileName('equipe', 'xlsx')).toBe('equipe.xlsx');
  });
});
