import type { CalendarDate } from '@internationalized/date';

/** A date range whose ends may still be missing while the user edits it. */
export interface PartialRange {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

/** Messages of {@link rangeError}; `{data}` is replaced by a dd/MM/yyyy date. */
export interface RangeMessages {
  incomplete: string;
  beforeMin: string;
  afterMax: string;
  reversed: string;
}

export const DEFAULT_RANGE_MESSAGES: RangeMessages = {
  incomplete: 'Informe a data inicial e a data final.',
  beforeMin: 'Escolha datas a partir de {data}.',
  afterMax: 'Escolha datas até {data}.',
  reversed: 'A data final não pode ser anterior à data inicial.',
};

/** dd/MM/yyyy of a calendar date (31/01/2025). */
export function formatCalendarDate(date: CalendarDate): string {
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}

/**
 * What is wrong with a range, or null when nothing is: a date before `minValue` or after
 * `maxValue`, an end before the start, or (when `requireComplete`) only one end filled in.
 * An empty range is not an error here (use `isRequired` for that).
 */
export function rangeError(
  range: PartialRange | null,
  {
    minValue,
    maxValue,
    requireComplete = false,
    messages = DEFAULT_RANGE_MESSAGES,
  }: { minValue?: CalendarDate | null; maxValue?: CalendarDate | null; requireComplete?: boolean; messages?: RangeMessages },
): string | null {
  const start = range?.start ?? null;
  const end = range?.end ?? null;
  const dates = [start, end].filter((d): d is CalendarDate => d != null);
  if (minValue && dates.some((d) => d.compare(minValue) < 0)) {
    return messages.beforeMin.replace('{data}', formatCalendarDate(minValue));
  }
  if (maxValue && dates.some((d) => d.compare(maxValue) > 0)) {
    return messages.afterMax.replace('{data}', formatCalendarDate(maxValue));
  }
  if (start && end && end.compare(start) < 0) return messages.reversed;
  if (requireComplete && dates.length === 1) return messages.incomplete;
  return null;
}
