import { describe, expect, it } from 'vitest';
import { ApiError } from '@conecta/api';
import { PROFILE_PRESETS, type TargetStatus } from '@conecta/core';
import { STATUS_CASES, STATUS_CASE_SUPERVISOR, STATUS_CASE_TARGET } from '@conecta/core/testing';
import {
  accessOf,
  acceptsPlanned,
  applyCategoryDraft,
  applyDrafts,
  changeTone,
  differenceNote,
  distributionPlan,
  isRestartError,
  linesOf,
  lockReason,
  mapSummary,
  nextSelection,
  programDecision,
  recordsOf,
  revertChanges,
  programQuery,
  shareText,
  supervisorCategoriesBody,
  supervisorTotalQuery,
  targetStateOf,
  guidanceOf,
  totalsOf,
  versionsOf,
  type SaveContext,
} from './logic';
import { MESSAGES } from '../messages';
import type { SupervisorCard } from './types';

const card = (id: string, planned: number, suggested: number, average = 100): SupervisorCard => ({
  id,
  name: `SUP ${id}`,
  sellers: 3,
  planned,
  suggested,
  average,
});

const context: SaveContext = {
  idPuxada: '10234',
  versao: '202608-V01',
  tipoMeta: 'VBC',
  linha: 'BRL1',
  usuario: 'gerente@conecta.example',
};
const NOW = new Date(2026, 7, 5, 9, 4, 3);

describe('totals and change', () => {
  it('assumed = Σ suggested, total = Σ planned, change = planned − suggested', () => {
    const totals = totalsOf([card('1', 1200, 1000), card('2', 700, 1000)]);
    expect(totals).toEqual({ assumed: 2000, total: 1900, change: -100 });
  });
  it('colours the change: positive, negative, neutral', () => {
    expect(changeTone(1)).toBe('positive');
    expect(changeTone(-1)).toBe('negative');
    expect(changeTone(0)).toBe('neutral');
  });
  it('allows programming only with a change ≥ 0', () => {
    expect(programDecision(0)).toBe('program');
    expect(programDecision(25)).toBe('program');
    expect(programDecision(-1)).toBe('reduced');
  });
});

describe('shares and notes', () => {
  it('shows the share of the assumed total with 1 decimal', () => {
    expect(shareText(250, 1000)).toBe('25,0%');
    expect(shareText(1, 3)).toBe('33,3%');
    expect(shareText(5, 0)).toBe('0,0%');
  });
  it('words an increase, a decrease and no change', () => {
    expect(differenceNote(1052, 1000)).toEqual({ tone: 'increase', percent: '5,2%' });
    expect(differenceNote(969, 1000)).toEqual({ tone: 'decrease', percent: '3,1%' });
    expect(differenceNote(1000, 1000)).toEqual({ tone: 'neutral', percent: '0,0%' });
    expect(MESSAGES.supervisor.increase('5,2%')).toBe('Aumento de 5,2%');
    expect(MESSAGES.supervisor.decrease('3,1%')).toBe('Redução de 3,1%');
  });
  it('uses 2 decimals when 1 would hide a real change', () => {
    expect(differenceNote(100_040, 100_000)).toEqual({ tone: 'increase', percent: '0,04%' });
  });
  it("never reads 'Aumento de 0,00%': a change below 0,005% is 'menos de 0,01%', no change is neutral", () => {
    expect(differenceNote(10_000_001, 10_000_000)).toEqual({ tone: 'increase', percent: 'menos de 0,01%' });
    expect(differenceNote(9_999_999, 10_000_000)).toEqual({ tone: 'decrease', percent: 'menos de 0,01%' });
    expect(differenceNote(10_000_000, 10_000_000).tone).toBe('neutral');
    expect(MESSAGES.supervisor.increase(differenceNote(10_000_001, 10_000_000).percent)).not.toMatch(/0,00%/);
  });
  it("says 'vendedor' for one seller and 'vendedores' otherwise", () => {
    expect(MESSAGES.supervisor.sellers(1)).toBe('1 vendedor');
    expect(MESSAGES.supervisor.sellers(0)).toBe('0 vendedores');
    expect(MESSAGES.supervisor.sellers(6)).toBe('6 vendedores');
  });
});

describe('validation and enablement', () => {
  it('rejects 0, negatives and empty values', () => {
    expect(acceptsPlanned(0)).toBe(false);
    expect(acceptsPlanned(-5)).toBe(false);
    expect(acceptsPlanned(null)).toBe(false);
    expect(acceptsPlanned(Number.NaN)).toBe(false);
    expect(acceptsPlanned(1)).toBe(true);
  });
  it('locks a released or imported target, and users who cannot program', () => {
    const gerente = accessOf(PROFILE_PRESETS.gerente);
    const state = (status: TargetStatus | null, imported = false) => ({ status, groupStatus: status, imported });
    expect(lockReason(state('Liberado'), gerente)).toBe('released');
    expect(lockReason(state('Aprovada gerente', true), gerente)).toBe('imported');
    expect(lockReason(state('Rateada'), gerente)).toBeNull();
    const supervisor = accessOf(PROFILE_PRESETS.supervisor);
    expect(lockReason(state('Rateada'), supervisor)).toBe('readOnly');
    expect(lockReason({ status: 'Aprovada supervisor', groupStatus: 'Liberado', imported: false }, supervisor)).toBe('released');
  });
  it('maps role and scope per user type (spec §6)', () => {
    expect(accessOf(PROFILE_PRESETS.gerente)).toEqual({ role: 'GERENTE', empregado: '000', idPuxada: '10234', canProgram: true });
    expect(accessOf(PROFILE_PRESETS.supervisor)).toEqual({
      role: 'SUPERVISOR',
      empregado: '5102',
      idPuxada: '10234',
      canProgram: false,
    });
    expect(accessOf(PROFILE_PRESETS.masterFlag)).toMatchObject({ idPuxada: '', empregado: '000', canProgram: true });
    expect(accessOf(PROFILE_PRESETS.masterFabricante)).toMatchObject({ idPuxada: '10234,10587,11020', canProgram: false });
    expect(accessOf(PROFILE_PRESETS.masterBroker)).toMatchObject({ role: 'SUPERVISOR', canProgram: true });
  });
  it('reads a restart from no answer or a gateway status, not from a 400 or 500', () => {
    expect(isRestartError(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }))).toBe(true);
    // A time-out is a slow server, not a restart: the generic modal with its reason and 'Tentar novamente'.
    expect(isRestartError(new ApiError({ status: 0, code: 'TIMEOUT', message: 'x' }))).toBe(false);
    expect(isRestartError(new ApiError({ status: 503, code: 'HTTP', message: 'x' }))).toBe(true);
    expect(isRestartError(new ApiError({ status: 500, code: 'HTTP', message: 'x' }))).toBe(false);
    expect(isRestartError(new ApiError({ status: 400, code: 'HTTP', message: 'x' }))).toBe(false);
    expect(isRestartError(new Error('x'))).toBe(false);
  });
});

describe('mapping', () => {
  it('maps summary rows once into cards', () => {
    expect(
      mapSummary([
        {
          dscNomeEmpregado: 'JULIANA',
          idEmpregadoResponsavelFlexx: '5101',
          idPuxada: 10234,
          qtdEmpregadosSupervisor: 6,
          vlrMetaPlanejado: 10,
          vlrMetaSugerida: 9,
          vlrMediaVenda: 8,
        },
      ]),
    ).toEqual([{ id: '5101', name: 'JULIANA', sellers: 6, planned: 10, suggested: 9, average: 8 }]);
  });
  it('keeps the part\'s update date and who changed it (the base of its saves)', () => {
    const [mapped] = mapSummary([
      {
        dscNomeEmpregado: 'JULIANA',
        idEmpregadoResponsavelFlexx: '5101',
        idPuxada: 10234,
        qtdEmpregadosSupervisor: 6,
        vlrMetaPlanejado: 10,
        vlrMetaSugerida: 9,
        vlrMediaVenda: 8,
        responsavel: 'Marina Castro',
        dataAtualizacao: '2026-08-05 09:04:03',
      },
    ]);
    expect(mapped).toMatchObject({ updatedAt: '2026-08-05 09:04:03', updatedBy: 'Marina Castro' });
  });
  it('finds the status of the chosen line and version', () => {
    const rows = [
      { grupoMeta: 'BRL2', statusGrupo: 'Liberado', dscVersao: 'V', metaImportada: 0 },
      { grupoMeta: 'BRL1', statusGrupo: 'Rateada', dscVersao: 'V', metaImportada: 1 },
    ] as const;
    expect(targetStateOf(rows, { versao: 'V', linha: 'BRL1', tipoMeta: 'VBC' })).toEqual({
      status: 'Rateada',
      groupStatus: 'Rateada',
      imported: true,
    });
    expect(targetStateOf(rows, { versao: 'X', linha: 'BRL1', tipoMeta: 'VBC' })).toEqual({
      status: null,
      groupStatus: null,
      imported: false,
    });
  });
  it("shows each role the status the server holds for it: the target's for a gerente, his own row's for a supervisor", () => {
    const selection = { versao: 'V', linha: 'BRL1', tipoMeta: 'VBC' };
    const row = (id: string, statusGrupo: TargetStatus, statusSupervisor: TargetStatus) => ({
      grupoMeta: 'BRL1',
      dscVersao: 'V',
      metaImportada: 0 as const,
      statusGrupo,
      statusSupervisor,
      idEmpregadoResponsavelFlexx: id,
    });
    const gerente = accessOf(PROFILE_PRESETS.gerente);
    const supervisor = accessOf(PROFILE_PRESETS.supervisor);
    // Programmed; supervisor 5102 approved his sellers, 5101 did not yet.
    const programmed = [row('5101', 'Aprovada gerente', 'Aprovada gerente'), row('5102', 'Aprovada gerente', 'Aprovada supervisor')];
    expect(targetStateOf(programmed, selection, gerente).status).toBe('Aprovada gerente');
    expect(targetStateOf(programmed, selection, supervisor).status).toBe('Aprovada supervisor');
    expect(targetStateOf([programmed[0] as (typeof programmed)[0]], selection, supervisor)).toEqual({
      status: null,
      groupStatus: 'Aprovada gerente',
      imported: false,
    });
    // Released: every role reads Liberado, although the rows keep 'Aprovada supervisor'.
    const released = [row('5102', 'Liberado', 'Aprovada supervisor')];
    expect(targetStateOf(released, selection, supervisor).status).toBe('Liberado');
    // Split but not programmed: the server sends a supervisor no row at all.
    expect(targetStateOf([], selection, supervisor).status).toBeNull();
  });
  it('says who acts first when this screen leaves the user nothing to do', () => {
    const gerente = accessOf(PROFILE_PRESETS.gerente);
    const supervisor = accessOf(PROFILE_PRESETS.supervisor);
    const target = (status: TargetStatus | null, groupStatus: TargetStatus | null = status, imported = false) => ({
      status,
      groupStatus,
      imported,
    });
    const cards = { isEmptyTarget: false, hasCards: true };
    const empty = { isEmptyTarget: true, hasCards: false };
    expect(guidanceOf({ target: target('Em aberto'), access: gerente, ...empty })).toEqual({ kind: 'planFirst', canPlan: true });
    expect(guidanceOf({ target: target(null), access: supervisor, ...empty })).toEqual({ kind: 'planFirst', canPlan: false });
    expect(guidanceOf({ target: target('Rateada'), access: gerente, ...cards })).toBeNull();
    expect(guidanceOf({ target: target(null, null), access: supervisor, ...cards })).toEqual({ kind: 'awaitManager' });
    expect(guidanceOf({ target: target('Aprovada gerente'), access: supervisor, ...cards })).toEqual({ kind: 'approveSellers' });
    expect(guidanceOf({ target: target('Aprovada supervisor', 'Aprovada gerente'), access: supervisor, ...cards })).toEqual({
      kind: 'awaitRelease',
    });
    expect(guidanceOf({ target: target('Liberado'), access: supervisor, ...cards })).toBeNull();
    expect(guidanceOf({ target: target('Aprovada gerente', 'Aprovada gerente', true), access: supervisor, ...cards })).toBeNull();
  });
  it('lists versions and the lines of a version', () => {
    const rows = [
      { identificador: 'DSC_VERSAO', dadoBase: 'V1', versao: 'V1' },
      { identificador: 'DSC_VERSAO', dadoBase: 'V2', versao: 'V2' },
      { identificador: 'LINHA', dadoBase: 'BRL1', versao: 'V1' },
      { identificador: 'LINHA', dadoBase: 'BRL2', versao: 'V2' },
    ] as const;
    expect(versionsOf(rows)).toEqual(['V1', 'V2']);
    expect(linesOf(rows, 'V2')).toEqual(['BRL2']);
  });
});

describe('drafts', () => {
  it('shows a total draft and a categories draft over the server values', () => {
    const cards = [card('1', 1000, 1000), card('2', 500, 500)];
    const shown = applyDrafts(cards, {
      '1': { change: { kind: 'total', supervisorId: '1', before: 1000, after: 1500 }, status: 'failed' },
      '2': {
        change: { kind: 'categories', supervisorId: '2', items: [{ key: 7, before: 100, after: 160 }] },
        status: 'pending',
      },
    });
    expect(shown.map((c) => c.planned)).toEqual([1500, 560]);
    expect(
      applyCategoryDraft([{ key: 7, name: 'A', planned: 100 }, { key: 8, name: 'B', planned: 400 }], {
        change: { kind: 'categories', supervisorId: '2', items: [{ key: 7, before: 100, after: 160 }] },
        status: 'failed',
      }).map((c) => c.planned),
    ).toEqual([160, 400]);
  });
});

describe('Distribuir diferença', () => {
  it('reaches the assumed total in one step, in proportion to the averages', () => {
    const plan = distributionPlan([card('1', 900, 1000, 300), card('2', 900, 1000, 100)]);
    expect(plan).toEqual([
      { id: '1', name: 'SUP 1', before: 900, after: 1050 },
      { id: '2', name: 'SUP 2', before: 900, after: 950 },
    ]);
    expect(plan?.reduce((acc, row) => acc + row.after, 0)).toBe(2000);
  });
  it('also takes an excess back, never below 1', () => {
    const plan = distributionPlan([card('1', 1900, 1000, 100), card('2', 5, 1000, 100)]);
    expect(plan?.reduce((acc, row) => acc + row.after, 0)).toBe(2000);
    expect(plan?.every((row) => row.after >= 1)).toBe(true);
  });
  it('offers nothing when there is no difference', () => {
    expect(distributionPlan([card('1', 1000, 1000)])).toBeNull();
    expect(distributionPlan([])).toBeNull();
  });
});

describe('payloads', () => {
  it('PUT /atualizarvalorsupervisorvalor', () => {
    expect(supervisorTotalQuery(context, '5101', 1500, NOW)).toEqual({
      IdPuxada: '10234',
      Versao: '202608-V01',
      TipoMeta: 'VBC',
      IdEmpregadoResponsavelFlexx: '5101',
      Valor: 1500,
      Linha: 'BRL1',
      usuario: 'gerente@conecta.example',
      DataAtualizacao: '2026-08-05 09:04:03',
      Tipo: 'P',
    });
  });
  it('POST /atualizarvalorsupervisor', () => {
    expect(supervisorCategoriesBody(context, '5101', [{ key: 101, value: 470 }], NOW)).toEqual({
      IdPuxada: '10234',
      IdEmpregadoResponsavelFlexx: '5101',
      TipoMeta: 'VBC',
      GrupoMeta: 'BRL1',
      Versao: '202608-V01',
      DADOS: [
        {
          GrupoBookKey: 101,
          VlrTotalMetaPlanejadoFinal: 470,
          UltimoUsuarioAlteracao: 'gerente@conecta.example',
          UltimaDataAlteracao: '2026-08-05 09:04:03',
        },
      ],
    });
  });
  it('PUT /GravarProgramarMetasSupervisor', () => {
    expect(programQuery(context, NOW, 'jwt')).toEqual({
      IdPuxada: '10234',
      Versao: '202608-V01',
      TipoMeta: 'VBC',
      token: 'jwt',
      Linha: 'BRL1',
      usuario: 'gerente@conecta.example',
      DataAtualizacao: '2026-08-05 09:04:03',
    });
  });
});

describe('payloads with a base (concurrent edits)', () => {
  const BASE = '2026-08-05 09:00:00';
  it('each save sends the update date it is based on as DataAtualizacaoBase', () => {
    expect(supervisorTotalQuery(context, '5101', 1500, NOW, BASE)).toMatchObject({ DataAtualizacaoBase: BASE });
    expect(supervisorCategoriesBody(context, '5101', [{ key: 101, value: 470 }], NOW, BASE)).toMatchObject({
      DataAtualizacaoBase: BASE,
    });
    expect(programQuery(context, NOW, '', BASE)).toMatchObject({ DataAtualizacaoBase: BASE });
  });
  it('a comment typed in Meta alterada goes as Comentario, unchanged; a blank one is left out (issue 26)', () => {
    expect(supervisorTotalQuery(context, '5101', 1500, NOW, BASE, ' Lançamento de março ')).toMatchObject({ Comentario: ' Lançamento de março ' });
    expect(supervisorCategoriesBody(context, '5101', [{ key: 101, value: 470 }], NOW, BASE, 'Bebidas')).toMatchObject({ Comentario: 'Bebidas' });
    expect(supervisorTotalQuery(context, '5101', 1500, NOW, BASE, '   ')).not.toHaveProperty('Comentario');
    expect(supervisorCategoriesBody(context, '5101', [{ key: 101, value: 470 }], NOW)).not.toHaveProperty('Comentario');
  });
  it('without a known date the field is left out (the save is not checked)', () => {
    expect(supervisorTotalQuery(context, '5101', 1500, NOW, null)).not.toHaveProperty('DataAtualizacaoBase');
    expect(supervisorCategoriesBody(context, '5101', [{ key: 101, value: 470 }], NOW)).not.toHaveProperty('DataAtualizacaoBase');
    expect(programQuery(context, NOW, '', '')).not.toHaveProperty('DataAtualizacaoBase');
  });
});

describe('cascade', () => {
  const full = { ano: 2026, mes: 8, tipoMeta: 'VBC', versao: '202608-V01', linha: 'BRL1' };
  it('keeps earlier choices and resets the later ones', () => {
    expect(nextSelection(full, 'mes', 9)).toEqual({ ano: 2026, mes: 9, tipoMeta: 'VBC' });
    expect(nextSelection(full, 'versao', '202608-V02')).toEqual({ ano: 2026, mes: 8, tipoMeta: 'VBC', versao: '202608-V02' });
    expect(nextSelection(full, 'ano', 2025)).toEqual({ ano: 2025 });
    expect(nextSelection(full, 'linha', 'BRL2')).toEqual({ ...full, linha: 'BRL2' });
  });
  it('defaults the type to VBC once the month is chosen', () => {
    expect(nextSelection({ ano: 2026 }, 'mes', 3)).toEqual({ ano: 2026, mes: 3, tipoMeta: 'VBC' });
  });
});

describe('undo records', () => {
  it('records a total and a category batch, and reverts them', () => {
    const total = recordsOf({ kind: 'total', supervisorId: '5101', before: 100, after: 150 });
    expect(total).toEqual([{ key: 'total|5101', before: 100, after: 150 }]);
    expect(revertChanges(total)).toEqual([{ kind: 'total', supervisorId: '5101', before: 150, after: 100 }]);
    const categories = recordsOf({
      kind: 'categories',
      supervisorId: '5102',
      items: [
        { key: 7, before: 10, after: 20 },
        { key: 8, before: 30, after: 40 },
      ],
    });
    expect(revertChanges(categories)).toEqual([
      {
        kind: 'categories',
        supervisorId: '5102',
        items: [
          { key: 8, before: 40, after: 30 },
          { key: 7, before: 20, after: 10 },
        ],
      },
    ]);
  });
  it('reverts a distribution (several totals) as one batch', () => {
    const batch = [
      ...recordsOf({ kind: 'total', supervisorId: '1', before: 900, after: 1050 }),
      ...recordsOf({ kind: 'total', supervisorId: '2', before: 900, after: 950 }),
    ];
    expect(revertChanges(batch).map((change) => change.kind === 'total' && [change.supervisorId, change.after])).toEqual([
      ['2', 900],
      ['1', 900],
    ]);
  });
});

describe("'Status da META' × role (issue 16 item 5: the same table as the status overview and the seller screen)", () => {
  const selection = { versao: STATUS_CASE_TARGET.versao, linha: STATUS_CASE_TARGET.linha, tipoMeta: STATUS_CASE_TARGET.tipoMeta };
  it.each(STATUS_CASES)('$name', (statusCase) => {
    expect(targetStateOf(statusCase.rows, selection, { role: 'GERENTE', empregado: '000' }).status).toBe(statusCase.gerente);
    expect(targetStateOf(statusCase.rows, selection, { role: 'SUPERVISOR', empregado: STATUS_CASE_SUPERVISOR }).status).toBe(statusCase.supervisor);
  });
});
