/**
 * After the wizard saved, the grid shows the page that holds the created or edited notification
 * and marks that row for a moment (issue 25). The create call answers no id (notifications §3), so
 * the created row is the one the reloaded grid has and the grid before the save had not; when
 * the grid before is unknown (never loaded), the newest id.
 */
import { PAGE_SIZE } from './grid';
import type { NotificationRow } from './types';

/** What the wizard saved: a new notification, or the one with this id. */
export type NotificationReveal = { kind: 'created' } | { kind: 'edited'; idNotificacao: number };

/** How long the revealed row stays marked (ms). */
export const REVEAL_MS = 4_000;

/** The row to reveal in `after` (the reloaded 'Minhas notificações'), with its page, or null. */
export function revealTargetOf(
  reveal: NotificationReveal,
  before: ReadonlySet<string> | null,
  after: readonly NotificationRow[],
): { key: string; page: number } | null {
  let index: number;
  if (reveal.kind === 'edited') {
    index = after.findIndex((row) => row.id === reveal.idNotificacao);
  } else {
    const candidates = after
      .map((row, position) => ({ row, position }))
      .filter(({ row }) => before === null || !before.has(row.key));
    // Several new rows (another user saved meanwhile): the newest id is ours, most likely.
    let best: { row: NotificationRow; position: number } | undefined;
    for (const candidate of candidates) {
      if (best === undefined || (candidate.row.id ?? -1) > (best.row.id ?? -1)) best = candidate;
    }
    index = best?.position ?? -1;
  }
  const row = after[index];
  return row ? { key: row.key, page: Math.floor(index / PAGE_SIZE) + 1 } : null;
}
