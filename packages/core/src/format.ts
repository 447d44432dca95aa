/**
 * Brazilian formats: money, whole numbers, percentages, pasted numbers, dates, backend
 * timestamps, periods, month names and file sizes. Every output uses plain ASCII spaces and
 * hyphen-minus, never the no-break space or minus sign some Intl data emit.
 */

const integerFormat = new Intl.NumberFormat('pt-BR', {
  maximumFractionDigits: 0,
  useGrouping: 'always',
  signDisplay: 'negative',
});

function decimalFormat(fractionDigits: number, useGrouping: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: useGrouping ? 'always' : false,
    signDisplay: 'negative',
  });
}

/** Intl output made ASCII: no-break and narrow no-break spaces become spaces, '−' becomes '-'. */
function ascii(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ').replace(/\u2212/g, '-');
}

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * Whole number with dot thousands: 1234567 → '1.234.567'. Rounds half away from zero;
 * non-finite values read as 0; no '-0'.
 */
export function formatInteger(value: number): string {
  return ascii(integerFormat.format(finiteOrZero(value)));
}

/**
 * Money in reais without decimals: 1234567 → 'R$ 1.234.567', -1234 → '-R$ 1.234' (the sign
 * leads, as in Intl's pt-BR currency format). Non-finite values read as 0.
 */
export function formatBRL(value: number): string {
  const digits = formatInteger(Math.abs(finiteOrZero(value)));
  return value < 0 && digits !== '0' ? `-R$ ${digits}` : `R$ ${digits}`;
}

/** Options of {@link formatPercent}. */
export interface PercentOptions {
  /**
   * Decimal places (the increase/decrease notes use 1 or 2).
   * @default 1
   */
  fractionDigits?: number;
}

const percentFormats = new Map<number, Intl.NumberFormat>();

/**
 * Percentage points in pt-BR: 12.5 → '12,5%', 100 → '100,0%' (no space before '%').
 * The input is already a percentage (see `percentOf`), not a ratio. Non-finite reads as 0.
 */
export function formatPercent(value: number, { fractionDigits = 1 }: PercentOptions = {}): string {
  let format = percentFormats.get(fractionDigits);
  if (!format) {
    format = decimalFormat(fractionDigits, true);
    percentFormats.set(fractionDigits, format);
  }
  return `${ascii(format.format(finiteOrZero(value)))}%`;
}

/** pt-BR number: optional sign, dot thousands in groups of three (or none), optional comma decimals. */
const BRAZILIAN_NUMBER = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/**
 * Reads a number typed or pasted from a pt-BR spreadsheet: '1.234' → 1234, '1.234,00' → 1234,
 * '1234,5' → 1234.5, 'R$ 1.234' → 1234, '-1.234' → -1234. Surrounding whitespace (tabs and line
 * breaks from a copied cell) is ignored. Anything else, including US-style '1,234.5' and
 * malformed groups like '1.23', is null.
 */
export function parseBrazilianNumber(text: string): number | null {
  const compact = text.trim().replace(/^(-?)R\$\s*/, '$1');
  if (!BRAZILIAN_NUMBER.test(compact)) return null;
  const value = Number(compact.replace(/\./g, '').replace(',', '.'));
  return value === 0 ? 0 : value;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** A local Date for a calendar day, or null when the day does not exist (31/02). */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  const valid =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return valid ? date : null;
}

/** Local date as 'dd/MM/yyyy' (31/01/2025). An invalid Date gives ''. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** Reads 'dd/MM/yyyy' as local midnight; null for another shape or a day that does not exist. */
export function parseBrazilianDate(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Local date as 'yyyymmdd' (20250131), the format the backend takes for dates. Invalid Date gives ''. */
export function toYyyymmdd(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/** Reads 'yyyymmdd' as local midnight; null for another shape or a day that does not exist. */
export function fromYyyymmdd(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Local time as the backend's 'YYYY-MM-DD HH:MM:SS' (2025-01-31 08:05:09). Invalid Date gives ''. */
export function formatBackendTimestamp(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * A backend timestamp ('2026-11-02 08:15:00') as screens show it: '02/11/2026 08:15', or with
 * `short` '02/11 às 08:15' (lists of recent items). Text that is not a timestamp is shown as it came.
 */
export function backendStampText(stamp: string, { short = false }: { short?: boolean } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(stamp);
  if (!match) return stamp;
  return short ? `${match[3]}/${match[2]} às ${match[4]}:${match[5]}` : `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}`;
}

/** A target period: year and month 1–12. */
export interface Period {
  /** Four-digit year. */
  year: number;
  /** Month, 1 (Janeiro) to 12 (Dezembro). */
  month: number;
}

/**
 * Period key 'YYYYMM': the year followed by the two-digit month (2025, 3 → '202503').
 * Throws a RangeError for a year outside 1000–9999 or a month outside 1–12.
 */
export function periodKey(year: number, month: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Invalid year: ${year}`);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid month: ${month}`);
  }
  return `${year}${pad(month)}`;
}

/** The period key of `now`'s local year and month. */
export function currentPeriod(now: Date = new Date()): string {
  return periodKey(now.getFullYear(), now.getMonth() + 1);
}

/** Reads a 'YYYYMM' key; null when it is not one. */
export function parsePeriodKey(key: string): Period | null {
  const match = /^(\d{4})(\d{2})$/.exec(key);
  if (!match) return null;
  const period = { year: Number(match[1]), month: Number(match[2]) };
  return period.year >= 1000 && period.month >= 1 && period.month <= 12 ? period : null;
}

/** The 12 Portuguese month names, Janeiro first. */
export const MONTH_NAMES = [
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
] as const;

/** A Portuguese month name. */
export type MonthName = (typeof MONTH_NAMES)[number];

function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Two-digit month of a Portuguese month name ('Março' → '03'). Case and accents are ignored
 * ('marco' → '03'); null for anything else.
 */
export function monthNumber(name: string): string | null {
  const folded = foldAccents(name.trim());
  const index = MONTH_NAMES.findIndex((month) => foldAccents(month) === folded);
  return index === -1 ? null : pad(index + 1);
}

/** 'Novembro/2026' for '202611' (the key itself when it is not one). */
export function periodLabel(periodo: string): string {
  const period = parsePeriodKey(periodo);
  return period ? `${MONTH_NAMES[period.month - 1]}/${period.year}` : periodo;
}

/** The month of `now` and the `monthsBack` before it, newest first: `{ id: 'YYYYMM', label: 'Novembro/2026' }`. */
export function recentPeriods(now: Date, monthsBack: number): { id: string; label: string }[] {
  return Array.from({ length: monthsBack + 1 }, (_, back) => {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const id = periodKey(date.getFullYear(), date.getMonth() + 1);
    return { id, label: periodLabel(id) };
  });
}

/** Portuguese name of a month given as 1–12 or '01'–'12' (3 or '03' → 'Março'); null otherwise. */
export function monthName(month: number | string): MonthName | null {
  const value = typeof month === 'string' && /^\d{1,2}$/.test(month) ? Number(month) : month;
  return typeof value === 'number' && Number.isInteger(value)
    ? (MONTH_NAMES[value - 1] ?? null)
    : null;
}

/** Unit of a displayed file size. */
export type SizeUnit = 'B' | 'KB' | 'MB';

/** A file size split for display: number text and unit. */
export interface SizeLabelParts {
  /** '512', '150,00', '4,77'. */
  size: string;
  /** 'B', 'KB' or 'MB'. */
  unit: SizeUnit;
}

const KIB = 1024;
const sizeFormat = decimalFormat(2, false);

/**
 * A byte count split for display, 1024-based: below 1024 bytes whole bytes ('512', 'B'); below
 * 1024 KB kilobytes with two decimals and a comma ('150,00', 'KB'); otherwise megabytes with
 * two decimals ('4,77', 'MB'). A value that would round to '1024,00 KB' shows as '1,00 MB'.
 * No thousands separator. Negative or non-finite counts read as 0.
 */
export function sizeLabelParts(bytes: number): SizeLabelParts {
  const count = Number.isFinite(bytes) && bytes > 0 ? Math.round(bytes) : 0;
  if (count < KIB) return { size: String(count), unit: 'B' };
  const kilobytes = count / KIB;
  if (Math.round(kilobytes * 100) < KIB * 100) {
    return { size: ascii(sizeFormat.format(kilobytes)), unit: 'KB' };
  }
  return { size: ascii(sizeFormat.format(kilobytes / KIB)), unit: 'MB' };
}

/** A byte count as text: '512 B', '150,00 KB', '4,77 MB' (see {@link sizeLabelParts}). */
export function formatFileSize(bytes: number): string {
  const { size, unit } = sizeLabelParts(bytes);
  return `${size} ${unit}`;
}
