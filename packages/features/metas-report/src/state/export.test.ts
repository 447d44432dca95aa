import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { xlsxWorkbook, type AchievementItem } from '@conecta/core';
import { REPORT_XLSX_COLUMNS, exportHeader, reportCsv, xlsxRows } from './export';

const item = (over: Partial<AchievementItem>): AchievementItem => ({
  brokerId: '10234',
  brokerName: 'SUL ALIMENTOS',
  supervisorId: '51',
  supervisorName: 'CARLOS',
  sellerId: '1',
  sellerName: 'RAFAEL',
  categoryKey: 101,
  categoryName: 'BISCOITOS',
  meta: 1000,
  realizado: 995.5,
  ...over,
});

describe('the report\'s files', () => {
  it('has one line per seller × category, the Broker column only across brokers', () => {
    expect(exportHeader(false)).toEqual(['Supervisor', 'Vendedor', 'Categoria', 'Meta', 'Realizado', '% Atingimento']);
    expect(exportHeader(true)[0]).toBe('Broker');
    expect(xlsxRows([item({})], false)).toEqual([exportHeader(false), ['CARLOS', 'RAFAEL', 'BISCOITOS', 1000, 995.5, 99.6]]);
    expect(xlsxRows([item({ meta: 0 })], true)[1]).toEqual(['SUL ALIMENTOS', 'CARLOS', 'RAFAEL', 'BISCOITOS', 0, 995.5, '']);
  });

  it('makes names inert (OWASP CSV injection) and writes figures the pt-BR way in the .csv', () => {
    const hostile = item({ sellerName: '=HYPERLINK("http://x")', categoryName: '@SUM(A1)' });
    expect(xlsxRows([hostile], false)[1]?.slice(1, 3)).toEqual(["'=HYPERLINK(\"http://x\")", "'@SUM(A1)"]);
    const csv = reportCsv([hostile], false);
    expect(csv.startsWith('\uFEFFSupervisor;Vendedor;Categoria;Meta;Realizado;% Atingimento\r\n')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('CARLOS;"\'=HYPERLINK(""http://x"")";\'@SUM(A1);1000;"995,5";"99,6"');
  });

  it('writes an .xlsx that holds numbers as numbers', async () => {
    const { data, sheetOptions, options } = xlsxWorkbook(xlsxRows([item({}), item({ sellerName: 'constructor' })], false), 'Acompanhamento', REPORT_XLSX_COLUMNS);
    expect(data[1]?.[3]).toMatchObject({ type: Number, value: 1000 });
    const buffer = await writeXlsxFile(data, sheetOptions, options).toBuffer();
    expect(buffer.byteLength).toBeGreaterThan(1000);
  });
});
