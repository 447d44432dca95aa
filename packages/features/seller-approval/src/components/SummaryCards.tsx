import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { formatMetaValue } from '@conecta/core';
import { StatCard } from '@conecta/ui';
import { MESSAGES, typeTexts } from '../messages';
import { differenceAtom, supervisorPlannedAtom } from '../state/atoms';
import { Probe } from './Probe';
import { useMetaType } from './screen-context';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The cards (§2.3): VBC assumed by the supervisor and 'Alterações VBC Supervisor' (the difference,
 * green when positive, red when negative) — each type names itself and counts in its unit. The third card of the original (a total) is hidden
 * there, and is not rendered here.
 */
export function SummaryCards() {
  const planned = useAtomValue(supervisorPlannedAtom);
  const difference = useAtomValue(differenceAtom);
  const metaType = useMetaType();
  const cards = typeTexts(metaType).cards;
  const tone = difference > 0 ? 'positive' : difference < 0 ? 'negative' : 'neutral';
  return (
    <Probe id="totals">
      <Cards>
        <StatCard title={cards.assumed} value={formatMetaValue(planned, metaType)} />
        <StatCard
          title={cards.changes}
          value={<span data-testid="difference">{formatMetaValue(difference, metaType)}</span>}
          trend={{
            tone,
            label: tone === 'positive' ? MESSAGES.cards.positive : tone === 'negative' ? MESSAGES.cards.negative : MESSAGES.cards.neutral,
          }}
        />
      </Cards>
    </Probe>
  );
}
