/**
 * Maps the server's grid rows (`NotificationGridRow`, notifications §3) into
 * {@link NotificationRow}s, once, at the API boundary. Texts are kept exactly as the server holds
 * them (React escapes them on the page; exports pass them through `escapeExportCell`); the image
 * URL is kept only when it is http(s).
 */
import type { components } from '@conecta/api';
import { MESSAGES } from '../messages';
import { safeHref } from './links';
import type { AudienceType, BrokerStatus, NotificationRow, Participant } from './types';

export type GridRowFromServer = components['schemas']['NotificationGridRow'];

const STATUS_BY_TEXT: Readonly<Record<string, BrokerStatus>> = {
  [MESSAGES.status.aguardando]: 'aguardando',
  [MESSAGES.status.aceita]: 'aceita',
  [MESSAGES.status.recusada]: 'recusada',
  [MESSAGES.status.desabilitado]: 'desabilitado',
};

/** The status of a server text ('Aguardando resposta' → 'aguardando'); unknown texts → 'outro'. */
export function statusOf(text: string | null | undefined): BrokerStatus {
  return STATUS_BY_TEXT[(text ?? '').trim()] ?? 'outro';
}

/** `tipoPublico` '1' channels, '2' solds, otherwise salespeople (§3). */
export function audienceTypeOf(tipoPublico: string | null | undefined): AudienceType {
  const value = (tipoPublico ?? '').trim();
  return value === '1' ? 'canal' : value === '2' ? 'sold' : 'vendedor';
}

/** 'code|description' → [code, description]; a title without '|' has no code. */
export function splitTitle(titulo: string): [string, string] {
  const index = titulo.indexOf('|');
  return index < 0 ? ['', titulo.trim()] : [titulo.slice(0, index).trim(), titulo.slice(index + 1).trim()];
}

/** 'start - end | created' → { start, end, createdAt } (missing parts are ''). */
export function splitVigencia(vigencia: string): { start: string; end: string; createdAt: string } {
  const [period = '', createdAt = ''] = vigencia.split('|').map((part) => part.trim());
  const [start = '', end = ''] = period.split(/\s+-\s+/).map((part) => part.trim());
  return { start, end, createdAt };
}

/** 'name.extension' of an image URL: its last path segment, decoded; null without one. */
export function imageFilenameOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const segment = new URL(url).pathname.split('/').pop() ?? '';
    const name = decodeURIComponent(segment);
    return name.includes('.') ? name : null;
  } catch {
    return null;
  }
}

/** Pairs `broker` ('id - name') with `brokerParticipante` ('id-status'), by broker code. */
export function participantsOf(brokers: readonly string[], participation: readonly string[]): Participant[] {
  const names = new Map<number, string>();
  for (const entry of brokers) {
    const match = /^\s*(\d+)\s*-/.exec(entry);
    if (match) names.set(Number(match[1]), entry.trim());
  }
  const result: Participant[] = [];
  for (const entry of participation) {
    const match = /^\s*(\d+)\s*-\s*(.*)$/.exec(entry);
    if (!match) continue;
    const id = Number(match[1]);
    const statusText = (match[2] ?? '').trim();
    result.push({ id, label: names.get(id) ?? String(id), status: statusOf(match[2]), statusText });
  }
  // Brokers listed without a participation entry still count as addressed (waiting for an answer).
  for (const [id, label] of names) {
    if (!result.some((participant) => participant.id === id)) {
      result.push({ id, label, status: 'aguardando', statusText: MESSAGES.status.aguardando });
    }
  }
  return result;
}

/** One grid row of the server as the center shows it. */
export function rowFromServer(raw: GridRowFromServer, index: number): NotificationRow {
  const [code, description] = splitTitle(raw.titulo ?? '');
  const { start, end, createdAt } = splitVigencia(raw.vigencia ?? '');
  const id = /^\d+$/.test(code) ? Number(code) : null;
  const imageUrl = safeHref(raw.endereco);
  const audience = (raw.publico ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const statusText = raw.status ? raw.status.trim() : '';
  return {
    id,
    key: id !== null ? `n${id}` : `i${index}`,
    code,
    description,
    title: MESSAGES.cells.title(code, description),
    message: raw.mensagem ?? '',
    start,
    end,
    createdAt,
    audience,
    audienceType: audienceTypeOf(raw.tipoPublico),
    origin: raw.origem === 'NESTLE' ? 'NESTLE' : 'BROKER',
    imageUrl,
    imageFilename: imageFilenameOf(imageUrl),
    releasedToApp: raw.liberadoApp === '1',
    enabled: raw.ferramenta === '1',
    linkName: (raw.nomeHiperlink ?? '').trim(),
    link: (raw.hiperlink ?? '').trim(),
    status: raw.status ? statusOf(raw.status) : null,
    statusText,
    participants: participantsOf(raw.broker ?? [], raw.brokerParticipante ?? []),
  };
}

/** All rows of one grid answer. */
export function rowsFromServer(rows: readonly GridRowFromServer[] | undefined): NotificationRow[] {
  return (rows ?? []).map(rowFromServer);
}
