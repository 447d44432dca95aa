/**
 * The approval progress of a month's targets (issue 26): per target (type, line, version), how many
 * supervisors approved out of how many, and each team's situation — approved, waiting since when,
 * returned by whom and why — with the last reminder. Pure: the hook (use-progress.ts) wires the calls.
 */
import type { components } from '@conecta/api';
import { isMetaType, metaTypeInfo } from '@conecta/core';
import { MESSAGES } from '../messages';
import { formatUpdatedAt } from './rows';
import type { StatusRole } from './types';

export type ServerProgress = components['schemas']['TargetProgress'];

/** One team in a target's progress. */
export interface TeamProgressView {
  id: string;
  name: string;
  situation: 'approved' | 'waiting' | 'returned';
  /** 'Aprovada em 18/01/2026 07:06', 'Aguardando desde …', 'Devolvida ao gerente por … em …'. */
  text: string;
  /** The reason of a return, or null. */
  reason: string | null;
  /** 'Lembrado por Fernanda Oliveira em 25/11/2026 09:12', or null. */
  lastReminder: string | null;
  /** The viewer may remind this team ('Lembrar'): a manager, on a team that waits for its supervisor. */
  canRemind: boolean;
}

/** One target's progress. */
export interface TargetProgressView {
  key: string;
  /** 'VBC · Linha BRL1 · Versão 202609-V01' */
  title: string;
  idPuxada: number;
  versao: string;
  linha: string;
  tipoMeta: string;
  approved: number;
  total: number;
  returned: number;
  teams: TeamProgressView[];
}

const P = MESSAGES.progress;

/** The progress views the viewer gets: the manager's (a supervisor's own team is already on his line of the table). */
export function progressViews(rows: readonly ServerProgress[] | undefined, role: StatusRole): TargetProgressView[] {
  if (role !== 'manager') return [];
  return (rows ?? []).map((row) => {
    const type = isMetaType(row.tipoMeta) ? metaTypeInfo(row.tipoMeta).label : row.tipoMeta;
    return {
      key: `${row.idPuxada}|${row.tipoMeta}|${row.dscVersao}|${row.grupoMeta}`,
      title: P.target(type, row.grupoMeta, row.dscVersao),
      idPuxada: row.idPuxada,
      versao: row.dscVersao,
      linha: row.grupoMeta,
      tipoMeta: row.tipoMeta,
      approved: row.aprovadas,
      total: row.total,
      returned: row.devolvidas,
      teams: row.equipes.map((team) => {
        const situation = team.situacao === 'APROVADA' ? 'approved' : team.situacao === 'DEVOLVIDA' ? 'returned' : 'waiting';
        const since = formatUpdatedAt(team.desde);
        const text =
          situation === 'approved'
            ? P.approved(since)
            : situation === 'returned' && team.devolucao
              ? P.returned(team.devolucao.para === 'GERENTE', team.devolucao.usuario, formatUpdatedAt(team.devolucao.dataDevolucao))
              : P.waiting(since);
        return {
          id: team.idEmpregadoResponsavelFlexx,
          name: team.dscNomeEmpregado,
          situation,
          text,
          reason: team.devolucao?.motivo ?? null,
          lastReminder: team.ultimoLembrete ? P.reminded(team.ultimoLembrete.usuario, formatUpdatedAt(team.ultimoLembrete.dataLembrete)) : null,
          canRemind: situation === 'waiting' && row.statusGrupo !== 'Liberado',
        };
      }),
    };
  });
}
