/**
 * The selector cascade Ano → Periodo → Versao → Linha (metas spec §2.1, §4.4, §9): options,
 * reset of the later steps, and reading a selection passed in the address.
 */
import { MONTH_NAMES, type MetasSelection } from '@conecta/core';

/** The planning selection: each step only meaningful with the previous ones. */
export interface PlanningSelection {
  ano: number | null;
  mes: number | null;
  versao: string | null;
  linha: string | null;
}

/** The cascade's steps, in order. */
export type SelectionStep = 'ano' | 'mes' | 'versao' | 'linha';
export const SELECTION_STEPS: readonly SelectionStep[] = ['ano', 'mes', 'versao', 'linha'];

export const EMPTY_SELECTION: PlanningSelection = { ano: null, mes: null, versao: null, linha: null };

/** The target type of this screen (metas spec §1: planning works only with VBC). */
export const META_TYPE = 'VBC' as const;

/** Year choices: the current year and the previous one (metas spec §9). */
export function yearOptions(now: Date): number[] {
  const year = now.getFullYear();
  return [year, year - 1];
}

/** The 12 months, 1 = Janeiro. */
export function monthOptions(): Array<{ mes: number; label: string }> {
  return MONTH_NAMES.map((label, i) => ({ mes: i + 1, label }));
}

/**
 * Sets one step and clears every later one (metas spec §4.4). Choosing the value already chosen
 * changes nothing (the same object is returned).
 */
export function changeStep(
  selection: PlanningSelection,
  step: SelectionStep,
  value: number | string | null,
): PlanningSelection {
  if (selection[step] === value) return selection;
  const index = SELECTION_STEPS.indexOf(step);
  const next: PlanningSelection = { ...selection, [step]: value };
  for (const later of SELECTION_STEPS.slice(index + 1)) next[later] = null;
  return next;
}

/** Which steps are shown: each one appears once the previous one is chosen. */
export function visibleSteps(selection: PlanningSelection): SelectionStep[] {
  const steps: SelectionStep[] = ['ano'];
  if (selection.ano !== null) steps.push('mes');
  if (selection.ano !== null && selection.mes !== null) steps.push('versao');
  if (selection.ano !== null && selection.mes !== null && selection.versao !== null) steps.push('linha');
  return steps;
}

/** Whether every step is chosen (the data loads). */
export function isComplete(
  selection: PlanningSelection,
): selection is { ano: number; mes: number; versao: string; linha: string } {
  return selection.ano !== null && selection.mes !== null && selection.versao !== null && selection.linha !== null;
}

/**
 * The initial selection from the address (core `parseMetasSelection`): a year outside the year
 * choices drops everything; a target type other than VBC drops the version and the line.
 */
export function selectionFromAddress(initial: MetasSelection | undefined, now: Date): PlanningSelection {
  if (!initial?.ano || !yearOptions(now).includes(initial.ano)) return EMPTY_SELECTION;
  const mes = initial.mes ?? null;
  if (mes === null) return { ...EMPTY_SELECTION, ano: initial.ano };
  const sameType = initial.tipoMeta === undefined || initial.tipoMeta.toUpperCase() === META_TYPE;
  const versao = sameType ? (initial.versao ?? null) : null;
  const linha = versao !== null ? (initial.linha ?? null) : null;
  return { ano: initial.ano, mes, versao, linha };
}

/**
 * The selection with a version or a line the period's options do not list removed (a stale
 * link). Options not loaded yet (null) keep the selection as it is.
 */
export function withinOptions(
  selection: PlanningSelection,
  options: { versions: readonly string[]; lines: readonly string[] } | null,
): PlanningSelection {
  if (!options || selection.versao === null) return selection;
  if (!options.versions.includes(selection.versao)) return { ...selection, versao: null, linha: null };
  if (selection.linha !== null && !options.lines.includes(selection.linha)) return { ...selection, linha: null };
  return selection;
}

/** The selection as core's `MetasSelection` (for 'Programar para o time'). */
export function toMetasSelection(selection: PlanningSelection): MetasSelection {
  const result: MetasSelection = {};
  if (selection.ano === null) return result;
  result.ano = selection.ano;
  if (selection.mes === null) return result;
  result.mes = selection.mes;
  result.tipoMeta = META_TYPE;
  if (selection.versao === null) return result;
  result.versao = selection.versao;
  if (selection.linha === null) return result;
  result.linha = selection.linha;
  return result;
}
