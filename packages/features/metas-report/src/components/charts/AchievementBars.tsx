import { useId, useMemo, type CSSProperties } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { styled } from 'styled-components';
import { formatMetaValue, metaTypeInfo, type AchievementLine, type MetaType } from '@conecta/core';
import { AchievementBadge, type TableColumn } from '@conecta/ui';
import { axisValueFormat, fitLabel, lineLabel, percentText, valueExtent } from './chart-logic';
import { MESSAGES } from '../../messages';
import { ChartAxis } from './ChartAxis';
import { ChartDataTable } from './ChartDataTable';
import { useChartFocus } from './use-chart-focus';
import {
  Caption,
  Detail,
  DetailFigure,
  Empty,
  Figure,
  Head,
  Hidden,
  LegendList,
  Plot,
  Swatch,
  ToneIcon,
} from './chart-parts';
import { useElementWidth } from './use-width';

export interface AchievementBarsProps {
  /** The lines of the current level (supervisors, sellers, categories or brokers), in display order. */
  lines: readonly AchievementLine[];
  /** The target type: formats values in its unit (R$ or clientes/itens). */
  metaType: MetaType;
  /** The chart's accessible name and visible caption, e.g. 'Meta x realizado por supervisor'. */
  title: string;
  /** Header of the names column in the data-table alternative ('Supervisor', 'Vendedor', 'Categoria', 'Broker'). */
  nameHeader: string;
  /** Called with a line's key when its bars are activated (click, Enter or Space): drill down. Absent at the last level. */
  onSelect?: (key: string) => void;
}

/** Width used before the container is measured (first render, server render). */
const FALLBACK_WIDTH = 640;
/** Height of one line's row (its two bars), px. */
const ROW_HEIGHT = 44;
const BAR_HEIGHT = 12;
const BAR_GAP = 3;
const TOP = 4;
/** Room under the rows for the value axis (and, for counts, its unit). */
const AXIS_HEIGHT = 30;
const AXIS_LABEL_HEIGHT = 16;
/** Room at the right of the bars for the '% Atingimento' (icon and '100,0%'). */
const PERCENT_WIDTH = 92;
/** About the height of the detail (name, three figures, hint), px. */
const DETAIL_HEIGHT = 150;
/** Each tick of the value axis wants about this many px. */
const TICK_SPACING = 110;

const Svg = styled.svg`
  /* The rows: a background that shows hover and focus, the name, the two bars and the percentage. */
  [data-row] { outline: none; }
  [data-row][data-clickable] { cursor: pointer; }
  [data-row-bg] { fill: transparent; }
  [data-row][data-active] > [data-row-bg] { fill: ${({ theme }) => theme.colors.surfaceAlt}; }
  [data-row]:focus-visible > [data-row-bg] {
    fill: ${({ theme }) => theme.colors.primarySoft};
    stroke: ${({ theme }) => theme.colors.focusRing};
    stroke-width: 2px;
  }
  [data-name] {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 13px;
  }
  [data-series='meta'] {
    fill: ${({ theme }) => theme.colors.primarySoft};
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 1.5px;
  }
  [data-tone='above'] > [data-series='realizado'] { fill: ${({ theme }) => theme.colors.successText}; }
  [data-tone='below'] > [data-series='realizado'] { fill: ${({ theme }) => theme.colors.error}; }
  [data-percent] {
    font-size: 13px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
  [data-tone='above'] > [data-percent] { fill: ${({ theme }) => theme.colors.successText}; }
  [data-tone='below'] > [data-percent] { fill: ${({ theme }) => theme.colors.errorText}; }
  [data-tone='above'] > svg { color: ${({ theme }) => theme.colors.successText}; }
  [data-tone='below'] > svg { color: ${({ theme }) => theme.colors.errorText}; }
  [data-tone] > [data-percent][data-missing] { fill: ${({ theme }) => theme.colors.textMuted}; }
  /* Axis and grid, in the theme's muted colours. */
  [data-grid] line { stroke: ${({ theme }) => theme.colors.surfaceSunken}; }
  [data-grid] [data-zero] { stroke: ${({ theme }) => theme.colors.borderStrong}; }
  [data-axis] line { stroke: ${({ theme }) => theme.colors.borderStrong}; }
  [data-axis] text, [data-unit] {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-family: inherit;
    font-size: 12px;
  }
`;

/** The data table's columns: the names, Meta, Realizado and '% Atingimento'. */
const tableColumns = (nameHeader: string, metaType: MetaType): TableColumn<AchievementLine>[] => [
  { id: 'name', header: nameHeader, isRowHeader: true, value: (line) => line.name },
  { id: 'meta', header: MESSAGES.charts.meta, align: 'end', value: (line) => line.meta, cell: (line) => formatMetaValue(line.meta, metaType) },
  {
    id: 'realizado',
    header: MESSAGES.charts.realizado,
    align: 'end',
    value: (line) => line.realizado,
    cell: (line) => formatMetaValue(line.realizado, metaType),
  },
  { id: 'percent', header: MESSAGES.charts.percent, align: 'end', value: (line) => line.percent, cell: (line) => <AchievementBadge value={line.percent} labels={MESSAGES.badge} /> },
];

/**
 * Meta x realizado per line (supervisor, seller, category, broker) as horizontal grouped bars: the
 * 'Meta' bar outlined in the brand blue, the 'Realizado' bar green above 99 % and red otherwise,
 * with the '% Atingimento' and its icon at the end of the row. One tab stop: ↑ ↓ Home End move
 * between rows; the focused or hovered row shows its figures; Enter, Space or a click drills down
 * (`onSelect`). A toggle shows the same figures in a table.
 */
export function AchievementBars({ lines, metaType, title, nameHeader, onSelect }: AchievementBarsProps) {
  const captionId = useId();
  const keysHintId = useId();
  const selectHintId = useId();
  const [plotRef, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const keys = useMemo(() => lines.map((line) => line.key), [lines]);
  const focus = useChartFocus(keys, 'vertical');
  const { current, detailIndex } = focus;

  const count = lines.length;
  const unit = metaTypeInfo(metaType).noun;
  const axisHeight = AXIS_HEIGHT + (unit ? AXIS_LABEL_HEIGHT : 0);

  const layout = useMemo(() => {
    const nameWidth = Math.min(Math.max(Math.round(width * 0.26), 88), 220);
    const plotLeft = nameWidth + 12;
    const plotWidth = Math.max(width - PERCENT_WIDTH - plotLeft, 40);
    const [low, high] = valueExtent(lines);
    const x = scaleLinear<number>({ domain: [low, high], range: [plotLeft, plotLeft + plotWidth], nice: true });
    const y = scaleBand<number>({ domain: lines.map((_, index) => index), range: [TOP, TOP + lines.length * ROW_HEIGHT] });
    const ticks = Math.max(2, Math.floor(plotWidth / TICK_SPACING));
    const [domainLow = low, domainHigh = high] = x.domain();
    return {
      nameWidth,
      plotLeft,
      plotWidth,
      x,
      y,
      gridValues: x.ticks(ticks),
      format: axisValueFormat(metaType, Math.max(Math.abs(domainLow), Math.abs(domainHigh))),
      rowsBottom: TOP + lines.length * ROW_HEIGHT,
    };
  }, [lines, metaType, width]);
  const columns = useMemo(() => tableColumns(nameHeader, metaType), [nameHeader, metaType]);

  if (count === 0)
    return (
      <Figure>
        <Caption>{title}</Caption>
        <Empty data-empty="">{MESSAGES.charts.emptyBars}</Empty>
      </Figure>
    );

  const { nameWidth, plotLeft, x, y, gridValues, format, rowsBottom } = layout;
  const height = rowsBottom + axisHeight;
  const zero = x(0);
  const rowTop = (index: number) => y(index) ?? TOP + index * ROW_HEIGHT;
  const barOf = (value: number) => {
    const end = x(value);
    return { x: Math.min(zero, end), width: Math.abs(end - zero) };
  };

  const detailLine = detailIndex === null ? undefined : lines[detailIndex];


  const detailTop = detailIndex === null ? 0 : rowTop(detailIndex);
  // Under the row, unless that runs past the chart's bottom and there is room above it.
  const detailAbove = detailTop + ROW_HEIGHT + DETAIL_HEIGHT > height && detailTop >= DETAIL_HEIGHT;
  const detailStyle = {
    '--detail-x': `${plotLeft}px`,
    '--detail-y': `${detailAbove ? detailTop : detailTop + ROW_HEIGHT}px`,
  } as CSSProperties;

  return (
    <Figure>
      <Head>
        <Caption id={captionId}>{title}</Caption>
        <LegendList aria-label={MESSAGES.charts.legendLabel}>
          <li>
            <Swatch data-swatch="meta" aria-hidden="true" />
            {MESSAGES.charts.bars.legendMeta}
          </li>
          <li>
            <Swatch data-swatch="above" aria-hidden="true" />
            <ToneIcon tone="above" size={14} data-tone="above" />
            {MESSAGES.charts.bars.legendAbove}
          </li>
          <li>
            <Swatch data-swatch="below" aria-hidden="true" />
            <ToneIcon tone="below" size={14} data-tone="below" />
            {MESSAGES.charts.bars.legendBelow}
          </li>
        </LegendList>
      </Head>
      <Hidden id={keysHintId}>{MESSAGES.charts.bars.keysHint}</Hidden>
      {onSelect && <Hidden id={selectHintId}>{MESSAGES.charts.bars.selectHint}</Hidden>}
      <Plot ref={plotRef}>
        <Svg
          role="group"
          aria-labelledby={captionId}
          aria-describedby={keysHintId}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          data-chart="bars"
          {...focus.handlers(
            onSelect
              ? (index) => {
                  const line = lines[index];
                  if (line) onSelect(line.key);
                }
              : undefined,
          )}
        >
          <Group data-grid="" aria-hidden="true">
            {gridValues.map((value) => (
              <line key={value} x1={x(value)} x2={x(value)} y1={TOP} y2={rowsBottom} data-zero={value === 0 || undefined} />
            ))}
          </Group>
          {lines.map((line, index) => {
            const top = rowTop(index);
            const barsTop = top + (ROW_HEIGHT - 2 * BAR_HEIGHT - BAR_GAP) / 2;
            const meta = barOf(line.meta);
            const realizado = barOf(line.realizado);
            return (
              <g
                key={line.key}
                ref={focus.itemRef(index)}
                role={onSelect ? 'button' : 'img'}
                tabIndex={index === current ? 0 : -1}
                aria-label={lineLabel(line, index, count, metaType)}
                aria-describedby={onSelect ? selectHintId : undefined}
                data-row=""
                data-index={index}
                data-key={line.key}
                data-tone={line.tone}
                data-active={index === detailIndex || undefined}
                data-clickable={onSelect ? '' : undefined}
                onPointerEnter={() => focus.hover(index)}
                onPointerLeave={() => focus.unhover(index)}
                onClick={onSelect ? () => onSelect(line.key) : undefined}
              >
                <rect data-row-bg="" x={0} y={top + 1} width={width} height={ROW_HEIGHT - 2} rx={4} />
                <Bar data-series="meta" x={meta.x} y={barsTop} width={meta.width} height={BAR_HEIGHT} rx={2} />
                <Bar data-series="realizado" x={realizado.x} y={barsTop + BAR_HEIGHT + BAR_GAP} width={realizado.width} height={BAR_HEIGHT} rx={2} />
              </g>
            );
          })}
          {/* The rows' texts, drawn over them but outside them: each row's accessible name says all
              (the full name and every figure), and a visible text inside a button must be part of
              its name in the same order (axe label-content-name-mismatch) — a cut name would not be. */}
          <Group aria-hidden="true" pointerEvents="none">
            {lines.map((line, index) => {
              const middle = rowTop(index) + ROW_HEIGHT / 2;
              const percentX = plotLeft + layout.plotWidth + 8;
              return (
                <g key={line.key} data-label-of={line.key} data-tone={line.tone}>
                  <text data-name="" x={4} y={middle} dominantBaseline="central">
                    {fitLabel(line.name, nameWidth - 8)}
                  </text>
                  {line.percent !== null && <ToneIcon tone={line.tone} size={14} x={percentX} y={middle - 7} />}
                  <text
                    data-percent=""
                    data-missing={line.percent === null || undefined}
                    x={line.percent === null ? percentX : percentX + 18}
                    y={middle}
                    dominantBaseline="central"
                  >
                    {percentText(line.percent)}
                  </text>
                </g>
              );
            })}
          </Group>
          <ChartAxis
            orientation="bottom"
            offset={rowsBottom}
            line={[plotLeft, plotLeft + layout.plotWidth]}
            ticks={gridValues.map((value) => ({ position: x(value), label: format(value) }))}
          />
          {unit && (
            <text data-unit="" aria-hidden="true" x={plotLeft + layout.plotWidth} y={rowsBottom + AXIS_HEIGHT + AXIS_LABEL_HEIGHT - 4} textAnchor="end">
              {unit.many}
            </text>
          )}
        </Svg>
        {detailLine && (
          <Detail data-chart-detail="" data-print-hide="" aria-hidden="true" data-placement={detailAbove ? 'above' : 'below'} style={detailStyle}>
            <strong>{detailLine.name}</strong>
            <dl>
              <DetailFigure name={MESSAGES.charts.meta}>{formatMetaValue(detailLine.meta, metaType)}</DetailFigure>
              <DetailFigure name={MESSAGES.charts.realizado}>{formatMetaValue(detailLine.realizado, metaType)}</DetailFigure>
              <DetailFigure name={MESSAGES.charts.percent}>
                <AchievementBadge value={detailLine.percent} labels={MESSAGES.badge} />
              </DetailFigure>
            </dl>
            {onSelect && <p>{MESSAGES.charts.bars.selectDetailHint}</p>}
          </Detail>
        )}
      </Plot>
      <ChartDataTable label={title} columns={columns} rows={lines} getRowKey={(line) => line.key} />
    </Figure>
  );
}
