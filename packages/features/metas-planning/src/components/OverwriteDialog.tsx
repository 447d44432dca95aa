import { styled } from 'styled-components';
import { formatBRL } from '@conecta/core';
import { Button, Dialog, Spinner } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { LossRead, OverwriteAction } from '../state/atoms';

export interface OverwriteDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** What waits for the answer: a history base (nothing is written yet) or 'Ratear Metas' (the save). */
  action: OverwriteAction | null;
  /** 'split': the target is split on the server and the dialog names what is lost; 'planned': only the screen's values change. */
  reason: 'split' | 'planned' | null;
  /** The read of the split the save would replace (loading, failed or ready). */
  lossRead: LossRead;
  /** 'Continuar'. Disabled while the split is being read or its read failed. */
  onConfirm: () => void;
  /** 'Cancelar', Escape: nothing changes. */
  onCancel: () => void;
  /** Reads the split again after a failure. */
  onRetry: () => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  text-align: start;
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Lost = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.errorText};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
`;

/** The split that a new split would replace, as read from the server. */
function LostSplit({ lossRead, onRetry }: Pick<OverwriteDialogProps, 'lossRead' | 'onRetry'>) {
  const m = MESSAGES.dialogs.overwrite;
  if (lossRead.state === 'loading' || lossRead.state === 'idle')
    return (
      <Status role="status">
        <Spinner label={m.loading} />
        {m.loading}
      </Status>
    );
  if (lossRead.state === 'error')
    return (
      <ErrorText role="alert">
        <strong>{m.loadError}</strong>
        <span>{m.loadErrorDetail}</span>
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {MESSAGES.actions.retry}
        </Button>
      </ErrorText>
    );
  const { loss } = lossRead;
  if (loss.supervisors.length === 0) return <p>{m.none}</p>;
  return (
    <>
      <ul>
        {loss.supervisors.map((supervisor) => (
          <li key={supervisor.id}>
            <strong>{supervisor.nome}</strong>: {formatBRL(supervisor.total)}
            {supervisor.sellersWithValues > 0 && <> · {m.sellers(supervisor.sellersWithValues)}</>}
            {supervisor.approved && <> · {m.approved}</>}
          </li>
        ))}
      </ul>
      <p>{m.total(loss.supervisors.length, formatBRL(loss.total))}</p>
      {loss.programmed && <p>{m.programmed}</p>}
      {loss.sellersWithValues > 0 && <p>{m.sellersTotal(loss.sellersWithValues)}</p>}
      {loss.approvedCount > 0 && <p>{m.approvals(loss.approvedCount, loss.supervisors.length)}</p>}
    </>
  );
}

/**
 * 'Meta selecionada ja foi rateada, qualquer alteracao ira sobrescrever o rateio anterior.'
 * (metas spec §5) before a history base or 'Ratear Metas' on a target already split: it names
 * what the save would replace — each supervisor with values and their total, how many sellers
 * hold values, who already approved and whether the manager programmed the team — read fresh
 * from the server. 'Continuar' waits for that read; a failed read says so and offers a retry.
 */
export function OverwriteDialog({ isOpen, action, reason, lossRead, onConfirm, onCancel, onRetry }: OverwriteDialogProps) {
  const m = MESSAGES.dialogs.overwrite;
  const isSplit = reason === 'split';
  const canConfirm = !isSplit || lossRead.state === 'ready';
  const note = !isSplit ? m.plannedNote : action?.type === 'save' ? m.saveNote : m.baseNote;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={m.title}
      tone="warning"
      role="alertdialog"
      size="md"
      isBusy={isSplit && lossRead.state === 'loading'}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            {m.cancel}
          </Button>
          <Button variant="primary" onPress={onConfirm} isDisabled={!canConfirm}>
            {m.confirm}
          </Button>
        </>
      }
    >
      <Body>
        <p>{m.message}</p>
        {isSplit && (
          <Lost aria-label={m.lostTitle}>
            <h3>{m.lostTitle}</h3>
            <LostSplit lossRead={lossRead} onRetry={onRetry} />
          </Lost>
        )}
        <p>{note}</p>
      </Body>
    </Dialog>
  );
}
