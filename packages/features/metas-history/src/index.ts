/**
 * @conecta/metas-history — the targets history (/metas/historico, issue 26): every change of a
 * month's target, filtered, exported to .xlsx/.csv, and two versions compared.
 */
export { MetasHistory } from './MetasHistory';
export type { MetasHistoryProps } from './MetasHistory';
