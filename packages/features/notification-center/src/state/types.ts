/**
 * Domain types of the notification center. Backend field names (`titulo`, `brokerParticipante`, …)
 * stop at rows.ts, which maps a grid row once into a {@link NotificationRow}.
 */
import type { NotificationUserKind } from '@conecta/core';

/** Audience type of a notification: `tipoPublico` '1' channels, '2' solds, anything else salespeople. */
export type AudienceType = 'canal' | 'sold' | 'vendedor';

/** Broker-side status of a manufacturer notification (§4), or 'outro' for an unknown text. */
export type BrokerStatus = 'aguardando' | 'aceita' | 'recusada' | 'desabilitado' | 'outro';

/** One addressed broker of a manufacturer notification. */
export interface Participant {
  /** Broker code (`idPuxada`). */
  id: number;
  /** 'id - name' as the server sent it in `broker` (sanitised), or the bare code when missing. */
  label: string;
  status: BrokerStatus;
  /** The status text as the server sent it (sanitised). */
  statusText: string;
}

/** A notification grid row, mapped from `NotificationGridRow`. */
export interface NotificationRow {
  /** Notification id (the code part of `titulo`), or null when it is not numeric. */
  id: number | null;
  /** Stable key of the row in the grid. */
  key: string;
  /** Code as text (the part of `titulo` before '|'). */
  code: string;
  /** Description (the part of `titulo` after '|'), sanitised. */
  description: string;
  /** '#code - description'. */
  title: string;
  /** Message, sanitised. */
  message: string;
  /** Validity start and end (dd/mm/yyyy) and creation date, as sent. */
  start: string;
  end: string;
  createdAt: string;
  /** Audience names, sanitised, in the server's order. */
  audience: string[];
  audienceType: AudienceType;
  origin: 'BROKER' | 'NESTLE';
  /** Image URL (http/https only), or null. */
  imageUrl: string | null;
  /** 'name.extension' of the image (last path segment of `endereco`), or null. */
  imageFilename: string | null;
  /** `liberadoApp` '1': 'Disponível no app'. */
  releasedToApp: boolean;
  /** `ferramenta` '1': the switch reads 'Habilitada'. */
  enabled: boolean;
  /** Hyperlink name (sanitised) and URL (raw; see links.ts before using it). */
  linkName: string;
  link: string;
  /** Broker-side status (manufacturer notifications seen by a broker), or null. */
  status: BrokerStatus | null;
  /** Status text as sent (sanitised), or ''. */
  statusText: string;
  /** Addressed brokers with their status (manufacturer notifications). */
  participants: Participant[];
}

/** Which grid a tab shows (§2). */
export type GridKind = 'brokerOwn' | 'nestleForBroker' | 'manufacturer';

/** The tab of the page (§2). */
export type CenterTab = 'mine' | 'nestle';

/** Actions of §4 on one notification. */
export type NotificationAction = 'accept' | 'refuse' | 'delete' | 'toggle';

/** The user kind, re-exported for the state modules. */
export type UserKind = NotificationUserKind;
