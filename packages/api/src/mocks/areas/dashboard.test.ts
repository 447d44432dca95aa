import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPeriod, detectImageType } from '@conecta/core';
import { DEMO_ACCOUNTS, DEMO_BROKER_ID, DEMO_TEAM } from '../network';
import { TEST_BASE_URL, createTestBackend, type TestBackend } from '../testing';
import { TOTAL_BROKER_LABEL } from './dashboard';

const NOW = new Date('2026-03-10T14:00:00');
const PERIOD = '202603';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const request = (
  overrides: Partial<{
    empregado: string;
    puxada: string;
    grupoMeta: string;
    periodo: string;
  }> = {},
) => ({
  empregado: '000',
  puxada: String(DEMO_BROKER_ID),
  tipoMeta: 'VBC' as const,
  grupoMeta: 'BRL1',
  tipoRelatorio: 'A' as const,
  periodo: PERIOD,
  ...overrides,
});

async function table(t: TestBackend, overrides: Parameters<typeof request>[0] = {}) {
  return (await t.client.POST('/Home', { body: request(overrides) })).data ?? [];
}
async function totals(t: TestBackend, overrides: Parameters<typeof request>[0] = {}) {
  return (
    (await t.client.POST('/Home/Totais', { body: { ...request(overrides), tipoRelatorio: 'T' } }))
      .data ?? []
  );
}

describe('dashboard figures', () => {
  it('has a category table for the current period: two aggregate entries, then one per supervisor', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    expect(currentPeriod()).toBe(PERIOD);
    const rows = await table(t);
    expect(rows.map((row) => row.categoria)).toEqual([
      'BISCOITOS',
      'CULINÁRIOS',
      'NUTRIÇÃO INFANTIL',
      'CONFEITOS',
    ]);
    for (const row of rows) {
      expect(row.supervisores[0]?.nome).toBe(TOTAL_BROKER_LABEL);
      expect(row.supervisores[1]?.nome).toBe('FERNANDA OLIVEIRA');
      // What the portal shows: the entries after the first two, one per supervisor.
      const columns = row.supervisores.slice(2);
      expect(columns).toHaveLength(4);
      expect(columns.some((column) => column.nome === 'CARLOS EDUARDO SANTOS')).toBe(true);
      for (const column of row.supervisores) {
        expect(column.percentual).toBeGreaterThanOrEqual(78);
        expect(column.percentual).toBeLessThanOrEqual(118);
      }
    }
  });

  it('answers the same figures for the same broker and period, and other figures for another period', async () => {
    const first = createTestBackend();
    const second = createTestBackend();
    await first.signIn(DEMO_ACCOUNTS.gerente);
    await second.signIn(DEMO_ACCOUNTS.gerente);
    expect(await table(first)).toEqual(await table(second));
    expect(await totals(first)).toEqual(await totals(second));
    expect(await totals(first, { periodo: '202602' })).not.toEqual(await totals(first));
  });

  it('has totals for the current period that add up over the supervisors', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const [all] = await totals(t);
    expect(all).toBeDefined();
    expect(all?.valorMeta).toBeGreaterThan(0);
    expect(all?.valorEfetivo).toBeGreaterThan(0);
    expect(all?.qtdSoldAtivos).toBeGreaterThan(0);
    expect(all?.valorMetaCobertura).toBeGreaterThan(0);
    let sum = 0;
    for (const supervisor of DEMO_TEAM.supervisores) {
      sum += (await totals(t, { empregado: String(supervisor) }))[0]?.valorMeta ?? 0;
    }
    expect(sum).toBe(all?.valorMeta);
  });

  it('narrows the table to a supervisor’s own column', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.supervisor);
    const rows = await table(t, { empregado: String(DEMO_TEAM.supervisores[1]) });
    expect(rows[0]?.supervisores.slice(2).map((column) => column.nome)).toEqual([
      'CARLOS EDUARDO SANTOS',
    ]);
  });

  it('is empty for a period without data, a line the broker does not sell, and another broker', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    expect(await table(t, { periodo: '202604' })).toEqual([]);
    expect(await totals(t, { periodo: '202604' })).toEqual([]);
    expect(await table(t, { periodo: '202503' })).toEqual([]);
    expect(await table(t, { grupoMeta: 'BRL3' })).toEqual([]);
    expect(await table(t, { puxada: '10587' })).toEqual([]);
    const combo = await t.client.GET('/Home/Combo', {
      params: { query: { puxada: String(DEMO_BROKER_ID), periodo: '202604', empregado: '000' } },
    });
    expect(combo.data).toEqual([]);
  });

  it('follows the clock: next month the new current period has figures', async () => {
    const t = createTestBackend();
    vi.setSystemTime(new Date('2026-04-02T09:00:00'));
    await t.signIn(DEMO_ACCOUNTS.gerente);
    expect(await table(t, { periodo: '202604' })).not.toEqual([]);
  });

  it('is empty in the empty scenario', async () => {
    const t = createTestBackend({ scenario: 'empty' });
    await t.signIn(DEMO_ACCOUNTS.gerente);
    expect(await table(t)).toEqual([]);
    expect(await totals(t)).toEqual([]);
    expect((await t.client.GET('/uploadimagens/getimagensdashboardcarrossel')).data).toEqual([]);
  });

  it('offers the product lines of the brokers in scope', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.fabricante);
    const combo = await t.client.GET('/Home/Combo', {
      params: { query: { puxada: '10234,10587,11020', periodo: PERIOD, empregado: '000' } },
    });
    expect(combo.data).toEqual([
      { dadoBase: 'BRL1', tipoMeta: 'VBC' },
      { dadoBase: 'BRL2', tipoMeta: 'VBC' },
      { dadoBase: 'BRL3', tipoMeta: 'VBC' },
    ]);
    // A manufacturer cannot read a broker outside its list.
    expect(await table(t, { puxada: '11458', grupoMeta: 'BRL2' })).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const t = createTestBackend();
    await expect(t.client.POST('/Home', { body: request() })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('carousel', () => {
  it('lists image URLs that serve PNG files, publicly', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.vendedor);
    const { data } = await t.client.GET('/uploadimagens/getimagensdashboardcarrossel');
    const json = JSON.parse(data?.[0]?.jsonRetorno ?? '{}') as {
      IMAGENS: Array<{ CAMINHO: string }>;
    };
    expect(json.IMAGENS.length).toBeGreaterThanOrEqual(3);
    t.signOut();
    for (const { CAMINHO } of json.IMAGENS) {
      expect(CAMINHO.startsWith(`${TEST_BASE_URL}/uploadimagens/imagem/`)).toBe(true);
      const filename = CAMINHO.split('/').pop() ?? '';
      const { data: file, response } = await t.client.GET('/uploadimagens/imagem/{filename}', {
        params: { path: { filename } },
        parseAs: 'arrayBuffer',
      });
      expect(response.headers.get('Content-Type')).toBe('image/png');
      const bytes = new Uint8Array(file ?? new ArrayBuffer(0));
      expect(detectImageType(bytes)).toBe('png');
      expect(bytes.byteLength).toBeLessThanOrEqual(20 * 1024);
    }
    await expect(
      t.client.GET('/uploadimagens/imagem/{filename}', {
        params: { path: { filename: 'nao-existe.png' } },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
