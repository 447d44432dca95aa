/**
 * Pure rules of the home dashboard (shell spec §2, §3, §6, §7, §9): the request scope, the product
 * line, the category × supervisor matrix with the skip-two quirk, the tone of a '% Atingimento'
 * cell, the four totals, the carousel slides and the screen status. This is the one place that
 * reads the backend's field names (house rule 4).
 */
import type { components } from '@conecta/api';
import {
  METAS_REPORT_PATH,
  altFromUrl,
  brokerScope,
  canOpenPath,
  currentPeriod,
  metasReportHref,
  formatBRL,
  formatInteger,
  monthName,
  parsePeriodKey,
  type CurrentUser,
} from '@conecta/core';

type DashboardRequest = components['schemas']['DashboardRequest'];
type DashboardCategoryRow = components['schemas']['DashboardCategoryRow'];
type DashboardTotals = components['schemas']['DashboardTotals'];
type DashboardComboItem = components['schemas']['DashboardComboItem'];
type CarouselResultRow = components['schemas']['CarouselResultRow'];

/** Product line chosen when the screen opens (§9). */
export const DEFAULT_PRODUCT_LINE = 'BRL1';
/** Target type of every dashboard request (§7, §9). */
export const DEFAULT_META_TYPE = 'VBC';
/** 'empregado' when the user has no FLEXX employee id: no employee filter. */
export const ALL_EMPLOYEES = '000';
/** Leading entries of each row's `supervisores` that are not supervisor columns (§2). */
export const SKIPPED_SUPERVISOR_ENTRIES = 2;

/** Who and when the dashboard asks about: the query scope shared by every call. */
export interface DashboardScope {
  /** Broker filter: '' for flag users (no filter), the brokers joined by commas for type 2, else the own broker. */
  puxada: string;
  /** The user's FLEXX employee id, or '000' (everyone in the brokers). */
  empregado: string;
  /** 'YYYYMM' of `now`. */
  periodo: string;
}

/**
 * The scope of the user's dashboard (§6 "Dashboard data is scoped by the user's brokers", §9
 * "Period is the current year and month"): core `brokerScope` (null → '' for flag users), the
 * employee id narrowing managers, supervisors and sellers to their team, and `now`'s period.
 */
export function dashboardScope(
  user: Pick<CurrentUser, 'tipoUsuario' | 'idPuxada' | 'brokers' | 'idEmpregadoFlexx'>,
  now: Date,
): DashboardScope {
  return {
    puxada: brokerScope(user) ?? '',
    empregado: user.idEmpregadoFlexx ? String(user.idEmpregadoFlexx) : ALL_EMPLOYEES,
    periodo: currentPeriod(now),
  };
}

/** Query of GET /Home/Combo. */
export function comboQuery(scope: DashboardScope): { puxada: string; periodo: string; empregado: string } {
  return { puxada: scope.puxada, periodo: scope.periodo, empregado: scope.empregado };
}

/** Body of POST /Home ('A', the category table) or POST /Home/Totais ('T', the totals). */
export function dashboardRequest(scope: DashboardScope, line: string, report: 'A' | 'T'): DashboardRequest {
  return {
    empregado: scope.empregado,
    puxada: scope.puxada,
    tipoMeta: DEFAULT_META_TYPE,
    grupoMeta: line,
    tipoRelatorio: report,
    periodo: scope.periodo,
  };
}

/** Product lines offered by 'Linha de produtos', in the server's order, without repeats or blanks. */
export function productLines(combo: readonly DashboardComboItem[] | undefined): string[] {
  const lines: string[] = [];
  for (const item of combo ?? []) {
    const line = typeof item.dadoBase === 'string' ? item.dadoBase.trim() : '';
    if (line && !lines.includes(line)) lines.push(line);
  }
  return lines;
}

/**
 * The line the dashboard shows: the user's choice; otherwise BRL1 — while the combo loads, and
 * whenever the combo offers it or offers nothing; otherwise the combo's first line.
 */
export function resolveLine(chosen: string | null, lines: readonly string[] | undefined): string {
  if (chosen) return chosen;
  if (!lines || lines.length === 0 || lines.includes(DEFAULT_PRODUCT_LINE)) return DEFAULT_PRODUCT_LINE;
  return lines[0] ?? DEFAULT_PRODUCT_LINE;
}

/** Options of the select: the combo's lines, plus the shown line when the combo lacks it. */
export function lineOptions(lines: readonly string[], current: string): string[] {
  return lines.includes(current) ? [...lines] : [current, ...lines];
}

/** Colour rule of a '% Atingimento' cell (§9), shared with the target tracking report: core's. */
export { ACHIEVEMENT_THRESHOLD, achievementTone, type AchievementTone } from '@conecta/core';

/** One category of the 'Supervisores' table: its '% Atingimento' per supervisor column (null: no figure). */
export interface AchievementRow {
  /** Stable key of the row (its position). */
  key: string;
  categoria: string;
  cells: Array<number | null>;
}

/** The category × supervisor matrix. */
export interface AchievementMatrix {
  /** Column headings: supervisor names, in the server's order of first appearance. */
  supervisors: string[];
  /** Each column's supervisor FLEXX id (contract addition, issue 22), or null when the server sent none. */
  supervisorIds: Array<string | null>;
  /** One row per category, in the server's order. */
  rows: AchievementRow[];
}

/**
 * The 'Supervisores' table from POST /Home: each row's first two `supervisores` entries are
 * skipped (§2: they are aggregates — in this backend 'TOTAL BROKER' and the manager), every other
 * entry is a supervisor column. A supervisor missing from a category gets an empty cell. Names
 * and categories are server text, kept exactly as held (React escapes them on the page).
 */
export function achievementMatrix(rows: readonly DashboardCategoryRow[] | undefined): AchievementMatrix {
  const supervisors: string[] = [];
  const ids = new Map<string, string>();
  const perRow = (rows ?? []).map((row) => {
    const values = new Map<string, number>();
    for (const entry of (row.supervisores ?? []).slice(SKIPPED_SUPERVISOR_ENTRIES)) {
      const name = String(entry.nome ?? '');
      if (!supervisors.includes(name)) supervisors.push(name);
      if (entry.idEmpregadoFlexx && !ids.has(name)) ids.set(name, entry.idEmpregadoFlexx);
      if (!values.has(name) && typeof entry.percentual === 'number' && Number.isFinite(entry.percentual))
        values.set(name, entry.percentual);
    }
    return { categoria: String(row.categoria ?? ''), values };
  });
  return {
    supervisors,
    supervisorIds: supervisors.map((name) => ids.get(name) ?? null),
    rows: perRow.map(({ categoria, values }, index) => ({
      key: String(index),
      categoria,
      cells: supervisors.map((name) => values.get(name) ?? null),
    })),
  };
}

/** Which card a total belongs to. */
export type TotalId = 'vbcMeta' | 'coberturaMeta' | 'vbcEfetivo' | 'coberturaEfetivo';

/** One of the four cards, formatted. */
export interface TotalCard {
  id: TotalId;
  /** Number as sent (0 when absent). */
  value: number;
  /** 'R$ 1.234.567' for VBC (BRL, no decimals), '1.284' for coverage (a count of sold-to customers). */
  text: string;
}

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The four cards in screen order — VBC Meta Total (valorMeta), Cobertura Meta Total
 * (valorMetaCobertura), VBC Efetivo Total (valorEfetivo), Cobertura Efetivo Total (qtdSoldAtivos) —
 * from the first item of POST /Home/Totais; null when the answer has no item.
 */
export function totalCards(totals: readonly DashboardTotals[] | undefined): TotalCard[] | null {
  const first = totals?.[0];
  if (!first) return null;
  const money = (id: TotalId, value: unknown): TotalCard => ({ id, value: number(value), text: formatBRL(number(value)) });
  const count = (id: TotalId, value: unknown): TotalCard => ({ id, value: number(value), text: formatInteger(number(value)) });
  return [
    money('vbcMeta', first.valorMeta),
    count('coberturaMeta', first.valorMetaCobertura),
    money('vbcEfetivo', first.valorEfetivo),
    count('coberturaEfetivo', first.qtdSoldAtivos),
  ];
}

/** One carousel image: its address and a text alternative. */
export interface Slide {
  src: string;
  alt: string;
}

/** Only web and image-data addresses are shown (a CAMINHO is server text). */
function safeImageUrl(caminho: unknown): string | null {
  if (typeof caminho !== 'string') return null;
  const text = caminho.trim();
  if (/^data:image\/(png|jpe?g|gif|webp);/i.test(text)) return text;
  if (/^https?:\/\//i.test(text)) return text;
  if (/^\/(?!\/)/.test(text)) return text;
  return null;
}

/** The image's text alternative from its file name (core's, shared with /upload-imagens' preview). */
export { altFromUrl } from '@conecta/core';

/**
 * The carousel's images from GET /uploadimagens/getimagensdashboardcarrossel: the first row's
 * `jsonRetorno` holds `{"IMAGENS": [{"CAMINHO": url}]}`. Broken JSON or unsafe addresses give no
 * slide; `fallbackAlt(i)` names an image whose file name says nothing.
 */
export function carouselSlides(result: readonly CarouselResultRow[] | undefined, fallbackAlt: (index: number) => string): Slide[] {
  const text = result?.[0]?.jsonRetorno;
  if (typeof text !== 'string' || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const images = (parsed as { IMAGENS?: unknown } | null)?.IMAGENS;
  if (!Array.isArray(images)) return [];
  const slides: Slide[] = [];
  for (const image of images) {
    const src = safeImageUrl((image as { CAMINHO?: unknown } | null)?.CAMINHO);
    if (src) slides.push({ src, alt: altFromUrl(src) || fallbackAlt(slides.length) });
  }
  return slides;
}

/** 'Novembro de 2026' for '202611'; the key itself when it is not a period. */
export function periodLabel(periodo: string): string {
  const period = parsePeriodKey(periodo);
  const name = period ? monthName(period.month) : null;
  return period && name ? `${name} de ${period.year}` : periodo;
}

/** What the screen shows. */
export type DashboardStatus = 'loading' | 'error' | 'empty' | 'loaded';

/** A query's outcome, as far as the status cares. */
export interface QueryOutcome {
  isPending: boolean;
  isError: boolean;
  /** Number of rows answered (undefined until an answer arrives). */
  length: number | undefined;
}

/**
 * The screen status (§4 loading / loaded / empty, plus error): error when the combo, the table or
 * the totals failed; loading while the table or the totals are on their way; empty when both
 * answered no rows; loaded otherwise. The carousel never decides the status (it is decoration).
 */
export function dashboardStatus(parts: { combo: QueryOutcome; table: QueryOutcome; totals: QueryOutcome }): DashboardStatus {
  const { combo, table, totals } = parts;
  if (combo.isError || table.isError || totals.isError) return 'error';
  if (table.isPending || totals.isPending) return 'loading';
  if ((table.length ?? 0) === 0 && (totals.length ?? 0) === 0) return 'empty';
  return 'loaded';
}

/** The dashboard's ways into the target tracking report (issue 22), for a user who may open it. */
export interface ReportLinks {
  /** The month's VBC (the VBC cards). */
  vbc: string;
  /** The month's COBERTURA (the Cobertura cards). */
  cobertura: string;
  /** The month's VBC opened on one supervisor's sellers (the 'Supervisores' table). */
  supervisor: (id: string) => string;
}

/**
 * The report's addresses for the dashboard's month and line, or null when the user's function may
 * not open the report (core `canOpenPath`: targets functions 1, 10, 11, 16): no link leads to a
 * screen that sends him back.
 */
export function reportLinks(
  user: Pick<CurrentUser, 'tipoUsuario' | 'funcaoUsuario'>,
  periodo: string,
  line: string,
): ReportLinks | null {
  const period = parsePeriodKey(periodo);
  if (!period || !canOpenPath(METAS_REPORT_PATH, user)) return null;
  const base = { ano: period.year, mes: period.month, linha: line };
  return {
    vbc: metasReportHref({ ...base, tipoMeta: 'VBC' }),
    cobertura: metasReportHref({ ...base, tipoMeta: 'COBERTURA' }),
    supervisor: (id) => metasReportHref({ ...base, tipoMeta: 'VBC', supervisor: id }),
  };
}
