/**
 * The Ação column (metas spec §2.4, §4.3): the action of a line by status, role and whether the
 * supervisor may reduce, the screen it opens by target type, and the check icon of the release.
 */
import { metasSelectionSearch } from '@conecta/core';
import { MESSAGES } from '../messages';
import type { ActionStep, RowAction, StatusRole, StatusRow } from './types';

const A = MESSAGES.actions;

/** The role of the status screen: function 11 is the supervisor; every other function gets the manager's view (spec §4.3 "non-supervisors"). */
export function statusRoleOf(funcaoUsuario: number): StatusRole {
  return funcaoUsuario === 11 ? 'supervisor' : 'manager';
}

/**
 * The action of a line (spec §4.3):
 * - Em aberto: 'Ratear Meta' → planning; Rateada: 'Programar Metas Time' → supervisor split;
 * - Aprovada gerente: manager 'Aguardar Aprovação Do Supervisor'; supervisor 'Aprovar Rateio
 *   Vendedor' → seller screen when reduction is allowed (`alteracao` 'com'), otherwise 'Aprovada';
 * - Aprovada supervisor: manager 'Liberar Meta Para o Time'; supervisor 'Aprovada';
 * - Liberado: 'Sem Ação'.
 * The release works on the whole target, so the manager's 'Liberar Meta Para o Time' (and its
 * check icon) needs the target's status ('statusGrupo') at 'Aprovada supervisor': a supervisor who
 * approved while others have not leaves the manager at 'Aguardar Aprovação Do Supervisor'. The check
 * icon also needs the metas permission (`canReleasePermission`).
 */
export function actionFor(row: StatusRow, role: StatusRole, canReleasePermission: boolean): RowAction {
  const text = (label: string): RowAction => ({ label, step: null, canRelease: false });
  switch (row.status) {
    case 'Em aberto':
      return { label: A.ratear, step: 'planejamento', canRelease: false };
    case 'Rateada':
      return { label: A.programar, step: 'programacao', canRelease: false };
    case 'Aprovada gerente':
    case 'Aprovada supervisor': {
      if (role === 'manager') {
        if (row.groupStatus !== 'Aprovada supervisor') return text(A.aguardarSupervisor);
        return { label: A.liberar, step: null, canRelease: canReleasePermission };
      }
      if (row.status === 'Aprovada gerente' && row.hasSupervisorChange === true)
        return { label: A.aprovarRateioVendedor, step: 'rateioVendedor', canRelease: false };
      return text(A.aprovada);
    }
    case 'Liberado':
      return text(A.semAcao);
    default:
      // A status this screen does not know: nothing to do from here.
      return text(A.semAcao);
  }
}

/**
 * The screen an action opens (spec §2.4): VBC by step (planejamentos, programacao,
 * rateio-vendedor); COBERTURA, RECOMENDADOR and every other type to their programming screen.
 */
export function targetPath(tipoMeta: string, step: ActionStep): string {
  switch (tipoMeta.toUpperCase()) {
    case 'VBC':
      return step === 'planejamento'
        ? '/metas/planejamentos'
        : step === 'programacao'
          ? '/metas/programacao'
          : '/metas/rateio-vendedor';
    case 'COBERTURA':
      return '/metas/cobertura-programacao';
    case 'RECOMENDADOR':
      return '/metas/recomendador-programacao';
    default:
      return '/metas/produtofoco-programacao';
  }
}

/**
 * The address of a line's action with the selection of its target (core `metasSelectionSearch`),
 * so the screen opens on it: '/metas/programacao?ano=2026&mes=8&meta=VBC&versao=202608-V01&linha=BRL1'.
 * Null when the action is plain text.
 */
export function actionHref(row: StatusRow, action: RowAction, period: { ano: number; mes: number }): string | null {
  if (action.step === null) return null;
  const search = metasSelectionSearch({
    ano: period.ano,
    mes: period.mes,
    tipoMeta: row.tipoMeta,
    versao: row.versao,
    linha: row.linha,
  });
  return `${targetPath(row.tipoMeta, action.step)}${search}`;
}
