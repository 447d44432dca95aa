/**
 * The history's rows: filters by team, seller, person and dates (applied here, on the target's whole
 * history, so a filter answers at once), the options of the filters, what each change says, and the
 * exported files (.xlsx and .csv with the same rows as the table).
 */
import {
  backendStampText,
  escapeExportCell,
  formatMetaValue,
  toCsv,
  type MetaType,
  type TargetChange,
  type XlsxValue,
} from '@conecta/core';
import { MESSAGES } from '../messages';
import type { Option } from './selection';

export interface HistoryFilters {
  /** A supervisor's FLEXX id: his team's changes (and the target's own steps are left out). */
  equipe: string | null;
  /** A seller's FLEXX id. */
  vendedor: string | null;
  /** Who made the change (idUsuario). */
  pessoa: number | null;
  /** First and last day, 'YYYY-MM-DD' (inclusive). */
  de: string | null;
  ate: string | null;
}

export const NO_FILTERS: HistoryFilters = { equipe: null, vendedor: null, pessoa: null, de: null, ate: null };

export const hasFilters = (filters: HistoryFilters): boolean => Object.values(filters).some((value) => value !== null);

/** The day of a backend timestamp ('2026-11-02 08:15:00' → '2026-11-02'). */
const dayOf = (stamp: string) => stamp.slice(0, 10);

/** The changes the filters keep, in the history's order. */
export function filterChanges(changes: readonly TargetChange[], filters: HistoryFilters): TargetChange[] {
  return changes.filter(
    (change) =>
      (filters.equipe === null || change.supervisorId === filters.equipe) &&
      (filters.vendedor === null || change.sellerId === filters.vendedor) &&
      (filters.pessoa === null || change.userId === filters.pessoa) &&
      (filters.de === null || dayOf(change.at) >= filters.de) &&
      (filters.ate === null || dayOf(change.at) <= filters.ate),
  );
}

const byLabel = <T extends string | number>(a: Option<T>, b: Option<T>) => a.label.localeCompare(b.label, 'pt-BR');

/** The people who changed something, by name. */
export function personOptions(changes: readonly TargetChange[]): Option<number>[] {
  const people = new Map<number, string>();
  for (const change of changes) people.set(change.userId, change.userName);
  return [...people].map(([id, label]) => ({ id, label })).sort(byLabel);
}

/** The teams the history names, by name. */
export function teamOptions(changes: readonly TargetChange[]): Option<string>[] {
  const teams = new Map<string, string>();
  for (const change of changes) if (change.supervisorId !== null) teams.set(change.supervisorId, change.supervisorName ?? change.supervisorId);
  return [...teams].map(([id, label]) => ({ id, label })).sort(byLabel);
}

/** The sellers the history names (of one team when `equipe` is set), by name. */
export function sellerOptions(changes: readonly TargetChange[], equipe: string | null): Option<string>[] {
  const sellers = new Map<string, string>();
  for (const change of changes) {
    if (change.sellerId === null || (equipe !== null && change.supervisorId !== equipe)) continue;
    sellers.set(change.sellerId, change.sellerName ?? change.sellerId);
  }
  return [...sellers].map(([id, label]) => ({ id, label })).sort(byLabel);
}

/** What a change did, in words: 'Equipe CARLOS EDUARDO SANTOS · BISCOITOS', 'Liberou a meta para o time'. */
export function changeText(change: TargetChange): string {
  const A = MESSAGES.actions;
  const team = change.supervisorName ?? change.supervisorId ?? A.someone;
  const seller = change.sellerName ?? change.sellerId ?? A.someone;
  const category = change.categoryName ?? String(change.categoryKey ?? '');
  switch (change.action) {
    case 'PROGRAMACAO':
      return A.PROGRAMACAO;
    case 'APROVACAO':
      return A.APROVACAO(team);
    case 'DEVOLUCAO':
      return A.DEVOLUCAO(team);
    case 'LIBERACAO':
      return A.LIBERACAO;
    case 'PLANEJAMENTO':
      return A.PLANEJAMENTO(category);
    case 'VALOR':
      if (change.level === 'VENDEDOR') return change.categoryKey === null ? A.sellerTotal(seller, team) : A.sellerCategory(seller, team, category);
      if (change.level === 'SUPERVISOR') return change.categoryKey === null ? A.teamTotal(team) : A.teamCategory(team, category);
      return A.metaCategory(category);
  }
}

/** One row of the table and of the files. */
export interface HistoryRow {
  id: number;
  /** 'dd/MM/yyyy HH:mm'. */
  when: string;
  /** The server's timestamp (sorting). */
  at: string;
  who: string;
  screen: string;
  change: string;
  before: number | null;
  after: number | null;
  comment: string;
}

export function historyRows(changes: readonly TargetChange[]): HistoryRow[] {
  return changes.map((change) => ({
    id: change.id,
    when: backendStampText(change.at),
    at: change.at,
    who: change.userName,
    screen: MESSAGES.screens[change.screen],
    change: changeText(change),
    before: change.before,
    after: change.after,
    comment: change.comment ?? '',
  }));
}

/** A value as the table shows it ('R$ 12.000' for VBC, '1.234' for COBERTURA); empty when none. */
export const valueText = (value: number | null, metaType: MetaType): string => (value === null ? '' : formatMetaValue(value, metaType));

const T = MESSAGES.table;
/** The files' header, the table's columns. */
export const EXPORT_HEADER = [T.data, T.quem, T.tela, T.alteracao, T.antes, T.depois, T.comentario] as const;

/** Column widths (characters) of the .xlsx. */
export const HISTORY_XLSX_COLUMNS: readonly { width: number }[] = [
  { width: 18 },
  { width: 26 },
  { width: 22 },
  { width: 48 },
  { width: 14 },
  { width: 14 },
  { width: 60 },
];

/** The .xlsx rows: header first, texts made inert (`escapeExportCell`), figures numbers Excel can sum. */
export function historyXlsxRows(rows: readonly HistoryRow[]): XlsxValue[][] {
  return [
    EXPORT_HEADER.map(escapeExportCell),
    ...rows.map((row) => [
      escapeExportCell(row.when),
      escapeExportCell(row.who),
      escapeExportCell(row.screen),
      escapeExportCell(row.change),
      row.before ?? '',
      row.after ?? '',
      escapeExportCell(row.comment),
    ]),
  ];
}

/** The .csv: ';' separated, CRLF, UTF-8 BOM; figures as Excel in Portuguese reads them (no thousands separator). */
export function historyCsv(rows: readonly HistoryRow[]): string {
  const figure = (value: number | null) => (value === null ? '' : String(value));
  return toCsv(
    [[...EXPORT_HEADER], ...rows.map((row) => [row.when, row.who, row.screen, row.change, figure(row.before), figure(row.after), row.comment])],
    { separator: ';', bom: true },
  );
}
