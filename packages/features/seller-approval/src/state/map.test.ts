import { describe, expect, it } from 'vitest';
import { PROFILE_PRESETS } from '@conecta/core';
import { STATUS_CASES, STATUS_CASE_SUPERVISOR, STATUS_CASE_TARGET } from '@conecta/core/testing';
import { cascadeOptions, sumCategories, targetStateOf, viewerOf } from './map';

describe('viewerOf (§6)', () => {
  it('GERENTE (function 10) sees every team; anyone else is SUPERVISOR of their own employee id', () => {
    expect(viewerOf(PROFILE_PRESETS.gerente)).toEqual({ role: 'GERENTE', empregado: '000' });
    expect(viewerOf(PROFILE_PRESETS.supervisor)).toEqual({ role: 'SUPERVISOR', empregado: '5102' });
  });
});

describe('targetStateOf: the status the server holds for the viewer (issue 16 item 7)', () => {
  const rows = [
    { grupoMeta: 'BRL1', statusGrupo: 'Aprovada gerente', dscVersao: 'V', metaImportada: 0, idEmpregadoResponsavelFlexx: '5101', dscNomeEmpregado: 'ANA', statusSupervisor: 'Aprovada supervisor' },
    { grupoMeta: 'BRL1', statusGrupo: 'Aprovada gerente', dscVersao: 'V', metaImportada: 0, idEmpregadoResponsavelFlexx: '5102', dscNomeEmpregado: 'CARLOS', statusSupervisor: 'Aprovada gerente' },
    { grupoMeta: 'BRL2', statusGrupo: 'Liberado', dscVersao: 'V', metaImportada: 1 },
  ] as const;
  const supervisor = (empregado: string) => ({ role: 'SUPERVISOR' as const, empregado });
  const gerente = { role: 'GERENTE' as const, empregado: '000' };
  it("SUPERVISOR: statusSupervisor of their own row, not the group's", () => {
    expect(targetStateOf(rows, 'BRL1', supervisor('5101'))).toEqual({
      group: 'Aprovada gerente',
      supervisor: 'Aprovada supervisor',
      teams: [{ id: '5101', name: 'ANA', status: 'Aprovada supervisor' }],
      imported: false,
    });
    expect(targetStateOf(rows, 'BRL1', supervisor('5102')).supervisor).toBe('Aprovada gerente');
  });
  it('SUPERVISOR without a row of their own: no status (never the group status or another team\'s)', () => {
    expect(targetStateOf(rows, 'BRL1', supervisor('5103')).supervisor).toBeNull();
    const groupRow = [{ grupoMeta: 'BRL1', statusGrupo: 'Rateada', dscVersao: 'V', metaImportada: 0, idEmpregadoResponsavelFlexx: '5001', statusSupervisor: 'Rateada' }] as const;
    expect(targetStateOf(groupRow, 'BRL1', supervisor('5102'))).toEqual({ group: 'Rateada', supervisor: null, teams: [], imported: false });
  });
  it("GERENTE: the group status, and every team's own status", () => {
    expect(targetStateOf(rows, 'BRL1', gerente)).toEqual({
      group: 'Aprovada gerente',
      supervisor: 'Aprovada gerente',
      teams: [
        { id: '5101', name: 'ANA', status: 'Aprovada supervisor' },
        { id: '5102', name: 'CARLOS', status: 'Aprovada gerente' },
      ],
      imported: false,
    });
    expect(targetStateOf(rows, 'BRL2', gerente)).toEqual({ group: 'Liberado', supervisor: 'Liberado', teams: [], imported: true });
    expect(targetStateOf([], 'BRL1', gerente).group).toBeNull();
  });
  it('GERENTE before programming: the manager\'s group row is no team', () => {
    const groupRow = [{ grupoMeta: 'BRL1', statusGrupo: 'Rateada', dscVersao: 'V', metaImportada: 0, idEmpregadoResponsavelFlexx: '5001', statusSupervisor: 'Rateada' }] as const;
    expect(targetStateOf(groupRow, 'BRL1', gerente)).toEqual({ group: 'Rateada', supervisor: 'Rateada', teams: [], imported: false });
  });
});

describe('cascadeOptions', () => {
  it('lists versions and the lines of a version', () => {
    const options = cascadeOptions([
      { identificador: 'DSC_VERSAO', dadoBase: 'V1', versao: 'V1' },
      { identificador: 'DSC_VERSAO', dadoBase: 'V2', versao: 'V2' },
      { identificador: 'LINHA', dadoBase: 'BRL1', versao: 'V1' },
      { identificador: 'LINHA', dadoBase: 'BRL2', versao: 'V2' },
    ]);
    expect(options.versions).toEqual(['V1', 'V2']);
    expect(options.linesOf('V2')).toEqual(['BRL2']);
  });
});

describe('sumCategories', () => {
  it('adds the same category of several supervisors', () => {
    expect(
      sumCategories([
        { grupoBook: 'A', grupoBookKey: 1, vlrMetaPlanejado: 10 },
        { grupoBook: 'A', grupoBookKey: 1, vlrMetaPlanejado: 5 },
      ]),
    ).toEqual([{ key: 1, name: 'A', value: 15 }]);
  });
});

describe("'Status da META' × role (issue 16 item 5: the same table as the status overview and the supervisor split)", () => {
  it.each(STATUS_CASES)('$name', (statusCase) => {
    expect(targetStateOf(statusCase.rows, STATUS_CASE_TARGET.linha, { role: 'GERENTE', empregado: '000' }).supervisor).toBe(statusCase.gerente);
    expect(targetStateOf(statusCase.rows, STATUS_CASE_TARGET.linha, { role: 'SUPERVISOR', empregado: STATUS_CASE_SUPERVISOR }).supervisor).toBe(
      statusCase.supervisor,
    );
  });
});
