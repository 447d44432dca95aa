import { styled } from 'styled-components';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { formatBRL } from '@conecta/core';
import { MESSAGES } from '../messages';
import { changeTone, type SplitTotals } from '../state/logic';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[6]}`};
  margin: 0;
  div { display: flex; flex-direction: column; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.typography.weight.bold}; display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1]}; }
  [data-tone='positive'] { color: ${({ theme }) => theme.colors.successText}; }
  [data-tone='negative'] { color: ${({ theme }) => theme.colors.errorText}; }
`;

const icons = { positive: TrendingUp, negative: TrendingDown, neutral: Minus } as const;

/**
 * The figures of the floating changes panel (spec §2.2, §9): 'Alterações' (coloured, with its icon)
 * and 'Total'. The screen shows them in the ui `DockedBar` once the page is scrolled 370 px or more,
 * beside the actions, so they never cover 'Programar Metas' or anything else.
 */
export function FloatingPanel({ totals }: { totals: SplitTotals }) {
  const tone = changeTone(totals.change);
  const Icon = icons[tone];
  return (
    <Figures>
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
    </Figures>
  );
}
