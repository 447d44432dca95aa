/**
 * The API boundary of the screen: maps the backend rows (metas spec §3) into the domain types once.
 */
import type { components } from '@conecta/api';
import { isTargetStatus } from '@conecta/core';
import type { CategoryRow, TargetState, TargetTotals } from './types';

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

/** Status of the chosen line among the rows of GET /tabelacartametastatus. */
export function targetStateFromServer(
  rows: readonly Schemas['TargetStatusRow'][],
  versao: string,
  linha: string,
): TargetState {
  const row =
    rows.find((r) => r.grupoMeta === linha && r.dscVersao === versao && (r.tipoMeta ?? 'VBC') === 'VBC') ??
    rows.find((r) => r.grupoMeta === linha);
  return {
    status: row && isTargetStatus(row.statusGrupo) ? row.statusGrupo : null,
    imported: row?.metaImportada === 1,
  };
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
