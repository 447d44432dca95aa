import { describe, expect, it } from 'vitest';
import type { components } from '@conecta/api';
import {
  ALL_ITEMS_ID,
  audienceOptionsFromRows,
  channelItems,
  channelOptions,
  chooseBranches,
  chooseBrokers,
  isAll,
  scopeBrokers,
  searchSolds,
  sellerItems,
  sellerOptions,
  soldByCode,
  soldItems,
  soldSearchIndex,
  splitCodeName,
  switchMode,
} from './audience';
import { initialDraft } from './draft';
import type { WizardDraft } from './types';

type Row = components['schemas']['AudienceRow'];
const row = (identificador: Row['identificador'], dadosBase: string, relacionamento: string | null = null): Row => ({ identificador, dadosBase, relacionamento });

const ROWS: Row[] = [
  row('FILIAL', '1 - Filial São Paulo'),
  row('FILIAL', '2 - Filial Recife'),
  row('BROKER', '10234 - HORIZONTE', '1'),
  row('BROKER', '10587 - SERRA AZUL', '1'),
  row('BROKER', '11020 - VALE VERDE', '2'),
  row('CANAIS', '12 - Autosserviço', '10234'),
  row('CANAIS', '14 - Atacado', '10234'),
  row('CANAIS', '12 - Autosserviço', '10587'),
  row('SOLD', '0001000001 - Padaria Pão Quente', '10234'),
  row('SOLD', '0001000002 - Bar do Zé - Centro', '10234'),
  row('SOLD', '0001000003 - Mercado São Jorge', '10587'),
  row('VENDEDOR', '5230 - Carlos Souza', '10234'),
  row('VENDEDOR', '5231 - Ana Lima', '10587'),
  row('VENDEDOR', '5230 - Homônimo', '11020'),
];
const OPTIONS = audienceOptionsFromRows(ROWS);

const withAudience = (patch: Partial<WizardDraft>): WizardDraft => ({ ...initialDraft('fabricante'), ...patch });

describe('audience options', () => {
  it("splits 'code - name' at the first separator", () => {
    expect(splitCodeName('0001000002 - Bar do Zé - Centro')).toEqual({ code: '0001000002', name: 'Bar do Zé - Centro' });
    expect(splitCodeName('12')).toEqual({ code: '12', name: '' });
  });
  it('maps the rows once, by broker', () => {
    expect(OPTIONS.branches).toEqual([
      { id: '1', name: 'Filial São Paulo' },
      { id: '2', name: 'Filial Recife' },
    ]);
    expect(OPTIONS.brokers.map((broker) => [broker.code, broker.branchId])).toEqual([
      [10234, '1'],
      [10587, '1'],
      [11020, '2'],
    ]);
    expect(OPTIONS.soldsByBroker.get(10234)?.map((sold) => sold.name)).toEqual(['Padaria Pão Quente', 'Bar do Zé - Centro']);
    expect(sellerOptions(OPTIONS, [10234, 11020]).map((seller) => seller.key)).toEqual(['10234:5230', '11020:5230']);
  });
  it('merges channels across brokers', () => {
    expect(channelOptions(OPTIONS, [10234, 10587])).toEqual([
      { id: '12', name: 'Autosserviço', brokers: [10234, 10587] },
      { id: '14', name: 'Atacado', brokers: [10234] },
    ]);
  });
  it('scope: every broker of a broker user, the chosen brokers of a manufacturer', () => {
    expect(scopeBrokers('broker', { brokers: [] }, OPTIONS)).toEqual([10234, 10587, 11020]);
    expect(scopeBrokers('fabricante', { brokers: [10587] }, OPTIONS)).toEqual([10587]);
  });
});

describe('mode switching and cascade (spec §4)', () => {
  const busy = withAudience({
    branches: ['1', '2'],
    brokers: [10234, 11020],
    channels: ['12'],
    sellers: ['10234:5230'],
    solds: { csv: null, added: [{ code: '0001000001', name: 'Padaria', idPuxada: 10234 }] },
  });
  it('switching the mode clears the other selections', () => {
    const next = switchMode(busy, 'vendedor');
    expect(next).toMatchObject({ mode: 'vendedor', channels: [], sellers: [], solds: { csv: null, added: [] } });
    expect(next.brokers).toEqual([10234, 11020]);
    expect(switchMode(busy, busy.mode)).toBe(busy);
  });
  it('changing branches keeps only their brokers and resets channels, solds and sellers', () => {
    const next = chooseBranches(busy, ['1'], OPTIONS);
    expect(next).toMatchObject({ branches: ['1'], brokers: [10234], channels: [], sellers: [], solds: { csv: null, added: [] } });
  });
  it('changing brokers resets channels, solds and sellers', () => {
    expect(chooseBrokers(busy, [10234])).toMatchObject({ brokers: [10234], channels: [], sellers: [], solds: { csv: null, added: [] } });
  });
});

describe("'Todos' (id -1) in the payload", () => {
  const channels = channelOptions(OPTIONS, [10234, 10587]);
  it('isAll needs every option', () => {
    expect(isAll(['12', '14'], ['12', '14'])).toBe(true);
    expect(isAll(['12'], ['12', '14'])).toBe(false);
    expect(isAll([], [])).toBe(false);
  });
  it('all channels → one -1 item per broker', () => {
    expect(channelItems(['12', '14'], channels)).toEqual([
      { id: ALL_ITEMS_ID, idPuxada: 10234 },
      { id: ALL_ITEMS_ID, idPuxada: 10587 },
    ]);
  });
  it('some channels → each chosen channel for each broker offering it', () => {
    expect(channelItems(['12'], channels)).toEqual([
      { id: '12', idPuxada: 10234 },
      { id: '12', idPuxada: 10587 },
    ]);
  });
  it('sellers: -1 per broker when all, else the chosen ones', () => {
    const sellers = sellerOptions(OPTIONS, [10234, 10587]);
    expect(sellerItems(['10234:5230', '10587:5231'], sellers)).toEqual([
      { id: '-1', idPuxada: 10234 },
      { id: '-1', idPuxada: 10587 },
    ]);
    expect(sellerItems(['10587:5231'], sellers)).toEqual([{ id: '5231', idPuxada: 10587 }]);
  });
  it('solds: the CSV matches and the added ones, each once', () => {
    const sold = { code: '0001000001', name: 'Padaria', idPuxada: 10234 };
    const other = { code: '0001000003', name: 'Mercado', idPuxada: 10587 };
    const draft = withAudience({
      solds: {
        csv: {
          fileName: 'a.csv',
          fileSize: 10,
          report: { rows: 1, unique: 1, found: 1, notFound: 0, duplicates: 0, invalid: 0, blank: 0, header: true, separator: ';', encoding: 'utf-8' },
          matched: [sold],
          unmatchedCsv: new Uint8Array(0),
          via: 'main',
          elapsedMs: 1,
        },
        added: [sold, other],
      },
    });
    expect(soldItems(draft)).toEqual([
      { id: '0001000001', idPuxada: 10234 },
      { id: '0001000003', idPuxada: 10587 },
    ]);
  });
});

describe('sold search (broker users)', () => {
  const solds = [...(OPTIONS.soldsByBroker.get(10234) ?? []), ...(OPTIONS.soldsByBroker.get(10587) ?? [])];
  const index = soldSearchIndex(solds);
  it('finds by name (case and accents ignored) or by code', () => {
    expect(searchSolds(solds, index, 'sao jorge').map((sold) => sold.code)).toEqual(['0001000003']);
    expect(searchSolds(solds, index, 'PÃO').map((sold) => sold.code)).toEqual(['0001000001']);
    expect(searchSolds(solds, index, '1000002').map((sold) => sold.code)).toEqual(['0001000002']);
    expect(searchSolds(solds, index, '   ')).toEqual([]);
    expect(searchSolds(solds, index, '000', 2)).toHaveLength(2);
  });
  it('finds an exact code with or without leading zeros', () => {
    expect(soldByCode(solds, '1000003')?.name).toBe('Mercado São Jorge');
    expect(soldByCode(solds, '0001000003')?.name).toBe('Mercado São Jorge');
    expect(soldByCode(solds, 'Mercado')).toBeUndefined();
  });
});
