import { bench, describe } from 'vitest';
import type { ApiClient } from '../../client';
import { DEMO_BROKER_ID } from '../network';
import { createTestBackend } from '../testing';
import { metasSeedPeriods } from './metas';
import { metasClient } from './metas-testkit';

/**
 * Answer time of the seller screen's two heavy reads in the large scenario (30 supervisors ×
 * 10 sellers = 300 sellers, 40 categories), through the in-process typed client as the manager
 * ('000' = every supervisor's team). The target is the seeded 'Aprovada gerente' period, whose
 * sellers are split.
 */
const test = createTestBackend({ scenario: 'large' });
const periodo = metasSeedPeriods(Date.now()).aprovadaGerente;
const query = {
  IdPuxada: String(DEMO_BROKER_ID),
  Versao: `${periodo}-V01`,
  TipoMeta: 'VBC' as const,
  Linha: 'BRL1',
};
/** Active sellers of the demo broker (one of the 300 is inactive and gets no target). */
const sellers = test.backend.db.network.employees.filter(
  (e) => e.tipo === 'V' && e.idPuxada === DEMO_BROKER_ID && e.status === 'A',
).length;
let client: ApiClient | null = null;
const gerente = async () => (client ??= await metasClient(test, 'gerente@conecta.example'));

function expectRows(count: number, rows: unknown[] | undefined, what: string) {
  if (rows?.length !== count)
    throw new Error(`${what}: expected ${count} rows, got ${rows?.length}`);
}

describe('metas, large scenario (300 sellers × 40 categories)', () => {
  bench('seller summary (GET /tabelacartametavendedorresumo, Empregado 000)', async () => {
    const { data } = await (
      await gerente()
    ).GET('/tabelacartametavendedorresumo', {
      params: { query: { ...query, Tipo: 'R', Empregado: '000', Cliente: '000' } },
    });
    expectRows(sellers, data, 'seller summary');
  });

  bench('seller comparison table (GET /tabelaovendedor, Supervisor 000)', async () => {
    const { data } = await (
      await gerente()
    ).GET('/tabelaovendedor', {
      params: { query: { ...query, Tipo: 'I', Supervisor: '000', Empregado: '000' } },
    });
    expectRows(40, data, 'comparison');
    if (data?.[0]?.Itens.length !== sellers)
      throw new Error(`comparison: expected ${sellers} items per row`);
  });

  bench('one supervisor team (GET /tabelacartametavendedorresumo, Empregado 5102)', async () => {
    const { data } = await (
      await gerente()
    ).GET('/tabelacartametavendedorresumo', {
      params: { query: { ...query, Tipo: 'R', Empregado: '5102', Cliente: '000' } },
    });
    expectRows(10, data, 'team summary');
  });
});
