/**
 * A chart axis drawn from ticks the chart already has (positions and formatted labels). Not
 * `@visx/axis`: that one draws through `@visx/text`, whose CSS `calc()` evaluator is most of the
 * charts' weight (about 8 KB of 32 KB gzipped) for labels that never wrap or rotate here.
 */

/** One tick: where it sits along the axis (px) and its label. */
export interface AxisTick {
  position: number;
  label: string;
}

export interface ChartAxisProps {
  /** 'bottom': a horizontal axis under the plot, labels below; 'left': a vertical one, labels at its left. */
  orientation: 'bottom' | 'left';
  /** Where the axis sits: its y for 'bottom', its x for 'left' (px). */
  offset: number;
  /** The ticks, in order. */
  ticks: readonly AxisTick[];
  /** From and to (px along the axis) of the axis line; no line when absent. */
  line?: readonly [number, number];
}

/** Length of a tick mark, px. */
const TICK_LENGTH = 4;

/**
 * The axis, hidden from assistive technology: each item of the chart says its figures in its
 * own accessible name, and the table alternative lists them all. Styled by the chart through
 * `[data-axis] line` and `[data-axis] text`.
 */
export function ChartAxis({ orientation, offset, ticks, line }: ChartAxisProps) {
  const bottom = orientation === 'bottom';
  return (
    <g data-axis={orientation} aria-hidden="true">
      {line &&
        (bottom ? (
          <line x1={line[0]} x2={line[1]} y1={offset} y2={offset} />
        ) : (
          <line x1={offset} x2={offset} y1={line[0]} y2={line[1]} />
        ))}
      {ticks.map((tick, index) =>
        bottom ? (
          <g key={index}>
            <line x1={tick.position} x2={tick.position} y1={offset} y2={offset + TICK_LENGTH} />
            <text x={tick.position} y={offset + TICK_LENGTH + 3} dy="0.71em" textAnchor="middle">
              {tick.label}
            </text>
          </g>
        ) : (
          <g key={index}>
            <line x1={offset - TICK_LENGTH} x2={offset} y1={tick.position} y2={tick.position} />
            <text x={offset - TICK_LENGTH - 3} y={tick.position} dy="0.32em" textAnchor="end">
              {tick.label}
            </text>
          </g>
        ),
      )}
    </g>
  );
}
