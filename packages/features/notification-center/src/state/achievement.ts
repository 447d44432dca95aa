/**
 * The achievement info of a notification (GET /notificacoes/getinfonotificacoes, notifications §3):
 * the first item's `jsonRetorno` holds a list with one record; 'Lidos' shows read over the total of
 * the matching audience.
 */
import { formatInteger } from '@conecta/core';

/** The 'Informações de atingimento da notificação' table row. */
export interface Achievement {
  id: string;
  origem: string;
  brokers: string;
  /** BROKER, CANAL, SOLD or VENDEDOR. */
  publico: string;
  /** 'read/total' ('412/655'). */
  lidos: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** The total 'Lidos' is measured against: QTD_CANAIS, QTD_SOLD, QTD_VENDEDOR or QTD_BROKER by PUBLICO. */
export function audienceTotal(record: Json): number | null {
  switch (String(record.PUBLICO ?? '').toUpperCase()) {
    case 'CANAL':
      return numberOf(record.QTD_CANAIS);
    case 'SOLD':
      return numberOf(record.QTD_SOLD);
    case 'VENDEDOR':
      return numberOf(record.QTD_VENDEDOR);
    case 'BROKER':
      return numberOf(record.QTD_BROKER);
    default:
      return null;
  }
}

/** Parses the answer; null when it is empty or unreadable ('Atenção! Não houve dados retornados.'). */
export function parseAchievement(result: unknown): Achievement | null {
  const first: unknown = Array.isArray(result) ? result[0] : undefined;
  if (!isObject(first)) return null;
  let json: unknown = first.jsonRetorno;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      return null;
    }
  }
  const record: unknown = Array.isArray(json) ? json[0] : json;
  if (!isObject(record)) return null;
  const id = numberOf(record.ID_NOTIFICACAO);
  if (id === null) return null;
  const read = numberOf(record.QTD_LIDOS) ?? 0;
  const total = audienceTotal(record);
  const brokers = numberOf(record.QTD_BROKER);
  return {
    id: String(id),
    origem: String(record.ORIGEM ?? ''),
    brokers: brokers === null ? '' : formatInteger(brokers),
    publico: String(record.PUBLICO ?? ''),
    lidos: `${formatInteger(read)}/${total === null ? '-' : formatInteger(total)}`,
  };
}
