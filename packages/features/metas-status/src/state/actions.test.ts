import { describe, expect, it } from 'vitest';
import { parseMetasSelection } from '@conecta/core';
import { actionFor, actionHref, giveBackFor, rowDescription, statusRoleOf, targetPath } from './actions';
import type { StatusRow } from './types';

const row = (over: Partial<StatusRow> = {}): StatusRow => ({
  key: 'k',
  tipoMeta: 'VBC',
  linha: 'BRL1',
  versao: '202608-V01',
  status: 'Em aberto',
  groupStatus: 'Em aberto',
  supervisorStatus: 'Em aberto',
  employeeId: '5102',
  employeeName: 'CARLOS',
  updatedBy: 'Fernanda',
  updatedAt: '2026-08-01 10:00:00',
  hasSupervisorChange: false,
  alteracaoText: 'sem alteração',
  imported: false,
  returned: null,
  ...over,
});

const at = (status: string, groupStatus = status, over: Partial<StatusRow> = {}) =>
  row({ status, groupStatus, supervisorStatus: status, ...over });

describe('statusRoleOf', () => {
  it('treats function 11 as the supervisor and every other function as the manager view', () => {
    expect(statusRoleOf(11)).toBe('supervisor');
    for (const funcao of [1, 10, 15, 16]) expect(statusRoleOf(funcao)).toBe('manager');
  });
});

const GERENTE = { tipoUsuario: 3, funcaoUsuario: 10 };
const SUPERVISOR = { tipoUsuario: 3, funcaoUsuario: 11 };

describe('actionFor — status × role (spec §4.3, decisions in the MDX)', () => {
  it.each([
    [GERENTE, 'Em aberto', 'Em aberto', false, 'Ratear Meta', 'planejamento'],
    [GERENTE, 'Rateada', 'Rateada', false, 'Programar Metas Time', 'programacao'],
    [GERENTE, 'Aprovada gerente', 'Aprovada gerente', false, 'Aguardar Aprovação Do Supervisor', null],
    [GERENTE, 'Aprovada gerente', 'Aprovada gerente', true, 'Aguardar Aprovação Do Supervisor', null],
    [GERENTE, 'Aprovada supervisor', 'Aprovada supervisor', false, 'Liberar Meta Para o Time', null],
    [GERENTE, 'Liberado', 'Liberado', false, 'Sem Ação', null],
    [SUPERVISOR, 'Aprovada gerente', 'Aprovada gerente', true, 'Aprovar Rateio Vendedor', 'rateioVendedor'],
    [SUPERVISOR, 'Aprovada gerente', 'Aprovada gerente', false, 'Aprovar Rateio Vendedor', 'rateioVendedor'],
    [SUPERVISOR, 'Aprovada gerente', 'Aprovada gerente', null, 'Aprovar Rateio Vendedor', 'rateioVendedor'],
    [SUPERVISOR, 'Aprovada supervisor', 'Aprovada supervisor', false, 'Aguardar Liberação Do Gerente', null],
    [SUPERVISOR, 'Aprovada supervisor', 'Aprovada supervisor', true, 'Aguardar Liberação Do Gerente', null],
    [SUPERVISOR, 'Liberado', 'Liberado', true, 'Sem Ação', null],
  ] as const)('%o, %s (target %s), alteração %s → %s', (viewer, status, group, change, label, step) => {
    const action = actionFor(at(status, group, { hasSupervisorChange: change }), viewer, 'allowed');
    expect(action.label).toBe(label);
    expect(action.step).toBe(step);
  });

  it('offers the check icon only to the manager, on a target every supervisor approved, with permission', () => {
    const approved = at('Aprovada supervisor');
    expect(actionFor(approved, GERENTE, 'allowed').canRelease).toBe(true);
    expect(actionFor(approved, GERENTE, 'denied').canRelease).toBe(false);
    expect(actionFor(approved, GERENTE, 'unknown').canRelease).toBe(false);
    expect(actionFor(approved, SUPERVISOR, 'allowed').canRelease).toBe(false);
    for (const status of ['Em aberto', 'Rateada', 'Aprovada gerente', 'Liberado'])
      expect(actionFor(at(status), GERENTE, 'allowed').canRelease).toBe(false);
  });

  it('says why there is no check icon when the permission is refused, and nothing while it is not known', () => {
    const approved = at('Aprovada supervisor');
    expect(actionFor(approved, GERENTE, 'denied').reason).toBe(
      'Você não tem permissão para liberar metas; peça a quem tem a permissão de metas.',
    );
    expect(actionFor(approved, GERENTE, 'unknown').reason).toBeNull();
  });

  it('keeps the manager waiting for the others while this supervisor already approved (the release is per target)', () => {
    const action = actionFor(at('Aprovada supervisor', 'Aprovada gerente'), GERENTE, 'allowed');
    expect(action).toEqual({
      label: 'Aguardar Aprovação Dos Outros Supervisores',
      step: null,
      canRelease: false,
      reason: 'Este supervisor já aprovou; a meta é liberada quando todos os supervisores aprovarem.',
    });
  });

  it('treats an unknown status as Sem Ação', () => {
    expect(actionFor(at('Bloqueada'), GERENTE, 'allowed')).toEqual({ label: 'Sem Ação', step: null, canRelease: false, reason: null });
  });
});

describe('actionFor — only screens the role may open (core route access table)', () => {
  it('lets the manager follow COBERTURA, RECOMENDADOR and FOCO on their screens, which he opens read-only (issue 22)', () => {
    for (const tipoMeta of ['COBERTURA', 'RECOMENDADOR', 'FOCO'])
      for (const status of ['Em aberto', 'Rateada']) {
        const action = actionFor(at(status, status, { tipoMeta }), GERENTE, 'allowed');
        expect(action).toMatchObject({
          label: 'Acompanhar Programação',
          canRelease: false,
          reason: 'Esta meta é planejada e rateada entre os supervisores fora do portal; na tela você acompanha cada equipe.',
        });
        expect(action.step).not.toBeNull();
      }
  });

  it('never links a supervisor to planning or the supervisor split (functions 1, 10, 16)', () => {
    expect(actionFor(at('Em aberto'), SUPERVISOR, 'allowed')).toMatchObject({ label: 'Aguardando o gerente ratear a meta', step: null });
    expect(actionFor(at('Rateada'), SUPERVISOR, 'allowed')).toMatchObject({
      label: 'Aguardando o gerente programar o time',
      step: null,
      reason: 'Esta etapa é feita pelo gerente; o seu perfil não tem acesso a essa tela.',
    });
  });

  it('links a supervisor to the seller step of every type, which function 11 opens', () => {
    for (const tipoMeta of ['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO'])
      expect(actionFor(at('Aprovada gerente', 'Aprovada gerente', { tipoMeta }), SUPERVISOR, 'allowed').step).toBe('rateioVendedor');
  });

  it('gives a role outside the targets area no link at all', () => {
    const vendedor = { tipoUsuario: 3, funcaoUsuario: 12 };
    expect(actionFor(at('Em aberto'), vendedor, 'allowed')).toMatchObject({
      label: 'Aguardando o gerente ratear a meta',
      step: null,
    });
  });
});

describe('targetPath — link per type (spec §2.4)', () => {
  it('sends VBC by step', () => {
    expect(targetPath('VBC', 'planejamento')).toBe('/metas/planejamentos');
    expect(targetPath('VBC', 'programacao')).toBe('/metas/programacao');
    expect(targetPath('VBC', 'rateioVendedor')).toBe('/metas/rateio-vendedor');
  });
  it('sends the other types to their programming screen whatever the step', () => {
    for (const step of ['planejamento', 'programacao', 'rateioVendedor'] as const) {
      expect(targetPath('COBERTURA', step)).toBe('/metas/cobertura-programacao');
      expect(targetPath('RECOMENDADOR', step)).toBe('/metas/recomendador-programacao');
      expect(targetPath('FOCO', step)).toBe('/metas/produtofoco-programacao');
      expect(targetPath('OUTRO', step)).toBe('/metas/produtofoco-programacao');
    }
  });
});

describe('actionHref', () => {
  it('appends the target selection the next screen reads back', () => {
    const line = at('Rateada', 'Rateada', { versao: '202608-V01', linha: 'BRL2' });
    const href = actionHref(line, actionFor(line, GERENTE, 'denied'), { ano: 2026, mes: 8 });
    expect(href).toBe('/metas/programacao?ano=2026&mes=8&meta=VBC&versao=202608-V01&linha=BRL2');
    expect(parseMetasSelection(href?.split('?')[1] ?? '')).toEqual({ ano: 2026, mes: 8, tipoMeta: 'VBC', versao: '202608-V01', linha: 'BRL2' });
  });
  it('links other types by type and gives no address to text actions', () => {
    const cobertura = at('Aprovada gerente', 'Aprovada gerente', { tipoMeta: 'COBERTURA' });
    expect(actionHref(cobertura, actionFor(cobertura, SUPERVISOR, 'unknown'), { ano: 2026, mes: 11 })).toBe(
      '/metas/cobertura-programacao?ano=2026&mes=11&meta=COBERTURA&versao=202608-V01&linha=BRL1',
    );
    const liberado = at('Liberado');
    expect(actionHref(liberado, actionFor(liberado, GERENTE, 'allowed'), { ano: 2026, mes: 11 })).toBeNull();
    const coberturaGerente = at('Rateada', 'Rateada', { tipoMeta: 'COBERTURA' });
    expect(actionHref(coberturaGerente, actionFor(coberturaGerente, GERENTE, 'allowed'), { ano: 2026, mes: 11 })).toBe(
      '/metas/cobertura-programacao?ano=2026&mes=11&meta=COBERTURA&versao=202608-V01&linha=BRL1',
    );
  });
});

describe('rowDescription — what tells the lines apart for a screen reader', () => {
  it('names type, line, version and employee; PRODUTO FOCO by its name', () => {
    expect(rowDescription(at('Rateada'))).toBe('meta VBC, linha BRL1, versão 202608-V01, CARLOS');
    expect(rowDescription(at('Rateada', 'Rateada', { tipoMeta: 'FOCO', employeeName: '' }))).toBe('meta PRODUTO FOCO, linha BRL1, versão 202608-V01');
  });
});

describe('a share sent back (issue 26)', () => {
  const MANAGER = { tipoUsuario: 3, funcaoUsuario: 10 };
  const SUPERVISOR = { tipoUsuario: 3, funcaoUsuario: 11 };
  const returned = (to: 'manager' | 'supervisor') =>
    at('Aprovada gerente', 'Aprovada gerente', { returned: { to, by: 'Bruno Oliveira', at: '2026-08-03 09:00:00', reason: 'Acima do histórico.' } });

  it("offers the manager 'Responder Devolução' on the supervisors' split; the supervisor waits for him", () => {
    const manager = actionFor(returned('manager'), MANAGER, 'allowed');
    expect(manager).toMatchObject({ label: 'Responder Devolução', step: 'programacao', canRelease: false });
    expect(actionHref(returned('manager'), manager, { ano: 2026, mes: 8 })).toBe('/metas/programacao?ano=2026&mes=8&meta=VBC&versao=202608-V01&linha=BRL1');
    expect(actionFor(returned('manager'), SUPERVISOR, 'unknown')).toMatchObject({
      label: 'Aguardar Resposta Do Gerente',
      step: null,
      reason: 'Você devolveu esta meta; o gerente responde mudando os valores ou programando de novo.',
    });
  });

  it('gives a share sent back to the supervisor his approval again', () => {
    expect(actionFor(returned('supervisor'), SUPERVISOR, 'unknown')).toMatchObject({ label: 'Aprovar Rateio Vendedor', step: 'rateioVendedor' });
    expect(actionFor(returned('supervisor'), MANAGER, 'allowed')).toMatchObject({ label: 'Aguardar Aprovação Do Supervisor', step: null });
  });
});

describe('giveBackFor (issue 26)', () => {
  const MANAGER = { tipoUsuario: 3, funcaoUsuario: 10 };
  const SUPERVISOR = { tipoUsuario: 3, funcaoUsuario: 11 };

  it('lets the supervisor send back his waiting VBC share, once, never on another type, imported or released', () => {
    expect(giveBackFor(at('Aprovada gerente'), SUPERVISOR)).toBe('manager');
    expect(giveBackFor(at('Aprovada gerente', 'Aprovada gerente', { returned: { to: 'manager', by: 'x', at: '', reason: 'y' } }), SUPERVISOR)).toBeNull();
    expect(giveBackFor(at('Aprovada gerente', 'Aprovada gerente', { tipoMeta: 'COBERTURA' }), SUPERVISOR)).toBeNull();
    expect(giveBackFor(at('Aprovada gerente', 'Aprovada gerente', { imported: true }), SUPERVISOR)).toBeNull();
    expect(giveBackFor(at('Aprovada supervisor'), SUPERVISOR)).toBeNull();
  });

  it("lets the manager send an approved split back before the release, on every type", () => {
    expect(giveBackFor(at('Aprovada supervisor', 'Aprovada gerente'), MANAGER)).toBe('supervisor');
    expect(giveBackFor(at('Aprovada supervisor', 'Aprovada supervisor', { tipoMeta: 'COBERTURA' }), MANAGER)).toBe('supervisor');
    expect(giveBackFor(at('Aprovada gerente'), MANAGER)).toBeNull();
    expect(giveBackFor(at('Liberado', 'Liberado'), MANAGER)).toBeNull();
  });
});
