import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { BarChart3, History, Scale, Undo2 } from 'lucide-react';
import { canUndo, isWithinMetaTolerance } from '@conecta/core';
import { Banner, Button } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { busyAtom, conflictAtom, differenceAtom, historyAtom, unsavedCountAtom } from '../state/atoms';
import type { SellerActions } from '../state/actions';
import { Probe } from './Probe';
import { useMetaType, useScreen } from './screen-context';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[4]} 0`};
`;

interface ActionsBarProps {
  /** The screen's actions. */
  actions: SellerActions;
  /** Seller values can be edited (the warning banner and the edit buttons follow it). */
  editable: boolean;
}

/**
 * The warning banner, the unsaved-changes bar and the screen's editing buttons (they follow the
 * totals). 'Aprovar Metas' is not here: it is docked in the bottom bar (`ApproveAction`).
 */
export function ActionsBar({ actions, editable }: ActionsBarProps) {
  const difference = useAtomValue(differenceAtom);
  const unsaved = useAtomValue(unsavedCountAtom);
  const metaType = useMetaType();
  const history = useAtomValue(historyAtom);
  // While a save runs, 'Desfazer' waits: undoing a value whose save has not answered yet would
  // revert to the wrong side of it (the save's answer then takes the undone value for the saved one).
  const saving = useAtomValue(busyAtom) !== null;
  // While a conflict is open its panel offers the ways on; the unsaved bar would resend on stale data.
  const conflict = useAtomValue(conflictAtom) !== null;
  const { onHistory } = useScreen();
  return (
    <Probe id="actions">
      {/* The banner asks to redistribute: only for a split this user can edit. */}
      {editable && !isWithinMetaTolerance(difference, metaType) && (
        <Banner tone="warning">{MESSAGES.warningBanner(difference > 0 ? 'acima' : 'abaixo')}</Banner>
      )}
      {unsaved > 0 && !conflict && (
        <Banner
          tone="error"
          action={
            <>
              <Button size="sm" onPress={() => void actions.retry()}>
                {MESSAGES.actions.retryAll}
              </Button>
              <Button size="sm" variant="secondary" onPress={() => actions.discard()}>
                {MESSAGES.actions.discardAll}
              </Button>
            </>
          }
        >
          {MESSAGES.unsavedBar.message(unsaved)}
        </Banner>
      )}
      <Bar>
        <Button variant="secondary" icon={<BarChart3 size={18} aria-hidden="true" />} onPress={() => actions.openCompare(true)}>
          {MESSAGES.actions.compare}
        </Button>
        {onHistory && (
          <Button variant="secondary" icon={<History size={18} aria-hidden="true" />} onPress={() => onHistory()}>
            {MESSAGES.history.all}
          </Button>
        )}
        <Button
          variant="secondary"
          icon={<Scale size={18} aria-hidden="true" />}
          isDisabled={!editable || difference === 0}
          onPress={actions.previewDistribution}
        >
          {MESSAGES.actions.distribute}
        </Button>
        <Button
          variant="secondary"
          icon={<Undo2 size={18} aria-hidden="true" />}
          isDisabled={!editable || saving || !canUndo(history)}
          onPress={actions.undo}
        >
          {MESSAGES.actions.undo}
        </Button>
      </Bar>
    </Probe>
  );
}
