import { styled } from 'styled-components';
import { formatBRL } from '@conecta/core';
import { StatCard } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { LevelInfo, TargetTotals } from '../state/types';
import { LevelBadge } from './LevelBadge';

export interface SummaryCardsProps {
  /** Suggested totals (the totals call, or the chosen base's calculation). */
  totals: TargetTotals | null;
  /** The live planned total (sum of the table). */
  assumed: number;
  /** Level of the assumed total; null when there is nothing to rate. */
  level: LevelInfo | null;
  /** Show placeholders while the target loads. */
  isLoading: boolean;
}

const Cards = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/** Suggested minimum, meta and ideal, and the assumed total with its level. */
export function SummaryCards({ totals, assumed, level, isLoading }: SummaryCardsProps) {
  return (
    <Cards aria-label={MESSAGES.cards.group}>
      <StatCard title={MESSAGES.cards.minima} value={formatBRL(totals?.minima ?? 0)} isLoading={isLoading} />
      <StatCard title={MESSAGES.cards.meta} value={formatBRL(totals?.meta ?? 0)} isLoading={isLoading} />
      <StatCard title={MESSAGES.cards.ideal} value={formatBRL(totals?.ideal ?? 0)} isLoading={isLoading} />
      <StatCard
        title={MESSAGES.cards.assumida}
        value={formatBRL(assumed)}
        hint={isLoading ? undefined : <LevelBadge info={level} />}
        isLoading={isLoading}
      />
    </Cards>
  );
}
