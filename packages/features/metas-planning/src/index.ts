/**
 * @conecta/metas-planning — target planning 'Planejamento Metas VBC' (/metas/planejamentos,
 * /metas/planejamento): cascade, summary cards, history base, category table, save (metas spec).
 */
export { MetasPlanning } from './MetasPlanning';
export type { MetasPlanningProps } from './MetasPlanning';
