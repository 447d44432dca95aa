import { describe, expect, it } from 'vitest';
import type { AchievementLine } from '@conecta/core';
import {
  axisValueFormat,
  fitLabel,
  lineLabel,
  monthLabel,
  monthLongLabel,
  monthShortLabel,
  monthTone,
  movedIndex,
  percentExtent,
  percentText,
  spokenPercent,
  valueExtent,
} from './chart-logic';

const line = (overrides: Partial<AchievementLine> = {}): AchievementLine => ({
  key: '7',
  name: 'Ana Souza',
  parentKey: null,
  meta: 100_000,
  realizado: 99_000,
  percent: 99,
  tone: 'below',
  ...overrides,
});

describe('percent texts', () => {
  it('shows the percentage with one decimal, or a dash without a meta', () => {
    expect(percentText(101.2)).toBe('101,2%');
    expect(percentText(99)).toBe('99,0%');
    expect(percentText(null)).toBe('—');
  });

  it('speaks the tone in words, never by colour alone', () => {
    expect(spokenPercent(99.1, 'above')).toBe('99,1%, acima de 99%');
    expect(spokenPercent(99, 'below')).toBe('99,0%, até 99%');
    expect(spokenPercent(null, 'below')).toBe('sem meta');
  });

  it('gives a month the §9 tone of its percentage: 99,0 is red, 99,1 green, none red', () => {
    expect(monthTone({ periodo: '202603', meta: 1, realizado: 1, percent: 99 })).toBe('below');
    expect(monthTone({ periodo: '202603', meta: 1, realizado: 1, percent: 99.1 })).toBe('above');
    expect(monthTone({ periodo: '202603', meta: 0, realizado: 1, percent: null })).toBe('below');
  });
});

describe('accessible names', () => {
  it('names a row with its position and every figure in the unit of the type', () => {
    expect(lineLabel(line(), 2, 5, 'VBC')).toBe(
      'Ana Souza, 3 de 5: Meta R$ 100.000, Realizado R$ 99.000, % Atingimento 99,0%, até 99%',
    );
    expect(lineLabel(line({ meta: 1856, realizado: 1, percent: 0.1 }), 0, 1, 'COBERTURA')).toBe(
      'Ana Souza, 1 de 1: Meta 1.856 clientes, Realizado 1 cliente, % Atingimento 0,1%, até 99%',
    );
    expect(lineLabel(line({ meta: 0, percent: null }), 0, 1, 'RECOMENDADOR')).toBe(
      'Ana Souza, 1 de 1: Meta 0 itens, Realizado 99.000 itens, % Atingimento sem meta',
    );
  });

  it('names a month in full', () => {
    expect(monthLabel({ periodo: '202603', meta: 2000, realizado: 2030, percent: 101.5 }, 'FOCO')).toBe(
      'Março de 2026: Meta R$ 2.000, Realizado R$ 2.030, % Atingimento 101,5%, acima de 99%',
    );
  });
});

describe('month labels', () => {
  it('shortens a period for the axis and spells it in full for the detail', () => {
    expect(monthShortLabel('202603')).toBe('mar/26');
    expect(monthShortLabel('202512')).toBe('dez/25');
    expect(monthShortLabel('200901')).toBe('jan/09');
    expect(monthLongLabel('202603')).toBe('Março de 2026');
  });

  it('shows anything that is not a period as it is', () => {
    expect(monthShortLabel('2026-03')).toBe('2026-03');
    expect(monthLongLabel('202613')).toBe('202613');
  });
});

describe('axisValueFormat', () => {
  it('keeps whole numbers below 10 thousand and goes compact from there', () => {
    expect(axisValueFormat('VBC', 5000)(2500)).toBe('R$ 2.500');
    expect(axisValueFormat('VBC', 2_000_000)(500_000)).toBe('R$ 500 mil');
    expect(axisValueFormat('VBC', 2_000_000)(1_200_000)).toBe('R$ 1,2 mi');
    expect(axisValueFormat('VBC', 2_000_000)(0)).toBe('R$ 0');
    expect(axisValueFormat('FOCO', 20_000)(-15_000)).toBe('-R$ 15 mil');
  });

  it('writes counts bare: the chart names their unit', () => {
    expect(axisValueFormat('COBERTURA', 2000)(1500)).toBe('1.500');
    expect(axisValueFormat('RECOMENDADOR', 40_000)(15_000)).toBe('15 mil');
  });
});

describe('extents', () => {
  it('runs the value axis from 0 to the highest meta or realizado', () => {
    expect(valueExtent([line({ meta: 100, realizado: 140 }), line({ meta: 120, realizado: 10 })])).toEqual([0, 140]);
    expect(valueExtent([line({ meta: 100, realizado: -30 })])).toEqual([-30, 100]);
    expect(valueExtent([line({ meta: 0, realizado: 0 })])).toEqual([0, 1]);
    expect(valueExtent([])).toEqual([0, 1]);
  });

  it('keeps the 99 % reference inside the percentage axis', () => {
    expect(percentExtent([{ percent: 80 }, { percent: null }])).toEqual([0, 110]);
    expect(percentExtent([{ percent: 143.2 }])).toEqual([0, 160]);
    expect(percentExtent([{ percent: -12 }])).toEqual([-20, 110]);
  });
});

describe('movedIndex', () => {
  it('moves along the vertical axis with ↑ ↓ and stops at the ends', () => {
    expect(movedIndex('ArrowDown', 0, 5, 'vertical')).toBe(1);
    expect(movedIndex('ArrowUp', 0, 5, 'vertical')).toBe(0);
    expect(movedIndex('ArrowDown', 4, 5, 'vertical')).toBe(4);
    expect(movedIndex('ArrowRight', 0, 5, 'vertical')).toBeNull();
  });

  it('moves along the horizontal axis with ← →, Home and End', () => {
    expect(movedIndex('ArrowRight', 2, 6, 'horizontal')).toBe(3);
    expect(movedIndex('ArrowLeft', 2, 6, 'horizontal')).toBe(1);
    expect(movedIndex('Home', 4, 6, 'horizontal')).toBe(0);
    expect(movedIndex('End', 0, 6, 'horizontal')).toBe(5);
    expect(movedIndex('ArrowDown', 0, 6, 'horizontal')).toBeNull();
    expect(movedIndex('Enter', 0, 6, 'horizontal')).toBeNull();
  });

  it('has nowhere to go without items', () => {
    expect(movedIndex('End', 0, 0, 'vertical')).toBeNull();
  });
});

describe('fitLabel', () => {
  it('keeps a name that fits and cuts a long one with an ellipsis', () => {
    expect(fitLabel('Ana Souza', 140)).toBe('Ana Souza');
    expect(fitLabel('Maria Aparecida dos Santos Oliveira', 112)).toBe('Maria Aparecida…');
    expect(fitLabel('Maria Aparecida dos Santos Oliveira', 112).length).toBeLessThanOrEqual(16);
  });

  it('gives names in capitals (as the server sends them) less room per character', () => {
    expect(fitLabel('CARLOS EDUARDO SANTOS', 104)).toBe('CARLOS EDUA…');
    expect(fitLabel('BRUNO OLIVEIRA', 130)).toBe('BRUNO OLIVEIRA');
  });
});
