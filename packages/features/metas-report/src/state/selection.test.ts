import { describe, expect, it } from 'vitest';
import { lineInUse } from '@conecta/core';
import { initialReportSelection, lineOptions, periodLabel, periodOptions, trendPeriods } from './selection';

const NOW = new Date(2026, 10, 27); // 27 November 2026

describe('the report\'s selects', () => {
  it('offers the current month and the twelve before it, newest first, named in Portuguese', () => {
    const periods = periodOptions(NOW);
    expect(periods).toHaveLength(13);
    expect(periods[0]).toEqual({ id: '202611', label: 'Novembro/2026' });
    expect(periods[12]).toEqual({ id: '202511', label: 'Novembro/2025' });
    expect(periodOptions(new Date(2026, 0, 5))[1]).toEqual({ id: '202512', label: 'Dezembro/2025' });
    expect(periodLabel('202603')).toBe('Março/2026');
  });

  it('names every month of the trend, across a year, oldest first', () => {
    expect(trendPeriods('202602', 3)).toEqual(['202512', '202601', '202602']);
    expect(trendPeriods('202611', 12)).toHaveLength(12);
    expect(trendPeriods('202611', 12)[0]).toBe('202512');
  });

  it('takes the lines of the chosen type only, distinct, and BRL1 by default', () => {
    const rows = [
      { identificador: 'TIPO_META', dadoBase: 'VBC', versao: '202611-V01' },
      { identificador: 'TIPO_META', dadoBase: 'COBERTURA', versao: '202611-V02' },
      { identificador: 'LINHA', dadoBase: 'BRL2', versao: '202611-V01' },
      { identificador: 'LINHA', dadoBase: 'BRL1', versao: '202611-V01' },
      { identificador: 'LINHA', dadoBase: 'BRL1', versao: '202611-V01' },
      { identificador: 'LINHA', dadoBase: 'BRL3', versao: '202611-V02' },
    ];
    const vbc = lineOptions(rows, 'VBC');
    expect(vbc.map((option) => option.id)).toEqual(['BRL2', 'BRL1']);
    expect(lineOptions(rows, 'COBERTURA').map((option) => option.id)).toEqual(['BRL3']);
    expect(lineOptions(rows, 'FOCO')).toEqual([]);
    // The type's lines as core's lineInUse reads them (its own cases are core's tests).
    expect(lineInUse(vbc, null)).toBe('BRL1');
    expect(lineInUse(lineOptions(rows, 'COBERTURA'), null)).toBe('BRL3');
  });

  it('opens on the address when valid, else on this month, VBC, the default line and a 6-month trend', () => {
    expect(initialReportSelection(undefined, NOW)).toEqual({ periodo: '202611', tipoMeta: 'VBC', linha: null, broker: null, meses: 6 });
    expect(initialReportSelection({ ano: 2026, mes: 3, tipoMeta: 'COBERTURA', linha: 'BRL2' }, NOW)).toMatchObject({
      periodo: '202603',
      tipoMeta: 'COBERTURA',
      linha: 'BRL2',
    });
    // Outside the Período options, or an unknown type: the defaults.
    expect(initialReportSelection({ ano: 2024, mes: 3 }, NOW).periodo).toBe('202611');
    expect(initialReportSelection({ ano: 2026, mes: 3, tipoMeta: 'XYZ' }, NOW).tipoMeta).toBe('VBC');
  });
});
