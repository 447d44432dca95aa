import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { formatBRL } from '@conecta/core';
import { StatCard } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { differenceAtom, supervisorPlannedAtom } from '../state/atoms';
import { Probe } from './Probe';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The cards (§2.3): VBC assumed by the supervisor and 'Alterações VBC Supervisor' (the difference,
 * green when positive, red when negative). The third card of the original (a total) is hidden
 * there, and is not rendered here.
 */
export function SummaryCards() {
  const planned = useAtomValue(supervisorPlannedAtom);
  const difference = useAtomValue(differenceAtom);
  const tone = difference > 0 ? 'positive' : difference < 0 ? 'negative' : 'neutral';
  return (
    <Probe id="totals">
      <Cards>
        <StatCard title={MESSAGES.cards.assumed} value={formatBRL(planned)} />
        <StatCard
          title={MESSAGES.cards.changes}
          value={<span data-testid="difference">{formatBRL(difference)}</span>}
          trend={{
            tone,
            label: tone === 'positive' ? MESSAGES.cards.positive : tone === 'negative' ? MESSAGES.cards.negative : MESSAGES.cards.neutral,
          }}
        />
      </Cards>
    </Probe>
  );
}
