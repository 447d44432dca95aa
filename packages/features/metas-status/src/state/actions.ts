/**
 * The Ação column (metas spec §2.4, §4.3): the action of a line by status and role, the screen it
 * opens by target type, and the check icon of the release. An action is a link only when the
 * signed-in user may open its screen — decided by core's route access table (`canOpenPath`), the
 * same table the portal's route guard and side menu read — otherwise the cell says who must act.
 */
import { areaRuleOf, canOpenPath, isMetaType, metaTypeInfo, metasHistoryHref, metasSelectionSearch } from '@conecta/core';
import { MESSAGES } from '../messages';
import { metaLabel } from './selects';
import type { ActionStep, ReleasePermission, RowAction, StatusRole, StatusRow, StatusViewer } from './types';

const A = MESSAGES.actions;

/** The role of the status screen: function 11 is the supervisor; every other function gets the manager's view (spec §4.3 "non-supervisors"). */
export function statusRoleOf(funcaoUsuario: number): StatusRole {
  return funcaoUsuario === 11 ? 'supervisor' : 'manager';
}

const text = (label: string, reason: string | null = null): RowAction => ({ label, step: null, canRelease: false, reason });

/**
 * The action the spec gives a line for a role, before the route check (spec §4.3, decisions in
 * MetasStatus.mdx):
 * - Em aberto: 'Ratear Meta' → planning; Rateada: 'Programar Metas Time' → supervisor split;
 * - Aprovada gerente: manager 'Aguardar Aprovação Do Supervisor'; supervisor 'Aprovar Rateio
 *   Vendedor' → seller screen, whatever `alteracao` says (the reduction rule belongs to the seller
 *   screen's values, not to approving);
 * - Aprovada supervisor: manager 'Liberar Meta Para o Time' once the whole target ('statusGrupo') is
 *   approved — before that 'Aguardar Aprovação Dos Outros Supervisores', since this one already
 *   approved; supervisor 'Aguardar Liberação Do Gerente';
 * - Liberado and unknown statuses: 'Sem Ação'.
 */
function specAction(row: StatusRow, role: StatusRole, permission: ReleasePermission): RowAction {
  switch (row.status) {
    case 'Em aberto':
      return { label: A.ratear, step: 'planejamento', canRelease: false, reason: null };
    case 'Rateada':
      return { label: A.programar, step: 'programacao', canRelease: false, reason: null };
    case 'Aprovada gerente':
      // Issue 26: a share the supervisor sent back waits for the manager's answer (new values, or
      // programming again) on the supervisors' split.
      if (row.returned?.to === 'manager')
        return role === 'manager'
          ? { label: A.responderDevolucao, step: 'programacao', canRelease: false, reason: null }
          : text(A.aguardarGerente, A.reasons.returnedToManager);
      return role === 'manager'
        ? text(A.aguardarSupervisor)
        : { label: A.aprovarRateioVendedor, step: 'rateioVendedor', canRelease: false, reason: null };
    case 'Aprovada supervisor': {
      const wholeTargetApproved = row.groupStatus === 'Aprovada supervisor';
      if (role === 'supervisor')
        return text(A.aguardarLiberacao, wholeTargetApproved ? null : A.reasons.othersPendingSupervisor);
      if (!wholeTargetApproved) return text(A.aguardarOutrosSupervisores, A.reasons.othersPendingManager);
      return {
        label: A.liberar,
        step: null,
        canRelease: permission === 'allowed',
        reason: permission === 'denied' ? A.reasons.noReleasePermission : null,
      };
    }
    default:
      // Liberado, or a status this screen does not know: nothing to do from here.
      return text(A.semAcao);
  }
}

/** Who may open a route, as the access table says: the supervisor (function 11), the manager (10), or neither. */
function actorOf(path: string): 'supervisor' | 'manager' | null {
  const rule = areaRuleOf(path);
  if (!rule || rule.functions === 'all') return null;
  if (rule.functions.includes(11)) return 'supervisor';
  if (rule.functions.includes(10)) return 'manager';
  return null;
}

/** The text of a step the user's role may not open: who must act, and why not him. */
function blockedAction(step: ActionStep, path: string): RowAction {
  const W = A.waiting;
  switch (actorOf(path)) {
    case 'supervisor':
      return text(step === 'rateioVendedor' ? W.supervisorApprove : W.supervisorProgram, A.reasons.supervisorStep);
    case 'manager':
      return text(step === 'planejamento' ? W.managerPlan : W.managerProgram, A.reasons.managerStep);
    default:
      return text(A.semAcao, A.reasons.noAccess);
  }
}

/**
 * The action of a line for the signed-in user. A step is kept (a link) only when the user may
 * open its screen (core `canOpenPath`, the guard's own table); otherwise the cell shows who must
 * act and why ('Aguardando o supervisor programar' …). The check icon needs the manager's view, the
 * whole target at 'Aprovada supervisor' and the metas permission (`permission` 'allowed').
 */
export function actionFor(row: StatusRow, viewer: StatusViewer, permission: ReleasePermission): RowAction {
  const action = specAction(row, statusRoleOf(viewer.funcaoUsuario), permission);
  if (action.step === null) return action;
  const path = targetPath(row.tipoMeta, action.step);
  if (!canOpenPath(path, viewer)) return blockedAction(action.step, path);
  // The other types are planned and split outside the portal (issue 22): the manager's steps have
  // no screen of their own, only the type's programming screen to follow it.
  if (row.tipoMeta.toUpperCase() !== 'VBC' && action.step !== 'rateioVendedor')
    return { label: A.acompanhar, step: action.step, canRelease: false, reason: A.reasons.upstream };
  return action;
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
    default: {
      // The type's programming screen (core `metaTypeInfo`); an unknown type, PRODUTO FOCO's (§2.4).
      const type = tipoMeta.toUpperCase();
      return metaTypeInfo(isMetaType(type) ? type : 'FOCO').path;
    }
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

/**
 * The line's change history (issue 26): the target's, opened on the line's team when the line is a
 * supervisor's (a target still 'Em aberto' or 'Rateada' has no team yet).
 */
export function historyHref(row: StatusRow, period: { ano: number; mes: number }): string {
  const selection = { ano: period.ano, mes: period.mes, tipoMeta: row.tipoMeta, versao: row.versao, linha: row.linha };
  return metasHistoryHref({ selection, ...(row.employeeId !== null && row.supervisorStatus !== null ? { equipe: row.employeeId } : {}) });
}

/**
 * What tells a line apart for a screen reader (type, line, version, employee), e.g.
 * 'meta VBC, linha BRL1, versão 202608-V01, CARLOS EDUARDO SANTOS'. The row's controls are named
 * '<visible text>: <this>' so each one is unique and still starts with what is seen.
 */
export function rowDescription(row: StatusRow): string {
  return MESSAGES.table.rowDescription({
    tipoMeta: metaLabel(row.tipoMeta),
    linha: row.linha,
    versao: row.versao,
    employee: row.employeeName,
  });
}

/**
 * Which return the viewer may make on a line (issue 26), or null: a supervisor sends back his own VBC
 * share while it waits for his approval ('Aprovada gerente', not already sent back) — the other types
 * arrive programmed, with no split by the manager; a manager sends an approved split ('Aprovada
 * supervisor') back to its supervisor before the release. Never on an imported or released target.
 */
export function giveBackFor(row: StatusRow, viewer: StatusViewer): 'manager' | 'supervisor' | null {
  if (row.imported || row.groupStatus === 'Liberado' || row.employeeId === null) return null;
  const role = statusRoleOf(viewer.funcaoUsuario);
  if (role === 'supervisor')
    return row.tipoMeta.toUpperCase() === 'VBC' && row.status === 'Aprovada gerente' && row.returned?.to !== 'manager' ? 'manager' : null;
  return row.status === 'Aprovada supervisor' && canOpenPath('/metas/status', viewer) ? 'supervisor' : null;
}
