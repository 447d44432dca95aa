import { useId } from 'react';
import { styled } from 'styled-components';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@conecta/ui';
import type { TargetStatus } from '@conecta/core';
import { MESSAGES } from '../messages';
import type { SellerActions } from '../state/actions';
import type { ApproveBlock } from '../state/rules';

const Hint = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

interface ApproveActionProps {
  /** The screen's actions. */
  actions: SellerActions;
  /** Why 'Aprovar Metas' is disabled, or null when it is enabled. */
  approveBlock: ApproveBlock | null;
  /** The status shown in 'Status da META' (named by the reason). */
  status: TargetStatus | null;
  /** Whether the reason beside a disabled 'Aprovar Metas' is shown (off when the lock notice already says it). @default true */
  showHint?: boolean;
}

/**
 * 'Aprovar Metas' with, when it is disabled, the reason beside it. The screen docks it in the bottom
 * bar (`FloatingDifference` → ui `DockedBar`), so no floating element can cover it at any scroll
 * position (issue 16 item 1).
 */
export function ApproveAction({ actions, approveBlock, status, showHint = true }: ApproveActionProps) {
  const hintId = useId();
  const hint =
    approveBlock === 'role'
      ? MESSAGES.approveHint.role
      : approveBlock === 'permission'
        ? MESSAGES.approveHint.permission
        : approveBlock === 'status'
          ? MESSAGES.approveHint.status(status ?? MESSAGES.statusUnknown)
          : null;
  const shown = showHint && hint !== null;
  return (
    <>
      {shown && <Hint id={hintId}>{hint}</Hint>}
      <Button
        icon={<CheckCircle2 size={18} aria-hidden="true" />}
        isDisabled={approveBlock !== null}
        aria-describedby={shown ? hintId : undefined}
        onPress={() => void actions.approve()}
      >
        {MESSAGES.actions.approve}
      </Button>
    </>
  );
}
