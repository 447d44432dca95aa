import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface ErrorDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called when the user closes the dialog: the OK button, Escape or a click outside. */
  onClose: () => void;
  /** Title.
   * @default 'Atenção!' */
  title?: ReactNode;
  /** Emphasised first line.
   * @default 'Algo deu errado!' */
  headline?: ReactNode;
  /** What to do or what happened.
   * @default 'Tente novamente mais tarde.' */
  message?: ReactNode;
  /** Error code of the failing call; shown as 'Código: N' when given. */
  code?: number | string;
  /** Label of the closing button.
   * @default 'OK' */
  closeLabel?: string;
  /** Why it failed, in the user's words (e.g. 'O servidor não respondeu a tempo.'); shown under the message. */
  reason?: ReactNode;
  /** When given, a 'Tentar novamente' button that closes the dialog and repeats what failed. */
  onRetry?: () => void;
  /** Label of the retry button.
   * @default 'Tentar novamente' */
  retryLabel?: string;
}

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Headline = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.errorText};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Atenção!' / 'Algo deu errado!' with a message, an optional 'Código: N' and an OK button. */
export function ErrorDialog({
  isOpen,
  onClose,
  title = 'Atenção!',
  headline = 'Algo deu errado!',
  message = 'Tente novamente mais tarde.',
  code,
  closeLabel = 'OK',
  reason,
  onRetry,
  retryLabel = 'Tentar novamente',
}: ErrorDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      tone="error"
      role="alertdialog"
      isCentered
      actions={
        <>
          {onRetry && (
            <Button
              variant="secondary"
              onPress={() => {
                onClose();
                onRetry();
              }}
            >
              {retryLabel}
            </Button>
          )}
          <Button onPress={onClose} autoFocus>
            {closeLabel}
          </Button>
        </>
      }
    >
      <Headline>{headline}</Headline>
      <p>{message}</p>
      {reason && <Reason>{reason}</Reason>}
      {code !== undefined && <Code>Código: {code}</Code>}
    </Dialog>
  );
}
