import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../client';
import { createDb } from '../db';
import { DEMO_BROKER_ID, DEMO_TEAM } from '../network';
import { createTestBackend, mockFetch, TEST_BASE_URL, type TestBackend } from '../testing';
import { METAS_MESSAGES, RELEASE_CODES, metasSeedPeriods } from './metas';
import { metasClient } from './metas-testkit';

const BROKER = String(DEMO_BROKER_ID);
const GERENTE = 'gerente@conecta.example';
const SUPERVISOR = 'supervisor@conecta.example';
const MY_SUPERVISOR = DEMO_TEAM.supervisores[1];
const WHEN = '2026-03-05 10:00:00';

const target = (periodo: string, linha = 'BRL1') => ({
  IdPuxada: BROKER,
  Versao: `${periodo}-V01`,
  TipoMeta: 'VBC' as const,
  Linha: linha,
});

const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);

interface Setup {
  t: TestBackend;
  gerente: ApiClient;
  supervisor: ApiClient;
  periods: ReturnType<typeof metasSeedPeriods>;
}

async function setup(options: Parameters<typeof createTestBackend>[0] = {}): Promise<Setup> {
  const t = createTestBackend(options);
  const periods = metasSeedPeriods(Date.now());
  return {
    t,
    gerente: await metasClient(t, GERENTE),
    supervisor: await metasClient(t, SUPERVISOR),
    periods,
  };
}

async function statusRows(client: ApiClient, periodo: string, tipoMeta = 'VBC') {
  const { data } = await client.GET('/tabelacartametastatus', {
    params: { query: { idPuxada: BROKER, versao: `${periodo}-V01`, tipoMeta, periodo } },
  });
  return (data ?? []).filter((row) => row.grupoMeta === 'BRL1');
}

async function supervisorSummary(client: ApiClient, periodo: string, Empregado = '000') {
  const { data } = await client.GET('/tabelacartametasupervisorresumo', {
    params: { query: { ...target(periodo), Tipo: 'R', Empregado, IdUsuario: 5 } },
  });
  return data ?? [];
}

async function sellerSummary(client: ApiClient, periodo: string, Empregado: string) {
  const { data } = await client.GET('/tabelacartametavendedorresumo', {
    params: { query: { ...target(periodo), Tipo: 'R', Empregado, Cliente: '000' } },
  });
  return data ?? [];
}

async function sellerCategories(
  client: ApiClient,
  periodo: string,
  supervisor: string,
  seller: string,
) {
  const { data } = await client.GET('/tabelacartametavendedor', {
    params: { query: { ...target(periodo), Tipo: 'G', Empregado: supervisor, Cliente: seller } },
  });
  return data ?? [];
}

function supervisorEmail(t: TestBackend, id: number): string {
  const user = t.backend.db.network.users.find((candidate) => candidate.idEmpregadoFlexx === id);
  if (!user) throw new Error(`no user for employee ${id}`);
  return user.email;
}

describe('metas mock: access', () => {
  it('answers 401 without a session', async () => {
    const t = createTestBackend();
    const anonymous = createApiClient({
      baseUrl: TEST_BASE_URL,
      getToken: () => null,
      fetch: mockFetch(t.backend),
    });
    const periodo = metasSeedPeriods(Date.now()).emAberto;
    await expect(
      anonymous.GET('/tabelacartametatotal', {
        params: { query: { ...target(periodo), QtdMesMedia: 0, Tipo: 'T', IdUsuario: 5 } },
      }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      anonymous.GET('/tabelacartametastatus', {
        params: { query: { idPuxada: BROKER, versao: '', tipoMeta: 'VBC', periodo } },
      }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      anonymous.PUT('/GravarProgramarMetasVendedor', {
        params: {
          query: {
            IdPuxada: BROKER,
            Versao: `${periodo}-V01`,
            TipoMeta: 'VBC',
            IdEmpregadoResponsavel: '5102',
            token: 'x',
            Linha: 'BRL1',
            usuario: 'x',
            DataAtualizacao: WHEN,
          },
        },
      }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('metas mock: parameters', () => {
  it('lists meta types, versions and lines of a period, and nothing for a period without data', async () => {
    const { gerente, periods } = await setup();
    const { data: vbc } = await gerente.GET('/parametrotabelacartameta', {
      params: { query: { IdPuxada: BROKER, Periodo: periods.emAberto, TipoMeta: 'VBC' } },
    });
    expect(vbc).toEqual([
      { identificador: 'TIPO_META', dadoBase: 'VBC' },
      { identificador: 'DSC_VERSAO', dadoBase: `${periods.emAberto}-V01` },
      { identificador: 'LINHA', dadoBase: 'BRL1' },
      { identificador: 'LINHA', dadoBase: 'BRL2' },
    ]);
    const { data: todos } = await gerente.GET('/parametrotabelacartameta', {
      params: { query: { IdPuxada: BROKER, Periodo: periods.emAberto, TipoMeta: 'TODOS' } },
    });
    expect(
      todos?.filter((row) => row.identificador === 'TIPO_META').map((row) => row.dadoBase),
    ).toEqual(['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO']);
    expect(todos?.every((row) => row.versao === `${periods.emAberto}-V01`)).toBe(true);

    const { data: twoVersions } = await gerente.GET('/parametrotabelacartameta', {
      params: { query: { IdPuxada: BROKER, Periodo: periods.liberado, TipoMeta: 'VBC' } },
    });
    expect(
      twoVersions?.filter((row) => row.identificador === 'DSC_VERSAO').map((row) => row.dadoBase),
    ).toEqual([`${periods.liberado}-V01`, `${periods.liberado}-V02`]);

    const { data: none } = await gerente.GET('/parametrotabelacartameta', {
      params: { query: { IdPuxada: BROKER, Periodo: periods.semDados, TipoMeta: 'VBC' } },
    });
    expect(none).toEqual([]);

    const { data: filter } = await gerente.GET('/parametrotabelacartametafiltroversao', {
      params: {
        query: {
          IdPuxada: BROKER,
          Periodo: periods.emAberto,
          TipoMeta: 'VBC',
          Empregado: String(MY_SUPERVISOR),
          Tela: 'RATEIO_VENDEDOR',
        },
      },
    });
    expect(filter).toEqual([
      {
        identificador: 'DSC_VERSAO',
        dadoBase: `${periods.emAberto}-V01`,
        versao: `${periods.emAberto}-V01`,
      },
      { identificador: 'LINHA', dadoBase: 'BRL1', versao: `${periods.emAberto}-V01` },
      { identificador: 'LINHA', dadoBase: 'BRL2', versao: `${periods.emAberto}-V01` },
    ]);
  });

  it('has no parameters and no targets in the empty scenario', async () => {
    const { gerente, periods, t } = await setup({ scenario: 'empty' });
    expect(t.backend.db.metas.targets).toEqual([]);
    const { data } = await gerente.GET('/parametrotabelacartameta', {
      params: { query: { IdPuxada: BROKER, Periodo: periods.emAberto, TipoMeta: 'VBC' } },
    });
    expect(data).toEqual([]);
  });
});

describe('metas mock: suggestions', () => {
  it('match the documented formula on a hand-computed history', async () => {
    const { t, gerente, periods } = await setup();
    // Replace BRL1's history of BISCOITOS (key 100): one seller sells, the others sell nothing.
    const metas = t.backend.db.metas;
    const index = metas.history.findIndex((h) => h.linha === 'BRL1');
    const history = metas.history[index];
    if (!history) throw new Error('no BRL1 history');
    const c = history.categoryKeys.indexOf(100);
    // 18 months, oldest first: a year ago 10 000 a month, then 9 000, then a ramp to 12 000.
    const series = [
      ...Array(6).fill(10_000),
      ...Array(6).fill(9_000),
      10_000,
      10_400,
      10_800,
      11_200,
      11_600,
      12_000,
    ] as number[];
    const sellers = Object.fromEntries(
      Object.entries(history.sellers).map(([id, rows], k) => [
        id,
        rows.map((row, ci) => (ci === c ? (k === 0 ? [...series] : row.map(() => 0)) : row)),
      ]),
    );
    metas.history[index] = { ...history, sellers };

    // growth = (10000+…+12000) / (6 × 10000) − 1 = 66000 / 60000 − 1 = 0.10 (within 0.02..0.15)
    const expected = {
      3: { vlrMediaBroker: 11_600, metaMinima: 11_600, metaMeta: 12_760, metaIdeal: 14_036 }, // 34800 / 3
      6: { vlrMediaBroker: 11_000, metaMinima: 11_000, metaMeta: 12_100, metaIdeal: 13_310 }, // 66000 / 6
      9: { vlrMediaBroker: 10_333, metaMinima: 10_333, metaMeta: 11_366, metaIdeal: 12_503 }, // 93000 / 9
      12: { vlrMediaBroker: 10_000, metaMinima: 10_000, metaMeta: 11_000, metaIdeal: 12_100 }, // 120000 / 12
    } as const;
    for (const n of [3, 6, 9, 12] as const) {
      const { data } = await gerente.GET('/tabelacartametagrupo', {
        params: { query: { ...target(periods.emAberto), QtdMesMedia: n, Tipo: 'G', IdUsuario: 5 } },
      });
      expect(data?.find((row) => row.grupoBookKey === 100)).toMatchObject({
        ...expected[n],
        vlrMetaPlanejado: 0,
      });
    }

    // Tipo=P calculates base 6 and stores nothing: its totals are the sums of base 6's category
    // rows, with the planned total it proposes (Σ metaMeta); the stored planned values stay 0.
    const { data: totals } = await gerente.GET('/tabelacartametatotal', {
      params: { query: { ...target(periods.emAberto), QtdMesMedia: 6, Tipo: 'P', IdUsuario: 5 } },
    });
    const { data: rows = [] } = await gerente.GET('/tabelacartametagrupo', {
      params: { query: { ...target(periods.emAberto), QtdMesMedia: 6, Tipo: 'G', IdUsuario: 5 } },
    });
    expect(rows.find((row) => row.grupoBookKey === 100)).toMatchObject({
      ...expected[6],
      vlrMetaPlanejado: 0,
    });
    expect(totals?.[0]).toMatchObject({
      vlrMediaBroker: sum(rows.map((r) => r.vlrMediaBroker)),
      metaMinima: sum(rows.map((r) => r.metaMinima)),
      metaMeta: sum(rows.map((r) => r.metaMeta)),
      metaIdeal: sum(rows.map((r) => r.metaIdeal)),
      vlrMetaPlanejado: sum(rows.map((r) => r.metaMeta)),
      vlrMetaSugerida: sum(rows.map((r) => r.metaMeta)),
    });
    expect(rows.every((row) => row.metaMinimaTotal === totals?.[0]?.metaMinima)).toBe(true);
  });

  it('differ for 3, 6, 9 and 12 months on the seeded history, with minimum < meta < ideal', async () => {
    const { gerente, periods } = await setup();
    const metas = new Set<number>();
    for (const n of [3, 6, 9, 12] as const) {
      const { data } = await gerente.GET('/tabelacartametatotal', {
        params: { query: { ...target(periods.emAberto), QtdMesMedia: n, Tipo: 'T', IdUsuario: 5 } },
      });
      const row = data?.[0];
      expect(row?.vlrMetaPlanejado).toBe(0); // a read (Tipo=T) stores nothing
      expect(row && row.metaMinima < row.metaMeta && row.metaMeta < row.metaIdeal).toBe(true);
      metas.add(row?.metaMeta ?? 0);
    }
    expect(metas.size).toBe(4);
  });

  it('Tipo=P writes nothing, on an open target and on targets already split or approved', async () => {
    const { t, gerente, periods } = await setup();
    for (const periodo of [periods.emAberto, periods.rateada, periods.aprovadaGerente, periods.aprovadaSupervisor]) {
      const statusBefore = await statusRows(gerente, periodo);
      const summaryBefore = await supervisorSummary(gerente, periodo);
      const before = JSON.stringify(t.backend.db.metas);
      for (const n of [3, 6, 9, 12] as const) {
        const { data } = await gerente.GET('/tabelacartametatotal', {
          params: { query: { ...target(periodo), QtdMesMedia: n, Tipo: 'P', IdUsuario: 5 } },
        });
        const { data: suggested = [] } = await gerente.GET('/tabelacartametagrupo', {
          params: { query: { ...target(periodo), QtdMesMedia: n, Tipo: 'G', IdUsuario: 5 } },
        });
        // The answer is base n's calculation, the proposed planned total Σ metaMeta.
        expect(data?.[0]?.metaMeta).toBe(sum(suggested.map((row) => row.metaMeta)));
        expect(data?.[0]?.vlrMetaPlanejado).toBe(sum(suggested.map((row) => row.metaMeta)));
      }
      expect(JSON.stringify(t.backend.db.metas)).toBe(before);
      expect(await statusRows(gerente, periodo)).toEqual(statusBefore);
      expect(await supervisorSummary(gerente, periodo)).toEqual(summaryBefore);
    }
    const split = await supervisorSummary(gerente, periods.aprovadaGerente);
    expect(split.length).toBeGreaterThan(0);
    expect((await statusRows(gerente, periods.aprovadaGerente))[0]?.statusGrupo).toBe('Aprovada gerente');
  });

  it('Tipo=P keeps its refusals: managers only; Liberado and imported targets refused', async () => {
    const { t, gerente, supervisor, periods } = await setup();
    const before = JSON.stringify(t.backend.db.metas);
    const calc = (client: ApiClient, periodo: string) =>
      client.GET('/tabelacartametatotal', {
        params: { query: { ...target(periodo), QtdMesMedia: 6, Tipo: 'P', IdUsuario: 5 } },
      });
    await expect(calc(supervisor, periods.rateada)).rejects.toMatchObject({
      status: 403,
      serverMessage: METAS_MESSAGES.forbidden,
    });
    await expect(calc(gerente, periods.liberado)).rejects.toMatchObject({
      status: 400,
      serverMessage: METAS_MESSAGES.released,
    });
    await expect(calc(gerente, periods.importada)).rejects.toMatchObject({
      status: 400,
      serverMessage: METAS_MESSAGES.imported,
    });
    expect(JSON.stringify(t.backend.db.metas)).toBe(before);
  });

  it('the save stores the chosen base (QTD_MES_MEDIA): its suggestions, and the split weighed by it', async () => {
    const { t, gerente, periods } = await setup();
    const periodo = periods.rateada;
    const record = t.backend.db.metas.targets.find(
      (candidate) => candidate.periodo === periodo && candidate.tipoMeta === 'VBC' && candidate.linha === 'BRL1',
    );
    if (!record) throw new Error('no Rateada target');
    const base: 3 | 12 = record.qtdMesMedia === 3 ? 12 : 3;
    const { data: suggested = [] } = await gerente.GET('/tabelacartametagrupo', {
      params: { query: { ...target(periodo), QtdMesMedia: base, Tipo: 'G', IdUsuario: 5 } },
    });
    const item = (row: (typeof suggested)[number]) => ({
      PERIODO: periodo,
      TIPO_META: 'VBC' as const,
      GRUPO_META: 'BRL1',
      PUXADA_FLEXX_KEY: DEMO_BROKER_ID,
      GRUPO_BOOK_KEY: row.grupoBookKey,
      DSC_VERSAO: `${periodo}-V01`,
      VLR_META_PLANEJADO: row.metaMeta,
      USUARIO: GERENTE,
      DATA_ATUALIZACAO: WHEN,
      ID_USUARIO: 5,
    });
    // One base per target, and only 3, 6, 9 or 12.
    const before = JSON.stringify(t.backend.db.metas);
    await expect(
      gerente.POST('/atualizartabelacartameta', {
        body: { DADOS: suggested.map((row, i) => ({ ...item(row), QTD_MES_MEDIA: i === 0 ? (6 as const) : (9 as const) })) },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: METAS_MESSAGES.invalid });
    await expect(
      gerente.POST('/atualizartabelacartameta', {
        body: { DADOS: suggested.map((row) => ({ ...item(row), QTD_MES_MEDIA: 5 as unknown as 6 })) },
      }),
    ).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Campo DADOS[0].QTD_MES_MEDIA: valor não aceito (use 3, 6, 9, 12).',
      body: expect.objectContaining({ field: 'DADOS[0].QTD_MES_MEDIA' }),
    });
    expect(JSON.stringify(t.backend.db.metas)).toBe(before);

    await gerente.POST('/atualizartabelacartameta', {
      body: { DADOS: suggested.map((row) => ({ ...item(row), QTD_MES_MEDIA: base })) },
    });
    expect(record.qtdMesMedia).toBe(base);
    const { data: stored = [] } = await gerente.GET('/tabelacartametagrupo', {
      params: { query: { ...target(periodo), QtdMesMedia: 0, Tipo: 'G', IdUsuario: 5 } },
    });
    expect(stored).toEqual(suggested.map((row) => ({ ...row, vlrMetaPlanejado: row.metaMeta })));
    expect((await statusRows(gerente, periodo))[0]?.statusGrupo).toBe('Rateada');
    expect(sum((await supervisorSummary(gerente, periodo)).map((card) => card.vlrMetaPlanejado))).toBe(
      sum(suggested.map((row) => row.metaMeta)),
    );
  });
});

describe('metas mock: the whole workflow through the contract', () => {
  it('Em aberto → Rateada → Aprovada gerente → Aprovada supervisor → Liberado', async () => {
    const { t, gerente, supervisor, periods } = await setup();
    const periodo = periods.emAberto;
    const key = target(periodo);

    // Em aberto: one group row, which a supervisor does not see.
    const initial = await statusRows(gerente, periodo);
    expect(initial).toHaveLength(1);
    expect(initial[0]).toMatchObject({
      statusGrupo: 'Em aberto',
      dscVersao: `${periodo}-V01`,
      metaImportada: 0,
    });
    expect(await statusRows(supervisor, periodo)).toEqual([]);

    // Planning: history of 6 months (a calculation: the rows of base 6), then the save with it.
    await gerente.GET('/tabelacartametatotal', {
      params: { query: { ...key, QtdMesMedia: 6, Tipo: 'P', IdUsuario: 5 } },
    });
    const { data: groups = [] } = await gerente.GET('/tabelacartametagrupo', {
      params: { query: { ...key, QtdMesMedia: 6, Tipo: 'G', IdUsuario: 5 } },
    });
    expect(groups.length).toBe(12);
    const planned = groups.map((row, i) => (i === 0 ? row.metaIdeal : row.metaMeta));
    // A supervisor may not plan.
    const dados = groups.map((row, i) => ({
      PERIODO: periodo,
      TIPO_META: 'VBC' as const,
      GRUPO_META: 'BRL1',
      PUXADA_FLEXX_KEY: DEMO_BROKER_ID,
      GRUPO_BOOK_KEY: row.grupoBookKey,
      DSC_VERSAO: `${periodo}-V01`,
      VLR_META_PLANEJADO: planned[i] ?? 0,
      USUARIO: GERENTE,
      DATA_ATUALIZACAO: WHEN,
      ID_USUARIO: 5,
      QTD_MES_MEDIA: 6 as const,
    }));
    await expect(
      supervisor.POST('/atualizartabelacartameta', { body: { DADOS: dados } }),
    ).rejects.toMatchObject({
      status: 403,
      serverMessage: METAS_MESSAGES.forbidden,
    });
    await expect(
      gerente.POST('/atualizartabelacartameta', {
        body: { DADOS: dados.map((d, i) => (i === 3 ? { ...d, VLR_META_PLANEJADO: 0 } : d)) },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: METAS_MESSAGES.planningMissing });
    expect((await statusRows(gerente, periodo))[0]?.statusGrupo).toBe('Em aberto');
    const { data: saved } = await gerente.POST('/atualizartabelacartameta', {
      body: { DADOS: dados },
    });
    expect(saved).toBe(true);

    // Rateada: the suggested values split the planned total exactly, category by category.
    const plannedTotal = sum(planned);
    expect((await statusRows(gerente, periodo))[0]).toMatchObject({
      statusGrupo: 'Rateada',
      alteracao: 'sem alteração',
    });
    const { data: totals } = await gerente.GET('/tabelacartametatotal', {
      params: { query: { ...key, QtdMesMedia: 0, Tipo: 'T', IdUsuario: 5 } },
    });
    expect(totals?.[0]?.vlrMetaPlanejado).toBe(plannedTotal);
    const cards = await supervisorSummary(gerente, periodo);
    expect(cards.map((card) => card.idEmpregadoResponsavelFlexx)).toEqual(
      DEMO_TEAM.supervisores.map(String),
    );
    expect(sum(cards.map((card) => card.vlrMetaSugerida))).toBe(plannedTotal);
    expect(
      cards.every(
        (card) => card.vlrMetaPlanejado === card.vlrMetaSugerida && card.vlrMediaVenda > 0,
      ),
    ).toBe(true);
    const { data: comparison = [] } = await gerente.GET('/tabelaosupervisor', {
      params: { query: { ...key, Tipo: 'I', Empregado: '000', IdUsuario: 5 } },
    });
    expect(comparison).toHaveLength(12);
    comparison.forEach((row, i) => {
      expect(row.GrupoBook).toBe(groups[i]?.grupoBook);
      expect(sum(row.Itens.map((item) => item.Valor))).toBe(planned[i]);
    });

    // Supervisor programming: raise 5102's total, raise a category of 5101.
    const mine = cards.find((card) => card.idEmpregadoResponsavelFlexx === String(MY_SUPERVISOR));
    const newTotal = (mine?.vlrMetaPlanejado ?? 0) + 5_003;
    const supervisorQuery = (id: string, Valor: number) => ({
      ...key,
      IdEmpregadoResponsavelFlexx: id,
      Valor,
      usuario: GERENTE,
      DataAtualizacao: WHEN,
      Tipo: 'P' as const,
    });
    await expect(
      gerente.PUT('/atualizarvalorsupervisorvalor', {
        params: { query: supervisorQuery(String(MY_SUPERVISOR), 0) },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: 'Campo Valor: deve ser >= 1.', body: expect.objectContaining({ field: 'Valor' }) });
    await gerente.PUT('/atualizarvalorsupervisorvalor', {
      params: { query: supervisorQuery(String(MY_SUPERVISOR), newTotal) },
    });
    const { data: myCategories = [] } = await gerente.GET('/tabelacartametasupervisor', {
      params: { query: { ...key, Tipo: 'G', Empregado: String(MY_SUPERVISOR), IdUsuario: 5 } },
    });
    expect(sum(myCategories.map((row) => row.vlrMetaPlanejado))).toBe(newTotal);
    const { data: supervisor5101 = [] } = await gerente.GET('/tabelacartametasupervisor', {
      params: { query: { ...key, Tipo: 'G', Empregado: '5101', IdUsuario: 5 } },
    });
    await gerente.POST('/atualizarvalorsupervisor', {
      body: {
        IdPuxada: BROKER,
        IdEmpregadoResponsavelFlexx: '5101',
        TipoMeta: 'VBC',
        GrupoMeta: 'BRL1',
        Versao: `${periodo}-V01`,
        DADOS: [
          {
            GrupoBookKey: 101,
            VlrTotalMetaPlanejadoFinal: (supervisor5101[1]?.vlrMetaPlanejado ?? 0) + 1_000,
            UltimoUsuarioAlteracao: GERENTE,
            UltimaDataAlteracao: WHEN,
          },
        ],
      },
    });
    const gravar = { ...key, token: t.token() ?? 'token', usuario: GERENTE, DataAtualizacao: WHEN };
    await expect(
      supervisor.PUT('/GravarProgramarMetasSupervisor', { params: { query: gravar } }),
    ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await gerente.PUT('/GravarProgramarMetasSupervisor', { params: { query: gravar } });

    // Aprovada gerente: one row per supervisor; the changed ones 'com alteração'.
    const programmed = await statusRows(gerente, periodo);
    expect(
      programmed.map((row) => [
        row.idEmpregadoResponsavelFlexx,
        row.statusGrupo,
        row.statusSupervisor,
        row.alteracao,
      ]),
    ).toEqual([
      ['5101', 'Aprovada gerente', 'Aprovada gerente', 'com alteração'],
      ['5102', 'Aprovada gerente', 'Aprovada gerente', 'com alteração'],
      ['5103', 'Aprovada gerente', 'Aprovada gerente', 'sem alteração'],
      ['5104', 'Aprovada gerente', 'Aprovada gerente', 'sem alteração'],
    ]);
    // Scope: the supervisor sees their own row, card and sellers only.
    expect(
      (await statusRows(supervisor, periodo)).map((row) => row.idEmpregadoResponsavelFlexx),
    ).toEqual(['5102']);
    expect(
      (await supervisorSummary(supervisor, periodo)).map(
        (card) => card.idEmpregadoResponsavelFlexx,
      ),
    ).toEqual(['5102']);
    expect(await sellerSummary(supervisor, periodo, '5101')).toEqual([]);

    // The sellers' split sums exactly to the supervisor's values, at least 1 per category.
    const sellers = await sellerSummary(supervisor, periodo, String(MY_SUPERVISOR));
    const team = t.backend.db.network.employees.filter(
      (e) => e.responsavelId === MY_SUPERVISOR && e.status === 'A',
    );
    expect(sellers.map((row) => row.idEmpregadoFlexx)).toEqual(
      team.map((e) => String(e.idEmpregadoFlexx)),
    );
    expect(sum(sellers.map((row) => row.vlrMetaPlanejado))).toBe(newTotal);
    expect(
      sellers.every(
        (row) => row.vlrMetaPlanejadoSupervisor === newTotal && row.vlrDiferencaCartaMeta === 0,
      ),
    ).toBe(true);
    expect(sellers.every((row) => row.vlrMetaSugerida === row.vlrMetaPlanejado)).toBe(true);
    const { data: sellerTable = [] } = await supervisor.GET('/tabelaovendedor', {
      params: { query: { ...key, Tipo: 'I', Supervisor: String(MY_SUPERVISOR), Empregado: '000' } },
    });
    expect(sellerTable).toHaveLength(12);
    expect(sellers.length).toBeGreaterThanOrEqual(5);
    sellerTable.forEach((row, i) => {
      expect(row.Itens).toHaveLength(sellers.length);
      expect(row.Itens.every((item) => item.Valor >= 1)).toBe(true);
      expect(sum(row.Itens.map((item) => item.Valor))).toBe(myCategories[i]?.vlrMetaPlanejado);
    });

    // The supervisor redistributes: +500 to the first seller → out of tolerance.
    const [first, second] = sellers;
    const sellerQuery = (seller: string, valor: number) => ({
      ...key,
      GrupoMeta: 'BRL1',
      valor,
      EmpregadoSupervisor: String(MY_SUPERVISOR),
      empregadoVendedor: seller,
      usuario: SUPERVISOR,
      DataAtualizacao: WHEN,
      Tipo: 'P' as const,
    });
    await supervisor.PUT('/atualizarvalorvendedorvalor', {
      params: {
        query: sellerQuery(first?.idEmpregadoFlexx ?? '', (first?.vlrMetaPlanejado ?? 0) + 500),
      },
    });
    const firstCategories = await sellerCategories(
      supervisor,
      periodo,
      String(MY_SUPERVISOR),
      first?.idEmpregadoFlexx ?? '',
    );
    expect(sum(firstCategories.map((row) => row.vlrMetaPlanejado))).toBe(
      (first?.vlrMetaPlanejado ?? 0) + 500,
    );
    expect(
      (await sellerSummary(supervisor, periodo, String(MY_SUPERVISOR)))[0]?.vlrDiferencaCartaMeta,
    ).toBe(500);
    const approve = (id: string) => ({
      ...key,
      IdEmpregadoResponsavel: id,
      token: 'token',
      usuario: SUPERVISOR,
      DataAtualizacao: WHEN,
    });
    await expect(
      supervisor.PUT('/GravarProgramarMetasVendedor', {
        params: { query: approve(String(MY_SUPERVISOR)) },
      }),
    ).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Existem valores a serem distribuídos entre os vendedores.',
    });
    // −495 from the second seller → difference 5, within 0..10.
    await supervisor.PUT('/atualizarvalorvendedorvalor', {
      params: {
        query: sellerQuery(second?.idEmpregadoFlexx ?? '', (second?.vlrMetaPlanejado ?? 0) - 495),
      },
    });
    await supervisor.POST('/tabelacartametadiferencasupervisor/salvardiferencametavbc', {
      body: {
        puxada: BROKER,
        versao: `${periodo}-V01`,
        tipoMeta: 'VBC',
        empregadoResponsavel: String(MY_SUPERVISOR),
        linha: 'BRL1',
        usuario: SUPERVISOR,
        dataAtualizacao: WHEN,
        vlrDiferencaCartaMeta: 5,
      },
    });
    expect(
      (await sellerSummary(supervisor, periodo, String(MY_SUPERVISOR)))[0]?.vlrDiferencaCartaMeta,
    ).toBe(5);
    await expect(
      supervisor.PUT('/GravarProgramarMetasVendedor', { params: { query: approve('5101') } }),
    ).rejects.toMatchObject({ status: 400 });
    await supervisor.PUT('/GravarProgramarMetasVendedor', {
      params: { query: approve(String(MY_SUPERVISOR)) },
    });
    expect((await statusRows(supervisor, periodo))[0]).toMatchObject({
      statusGrupo: 'Aprovada gerente',
      statusSupervisor: 'Aprovada supervisor',
    });
    // Approved: the supervisor's sellers are locked.
    await expect(
      supervisor.PUT('/atualizarvalorvendedorvalor', {
        params: { query: sellerQuery(first?.idEmpregadoFlexx ?? '', 1_000) },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: METAS_MESSAGES.alreadyApproved });

    // Not yet released: FLEXX answers a failure with an occurrence id.
    const release = (chaveocorrencia: string) => ({
      IdPuxada: BROKER,
      usuario: GERENTE,
      chaveocorrencia,
      codVersao: `${periodo}-V01`,
      periodo,
      grupoMeta: 'BRL1',
      tipoMeta: 'VBC' as const,
      dataexportacao: WHEN,
    });
    const { data: early } = await gerente.GET('/atualizarbaseflexxbroker', {
      params: { query: release('9b0c6f1e-0000-4000-8000-000000000001') },
    });
    expect(early?.[0]?.codOcorrencia).toBe(RELEASE_CODES.notApproved);
    expect(early?.[0]?.idOcorrencia).toEqual(expect.any(Number));

    // The other supervisors approve their teams (split untouched: difference 0).
    for (const id of DEMO_TEAM.supervisores.filter((s) => s !== MY_SUPERVISOR)) {
      const other = await metasClient(t, supervisorEmail(t, id));
      expect(
        (await sellerSummary(other, periodo, String(id))).every(
          (row) => row.vlrDiferencaCartaMeta === 0,
        ),
      ).toBe(true);
      await other.PUT('/GravarProgramarMetasVendedor', { params: { query: approve(String(id)) } });
    }
    const approved = await statusRows(gerente, periodo);
    expect(approved).toHaveLength(4);
    expect(
      approved.every(
        (row) =>
          row.statusGrupo === 'Aprovada supervisor' &&
          row.statusSupervisor === 'Aprovada supervisor',
      ),
    ).toBe(true);

    // Release: a supervisor may not; the manager does.
    await expect(
      supervisor.GET('/atualizarbaseflexxbroker', {
        params: { query: release('9b0c6f1e-0000-4000-8000-000000000002') },
      }),
    ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const { data: released } = await gerente.GET('/atualizarbaseflexxbroker', {
      params: { query: release('9b0c6f1e-0000-4000-8000-000000000003') },
    });
    expect(released?.[0]).toEqual({ codOcorrencia: 0, idOcorrencia: expect.any(Number) });
    expect(released?.[0]?.idOcorrencia).toBeGreaterThan(early?.[0]?.idOcorrencia ?? Infinity);
    expect(
      (await statusRows(gerente, periodo)).every((row) => row.statusGrupo === 'Liberado'),
    ).toBe(true);
    const { data: again } = await gerente.GET('/atualizarbaseflexxbroker', {
      params: { query: release('9b0c6f1e-0000-4000-8000-000000000004') },
    });
    expect(again?.[0]?.codOcorrencia).toBe(RELEASE_CODES.alreadyReleased);

    // Liberado: every edit is refused.
    await expect(
      gerente.PUT('/atualizarvalorsupervisorvalor', {
        params: { query: supervisorQuery(String(MY_SUPERVISOR), newTotal + 1) },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: METAS_MESSAGES.released });
    await expect(
      gerente.GET('/tabelacartametatotal', {
        params: { query: { ...key, QtdMesMedia: 6, Tipo: 'P', IdUsuario: 5 } },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: METAS_MESSAGES.released });
    await expect(
      gerente.POST('/atualizartabelacartameta', { body: { DADOS: dados } }),
    ).rejects.toMatchObject({
      status: 400,
      serverMessage: METAS_MESSAGES.released,
    });
    await expect(
      supervisor.POST('/atualizarvalorvendedor', {
        body: {
          IdPuxada: BROKER,
          IdEmpregadoFlexx: first?.idEmpregadoFlexx ?? '',
          TipoMeta: 'VBC',
          GrupoMeta: 'BRL1',
          Versao: `${periodo}-V01`,
          DADOS: [
            {
              GrupoBookKey: 100,
              VlrTotalMetaPlanejadoFinal: 10,
              UltimoUsuarioAlteracao: SUPERVISOR,
              UltimaDataAlteracao: WHEN,
            },
          ],
        },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: METAS_MESSAGES.released });
  });
});

describe('metas mock: seeded states and rules', () => {
  it('seeds the spread of statuses the screens show', async () => {
    const { gerente, periods } = await setup();
    expect((await statusRows(gerente, periods.emAberto))[0]?.statusGrupo).toBe('Em aberto');
    expect((await statusRows(gerente, periods.rateada))[0]?.statusGrupo).toBe('Rateada');
    const gerenteRows = await statusRows(gerente, periods.aprovadaGerente);
    expect(gerenteRows.map((row) => row.statusSupervisor)).toEqual([
      'Aprovada supervisor',
      'Aprovada gerente',
      'Aprovada gerente',
      'Aprovada gerente',
    ]);
    expect(await statusRows(gerente, periods.liberado)).toHaveLength(4);
    expect(await statusRows(gerente, periods.importada)).toHaveLength(4);
    expect(
      (await statusRows(gerente, periods.aprovadaSupervisor)).every(
        (row) => row.statusGrupo === 'Aprovada supervisor',
      ),
    ).toBe(true);
    expect(
      (await statusRows(gerente, periods.liberado)).every((row) => row.statusGrupo === 'Liberado'),
    ).toBe(true);
    expect(
      (await statusRows(gerente, periods.importada)).every((row) => row.metaImportada === 1),
    ).toBe(true);
    const { data: all } = await gerente.GET('/tabelacartametastatus', {
      params: {
        query: { idPuxada: BROKER, versao: '', tipoMeta: 'TODOS', periodo: periods.emAberto },
      },
    });
    // VBC still to plan; the other types programmed for every team (their planning is upstream).
    expect(new Set(all?.map((row) => `${row.tipoMeta} ${row.statusGrupo}`))).toEqual(
      new Set(['VBC Em aberto', 'COBERTURA Aprovada gerente', 'RECOMENDADOR Aprovada gerente', 'FOCO Aprovada gerente']),
    );
  });

  it('refuses seller categories ≤ 0 naming them (nothing stored) and keeps the minimum 1 when a seller total is redistributed', async () => {
    const { supervisor, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    const [seller] = await sellerSummary(supervisor, periodo, String(MY_SUPERVISOR));
    const id = seller?.idEmpregadoFlexx ?? '';
    const change = (values: readonly [number, number]) =>
      supervisor.POST('/atualizarvalorvendedor', {
        body: {
          IdPuxada: BROKER,
          IdEmpregadoFlexx: id,
          TipoMeta: 'VBC',
          GrupoMeta: 'BRL1',
          Versao: `${periodo}-V01`,
          DADOS: values.map((value, i) => ({
            GrupoBookKey: 100 + i,
            VlrTotalMetaPlanejadoFinal: value,
            UltimoUsuarioAlteracao: SUPERVISOR,
            UltimaDataAlteracao: WHEN,
          })),
        },
      });
    const before = await sellerCategories(supervisor, periodo, String(MY_SUPERVISOR), id);
    const [first, second] = before;
    await expect(change([0, 4_321])).rejects.toMatchObject({
      status: 400,
      serverMessage: `${METAS_MESSAGES.sellerNonPositive} Categoria: ${first?.grupoBook}.`,
    });
    await expect(change([0, 0])).rejects.toMatchObject({
      status: 400,
      serverMessage: `${METAS_MESSAGES.sellerNonPositive} Categorias: ${first?.grupoBook}, ${second?.grupoBook}.`,
    });
    // A negative value breaks the contract itself (minimum 0): refused before, naming the field.
    await expect(change([-2, 0])).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Campo DADOS[0].VlrTotalMetaPlanejadoFinal: deve ser >= 0.',
    });
    expect(await sellerCategories(supervisor, periodo, String(MY_SUPERVISOR), id)).toEqual(before);
    await change([1, 4_321]);
    const rows = await sellerCategories(supervisor, periodo, String(MY_SUPERVISOR), id);
    expect(rows.slice(0, 2).map((row) => row.vlrMetaPlanejado)).toEqual([1, 4_321]);

    await supervisor.PUT('/atualizarvalorvendedorvalor', {
      params: {
        query: {
          ...target(periodo),
          GrupoMeta: 'BRL1',
          valor: 30,
          EmpregadoSupervisor: String(MY_SUPERVISOR),
          empregadoVendedor: id,
          usuario: SUPERVISOR,
          DataAtualizacao: WHEN,
          Tipo: 'P',
        },
      },
    });
    const small = await sellerCategories(supervisor, periodo, String(MY_SUPERVISOR), id);
    expect(sum(small.map((row) => row.vlrMetaPlanejado))).toBe(30);
    expect(small.every((row) => row.vlrMetaPlanejado >= 1)).toBe(true);
    await expect(
      supervisor.PUT('/atualizarvalorvendedorvalor', {
        params: {
          query: {
            ...target(periodo),
            GrupoMeta: 'BRL1',
            valor: 0,
            EmpregadoSupervisor: String(MY_SUPERVISOR),
            empregadoVendedor: id,
            usuario: SUPERVISOR,
            DataAtualizacao: WHEN,
            Tipo: 'P',
          },
        },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: 'Campo valor: deve ser >= 1.', body: expect.objectContaining({ field: 'valor' }) });
  });

  it('refuses supervisor edits on an imported target', async () => {
    const { gerente, periods } = await setup();
    await expect(
      gerente.PUT('/atualizarvalorsupervisorvalor', {
        params: {
          query: {
            ...target(periods.importada),
            IdEmpregadoResponsavelFlexx: String(MY_SUPERVISOR),
            Valor: 1_000_000,
            usuario: GERENTE,
            DataAtualizacao: WHEN,
            Tipo: 'P',
          },
        },
      }),
    ).rejects.toMatchObject({ status: 400, serverMessage: METAS_MESSAGES.imported });
  });

  it('is deterministic and JSON-serialisable', () => {
    const now = Date.UTC(2026, 2, 15, 12);
    const a = createDb({ seed: 7, now });
    const b = createDb({ seed: 7, now });
    expect(a.metas).toEqual(b.metas);
    expect(JSON.parse(JSON.stringify(a.metas))).toEqual(a.metas);
    const history = a.metas.history[0];
    expect(history?.months).toHaveLength(18);
    expect(Object.keys(history?.sellers ?? {}).length).toBeGreaterThan(20);
  });
});

describe('metas mock: concurrent edits (409 on a save based on changed data)', () => {
  it('refuses a seller save made on a split the manager changed since, says who and when, and writes nothing', async () => {
    const { t, gerente, supervisor, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    const key = target(periodo);
    // The supervisor opens his sellers: every row carries his part's update date.
    const sellers = await sellerSummary(supervisor, periodo, String(MY_SUPERVISOR));
    const read = sellers[0]?.dataAtualizacao;
    expect(read).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Set(sellers.map((row) => row.dataAtualizacao))).toEqual(new Set([read]));
    // The manager changes that supervisor's total on the same base: saved, with the new date.
    const [mine] = (await supervisorSummary(gerente, periodo)).filter((row) => row.idEmpregadoResponsavelFlexx === String(MY_SUPERVISOR));
    expect(mine?.dataAtualizacao).toBe(read);
    const managerSave = await gerente.PUT('/atualizarvalorsupervisorvalor', {
      params: {
        query: {
          ...key,
          IdEmpregadoResponsavelFlexx: String(MY_SUPERVISOR),
          Valor: (mine?.vlrMetaPlanejado ?? 0) + 1_000,
          usuario: GERENTE,
          DataAtualizacao: WHEN,
          DataAtualizacaoBase: read,
          Tipo: 'P',
        },
      },
    });
    const changedAt = managerSave.response.headers.get('X-Data-Atualizacao');
    expect(changedAt).not.toBe(read);
    // The supervisor's save on his old base is refused with who and when; nothing changes.
    const before = JSON.stringify(t.backend.db.metas);
    const sellerQuery = (DataAtualizacaoBase: string | undefined) => ({
      ...key,
      GrupoMeta: 'BRL1',
      valor: (sellers[0]?.vlrMetaPlanejado ?? 0) + 500,
      EmpregadoSupervisor: String(MY_SUPERVISOR),
      empregadoVendedor: sellers[0]?.idEmpregadoFlexx ?? '',
      usuario: SUPERVISOR,
      DataAtualizacao: WHEN,
      Tipo: 'P' as const,
      ...(DataAtualizacaoBase ? { DataAtualizacaoBase } : {}),
    });
    const refused = await supervisor
      .PUT('/atualizarvalorvendedorvalor', { params: { query: sellerQuery(read) } })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((refused as { body: unknown }).body).toMatchObject({ responsavel: 'Fernanda Oliveira', dataAtualizacao: changedAt });
    expect(JSON.stringify(t.backend.db.metas)).toBe(before);
    // On the new base (re-applied) it is saved; without a base it is not checked.
    const again = await supervisor.PUT('/atualizarvalorvendedorvalor', { params: { query: sellerQuery(changedAt ?? undefined) } });
    expect(again.response.status).toBe(200);
    await expect(supervisor.PUT('/atualizarvalorvendedorvalor', { params: { query: sellerQuery(undefined) } })).resolves.toBeTruthy();
  });

  it('gives two saves of one target within the same second two different dates', async () => {
    const { gerente, periods } = await setup();
    const periodo = periods.rateada;
    const key = target(periodo);
    const [first] = await supervisorSummary(gerente, periodo);
    const save = (Valor: number, DataAtualizacaoBase?: string | null) =>
      gerente.PUT('/atualizarvalorsupervisorvalor', {
        params: {
          query: {
            ...key,
            IdEmpregadoResponsavelFlexx: first?.idEmpregadoResponsavelFlexx ?? '',
            Valor,
            usuario: GERENTE,
            DataAtualizacao: WHEN,
            Tipo: 'P',
            ...(DataAtualizacaoBase ? { DataAtualizacaoBase } : {}),
          },
        },
      });
    const one = await save((first?.vlrMetaPlanejado ?? 0) + 10, first?.dataAtualizacao);
    const two = await save((first?.vlrMetaPlanejado ?? 0) + 20, one.response.headers.get('X-Data-Atualizacao'));
    expect(two.response.headers.get('X-Data-Atualizacao')).not.toBe(one.response.headers.get('X-Data-Atualizacao'));
    await expect(save((first?.vlrMetaPlanejado ?? 0) + 30, one.response.headers.get('X-Data-Atualizacao'))).rejects.toMatchObject({ status: 409 });
  });
});
