import { describe, expect, it } from 'vitest';
import { META_TYPES, formatMetaNumber, formatMetaValue, isMetaType, isWithinMetaTolerance, metaTypeInfo } from './meta-types';

describe('target types', () => {
  it('lists the four types of the spec, VBC first', () => {
    expect(META_TYPES).toEqual(['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO']);
    expect(META_TYPES.map((type) => metaTypeInfo(type).label)).toEqual(['VBC', 'COBERTURA', 'RECOMENDADOR', 'PRODUTO FOCO']);
  });

  it('recognises only the backend names', () => {
    expect(isMetaType('FOCO')).toBe(true);
    expect(isMetaType('PRODUTO FOCO')).toBe(false);
    expect(isMetaType('vbc')).toBe(false);
    expect(isMetaType(undefined)).toBe(false);
  });

  it('sends each type to the programming screen the status screen links to (§2.4)', () => {
    expect(META_TYPES.map((type) => metaTypeInfo(type).path)).toEqual([
      '/metas/rateio-vendedor',
      '/metas/cobertura-programacao',
      '/metas/recomendador-programacao',
      '/metas/produtofoco-programacao',
    ]);
  });

  it('shows money in reais and counts with their noun, singular for one', () => {
    expect(formatMetaValue(1234567, 'VBC')).toBe('R$ 1.234.567');
    expect(formatMetaValue(-1234, 'FOCO')).toBe('-R$ 1.234');
    expect(formatMetaValue(1234, 'COBERTURA')).toBe('1.234 clientes');
    expect(formatMetaValue(1, 'COBERTURA')).toBe('1 cliente');
    expect(formatMetaValue(-1, 'COBERTURA')).toBe('-1 cliente');
    expect(formatMetaValue(0, 'RECOMENDADOR')).toBe('0 itens');
    expect(formatMetaValue(1, 'RECOMENDADOR')).toBe('1 item');
  });

  it('leaves the noun out where a header already says the unit', () => {
    expect(formatMetaNumber(1234, 'COBERTURA')).toBe('1.234');
    expect(formatMetaNumber(1234, 'VBC')).toBe('R$ 1.234');
  });

  it('tolerates 0 to 10 reais of rounding, and no unit of a count', () => {
    expect([-1, 0, 10, 11].map((diff) => isWithinMetaTolerance(diff, 'VBC'))).toEqual([false, true, true, false]);
    expect([-1, 0, 10, 11].map((diff) => isWithinMetaTolerance(diff, 'FOCO'))).toEqual([false, true, true, false]);
    expect([-1, 0, 1].map((diff) => isWithinMetaTolerance(diff, 'COBERTURA'))).toEqual([false, true, false]);
    expect([-1, 0, 1].map((diff) => isWithinMetaTolerance(diff, 'RECOMENDADOR'))).toEqual([false, true, false]);
  });
});
