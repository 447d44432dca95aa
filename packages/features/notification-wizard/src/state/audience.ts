/**
 * The audience options (spec §3 'Audience data rows') and the rules of step 2 (spec §4, §5): the
 * cascade (brokers of the chosen branches; changing branches or brokers resets channels, solds and
 * sellers), mode switching (clears the other selections) and the 'Todos' (id -1) payload items.
 */
import type { components } from '@conecta/api';
import type {
  AudienceMode,
  AudienceOptions,
  BrokerOption,
  ChannelEntry,
  ChannelOption,
  SellerOption,
  SoldOption,
  UserKind,
  WizardDraft,
} from './types';

type AudienceRow = components['schemas']['AudienceRow'];

/** The 'Todos' id of the spec (§9), as sent in the payload's item id. */
export const ALL_ITEMS_ID = '-1';

/** Splits 'code - name' at its first ' - ' ('12 - AUTOSSERVIÇO' → '12', 'AUTOSSERVIÇO'). */
export function splitCodeName(text: string): { code: string; name: string } {
  const at = text.indexOf(' - ');
  if (at === -1) return { code: text.trim(), name: '' };
  return { code: text.slice(0, at).trim(), name: text.slice(at + 3).trim() };
}

/** 'code - name', or the code alone when there is no name. */
export const codeNameLabel = (code: string, name: string) => (name ? `${code} - ${name}` : code);

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Maps the server's audience rows into options, once. Rows with an unusable code are skipped. */
export function audienceOptionsFromRows(rows: readonly AudienceRow[]): AudienceOptions {
  const options: AudienceOptions = {
    branches: [],
    brokers: [],
    channelsByBroker: new Map(),
    sellersByBroker: new Map(),
    soldsByBroker: new Map(),
  };
  const seenBranches = new Set<string>();
  const seenBrokers = new Set<number>();
  for (const row of rows) {
    const { code, name } = splitCodeName(row.dadosBase ?? '');
    if (!code) continue;
    const parent = row.relacionamento ?? '';
    switch (row.identificador) {
      case 'FILIAL':
        if (!seenBranches.has(code)) {
          seenBranches.add(code);
          options.branches.push({ id: code, name });
        }
        break;
      case 'BROKER': {
        const broker = Number(code);
        if (Number.isSafeInteger(broker) && !seenBrokers.has(broker)) {
          seenBrokers.add(broker);
          options.brokers.push({ code: broker, name, branchId: parent });
        }
        break;
      }
      case 'CANAIS':
      case 'VENDEDOR':
      case 'SOLD': {
        const broker = Number(parent);
        if (!parent || !Number.isSafeInteger(broker)) break;
        if (row.identificador === 'CANAIS') pushTo(options.channelsByBroker, broker, { id: code, name });
        else if (row.identificador === 'VENDEDOR') pushTo(options.sellersByBroker, broker, { key: `${broker}:${code}`, id: code, name, idPuxada: broker });
        else pushTo(options.soldsByBroker, broker, { code, name, idPuxada: broker });
        break;
      }
      default:
        break;
    }
  }
  return options;
}

/**
 * Brokers whose channels, solds and sellers are offered: every broker of a broker user (its own
 * scope), the chosen brokers of a manufacturer user.
 */
export function scopeBrokers(kind: UserKind, draft: Pick<WizardDraft, 'brokers'>, options: AudienceOptions): number[] {
  if (kind === 'fabricante') return draft.brokers;
  const codes = new Set<number>(options.brokers.map((broker) => broker.code));
  for (const map of [options.channelsByBroker, options.sellersByBroker, options.soldsByBroker]) for (const code of map.keys()) codes.add(code);
  return [...codes];
}

/** Brokers of the chosen branches (the manufacturer's Brokers combo). */
export function brokersOfBranches(options: AudienceOptions, branches: readonly string[]): BrokerOption[] {
  const chosen = new Set(branches);
  return options.brokers.filter((broker) => chosen.has(broker.branchId));
}

/** Channels of the scope brokers, merged by id (first appearance order). */
export function channelOptions(options: AudienceOptions, brokers: readonly number[]): ChannelOption[] {
  const byId = new Map<string, ChannelOption>();
  for (const broker of brokers) {
    for (const channel of options.channelsByBroker.get(broker) ?? ([] as ChannelEntry[])) {
      const known = byId.get(channel.id);
      if (known) known.brokers.push(broker);
      else byId.set(channel.id, { ...channel, brokers: [broker] });
    }
  }
  return [...byId.values()];
}

/** Sellers of the scope brokers. */
export function sellerOptions(options: AudienceOptions, brokers: readonly number[]): SellerOption[] {
  return brokers.flatMap((broker) => options.sellersByBroker.get(broker) ?? []);
}

/** Solds of the scope brokers (what a CSV is matched against, and the search list). */
export function soldOptions(options: AudienceOptions, brokers: readonly number[]): SoldOption[] {
  return brokers.flatMap((broker) => options.soldsByBroker.get(broker) ?? []);
}

const clearedAudience = (draft: WizardDraft): WizardDraft => ({
  ...draft,
  channels: [],
  sellers: [],
  solds: { csv: null, added: [] },
});

/** Switching the audience mode clears the other selections (spec §4). */
export function switchMode(draft: WizardDraft, mode: AudienceMode): WizardDraft {
  if (draft.mode === mode) return draft;
  return { ...clearedAudience(draft), mode };
}

/**
 * Choosing branches keeps only the brokers of those branches and resets channels, solds and
 * sellers (spec §4 cascade).
 */
export function chooseBranches(draft: WizardDraft, branches: readonly string[], options: AudienceOptions): WizardDraft {
  const allowed = new Set(brokersOfBranches(options, branches).map((broker) => broker.code));
  return { ...clearedAudience(draft), branches: [...branches], brokers: draft.brokers.filter((code) => allowed.has(code)) };
}

/** Choosing brokers resets channels, solds and sellers (spec §4 cascade). */
export function chooseBrokers(draft: WizardDraft, brokers: readonly number[]): WizardDraft {
  return { ...clearedAudience(draft), brokers: [...brokers] };
}

/** Whether every option is chosen ('Todos'): at least one option and none missing. */
export function isAll(selected: readonly string[], optionIds: readonly string[]): boolean {
  if (optionIds.length === 0) return false;
  const chosen = new Set(selected);
  return optionIds.every((id) => chosen.has(id));
}

/** A payload audience item. */
export interface AudienceRef {
  id: string;
  idPuxada: number;
}

/**
 * Channel items of the payload: with 'Todos', one `{ id: '-1', idPuxada }` per broker that offers
 * channels; otherwise each chosen channel for each broker that offers it.
 */
export function channelItems(selected: readonly string[], channels: readonly ChannelOption[]): AudienceRef[] {
  if (isAll(selected, channels.map((channel) => channel.id))) {
    const brokers = [...new Set(channels.flatMap((channel) => channel.brokers))];
    return brokers.map((idPuxada) => ({ id: ALL_ITEMS_ID, idPuxada }));
  }
  const chosen = new Set(selected);
  return channels.filter((channel) => chosen.has(channel.id)).flatMap((channel) => channel.brokers.map((idPuxada) => ({ id: channel.id, idPuxada })));
}

/** Seller items of the payload: with 'Todos', one `{ id: '-1', idPuxada }` per broker with sellers. */
export function sellerItems(selected: readonly string[], sellers: readonly SellerOption[]): AudienceRef[] {
  if (isAll(selected, sellers.map((seller) => seller.key))) {
    return [...new Set(sellers.map((seller) => seller.idPuxada))].map((idPuxada) => ({ id: ALL_ITEMS_ID, idPuxada }));
  }
  const chosen = new Set(selected);
  return sellers.filter((seller) => chosen.has(seller.key)).map((seller) => ({ id: seller.id, idPuxada: seller.idPuxada }));
}

/** Every chosen sold once: the matched CSV first, then those added one by one. */
export function chosenSolds(draft: Pick<WizardDraft, 'solds'>): SoldOption[] {
  const seen = new Set<string>();
  const result: SoldOption[] = [];
  for (const sold of [...(draft.solds.csv?.matched ?? []), ...draft.solds.added]) {
    const key = `${sold.idPuxada}:${sold.code}`;
    if (!seen.has(key)) {
      seen.add(key);
      result.push(sold);
    }
  }
  return result;
}

/** Sold items of the payload. */
export function soldItems(draft: Pick<WizardDraft, 'solds'>): AudienceRef[] {
  return chosenSolds(draft).map((sold) => ({ id: sold.code, idPuxada: sold.idPuxada }));
}

/** Folded 'code name' of each sold, computed once per list (the search runs on every keystroke). */
export function soldSearchIndex(solds: readonly SoldOption[]): string[] {
  return solds.map((sold) => `${sold.code} ${fold(sold.name)}`);
}

/**
 * Sold search (broker users): solds whose code (with or without leading zeros) or name contains the
 * text, case- and accent-insensitive; at most `limit` results. `index` is {@link soldSearchIndex}.
 */
export function searchSolds(solds: readonly SoldOption[], index: readonly string[], text: string, limit = 50): SoldOption[] {
  const needle = fold(text.trim());
  if (!needle) return [];
  const result: SoldOption[] = [];
  for (let i = 0; i < solds.length; i += 1) {
    if ((index[i] as string).includes(needle)) {
      result.push(solds[i] as SoldOption);
      if (result.length >= limit) break;
    }
  }
  return result;
}

/** The sold whose code is exactly `text` (leading zeros ignored), or undefined. */
export function soldByCode(solds: readonly SoldOption[], text: string): SoldOption | undefined {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return undefined;
  const key = digits.replace(/^0+(?=\d)/, '');
  return solds.find((sold) => sold.code.replace(/^0+(?=\d)/, '') === key);
}

/** Lower case without accents. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
