/**
 * The history's target: Período (the current month and the 12 before it), Meta (the four types),
 * Versão (the period's versions of that type) and Linha (the version's lines), from GET
 * /parametrotabelacartameta (TipoMeta=TODOS, as the status screen reads it). It opens on the
 * address's target; a version or line the period does not offer gives way to its first one.
 */
import { isMetaType, openingPeriod, recentPeriods, type MetaType, type MetasSelection } from '@conecta/core';

/** How many months back the Período select goes. */
export const PERIOD_MONTHS_BACK = 12;

export interface HistorySelection {
  /** 'YYYYMM'. */
  periodo: string;
  tipoMeta: MetaType;
  /** The chosen version, or null to take the period's first. */
  versao: string | null;
  /** The chosen line, or null to take BRL1 (or the version's first). */
  linha: string | null;
}

export interface Option<T extends string | number> {
  id: T;
  label: string;
}

/** A row of GET /parametrotabelacartameta as the server sends it. */
export interface ParameterRow {
  identificador?: string | null;
  dadoBase?: string | null;
  versao?: string | null;
}

export const periodOptions = (now: Date): Option<string>[] => recentPeriods(now, PERIOD_MONTHS_BACK);

const distinct = (values: Iterable<string>): Option<string>[] => [...new Set(values)].filter(Boolean).map((value) => ({ id: value, label: value }));

/** The period's versions of a type: the versions its TIPO_META rows name, in the server's order. */
export function versionOptions(rows: readonly ParameterRow[], tipoMeta: MetaType): Option<string>[] {
  return distinct(rows.filter((row) => row.identificador === 'TIPO_META' && row.dadoBase?.trim() === tipoMeta).map((row) => row.versao?.trim() ?? ''));
}

/** A version's lines (its LINHA rows), in the server's order. */
export function lineOptions(rows: readonly ParameterRow[], versao: string | null): Option<string>[] {
  if (versao === null) return [];
  return distinct(rows.filter((row) => row.identificador === 'LINHA' && row.versao?.trim() === versao).map((row) => row.dadoBase?.trim() ?? ''));
}

/** The version in use: the chosen one when offered, else the first; null when there is none. */
export function versionInUse(options: readonly Option<string>[], chosen: string | null): string | null {
  return options.some((option) => option.id === chosen) ? chosen : (options[0]?.id ?? null);
}

/** The selection the screen opens on: the address's target when within the Período options, else the current month, VBC. */
export function initialHistorySelection(initial: MetasSelection | undefined, now: Date): HistorySelection {
  return {
    periodo: openingPeriod(initial, periodOptions(now), now),
    tipoMeta: isMetaType(initial?.tipoMeta) ? initial.tipoMeta : 'VBC',
    versao: initial?.versao ?? null,
    linha: initial?.linha ?? null,
  };
}
