import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONTH_NAMES,
  currentPeriod,
  formatBRL,
  formatBackendTimestamp,
  formatDate,
  formatFileSize,
  formatInteger,
  formatPercent,
  fromYyyymmdd,
  monthName,
  monthNumber,
  parseBrazilianDate,
  parseBrazilianNumber,
  parsePeriodKey,
  periodKey,
  sizeLabelParts,
  toYyyymmdd,
} from './format';

const ASCII = /^[\x20-\x7E]*$/;

describe('formatBRL', () => {
  it('shows reais without decimals, dot thousands and a normal space', () => {
    expect(formatBRL(1234567)).toBe('R$ 1.234.567');
    expect(formatBRL(1234)).toBe('R$ 1.234');
    expect(formatBRL(0)).toBe('R$ 0');
  });

  it('puts the minus sign before the currency', () => {
    expect(formatBRL(-1234)).toBe('-R$ 1.234');
  });

  it('rounds to whole reais and never shows -R$ 0', () => {
    expect(formatBRL(1234.5)).toBe('R$ 1.235');
    expect(formatBRL(-0.4)).toBe('R$ 0');
  });

  it('reads non-finite values as zero', () => {
    expect(formatBRL(NaN)).toBe('R$ 0');
    expect(formatBRL(Infinity)).toBe('R$ 0');
  });

  it('only ever emits plain ASCII (no no-break space)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const text = formatBRL(value);
        expect(text).toMatch(ASCII);
        expect(text).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*$/);
        expect(parseBrazilianNumber(text)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatInteger', () => {
  it('groups thousands with dots', () => {
    expect(formatInteger(1234567)).toBe('1.234.567');
    expect(formatInteger(1000)).toBe('1.000');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(-5000)).toBe('-5.000');
  });
});

describe('formatPercent', () => {
  it('shows one decimal with a comma', () => {
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(100)).toBe('100,0%');
    expect(formatPercent(33.333)).toBe('33,3%');
    expect(formatPercent(-4.25)).toBe('-4,3%');
  });

  it('takes other decimal counts for increase and decrease notes', () => {
    expect(formatPercent(7.456, { fractionDigits: 2 })).toBe('7,46%');
    expect(formatPercent(1234.5)).toBe('1.234,5%');
  });

  it('shows zero for tiny negatives and non-finite values', () => {
    expect(formatPercent(-0.01)).toBe('0,0%');
    expect(formatPercent(NaN)).toBe('0,0%');
  });
});

describe('parseBrazilianNumber', () => {
  it.each([
    ['1.234', 1234],
    ['1.234,00', 1234],
    ['1234,5', 1234.5],
    ['1234', 1234],
    ['1.234.567', 1234567],
    ['0,75', 0.75],
    ['-1.234', -1234],
    ['R$ 1.234', 1234],
    ['R$\u00A01.234.567', 1234567],
    ['-R$ 1.234', -1234],
    ['R$ -1.234', -1234],
    ['  1.234\r\n', 1234],
    ['\t2.500\n', 2500],
    ['-0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseBrazilianNumber(text)).toBe(value);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1.23',
    '12.34,5',
    '1,234.5',
    '1.234.56',
    '1,2,3',
    ',5',
    '1,',
    '--1',
    '1e3',
    '1 234',
    'R$',
    'NaN',
    'Infinity',
  ])('refuses %j', (text) => {
    expect(parseBrazilianNumber(text)).toBeNull();
  });

  it('reads back whatever formatInteger writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(parseBrazilianNumber(formatInteger(value))).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dates', () => {
  const day = new Date(2025, 0, 5, 8, 3, 9);

  it('formats dd/MM/yyyy', () => {
    expect(formatDate(day)).toBe('05/01/2025');
    expect(formatDate(new Date(NaN))).toBe('');
  });

  it('parses dd/MM/yyyy to local midnight and refuses days that do not exist', () => {
    expect(parseBrazilianDate('05/01/2025')).toEqual(new Date(2025, 0, 5));
    expect(parseBrazilianDate('29/02/2024')).toEqual(new Date(2024, 1, 29));
    expect(parseBrazilianDate('29/02/2025')).toBeNull();
    expect(parseBrazilianDate('5/1/2025')).toBeNull();
    expect(parseBrazilianDate('2025-01-05')).toBeNull();
  });

  it('converts Date ↔ yyyymmdd', () => {
    expect(toYyyymmdd(day)).toBe('20250105');
    expect(fromYyyymmdd('20250105')).toEqual(new Date(2025, 0, 5));
    expect(fromYyyymmdd('20251301')).toBeNull();
    expect(fromYyyymmdd('20250431')).toBeNull();
    expect(fromYyyymmdd('2025015')).toBeNull();
    expect(toYyyymmdd(new Date(NaN))).toBe('');
  });

  it('round-trips any day through both date formats', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }),
        (date) => {
          const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate());
          expect(fromYyyymmdd(toYyyymmdd(date))).toEqual(midnight);
          expect(parseBrazilianDate(formatDate(date))).toEqual(midnight);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('formats backend timestamps as YYYY-MM-DD HH:MM:SS', () => {
    expect(formatBackendTimestamp(day)).toBe('2025-01-05 08:03:09');
    expect(formatBackendTimestamp(new Date(2025, 11, 31, 23, 59, 59))).toBe('2025-12-31 23:59:59');
  });
});

describe('periods and months', () => {
  it('builds YYYYMM keys', () => {
    expect(periodKey(2025, 3)).toBe('202503');
    expect(periodKey(2024, 12)).toBe('202412');
    expect(currentPeriod(new Date(2025, 6, 31, 23, 59))).toBe('202507');
  });

  it('refuses impossible months and years', () => {
    expect(() => periodKey(2025, 0)).toThrow(RangeError);
    expect(() => periodKey(2025, 13)).toThrow(RangeError);
    expect(() => periodKey(25, 1)).toThrow(RangeError);
  });

  it('reads YYYYMM keys back', () => {
    expect(parsePeriodKey('202503')).toEqual({ year: 2025, month: 3 });
    expect(parsePeriodKey('202513')).toBeNull();
    expect(parsePeriodKey('20253')).toBeNull();
  });

  it('names the twelve months in Portuguese', () => {
    expect(MONTH_NAMES).toEqual([
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ]);
  });

  it('maps names to two-digit months and back', () => {
    expect(MONTH_NAMES.map(monthNumber)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(monthName('03')).toBe('Março');
    expect(monthName(12)).toBe('Dezembro');
    expect(monthName('1')).toBe('Janeiro');
  });

  it('ignores case and accents in names, and refuses unknown months', () => {
    expect(monthNumber('marco')).toBe('03');
    expect(monthNumber(' MARÇO ')).toBe('03');
    expect(monthNumber('March')).toBeNull();
    expect(monthName(0)).toBeNull();
    expect(monthName('13')).toBeNull();
    expect(monthName(1.5)).toBeNull();
  });
});

describe('file sizes', () => {
  it('shows bytes below 1024', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('shows kilobytes with two decimals and a comma', () => {
    expect(formatFileSize(1024)).toBe('1,00 KB');
    expect(formatFileSize(153600)).toBe('150,00 KB');
    expect(formatFileSize(204800)).toBe('200,00 KB');
    expect(formatFileSize(1536 + 5)).toBe('1,50 KB');
  });

  it('shows megabytes with two decimals from 1024 KB', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1,00 MB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1,00 MB');
    expect(formatFileSize(5242880)).toBe('5,00 MB');
    expect(formatFileSize(5_000_000)).toBe('4,77 MB');
  });

  it('splits the label into size and unit for the notification payload', () => {
    expect(sizeLabelParts(153600)).toEqual({ size: '150,00', unit: 'KB' });
    expect(sizeLabelParts(512)).toEqual({ size: '512', unit: 'B' });
  });

  it('reads negative and non-finite sizes as 0 B', () => {
    expect(formatFileSize(-1)).toBe('0 B');
    expect(formatFileSize(NaN)).toBe('0 B');
  });
});
