/**
 * Server rows of GET /tabelacartametastatus → status lines (the only place that reads backend
 * field names), and who sees which line (metas spec §4.3, §6).
 */
import { backendStampText, isTargetStatus, teamStatusOf } from '@conecta/core';
import type { ReturnedShare, StatusRole, StatusRow } from './types';

/** A status row as the server sends it (the fields this screen reads). */
export interface ServerStatusRow {
  tipoMeta?: string | null;
  grupoMeta?: string | null;
  statusGrupo?: string | null;
  dscVersao?: string | null;
  metaImportada?: number | null;
  idEmpregadoResponsavelFlexx?: string | number | null;
  dscNomeEmpregado?: string | null;
  statusSupervisor?: string | null;
  alteracao?: string | null;
  responsavel?: string | null;
  dataAtualizacao?: string | null;
  devolucao?: { para?: string | null; usuario?: string | null; dataDevolucao?: string | null; motivo?: string | null } | null;
}

/** `devolucao` of a status row (issue 26), or null when absent or not one of the two directions. */
export function readReturn(value: ServerStatusRow['devolucao']): ReturnedShare | null {
  if (!value) return null;
  const to = value.para === 'GERENTE' ? 'manager' : value.para === 'SUPERVISOR' ? 'supervisor' : null;
  if (!to) return null;
  return { to, by: display(value.usuario), at: text(value.dataDevolucao), reason: display(value.motivo) };
}

/** Statuses a supervisor never sees a line for (spec §4.3). */
const HIDDEN_FOR_SUPERVISOR = new Set(['Em aberto', 'Rateada']);

/** Identifiers and codes (sent back to the server in links and the release): trimmed, never rewritten. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Display-only names: trimmed, shown exactly as the server holds them (React escapes them on the page). */
const display = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * `alteracao` is a text containing 'sem' or 'com' (spec §3): true for 'com' (the supervisor's value
 * was changed), false for 'sem', null for anything else.
 */
export function readAlteracao(value: unknown): boolean | null {
  const words = text(value).toLocaleLowerCase('pt-BR').split(/[^\p{L}]+/u);
  if (words.includes('com')) return true;
  if (words.includes('sem')) return false;
  return null;
}

/**
 * The status a line shows, as on every targets screen (`teamStatusOf`): the target's while it is
 * group-wide ('Em aberto', 'Rateada', 'Liberado'), otherwise the supervisor's; a status this screen
 * does not know is shown as the server wrote it.
 */
export function effectiveStatus(groupStatus: string, supervisorStatus: string | null): string {
  const shown = teamStatusOf(isTargetStatus(groupStatus) ? groupStatus : null, isTargetStatus(supervisorStatus) ? supervisorStatus : null);
  return shown ?? supervisorStatus ?? groupStatus;
}

/** Maps the server's rows; `fallbackType` is the chosen Meta when a row carries no `tipoMeta`. */
export function statusRowsFromServer(rows: readonly ServerStatusRow[], fallbackType: string): StatusRow[] {
  return rows.map((row, index) => {
    const tipoMeta = text(row.tipoMeta) || fallbackType;
    const linha = text(row.grupoMeta);
    const versao = text(row.dscVersao);
    const groupStatus = text(row.statusGrupo);
    const supervisorStatus = text(row.statusSupervisor) || null;
    const rawId = row.idEmpregadoResponsavelFlexx;
    const employeeId =
      typeof rawId === 'number' ? String(rawId) : typeof rawId === 'string' && rawId.trim() !== '' ? rawId.trim() : null;
    return {
      key: `${tipoMeta}|${versao}|${linha}|${employeeId ?? '-'}|${index}`,
      tipoMeta,
      linha,
      versao,
      status: effectiveStatus(groupStatus, supervisorStatus),
      groupStatus,
      supervisorStatus,
      employeeId,
      employeeName: display(row.dscNomeEmpregado),
      updatedBy: display(row.responsavel),
      updatedAt: text(row.dataAtualizacao),
      hasSupervisorChange: readAlteracao(row.alteracao),
      alteracaoText: display(row.alteracao),
      imported: row.metaImportada === 1,
      returned: readReturn(row.devolucao),
    };
  });
}

/**
 * The lines a user sees (spec §4.3, §6): a manager every line; a supervisor only the lines tied to
 * their own employee id, and none in 'Em aberto' or 'Rateada'. A supervisor without an employee id
 * sees nothing.
 */
export function visibleRows(rows: readonly StatusRow[], role: StatusRole, employeeId: number | null): StatusRow[] {
  if (role === 'manager') return [...rows];
  if (employeeId === null) return [];
  const own = String(employeeId);
  return rows.filter((row) => row.employeeId === own && !HIDDEN_FOR_SUPERVISOR.has(row.status));
}

/** 'YYYY-MM-DD HH:MM:SS' → 'dd/MM/yyyy HH:mm'; other text is shown as it came. */
export const formatUpdatedAt = (value: string): string => backendStampText(value);
