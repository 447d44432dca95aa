import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../client';
import { DEMO_BROKER_ID, DEMO_TEAM } from '../network';
import { createTestBackend, type TestBackend } from '../testing';
import { metasSeedPeriods } from './metas';
import { findHistory } from './metas-model';
import { metasClient } from './metas-testkit';

/** Issue 22: the target tracking report's reads (meta and realizado per seller and category; the trend). */
const BROKER = String(DEMO_BROKER_ID);
const MY_SUPERVISOR = String(DEMO_TEAM.supervisores[1]);
type Tipo = 'VBC' | 'COBERTURA' | 'RECOMENDADOR' | 'FOCO';

const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);

async function setup() {
  const t = createTestBackend();
  return {
    t,
    gerente: await metasClient(t, 'gerente@conecta.example'),
    supervisor: await metasClient(t, 'supervisor@conecta.example'),
    periods: metasSeedPeriods(Date.now()),
  };
}

async function rows(client: ApiClient, periodo: string, TipoMeta: Tipo = 'VBC', Empregado = '000', IdPuxada = BROKER) {
  const { data } = await client.GET('/relatorio/acompanhamentometas', { params: { query: { IdPuxada, Periodo: periodo, TipoMeta, Linha: 'BRL1', Empregado } } });
  return data ?? [];
}

function targetOf(t: TestBackend, periodo: string, tipo: Tipo) {
  const target = t.backend.db.metas.targets.find((candidate) => candidate.periodo === periodo && candidate.tipoMeta === tipo && candidate.linha === 'BRL1' && candidate.versao.endsWith('-V01'));
  if (!target) throw new Error(`no ${tipo} target for ${periodo}`);
  return target;
}

describe('the target tracking report (issue 22)', () => {
  it("answers every seller × category of the month's released target with its meta and the history's realizado", async () => {
    const { t, gerente, periods } = await setup();
    const periodo = periods.liberado;
    const all = await rows(gerente, periodo);
    // Two versions were released that month: the report reads the latest released one (V02).
    const target = t.backend.db.metas.targets.find((candidate) => candidate.periodo === periodo && candidate.tipoMeta === 'VBC' && candidate.linha === 'BRL1' && candidate.versao.endsWith('-V02'));
    expect(target?.status).toBe('Liberado');
    const sellers = target?.supervisors.flatMap((part) => part.sellers) ?? [];
    expect(all).toHaveLength(sellers.length * (target?.categories.length ?? 0));
    expect(sum(all.map((row) => row.vlrMeta))).toBe(sum(sellers.map((seller) => sum(seller.values))));
    const view = findHistory(t.backend.db.metas, DEMO_BROKER_ID, 'BRL1', 'VBC');
    const first = all[0];
    const c = view?.categoryIndex.get(first?.grupoBookKey ?? -1) ?? -1;
    const m = view?.monthIndex.get(periodo) ?? -1;
    expect(first?.vlrRealizado).toBe(view?.history.sellers[first?.idEmpregadoFlexx ?? '']?.[c]?.[m]);
    // The targets come from the same history: the whole team lands near its meta.
    const achieved = (sum(all.map((row) => row.vlrRealizado)) / sum(all.map((row) => row.vlrMeta))) * 100;
    expect(achieved).toBeGreaterThan(70);
    expect(achieved).toBeLessThan(130);
  });

  it('gives a supervisor only his own team, whatever Empregado asks; the manager every team or one', async () => {
    const { gerente, supervisor, periods } = await setup();
    const periodo = periods.aprovadaSupervisor;
    const mine = await rows(supervisor, periodo, 'VBC', '000');
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((row) => row.idEmpregadoResponsavelFlexx))).toEqual(new Set([MY_SUPERVISOR]));
    const every = await rows(gerente, periodo);
    expect(new Set(every.map((row) => row.idEmpregadoResponsavelFlexx)).size).toBe(DEMO_TEAM.supervisores.length);
    expect(await rows(gerente, periodo, 'VBC', MY_SUPERVISOR)).toEqual(mine);
    // Another broker is out of the manager's scope: nothing.
    expect(await rows(gerente, periodo, 'VBC', '000', '12011')).toEqual([]);
  });

  it("counts this month to date, in each type's unit, and answers nothing for a target not programmed yet", async () => {
    const { t, supervisor, periods } = await setup();
    expect(await rows(supervisor, periods.emAberto, 'VBC')).toEqual([]);
    const coverage = await rows(supervisor, periods.emAberto, 'COBERTURA');
    const target = targetOf(t, periods.emAberto, 'COBERTURA');
    expect(coverage).toHaveLength((target.supervisors.find((part) => String(part.id) === MY_SUPERVISOR)?.sellers.length ?? 0) * target.categories.length);
    expect(coverage.every((row) => Number.isInteger(row.vlrRealizado) && row.vlrRealizado >= 0)).toBe(true);
    // Month to date: never more than a full month's average of the three before it.
    const view = findHistory(t.backend.db.metas, DEMO_BROKER_ID, 'BRL1', 'COBERTURA');
    for (const row of coverage.slice(0, 20)) {
      const c = view?.categoryIndex.get(row.grupoBookKey) ?? -1;
      const series = view?.history.sellers[row.idEmpregadoFlexx]?.[c] ?? [];
      const last3 = series.slice(-3);
      expect(row.vlrRealizado).toBeLessThanOrEqual(Math.round(sum(last3) / 3));
    }
  });

  it('sums each supervisor per month for the trend, oldest month first', async () => {
    const { gerente, periods } = await setup();
    const { data } = await gerente.GET('/relatorio/acompanhamentometas/tendencia', {
      params: { query: { IdPuxada: BROKER, Periodo: periods.aprovadaSupervisor, Meses: 6, TipoMeta: 'VBC', Linha: 'BRL1', Empregado: '000' } },
    });
    const trend = data ?? [];
    const months = [...new Set(trend.map((row) => row.periodo))];
    expect(months).toEqual([...months].sort());
    // Six months up to last month, but the seeded 'Rateada' month is not programmed yet: no rows.
    expect(months).toHaveLength(5);
    expect(months).not.toContain(periods.rateada);
    expect(months.at(-1)).toBe(periods.aprovadaSupervisor);
    for (const periodo of months.slice(0, 2)) {
      const detail = await rows(gerente, periodo);
      for (const entry of trend.filter((row) => row.periodo === periodo)) {
        const mine = detail.filter((row) => row.idEmpregadoResponsavelFlexx === entry.idEmpregadoResponsavelFlexx);
        expect(entry.vlrMeta).toBe(sum(mine.map((row) => row.vlrMeta)));
        expect(entry.vlrRealizado).toBe(sum(mine.map((row) => row.vlrRealizado)));
      }
    }
  });

  it('refuses a seller (function 12) and an invalid query', async () => {
    const { t, gerente, periods } = await setup();
    const seller = await metasClient(t, 'vendedor@conecta.example');
    await expect(rows(seller, periods.liberado)).rejects.toMatchObject({ status: 403 });
    await expect(
      gerente.GET('/relatorio/acompanhamentometas/tendencia', {
        params: { query: { IdPuxada: BROKER, Periodo: periods.liberado, Meses: 5 as 6, TipoMeta: 'VBC', Linha: 'BRL1', Empregado: '000' } },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
