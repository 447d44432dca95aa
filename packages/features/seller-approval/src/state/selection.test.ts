import { describe, expect, it } from 'vitest';
import { choose, chosenOf, initialOf, yearOptions } from './selection';

describe('the cascade (§4.4)', () => {
  const full = { ano: 2026, mes: 3, tipoMeta: 'VBC', versao: '202603-V01', linha: 'BRL1' };
  it('resets the later selects when an earlier one changes', () => {
    expect(choose(full, 'mes', 4)).toEqual({ tipoMeta: 'VBC', ano: 2026, mes: 4 });
    expect(choose(full, 'ano', 2025)).toEqual({ tipoMeta: 'VBC', ano: 2025 });
    expect(choose(full, 'versao', '202603-V02')).toEqual({ tipoMeta: 'VBC', ano: 2026, mes: 3, versao: '202603-V02' });
    expect(choose(full, 'linha', 'BRL2')).toEqual({ ...full, linha: 'BRL2' });
  });
  it('is chosen only with every select filled', () => {
    expect(chosenOf(full)).toEqual({ ano: 2026, mes: 3, periodo: '202603', versao: '202603-V01', linha: 'BRL1' });
    expect(chosenOf({ ...full, linha: undefined })).toBeNull();
  });
  it('keeps the type VBC from the address and drops what follows another type', () => {
    expect(initialOf({ ...full, tipoMeta: 'FOCO' })).toEqual({ ano: 2026, mes: 3, tipoMeta: 'VBC' });
    expect(initialOf(undefined)).toEqual({ tipoMeta: 'VBC' });
  });
  it("keeps a programming screen on its own type (issue 22)", () => {
    expect(initialOf({ ...full, tipoMeta: 'COBERTURA' }, 'COBERTURA')).toEqual({ ...full, tipoMeta: 'COBERTURA' });
    expect(initialOf(full, 'FOCO')).toEqual({ ano: 2026, mes: 3, tipoMeta: 'FOCO' });
    expect(initialOf(undefined, 'RECOMENDADOR')).toEqual({ tipoMeta: 'RECOMENDADOR' });
    const cobertura = { ...full, tipoMeta: 'COBERTURA' };
    expect(choose(cobertura, 'mes', 4)).toEqual({ tipoMeta: 'COBERTURA', ano: 2026, mes: 4 });
  });
  it('offers the current year and the previous one', () => {
    expect(yearOptions(new Date(2026, 0, 15))).toEqual([2026, 2025]);
  });
});
