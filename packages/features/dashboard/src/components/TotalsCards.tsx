import { styled, keyframes } from 'styled-components';
import { StatCard } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { TotalCard, TotalId } from '../state/dashboard';

export interface TotalsCardsProps {
  /** The four cards, or null while they load. */
  totals: readonly TotalCard[] | null;
  isLoading: boolean;
  /** Note under each value ('Linha BRL1 · Novembro de 2026'). */
  hint: string;
}

const ORDER: readonly TotalId[] = ['vbcMeta', 'coberturaMeta', 'vbcEfetivo', 'coberturaEfetivo'];

const Cards = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * The value's loading indicator. A span, not ui's Spinner: StatCard's value is a <p>, and
 * StatCard's own `isLoading` puts the Spinner's <div> inside it (invalid HTML; reported).
 */
const ValueLoading = styled.span`
  display: inline-block;
  width: 24px;
  height: 24px;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2400ms;
  }
`;

/** VBC Meta Total, Cobertura Meta Total, VBC Efetivo Total, Cobertura Efetivo Total. */
export function TotalsCards({ totals, isLoading, hint }: TotalsCardsProps) {
  return (
    <Cards aria-label={MESSAGES.totalsLabel} aria-busy={isLoading || undefined}>
      {ORDER.map((id) => {
        const card = totals?.find((candidate) => candidate.id === id);
        return (
          <StatCard
            key={id}
            title={MESSAGES.totals[id]}
            value={
              isLoading ? (
                <ValueLoading role="progressbar" aria-label={MESSAGES.loadingCard(MESSAGES.totals[id])} />
              ) : (
                (card?.text ?? '—')
              )
            }
            hint={isLoading ? undefined : hint}
          />
        );
      })}
    </Cards>
  );
}
