/**
 * The dashboard's approval progress (issue 26): for the dashboard's month and line, each programmed
 * target (type, version) with how many supervisors approved out of how many and each team's
 * situation, and the status screen that acts on it ('Lembrar', release). Shown to those who follow
 * the supervisors' approvals — managers and masters (a supervisor's own part is in his inbox).
 * Pure: the hook (use-approvals.ts) reads GET /metas/progresso.
 */
import type { components } from '@conecta/api';
import { canOpenPath, isMetaType, metaTypeInfo, metasSelectionSearch, parsePeriodKey, type CurrentUser } from '@conecta/core';
import { APPROVALS_MESSAGES as A } from '../messages';

type ServerProgress = components['schemas']['TargetProgress'];

export interface ApprovalTeam {
  id: string;
  name: string;
  situation: 'approved' | 'waiting' | 'returned';
}

export interface ApprovalTarget {
  key: string;
  /** 'VBC · Versão 202611-V01' */
  title: string;
  approved: number;
  total: number;
  released: boolean;
  teams: ApprovalTeam[];
  /** The status screen of the month and type (where 'Lembrar' and the release are); null when the user may not open it. */
  statusHref: string | null;
}

const STATUS_PATH = '/metas/status';

/** Whether the user follows the supervisors' approvals: opens the status screen and is no supervisor. */
export function mayFollowApprovals(user: Pick<CurrentUser, 'tipoUsuario' | 'funcaoUsuario'>): boolean {
  return user.funcaoUsuario !== 11 && canOpenPath(STATUS_PATH, user);
}

/** The targets of the answer, in its order, each with its teams (approved first, then waiting, then returned). */
export function approvalTargets(rows: readonly ServerProgress[] | undefined, user: Pick<CurrentUser, 'tipoUsuario' | 'funcaoUsuario'>): ApprovalTarget[] {
  const order = { approved: 0, waiting: 1, returned: 2 } as const;
  return (rows ?? []).map((row) => {
    const type = isMetaType(row.tipoMeta) ? metaTypeInfo(row.tipoMeta).label : row.tipoMeta;
    const period = parsePeriodKey(row.periodo);
    const statusHref =
      period && canOpenPath(STATUS_PATH, user) ? `${STATUS_PATH}${metasSelectionSearch({ ano: period.year, mes: period.month, tipoMeta: row.tipoMeta })}` : null;
    const teams = row.equipes
      .map((team): ApprovalTeam => ({
        id: team.idEmpregadoResponsavelFlexx,
        name: team.dscNomeEmpregado,
        situation: team.situacao === 'APROVADA' ? 'approved' : team.situacao === 'DEVOLVIDA' ? 'returned' : 'waiting',
      }))
      .sort((a, b) => order[a.situation] - order[b.situation]);
    return {
      key: `${row.idPuxada}|${row.tipoMeta}|${row.dscVersao}|${row.grupoMeta}`,
      title: A.target(type, row.dscVersao),
      approved: row.aprovadas,
      total: row.total,
      released: row.statusGrupo === 'Liberado',
      teams,
      statusHref,
    };
  });
}
