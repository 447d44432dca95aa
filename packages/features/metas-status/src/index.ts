/**
 * @conecta/metas-status — the status of target planning (/metas/status): Ano, Mês and Meta, the
 * action of each line by status and role, the release to FLEXX (metas spec §2.4, §4.3, §6, §8).
 */
export { MetasStatus } from './MetasStatus';
export type { MetasStatusProps } from './MetasStatus';
