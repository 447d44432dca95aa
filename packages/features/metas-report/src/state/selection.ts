/**
 * The report's selection: Período (the current month and the 12 before it), Meta (the four types,
 * VBC by default — spec §1, shell spec §9), Linha (the lines of the period's targets of that type;
 * BRL1 by default, §9), Broker (masters only: all their brokers or one) and the trend's length.
 * It opens on the current month, VBC and BRL1, so the report shows figures without a choice.
 */
import { isMetaType, openingPeriod, periodKey, periodLabel, recentPeriods, type MetaType, type MetasSelection } from '@conecta/core';

/** Months of the trend (the contract's `Meses`). */
export const TREND_LENGTHS = [3, 6, 12] as const;
export type TrendLength = (typeof TREND_LENGTHS)[number];

/** Default trend length. */
export const DEFAULT_TREND: TrendLength = 6;
/** How many months back the Período select goes (a year of closed months). */
export const PERIOD_MONTHS_BACK = 12;

export interface ReportSelection {
  /** 'YYYYMM'. */
  periodo: string;
  tipoMeta: MetaType;
  /** The chosen line, or null to take the default once the period's lines are known. */
  linha: string | null;
  /** Masters: one broker (idPuxada) or null for all of theirs. Others: always null (their own scope). */
  broker: number | null;
  meses: TrendLength;
}

export interface Option<T extends string | number> {
  id: T;
  label: string;
}

export { periodLabel };

/** The current month and the {@link PERIOD_MONTHS_BACK} before it, newest first. */
export function periodOptions(now: Date): Option<string>[] {
  return recentPeriods(now, PERIOD_MONTHS_BACK);
}

/** The `months` months of the trend ending at `periodo`, oldest first ('YYYYMM'). */
export function trendPeriods(periodo: string, months: number): string[] {
  const year = Number(periodo.slice(0, 4));
  const month = Number(periodo.slice(4, 6)) - 1;
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(year, month - (months - 1 - index), 1);
    return periodKey(date.getFullYear(), date.getMonth() + 1);
  });
}

/** A parameter row of GET /parametrotabelacartameta (TipoMeta=TODOS) as the server sends it. */
export interface ParameterRow {
  identificador?: string | null;
  dadoBase?: string | null;
  versao?: string | null;
}

/**
 * The lines of the period's targets of one type: the LINHA rows whose version belongs to a
 * TIPO_META row of that type, distinct, in the server's order.
 */
export function lineOptions(rows: readonly ParameterRow[], tipoMeta: MetaType): Option<string>[] {
  const versions = new Set(
    rows.filter((row) => row.identificador === 'TIPO_META' && row.dadoBase?.trim() === tipoMeta).map((row) => row.versao ?? ''),
  );
  const seen = new Set<string>();
  const options: Option<string>[] = [];
  for (const row of rows) {
    const line = row.dadoBase?.trim() ?? '';
    if (row.identificador !== 'LINHA' || line === '' || seen.has(line) || !versions.has(row.versao ?? '')) continue;
    seen.add(line);
    options.push({ id: line, label: line });
  }
  return options;
}

/**
 * The selection the report opens on: the address's year, month, type and line when valid and
 * within the Período options, else the current month, VBC and no line (BRL1 once known).
 */
export function initialReportSelection(initial: MetasSelection | undefined, now: Date): ReportSelection {
  const periodo = openingPeriod(initial, periodOptions(now), now);
  const tipoMeta = isMetaType(initial?.tipoMeta) ? initial.tipoMeta : 'VBC';
  return { periodo, tipoMeta, linha: initial?.linha ?? null, broker: null, meses: DEFAULT_TREND };
}
