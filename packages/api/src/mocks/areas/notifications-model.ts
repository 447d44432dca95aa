/**
 * Data model of the notifications area of the mock backend, and the pure rules over it: who may
 * see and act on a notification, the broker-side status, the audience reach and the packed texts
 * the contract returns. Everything here is plain JSON (epoch-ms numbers, arrays, string-keyed
 * objects) so that the portal's demo mode can keep the database in sessionStorage.
 */
import { toYyyymmdd } from '@conecta/core';
import type { Broker, Employee, Network, UserRecord } from '../network';

/** Audience type: 1 channels, 2 solds (sold-to points of sale), 3 sellers (`selectedPublic`). */
export type AudienceKind = 1 | 2 | 3;

/** A sales channel (canal), e.g. 12 'Autosserviço'. */
export interface NotificationChannel {
  id: number;
  nome: string;
}

/** A sold-to customer (point of sale) of a broker. */
export interface NotificationSold {
  /** Numeric code as text, leading zeros kept ('0001045871'). */
  codigoSold: string;
  nomeSold: string;
  idPuxada: number;
  /** The channel the point of sale belongs to. */
  canalId: number;
  /** The seller (idEmpregadoFlexx) that visits it, or null. */
  vendedorId: number | null;
}

/** A chosen audience item with its broker (`{ id, idPuxada }` of the payload). */
export interface AudienceItem {
  id: string;
  idPuxada: number;
}

/** A broker's answer to a manufacturer notification. */
export type BrokerAnswer = 'aguardando' | 'aceita' | 'recusada';

/** One addressed broker of a manufacturer notification. */
export interface NotificationRecipient {
  idPuxada: number;
  /** The branch (filial) the manufacturer chose the broker under. */
  filialId: number;
  resposta: BrokerAnswer;
  /** The manufacturer's switch for this broker (off → 'Desabilitado'). */
  habilitada: boolean;
  /** When and by whom the broker answered (epoch ms, e-mail). */
  respondidoEm: number | null;
  respondidoPor: string | null;
}

export type NotificationOrigin = 'BROKER' | 'NESTLE';

/** A notification, as the mock keeps it. */
export interface NotificationRecord {
  id: number;
  origem: NotificationOrigin;
  titulo: string;
  mensagem: string;
  /** yyyymmdd */
  dataInicio: string;
  /** yyyymmdd */
  dataFim: string;
  /** epoch ms */
  criadoEm: number;
  criadoPor: { idUsuario: number; email: string } | null;
  /** epoch ms of the last edit or action, and who did it. */
  atualizadoEm: number | null;
  atualizadoPor: string | null;
  publico: AudienceKind;
  /** BROKER origin: the broker(s) the notification belongs to. NESTLE: the addressed brokers. */
  brokers: number[];
  /** NESTLE only: the chosen (branch, broker) pairs. */
  filiais: AudienceItem[];
  canais: AudienceItem[];
  solds: AudienceItem[];
  vendedores: AudienceItem[];
  /** BROKER origin: the switch of the tools column. */
  habilitada: boolean;
  /** NESTLE origin: one entry per addressed broker. */
  destinatarios: NotificationRecipient[];
  /** 'name.extension' of the featured image, or null. */
  imagem: string | null;
  /** As sent by the portal ('150,00 KB'), or ''. */
  tamanhoImagem: string;
  nomeHiperlink: string;
  hiperlink: string;
  /** Audience items (channels, solds or sellers) that read the notification in the app. */
  lidos: number;
  excluida: boolean;
  excluidaEm: number | null;
}

/** An uploaded (or seeded) notification image. */
export interface StoredImage {
  /** 'name.extension' */
  filename: string;
  contentType: 'image/png' | 'image/jpeg';
  base64: string;
  /** bytes */
  size: number;
  /** Environment it was uploaded to ('prod', 'novoprod'); recorded, one store for all. */
  ambiente: string;
  /** epoch ms */
  enviadaEm: number;
}

/** State of the notifications area of the mock backend (JSON-serialisable). */
export interface NotificationsState {
  channels: NotificationChannel[];
  /** Every broker's solds, grouped by broker, codes ascending. */
  solds: NotificationSold[];
  notifications: NotificationRecord[];
  images: StoredImage[];
  /** Code of the next notification. */
  nextId: number;
}

/** Broker-side statuses of a manufacturer notification, exactly as the portal shows them. */
export const NOTIFICATION_STATUS = {
  aguardando: 'Aguardando resposta',
  aceita: 'Notificação aceita',
  recusada: 'Notificação recusada',
  desabilitado: 'Desabilitado',
} as const;

/** The status a broker sees for a manufacturer notification. */
export function recipientStatus(recipient: NotificationRecipient): string {
  return recipient.habilitada ? NOTIFICATION_STATUS[recipient.resposta] : NOTIFICATION_STATUS.desabilitado;
}

// ---------------------------------------------------------------------------------------------
// Lookups over the network and the solds (cached per array: the arrays never change in place).

interface SoldIndex {
  byCode: Map<string, NotificationSold>;
  byBroker: Map<number, NotificationSold[]>;
}
const soldIndexes = new WeakMap<NotificationSold[], SoldIndex>();

export function soldIndex(solds: NotificationSold[]): SoldIndex {
  let index = soldIndexes.get(solds);
  if (!index) {
    index = { byCode: new Map(), byBroker: new Map() };
    for (const sold of solds) {
      index.byCode.set(sold.codigoSold, sold);
      const list = index.byBroker.get(sold.idPuxada);
      if (list) list.push(sold);
      else index.byBroker.set(sold.idPuxada, [sold]);
    }
    soldIndexes.set(solds, index);
  }
  return index;
}

interface NetworkIndex {
  brokers: Map<number, Broker>;
  employees: Map<number, Employee>;
  sellersByBroker: Map<number, Employee[]>;
}
const networkIndexes = new WeakMap<Network, NetworkIndex>();

export function networkIndex(network: Network): NetworkIndex {
  let index = networkIndexes.get(network);
  if (!index) {
    index = { brokers: new Map(), employees: new Map(), sellersByBroker: new Map() };
    for (const broker of network.brokers) index.brokers.set(broker.idPuxada, broker);
    for (const employee of network.employees) {
      index.employees.set(employee.idEmpregadoFlexx, employee);
      if (employee.tipo !== 'V' || employee.status !== 'A') continue;
      const list = index.sellersByBroker.get(employee.idPuxada);
      if (list) list.push(employee);
      else index.sellersByBroker.set(employee.idPuxada, [employee]);
    }
    networkIndexes.set(network, index);
  }
  return index;
}

/** Brokers a user may work with: flag users every broker, others their own list and idPuxada. */
export function allowedBrokers(user: UserRecord, network: Network): number[] {
  if (user.tipoUsuario === 1) return network.brokers.map((broker) => broker.idPuxada);
  const codes = new Set(user.brokers);
  if (user.idPuxada) codes.add(user.idPuxada);
  return network.brokers.map((broker) => broker.idPuxada).filter((code) => codes.has(code));
}

/** Parses a BrokerScope ('', '10234' or '10234,10587'); null when malformed. */
export function parseBrokerCodes(text: string | null | undefined): number[] | null {
  const value = (text ?? '').trim();
  if (!value) return [];
  if (!/^\d+(,\d+)*$/.test(value)) return null;
  return [...new Set(value.split(',').map(Number))];
}

// ---------------------------------------------------------------------------------------------
// Packed texts.

/** 'yyyymmdd' → 'dd/mm/yyyy'. */
export function ymdToBr(ymd: string): string {
  return `${ymd.slice(6, 8)}/${ymd.slice(4, 6)}/${ymd.slice(0, 4)}`;
}

/** Local calendar date of an epoch-ms time as 'yyyymmdd'. */
export function ymdOf(epochMs: number): string {
  return toYyyymmdd(new Date(epochMs));
}

/** 'yyyymmdd' of `epochMs` moved by `days` calendar days (local time). */
export function ymdPlusDays(epochMs: number, days: number): string {
  const date = new Date(epochMs);
  date.setDate(date.getDate() + days);
  return toYyyymmdd(date);
}

export const brokerLabel = (broker: Broker) => `${broker.idPuxada} - ${broker.apelido}`;

// ---------------------------------------------------------------------------------------------
// Audience names and reach.

export interface AudienceLookup {
  channels: Map<number, NotificationChannel>;
  solds: SoldIndex;
  network: NetworkIndex;
}

export function audienceLookup(state: NotificationsState, network: Network): AudienceLookup {
  return {
    channels: new Map(state.channels.map((channel) => [channel.id, channel])),
    solds: soldIndex(state.solds),
    network: networkIndex(network),
  };
}

/** The chosen items of the notification's audience type, optionally only those of some brokers. */
export function audienceItems(record: NotificationRecord, brokers?: readonly number[]): AudienceItem[] {
  const items = record.publico === 1 ? record.canais : record.publico === 2 ? record.solds : record.vendedores;
  return brokers ? items.filter((item) => brokers.includes(item.idPuxada)) : items;
}

/** Display name of an audience item ('Autosserviço', 'Mercadinho São Jorge', 'Ana Lima'). */
export function audienceItemName(kind: AudienceKind, item: AudienceItem, lookup: AudienceLookup): string {
  if (kind === 1) return lookup.channels.get(Number(item.id))?.nome ?? item.id;
  if (kind === 2) return lookup.solds.byCode.get(item.id)?.nomeSold ?? item.id;
  return lookup.network.employees.get(Number(item.id))?.nome ?? item.id;
}

/** The grid's `publico`: the names of the chosen items, comma-separated, each name once. */
export function audienceText(record: NotificationRecord, lookup: AudienceLookup, brokers?: readonly number[]): string {
  const names = audienceItems(record, brokers).map((item) => audienceItemName(record.publico, item, lookup));
  return [...new Set(names)].join(', ');
}

/** Channels, solds and sellers a notification reaches. */
export interface AudienceReach {
  canais: number;
  solds: number;
  vendedores: number;
}

/**
 * What an audience reaches: a channel audience reaches the brokers' solds of those channels and
 * the sellers who visit them; a sold audience its solds, their channels and sellers; a seller
 * audience its sellers, the solds they visit and those solds' channels.
 */
export function audienceReach(record: NotificationRecord, lookup: AudienceLookup): AudienceReach {
  const channels = new Set<number>();
  const sellers = new Set<number>();
  let solds = 0;
  const visit = (sold: NotificationSold) => {
    solds += 1;
    channels.add(sold.canalId);
    if (sold.vendedorId !== null) sellers.add(sold.vendedorId);
  };
  if (record.publico === 1) {
    const byBroker = new Map<number, Set<number>>();
    for (const item of record.canais) {
      const set = byBroker.get(item.idPuxada) ?? new Set<number>();
      set.add(Number(item.id));
      byBroker.set(item.idPuxada, set);
    }
    for (const [broker, chosen] of byBroker) {
      for (const id of chosen) channels.add(id);
      for (const sold of lookup.solds.byBroker.get(broker) ?? []) if (chosen.has(sold.canalId)) visit(sold);
    }
  } else if (record.publico === 2) {
    for (const item of record.solds) {
      const sold = lookup.solds.byCode.get(item.id);
      if (sold) visit(sold);
    }
  } else {
    const chosen = new Set(record.vendedores.map((item) => Number(item.id)));
    for (const id of chosen) sellers.add(id);
    const brokers = new Set(record.vendedores.map((item) => item.idPuxada));
    for (const broker of brokers) {
      for (const sold of lookup.solds.byBroker.get(broker) ?? []) {
        if (sold.vendedorId !== null && chosen.has(sold.vendedorId)) {
          solds += 1;
          channels.add(sold.canalId);
        }
      }
    }
  }
  return { canais: channels.size, solds, vendedores: sellers.size };
}

/** Size of the audience 'Lidos' is measured against (channels, solds or sellers chosen). */
export function audienceSize(record: NotificationRecord): number {
  return new Set(audienceItems(record).map((item) => `${item.idPuxada}:${item.id}`)).size;
}

// ---------------------------------------------------------------------------------------------
// Availability in the app.

/** Whether today (yyyymmdd) lies in the notification's validity period. */
export function inPeriod(record: NotificationRecord, today: string): boolean {
  return record.dataInicio <= today && today <= record.dataFim;
}

/**
 * 'Disponível no app' for one broker: switched on, in its validity period and, for a manufacturer
 * notification, accepted by that broker. Without a broker (the manufacturer's row): available for
 * at least one addressed broker.
 */
export function releasedToApp(record: NotificationRecord, today: string, broker?: number): boolean {
  if (!inPeriod(record, today)) return false;
  if (record.origem === 'BROKER') return record.habilitada;
  return record.destinatarios.some(
    (recipient) =>
      (broker === undefined || recipient.idPuxada === broker) && recipient.habilitada && recipient.resposta === 'aceita',
  );
}
