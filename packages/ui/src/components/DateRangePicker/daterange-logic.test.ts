import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, rangeError } from './daterange-logic';

const today = new CalendarDate(2025, 3, 10);

describe('formatCalendarDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatCalendarDate(new CalendarDate(2025, 1, 5))).toBe('05/01/2025');
  });
});

describe('rangeError', () => {
  it('accepts an empty or a valid range', () => {
    expect(rangeError(null, { minValue: today, requireComplete: true })).toBeNull();
    expect(rangeError({ start: today, end: today.add({ days: 5 }) }, { minValue: today })).toBeNull();
  });
  it('refuses dates before the minimum, naming it', () => {
    expect(rangeError({ start: today.subtract({ days: 1 }), end: today }, { minValue: today })).toBe(
      'Escolha datas a partir de 10/03/2025.',
    );
    expect(rangeError({ start: today.subtract({ days: 3 }), end: null }, { minValue: today })).toBe(
      'Escolha datas a partir de 10/03/2025.',
    );
  });
  it('refuses dates after the maximum', () => {
    expect(rangeError({ start: today, end: new CalendarDate(2026, 1, 1) }, { maxValue: new CalendarDate(2025, 12, 31) })).toBe(
      'Escolha datas até 31/12/2025.',
    );
  });
  it('refuses an end before the start', () => {
    expect(rangeError({ start: today.add({ days: 3 }), end: today }, {})).toBe(
      'A data final não pode ser anterior à data inicial.',
    );
  });
  it('reports a half-filled range only when asked to', () => {
    expect(rangeError({ start: today, end: null }, {})).toBeNull();
    expect(rangeError({ start: today, end: null }, { requireComplete: true })).toBe('Informe a data inicial e a data final.');
    expect(rangeError({ start: null, end: today }, { requireComplete: true })).toBe('Informe a data inicial e a data final.');
  });
});
