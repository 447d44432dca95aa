/**
 * @conecta/dashboard — the home dashboard (/dashboard): welcome, 'Linha de produtos', the four
 * VBC and coverage totals, the image carousel and the supervisors' '% Atingimento' table
 * (shell spec §2, §3, §4, §6, §7, §9).
 */
export { Dashboard } from './Dashboard';
export type { DashboardProps } from './Dashboard';
