import { formatBackendTimestamp } from '@conecta/core';
import type { SupervisorPart, TargetRecord } from './metas-model';

/**
 * Optimistic concurrency of the metas area (issue 16, "concurrent edits"): every read that a save is
 * based on carries the update date of what it shows (`dataAtualizacao`, 'YYYY-MM-DD HH:MM:SS', and
 * `responsavel`), and every save may send that date back as its base (`DataAtualizacaoBase` /
 * `dataAtualizacaoBase` / `DATA_ATUALIZACAO_BASE`). When the data changed since, the save answers
 * 409 with who changed it and when, and writes nothing. A save without a base is not checked (the
 * original portal's calls: last write wins).
 *
 * Scopes — what a save is based on:
 * - the target (planning save): its last change anywhere, supervisors and sellers included;
 * - the team programming (`GravarProgramarMetasSupervisor`): the latest change of any supervisor part;
 * - one supervisor part (the supervisor's values, his sellers' values, the difference, the approval).
 *
 * Every write of a target is dated at least one whole second after the previous one, so one date
 * names one version even when two users save within the same second.
 */

/** Message of a 409 (the screens build their own 'Alterado por X às HH:MM' from the fields). */
export const CONFLICT_MESSAGE = 'Os dados foram alterados por outro usuário depois que você os abriu.';

/** The update date the contract shows for an epoch-ms time. */
export const versionStamp = (ms: number): string => formatBackendTimestamp(new Date(ms));

/** Who changed something last, and when (epoch ms). */
export interface Change {
  responsavel: string;
  atualizadoEm: number;
}

/** The body of a 409: the server's message, who changed the data last and when. */
export interface ConflictBody {
  message: string;
  code: 'CONFLICT';
  responsavel: string;
  dataAtualizacao: string;
}

const latest = (changes: readonly Change[]): Change | null =>
  changes.reduce<Change | null>((best, change) => (!best || change.atualizadoEm > best.atualizadoEm ? change : best), null);

/** The last change of a whole target (the target record or any of its supervisor parts). */
export function targetChange(target: TargetRecord): Change {
  return latest([target, ...target.supervisors]) ?? target;
}

/** The last change of any supervisor part (the team programming's base); the target's when none. */
export function teamChange(target: TargetRecord): Change {
  return latest(target.supervisors) ?? target;
}

/** The last change of one supervisor part (his values, his sellers', the difference, the approval). */
export const partChange = (part: SupervisorPart): Change => part;

/**
 * The time of a write to `target`: now, but at least one whole second after its last change, so the
 * new date differs from every date a client may hold.
 */
export function writeTimeOf(target: TargetRecord, now: number): number {
  return nextWriteTime(targetChange(target).atualizadoEm, now);
}

/** Now, in whole seconds, but at least one second after `last` (epoch ms): one date names one version. */
export function nextWriteTime(last: number, now: number): number {
  return Math.max(Math.floor(now / 1000) * 1000, Math.floor(last / 1000) * 1000 + 1000);
}

/**
 * The conflict of a save based on `base` against the current `change`, or null when the save may go
 * on (no base sent, or the base is the current date).
 */
export function conflictOf(base: string | null | undefined, change: Change): ConflictBody | null {
  const sent = (base ?? '').trim();
  if (sent === '') return null;
  const current = versionStamp(change.atualizadoEm);
  if (sent === current) return null;
  return { message: CONFLICT_MESSAGE, code: 'CONFLICT', responsavel: change.responsavel, dataAtualizacao: current };
}
