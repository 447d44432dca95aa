import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { csvBlob, xlsxBlob } from './download';
import { MIME, teamExportRows, usersExportRows } from './export';
import { EXPORT_CORPUS, OBJECT_MEMBER_NAMES, serverRow } from './fixtures';
import { teamRowsFromServer, userRowsFromServer } from './rows';

/** The files the page saves, built by the same functions (write-excel-file/browser for .xlsx). */
const users = userRowsFromServer(
  EXPORT_CORPUS.map((text, index) => serverRow({ iD_USUARIO: index + 1, dsC_NOME_USUARIO: text, dsC_FUNCAO: text, dsC_APELIDO: text })),
);
const team = teamRowsFromServer(EXPORT_CORPUS.map((text) => ({ nomeUsuario: text, funcao: 'Vendedor', broker: 'HORIZONTE', TIPO: 'Broker', status: 'A', GRUPO_META: text })));

async function readBack(blob: Blob): Promise<string[][]> {
  const [sheet] = await readXlsxFile(Buffer.from(await blob.arrayBuffer()), { trim: false });
  return (sheet?.data ?? []).map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
}

describe('the saved files', () => {
  it('usuarios.xlsx and equipe.xlsx, as the page writes them, open with every Object.prototype name in place', async () => {
    // The second text column of each: Função in usuarios.xlsx, Grupo meta in equipe.xlsx.
    for (const [rows, sheetName, column] of [
      [usersExportRows(users), MESSAGES.sheets.users, 2],
      [teamExportRows(team), MESSAGES.sheets.team, 6],
    ] as const) {
      const blob = await xlsxBlob(rows, sheetName);
      expect(blob.type).toBe(MIME.xlsx);
      const cells = await readBack(blob);
      expect(cells).toHaveLength(rows.length);
      const names = cells.map((row) => row[0]);
      for (const name of OBJECT_MEMBER_NAMES) expect(names, sheetName).toContain(name);
      expect(cells.find((row) => row[0] === '__proto__')?.[column]).toBe('__proto__');
    }
  });

  it('usuarios.csv is UTF-8 with BOM and reads back with papaparse', async () => {
    const blob = csvBlob(users);
    expect(blob.type).toBe(MIME.csv);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const result = Papa.parse<string[]>(text, { newline: '\r\n' });
    expect(result.errors).toEqual([]);
    expect(result.meta.delimiter).toBe(';');
    // UTF-8 cannot hold a lone surrogate: the Blob writes U+FFFD for it, as any file would.
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
    expect(result.data).toEqual(usersExportRows(users).map((row) => row.map((cell) => cell.replace(lone, '\uFFFD'))));
  });
});
