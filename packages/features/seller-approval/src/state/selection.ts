/**
 * The four-select cascade (§2.3, §4.4): Ano, Período, Versão, Linha; each unlocks the next and
 * changing one resets the later ones. The type is fixed: VBC, or the type of the programming screen.
 */
import { MONTH_NAMES, periodKey, type MetaType, type MetasSelection } from '@conecta/core';
import type { ChosenTarget } from './types';

export type SelectorField = 'ano' | 'mes' | 'versao' | 'linha';

/** The current year and the previous one (§9), current first. */
export function yearOptions(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return [year, year - 1];
}

export const monthOptions = MONTH_NAMES.map((name, i) => ({ id: i + 1, label: name }));

/** The selection after choosing `value` in `field`: later fields are reset. */
export function choose(selection: MetasSelection, field: SelectorField, value: string | number | null): MetasSelection {
  const next: MetasSelection = { tipoMeta: selection.tipoMeta ?? 'VBC' };
  if (field === 'ano') {
    if (value !== null) next.ano = Number(value);
    return next;
  }
  next.ano = selection.ano;
  if (field === 'mes') {
    if (value !== null) next.mes = Number(value);
    return next;
  }
  next.mes = selection.mes;
  if (field === 'versao') {
    if (value !== null) next.versao = String(value);
    return next;
  }
  next.versao = selection.versao;
  if (value !== null) next.linha = String(value);
  return next;
}

/** Whether `next` differs from `current` in a field that the cascade sends. */
export function sameSelection(a: MetasSelection, b: MetasSelection): boolean {
  return a.ano === b.ano && a.mes === b.mes && a.versao === b.versao && a.linha === b.linha;
}

/** The period key of a selection with year and month, else null. */
export function periodOf(selection: MetasSelection): string | null {
  return selection.ano !== undefined && selection.mes !== undefined ? periodKey(selection.ano, selection.mes) : null;
}

/** The fully chosen target, or null while a select is empty. */
export function chosenOf(selection: MetasSelection): ChosenTarget | null {
  const periodo = periodOf(selection);
  if (periodo === null || !selection.versao || !selection.linha || selection.ano === undefined || selection.mes === undefined)
    return null;
  return { ano: selection.ano, mes: selection.mes, periodo, versao: selection.versao, linha: selection.linha };
}

/**
 * The selection read from the address, with the type fixed to the screen's (`metaType`): an address
 * naming another type keeps only its year and month (its version and line are that type's).
 */
export function initialOf(selection: MetasSelection | undefined, metaType: MetaType = 'VBC'): MetasSelection {
  if (!selection) return { tipoMeta: metaType };
  if (selection.tipoMeta !== undefined && selection.tipoMeta !== metaType) {
    return { ano: selection.ano, mes: selection.mes, tipoMeta: metaType };
  }
  return { ...selection, tipoMeta: metaType };
}
