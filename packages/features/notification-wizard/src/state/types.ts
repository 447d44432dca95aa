/**
 * Domain types of the notification wizard. Backend rows (`AudienceRow`, `EditDataEntry`) are
 * mapped into these once, in audience.ts and edit.ts.
 */
import type { CsvJobVia } from './csv-job';
import type { MatchReport } from './sold-match';

/** How the signed-in user takes part: as a broker or as the manufacturer (spec §6). */
export type UserKind = 'broker' | 'fabricante';

/** Audience mode of step 2: channels, solds or sellers (`selectedPublic` 1, 2, 3). */
export type AudienceMode = 'canal' | 'sold' | 'vendedor';

/** The wizard's steps, in order. */
export const STEPS = ['periodo', 'publico', 'conteudo', 'final'] as const;
export type StepId = (typeof STEPS)[number];

/** A branch (filial) of the manufacturer. */
export interface BranchOption {
  id: string;
  name: string;
}

/** A broker, with the branch it belongs to. */
export interface BrokerOption {
  code: number;
  name: string;
  branchId: string;
}

/** A channel offered by one broker. */
export interface ChannelEntry {
  id: string;
  name: string;
}

/** A channel of the combo: merged across the brokers that offer it. */
export interface ChannelOption extends ChannelEntry {
  brokers: number[];
}

/** A seller of one broker; `key` is 'broker:id' (the same seller id may exist at two brokers). */
export interface SellerOption {
  key: string;
  id: string;
  name: string;
  idPuxada: number;
}

/** A sold-to point of sale of one broker. */
export interface SoldOption {
  code: string;
  name: string;
  idPuxada: number;
}

/** Everything the wizard can offer, from GET /notificacoes/getdadosnotificacoes. */
export interface AudienceOptions {
  branches: BranchOption[];
  brokers: BrokerOption[];
  channelsByBroker: Map<number, ChannelEntry[]>;
  sellersByBroker: Map<number, SellerOption[]>;
  soldsByBroker: Map<number, SoldOption[]>;
}

/** A solds CSV that was read and matched. */
export interface CsvUpload {
  fileName: string;
  fileSize: number;
  report: MatchReport;
  /** Identified solds (first occurrence order). */
  matched: SoldOption[];
  /** The 'não identificados' download (UTF-8 bytes), empty when there is nothing to download. */
  unmatchedCsv: Uint8Array;
  /** Where the file was read. */
  via: CsvJobVia;
  /** Milliseconds from the file to the result. */
  elapsedMs: number;
}

/** The solds of the sold mode: a matched CSV and/or solds added one by one (or loaded for editing). */
export interface SoldsDraft {
  csv: CsvUpload | null;
  added: SoldOption[];
}

/** The featured image of step 4. */
export type ImageDraft =
  | { kind: 'none' }
  /** The notification's saved image (edit mode). */
  | { kind: 'existing'; filename: string; sizeLabel: string }
  /** A new image, read and checked, uploaded on save. */
  | { kind: 'new'; originalName: string; uploadName: string; extension: string; base64: string; size: number };

/** The form: everything the user chose, across the four steps. */
export interface WizardDraft {
  /** yyyymmdd ends; null while the range is incomplete. */
  period: { start: string; end: string } | null;
  mode: AudienceMode;
  branches: string[];
  brokers: number[];
  channels: string[];
  /** Seller keys ('broker:id'). */
  sellers: string[];
  solds: SoldsDraft;
  title: string;
  message: string;
  image: ImageDraft;
  linkName: string;
  linkUrl: string;
}

/** Edit mode's facts about the notification being edited. */
export interface EditContext {
  idNotificacao: number;
  /** 'name.extension' of the saved image, or null. */
  previousImage: string | null;
  /** Saved start date (yyyymmdd): it may lie in the past and stays allowed. */
  savedStart: string | null;
}
