import { useId, useMemo, type CSSProperties } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { styled } from 'styled-components';
import { ACHIEVEMENT_THRESHOLD, formatMetaValue, formatPercent, type AchievementMonth, type MetaType } from '@conecta/core';
import { AchievementBadge, type TableColumn } from '@conecta/ui';
import { monthLabel, monthLongLabel, monthShortLabel, monthTone, percentExtent, percentText } from './chart-logic';
import { MESSAGES } from '../../messages';
import { ChartAxis } from './ChartAxis';
import { ChartDataTable } from './ChartDataTable';
import { useChartFocus } from './use-chart-focus';
import { Caption, Detail, DetailFigure, Empty, Figure, Head, Hidden, LegendList, Plot, Swatch } from './chart-parts';
import { useElementWidth } from './use-width';

export interface AchievementTrendProps {
  /** The months, oldest first (core achievementTrendOf). */
  months: readonly AchievementMonth[];
  /** Accessible name and caption, e.g. '% Atingimento nos últimos 6 meses'. */
  title: string;
  /** The target type: formats the meta and realizado of the detail and the table in its unit (R$ or clientes/itens). */
  metaType: MetaType;
}

/** Width used before the container is measured (first render, server render). */
const FALLBACK_WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 20, right: 44, bottom: 30, left: 48 };
/** Each month wants this many px for its axis label; closer months label every other one. */
const LABEL_SPACING = 48;
/** Months at least this far apart show their percentage over the point. */
const POINT_LABEL_SPACING = 56;
/** Half the detail's width, so it stays inside the chart. */
const DETAIL_HALF_WIDTH = 140;

const Svg = styled.svg`
  [data-month] { outline: none; }
  [data-month-bg] { fill: transparent; }
  [data-month][data-active] > [data-month-bg] { fill: ${({ theme }) => theme.colors.surfaceAlt}; }
  [data-month]:focus-visible > [data-month-bg] {
    fill: ${({ theme }) => theme.colors.primarySoft};
    stroke: ${({ theme }) => theme.colors.focusRing};
    stroke-width: 2px;
  }
  [data-line] {
    fill: none;
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 2px;
  }
  [data-point] {
    stroke: ${({ theme }) => theme.colors.surface};
    stroke-width: 1.5px;
  }
  [data-tone='above'] > [data-point] { fill: ${({ theme }) => theme.colors.successText}; }
  [data-tone='below'] > [data-point] { fill: ${({ theme }) => theme.colors.error}; }
  [data-point-label] {
    font-size: 12px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
  [data-tone='above'] > [data-point-label] { fill: ${({ theme }) => theme.colors.successText}; }
  [data-tone='below'] > [data-point-label] { fill: ${({ theme }) => theme.colors.errorText}; }
  [data-reference] line {
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-width: 1.5px;
    stroke-dasharray: 6 4;
  }
  [data-reference] text {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  [data-grid] line { stroke: ${({ theme }) => theme.colors.surfaceSunken}; }
  [data-axis] line { stroke: ${({ theme }) => theme.colors.borderStrong}; }
  [data-axis] text {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-family: inherit;
    font-size: 12px;
  }
`;

const tableColumns = (metaType: MetaType): TableColumn<AchievementMonth>[] => [
  { id: 'month', header: MESSAGES.charts.trend.monthHeader, isRowHeader: true, value: (month) => monthLongLabel(month.periodo) },
  { id: 'meta', header: MESSAGES.charts.meta, align: 'end', value: (month) => month.meta, cell: (month) => formatMetaValue(month.meta, metaType) },
  {
    id: 'realizado',
    header: MESSAGES.charts.realizado,
    align: 'end',
    value: (month) => month.realizado,
    cell: (month) => formatMetaValue(month.realizado, metaType),
  },
  {
    id: 'percent',
    header: MESSAGES.charts.percent,
    align: 'end',
    value: (month) => month.percent,
    cell: (month) => <AchievementBadge value={month.percent} labels={MESSAGES.badge} />,
  },
];

/** A diamond of half-diagonal `r` centred on (x, y): the marker of a month at or below 99 %. */
const diamond = (x: number, y: number, r: number) => `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`;

/**
 * '% Atingimento' month by month: a line over the months (oldest first), a dashed reference at
 * 99 %, and each month's point green (a circle) above 99 % or red (a diamond) otherwise; a month
 * without a meta leaves a gap. One tab stop: ← → Home End move between months and show the month's
 * figures. A toggle shows the same figures in a table.
 */
export function AchievementTrend({ months, title, metaType }: AchievementTrendProps) {
  const captionId = useId();
  const keysHintId = useId();
  const [plotRef, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const keys = useMemo(() => months.map((month) => month.periodo), [months]);
  const focus = useChartFocus(keys, 'horizontal');
  const { current, detailIndex } = focus;

  const count = months.length;

  const layout = useMemo(() => {
    const plotRight = Math.max(width - MARGIN.right, MARGIN.left + 40);
    const x = scaleBand<number>({ domain: months.map((_, index) => index), range: [MARGIN.left, plotRight] });
    const y = scaleLinear<number>({ domain: percentExtent(months), range: [HEIGHT - MARGIN.bottom, MARGIN.top] });
    const step = x.bandwidth();
    const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / Math.max(step, 1)));
    return {
      plotRight,
      x,
      y,
      step,
      centerOf: (index: number) => (x(index) ?? MARGIN.left) + step / 2,
      labelValues: months.map((_, index) => index).filter((index) => index % labelEvery === 0),
      showPointLabels: step >= POINT_LABEL_SPACING,
      yTicks: y.ticks(5),
    };
  }, [months, width]);
  const columns = useMemo(() => tableColumns(metaType), [metaType]);

  if (count === 0)
    return (
      <Figure>
        <Caption>{title}</Caption>
        <Empty data-empty="">{MESSAGES.charts.emptyTrend}</Empty>
      </Figure>
    );

  const { plotRight, x, y, step, centerOf, labelValues, showPointLabels, yTicks } = layout;
  const referenceY = y(ACHIEVEMENT_THRESHOLD);
  const detailMonth = detailIndex === null ? undefined : months[detailIndex];


  const detailX = detailIndex === null ? 0 : Math.min(Math.max(centerOf(detailIndex), DETAIL_HALF_WIDTH), width - DETAIL_HALF_WIDTH);
  // Beside the month's point (or the reference, for a month without one), on the side with more room.
  const anchorY = detailMonth && detailMonth.percent !== null ? y(detailMonth.percent) : referenceY;
  const detailAbove = anchorY > HEIGHT / 2;
  const detailStyle = { '--detail-x': `${detailX}px`, '--detail-y': `${detailAbove ? anchorY - 12 : anchorY + 12}px` } as CSSProperties;

  return (
    <Figure>
      <Head>
        <Caption id={captionId}>{title}</Caption>
        <LegendList aria-label={MESSAGES.charts.legendLabel}>
          <li>
            <svg width={12} height={12} aria-hidden="true" focusable="false" data-marker="" data-tone="above">
              <circle cx={6} cy={6} r={5} fill="currentColor" />
            </svg>
            {MESSAGES.charts.trend.legendAbove}
          </li>
          <li>
            <svg width={12} height={12} aria-hidden="true" focusable="false" data-marker="" data-tone="below">
              <path d={diamond(6, 6, 6)} fill="currentColor" />
            </svg>
            {MESSAGES.charts.trend.legendBelow}
          </li>
          <li>
            <Swatch data-swatch="reference" aria-hidden="true" />
            {MESSAGES.charts.trend.legendReference}
          </li>
        </LegendList>
      </Head>
      <Hidden id={keysHintId}>{MESSAGES.charts.trend.keysHint}</Hidden>
      <Plot ref={plotRef}>
        <Svg
          role="group"
          aria-labelledby={captionId}
          aria-describedby={keysHintId}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          data-chart="trend"
          {...focus.handlers()}
        >
          <Group data-grid="" aria-hidden="true">
            {yTicks.map((value) => (
              <line key={value} x1={MARGIN.left} x2={plotRight} y1={y(value)} y2={y(value)} />
            ))}
          </Group>
          {months.map((month, index) => (
            <g
              key={month.periodo}
              ref={focus.itemRef(index)}
              role="img"
              tabIndex={index === current ? 0 : -1}
              aria-label={monthLabel(month, metaType)}
              data-month=""
              data-index={index}
              data-periodo={month.periodo}
              data-active={index === detailIndex || undefined}
              onPointerEnter={() => focus.hover(index)}
              onPointerLeave={() => focus.unhover(index)}
            >
              <rect data-month-bg="" x={x(index) ?? 0} y={MARGIN.top - 12} width={step} height={HEIGHT - MARGIN.bottom - MARGIN.top + 12} rx={4} />
            </g>
          ))}
          <Group data-reference="" aria-hidden="true">
            <line x1={MARGIN.left} x2={plotRight} y1={referenceY} y2={referenceY} />
            <text x={plotRight + 4} y={referenceY} dominantBaseline="central">
              {formatPercent(ACHIEVEMENT_THRESHOLD, { fractionDigits: 0 })}
            </text>
          </Group>
          <Group aria-hidden="true" pointerEvents="none">
            <LinePath<AchievementMonth>
              data-line=""
              data={[...months]}
              x={(_, index) => centerOf(index)}
              y={(month) => y(month.percent ?? 0)}
              defined={(month) => month.percent !== null && Number.isFinite(month.percent)}
            />
            {months.map((month, index) => {
              if (month.percent === null) return null;
              const tone = monthTone(month);
              const cx = centerOf(index);
              const cy = y(month.percent);
              return (
                <g key={month.periodo} data-tone={tone} data-point-of={month.periodo}>
                  {tone === 'above' ? <circle data-point="" cx={cx} cy={cy} r={5.5} /> : <path data-point="" d={diamond(cx, cy, 6.5)} />}
                  {showPointLabels && (
                    <text data-point-label="" x={cx} y={cy - 12} textAnchor="middle">
                      {percentText(month.percent)}
                    </text>
                  )}
                </g>
              );
            })}
          </Group>
          <ChartAxis
            orientation="left"
            offset={MARGIN.left}
            ticks={yTicks.map((value) => ({ position: y(value), label: formatPercent(value, { fractionDigits: 0 }) }))}
          />
          <ChartAxis
            orientation="bottom"
            offset={HEIGHT - MARGIN.bottom}
            line={[MARGIN.left, plotRight]}
            ticks={labelValues.map((index) => ({ position: centerOf(index), label: monthShortLabel(months[index]?.periodo ?? '') }))}
          />
        </Svg>
        {detailMonth && (
          <Detail
            data-chart-detail=""
            data-print-hide=""
            aria-hidden="true"
            data-placement={detailAbove ? 'above' : 'below'}
            data-align="center"
            style={detailStyle}
          >
            <strong>{monthLongLabel(detailMonth.periodo)}</strong>
            <dl>
              <DetailFigure name={MESSAGES.charts.meta}>{formatMetaValue(detailMonth.meta, metaType)}</DetailFigure>
              <DetailFigure name={MESSAGES.charts.realizado}>{formatMetaValue(detailMonth.realizado, metaType)}</DetailFigure>
              <DetailFigure name={MESSAGES.charts.percent}>
                <AchievementBadge value={detailMonth.percent} labels={MESSAGES.badge} />
              </DetailFigure>
            </dl>
          </Detail>
        )}
      </Plot>
      <ChartDataTable label={title} columns={columns} rows={months} getRowKey={(month) => month.periodo} />
    </Figure>
  );
}
