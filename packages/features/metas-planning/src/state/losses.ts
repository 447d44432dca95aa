/**
 * What a new split would replace (issue 16 items 3 and 4): before a history base or 'Ratear
 * Metas' touches a target already split, the screen names the supervisors and sellers that hold
 * values, their totals, who already approved and whether the manager programmed the team.
 * Built from the supervisor summary (Tipo=R, Empregado=000) and the status rows of the target.
 */
import { TARGET_STATUSES, type TargetStatus } from '@conecta/core';
import type { SupervisorShare, SupervisorStatus } from './types';

/** One supervisor whose values would be replaced. */
export interface SupervisorLoss {
  id: string;
  nome: string;
  /** The supervisor's planned total. */
  total: number;
  /** Sellers of the team that hold values (the team was programmed), else 0. */
  sellersWithValues: number;
  /** The supervisor already approved the sellers' targets ('Aprovada supervisor' or later). */
  approved: boolean;
}

/** The split a save would replace. */
export interface SplitLoss {
  /** Supervisors holding values (planned total > 0), in the server's order. */
  supervisors: SupervisorLoss[];
  /** Σ of their totals. */
  total: number;
  /** Σ of the sellers holding values. */
  sellersWithValues: number;
  /** The manager programmed the team ('Aprovada gerente' or later). */
  programmed: boolean;
  /** How many supervisors already approved. */
  approvedCount: number;
}

const stage = (status: TargetStatus | null) => (status === null ? -1 : TARGET_STATUSES.indexOf(status));
const AT_LEAST_PROGRAMMED = TARGET_STATUSES.indexOf('Aprovada gerente');
const AT_LEAST_APPROVED = TARGET_STATUSES.indexOf('Aprovada supervisor');

/**
 * The loss of replacing the split: every supervisor with a planned total above 0; a supervisor's
 * sellers hold values once the team is programmed (their status, or the group's, is 'Aprovada
 * gerente' or later); approved means 'Aprovada supervisor' or later.
 */
export function splitLoss(supervisors: readonly SupervisorShare[], statuses: readonly SupervisorStatus[]): SplitLoss {
  const group = statuses.reduce<TargetStatus | null>((acc, row) => (stage(row.group) > stage(acc) ? row.group : acc), null);
  const statusOf = (id: string): TargetStatus | null => {
    const row = statuses.find((candidate) => candidate.id === id);
    return row?.supervisor ?? (row ? row.group : null) ?? group;
  };
  const withValues = supervisors.filter((supervisor) => supervisor.total > 0);
  const losses = withValues.map<SupervisorLoss>((supervisor) => {
    const status = stage(statusOf(supervisor.id));
    return {
      id: supervisor.id,
      nome: supervisor.nome,
      total: supervisor.total,
      sellersWithValues: status >= AT_LEAST_PROGRAMMED ? supervisor.sellers : 0,
      approved: status >= AT_LEAST_APPROVED,
    };
  });
  return {
    supervisors: losses,
    total: losses.reduce((acc, loss) => acc + loss.total, 0),
    sellersWithValues: losses.reduce((acc, loss) => acc + loss.sellersWithValues, 0),
    programmed: stage(group) >= AT_LEAST_PROGRAMMED,
    approvedCount: losses.filter((loss) => loss.approved).length,
  };
}
