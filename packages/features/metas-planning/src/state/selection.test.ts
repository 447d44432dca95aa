import { describe, expect, it } from 'vitest';
import { metasSelectionSearch, parseMetasSelection } from '@conecta/core';
import {
  EMPTY_SELECTION,
  changeStep,
  isComplete,
  monthOptions,
  selectionFromAddress,
  toMetasSelection,
  visibleSteps,
  withinOptions,
  yearOptions,
} from './selection';

const NOW = new Date(2026, 10, 21, 12, 0, 0);
const FULL = { ano: 2026, mes: 11, versao: '202611-V01', linha: 'BRL1' };

describe('cascade Ano → Periodo → Versao → Linha', () => {
  it('offers the current and the previous year and 12 months in Portuguese', () => {
    expect(yearOptions(NOW)).toEqual([2026, 2025]);
    expect(monthOptions()).toHaveLength(12);
    expect(monthOptions()[2]).toEqual({ mes: 3, label: 'Março' });
  });

  it('shows each step once the previous one is chosen', () => {
    expect(visibleSteps(EMPTY_SELECTION)).toEqual(['ano']);
    expect(visibleSteps({ ...EMPTY_SELECTION, ano: 2026 })).toEqual(['ano', 'mes']);
    expect(visibleSteps({ ...EMPTY_SELECTION, ano: 2026, mes: 3 })).toEqual(['ano', 'mes', 'versao']);
    expect(visibleSteps(FULL)).toEqual(['ano', 'mes', 'versao', 'linha']);
    expect(isComplete(FULL)).toBe(true);
    expect(isComplete({ ...FULL, linha: null })).toBe(false);
  });

  it('changing a step resets every later one', () => {
    expect(changeStep(FULL, 'mes', 10)).toEqual({ ano: 2026, mes: 10, versao: null, linha: null });
    expect(changeStep(FULL, 'ano', 2025)).toEqual({ ano: 2025, mes: null, versao: null, linha: null });
    expect(changeStep(FULL, 'versao', '202611-V02')).toEqual({ ...FULL, versao: '202611-V02', linha: null });
    expect(changeStep(FULL, 'linha', 'BRL2')).toEqual({ ...FULL, linha: 'BRL2' });
  });

  it('choosing the same value changes nothing', () => {
    expect(changeStep(FULL, 'mes', 11)).toBe(FULL);
  });
});

describe('selection in the address', () => {
  it('reads a full link and writes it back for the supervisor split', () => {
    const initial = parseMetasSelection('?ano=2026&mes=11&meta=VBC&versao=202611-V01&linha=BRL1');
    const selection = selectionFromAddress(initial, NOW);
    expect(selection).toEqual(FULL);
    expect(metasSelectionSearch(toMetasSelection(selection))).toBe(
      '?ano=2026&mes=11&meta=VBC&versao=202611-V01&linha=BRL1',
    );
  });

  it('drops a year outside the choices, and the version of another target type', () => {
    expect(selectionFromAddress({ ano: 2020, mes: 1 }, NOW)).toEqual(EMPTY_SELECTION);
    expect(selectionFromAddress({ ano: 2025 }, NOW)).toEqual({ ...EMPTY_SELECTION, ano: 2025 });
    expect(selectionFromAddress({ ano: 2026, mes: 5, tipoMeta: 'COBERTURA', versao: 'X', linha: 'Y' }, NOW)).toEqual({
      ano: 2026,
      mes: 5,
      versao: null,
      linha: null,
    });
    expect(selectionFromAddress(undefined, NOW)).toEqual(EMPTY_SELECTION);
  });

  it('drops a version or a line the period does not list', () => {
    expect(withinOptions(FULL, null)).toBe(FULL);
    expect(withinOptions(FULL, { versions: ['202611-V01'], lines: ['BRL1'] })).toBe(FULL);
    expect(withinOptions(FULL, { versions: ['202611-V02'], lines: ['BRL1'] })).toEqual({ ...FULL, versao: null, linha: null });
    expect(withinOptions(FULL, { versions: ['202611-V01'], lines: ['BRL2'] })).toEqual({ ...FULL, linha: null });
  });

  it('writes partial selections', () => {
    expect(toMetasSelection(EMPTY_SELECTION)).toEqual({});
    expect(toMetasSelection({ ...EMPTY_SELECTION, ano: 2026, mes: 2 })).toEqual({ ano: 2026, mes: 2, tipoMeta: 'VBC' });
  });
});
