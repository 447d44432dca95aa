import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { BarChart3, CheckCircle2, Scale, Undo2 } from 'lucide-react';
import { canUndo, isWithinTolerance } from '@conecta/core';
import { Banner, Button } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { differenceAtom, historyAtom, unsavedCountAtom } from '../state/atoms';
import type { SellerActions } from '../state/actions';
import type { ApproveBlock } from '../state/rules';
import type { TargetStatus } from '@conecta/core';
import { Probe } from './Probe';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[4]} 0`};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

interface ActionsBarProps {
  /** The screen's actions. */
  actions: SellerActions;
  /** Seller values can be edited (the warning banner and the edit buttons follow it). */
  editable: boolean;
  /** Why 'Aprovar Metas' is disabled, or null. */
  approveBlock: ApproveBlock | null;
  /** The status shown in 'Status da META' (named by the hint). */
  status: TargetStatus | null;
  /** Whether the reason under 'Aprovar Metas' is shown (off when the lock notice already says it). @default true */
  showHint?: boolean;
}

/** The warning banner, the unsaved-changes bar and the screen's buttons (they follow the totals). */
export function ActionsBar({ actions, editable, approveBlock, status, showHint = true }: ActionsBarProps) {
  const difference = useAtomValue(differenceAtom);
  const unsaved = useAtomValue(unsavedCountAtom);
  const history = useAtomValue(historyAtom);
  const hint =
    approveBlock === 'role'
      ? MESSAGES.approveHint.role
      : approveBlock === 'permission'
        ? MESSAGES.approveHint.permission
        : approveBlock === 'status'
          ? MESSAGES.approveHint.status(status ?? MESSAGES.statusUnknown)
          : null;
  return (
    <Probe id="actions">
      {/* The banner asks to redistribute: only for a split this user can edit. */}
      {editable && !isWithinTolerance(difference) && (
        <Banner tone="warning">{MESSAGES.warningBanner(difference > 0 ? 'acima' : 'abaixo')}</Banner>
      )}
      {unsaved > 0 && (
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
          isDisabled={!editable || !canUndo(history)}
          onPress={actions.undo}
        >
          {MESSAGES.actions.undo}
        </Button>
        <Spacer />
        <Button
          icon={<CheckCircle2 size={18} aria-hidden="true" />}
          isDisabled={approveBlock !== null}
          onPress={() => void actions.approve()}
        >
          {MESSAGES.actions.approve}
        </Button>
      </Bar>
      {showHint && hint && <Hint>{hint}</Hint>}
    </Probe>
  );
}
