import { useId, type ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { styled, css } from 'styled-components';
import { visuallyHidden } from '../../styles';
import { cardSurface } from '../Card/card-styles';
import { Spinner } from '../Spinner/Spinner';

/** Direction of a change: positive (up), negative (down) or neutral. */
export type TrendTone = 'positive' | 'negative' | 'neutral';

/** A change shown under the value, with an icon and text so it never depends on colour alone. */
export interface StatTrend {
  /** Direction of the change; picks the icon, the spoken word and the colour. */
  tone: TrendTone;
  /** Text of the change (e.g. '+5,2% sobre a meta sugerida'). */
  label: string;
}

export interface StatCardProps {
  /** What the value measures (e.g. 'VBC Meta Total'). */
  title: string;
  /** The value, already formatted (e.g. 'R$ 1.234.567'). */
  value: ReactNode;
  /** A short note under the value (e.g. 'Linha BRL1 · março de 2025'). */
  hint?: ReactNode;
  /** A change with its direction, shown with an icon and text. */
  trend?: StatTrend;
  /** Shows a spinner in place of the value while it loads.
   * @default false */
  isLoading?: boolean;
}

/** Words read before the trend text; the icon itself is decorative. */
const trendWords: Record<TrendTone, string> = { positive: 'Aumento', negative: 'Redução', neutral: 'Sem alteração' };

const Surface = styled.div`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.p`
  display: flex;
  align-items: center;
  min-height: 2.25rem;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const tones = {
  positive: css`
    color: ${({ theme }) => theme.colors.successText};
    background: ${({ theme }) => theme.colors.successSoft};
  `,
  negative: css`
    color: ${({ theme }) => theme.colors.errorText};
    background: ${({ theme }) => theme.colors.errorSoft};
  `,
  neutral: css`
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  `,
};

const Trend = styled.p<{ $tone: TrendTone }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => `${theme.space[1]} 0 0`};
  padding: ${({ theme }) => `2px ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  ${({ $tone }) => tones[$tone]}
  svg { flex: none; }
`;

const SpokenOnly = styled.span`
  ${visuallyHidden}
`;

const icons: Record<TrendTone, typeof TrendingUp> = { positive: TrendingUp, negative: TrendingDown, neutral: Minus };

/**
 * A key figure: title, big value, optional hint and an optional trend. The trend shows an icon and
 * text and is read with a word for its direction ('Aumento', 'Redução', 'Sem alteração'), so it never
 * relies on colour alone. The card is a group named by its title.
 */
export function StatCard({ title, value, hint, trend, isLoading = false }: StatCardProps) {
  const titleId = useId();
  const Icon = trend ? icons[trend.tone] : null;
  return (
    <Surface role="group" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {/* The value is a <div> while loading, so the spinner sits in a block like the figure it stands for. */}
      <Value as={isLoading ? 'div' : 'p'}>{isLoading ? <Spinner label={`Carregando ${title}`} /> : value}</Value>
      {hint && <Hint>{hint}</Hint>}
      {trend && Icon && !isLoading && (
        <Trend $tone={trend.tone}>
          <Icon size={16} aria-hidden="true" />
          <SpokenOnly>{trendWords[trend.tone]}: </SpokenOnly>
          {trend.label}
        </Trend>
      )}
    </Surface>
  );
}
