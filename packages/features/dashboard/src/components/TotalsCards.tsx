import { styled, keyframes } from 'styled-components';
import { StatCard, TextLink } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { ReportLinks, TotalCard, TotalId } from '../state/dashboard';

export interface TotalsCardsProps {
  /** The four cards, or null while they load. */
  totals: readonly TotalCard[] | null;
  isLoading: boolean;
  /** Note under each value ('Linha BRL1 · Novembro de 2026'). */
  hint: string;
  /** The report's addresses: each card links to its type's (issue 22); null hides the links. */
  report: ReportLinks | null;
}

const Hint = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The report of a card's type: VBC cards to VBC, Cobertura cards to COBERTURA. */
const hrefOf = (id: TotalId, report: ReportLinks) => (id === 'vbcMeta' || id === 'vbcEfetivo' ? report.vbc : report.cobertura);

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
  /* Reduced motion: the ring stands still, as the UI kit's Spinner. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** VBC Meta Total, Cobertura Meta Total, VBC Efetivo Total, Cobertura Efetivo Total. */
export function TotalsCards({ totals, isLoading, hint, report }: TotalsCardsProps) {
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
            hint={
              isLoading ? undefined : report ? (
                <Hint>
                  {hint}
                  <TextLink href={hrefOf(id, report)} aria-label={MESSAGES.report.cardName(MESSAGES.totals[id])}>
                    {MESSAGES.report.card}
                  </TextLink>
                </Hint>
              ) : (
                hint
              )
            }
          />
        );
      })}
    </Cards>
  );
}
