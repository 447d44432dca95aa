import { styled } from 'styled-components';
import { formatBRL, type TargetStatus } from '@conecta/core';
import { StatCard } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { changeTone, type SplitTotals } from '../state/logic';

export interface SummaryCardsProps {
  totals: SplitTotals;
  status: TargetStatus | null;
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StatusLine = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0`};
  font-size: ${({ theme }) => theme.typography.size.md};
  strong {
    margin-left: ${({ theme }) => theme.space[2]};
    padding: 2px ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-status='Liberado'] strong {
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  }
`;

/** The assumed total, the change (coloured, with its icon) and the total; then 'Status da META'. */
export function SummaryCards({ totals, status }: SummaryCardsProps) {
  const tone = changeTone(totals.change);
  const sign = totals.change > 0 ? '+' : '';
  return (
    <>
      <Cards>
        <StatCard title={MESSAGES.cards.assumed} value={formatBRL(totals.assumed)} />
        <StatCard
          title={MESSAGES.cards.change}
          value={`${sign}${formatBRL(totals.change)}`}
          trend={{ tone, label: MESSAGES.cards.changeTrend[tone] }}
        />
        <StatCard title={MESSAGES.cards.total} value={formatBRL(totals.total)} />
      </Cards>
      <StatusLine data-status={status ?? undefined}>
        {MESSAGES.statusLabel}:<strong>{status ?? MESSAGES.statusUnknown}</strong>
      </StatusLine>
    </>
  );
}
