import { styled } from 'styled-components';

export interface ProgressMeterProps {
  /** Accessible name, e.g. 'Aprovações de VBC · Linha BRL1'. */
  label: string;
  /** How many are done (clamped to 0…max). */
  value: number;
  /** Out of how many. */
  max: number;
  /** What a screen reader says, e.g. '3 de 4 supervisores aprovaram'. */
  valueText: string;
}

const Track = styled.div`
  height: 8px;
  margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    width: var(--done);
    background: ${({ theme }) => theme.colors.success};
  }
`;

/** A bar of how many of a known total are done (`role="meter"`), e.g. the supervisors who approved. */
export function ProgressMeter({ label, value, max, valueText }: ProgressMeterProps) {
  const done = Math.min(Math.max(value, 0), Math.max(max, 0));
  return (
    <Track
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={done}
      aria-valuetext={valueText}
      style={{ ['--done' as string]: `${max > 0 ? (100 * done) / max : 0}%` }}
    >
      <span />
    </Track>
  );
}
