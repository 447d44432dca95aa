/**
 * Which grid the center shows, and its columns, per user kind and tab (notifications §2, §6).
 */
import { canAccessNotifications, notificationUserKind } from '@conecta/core';
import type { CenterTab, GridKind, UserKind } from './types';

/** Rows per page of 'Todas as notificações' (§2, §9). */
export const PAGE_SIZE = 3;

/** Route of users without access (§6). */
export const NO_ACCESS_PATH = '/dashboard';

/** Column ids of a grid, in display order. */
export type ColumnId = 'titulo' | 'mensagem' | 'publico' | 'vigencia' | 'brokers' | 'ferramentas' | 'status';

/** The access of a user to the center: null kind means no access (go to /dashboard). */
export interface CenterAccess {
  /** 'broker' (1, 10, 16), 'fabricante' (4, 5, 6, 7, 15) or null (no access). */
  kind: UserKind | null;
  /** The tabs shown: 'Minhas notificações' always; 'Notificações Nestlé' for broker users only. */
  tabs: readonly CenterTab[];
}

/** The access of a function code (§6). */
export function centerAccess(funcaoUsuario: number): CenterAccess {
  if (!canAccessNotifications(funcaoUsuario)) return { kind: null, tabs: [] };
  const kind = notificationUserKind(funcaoUsuario);
  return { kind, tabs: kind === 'broker' ? ['mine', 'nestle'] : ['mine'] };
}

/** The grid of a tab: a broker's own, the manufacturer's seen by a broker, or the manufacturer's own. */
export function gridKindOf(kind: UserKind, tab: CenterTab): GridKind {
  if (kind === 'fabricante') return 'manufacturer';
  return tab === 'nestle' ? 'nestleForBroker' : 'brokerOwn';
}

/** `origem` of GET /notificacoes/getdadosgrid for a tab: 'broker' = the user's own, 'nestle' = received. */
export function originOf(tab: CenterTab): 'broker' | 'nestle' {
  return tab === 'nestle' ? 'nestle' : 'broker';
}

/** The columns of each grid (§2). */
export function columnsOf(grid: GridKind): readonly ColumnId[] {
  switch (grid) {
    case 'brokerOwn':
      return ['titulo', 'mensagem', 'publico', 'vigencia', 'ferramentas'];
    case 'nestleForBroker':
      return ['titulo', 'mensagem', 'publico', 'vigencia', 'status'];
    case 'manufacturer':
      return ['titulo', 'mensagem', 'publico', 'vigencia', 'brokers', 'ferramentas'];
  }
}

/** Number of pages for `total` rows (at least 1). */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** A page clamped into 1..pageCount. */
export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCountOf(total));
}

/** The rows of a page (1-based) of 3. */
export function pageOf<T>(rows: readonly T[], page: number): T[] {
  const current = clampPage(page, rows.length);
  return rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
}

/** The pager shows only when there are more than 3 rows (§2). */
export function showsPager(total: number): boolean {
  return total > PAGE_SIZE;
}
