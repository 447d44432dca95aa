import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { MESSAGES } from '../messages';
import { sellerEntriesAtom } from '../state/atoms';
import { SellerCard } from './SellerCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Heading = styled.h2`
  margin: ${({ theme }) => `${theme.space[6]} 0 ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/** The seller cards; re-renders only when the set of sellers changes. */
export function SellerList() {
  const entries = useAtomValue(sellerEntriesAtom);
  return (
    <section aria-labelledby="seller-approval-sellers">
      <Heading id="seller-approval-sellers">
        {MESSAGES.list.heading} <small>({MESSAGES.list.count(entries.length)})</small>
      </Heading>
      <Grid>
        {entries.map((entry) => (
          <SellerCard key={entry.id} sellerAtom={entry.atom} />
        ))}
      </Grid>
    </section>
  );
}
