import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { formatMetaValue } from '@conecta/core';
import { DockedBar } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { differenceAtom } from '../state/atoms';
import { FLOATING_SCROLL_OFFSET } from '../state/rules';
import { Probe } from './Probe';
import { useMetaType } from './screen-context';

const Figure = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

export interface FloatingDifferenceProps {
  /**
   * The screen's actions (e.g. 'Aprovar Metas'), docked with the difference so the bar never sits
   * on top of them. Without them the bar shows only the difference, once scrolled 370 px.
   */
  actions?: ReactNode;
}

/**
 * The floating difference banner, shown once the page is scrolled 370 px or more (§2.3, §9). It is
 * the ui `DockedBar`: docked at the bottom of the screen in the page's flow, full width and opaque,
 * so it reserves its own space and never half-covers a control (no floating element on top of an
 * action, house rule 13). Place it as the last element of the screen's content.
 */
export function FloatingDifference({ actions }: FloatingDifferenceProps) {
  const difference = useAtomValue(differenceAtom);
  const metaType = useMetaType();
  const tone = difference > 0 ? 'positive' : difference < 0 ? 'negative' : 'neutral';
  return (
    <Probe id="floating">
      <DockedBar
        label={MESSAGES.floating.label}
        summaryLabel={MESSAGES.floating.region}
        summaryAfterScroll={FLOATING_SCROLL_OFFSET}
        tone={tone}
        summary={
          <Figure>
            <span>{MESSAGES.floating.label}:</span>
            <strong>{formatMetaValue(difference, metaType)}</strong>
          </Figure>
        }
        {...(actions ? { actions } : {})}
      />
    </Probe>
  );
}
