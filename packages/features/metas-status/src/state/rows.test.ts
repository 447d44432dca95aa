import { describe, expect, it } from 'vitest';
import { effectiveStatus, formatUpdatedAt, readAlteracao, statusRowsFromServer, visibleRows } from './rows';

const server = (over: Record<string, unknown> = {}) => ({
  tipoMeta: 'VBC',
  grupoMeta: 'BRL1',
  statusGrupo: 'Aprovada gerente',
  dscVersao: '202609-V01',
  metaImportada: 0,
  idEmpregadoResponsavelFlexx: '5102',
  dscNomeEmpregado: 'CARLOS EDUARDO SANTOS',
  statusSupervisor: 'Aprovada gerente',
  alteracao: 'com alteração',
  responsavel: 'Fernanda Oliveira',
  dataAtualizacao: '2026-09-10 16:42:08',
  ...over,
});

describe('readAlteracao', () => {
  it("reads 'com' as a change and 'sem' as none, whatever the case and accents", () => {
    expect(readAlteracao('com alteração')).toBe(true);
    expect(readAlteracao('COM ALTERAÇÃO')).toBe(true);
    expect(readAlteracao('sem alteração')).toBe(false);
    expect(readAlteracao('Sem')).toBe(false);
    expect(readAlteracao('')).toBeNull();
    expect(readAlteracao(null)).toBeNull();
    expect(readAlteracao('compra')).toBeNull();
  });
});

describe('effectiveStatus', () => {
  it('uses the target status while it is group-wide and the supervisor status in between', () => {
    expect(effectiveStatus('Liberado', 'Aprovada supervisor')).toBe('Liberado');
    expect(effectiveStatus('Rateada', 'Rateada')).toBe('Rateada');
    expect(effectiveStatus('Aprovada gerente', 'Aprovada supervisor')).toBe('Aprovada supervisor');
    expect(effectiveStatus('Aprovada gerente', null)).toBe('Aprovada gerente');
  });
});

describe('statusRowsFromServer', () => {
  it('maps the backend fields once', () => {
    const [row] = statusRowsFromServer([server()], 'VBC');
    expect(row).toMatchObject({
      tipoMeta: 'VBC',
      linha: 'BRL1',
      versao: '202609-V01',
      status: 'Aprovada gerente',
      groupStatus: 'Aprovada gerente',
      supervisorStatus: 'Aprovada gerente',
      employeeId: '5102',
      employeeName: 'CARLOS EDUARDO SANTOS',
      updatedBy: 'Fernanda Oliveira',
      updatedAt: '2026-09-10 16:42:08',
      hasSupervisorChange: true,
      alteracaoText: 'com alteração',
      imported: false,
      returned: null,
    });
  });
  it('falls back to the chosen type, reads numeric ids and imported targets, and keeps names exactly as held', () => {
    const [row] = statusRowsFromServer(
      [server({ tipoMeta: undefined, idEmpregadoResponsavelFlexx: 5102, metaImportada: 1, dscNomeEmpregado: '=cmd<b>x</b>' })],
      'COBERTURA',
    );
    expect(row?.tipoMeta).toBe('COBERTURA');
    expect(row?.employeeId).toBe('5102');
    expect(row?.imported).toBe(true);
    expect(row?.employeeName).toBe('=cmd<b>x</b>');
  });
  it('gives every line a distinct key', () => {
    const rows = statusRowsFromServer([server(), server()], 'VBC');
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
});

describe('visibleRows — data scope by role (spec §4.3, §6)', () => {
  const rows = statusRowsFromServer(
    [
      server({ idEmpregadoResponsavelFlexx: '5001', statusGrupo: 'Em aberto', statusSupervisor: 'Em aberto' }),
      server({ idEmpregadoResponsavelFlexx: '5102', statusGrupo: 'Rateada', statusSupervisor: 'Rateada' }),
      server({ idEmpregadoResponsavelFlexx: '5101' }),
      server({ idEmpregadoResponsavelFlexx: '5102' }),
      server({ idEmpregadoResponsavelFlexx: '5102', statusGrupo: 'Liberado', statusSupervisor: 'Aprovada supervisor' }),
    ],
    'VBC',
  );
  it('shows every line to the manager', () => {
    expect(visibleRows(rows, 'manager', 5001)).toHaveLength(5);
  });
  it('shows a supervisor only their own lines, never Em aberto or Rateada', () => {
    const own = visibleRows(rows, 'supervisor', 5102);
    expect(own.map((r) => r.status)).toEqual(['Aprovada gerente', 'Liberado']);
    expect(own.every((r) => r.employeeId === '5102')).toBe(true);
  });
  it('shows nothing to a supervisor without an employee id', () => {
    expect(visibleRows(rows, 'supervisor', null)).toEqual([]);
  });
});

describe('formatUpdatedAt', () => {
  it("formats the backend timestamp as 'dd/MM/yyyy HH:mm'", () => {
    expect(formatUpdatedAt('2026-09-10 16:42:08')).toBe('10/09/2026 16:42');
    expect(formatUpdatedAt('ontem')).toBe('ontem');
  });
});
