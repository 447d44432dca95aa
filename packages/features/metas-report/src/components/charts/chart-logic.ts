/**
 * Pure logic of the report's charts: labels, formats, domains and keyboard moves. No React, no
 * styling: unit-tested in node (chart-logic.test.ts).
 */
import {
  achievementTone,
  formatInteger,
  formatMetaValue,
  formatPercent,
  metaTypeInfo,
  monthName,
  parsePeriodKey,
  type AchievementLine,
  type AchievementMonth,
  type AchievementTone,
  type MetaType,
} from '@conecta/core';
import { MESSAGES } from '../../messages';

/** '% Atingimento' as shown: '101,2%', or '—' without a meta. */
export function percentText(percent: number | null): string {
  return percent === null ? '—' : formatPercent(percent);
}

/** '% Atingimento' in words for screen readers: '101,2%, acima de 99%' or 'sem meta'. */
export function spokenPercent(percent: number | null, tone: AchievementTone): string {
  return percent === null ? MESSAGES.badge.noFigure : `${formatPercent(percent)}, ${toneWords(tone)}`;
}

/** The tone in words: 'acima de 99%' or 'até 99%'. */
export function toneWords(tone: AchievementTone): string {
  return tone === 'above' ? MESSAGES.badge.above : MESSAGES.badge.below;
}

/** The tone of a month (months carry no tone of their own): the §9 rule on its percentage. */
export function monthTone(month: AchievementMonth): AchievementTone {
  return achievementTone(month.percent ?? Number.NaN);
}

/** The figures of a line or a month, in words: 'Meta R$ 1.000, Realizado R$ 900, % Atingimento 90,0%, até 99%'. */
export function figuresText(item: { meta: number; realizado: number; percent: number | null }, tone: AchievementTone, type: MetaType): string {
  const { meta, realizado, percent } = MESSAGES.charts;
  return `${meta} ${formatMetaValue(item.meta, type)}, ${realizado} ${formatMetaValue(item.realizado, type)}, ${percent} ${spokenPercent(item.percent, tone)}`;
}

/** Accessible name of a bars row: 'Ana Souza, 1 de 5: Meta R$ 1.000, Realizado …'. */
export function lineLabel(line: AchievementLine, index: number, count: number, type: MetaType): string {
  return `${line.name}, ${MESSAGES.charts.bars.position(index + 1, count)}: ${figuresText(line, line.tone, type)}`;
}

const MONTH_ABBREVIATIONS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

/** A 'YYYYMM' period as the axis shows it: '202603' → 'mar/26'. Anything else is shown as it is. */
export function monthShortLabel(periodo: string): string {
  const period = parsePeriodKey(periodo);
  if (!period) return periodo;
  return `${MONTH_ABBREVIATIONS[period.month - 1]}/${String(period.year % 100).padStart(2, '0')}`;
}

/** A 'YYYYMM' period in full: '202603' → 'Março de 2026'. Anything else is shown as it is. */
export function monthLongLabel(periodo: string): string {
  const period = parsePeriodKey(periodo);
  const name = period ? monthName(period.month) : null;
  return period && name ? MESSAGES.charts.trend.monthLong(name, period.year) : periodo;
}

/** Accessible name of a trend month: 'Março de 2026: Meta R$ 1.000, Realizado …'. */
export function monthLabel(month: AchievementMonth, type: MetaType): string {
  return `${monthLongLabel(month.periodo)}: ${figuresText(month, monthTone(month), type)}`;
}

const compactFormat = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** Below this magnitude the axis shows whole numbers ('R$ 5.000'); from it on, compact ('R$ 50 mil'). */
const COMPACT_FROM = 10_000;

/**
 * Formats the value axis' ticks: money with 'R$', counts bare (the chart names the unit), compact
 * when the axis reaches 10 thousand: 'R$ 0', 'R$ 500 mil', 'R$ 1,2 mi', '1,5 mil'; whole numbers
 * below ('R$ 2.500', '750').
 */
export function axisValueFormat(type: MetaType, maxAbs: number): (value: number) => string {
  const money = metaTypeInfo(type).unit === 'money';
  const digits = (value: number) =>
    maxAbs >= COMPACT_FROM ? compactFormat.format(Math.abs(value)).replace(/[\u00A0\u202F]/g, ' ') : formatInteger(Math.abs(value));
  return (value) => {
    const sign = value < 0 && digits(value) !== '0' ? '-' : '';
    return `${sign}${money ? 'R$ ' : ''}${digits(value)}`;
  };
}

/** The value axis' extent: from 0 (or the lowest negative value) to the highest meta or realizado (at least 1). */
export function valueExtent(lines: readonly Pick<AchievementLine, 'meta' | 'realizado'>[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const line of lines) {
    for (const value of [line.meta, line.realizado]) {
      if (!Number.isFinite(value)) continue;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
  }
  return [low, high > low ? high : low + 1];
}

/**
 * The percentage axis' extent: 0 (or below, for a negative percentage) up to at least 110 %, so
 * the 99 % reference sits inside the chart, and 10 points above the highest month.
 */
export function percentExtent(months: readonly Pick<AchievementMonth, 'percent'>[]): [number, number] {
  const values = months.map((month) => month.percent).filter((value): value is number => value !== null && Number.isFinite(value));
  const low = Math.min(0, ...values);
  const high = Math.max(110, ...values.map((value) => value + 10));
  return [Math.floor(low / 10) * 10, Math.ceil(high / 10) * 10];
}

/** Which arrow keys move along a chart's items. */
export type ChartAxis = 'vertical' | 'horizontal';

/**
 * The item a key moves to from `index` among `count` items (roving focus): the previous or next
 * one along the chart's axis (stopping at the ends), Home the first, End the last; null for any
 * other key.
 */
export function movedIndex(key: string, index: number, count: number, axis: ChartAxis): number | null {
  if (count === 0) return null;
  const [back, forward] = axis === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const current = Math.min(Math.max(index, 0), count - 1);
  switch (key) {
    case back:
      return Math.max(current - 1, 0);
    case forward:
      return Math.min(current + 1, count - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** About how wide a character of the 13 px sans-serif is (px): capitals and digits are wider than small letters. */
function charWidth(char: string): number {
  if (char === ' ') return 3.6;
  if (/[A-ZÀ-Ý0-9]/.test(char)) return char === 'I' ? 3.8 : /[MW]/.test(char) ? 11 : 8.6;
  return /[iljtf.,']/.test(char) ? 3.6 : /[mw]/.test(char) ? 10 : 6.8;
}

/**
 * A label cut to fit about `width` px of a 13 px sans-serif, with '…' when cut (names come in
 * capitals from the server, which need more room than small letters): the full name stays in the
 * row's accessible name, its detail and the table.
 */
export function fitLabel(text: string, width: number): string {
  let used = 0;
  const ellipsis = 8;
  for (let index = 0; index < text.length; index += 1) {
    used += charWidth(text.charAt(index));
    if (used > width) {
      // Cut where the ellipsis still fits, keeping at least three characters.
      let end = index;
      while (end > 3 && text.slice(0, end).split('').reduce((acc, char) => acc + charWidth(char), 0) + ellipsis > width) end -= 1;
      return `${text.slice(0, end).trimEnd()}…`;
    }
  }
  return text;
}
