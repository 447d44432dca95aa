import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../client';
import { DEMO_BROKER_ID, DEMO_TEAM } from '../network';
import { createTestBackend } from '../testing';
import { METAS_MESSAGES, metasSeedPeriods } from './metas';
import { metasClient } from './metas-testkit';

/** Issue 22: COBERTURA, RECOMENDADOR and FOCO answered like VBC, each in its unit, with the coverage ceiling. */
const BROKER = String(DEMO_BROKER_ID);
const SUPERVISOR = 'supervisor@conecta.example';
const MY_SUPERVISOR = String(DEMO_TEAM.supervisores[1]);
const WHEN = '2026-03-05 10:00:00';
type Tipo = 'VBC' | 'COBERTURA' | 'RECOMENDADOR' | 'FOCO';

const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);
const target = (periodo: string, TipoMeta: Tipo) => ({ IdPuxada: BROKER, Versao: `${periodo}-V01`, TipoMeta, Linha: 'BRL1' });

async function setup() {
  const t = createTestBackend();
  return { supervisor: await metasClient(t, SUPERVISOR), periodo: metasSeedPeriods(Date.now()).emAberto };
}

async function sellers(client: ApiClient, periodo: string, tipo: Tipo) {
  const { data } = await client.GET('/tabelacartametavendedorresumo', {
    params: { query: { ...target(periodo, tipo), Tipo: 'R', Empregado: MY_SUPERVISOR, Cliente: '000' } },
  });
  return data ?? [];
}

async function categories(client: ApiClient, periodo: string, tipo: Tipo, seller: string) {
  const { data } = await client.GET('/tabelacartametavendedor', {
    params: { query: { ...target(periodo, tipo), Tipo: 'G', Empregado: MY_SUPERVISOR, Cliente: seller } },
  });
  return data ?? [];
}

const saveCategories = (client: ApiClient, periodo: string, tipo: Tipo, seller: string, values: ReadonlyArray<{ key: number; value: number }>) =>
  client.POST('/atualizarvalorvendedor', {
    body: {
      IdPuxada: BROKER,
      IdEmpregadoFlexx: seller,
      TipoMeta: tipo,
      GrupoMeta: 'BRL1',
      Versao: `${periodo}-V01`,
      DADOS: values.map(({ key, value }) => ({
        GrupoBookKey: key,
        VlrTotalMetaPlanejadoFinal: value,
        UltimoUsuarioAlteracao: SUPERVISOR,
        UltimaDataAlteracao: WHEN,
      })),
    },
  });

const saveTotal = (client: ApiClient, periodo: string, tipo: Tipo, seller: string, valor: number) =>
  client.PUT('/atualizarvalorvendedorvalor', {
    params: {
      query: {
        ...target(periodo, tipo),
        GrupoMeta: 'BRL1',
        valor,
        EmpregadoSupervisor: MY_SUPERVISOR,
        empregadoVendedor: seller,
        usuario: SUPERVISOR,
        DataAtualizacao: WHEN,
        Tipo: 'P',
      },
    },
  });

describe('metas mock: the other target types (issue 22)', () => {
  it("programs this month's COBERTURA, RECOMENDADOR and FOCO for every team, in each type's unit", async () => {
    const { supervisor, periodo } = await setup();
    const vbcNow = await sellers(supervisor, metasSeedPeriods(Date.now()).aprovadaGerente, 'VBC');
    const vbcAverage = sum(vbcNow.map((row) => row.vlrMediaVenda)) / vbcNow.length;
    for (const tipo of ['COBERTURA', 'RECOMENDADOR', 'FOCO'] as const) {
      const rows = await sellers(supervisor, periodo, tipo);
      expect(rows.length, tipo).toBeGreaterThan(0);
      // Programmed: every seller has his split, nothing left to distribute.
      expect(rows.every((row) => row.vlrMetaPlanejado > 0 && Number.isInteger(row.vlrMetaPlanejado)), tipo).toBe(true);
      expect(rows[0]?.vlrDiferencaCartaMeta, tipo).toBe(0);
      const average = sum(rows.map((row) => row.vlrMediaVenda)) / rows.length;
      // Counts are far below reais; the focus products a share of the sales.
      if (tipo === 'FOCO') expect(average).toBeGreaterThan(vbcAverage * 0.1);
      else expect(average).toBeLessThan(vbcAverage / 100);
      expect(average, tipo).toBeLessThan(vbcAverage);
    }
    const { data: status } = await supervisor.GET('/tabelacartametastatus', {
      params: { query: { idPuxada: BROKER, versao: '', tipoMeta: 'TODOS', periodo } },
    });
    const mine = (status ?? []).filter((row) => row.tipoMeta !== 'VBC' && row.idEmpregadoResponsavelFlexx === MY_SUPERVISOR);
    expect(mine.map((row) => `${row.tipoMeta} ${row.statusSupervisor}`).sort()).toEqual([
      'COBERTURA Aprovada gerente',
      'FOCO Aprovada gerente',
      'RECOMENDADOR Aprovada gerente',
    ]);
  });

  it("keeps every COBERTURA category of a seller within his active customers, and refuses what would not", async () => {
    const { supervisor, periodo } = await setup();
    const rows = await sellers(supervisor, periodo, 'COBERTURA');
    for (const row of rows) {
      const active = row.qtdSoldAtivos ?? 0;
      expect(active).toBeGreaterThan(0);
      const values = (await categories(supervisor, periodo, 'COBERTURA', row.idEmpregadoFlexx)).map((c) => c.vlrMetaPlanejado);
      expect(Math.max(...values), row.dscNomeEmpregado).toBeLessThanOrEqual(active);
    }
    const seller = rows[0]!;
    const active = seller.qtdSoldAtivos ?? 0;
    const before = await categories(supervisor, periodo, 'COBERTURA', seller.idEmpregadoFlexx);
    const [first] = before;
    await expect(
      saveCategories(supervisor, periodo, 'COBERTURA', seller.idEmpregadoFlexx, [{ key: first!.grupoBookKey, value: active + 1 }]),
    ).rejects.toMatchObject({ status: 400, serverMessage: `${METAS_MESSAGES.coverageAboveActive(active)} Categoria: ${first!.grupoBook}.` });
    expect(await categories(supervisor, periodo, 'COBERTURA', seller.idEmpregadoFlexx)).toEqual(before);
    await saveCategories(supervisor, periodo, 'COBERTURA', seller.idEmpregadoFlexx, [{ key: first!.grupoBookKey, value: active }]);
    expect((await categories(supervisor, periodo, 'COBERTURA', seller.idEmpregadoFlexx))[0]?.vlrMetaPlanejado).toBe(active);

    // A total: spread within the ceiling, or refused when it cannot fit.
    const most = active * before.length;
    await expect(saveTotal(supervisor, periodo, 'COBERTURA', seller.idEmpregadoFlexx, most + 1)).rejects.toMatchObject({
      status: 400,
      serverMessage: METAS_MESSAGES.coverageTotalAboveActive(active, before.length),
    });
    await saveTotal(supervisor, periodo, 'COBERTURA', seller.idEmpregadoFlexx, most - 3);
    const spread = (await categories(supervisor, periodo, 'COBERTURA', seller.idEmpregadoFlexx)).map((c) => c.vlrMetaPlanejado);
    expect(sum(spread)).toBe(most - 3);
    expect(Math.max(...spread)).toBeLessThanOrEqual(active);
  });

  it('caps nothing on the other types', async () => {
    const { supervisor, periodo } = await setup();
    const [seller] = await sellers(supervisor, periodo, 'RECOMENDADOR');
    const [first] = await categories(supervisor, periodo, 'RECOMENDADOR', seller!.idEmpregadoFlexx);
    const big = (seller!.qtdSoldAtivos ?? 0) * 10 + 7;
    await saveCategories(supervisor, periodo, 'RECOMENDADOR', seller!.idEmpregadoFlexx, [{ key: first!.grupoBookKey, value: big }]);
    expect((await categories(supervisor, periodo, 'RECOMENDADOR', seller!.idEmpregadoFlexx))[0]?.vlrMetaPlanejado).toBe(big);
  });

  it('approves a count only with nothing left to distribute, reais within 0 to 10', async () => {
    const { supervisor, periodo } = await setup();
    const approve = (tipo: Tipo) =>
      supervisor.PUT('/GravarProgramarMetasVendedor', {
        params: {
          query: { ...target(periodo, tipo), IdEmpregadoResponsavel: MY_SUPERVISOR, token: 'x', usuario: SUPERVISOR, DataAtualizacao: WHEN },
        },
      });
    for (const tipo of ['RECOMENDADOR', 'FOCO'] as const) {
      const [seller] = await sellers(supervisor, periodo, tipo);
      await saveTotal(supervisor, periodo, tipo, seller!.idEmpregadoFlexx, seller!.vlrMetaPlanejado + 1);
    }
    await expect(approve('RECOMENDADOR')).rejects.toMatchObject({ status: 400, serverMessage: METAS_MESSAGES.outOfTolerance });
    await approve('FOCO');
    const [after] = await sellers(supervisor, periodo, 'FOCO');
    expect(after?.vlrDiferencaCartaMeta).toBe(1);
  });
});
