import { describe, expect, it } from 'vitest';
import { changeSelection, defaultMeta, initialStatusSelection, metaOptions, monthOptions, periodOf, yearOptions } from './selects';
import { statusNoticeFor } from './use-metas-status';

const NOW = new Date(2026, 10, 21);

describe('yearOptions and monthOptions (spec §9)', () => {
  it('offers the current year and the previous one', () => {
    expect(yearOptions(NOW)).toEqual([
      { id: 2026, label: '2026' },
      { id: 2025, label: '2025' },
    ]);
  });
  it('offers the 12 Portuguese month names as 1–12', () => {
    const months = monthOptions();
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ id: 1, label: 'Janeiro' });
    expect(months[2]).toEqual({ id: 3, label: 'Março' });
    expect(months[11]).toEqual({ id: 12, label: 'Dezembro' });
  });
});

describe('metaOptions and defaultMeta', () => {
  const rows = [
    { identificador: 'TIPO_META', dadoBase: 'VBC', versao: '202609-V01' },
    { identificador: 'TIPO_META', dadoBase: 'COBERTURA', versao: '202609-V01' },
    { identificador: 'TIPO_META', dadoBase: 'VBC', versao: '202609-V02' },
    { identificador: 'TIPO_META', dadoBase: 'FOCO' },
    { identificador: 'DSC_VERSAO', dadoBase: '202609-V01' },
    { identificador: 'LINHA', dadoBase: 'BRL1' },
  ];
  it('lists each TIPO_META once in server order, FOCO as PRODUTO FOCO', () => {
    expect(metaOptions(rows)).toEqual([
      { id: 'VBC', label: 'VBC' },
      { id: 'COBERTURA', label: 'COBERTURA' },
      { id: 'FOCO', label: 'PRODUTO FOCO' },
    ]);
    expect(metaOptions([])).toEqual([]);
  });
  it('preselects the wanted type when offered, else VBC, else nothing', () => {
    const options = metaOptions(rows);
    expect(defaultMeta(options, 'FOCO')).toBe('FOCO');
    expect(defaultMeta(options, 'RECOMENDADOR')).toBe('VBC');
    expect(defaultMeta(options, null)).toBe('VBC');
    expect(defaultMeta([{ id: 'COBERTURA', label: 'COBERTURA' }], null)).toBeNull();
  });
});

describe('changeSelection — the cascade (spec §4.4)', () => {
  const full = { ano: 2026, mes: 9, tipoMeta: 'VBC' };
  it('resets the later selects when an earlier one changes', () => {
    expect(changeSelection(full, 'ano', 2025)).toEqual({ ano: 2025, mes: null, tipoMeta: null });
    expect(changeSelection(full, 'mes', 8)).toEqual({ ano: 2026, mes: 8, tipoMeta: null });
    expect(changeSelection(full, 'tipoMeta', 'FOCO')).toEqual({ ano: 2026, mes: 9, tipoMeta: 'FOCO' });
  });
  it('keeps everything when the same value is chosen again', () => {
    expect(changeSelection(full, 'ano', 2026)).toBe(full);
    expect(changeSelection(full, 'mes', 9)).toBe(full);
  });
  it('gives the period key once year and month are chosen', () => {
    expect(periodOf(full)).toBe('202609');
    expect(periodOf({ ano: 2026, mes: null })).toBeNull();
  });
});

describe('initialStatusSelection', () => {
  it('keeps an address selection within the offered years', () => {
    expect(initialStatusSelection({ ano: 2025, mes: 12, tipoMeta: 'FOCO' }, NOW)).toEqual({ ano: 2025, mes: 12, tipoMeta: 'FOCO' });
    expect(initialStatusSelection({ ano: 2026, mes: 3 }, NOW)).toEqual({ ano: 2026, mes: 3, tipoMeta: null });
  });
  it('drops a year outside the options (and what follows) and starts empty without one', () => {
    expect(initialStatusSelection({ ano: 2020, mes: 3 }, NOW)).toEqual({ ano: null, mes: null, tipoMeta: null });
    expect(initialStatusSelection(undefined, NOW)).toEqual({ ano: null, mes: null, tipoMeta: null });
    expect(initialStatusSelection({ ano: 2026, mes: 13 }, NOW)).toEqual({ ano: 2026, mes: null, tipoMeta: null });
  });
});

describe('statusNoticeFor (spec §8)', () => {
  it('opens the code 4 dialog on failure and "Não houve retorno de status." on an empty answer', () => {
    expect(statusNoticeFor({ isError: true, data: undefined, role: 'manager' })).toBe('failed');
    expect(statusNoticeFor({ isError: false, data: [], role: 'manager' })).toBe('noStatus');
    expect(statusNoticeFor({ isError: false, data: [{}], role: 'manager' })).toBeNull();
    expect(statusNoticeFor({ isError: false, data: undefined, role: 'manager' })).toBeNull();
  });
  it('shows a supervisor an empty table, not the dialog, for an empty answer (the server filtered their lines)', () => {
    expect(statusNoticeFor({ isError: false, data: [], role: 'supervisor' })).toBeNull();
    expect(statusNoticeFor({ isError: true, data: undefined, role: 'supervisor' })).toBe('failed');
  });
});
