/**
 * The selection the targets screens share through the address (metas spec §4.4): year, month,
 * target type, version and line. The status screen's actions and the planning screen's
 * 'Programar para o time' link open another screen on the same target by passing it in the query
 * string (`?ano=2026&mes=11&meta=VBC&versao=202611-V01&linha=BRL1`); each screen reads it once on
 * entry and otherwise starts with an empty cascade.
 */
import { periodKey } from './format';
import { META_TYPES, metaTypeInfo, type MetaType } from './meta-types';

/** A (possibly partial) targets selection. Later fields are only meaningful with the earlier ones. */
export interface MetasSelection {
  /** Year, e.g. 2026. */
  ano?: number;
  /** Month 1–12. */
  mes?: number;
  /** Target type (VBC, COBERTURA, RECOMENDADOR, FOCO). */
  tipoMeta?: string;
  /** Version key, e.g. '202611-V01'. */
  versao?: string;
  /** Product line, e.g. 'BRL1'. */
  linha?: string;
}

const KEYS = { ano: 'ano', mes: 'mes', tipoMeta: 'meta', versao: 'versao', linha: 'linha' } as const;
const TEXT = /^[\p{L}\p{N} ._-]{1,40}$/u;

/**
 * Query string of a selection, keeping only the leading fields that are set (a version without a
 * month is dropped): `?ano=2026&mes=11&meta=VBC`. An empty selection gives ''.
 */
export function metasSelectionSearch(selection: MetasSelection): string {
  const params = new URLSearchParams();
  for (const field of ['ano', 'mes', 'tipoMeta', 'versao', 'linha'] as const) {
    const value = selection[field];
    if (value === undefined || value === '') {
      if (field === 'tipoMeta') continue; // the type defaults to VBC; a version may follow it
      break;
    }
    params.set(KEYS[field], String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Reads a selection from a query string, ignoring anything malformed: a year outside 2000–2100, a
 * month outside 1–12, texts with characters other than letters, digits, space, '.', '_' or '-'.
 * Fields after the first missing or malformed one are dropped (the cascade cannot skip a step).
 */
export function parseMetasSelection(search: string): MetasSelection {
  const params = new URLSearchParams(search);
  const selection: MetasSelection = {};
  const ano = Number(params.get(KEYS.ano));
  if (!Number.isInteger(ano) || ano < 2000 || ano > 2100) return selection;
  selection.ano = ano;
  const mes = Number(params.get(KEYS.mes));
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) return selection;
  selection.mes = mes;
  const tipoMeta = params.get(KEYS.tipoMeta);
  if (tipoMeta !== null) {
    if (!TEXT.test(tipoMeta)) return selection;
    selection.tipoMeta = tipoMeta;
  }
  const versao = params.get(KEYS.versao);
  if (versao === null || !TEXT.test(versao)) return selection;
  selection.versao = versao;
  const linha = params.get(KEYS.linha);
  if (linha === null || !TEXT.test(linha)) return selection;
  selection.linha = linha;
  return selection;
}

/** The target tracking report's route (issue 22). */
export const METAS_REPORT_PATH = '/relatorio/acompanhamento-metas';

/** What the report's address carries: the month, type and line, and optionally a supervisor to open. */
export interface MetasReportAddress {
  ano: number;
  mes: number;
  tipoMeta?: string;
  linha?: string;
  /** A supervisor's FLEXX id: the report opens on his sellers. */
  supervisor?: string;
}

/**
 * The report's address: `/relatorio/acompanhamento-metas?ano=2026&mes=11&meta=VBC&linha=BRL1`
 * (and `&supervisor=5102`). Unlike the targets screens' cascade it has no version, so a line
 * needs none.
 */
export function metasReportHref({ ano, mes, tipoMeta, linha, supervisor }: MetasReportAddress): string {
  const params = new URLSearchParams({ ano: String(ano), mes: String(mes) });
  if (tipoMeta) params.set(KEYS.tipoMeta, tipoMeta);
  if (linha) params.set(KEYS.linha, linha);
  if (supervisor) params.set('supervisor', supervisor);
  return `${METAS_REPORT_PATH}?${params.toString()}`;
}

/**
 * Reads the report's address: year and month as {@link parseMetasSelection} reads them, then the
 * type, the line and the supervisor each on its own (no version in between); anything malformed
 * is left out.
 */
export function parseMetasReportAddress(search: string): { selection: MetasSelection; supervisor?: string } {
  const params = new URLSearchParams(search);
  const { ano, mes } = parseMetasSelection(search);
  const selection: MetasSelection = {};
  if (ano === undefined) return { selection };
  selection.ano = ano;
  if (mes === undefined) return { selection };
  selection.mes = mes;
  const tipoMeta = params.get(KEYS.tipoMeta);
  if (tipoMeta !== null && TEXT.test(tipoMeta)) selection.tipoMeta = tipoMeta;
  const linha = params.get(KEYS.linha);
  if (linha !== null && TEXT.test(linha)) selection.linha = linha;
  const supervisor = params.get('supervisor');
  return supervisor !== null && /^\d{1,12}$/.test(supervisor) ? { selection, supervisor } : { selection };
}

/** The change history's route (issue 26): one target's changes, filtered, exported and compared. */
export const METAS_HISTORY_PATH = '/metas/historico';

/** Where the history opens: a target (the targets screens' cascade) and, optionally, a team or a seller. */
export interface MetasHistoryAddress {
  selection: MetasSelection;
  /** A supervisor's FLEXX id: the history opens on his team's changes. */
  equipe?: string;
  /** A seller's FLEXX id: the history opens on his changes. */
  vendedor?: string;
}

const EMPLOYEE = /^\d{1,12}$/;

/**
 * The history's address: `/metas/historico?ano=2026&mes=11&meta=VBC&versao=202611-V01&linha=BRL1`
 * (the targets screens' selection, {@link metasSelectionSearch}) and `&equipe=5102` or
 * `&vendedor=20031` to open on a team or a seller.
 */
export function metasHistoryHref({ selection, equipe, vendedor }: MetasHistoryAddress): string {
  const search = new URLSearchParams(metasSelectionSearch(selection));
  if (equipe && EMPLOYEE.test(equipe)) search.set('equipe', equipe);
  if (vendedor && EMPLOYEE.test(vendedor)) search.set('vendedor', vendedor);
  const query = search.toString();
  return query ? `${METAS_HISTORY_PATH}?${query}` : METAS_HISTORY_PATH;
}

/** Reads the history's address; a malformed team or seller is left out. */
export function parseMetasHistoryAddress(search: string): MetasHistoryAddress {
  const params = new URLSearchParams(search);
  const address: MetasHistoryAddress = { selection: parseMetasSelection(search) };
  const equipe = params.get('equipe');
  if (equipe !== null && EMPLOYEE.test(equipe)) address.equipe = equipe;
  const vendedor = params.get('vendedor');
  if (vendedor !== null && EMPLOYEE.test(vendedor)) address.vendedor = vendedor;
  return address;
}

/** Default product line (shell spec §9): the screens that open without a chosen line take it when offered. */
export const DEFAULT_LINE = 'BRL1';

/** The line in use: the chosen one when offered, else BRL1 when offered, else the first; null when none. */
export function lineInUse<T extends { id: string }>(options: readonly T[], chosen: string | null): string | null {
  if (chosen !== null && options.some((option) => option.id === chosen)) return chosen;
  if (options.some((option) => option.id === DEFAULT_LINE)) return DEFAULT_LINE;
  return options[0]?.id ?? null;
}

/** The four target types as select options, in the spec's order, with their display names ('PRODUTO FOCO'). */
export function metaTypeOptions(): { id: MetaType; label: string }[] {
  return META_TYPES.map((type) => ({ id: type, label: metaTypeInfo(type).label }));
}

/**
 * The period ('YYYYMM') a screen with a Período select opens on: the selection's year and month when
 * `periods` offers them, else the first offered (the current month), else `now`'s.
 */
export function openingPeriod(initial: MetasSelection | undefined, periods: ReadonlyArray<{ id: string }>, now: Date): string {
  const wanted = initial?.ano !== undefined && initial.mes !== undefined ? periodKey(initial.ano, initial.mes) : null;
  if (wanted !== null && periods.some((option) => option.id === wanted)) return wanted;
  return periods[0]?.id ?? periodKey(now.getFullYear(), now.getMonth() + 1);
}
