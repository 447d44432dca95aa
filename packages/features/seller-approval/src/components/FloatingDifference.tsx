import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { formatBRL } from '@conecta/core';
import { MESSAGES } from '../messages';
import { differenceAtom } from '../state/atoms';
import { FLOATING_SCROLL_OFFSET } from '../state/rules';
import { Probe } from './Probe';

const Floating = styled.aside`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[6]};
  z-index: 10;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border: 2px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.size.sm};
  &[data-tone='positive'] {
    border-color: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='negative'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  strong {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

/** Whether the page is scrolled 370 px or more (§2.3, §9). */
export function useScrolledPast(offset: number = FLOATING_SCROLL_OFFSET): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY >= offset);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

/** The floating difference banner, shown once the page is scrolled past 370 px. */
export function FloatingDifference() {
  const past = useScrolledPast();
  const difference = useAtomValue(differenceAtom);
  if (!past) return null;
  const tone = difference > 0 ? 'positive' : difference < 0 ? 'negative' : 'neutral';
  return (
    <Probe id="floating">
      <Floating aria-label={MESSAGES.floating.region} data-tone={tone}>
        <span>{MESSAGES.floating.label}:</span>
        <strong>{formatBRL(difference)}</strong>
      </Floating>
    </Probe>
  );
}
