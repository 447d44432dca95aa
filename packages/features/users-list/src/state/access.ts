/**
 * What the signed-in user may do on the list, by function code (shell spec §2, §6).
 */
import type { TeamReport } from './types';

/** Function codes that get the team view: manager (10) and supervisor (11). */
export const TEAM_VIEW_FUNCTIONS: readonly number[] = [10, 11];

/** Function codes that edit users and permissions: 1, 15, 16. */
export const EDITOR_FUNCTIONS: readonly number[] = [1, 15, 16];

/** What the list shows and allows for one user. */
export interface ListAccess {
  /** Team view (10, 11): team list, status filter, info dialog; no tools, sort, csv or Novo Usuário. */
  isTeamView: boolean;
  /** Whether the columns can be sorted. */
  canSort: boolean;
  /** Whether 'Exportar .csv' shows. */
  canExportCsv: boolean;
  /** Whether 'Novo Usuário' shows. */
  canCreate: boolean;
  /** Whether the Ferramentas column and its tools (edit user, edit permissions) show: functions 1, 15, 16. */
  canEdit: boolean;
  /** The team list of the info dialog: G (supervisors) for a manager, V (sellers) for a supervisor. */
  teamReport: TeamReport | null;
}

/** The access of a function code. */
export function listAccess(funcaoUsuario: number): ListAccess {
  const isTeamView = TEAM_VIEW_FUNCTIONS.includes(funcaoUsuario);
  const canEdit = EDITOR_FUNCTIONS.includes(funcaoUsuario);
  return {
    isTeamView,
    canSort: !isTeamView,
    canExportCsv: !isTeamView,
    canCreate: !isTeamView,
    canEdit,
    teamReport: funcaoUsuario === 10 ? 'G' : funcaoUsuario === 11 ? 'V' : null,
  };
}

/** The permission tool is hidden on the signed-in user's own line (shell spec §2). */
export function showsPermissionTool(access: ListAccess, rowUserId: number | null, ownId: number): boolean {
  return access.canEdit && rowUserId !== null && rowUserId !== ownId;
}
