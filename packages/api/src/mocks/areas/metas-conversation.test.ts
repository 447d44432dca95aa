import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../client';
import { DEMO_BROKER_ID, DEMO_TEAM } from '../network';
import { createTestBackend, type TestBackend } from '../testing';
import { metasSeedPeriods } from './metas';
import { WORKFLOW_MESSAGES } from './metas-conversation';
import { DEMO_COMMENTS } from './metas-conversation-seed';
import { metasClient } from './metas-testkit';

const BROKER = String(DEMO_BROKER_ID);
const GERENTE = 'gerente@conecta.example';
const SUPERVISOR = 'supervisor@conecta.example';
const MY_TEAM = String(DEMO_TEAM.supervisores[1]);
const OTHER_TEAM = String(DEMO_TEAM.supervisores[0]);
const WHEN = '2026-03-05 10:00:00';

const target = (periodo: string) => ({ IdPuxada: BROKER, Versao: `${periodo}-V01`, TipoMeta: 'VBC' as const, Linha: 'BRL1' });

interface Setup {
  t: TestBackend;
  gerente: ApiClient;
  supervisor: ApiClient;
  periods: ReturnType<typeof metasSeedPeriods>;
}

async function setup(): Promise<Setup> {
  const t = createTestBackend();
  return { t, gerente: await metasClient(t, GERENTE), supervisor: await metasClient(t, SUPERVISOR), periods: metasSeedPeriods(Date.now()) };
}

const userName = (t: TestBackend, email: string) => t.backend.db.network.users.find((user) => user.email === email)?.nomeUsuario ?? '';

async function history(client: ApiClient, periodo: string, extra: Record<string, string | number> = {}) {
  const { data } = await client.GET('/metas/historico', { params: { query: { ...target(periodo), ...extra } } });
  return data ?? [];
}

async function progress(client: ApiClient, periodo: string) {
  const { data } = await client.GET('/metas/progresso', { params: { query: { IdPuxada: BROKER, Periodo: periodo, TipoMeta: 'VBC', Linha: 'BRL1' } } });
  return data?.[0];
}

async function inbox(client: ApiClient) {
  const { data } = await client.GET('/caixaentrada');
  return data ?? [];
}

async function statusRow(client: ApiClient, periodo: string, team: string) {
  const { data } = await client.GET('/tabelacartametastatus', {
    params: { query: { idPuxada: BROKER, versao: `${periodo}-V01`, tipoMeta: 'VBC', periodo } },
  });
  return (data ?? []).find((row) => row.grupoMeta === 'BRL1' && row.idEmpregadoResponsavelFlexx === team);
}

const giveBack = (client: ApiClient, periodo: string, team: string, Motivo: string) =>
  client.POST('/metas/devolucao', { body: { ...target(periodo), IdEmpregadoResponsavelFlexx: team, Motivo } });

describe('the targets month as a team conversation (issue 26)', () => {
  it('a supervisor sends his waiting share back with a reason: the manager sees it on the status, the progress and his inbox', async () => {
    const { t, gerente, supervisor, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    const reason = 'A meta de Bebidas está acima do que a equipe vendeu no semestre.';
    const returnedBefore = (await progress(gerente, periodo))?.devolvidas ?? 0;
    await giveBack(supervisor, periodo, MY_TEAM, reason);

    const row = await statusRow(gerente, periodo, MY_TEAM);
    expect(row?.statusSupervisor).toBe('Aprovada gerente');
    expect(row?.devolucao).toMatchObject({ para: 'GERENTE', usuario: userName(t, SUPERVISOR), motivo: reason });

    const teams = (await progress(gerente, periodo))?.equipes ?? [];
    expect(teams.find((team) => team.idEmpregadoResponsavelFlexx === MY_TEAM)).toMatchObject({ situacao: 'DEVOLVIDA', devolucao: { motivo: reason } });
    expect((await progress(gerente, periodo))?.devolvidas).toBe(returnedBefore + 1);

    const [item] = await inbox(gerente);
    expect(item).toMatchObject({
      tipo: 'DEVOLVIDA',
      titulo: `Meta devolvida por ${userName(t, SUPERVISOR)}`,
      detalhe: reason,
      dscVersao: `${periodo}-V01`,
      grupoMeta: 'BRL1',
      idEmpregadoResponsavelFlexx: MY_TEAM,
      lida: false,
      pendente: true,
    });

    const last = (await history(gerente, periodo)).at(-1);
    expect(last).toMatchObject({ acao: 'DEVOLUCAO', tela: 'STATUS', idEmpregadoSupervisor: MY_TEAM, comentario: reason, usuario: userName(t, SUPERVISOR) });
  });

  it('refuses a return of another team, a second return, a blank or too long reason', async () => {
    const { supervisor, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    await expect(giveBack(supervisor, periodo, OTHER_TEAM, 'Não é a minha equipe.')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(giveBack(supervisor, periodo, MY_TEAM, '   ')).rejects.toMatchObject({ status: 400, field: 'Motivo' });
    await expect(giveBack(supervisor, periodo, MY_TEAM, 'x'.repeat(281))).rejects.toMatchObject({ status: 400, field: 'Motivo' });
    await giveBack(supervisor, periodo, MY_TEAM, 'x'.repeat(280));
    await expect(giveBack(supervisor, periodo, MY_TEAM, 'De novo.')).rejects.toMatchObject({ status: 400, serverMessage: WORKFLOW_MESSAGES.alreadyReturned });
    // Nothing waits for him on an approved (1 month back) or released target.
    await expect(giveBack(supervisor, periods.aprovadaSupervisor, MY_TEAM, 'Tarde.')).rejects.toMatchObject({
      status: 400,
      serverMessage: WORKFLOW_MESSAGES.notWaitingForSupervisor,
    });
    await expect(giveBack(supervisor, periods.liberado, MY_TEAM, 'Tarde.')).rejects.toMatchObject({ status: 400 });
    // The other types arrive programmed (no split by the manager): nothing to send back to him.
    await expect(
      supervisor.POST('/metas/devolucao', { body: { ...target(periods.emAberto), TipoMeta: 'COBERTURA', IdEmpregadoResponsavelFlexx: MY_TEAM, Motivo: 'Cobertura alta.' } }),
    ).rejects.toMatchObject({ status: 400, serverMessage: WORKFLOW_MESSAGES.onlyVbcToManager });
  });

  it("the manager answers with a new value and a comment: the history has old → new and the comment, the return is over, the supervisor is asked again", async () => {
    const { t, gerente, supervisor, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    await giveBack(supervisor, periodo, MY_TEAM, 'Acima do histórico.');
    const before = (await statusRow(gerente, periodo, MY_TEAM))?.dataAtualizacao;
    const { data: cards } = await gerente.GET('/tabelacartametasupervisorresumo', {
      params: { query: { ...target(periodo), Tipo: 'R', Empregado: MY_TEAM, IdUsuario: 5 } },
    });
    const old = cards?.[0]?.vlrMetaPlanejado ?? 0;
    const comment = 'Subi 5 % pelo lançamento, como combinado na reunião.';
    await gerente.PUT('/atualizarvalorsupervisorvalor', {
      params: {
        query: {
          ...target(periodo),
          IdEmpregadoResponsavelFlexx: MY_TEAM,
          Valor: Math.round(old * 1.05),
          usuario: GERENTE,
          DataAtualizacao: WHEN,
          Tipo: 'P',
          Comentario: comment,
          ...(before ? { DataAtualizacaoBase: before } : {}),
        },
      },
    });
    const change = (await history(gerente, periodo, { Empregado: MY_TEAM })).at(-1);
    expect(change).toMatchObject({ acao: 'VALOR', nivel: 'SUPERVISOR', tela: 'PROGRAMACAO', valorAnterior: old, valorNovo: Math.round(old * 1.05), comentario: comment, usuario: userName(t, GERENTE) });
    expect((await statusRow(gerente, periodo, MY_TEAM))?.devolucao).toBeUndefined();
    expect((await inbox(gerente)).find((item) => item.tipo === 'DEVOLVIDA')?.pendente).toBe(false);

    await gerente.PUT('/GravarProgramarMetasSupervisor', {
      params: { query: { ...target(periodo), token: 'x', usuario: GERENTE, DataAtualizacao: WHEN } },
    });
    const [asked] = await inbox(supervisor);
    expect(asked).toMatchObject({ tipo: 'APROVACAO_PENDENTE', titulo: 'Meta aguardando sua aprovação', de: userName(t, GERENTE), pendente: true });
    expect((await history(gerente, periodo)).at(-1)).toMatchObject({ acao: 'PROGRAMACAO', nivel: 'META' });
  });

  it('refuses a comment over 280 characters, naming the field, and changes nothing', async () => {
    const { gerente, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    const count = (await history(gerente, periodo)).length;
    await expect(
      gerente.PUT('/atualizarvalorsupervisorvalor', {
        params: {
          query: { ...target(periodo), IdEmpregadoResponsavelFlexx: MY_TEAM, Valor: 1000, usuario: GERENTE, DataAtualizacao: WHEN, Tipo: 'P', Comentario: 'x'.repeat(281) },
        },
      }),
    ).rejects.toMatchObject({ status: 400, field: 'Comentario' });
    expect(await history(gerente, periodo)).toHaveLength(count);
  });

  it("'Lembrar' puts a reminder in the waiting supervisor's inbox, once a day, logged with who sent it", async () => {
    const { t, gerente, supervisor, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    const remind = () => gerente.POST('/metas/lembrete', { body: { ...target(periodo), IdEmpregadoResponsavelFlexx: MY_TEAM } });
    const { data: sent } = await remind();
    expect(sent).toMatchObject({ usuario: userName(t, GERENTE) });
    const [item] = await inbox(supervisor);
    expect(item).toMatchObject({ tipo: 'LEMBRETE', titulo: `Lembrete de ${userName(t, GERENTE)}`, pendente: true, lida: false });
    const time = sent?.dataLembrete.slice(11, 16) ?? '';
    await expect(remind()).rejects.toMatchObject({
      status: 409,
      serverMessage: WORKFLOW_MESSAGES.alreadyReminded(userName(t, GERENTE), time),
      body: { code: 'ALREADY_REMINDED', usuario: userName(t, GERENTE) },
    });
    const team = (await progress(gerente, periodo))?.equipes.find((candidate) => candidate.idEmpregadoResponsavelFlexx === MY_TEAM);
    expect(team?.ultimoLembrete).toMatchObject({ usuario: userName(t, GERENTE), dataLembrete: sent?.dataLembrete });
    // A supervisor may not remind (function 11 is not in the call's access).
    await expect(supervisor.POST('/metas/lembrete', { body: { ...target(periodo), IdEmpregadoResponsavelFlexx: OTHER_TEAM } })).rejects.toMatchObject({ status: 403 });
    // Nothing waits on an approved target.
    await expect(
      gerente.POST('/metas/lembrete', { body: { ...target(periods.aprovadaSupervisor), IdEmpregadoResponsavelFlexx: OTHER_TEAM } }),
    ).rejects.toMatchObject({ status: 400, serverMessage: WORKFLOW_MESSAGES.nothingToRemind });
  });

  it('approving ends what waited: the progress counts the team, the inbox items are no longer pending', async () => {
    const { gerente, supervisor, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    await gerente.POST('/metas/lembrete', { body: { ...target(periodo), IdEmpregadoResponsavelFlexx: MY_TEAM } });
    const before = await progress(gerente, periodo);
    await supervisor.PUT('/GravarProgramarMetasVendedor', {
      params: { query: { ...target(periodo), IdEmpregadoResponsavel: MY_TEAM, token: 'x', usuario: SUPERVISOR, DataAtualizacao: WHEN } },
    });
    const after = await progress(gerente, periodo);
    expect(after?.aprovadas).toBe((before?.aprovadas ?? 0) + 1);
    expect(after?.equipes.find((team) => team.idEmpregadoResponsavelFlexx === MY_TEAM)?.situacao).toBe('APROVADA');
    const ofTarget = (await inbox(supervisor)).filter((item) => item.dscVersao === `${periodo}-V01` && item.grupoMeta === 'BRL1' && item.tipoMeta === 'VBC');
    expect(ofTarget.length).toBeGreaterThan(0);
    expect(ofTarget.every((item) => !item.pendente)).toBe(true);
    expect((await history(supervisor, periodo)).at(-1)).toMatchObject({ acao: 'APROVACAO', idEmpregadoSupervisor: MY_TEAM });
  });

  it("the manager sends an approved split back to its supervisor before the release: reopened, in the supervisor's inbox", async () => {
    const { t, gerente, supervisor, periods } = await setup();
    const periodo = periods.aprovadaSupervisor;
    await giveBack(gerente, periodo, MY_TEAM, 'Redistribua Bebidas entre os vendedores novos.');
    const row = await statusRow(gerente, periodo, MY_TEAM);
    expect(row).toMatchObject({ statusSupervisor: 'Aprovada gerente', statusGrupo: 'Aprovada gerente', devolucao: { para: 'SUPERVISOR' } });
    expect((await inbox(supervisor))[0]).toMatchObject({ tipo: 'DEVOLVIDA', titulo: `Meta devolvida por ${userName(t, GERENTE)}`, pendente: true });
    // Not before the supervisor approved, and never after the release.
    await expect(giveBack(gerente, periods.aprovadaGerente, MY_TEAM, 'Cedo.')).rejects.toMatchObject({ status: 400, serverMessage: WORKFLOW_MESSAGES.notApprovedYet });
    await expect(giveBack(gerente, periods.liberado, MY_TEAM, 'Tarde.')).rejects.toMatchObject({ status: 400 });
  });

  it("marks the user's own inbox items read, ignoring another user's", async () => {
    const { gerente, supervisor, periods } = await setup();
    await gerente.POST('/metas/lembrete', { body: { ...target(periods.aprovadaGerente), IdEmpregadoResponsavelFlexx: MY_TEAM } });
    const [item] = await inbox(supervisor);
    await gerente.PUT('/caixaentrada/lidas', { body: { ids: [item?.id ?? 0] } });
    expect((await inbox(supervisor))[0]?.lida).toBe(false);
    await supervisor.PUT('/caixaentrada/lidas', { body: { ids: [item?.id ?? 0] } });
    expect((await inbox(supervisor))[0]?.lida).toBe(true);
    await supervisor.PUT('/caixaentrada/lidas', { body: { ids: [item?.id ?? 0], lida: false } });
    expect((await inbox(supervisor))[0]?.lida).toBe(false);
  });

  it("scopes the history: a supervisor sees his team's changes and the target's own, never another team's; filters by person, seller and date", async () => {
    const { t, gerente, supervisor, periods } = await setup();
    const periodo = periods.aprovadaGerente;
    // The demo's seeded conversation comes first; this test's changes are the last ones.
    const seeded = (await history(gerente, periodo)).length;
    const seededOwn = (await history(supervisor, periodo)).length;
    const gerenteId = t.backend.db.network.users.find((user) => user.email === GERENTE)?.idUsuario ?? 0;
    const seededByGerente = (await history(gerente, periodo, { IdUsuarioAlteracao: gerenteId })).length;
    for (const team of [MY_TEAM, OTHER_TEAM]) {
      const { data: cards } = await gerente.GET('/tabelacartametasupervisorresumo', {
        params: { query: { ...target(periodo), Tipo: 'R', Empregado: team, IdUsuario: 5 } },
      });
      await gerente.PUT('/atualizarvalorsupervisorvalor', {
        params: {
          query: { ...target(periodo), IdEmpregadoResponsavelFlexx: team, Valor: (cards?.[0]?.vlrMetaPlanejado ?? 0) + 10_000, usuario: GERENTE, DataAtualizacao: WHEN, Tipo: 'P' },
        },
      });
    }
    await gerente.PUT('/GravarProgramarMetasSupervisor', { params: { query: { ...target(periodo), token: 'x', usuario: GERENTE, DataAtualizacao: WHEN } } });
    const all = await history(gerente, periodo);
    expect(all.slice(seeded).map((change) => change.idEmpregadoSupervisor ?? '-')).toEqual([MY_TEAM, OTHER_TEAM, '-']);
    const own = await history(supervisor, periodo);
    expect(own.slice(seededOwn).map((change) => change.idEmpregadoSupervisor ?? '-')).toEqual([MY_TEAM, '-']);
    expect(own.every((change) => change.idEmpregadoSupervisor === undefined || change.idEmpregadoSupervisor === MY_TEAM)).toBe(true);
    expect(await history(supervisor, periodo, { Empregado: OTHER_TEAM })).toEqual([]);
    expect(await history(gerente, periodo, { IdUsuarioAlteracao: gerenteId })).toHaveLength(seededByGerente + 3);
    expect(await history(gerente, periodo, { IdUsuarioAlteracao: gerenteId + 999 })).toEqual([]);
    const day = all.at(-1)?.dataAlteracao.slice(0, 10).replaceAll('-', '') ?? '';
    const sameDay = all.filter((change) => change.dataAlteracao.slice(0, 10).replaceAll('-', '') === day);
    expect(await history(gerente, periodo, { De: day, Ate: day })).toEqual(sameDay);
    expect(sameDay.length).toBeGreaterThanOrEqual(3);
    expect(await history(gerente, periodo, { Ate: '20000101' })).toEqual([]);
    expect(await history(gerente, periodo, { Vendedor: '1' })).toEqual([]);
  });

  it('the demo has comments saved with values: the manager on a team and a category, the supervisor on a seller', async () => {
    const { gerente, supervisor, periods } = await setup();
    for (const periodo of [periods.aprovadaGerente, periods.rateada]) {
      const commented = (await history(gerente, periodo)).filter((change) => change.acao === 'VALOR' && change.comentario);
      expect(commented).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ nivel: 'SUPERVISOR', idEmpregadoSupervisor: MY_TEAM, comentario: DEMO_COMMENTS.team }),
          expect.objectContaining({ nivel: 'SUPERVISOR', idEmpregadoSupervisor: OTHER_TEAM, comentario: DEMO_COMMENTS.category }),
        ]),
      );
    }
    // The supervisor sees the comment on his share and his seller's, never the other team's.
    const his = (await history(supervisor, periods.aprovadaGerente)).filter((change) => change.comentario);
    expect(his.map((change) => change.comentario)).toEqual(expect.arrayContaining([DEMO_COMMENTS.team, DEMO_COMMENTS.seller]));
    expect(his.some((change) => change.comentario === DEMO_COMMENTS.category)).toBe(false);
  });
});
