import { splitProportionally, type TargetStatus } from '@conecta/core';

/**
 * The data model and the pure engine of the metas area of the mock backend: sales history,
 * targets with their supervisor and seller parts, the history-based suggestions and the
 * proportional splits. Shared by the seed (metas-seed.ts) and the handlers (metas.ts), so seeded
 * targets are built exactly the way the contract's writes build them. The formulas are
 * documented at the top of metas.ts.
 */

/** Target types (metas §1). */
export type MetaTypeCode = 'VBC' | 'COBERTURA' | 'RECOMENDADOR' | 'FOCO';

/** Target types in display order. */
export const META_TYPES: readonly MetaTypeCode[] = ['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO'];

/** History bases the planning screen offers (metas §9). */
export const HISTORY_BASES = [3, 6, 9, 12] as const;

/** History base used for split weights and averages when a target was planned without one. */
export const DEFAULT_HISTORY_BASE = 6;

/** Months compared year over year for the growth of the suggestions. */
export const GROWTH_WINDOW_MONTHS = 6;

/** Growth used when the year-ago window is not fully in the history. */
export const DEFAULT_GROWTH = 0.05;

/** Growth is clamped to this range. */
export const GROWTH_RANGE = { min: 0.02, max: 0.15 } as const;

/** metaIdeal = metaMeta × this factor. */
export const IDEAL_FACTOR = 1.1;

/**
 * Monthly sales (whole reais) of one broker and product line: per seller, per category, per month.
 * `sellers[id][categoryIndex][monthIndex]`, aligned with `categoryKeys` and `months`.
 */
export interface SalesHistory {
  idPuxada: number;
  linha: string;
  /** Period keys 'YYYYMM', oldest first, consecutive. */
  months: string[];
  /** grupoBookKey of each category index. */
  categoryKeys: number[];
  /** Keyed by the seller's idEmpregadoFlexx (as a string: JSON object keys). */
  sellers: Record<string, number[][]>;
}

/** A category of a target: the suggestions of the last calculation and the planned value. */
export interface TargetCategory {
  /** grupoBookKey */
  key: number;
  /** grupoBook */
  nome: string;
  vlrMediaBroker: number;
  metaMinima: number;
  metaMeta: number;
  metaIdeal: number;
  /** Planned (assumed) value, whole reais; 0 before planning. */
  vlrMetaPlanejado: number;
}

/** A seller's part of a supervisor's target. `values` is empty until the supervisors are programmed. */
export interface SellerPart {
  id: number;
  /** Suggested total (the split made when the supervisors were programmed). */
  sugerida: number;
  /** Planned value per category, aligned with the target's categories. */
  values: number[];
}

/** A supervisor's part of a target. */
export interface SupervisorPart {
  id: number;
  status: TargetStatus;
  /** Suggested total (the split of the planned total made when the planning was saved). */
  sugerida: number;
  /** Planned value per category, aligned with the target's categories. */
  values: number[];
  sellers: SellerPart[];
  /** Last difference saved by the seller screen (salvardiferencametavbc), or null. */
  diferencaSalva: number | null;
  /** Who changed this part last (user name) and when (epoch ms). */
  responsavel: string;
  atualizadoEm: number;
}

/** A target: broker × period × version × line × type. */
export interface TargetRecord {
  idPuxada: number;
  /** 'YYYYMM' */
  periodo: string;
  /** Version key 'YYYYMM-Vnn' (the queries carry no period: the version names it). */
  versao: string;
  /** Product line (grupoMeta). */
  linha: string;
  tipoMeta: MetaTypeCode;
  /** Group status (statusGrupo). */
  status: TargetStatus;
  metaImportada: 0 | 1;
  /** History base of the last calculation (Tipo=P); 0 = never calculated. */
  qtdMesMedia: number;
  categories: TargetCategory[];
  /** Empty until the planning is saved ('Rateada'). */
  supervisors: SupervisorPart[];
  /** Who changed the target last (user name) and when (epoch ms). */
  responsavel: string;
  atualizadoEm: number;
}

/** One release to FLEXX (the occurrence log). */
export interface ReleaseRecord {
  idOcorrencia: number;
  codOcorrencia: number;
  chaveOcorrencia: string;
  idPuxada: number;
  periodo: string;
  versao: string;
  linha: string;
  tipoMeta: string;
  usuario: string;
  em: number;
}

/** State of the metas area of the mock backend (JSON-serialisable). */
export interface MetasState {
  history: SalesHistory[];
  targets: TargetRecord[];
  releases: ReleaseRecord[];
  /** Next idOcorrencia of a release. */
  nextOcorrencia: number;
}

/** A supervisor and the active sellers of their team. */
export interface Team {
  id: number;
  sellers: number[];
}

// ---------------------------------------------------------------------------------------------
// Periods

/** 'YYYYMM' moved by `delta` months. */
export function addMonths(periodo: string, delta: number): string {
  const year = Number(periodo.slice(0, 4));
  const month = Number(periodo.slice(4, 6));
  const index = year * 12 + (month - 1) + delta;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${y}${String(m).padStart(2, '0')}`;
}

/** The `n` months before `periodo`, oldest first. */
export function monthsBefore(periodo: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addMonths(periodo, i - n));
}

/** Version key of a period: '202503-V01'. */
export function versionKey(periodo: string, version: number): string {
  return `${periodo}-V${String(version).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// History views (derived indexes, cached per history object; the history never changes)

export interface HistoryView {
  history: SalesHistory;
  categoryIndex: Map<number, number>;
  monthIndex: Map<string, number>;
  /** Broker totals per category per month (sum over every seller, inactive ones included). */
  brokerSeries: number[][];
}

const views = new WeakMap<SalesHistory, HistoryView>();

export function viewOf(history: SalesHistory): HistoryView {
  let view = views.get(history);
  if (!view) {
    const brokerSeries = history.categoryKeys.map(() => history.months.map(() => 0));
    for (const rows of Object.values(history.sellers)) {
      rows.forEach((row, c) => {
        const series = brokerSeries[c];
        if (!series) return;
        row.forEach((value, m) => {
          series[m] = (series[m] ?? 0) + value;
        });
      });
    }
    view = {
      history,
      categoryIndex: new Map(history.categoryKeys.map((key, index) => [key, index])),
      monthIndex: new Map(history.months.map((month, index) => [month, index])),
      brokerSeries,
    };
    views.set(history, view);
  }
  return view;
}

/**
 * The history of a target type, derived from the line's sales (VBC) history, so that every type's
 * suggestions, averages and splits follow the same sellers and seasons (whole units, cached):
 * - COBERTURA: customers who bought in the category that month = round(sales / ticket), the
 *   category's average ticket R$ 450–849 (from its key);
 * - RECOMENDADOR: recommended items sold = round(sales / item price), R$ 160–279 per item;
 * - FOCO: sales of the category's focus products = round(sales × share), share 12–30 %.
 */
export function historyOfType(history: SalesHistory, tipo: MetaTypeCode): SalesHistory {
  if (tipo === 'VBC') return history;
  let byType = derived.get(history);
  if (!byType) {
    byType = new Map();
    derived.set(history, byType);
  }
  let result = byType.get(tipo);
  if (!result) {
    const transform = TYPE_TRANSFORMS[tipo];
    const sellers: Record<string, number[][]> = {};
    for (const [id, rows] of Object.entries(history.sellers)) {
      sellers[id] = rows.map((row, c) => {
        const key = history.categoryKeys[c] ?? 0;
        return row.map((value) => transform(value, key));
      });
    }
    result = { ...history, sellers };
    byType.set(tipo, result);
  }
  return result;
}

const TYPE_TRANSFORMS: Record<Exclude<MetaTypeCode, 'VBC'>, (sales: number, categoryKey: number) => number> = {
  COBERTURA: (sales, key) => Math.round(sales / (450 + ((key * 97) % 400))),
  RECOMENDADOR: (sales, key) => Math.round(sales / (160 + ((key * 53) % 120))),
  FOCO: (sales, key) => Math.round(sales * (0.12 + ((key * 31) % 19) / 100)),
};

const derived = new WeakMap<SalesHistory, Map<MetaTypeCode, SalesHistory>>();

/** The history view of a broker's line for a target type (VBC: the sales themselves). */
export function findHistory(
  state: MetasState,
  idPuxada: number,
  linha: string,
  tipo: MetaTypeCode = 'VBC',
): HistoryView | null {
  const history = state.history.find((h) => h.idPuxada === idPuxada && h.linha === linha);
  return history ? viewOf(historyOfType(history, tipo)) : null;
}

/**
 * A seller's active customers (`qtdSoldAtivos`): his customer register, which every month's
 * coverage of a category stays within — a quarter above the most customers he reached in any
 * category and month of the line's coverage history, plus 2 (0 without history).
 */
export function activeCustomersOf(view: HistoryView | null, sellerId: number): number {
  const rows = view?.history.sellers[String(sellerId)];
  if (!rows) return 0;
  let most = 0;
  for (const row of rows) for (const value of row) most = Math.max(most, value);
  return Math.ceil(most * 1.25) + 2;
}

/** Indices (in the history) of the `n` months before `periodo` that the history holds. */
export function baseIndices(view: HistoryView | null, periodo: string, n: number): number[] {
  if (!view) return [];
  return monthsBefore(periodo, n)
    .map((month) => view.monthIndex.get(month))
    .filter((index): index is number => index !== undefined);
}

function sumAt(row: readonly number[] | undefined, indices: readonly number[]): number {
  if (!row) return 0;
  let total = 0;
  for (const index of indices) total += row[index] ?? 0;
  return total;
}

/** A seller's sales in a category over the given months. */
export function sellerCategorySales(
  view: HistoryView | null,
  sellerId: number,
  categoryKey: number,
  indices: readonly number[],
): number {
  if (!view) return 0;
  const c = view.categoryIndex.get(categoryKey);
  if (c === undefined) return 0;
  return sumAt(view.history.sellers[String(sellerId)]?.[c], indices);
}

/** A seller's sales (every category of the target) over the given months. */
export function sellerSales(
  view: HistoryView | null,
  sellerId: number,
  categoryKeys: readonly number[],
  indices: readonly number[],
): number {
  let total = 0;
  for (const key of categoryKeys) total += sellerCategorySales(view, sellerId, key, indices);
  return total;
}

/** Average monthly value of a sum over `months` months (whole reais); 0 without months. */
export function monthlyAverage(sum: number, months: number): number {
  return months > 0 ? Math.round(sum / months) : 0;
}

// ---------------------------------------------------------------------------------------------
// Suggestions

export interface Suggestion {
  vlrMediaBroker: number;
  metaMinima: number;
  metaMeta: number;
  metaIdeal: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The suggestion of one category from its monthly series (see the formulas at the top of
 * metas.ts). `series[i]` is the sales of `months[i]`.
 */
export function suggestFromSeries(
  series: readonly number[],
  months: readonly string[],
  periodo: string,
  n: number,
): Suggestion {
  const index = new Map(months.map((month, i) => [month, i]));
  const valuesOf = (keys: readonly string[]) =>
    keys.map((key) => {
      const i = index.get(key);
      return i === undefined ? undefined : series[i];
    });
  const base = valuesOf(monthsBefore(periodo, n)).filter((v): v is number => v !== undefined);
  const media = monthlyAverage(
    base.reduce((a, v) => a + v, 0),
    base.length,
  );
  const recentKeys = monthsBefore(periodo, GROWTH_WINDOW_MONTHS);
  const recent = valuesOf(recentKeys);
  const yearAgo = valuesOf(recentKeys.map((key) => addMonths(key, -12)));
  const complete = [...recent, ...yearAgo].every((v) => v !== undefined);
  const recentSum = recent.reduce<number>((a, v) => a + (v ?? 0), 0);
  const yearAgoSum = yearAgo.reduce<number>((a, v) => a + (v ?? 0), 0);
  const growth =
    complete && yearAgoSum > 0
      ? clamp(recentSum / yearAgoSum - 1, GROWTH_RANGE.min, GROWTH_RANGE.max)
      : DEFAULT_GROWTH;
  const metaMeta = Math.round(media * (1 + growth));
  return {
    vlrMediaBroker: media,
    metaMinima: media,
    metaMeta,
    metaIdeal: Math.round(metaMeta * IDEAL_FACTOR),
  };
}

/** Suggestions of every category of a target for a history base of `n` months. */
export function suggestionsFor(
  target: TargetRecord,
  view: HistoryView | null,
  n: number,
): Suggestion[] {
  return target.categories.map((category) => {
    const c = view?.categoryIndex.get(category.key);
    if (!view || c === undefined)
      return { vlrMediaBroker: 0, metaMinima: 0, metaMeta: 0, metaIdeal: 0 };
    return suggestFromSeries(view.brokerSeries[c] ?? [], view.history.months, target.periodo, n);
  });
}

/** Writes the suggestions of base `n` into the target, and the planned values = metaMeta. */
export function applySuggestions(target: TargetRecord, view: HistoryView | null, n: number): void {
  const suggestions = suggestionsFor(target, view, n);
  target.categories.forEach((category, i) => {
    const s = suggestions[i];
    if (!s) return;
    Object.assign(category, s);
    category.vlrMetaPlanejado = s.metaMeta;
  });
  target.qtdMesMedia = n;
}

// ---------------------------------------------------------------------------------------------
// Splits

const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);

/** Sum of a part's category values. */
export function totalOf(values: readonly number[]): number {
  return sum(values);
}

/** History base used for weights and averages of a target. */
export function baseOf(target: TargetRecord): number {
  return target.qtdMesMedia || DEFAULT_HISTORY_BASE;
}

/**
 * Splits the planned value of every category among the supervisors in proportion to their teams'
 * sales in that category over the target's history base (largest remainder, exact sums). Every
 * supervisor gets status 'Rateada', its category values as the planned values and their sum as
 * the suggested value (vlrMetaSugerida); sellers are listed without values.
 */
export function splitAmongSupervisors(
  target: TargetRecord,
  view: HistoryView | null,
  teams: readonly Team[],
  responsavel: string,
  at: number,
): void {
  const indices = baseIndices(view, target.periodo, baseOf(target));
  const columns = target.categories.map((category) => {
    const weights = teams.map((team) =>
      sum(team.sellers.map((id) => sellerCategorySales(view, id, category.key, indices))),
    );
    return splitProportionally(category.vlrMetaPlanejado, weights);
  });
  target.supervisors = teams.map((team, j) => {
    const values = columns.map((column) => column[j] ?? 0);
    return {
      id: team.id,
      status: 'Rateada',
      sugerida: sum(values),
      values,
      sellers: team.sellers.map((id) => ({ id, sugerida: 0, values: [] })),
      diferencaSalva: null,
      responsavel,
      atualizadoEm: at,
    };
  });
}

/**
 * Splits a supervisor's category values among their sellers in proportion to each seller's sales
 * in the category over the target's history base, with the seller-screen minimum of 1 per
 * category (largest remainder, exact sums). Each seller's suggested value is their new total.
 */
export function splitAmongSellers(
  target: TargetRecord,
  view: HistoryView | null,
  part: SupervisorPart,
): void {
  const indices = baseIndices(view, target.periodo, baseOf(target));
  const columns = target.categories.map((category, i) => {
    const weights = part.sellers.map((seller) =>
      sellerCategorySales(view, seller.id, category.key, indices),
    );
    return splitProportionally(part.values[i] ?? 0, weights, { minimum: 1 });
  });
  part.sellers.forEach((seller, k) => {
    seller.values = columns.map((column) => column[k] ?? 0);
    seller.sugerida = sum(seller.values);
  });
  part.diferencaSalva = null;
}

/**
 * Redistributes a new total over the categories in proportion to the current values (or, when
 * they are all 0, to the given history weights), largest remainder, exact sum.
 */
export function redistribute(
  total: number,
  current: readonly number[],
  fallbackWeights: readonly number[],
  minimum = 0,
): number[] {
  const weights = sum(current) > 0 ? current : fallbackWeights;
  return splitProportionally(total, weights, { minimum });
}

/**
 * {@link redistribute} with a ceiling per category (COBERTURA: the seller's active customers):
 * a category the proportional split puts above `cap` is held at it and the excess goes to the
 * others in proportion, again, until none is above. Null when `total` does not fit (above
 * `cap` × the number of categories).
 */
export function redistributeCapped(
  total: number,
  current: readonly number[],
  fallbackWeights: readonly number[],
  minimum: number,
  cap: number,
): number[] | null {
  if (total > cap * current.length) return null;
  const values = redistribute(total, current, fallbackWeights, minimum);
  for (let round = 0; round < values.length; round += 1) {
    const excess = values.reduce((acc, value) => acc + Math.max(0, value - cap), 0);
    if (excess === 0) return values;
    const open = values.map((value) => (value < cap ? value : 0));
    for (let i = 0; i < values.length; i += 1) values[i] = Math.min(values[i] ?? 0, cap);
    const extra = splitProportionally(excess, sum(open) > 0 ? open : values.map((value) => (value < cap ? 1 : 0)));
    extra.forEach((add, i) => {
      values[i] = (values[i] ?? 0) + add;
    });
  }
  return values;
}

/** sum of the sellers' planned values − the supervisor's planned value (0 before programming). */
export function sellerDifference(part: SupervisorPart): number {
  if (part.sellers.every((seller) => seller.values.length === 0)) return 0;
  return sum(part.sellers.map((seller) => sum(seller.values))) - sum(part.values);
}
