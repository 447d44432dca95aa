/**
 * The report's rows and its drill-down (issue 22): the server's seller × category rows mapped once
 * into core `AchievementItem`s, and the path the user went down — broker (masters) → supervisor →
 * seller → categories. Pure, so every rule is unit-tested.
 */
import { summarizeAchievement, type AchievementItem, type AchievementLevel, type AchievementLine } from '@conecta/core';

/** A row of GET /relatorio/acompanhamentometas as the server sends it (contract AchievementRow). */
export interface ServerAchievementRow {
  idPuxada: number;
  idEmpregadoResponsavelFlexx: string;
  dscNomeSupervisor: string;
  idEmpregadoFlexx: string;
  dscNomeEmpregado: string;
  grupoBookKey: number;
  grupoBook: string;
  vlrMeta: number;
  vlrRealizado: number;
}

/** Maps the server's rows once; a broker without a known name is `fallbackName(id)`. */
export function itemsFromServer(
  rows: readonly ServerAchievementRow[],
  brokerNames: ReadonlyMap<number, string>,
  fallbackName: (id: string) => string,
): AchievementItem[] {
  return rows.map((row) => ({
    brokerId: String(row.idPuxada),
    brokerName: brokerNames.get(row.idPuxada) ?? fallbackName(String(row.idPuxada)),
    supervisorId: row.idEmpregadoResponsavelFlexx,
    supervisorName: row.dscNomeSupervisor,
    sellerId: row.idEmpregadoFlexx,
    sellerName: row.dscNomeEmpregado,
    categoryKey: row.grupoBookKey,
    categoryName: row.grupoBook,
    meta: Number.isFinite(row.vlrMeta) ? row.vlrMeta : 0,
    realizado: Number.isFinite(row.vlrRealizado) ? row.vlrRealizado : 0,
  }));
}

/** Who reads the report, for its first level: masters by broker, the manager by supervisor, the supervisor his sellers. */
export type ReportRole = 'master' | 'manager' | 'supervisor';

/** Function 11 is the supervisor, 10 the manager; 1 and 16 (and any other that reaches it) read as masters. */
export function reportRoleOf(funcaoUsuario: number): ReportRole {
  if (funcaoUsuario === 11) return 'supervisor';
  if (funcaoUsuario === 10) return 'manager';
  return 'master';
}

/** Where the user is in the report: each field narrows to one broker, supervisor or seller. */
export interface DrillPath {
  brokerId: string | null;
  supervisorId: string | null;
  sellerId: string | null;
}

export const TOP: DrillPath = { brokerId: null, supervisorId: null, sellerId: null };

/**
 * The first level of a role: the supervisor's sellers; the manager's supervisors; the masters'
 * brokers when the rows span more than one broker, else their supervisors.
 */
export function rootLevel(role: ReportRole, items: readonly AchievementItem[]): AchievementLevel {
  if (role === 'supervisor') return 'seller';
  if (role === 'manager') return 'supervisor';
  const first = items[0]?.brokerId;
  return items.some((item) => item.brokerId !== first) ? 'broker' : 'supervisor';
}

/** The level shown at a path: the categories of a seller, the sellers of a supervisor, the supervisors of a broker, else the root. */
export function levelAt(path: DrillPath, root: AchievementLevel): AchievementLevel {
  if (path.sellerId !== null) return 'category';
  if (path.supervisorId !== null) return 'seller';
  if (path.brokerId !== null) return 'supervisor';
  return root;
}

/** The items under a path. */
export function itemsAt(items: readonly AchievementItem[], path: DrillPath): AchievementItem[] {
  return items.filter(
    (item) =>
      (path.brokerId === null || item.brokerId === path.brokerId) &&
      (path.supervisorId === null || item.supervisorId === path.supervisorId) &&
      (path.sellerId === null || item.sellerId === path.sellerId),
  );
}

/** The lines of the level shown at a path (summed from the items under it). */
export function linesAt(items: readonly AchievementItem[], path: DrillPath, root: AchievementLevel): AchievementLine[] {
  return summarizeAchievement(itemsAt(items, path), levelAt(path, root));
}

/** Whether a line of this level opens a deeper one (categories are the last level). */
export const canDrill = (level: AchievementLevel) => level !== 'category';

/** The path after opening a line of the level shown: one field more, parents kept from the items. */
export function drillInto(path: DrillPath, level: AchievementLevel, key: string, items: readonly AchievementItem[]): DrillPath {
  const item = items.find((entry) =>
    level === 'broker' ? entry.brokerId === key : level === 'supervisor' ? entry.supervisorId === key : entry.sellerId === key,
  );
  if (!item || level === 'category') return path;
  if (level === 'broker') return { brokerId: key, supervisorId: null, sellerId: null };
  if (level === 'supervisor') return { brokerId: path.brokerId, supervisorId: key, sellerId: null };
  return { brokerId: path.brokerId, supervisorId: path.supervisorId ?? item.supervisorId, sellerId: key };
}

/** One step of the path shown as a crumb: its text and the path it goes back to. */
export interface DrillCrumb {
  id: string;
  label: string;
  path: DrillPath;
}

/**
 * The crumbs from the root to the level shown: 'Todos os supervisores' › supervisor › seller. A
 * path that no longer matches the rows (another period) keeps only the steps that still exist.
 */
export function crumbsOf(path: DrillPath, items: readonly AchievementItem[], rootLabel: string): DrillCrumb[] {
  const crumbs: DrillCrumb[] = [{ id: 'root', label: rootLabel, path: TOP }];
  const broker = path.brokerId === null ? undefined : items.find((item) => item.brokerId === path.brokerId);
  if (broker) crumbs.push({ id: `b${broker.brokerId}`, label: broker.brokerName, path: { ...TOP, brokerId: broker.brokerId } });
  const supervisor = path.supervisorId === null ? undefined : items.find((item) => item.supervisorId === path.supervisorId);
  if (supervisor)
    crumbs.push({ id: `s${supervisor.supervisorId}`, label: supervisor.supervisorName, path: { brokerId: path.brokerId, supervisorId: supervisor.supervisorId, sellerId: null } });
  const seller = path.sellerId === null ? undefined : items.find((item) => item.sellerId === path.sellerId);
  if (seller) crumbs.push({ id: `v${seller.sellerId}`, label: seller.sellerName, path });
  return crumbs;
}

/** The path kept when the rows change (another period, type or line): the steps still present, else the top. */
export function pathStillIn(path: DrillPath, items: readonly AchievementItem[]): DrillPath {
  if (path.brokerId !== null && !items.some((item) => item.brokerId === path.brokerId)) return TOP;
  if (path.supervisorId !== null && !items.some((item) => item.supervisorId === path.supervisorId)) return { ...TOP, brokerId: path.brokerId };
  if (path.sellerId !== null && !items.some((item) => item.sellerId === path.sellerId)) return { ...path, sellerId: null };
  return path;
}
