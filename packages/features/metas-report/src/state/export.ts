/**
 * The report's files (.xlsx and .csv): one line per seller × category under the level shown, with
 * its meta, realizado and '% Atingimento' — what a manager pivots in Excel. Texts are the server's
 * made inert by `escapeExportCell`; in the .xlsx the figures are numbers Excel can sum, in the .csv
 * they are written the pt-BR way (decimal comma, no thousands separator) so Excel in Portuguese
 * reads them as numbers.
 */
import { achievementPercent, escapeExportCell, toCsv, type AchievementItem, type XlsxValue } from '@conecta/core';
import { MESSAGES } from '../messages';

const C = MESSAGES.export.columns;

/** Column widths (characters) of the .xlsx. */
export const REPORT_XLSX_COLUMNS: readonly { width: number }[] = [
  { width: 28 },
  { width: 32 },
  { width: 32 },
  { width: 24 },
  { width: 16 },
  { width: 16 },
  { width: 14 },
];

/** The header; the Broker column only when the rows span several brokers (masters). */
export function exportHeader(withBroker: boolean): string[] {
  return [...(withBroker ? [C.broker] : []), C.supervisor, C.seller, C.category, C.meta, C.realizado, C.atingimento];
}

/** The raw lines (not escaped): names as the server sent them, figures as numbers, '% Atingimento' null without a meta. */
function rawLines(items: readonly AchievementItem[], withBroker: boolean): (string | number | null)[][] {
  return items.map((item) => [
    ...(withBroker ? [item.brokerName] : []),
    item.supervisorName,
    item.sellerName,
    item.categoryName,
    item.meta,
    item.realizado,
    achievementPercent(item.meta, item.realizado),
  ]);
}

/** The .xlsx rows: header first, texts escaped, figures numbers, an empty cell where there is no %. */
export function xlsxRows(items: readonly AchievementItem[], withBroker: boolean): XlsxValue[][] {
  return [
    exportHeader(withBroker).map(escapeExportCell),
    ...rawLines(items, withBroker).map((cells) => cells.map((cell) => (typeof cell === 'string' ? escapeExportCell(cell) : (cell ?? '')))),
  ];
}

/** A figure as Excel in Portuguese reads it: '1234,5'. */
const csvNumber = (value: number) => String(value).replace('.', ',');

/** The .csv document: ';' separated, CRLF records, UTF-8 BOM (`toCsv` escapes every cell). */
export function reportCsv(items: readonly AchievementItem[], withBroker: boolean): string {
  const lines = rawLines(items, withBroker).map((cells) =>
    cells.map((cell) => (typeof cell === 'number' ? csvNumber(cell) : (cell ?? ''))),
  );
  return toCsv([exportHeader(withBroker), ...lines], { separator: ';', bom: true });
}
