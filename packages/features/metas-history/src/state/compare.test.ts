import { describe, expect, it } from 'vitest';
import { compareVersions, differenceText, figuresOf } from './compare';

const v01 = figuresOf({
  summary: [
    { idEmpregadoResponsavelFlexx: '5101', dscNomeEmpregado: 'FELIPE', vlrMetaPlanejado: 1000 },
    { idEmpregadoResponsavelFlexx: '5102', dscNomeEmpregado: 'CARLOS', vlrMetaPlanejado: 2000 },
  ],
  comparison: [
    { GrupoBook: 'BISCOITOS', Itens: [{ Valor: 400 }, { Valor: 800 }] },
    { GrupoBook: 'CAFÉ', Itens: [{ Valor: 600 }, { Valor: 1200 }] },
  ],
});

describe('compareVersions', () => {
  it('sums each version per team and category', () => {
    expect(v01.categories).toEqual([
      { name: 'BISCOITOS', total: 1200 },
      { name: 'CAFÉ', total: 1800 },
    ]);
  });

  it('marks the lines that differ, with the difference and its percent; lines one version lacks show —', () => {
    const v02 = {
      teams: [
        { id: '5101', name: 'FELIPE', total: 1100 },
        { id: '5102', name: 'CARLOS', total: 2000 },
        { id: '5103', name: 'BRUNO', total: 500 },
      ],
      categories: [
        { name: 'BISCOITOS', total: 1300 },
        { name: 'CAFÉ', total: 1800 },
      ],
    };
    const result = compareVersions(v01, v02);
    expect(result.teams.map((line) => [line.label, line.a, line.b, line.difference, line.percent, line.changed])).toEqual([
      ['FELIPE', 1000, 1100, 100, 10, true],
      ['CARLOS', 2000, 2000, 0, 0, false],
      ['BRUNO', null, 500, null, null, true],
    ]);
    expect(result.total).toMatchObject({ label: 'Total', a: 3000, b: 3600, difference: 600, percent: 20, changed: true });
    expect([result.changedCount, result.lineCount]).toEqual([3, 5]);
    expect(result.teams.map((line) => differenceText(line, 'VBC'))).toEqual(['+R$ 100 (+10,0%)', 'Igual', '—']);
  });

  it('writes small and negative changes with their sign, 2 decimals below 0,1%', () => {
    const small = compareVersions(v01, { ...v01, teams: [{ id: '5101', name: 'FELIPE', total: 999 }, { id: '5102', name: 'CARLOS', total: 2001 }] });
    expect(small.teams.map((line) => differenceText(line, 'VBC'))).toEqual(['−R$ 1 (−0,1%)', '+R$ 1 (+0,05%)']);
    expect(differenceText({ key: 'x', label: 'x', a: 10, b: 4, difference: -6, percent: -60, changed: true }, 'COBERTURA')).toMatch(/^−6 .*\(−60,0%\)$/);
  });
});
