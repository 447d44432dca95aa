/**
 * Large scenario (20,000 users) through the mock's GET /usuarios: search + sort ≤ 30 ms,
 * all rows to .xlsx ≤ 1.5 s (write-excel-file/node). Run:
 * npx vitest bench --project unit packages/features/users-list --run
 */
import { bench, describe } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { createDb } from '@conecta/api/mocks';
import { createTestBackend } from '@conecta/api/mocks/node';
import { MESSAGES } from '../messages';
import { XLSX_COLUMNS, usersCsv, usersExportRows, xlsxSheetData } from './export';
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
      await writeXlsxFile(xlsxSheetData(usersExportRows(rows)), { sheet: MESSAGES.sheets.users, columns: [...XLSX_COLUMNS].slice(0, 6) }).toBuffer();
    },
    { iterations: 5, time: 0 },
  );
});
