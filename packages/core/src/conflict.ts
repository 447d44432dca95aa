/**
 * A save the backend refused because the data changed after it was read (HTTP 409 of the metas
 * saves, `openapi/conecta.yaml`): who changed it and when, read from the answer's body, and the line
 * the screens show ('Alterado por Ana Souza às 14:32').
 */

/** Who changed the data on the server, and when ('YYYY-MM-DD HH:MM:SS', the backend's clock). */
export interface SaveConflict {
  changedBy: string;
  changedAt: string;
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** The conflict carried by a 409 body (`responsavel`, `dataAtualizacao`); null when the body has neither. */
export function readSaveConflict(body: unknown): SaveConflict | null {
  if (!body || typeof body !== 'object') return null;
  const { responsavel, dataAtualizacao } = body as { responsavel?: unknown; dataAtualizacao?: unknown };
  const changedBy = typeof responsavel === 'string' ? responsavel.trim() : '';
  const changedAt = typeof dataAtualizacao === 'string' ? dataAtualizacao.trim() : '';
  if (changedBy === '' && changedAt === '') return null;
  return { changedBy, changedAt };
}

/**
 * 'Alterado por Ana Souza às 14:32'; on another day than `today`, 'Alterado por Ana Souza em
 * 24/11/2026 às 14:32'; without a name, 'Alterado por outro usuário às 14:32'; without a readable
 * time, 'Alterado por Ana Souza'.
 */
export function conflictTitle(conflict: SaveConflict, today: Date = new Date()): string {
  const who = conflict.changedBy || 'outro usuário';
  const match = TIMESTAMP.exec(conflict.changedAt);
  if (!match) return `Alterado por ${who}`;
  const [, year, month, day, hour, minute] = match;
  const sameDay =
    Number(year) === today.getFullYear() && Number(month) === today.getMonth() + 1 && Number(day) === today.getDate();
  return sameDay
    ? `Alterado por ${who} às ${hour}:${minute}`
    : `Alterado por ${who} em ${day}/${month}/${year} às ${hour}:${minute}`;
}

/**
 * The later of two update dates ('YYYY-MM-DD HH:MM:SS' sorts as text); null when neither is set.
 * A read and the user's own save may each be the newer one: a save's base is always the newer.
 */
export function laterStamp(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b || null;
  if (!b) return a;
  return a >= b ? a : b;
}
