/**
 * Reports area of the mock backend (issue 22, contract additions): the target tracking report of
 * /relatorio/acompanhamento-metas — meta and realizado per seller and category of a month, and the
 * trend per supervisor over the last months.
 *
 * How the figures are made (documented on the workbench page *Backend simulado*):
 * - **Meta**: the month's target of the type and line in each broker in scope — its released
 *   version ('Liberado'), else its latest — and, of its teams the user may see, those programmed
 *   for their sellers: each seller's programmed value per category. A target not programmed yet
 *   answers no rows.
 * - **Realizado**: the seller's figure of the category in the month, from the type's history
 *   (metas-model `historyOfType`: sales for VBC, customers for COBERTURA, items for RECOMENDADOR,
 *   focus-product sales for FOCO) — the same history the suggestions come from. The current month
 *   is not closed: month to date, the average of its three previous months × the part of the month
 *   gone (day of the month ÷ days in the month, at the server's clock). A later month has none (0).
 * - **Scope**: as the metas reads — brokers of the user (type 1 all), a supervisor only his own
 *   team whatever `Empregado` asks; `Empregado` narrows to one supervisor ('000' = all).
 */
import { isMetaType, type MetaType } from '@conecta/core';
import type { HttpHandler } from 'msw';
import type { components } from '../../generated/schema';
import type { MockContext } from '../context';
import type { UserRecord } from '../network';
import { addMonths, baseIndices, findHistory, type HistoryView, type MetasState, type TargetRecord } from './metas-model';
import { brokersFor, employeesOf, inScope, isProgrammed, METAS_MESSAGES, upper, visibleParts } from './metas';

type AchievementRow = components['schemas']['AchievementRow'];
type AchievementTrendRow = components['schemas']['AchievementTrendRow'];

/** Months the trend may span. */
export const TREND_MONTHS = [3, 6, 12] as const;

/** What a report read asks for, once read and checked. */
export interface ReportQuery {
  brokers: number[] | null;
  periodo: string;
  tipoMeta: MetaType;
  linha: string;
  empregado: string;
}

/** The target a report reads in a broker: the released version of the month, else the latest. */
function reportTarget(state: MetasState, idPuxada: number, query: ReportQuery): TargetRecord | undefined {
  const versions = state.targets
    .filter((t) => t.idPuxada === idPuxada && t.periodo === query.periodo && t.tipoMeta === query.tipoMeta && t.linha === query.linha)
    .sort((a, b) => b.versao.localeCompare(a.versao));
  return versions.find((t) => t.status === 'Liberado') ?? versions[0];
}

/** Days in the month of a period 'YYYYMM'. */
const daysIn = (periodo: string) => new Date(Number(periodo.slice(0, 4)), Number(periodo.slice(4, 6)), 0).getDate();

/**
 * A seller's realizado of one category in `periodo`: the history's
 * figure of a closed month; month to date for the current month; 0 for a later one.
 */
export function realizadoOf(view: HistoryView | null, sellerId: number, categoryKey: number, periodo: string, now: Date): number {
  if (!view) return 0;
  const c = view.categoryIndex.get(categoryKey);
  const row = c === undefined ? undefined : view.history.sellers[String(sellerId)]?.[c];
  if (!row) return 0;
  const m = view.monthIndex.get(periodo);
  if (m !== undefined) return row[m] ?? 0;
  const current = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
  if (periodo !== current) return 0;
  const before = baseIndices(view, periodo, 3);
  if (before.length === 0) return 0;
  const average = before.reduce((acc, index) => acc + (row[index] ?? 0), 0) / before.length;
  return Math.round((average * now.getDate()) / daysIn(periodo));
}

/** Every seller × category row of the month's target in the user's scope. */
export function achievementRows(state: MetasState, ctx: MockContext, user: UserRecord, query: ReportQuery): AchievementRow[] {
  const employees = employeesOf(ctx.db.network);
  const brokers = [...new Set(state.targets.map((t) => t.idPuxada))].filter((id) => inScope(query.brokers, id)).sort((a, b) => a - b);
  const now = new Date(ctx.now());
  const rows: AchievementRow[] = [];
  for (const idPuxada of brokers) {
    const target = reportTarget(state, idPuxada, query);
    if (!target) continue;
    const view = findHistory(state, idPuxada, query.linha, query.tipoMeta);
    for (const part of visibleParts(target, user, query.empregado).filter(isProgrammed)) {
      const supervisor = upper(employees.get(part.id)?.nome);
      for (const seller of part.sellers) {
        target.categories.forEach((category, c) => {
          rows.push({
            idPuxada,
            idEmpregadoResponsavelFlexx: String(part.id),
            dscNomeSupervisor: supervisor,
            idEmpregadoFlexx: String(seller.id),
            dscNomeEmpregado: upper(employees.get(seller.id)?.nome),
            grupoBookKey: category.key,
            grupoBook: category.nome,
            vlrMeta: seller.values[c] ?? 0,
            vlrRealizado: realizadoOf(view, seller.id, category.key, query.periodo, now),
          });
        });
      }
    }
  }
  return rows;
}

/** Per month (oldest first) and supervisor: meta and realizado summed over sellers and categories. */
export function achievementTrend(state: MetasState, ctx: MockContext, user: UserRecord, query: ReportQuery, months: number): AchievementTrendRow[] {
  const trend: AchievementTrendRow[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const periodo = addMonths(query.periodo, -back);
    const bySupervisor = new Map<string, AchievementTrendRow>();
    for (const row of achievementRows(state, ctx, user, { ...query, periodo })) {
      const entry = bySupervisor.get(row.idEmpregadoResponsavelFlexx) ?? {
        periodo,
        idEmpregadoResponsavelFlexx: row.idEmpregadoResponsavelFlexx,
        dscNomeEmpregado: row.dscNomeSupervisor,
        vlrMeta: 0,
        vlrRealizado: 0,
      };
      entry.vlrMeta += row.vlrMeta;
      entry.vlrRealizado += row.vlrRealizado;
      bySupervisor.set(row.idEmpregadoResponsavelFlexx, entry);
    }
    trend.push(...bySupervisor.values());
  }
  return trend;
}

export function reportsHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  /** The query of a report read, or null when a parameter is missing or invalid (400). */
  const queryOf = (user: UserRecord, request: Request): ReportQuery | null => {
    const q = new URL(request.url).searchParams;
    const periodo = q.get('Periodo') ?? '';
    const tipoMeta = q.get('TipoMeta');
    const linha = q.get('Linha') ?? '';
    const empregado = q.get('Empregado') ?? '';
    if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo) || !isMetaType(tipoMeta) || linha === '' || !/^\d+$/.test(empregado)) return null;
    return { brokers: brokersFor(user, q.get('IdPuxada')), periodo, tipoMeta, linha, empregado };
  };
  return [
    http.get('/relatorio/acompanhamentometas', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const query = queryOf(user, request);
      if (!query) return response.untyped(ctx.error(400, METAS_MESSAGES.invalid));
      return response(200).json(achievementRows(ctx.db.metas, ctx, user, query));
    }),
    http.get('/relatorio/acompanhamentometas/tendencia', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const query = queryOf(user, request);
      const months = Number(new URL(request.url).searchParams.get('Meses'));
      if (!query || !(TREND_MONTHS as readonly number[]).includes(months)) return response.untyped(ctx.error(400, METAS_MESSAGES.invalid));
      return response(200).json(achievementTrend(ctx.db.metas, ctx, user, query, months));
    }),
  ];
}
