/**
 * @conecta/metas-report — the target tracking report (/relatorio/acompanhamento-metas): meta vs
 * realizado and '% Atingimento' per broker, supervisor, seller and category, bars and trend charts
 * with data tables, drill-down, export and print (issue 22).
 */
export { MetasReport } from './MetasReport';
export type { MetasReportProps } from './MetasReport';
