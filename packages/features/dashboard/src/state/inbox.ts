/**
 * The dashboard's inbox (issue 26): what waits for the signed-in user in the targets workflow —
 * 'Meta aguardando sua aprovação', 'Meta devolvida por …', 'Lembrete de …', 'Meta aguardando
 * liberação' — each a link to the screen that answers it, with the target already chosen. Pure:
 * the hook (use-inbox.ts) only wires the calls.
 */
import type { components } from '@conecta/api';
import { backendStampText, canOpenPath, isMetaType, metaTypeInfo, metasSelectionSearch, parsePeriodKey, type CurrentUser } from '@conecta/core';
import { periodLabel } from './dashboard';

export type InboxItem = components['schemas']['InboxItem'];

/** The screens an item can open. */
export const INBOX_PATHS = {
  status: '/metas/status',
  programming: '/metas/programacao',
} as const;

/** An inbox item as the dashboard shows it. */
export interface InboxEntry {
  id: number;
  kind: InboxItem['tipo'];
  /** 'Meta aguardando sua aprovação', 'Meta devolvida por Juliana Ribeiro'… (the server's words). */
  title: string;
  /** The reason of a return; null otherwise. */
  detail: string | null;
  /** 'VBC · BRL1 · Março de 2026' */
  target: string;
  /** Who caused it (a name). */
  from: string;
  /** '25/11 às 09:12' */
  when: string;
  /** The screen that answers it, with the target chosen; null when the user may not open it. */
  href: string | null;
  read: boolean;
  /** Still asks for something (false once approved, re-programmed, released). */
  pending: boolean;
}

/** Whether the user takes part in the targets workflow (the inbox is shown and read only then). */
export function mayUseInbox(user: Pick<CurrentUser, 'tipoUsuario' | 'funcaoUsuario'>): boolean {
  return canOpenPath(INBOX_PATHS.status, user);
}

/** '25/11 às 09:12' of a backend timestamp 'YYYY-MM-DD HH:MM:SS'; the text itself when malformed. */
export const inboxWhen = (stamp: string): string => backendStampText(stamp, { short: true });

/**
 * The screen an item opens, with its target chosen (year, month, type, version, line):
 * - a supervisor (function 11): his sellers' screen of the type — to approve, to redo a returned
 *   split, or after a reminder;
 * - a manager, for a return: the supervisors' split (`/metas/programacao`) to answer it with new
 *   values; otherwise (ready to release) the status screen of the month and type.
 * Null when the user may not open that screen.
 */
export function inboxHref(item: InboxItem, user: Pick<CurrentUser, 'tipoUsuario' | 'funcaoUsuario'>): string | null {
  const period = parsePeriodKey(item.periodo);
  if (!period) return null;
  const tipo = isMetaType(item.tipoMeta) ? item.tipoMeta : 'VBC';
  const full = metasSelectionSearch({ ano: period.year, mes: period.month, tipoMeta: tipo, versao: item.dscVersao, linha: item.grupoMeta });
  let path: string;
  let search = full;
  if (user.funcaoUsuario === 11) path = metaTypeInfo(tipo).path;
  else if (item.tipo === 'DEVOLVIDA' && tipo === 'VBC') path = INBOX_PATHS.programming;
  else {
    path = INBOX_PATHS.status;
    search = metasSelectionSearch({ ano: period.year, mes: period.month, tipoMeta: tipo });
  }
  return canOpenPath(path, user) ? `${path}${search}` : null;
}

/** The items as shown, newest first (as the server sends them), with `read` overridden by local marks. */
export function inboxEntries(
  items: readonly InboxItem[] | undefined,
  user: Pick<CurrentUser, 'tipoUsuario' | 'funcaoUsuario'>,
  marks: ReadonlyMap<number, boolean> = new Map(),
): InboxEntry[] {
  return (items ?? []).map((item) => {
    const type = isMetaType(item.tipoMeta) ? metaTypeInfo(item.tipoMeta).label : item.tipoMeta;
    return {
      id: item.id,
      kind: item.tipo,
      title: item.titulo,
      detail: item.detalhe ?? null,
      target: `${type} · ${item.grupoMeta} · ${periodLabel(item.periodo)}`,
      from: item.de,
      when: inboxWhen(item.dataCriacao),
      href: inboxHref(item, user),
      read: marks.get(item.id) ?? item.lida,
      pending: item.pendente,
    };
  });
}

/** How many entries are unread. */
export const unreadCount = (entries: readonly InboxEntry[]) => entries.filter((entry) => !entry.read).length;

/** How many entries the inbox shows before 'Ver todas'. */
export const INBOX_FIRST = 5;
