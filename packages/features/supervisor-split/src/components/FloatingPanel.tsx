import styled from 'styled-components';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { formatBRL } from '@conecta/core';
import { MESSAGES } from '../messages';
import { changeTone, type SplitTotals } from '../state/logic';

const Panel = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: ${({ theme }) => theme.typography.size.sm};
  dl { display: contents; }
  div { display: flex; flex-direction: column; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.typography.weight.bold}; display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1]}; }
  [data-tone='positive'] { color: ${({ theme }) => theme.colors.successText}; }
  [data-tone='negative'] { color: ${({ theme }) => theme.colors.errorText}; }
`;

const icons = { positive: TrendingUp, negative: TrendingDown, neutral: Minus } as const;

/** The floating changes panel, shown once the page is scrolled 370 px or more (spec §2.2, §9). */
export function FloatingPanel({ totals }: { totals: SplitTotals }) {
  const tone = changeTone(totals.change);
  const Icon = icons[tone];
  return (
    <Panel aria-label={MESSAGES.floating.label}>
      <dl>
        <div>
          <dt>{MESSAGES.floating.change}</dt>
          <dd data-tone={tone}>
            <Icon size={16} aria-hidden="true" />
            {`${totals.change > 0 ? '+' : ''}${formatBRL(totals.change)}`}
          </dd>
        </div>
        <div>
          <dt>{MESSAGES.floating.total}</dt>
          <dd>{formatBRL(totals.total)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
