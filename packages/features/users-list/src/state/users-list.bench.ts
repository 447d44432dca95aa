/**
 * Large scenario (20,000 users) through the mock's GET /usuarios: search + sort ≤ 30 ms,
 * all rows to .xlsx ≤ 1.5 s (write-excel-file/node, the page's arguments from `xlsxWorkbook`), beside
 * write-excel-file alone (before issue 17) and a list where every 10th name is an Object.prototype
 * name (the cells the workaround rewrites). Run:
 * npx vitest bench --project unit packages/features/users-list --run
 */
import { bench, describe } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { createDb } from '@conecta/api/mocks';
import { createTestBackend } from '@conecta/api/mocks/node';
import { MESSAGES } from '../messages';
import { XLSX_COLUMNS, usersCsv, usersExportRows, xlsxSheetData, xlsxWorkbook } from './export';
import { OBJECT_MEMBER_NAMES } from './fixtures';
import { visibleRows } from './list';
import { userRowsFromServer } from './rows';

const test = createTestBackend({ db: createDb({ size: 'large' }) });
await test.signIn('master@conecta.example');
const { data } = await test.client.GET('/usuarios', {
  params: { query: { IdUsuarioTipo: 1, CampoOrdenacao: 'dsC_NOME_USUARIO', TipoOrdenacao: 'ASC', IdPuxada: '', CampoPesquisa: '' } },
});
const serverRows = data ?? [];
const rows = userRowsFromServer(serverRows);
console.log(`[users-list bench] ${serverRows.length} server rows → ${rows.length} lines`);
const exportRows = usersExportRows(rows);
const memberNamed = exportRows.map((cells, index) =>
  index > 0 && index % 10 === 0 ? [OBJECT_MEMBER_NAMES[index % OBJECT_MEMBER_NAMES.length] ?? '', ...cells.slice(1)] : cells,
);

async function pageXlsx(data: readonly (readonly string[])[]) {
  const { data: cells, sheetOptions, options } = xlsxWorkbook(data, MESSAGES.sheets.users);
  await writeXlsxFile(cells, sheetOptions, options).toBuffer();
}

describe('users list, 20,000 users', () => {
  bench('map server rows to lines', () => {
    userRowsFromServer(serverRows);
  });
  bench('search "silva" + sort by e-mail descending (budget 30 ms)', () => {
    visibleRows(rows, 'silva', { column: 'email', direction: 'descending' });
  });
  bench('no search + sort by name descending, all rows (budget 30 ms)', () => {
    visibleRows(rows, '', { column: 'nome', direction: 'descending' });
  });
  bench('export all rows to .csv', () => {
    usersCsv(rows);
  });
  bench(
    'export all rows to .xlsx (budget 1.5 s)',
    async () => {
      await pageXlsx(usersExportRows(rows));
    },
    { iterations: 5, time: 0 },
  );
  bench(
    'export all rows to .xlsx, write-excel-file alone (before issue 17)',
    async () => {
      await writeXlsxFile(xlsxSheetData(usersExportRows(rows)), { sheet: MESSAGES.sheets.users, columns: [...XLSX_COLUMNS].slice(0, 6) }).toBuffer();
    },
    { iterations: 5, time: 0 },
  );
  bench(
    'export all rows to .xlsx, every 10th name an Object.prototype name (2,000 cells rewritten)',
    async () => {
      await pageXlsx(memberNamed);
    },
    { iterations: 5, time: 0 },
  );
});
