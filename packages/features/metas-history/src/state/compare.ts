/**
 * Two versions of a month's target side by side (issue 26): per team and per category, the planned
 * value of each version and the difference, marked where they differ. Each version's figures come
 * from the supervisor split's own reads (the summary, Tipo=R, and the comparison table, Tipo=I), so
 * a supervisor compares his team only, as the server scopes it.
 */
import { formatMetaValue, formatPercent, type MetaType } from '@conecta/core';
import { MESSAGES } from '../messages';

/** A version's planned values: per team (total) and per category (all teams in scope). */
export interface VersionFigures {
  teams: ReadonlyArray<{ id: string; name: string; total: number }>;
  categories: ReadonlyArray<{ name: string; total: number }>;
}

/** The server's rows of one version, as the contract names them. */
export interface VersionRows {
  summary: ReadonlyArray<{ idEmpregadoResponsavelFlexx: string; dscNomeEmpregado: string; vlrMetaPlanejado: number }>;
  comparison: ReadonlyArray<{ GrupoBook: string; Itens: ReadonlyArray<{ Valor: number }> }>;
}

/** A version's figures from its summary and comparison table (Itens follow the summary's order). */
export function figuresOf({ summary, comparison }: VersionRows): VersionFigures {
  return {
    teams: summary.map((row) => ({ id: row.idEmpregadoResponsavelFlexx, name: row.dscNomeEmpregado, total: row.vlrMetaPlanejado })),
    categories: comparison.map((row) => ({ name: row.GrupoBook, total: row.Itens.reduce((sum, item) => sum + item.Valor, 0) })),
  };
}

/** One line of the compare tables: the value in each version (null when that version lacks it) and the difference. */
export interface CompareLine {
  key: string;
  label: string;
  a: number | null;
  b: number | null;
  /** b − a; null when a version lacks the line. */
  difference: number | null;
  /** (b − a) / a in %, 2 decimals; null when a is 0 or missing. */
  percent: number | null;
  changed: boolean;
}

export interface VersionComparison {
  teams: CompareLine[];
  categories: CompareLine[];
  total: CompareLine;
  /** Lines that differ, teams and categories together. */
  changedCount: number;
  lineCount: number;
}

function line(key: string, label: string, a: number | null, b: number | null): CompareLine {
  const difference = a !== null && b !== null ? b - a : null;
  const percent = difference !== null && a !== null && a !== 0 ? Math.round((difference / a) * 10_000) / 100 : null;
  return { key, label, a, b, difference, percent, changed: a !== b };
}

/** Joins two lists by key, in A's order then B's new lines. */
function joined<T>(a: readonly T[], b: readonly T[], key: (item: T) => string, label: (item: T) => string, value: (item: T) => number): CompareLine[] {
  const inB = new Map(b.map((item) => [key(item), item]));
  const lines = a.map((item) => {
    const other = inB.get(key(item));
    return line(key(item), label(item), value(item), other === undefined ? null : value(other));
  });
  const inA = new Set(a.map(key));
  for (const item of b) if (!inA.has(key(item))) lines.push(line(key(item), label(item), null, value(item)));
  return lines;
}

export function compareVersions(a: VersionFigures, b: VersionFigures): VersionComparison {
  const teams = joined(a.teams, b.teams, (team) => team.id, (team) => team.name, (team) => team.total);
  const categories = joined(a.categories, b.categories, (category) => category.name, (category) => category.name, (category) => category.total);
  const sum = (figures: VersionFigures) => figures.teams.reduce((acc, team) => acc + team.total, 0);
  const total = line('total', MESSAGES.compare.total, sum(a), sum(b));
  const all = [...teams, ...categories];
  return { teams, categories, total, changedCount: all.filter((entry) => entry.changed).length, lineCount: all.length };
}

/**
 * '+R$ 1.000 (+2,5%)', '−R$ 300 (−1,0%)', 'Igual', or '—' when a version lacks the line. The percent
 * has 1 decimal, 2 when it is below 0,1% (metas spec §9: 1 or 2 decimals), so a small change never
 * reads '+0,0%'.
 */
export function differenceText(line: CompareLine, metaType: MetaType): string {
  if (line.difference === null) return MESSAGES.compare.missing;
  if (line.difference === 0) return MESSAGES.compare.same;
  const sign = line.difference > 0 ? '+' : '−';
  const value = `${sign}${formatMetaValue(Math.abs(line.difference), metaType)}`;
  if (line.percent === null) return value;
  const percent = Math.abs(line.percent);
  return `${value} (${sign}${formatPercent(percent, { fractionDigits: percent < 0.1 ? 2 : 1 })})`;
}
