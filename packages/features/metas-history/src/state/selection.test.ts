import { describe, expect, it } from 'vitest';
import { lineInUse } from '@conecta/core';
import { initialHistorySelection, lineOptions, periodOptions, versionInUse, versionOptions } from './selection';

const rows = [
  { identificador: 'TIPO_META', dadoBase: 'VBC', versao: '202603-V01' },
  { identificador: 'TIPO_META', dadoBase: 'VBC', versao: '202603-V02' },
  { identificador: 'TIPO_META', dadoBase: 'COBERTURA', versao: '202603-C01' },
  { identificador: 'DSC_VERSAO', dadoBase: '202603-V01' },
  { identificador: 'LINHA', dadoBase: 'BRL2', versao: '202603-V01' },
  { identificador: 'LINHA', dadoBase: 'BRL1', versao: '202603-V01' },
  { identificador: 'LINHA', dadoBase: 'BRL3', versao: '202603-V02' },
];

describe('the history’s target', () => {
  it('offers the period’s versions of the type and each version’s lines', () => {
    expect(versionOptions(rows, 'VBC').map((option) => option.id)).toEqual(['202603-V01', '202603-V02']);
    expect(versionOptions(rows, 'FOCO')).toEqual([]);
    expect(lineOptions(rows, '202603-V01').map((option) => option.id)).toEqual(['BRL2', 'BRL1']);
    expect(lineOptions(rows, null)).toEqual([]);
  });

  it('takes the chosen version and line when offered, else the first version and BRL1', () => {
    const versions = versionOptions(rows, 'VBC');
    expect(versionInUse(versions, '202603-V02')).toBe('202603-V02');
    expect(versionInUse(versions, '202512-V01')).toBe('202603-V01');
    const lines = lineOptions(rows, '202603-V01');
    expect(lineInUse(lines, 'BRL2')).toBe('BRL2');
    expect(lineInUse(lines, null)).toBe('BRL1');
    expect(lineInUse(lineOptions(rows, '202603-V02'), null)).toBe('BRL3');
  });

  it('opens on the address’s target within the last 13 months, else the current month and VBC', () => {
    const now = new Date(2026, 2, 15);
    expect(periodOptions(now)).toHaveLength(13);
    expect(periodOptions(now)[0]).toEqual({ id: '202603', label: 'Março/2026' });
    expect(initialHistorySelection({ ano: 2026, mes: 1, tipoMeta: 'VBC', versao: '202601-V01', linha: 'BRL1' }, now)).toEqual({
      periodo: '202601',
      tipoMeta: 'VBC',
      versao: '202601-V01',
      linha: 'BRL1',
    });
    expect(initialHistorySelection({ ano: 2020, mes: 1 }, now)).toEqual({ periodo: '202603', tipoMeta: 'VBC', versao: null, linha: null });
  });
});
