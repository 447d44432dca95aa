/**
 * The API boundary of the screen: maps the backend rows (metas spec §3) into the domain types once.
 */
import type { components } from '@conecta/api';
import { TARGET_STATUSES, isTargetStatus } from '@conecta/core';
import type { CategoryRow, SupervisorShare, SupervisorStatus, TargetState, TargetTotals } from './types';

type Schemas = components['schemas'];

const whole = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0;

/** Category rows of GET /tabelacartametagrupo, in server order. */
export function categoryRowsFromServer(rows: readonly Schemas['TargetGroupRow'][]): CategoryRow[] {
  return rows.map((row) => ({
    key: String(row.grupoBookKey),
    grupoBookKey: row.grupoBookKey,
    categoria: row.grupoBook,
    mediaBroker: whole(row.vlrMediaBroker),
    minima: whole(row.metaMinima),
    minimaTotal: whole(row.metaMinimaTotal),
    meta: whole(row.metaMeta),
    ideal: whole(row.metaIdeal),
    planejado: whole(row.vlrMetaPlanejado),
  }));
}

/** Totals of GET /tabelacartametatotal (its first row), or null when it answered none. */
export function totalsFromServer(rows: readonly Schemas['TargetTotalRow'][]): TargetTotals | null {
  const row = rows[0];
  if (!row) return null;
  return {
    mediaBroker: whole(row.vlrMediaBroker),
    minima: whole(row.metaMinima),
    meta: whole(row.metaMeta),
    ideal: whole(row.metaIdeal),
    planejado: whole(row.vlrMetaPlanejado),
    sugerida: whole(row.vlrMetaSugerida),
  };
}

/**
 * Status of the chosen target among the rows of GET /tabelacartametastatus: the rows of this
 * line, version and type VBC (the server answers one group row, or one row per supervisor that
 * all carry the group status). No such row → status null (nothing is shown rather than another
 * target's status). Rows disagreeing on the group status → the earliest stage (the group has not
 * reached the later one yet).
 */
export function targetStateFromServer(
  rows: readonly Schemas['TargetStatusRow'][],
  versao: string,
  linha: string,
): TargetState {
  const mine = rows.filter((r) => r.grupoMeta === linha && r.dscVersao === versao && (r.tipoMeta ?? 'VBC') === 'VBC');
  const statuses = mine.map((r) => r.statusGrupo).filter(isTargetStatus);
  const status = statuses.reduce<TargetState['status']>(
    (acc, next) => (acc === null || TARGET_STATUSES.indexOf(next) < TARGET_STATUSES.indexOf(acc) ? next : acc),
    null,
  );
  return { status, imported: mine.some((r) => r.metaImportada === 1) };
}

/** Supervisors of GET /tabelacartametasupervisorresumo (Tipo=R, Empregado=000). */
export function supervisorSharesFromServer(rows: readonly Schemas['SupervisorSummaryRow'][]): SupervisorShare[] {
  return rows.map((row) => ({
    id: String(row.idEmpregadoResponsavelFlexx),
    nome: row.dscNomeEmpregado,
    total: whole(row.vlrMetaPlanejado),
    sellers: whole(row.qtdEmpregadosSupervisor),
  }));
}

/** The status rows of the chosen target, per supervisor (GET /tabelacartametastatus). */
export function supervisorStatusesFromServer(
  rows: readonly Schemas['TargetStatusRow'][],
  versao: string,
  linha: string,
): SupervisorStatus[] {
  return rows
    .filter((r) => r.grupoMeta === linha && r.dscVersao === versao && (r.tipoMeta ?? 'VBC') === 'VBC')
    .map((r) => ({
      id: r.idEmpregadoResponsavelFlexx ?? null,
      group: isTargetStatus(r.statusGrupo) ? r.statusGrupo : null,
      supervisor: isTargetStatus(r.statusSupervisor) ? r.statusSupervisor : null,
    }));
}

/** Versions and lines of GET /parametrotabelacartameta (deduplicated, server order). */
export function parameterOptions(rows: readonly Schemas['ParameterRow'][]): {
  versions: string[];
  lines: string[];
} {
  const pick = (id: Schemas['ParameterRow']['identificador']) => [
    ...new Set(rows.filter((row) => row.identificador === id).map((row) => row.dadoBase)),
  ];
  return { versions: pick('DSC_VERSAO'), lines: pick('LINHA') };
}
