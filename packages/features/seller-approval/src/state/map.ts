/**
 * The one place where backend rows become domain values (house rule 4).
 */
import { isTargetStatus, metasRole, statusShownTo, type CurrentUser, type MetaType, type TargetStatus } from '@conecta/core';
import type { components } from '@conecta/api';
import type { CategoryValue, SellerRecord, SupervisorBox, TargetState, Viewer } from './types';
import type { TeamVersion } from './concurrency';

type Schemas = components['schemas'];

/** Employee filter meaning every supervisor. */
export const ALL_EMPLOYEES = '000';

/** Role and `Empregado` scope (metas spec §6): GERENTE sees every team, a supervisor their own. */
export function viewerOf(user: Pick<CurrentUser, 'funcaoUsuario' | 'idEmpregadoFlexx'>): Viewer {
  const role = metasRole(user.funcaoUsuario);
  const empregado =
    role === 'SUPERVISOR' && user.idEmpregadoFlexx !== null ? String(user.idEmpregadoFlexx) : ALL_EMPLOYEES;
  return { role, empregado };
}

const money = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n) : 0;
};

export function sellerFromRow(row: Schemas['SellerRow']): SellerRecord {
  return {
    id: String(row.idEmpregadoFlexx),
    name: row.dscNomeEmpregado,
    average: money(row.vlrMediaVenda),
    suggested: money(row.vlrMetaSugerida),
    planned: money(row.vlrMetaPlanejado),
    activeCustomers: row.qtdSoldAtivos ?? null,
  };
}

/**
 * The supervisor parts of the seller rows and the update date each carries (`dataAtualizacao`,
 * shared by every seller of a team). The rows come team by team: a team is the next
 * `qtdEmpregadosSupervisor` rows when they share the date and the supervisor's value; otherwise the
 * run of consecutive rows sharing them.
 */
export function teamsOfRows(rows: readonly Schemas['SellerRow'][]): TeamVersion[] {
  const teams: TeamVersion[] = [];
  const sameTeam = (a: Schemas['SellerRow'], b: Schemas['SellerRow']) =>
    (a.dataAtualizacao ?? null) === (b.dataAtualizacao ?? null) && money(a.vlrMetaPlanejadoSupervisor) === money(b.vlrMetaPlanejadoSupervisor);
  let i = 0;
  while (i < rows.length) {
    const first = rows[i] as Schemas['SellerRow'];
    const size = first.qtdEmpregadosSupervisor ?? 0;
    let end = i + 1;
    const chunk = rows.slice(i, i + size);
    if (size >= 1 && chunk.length === size && chunk.every((row) => sameTeam(first, row))) end = i + size;
    else while (end < rows.length && sameTeam(first, rows[end] as Schemas['SellerRow'])) end += 1;
    const members = rows.slice(i, end);
    teams.push({
      key: `team:${String(first.idEmpregadoFlexx)}`,
      sellerIds: members.map((row) => String(row.idEmpregadoFlexx)),
      date: first.dataAtualizacao ?? null,
      changedBy: first.responsavel ?? null,
    });
    i = end;
  }
  return teams;
}

/** The server's difference (vlrDiferencaCartaMeta) as first loaded; null when absent. */
export function initialDifferenceOf(rows: readonly Schemas['SellerRow'][]): number | null {
  const first = rows[0];
  return first?.vlrDiferencaCartaMeta === undefined ? null : money(first.vlrDiferencaCartaMeta);
}

export function categoriesFromRows(rows: readonly Schemas['CategoryValueRow'][]): CategoryValue[] {
  return rows.map((row) => ({ key: row.grupoBookKey, name: row.grupoBook, value: money(row.vlrMetaPlanejado) }));
}

/** Category values of several supervisors summed by key, in first-seen order. */
export function sumCategories(rows: readonly Schemas['CategoryValueRow'][]): CategoryValue[] {
  const byKey = new Map<number, CategoryValue>();
  for (const row of rows) {
    const found = byKey.get(row.grupoBookKey);
    if (found) found.value += money(row.vlrMetaPlanejado);
    else byKey.set(row.grupoBookKey, { key: row.grupoBookKey, name: row.grupoBook, value: money(row.vlrMetaPlanejado) });
  }
  return [...byKey.values()];
}

export function supervisorBoxOf(rows: readonly Schemas['SupervisorSummaryRow'][]): SupervisorBox {
  return {
    names: rows.map((row) => row.dscNomeEmpregado),
    planned: rows.reduce((acc, row) => acc + money(row.vlrMetaPlanejado), 0),
  };
}

const statusOf = (value: unknown): TargetStatus | null => (isTargetStatus(value) ? value : null);

/**
 * The target's status for the viewer, exactly as the server holds it: the group status
 * (statusGrupo), the team rows (statusSupervisor of each supervisor's row) and the status shown,
 * as on every targets screen (`statusShownTo`) — SUPERVISOR: his own team's status ('Liberado'
 * once the target is released), null when the server sends no row of his own (a target not yet
 * programmed answers only the manager's group row, which is not the supervisor's status);
 * GERENTE: statusGrupo (every team on one screen; each team's status is listed beside it).
 */
export function targetStateOf(
  rows: readonly Schemas['TargetStatusRow'][],
  linha: string,
  viewer: Viewer,
  metaType: MetaType = 'VBC',
): TargetState {
  // A row without a type is VBC's (the spec's screens read only VBC).
  const mine = rows.filter((row) => row.grupoMeta === linha && (row.tipoMeta ?? 'VBC') === metaType);
  const first = mine[0];
  if (!first) return { group: null, supervisor: null, teams: [], imported: false };
  const group = statusOf(first.statusGrupo);
  const teams = mine
    .filter((row) => row.idEmpregadoResponsavelFlexx !== undefined && row.statusSupervisor !== undefined)
    .map((row) => ({ id: String(row.idEmpregadoResponsavelFlexx), name: row.dscNomeEmpregado ?? '', status: statusOf(row.statusSupervisor) }));
  if (viewer.role === 'SUPERVISOR') {
    const own = teams.filter((team) => team.id === viewer.empregado);
    return { group, supervisor: statusShownTo('SUPERVISOR', group, own[0]), teams: own, imported: first.metaImportada === 1 };
  }
  // Before programming ('Em aberto', 'Rateada') the server answers one group row naming the
  // manager: no team has a status of its own yet.
  const split = group !== 'Em aberto' && group !== 'Rateada';
  return { group, supervisor: statusShownTo('GERENTE', group, undefined), teams: split ? teams : [], imported: first.metaImportada === 1 };
}

/** Options of the version and line selects from the filter rows (lines belong to a version). */
export function cascadeOptions(rows: readonly Schemas['ParameterRow'][]) {
  const versions: string[] = [];
  const lines: Array<{ linha: string; versao: string | undefined }> = [];
  for (const row of rows) {
    if (row.identificador === 'DSC_VERSAO' && !versions.includes(row.dadoBase)) versions.push(row.dadoBase);
    if (row.identificador === 'LINHA') lines.push({ linha: row.dadoBase, versao: row.versao });
  }
  return {
    versions,
    linesOf: (versao: string) => [
      ...new Set(lines.filter((l) => l.versao === undefined || l.versao === versao).map((l) => l.linha)),
    ],
  };
}
