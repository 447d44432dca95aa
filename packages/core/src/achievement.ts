/**
 * '% Atingimento': how much of a target was achieved, and its colour (shell spec §9: "Dashboard
 * percentage above 99 is green, otherwise red"). One rule for the dashboard's table and the target
 * tracking report (issue 22).
 */

/** A '% Atingimento' strictly above this is green; anything else is red (§9). */
export const ACHIEVEMENT_THRESHOLD = 99;

/** Colour of a '% Atingimento': 'above' (green) when strictly above 99, else 'below' (red). */
export type AchievementTone = 'above' | 'below';

export function achievementTone(percentual: number): AchievementTone {
  return Number.isFinite(percentual) && percentual > ACHIEVEMENT_THRESHOLD ? 'above' : 'below';
}

/**
 * realizado ÷ meta × 100, one decimal (as the dashboard's figures): 80 of 100 → 80; null when there
 * is no meta (0, negative or not a number), where no percentage means anything.
 */
export function achievementPercent(meta: number, realizado: number): number | null {
  if (!Number.isFinite(meta) || meta <= 0 || !Number.isFinite(realizado)) return null;
  return Math.round((realizado / meta) * 1000) / 10;
}

/** One seller × category of a month's target: what was programmed and what was achieved. */
export interface AchievementItem {
  /** The broker (idPuxada) as text. */
  brokerId: string;
  /** The broker's name ('Broker 10234' when the host knows no name). */
  brokerName: string;
  supervisorId: string;
  supervisorName: string;
  sellerId: string;
  sellerName: string;
  categoryKey: number;
  categoryName: string;
  meta: number;
  realizado: number;
}

/** How the report groups the items: per broker (masters), supervisor, seller or category. */
export type AchievementLevel = 'broker' | 'supervisor' | 'seller' | 'category';

/** One line of a grouping: its totals, '% Atingimento' (null without a meta) and colour. */
export interface AchievementLine {
  /** The broker's, supervisor's or seller's id, or the category key as text. */
  key: string;
  name: string;
  /** The line's parent (a seller's supervisor, a supervisor's broker), so a drill-down keeps it; null for brokers and categories. */
  parentKey: string | null;
  meta: number;
  realizado: number;
  percent: number | null;
  tone: AchievementTone;
}

const keyOf: Record<AchievementLevel, (item: AchievementItem) => [string, string, string | null]> = {
  broker: (item) => [item.brokerId, item.brokerName, null],
  supervisor: (item) => [item.supervisorId, item.supervisorName, item.brokerId],
  seller: (item) => [item.sellerId, item.sellerName, item.supervisorId],
  category: (item) => [String(item.categoryKey), item.categoryName, null],
};

/**
 * The items summed per broker, supervisor, seller or category, in the order each first appears (the
 * server's order), with their '% Atingimento' and colour. Pass the items of one supervisor (or one
 * seller) to drill down.
 */
export function summarizeAchievement(items: readonly AchievementItem[], level: AchievementLevel): AchievementLine[] {
  const lines = new Map<string, { key: string; name: string; parentKey: string | null; meta: number; realizado: number }>();
  for (const item of items) {
    const [key, name, parentKey] = keyOf[level](item);
    const line = lines.get(key) ?? { key, name, parentKey, meta: 0, realizado: 0 };
    line.meta += item.meta;
    line.realizado += item.realizado;
    lines.set(key, line);
  }
  return [...lines.values()].map((line) => {
    const percent = achievementPercent(line.meta, line.realizado);
    return { ...line, percent, tone: achievementTone(percent ?? Number.NaN) };
  });
}

/** The whole selection's totals: meta, realizado, '% Atingimento' and colour. */
export function achievementTotal(items: readonly AchievementItem[]): Omit<AchievementLine, 'key' | 'name' | 'parentKey'> {
  const meta = items.reduce((acc, item) => acc + item.meta, 0);
  const realizado = items.reduce((acc, item) => acc + item.realizado, 0);
  const percent = achievementPercent(meta, realizado);
  return { meta, realizado, percent, tone: achievementTone(percent ?? Number.NaN) };
}

/** How a table of achievement lines is sorted. */
export interface AchievementSort {
  column: 'name' | 'meta' | 'realizado' | 'percent';
  direction: 'ascending' | 'descending';
}

/**
 * The lines sorted by a column; names in pt-BR order, lines without a percentage last whatever the
 * direction, ties kept in their order.
 */
export function sortAchievement(lines: readonly AchievementLine[], { column, direction }: AchievementSort): AchievementLine[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => {
      if (column === 'name') return sign * collator.compare(a.line.name, b.line.name) || a.index - b.index;
      const x = a.line[column];
      const y = b.line[column];
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      return sign * (x - y) || a.index - b.index;
    })
    .map(({ line }) => line);
}

/** One month of the trend: the selection's totals and '% Atingimento'. */
export interface AchievementMonth {
  periodo: string;
  meta: number;
  realizado: number;
  percent: number | null;
}

/**
 * The trend of '% Atingimento' month by month (oldest first) from per-supervisor month rows,
 * summed over the supervisors (or one of them with `supervisorId`). With `periods` every one of
 * those months is in the trend, a month without rows with no meta and no percentage (a gap in the
 * chart, not a month left out).
 */
export function achievementTrendOf(
  rows: readonly { periodo: string; supervisorId: string; meta: number; realizado: number }[],
  supervisorId?: string,
  periods: readonly string[] = [],
): AchievementMonth[] {
  const months = new Map<string, { meta: number; realizado: number }>(periods.map((periodo) => [periodo, { meta: 0, realizado: 0 }]));
  for (const row of rows) {
    if (supervisorId !== undefined && row.supervisorId !== supervisorId) continue;
    const month = months.get(row.periodo) ?? { meta: 0, realizado: 0 };
    month.meta += row.meta;
    month.realizado += row.realizado;
    months.set(row.periodo, month);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([periodo, month]) => ({ periodo, ...month, percent: achievementPercent(month.meta, month.realizado) }));
}
