import { memo, useState } from 'react';
import { useAtomValue, type PrimitiveAtom } from 'jotai';
import { styled } from 'styled-components';
import { ArrowDown, ArrowUp, ChevronDown, ChevronUp, History, Minus } from 'lucide-react';
import { backendStampText, formatInteger, formatMetaValue, formatPercent, metaTypeInfo } from '@conecta/core';
import { Button, CommentNote, NumberField } from '@conecta/ui';
import { MESSAGES, typeTexts } from '../messages';
import { supervisorPlannedAtom } from '../state/atoms';
import { categoryCeiling, isDirty, sellerShown, shareOf, trendOf } from '../state/rules';
import type { SellerState } from '../state/types';
import { useValueComment } from '../state/use-comment';
import { CategoryTable } from './CategoryTable';
import { Probe } from './Probe';
import { useMetaType, useScreen } from './screen-context';

const Root = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &[data-unsaved] {
    border-color: ${({ theme }) => theme.colors.warning};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

const Figure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Trend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.size.sm};
  &[data-trend='up'] {
    color: ${({ theme }) => theme.colors.successText};
  }
  &[data-trend='down'] {
    color: ${({ theme }) => theme.colors.errorText};
  }
  &[data-trend='neutral'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Unsaved = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const TREND_ICON = { up: ArrowUp, down: ArrowDown, neutral: Minus } as const;

interface SellerCardProps {
  /** The seller's own atom (stable reference). */
  sellerAtom: PrimitiveAtom<SellerState>;
}

/**
 * One seller: name, 'Média: R$', share of the supervisor's target, editable planned value, the
 * up/down/neutral icon and the 'Visualizar por Categoria' table. Memoized: it re-renders only
 * when its own atom changes.
 */
export const SellerCard = memo(function SellerCard({ sellerAtom }: SellerCardProps) {
  const seller = useAtomValue(sellerAtom);
  const supervisorPlanned = useAtomValue(supervisorPlannedAtom);
  const { editable, actions, onHistory } = useScreen();
  const metaType = useMetaType();
  const ceiling = categoryCeiling(seller, metaType);
  const [typing, setTyping] = useState<number | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const shown = sellerShown(seller);
  const trend = trendOf(shown, seller.suggested);
  const TrendIcon = TREND_ICON[trend];
  const dirty = isDirty(seller);
  const failed = seller.save === 'failed';
  const invalid = seller.save === 'invalid';
  const headingId = `seller-${seller.id}-name`;
  const comment = useValueComment({ level: 'VENDEDOR', sellerId: seller.id });
  const tableId = `seller-${seller.id}-categories`;

  return (
    <Probe id={`seller-${seller.id}`}>
      <Root aria-labelledby={headingId} data-unsaved={dirty || failed || invalid ? '' : undefined} data-seller-id={seller.id}>
        <h3 id={headingId}>{seller.name}</h3>
        <Row>
          <Figure>
            {typeTexts(metaType).average}{' '}
            <strong>{metaTypeInfo(metaType).unit === 'money' ? formatInteger(seller.average) : formatMetaValue(seller.average, metaType)}</strong>
          </Figure>
          {ceiling !== null && (
            <Figure>
              {MESSAGES.seller.activeCustomers}: <strong>{formatInteger(ceiling)}</strong>
            </Figure>
          )}
          <Figure>
            {MESSAGES.seller.share}: <strong>{formatPercent(shareOf(shown, supervisorPlanned))}</strong>
          </Figure>
          <Trend data-trend={trend}>
            <TrendIcon size={18} aria-hidden="true" />
            <span>{MESSAGES.seller[trend]}</span>
          </Trend>
        </Row>
        <NumberField
          label={MESSAGES.seller.planned}
          aria-label={MESSAGES.seller.plannedOf(seller.name)}
          value={typing === undefined ? shown : typing}
          isDisabled={!editable || seller.save === 'saving'}
          onChange={setTyping}
          onCommit={(value) => {
            setTyping(undefined);
            actions.commitTotal(seller.id, value);
          }}
          onBlur={() => setTyping(undefined)}
        />
        {comment && <CommentNote text={comment.text} author={comment.userName} when={backendStampText(comment.at)} />}
        {(failed || invalid || (dirty && seller.save !== 'saving')) && (
          <Unsaved role="status">
            <span>{MESSAGES.seller.unsaved}</span>
            {invalid && <span>{MESSAGES.seller.invalid}</span>}
            {failed && (
              <Button size="sm" aria-label={MESSAGES.seller.retryOf(seller.name)} onPress={() => void actions.retry(seller.id)}>
                {MESSAGES.seller.retry}
              </Button>
            )}
            {(failed || invalid) && (
              <Button size="sm" variant="secondary" aria-label={MESSAGES.seller.discardOf(seller.name)} onPress={() => actions.discard(seller.id)}>
                {MESSAGES.seller.discard}
              </Button>
            )}
          </Unsaved>
        )}
        {seller.save === 'saving' && <Figure role="status">{MESSAGES.seller.saving}</Figure>}
        <div>
          <Button
            variant="link"
            size="sm"
            aria-label={MESSAGES.seller.viewByCategoryOf(seller.name)}
            aria-expanded={open}
            aria-controls={open ? tableId : undefined}
            icon={open ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
            onPress={() => setOpen((value) => !value)}
          >
            {MESSAGES.seller.viewByCategory}
          </Button>
          {onHistory && (
            <Button variant="link" size="sm" aria-label={MESSAGES.history.sellerOf(seller.name)} icon={<History size={16} aria-hidden="true" />} onPress={() => onHistory(seller.id)}>
              {MESSAGES.history.seller}
            </Button>
          )}
        </div>
        {open && (
          <div id={tableId}>
            <CategoryTable sellerAtom={sellerAtom} sellerId={seller.id} name={seller.name} />
          </div>
        )}
      </Root>
    </Probe>
  );
});
