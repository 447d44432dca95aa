/**
 * The selects of the status screen (metas spec §2.4, §9): Ano (current and previous year), Mês
 * (12 Portuguese names → 1–12), Meta (the TIPO_META rows of GET /parametrotabelacartameta with
 * TipoMeta=TODOS; VBC by default).
 */
import { MONTH_NAMES, periodKey } from '@conecta/core';
import type { Option, StatusSelection } from './types';

/** Default target type (spec §1). */
export const DEFAULT_META = 'VBC';

/** Display names of the target types; FOCO is 'PRODUTO FOCO' (spec §1). */
const META_LABELS: Readonly<Record<string, string>> = { FOCO: 'PRODUTO FOCO' };

/** The display name of a target type: 'PRODUTO FOCO' for FOCO, the code otherwise. */
export function metaLabel(tipoMeta: string): string {
  return META_LABELS[tipoMeta.toUpperCase()] ?? tipoMeta;
}

/** The current year and the previous one, current first. */
export function yearOptions(now: Date): Option<number>[] {
  const year = now.getFullYear();
  return [year, year - 1].map((id) => ({ id, label: String(id) }));
}

/** Janeiro (1) to Dezembro (12). */
export function monthOptions(): Option<number>[] {
  return MONTH_NAMES.map((label, index) => ({ id: index + 1, label }));
}

/** A parameter row as the server sends it. */
export interface ServerParameterRow {
  identificador?: string | null;
  dadoBase?: string | null;
}

/** Meta options: the distinct TIPO_META values in the server's order. */
export function metaOptions(rows: readonly ServerParameterRow[]): Option<string>[] {
  const seen = new Set<string>();
  const options: Option<string>[] = [];
  for (const row of rows) {
    const value = typeof row.dadoBase === 'string' ? row.dadoBase.trim() : '';
    if (row.identificador !== 'TIPO_META' || value === '' || seen.has(value)) continue;
    seen.add(value);
    options.push({ id: value, label: metaLabel(value) });
  }
  return options;
}

/**
 * The Meta to preselect once the options arrive: the wanted one (from the address) when offered,
 * else VBC when offered, else none (the user chooses).
 */
export function defaultMeta(options: readonly Option<string>[], wanted: string | null | undefined): string | null {
  if (wanted && options.some((option) => option.id === wanted)) return wanted;
  return options.some((option) => option.id === DEFAULT_META) ? DEFAULT_META : null;
}

/** The period key 'YYYYMM' of a selection, or null until year and month are chosen. */
export function periodOf(selection: Pick<StatusSelection, 'ano' | 'mes'>): string | null {
  if (selection.ano === null || selection.mes === null) return null;
  return periodKey(selection.ano, selection.mes);
}

/**
 * Cascade (spec §4.4): changing an earlier select resets the later ones. Returns the selection
 * after `field` changed to `value`.
 */
export function changeSelection(
  selection: StatusSelection,
  field: keyof StatusSelection,
  value: number | string | null,
): StatusSelection {
  switch (field) {
    case 'ano':
      return value === selection.ano ? selection : { ano: value as number | null, mes: null, tipoMeta: null };
    case 'mes':
      return value === selection.mes ? selection : { ...selection, mes: value as number | null, tipoMeta: null };
    default:
      return { ...selection, tipoMeta: value as string | null };
  }
}

/** Reads an initial selection (from the address): a year outside the Ano options or a month outside 1–12 is dropped with what follows. */
export function initialStatusSelection(
  initial: { ano?: number; mes?: number; tipoMeta?: string } | undefined,
  now: Date,
): StatusSelection {
  const empty: StatusSelection = { ano: null, mes: null, tipoMeta: null };
  if (!initial?.ano || !yearOptions(now).some((option) => option.id === initial.ano)) return empty;
  if (!initial.mes || initial.mes < 1 || initial.mes > 12) return { ...empty, ano: initial.ano };
  return { ano: initial.ano, mes: initial.mes, tipoMeta: initial.tipoMeta ?? null };
}
