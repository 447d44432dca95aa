import { describe, expect, it } from 'vitest';
import { PROFILE_PRESETS } from '@conecta/core';
import { cascadeOptions, sumCategories, targetStateOf, viewerOf } from './map';

describe('viewerOf (§6)', () => {
  it('GERENTE (function 10) sees every team; anyone else is SUPERVISOR of their own employee id', () => {
    expect(viewerOf(PROFILE_PRESETS.gerente)).toEqual({ role: 'GERENTE', empregado: '000' });
    expect(viewerOf(PROFILE_PRESETS.supervisor)).toEqual({ role: 'SUPERVISOR', empregado: '5102' });
  });
});

describe('targetStateOf', () => {
  const rows = [
    { grupoMeta: 'BRL1', statusGrupo: 'Aprovada gerente', dscVersao: 'V', metaImportada: 0, idEmpregadoResponsavelFlexx: '5101', statusSupervisor: 'Aprovada supervisor' },
    { grupoMeta: 'BRL1', statusGrupo: 'Aprovada gerente', dscVersao: 'V', metaImportada: 0, idEmpregadoResponsavelFlexx: '5102', statusSupervisor: 'Aprovada gerente' },
    { grupoMeta: 'BRL2', statusGrupo: 'Liberado', dscVersao: 'V', metaImportada: 1 },
  ] as const;
  it("reads the supervisor's own row", () => {
    expect(targetStateOf(rows, 'BRL1', { role: 'SUPERVISOR', empregado: '5101' })).toEqual({
      group: 'Aprovada gerente',
      supervisor: 'Aprovada supervisor',
      imported: false,
    });
    expect(targetStateOf(rows, 'BRL1', { role: 'SUPERVISOR', empregado: '5102' }).supervisor).toBe('Aprovada gerente');
  });
  it('uses the group status for GERENTE, and the line asked for', () => {
    expect(targetStateOf(rows, 'BRL2', { role: 'GERENTE', empregado: '000' })).toEqual({ group: 'Liberado', supervisor: 'Liberado', imported: true });
    expect(targetStateOf([], 'BRL1', { role: 'GERENTE', empregado: '000' }).group).toBeNull();
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
