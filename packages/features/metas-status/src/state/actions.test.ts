import { describe, expect, it } from 'vitest';
import { parseMetasSelection } from '@conecta/core';
import { actionFor, actionHref, statusRoleOf, targetPath } from './actions';
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

describe('actionFor — status × role × reduction (spec §4.3)', () => {
  it.each([
    ['manager', 'Em aberto', 'Em aberto', false, 'Ratear Meta', 'planejamento'],
    ['manager', 'Rateada', 'Rateada', false, 'Programar Metas Time', 'programacao'],
    ['manager', 'Aprovada gerente', 'Aprovada gerente', false, 'Aguardar Aprovação Do Supervisor', null],
    ['manager', 'Aprovada gerente', 'Aprovada gerente', true, 'Aguardar Aprovação Do Supervisor', null],
    ['manager', 'Aprovada supervisor', 'Aprovada supervisor', false, 'Liberar Meta Para o Time', null],
    ['manager', 'Liberado', 'Liberado', false, 'Sem Ação', null],
    ['supervisor', 'Aprovada gerente', 'Aprovada gerente', true, 'Aprovar Rateio Vendedor', 'rateioVendedor'],
    ['supervisor', 'Aprovada gerente', 'Aprovada gerente', false, 'Aprovada', null],
    ['supervisor', 'Aprovada supervisor', 'Aprovada supervisor', false, 'Aprovada', null],
    ['supervisor', 'Aprovada supervisor', 'Aprovada supervisor', true, 'Aprovada', null],
    ['supervisor', 'Liberado', 'Liberado', true, 'Sem Ação', null],
  ] as const)('%s, %s (target %s), reduction %s → %s', (role, status, group, change, label, step) => {
    const action = actionFor(at(status, group, { hasSupervisorChange: change }), role, true);
    expect(action.label).toBe(label);
    expect(action.step).toBe(step);
  });

  it('offers the check icon only to the manager, on a target every supervisor approved, with permission', () => {
    const approved = at('Aprovada supervisor');
    expect(actionFor(approved, 'manager', true).canRelease).toBe(true);
    expect(actionFor(approved, 'manager', false).canRelease).toBe(false);
    expect(actionFor(approved, 'supervisor', true).canRelease).toBe(false);
    for (const status of ['Em aberto', 'Rateada', 'Aprovada gerente', 'Liberado'])
      expect(actionFor(at(status), 'manager', true).canRelease).toBe(false);
  });

  it('keeps the manager waiting while another supervisor has not approved (the release is per target)', () => {
    const action = actionFor(at('Aprovada supervisor', 'Aprovada gerente'), 'manager', true);
    expect(action).toEqual({ label: 'Aguardar Aprovação Do Supervisor', step: null, canRelease: false });
  });

  it('treats an unknown reduction flag as no reduction and an unknown status as Sem Ação', () => {
    expect(actionFor(at('Aprovada gerente', 'Aprovada gerente', { hasSupervisorChange: null }), 'supervisor', true).label).toBe('Aprovada');
    expect(actionFor(at('Bloqueada'), 'manager', true)).toEqual({ label: 'Sem Ação', step: null, canRelease: false });
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
    const href = actionHref(line, actionFor(line, 'manager', false), { ano: 2026, mes: 8 });
    expect(href).toBe('/metas/programacao?ano=2026&mes=8&meta=VBC&versao=202608-V01&linha=BRL2');
    expect(parseMetasSelection(href?.split('?')[1] ?? '')).toEqual({ ano: 2026, mes: 8, tipoMeta: 'VBC', versao: '202608-V01', linha: 'BRL2' });
  });
  it('links other types by type and gives no address to text actions', () => {
    const cobertura = at('Rateada', 'Rateada', { tipoMeta: 'COBERTURA' });
    expect(actionHref(cobertura, actionFor(cobertura, 'manager', false), { ano: 2026, mes: 11 })).toBe(
      '/metas/cobertura-programacao?ano=2026&mes=11&meta=COBERTURA&versao=202608-V01&linha=BRL1',
    );
    const liberado = at('Liberado');
    expect(actionHref(liberado, actionFor(liberado, 'manager', true), { ano: 2026, mes: 11 })).toBeNull();
  });
});
