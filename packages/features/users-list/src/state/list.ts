/**
 * Search, sort and paging of the users list: pure functions over the loaded lines (shell spec §2,
 * §9). Sorting and search run on the client; the server's CampoOrdenacao only gives the first order.
 */
import { fold } from './rows';
import type { ListSort, SortColumn, UserListRow } from './types';

/** Rows per page (shell spec §9). */
export const PAGE_SIZE = 50;

/** The order after loading and after every search: name ascending (shell spec §2). */
export const DEFAULT_SORT: ListSort = { column: 'nome', direction: 'ascending' };

/** The columns the user may sort by. */
export const SORT_COLUMNS: readonly SortColumn[] = ['nome', 'email', 'funcao', 'broker', 'tipo', 'status'];

/** True for a known sort column id. */
export function isSortColumn(value: unknown): value is SortColumn {
  return typeof value === 'string' && (SORT_COLUMNS as readonly string[]).includes(value);
}

/** The search term as compared: folded and trimmed ('' is no search). */
export function normaliseTerm(term: string): string {
  return fold(term).trim();
}

/**
 * Lines whose name or e-mail contains the term, ignoring case and accents. An empty term keeps
 * every line (the same array, no copy).
 */
export function searchRows(rows: readonly UserListRow[], term: string): readonly UserListRow[] {
  const wanted = normaliseTerm(term);
  if (wanted === '') return rows;
  return rows.filter((row) => row.searchText.includes(wanted));
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A sorted copy: by the column's folded key in the given direction, then by name ascending, then by
 * id, so equal values keep a predictable order. Empty values go last in both directions.
 */
export function sortRows(rows: readonly UserListRow[], { column, direction }: ListSort): UserListRow[] {
  const sign = direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const ka = a.sortKeys[column];
    const kb = b.sortKeys[column];
    if (ka === '' || kb === '') {
      if (ka !== kb) return ka === '' ? 1 : -1;
    } else {
      const primary = compareKeys(ka, kb);
      if (primary !== 0) return sign * primary;
    }
    return compareKeys(a.sortKeys.nome, b.sortKeys.nome) || (a.idUsuario ?? 0) - (b.idUsuario ?? 0) || compareKeys(a.key, b.key);
  });
}

/** Search then sort: what the table shows across all its pages. */
export function visibleRows(rows: readonly UserListRow[], term: string, sort: ListSort): UserListRow[] {
  return sortRows(searchRows(rows, term), sort);
}

/** Number of pages for `total` lines (at least 1). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a 1-based page within 1…pageCount. */
export function clampPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/** The lines of one 1-based page (a page past the end gives the last page). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const current = clampPage(page, rows.length, pageSize);
  const start = (current - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** First and last line numbers (1-based) of a page, for 'Mostrando 51–100 de 240 usuários'. */
export function pageBounds(total: number, page: number, pageSize = PAGE_SIZE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const current = clampPage(page, total, pageSize);
  return { from: (current - 1) * pageSize + 1, to: Math.min(total, current * pageSize) };
}
