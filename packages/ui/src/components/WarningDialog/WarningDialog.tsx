import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { AUTO_CLOSE_MS, useAutoClose } from '../Dialog/useAutoClose';

export { AUTO_CLOSE_MS };

export interface WarningDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called when the dialog closes: by itself after `autoCloseMs`, by Escape or by a click outside. */
  onClose: () => void;
  /** Title.
   * @default 'Atenção!' */
  title?: ReactNode;
  /** First message line. */
  message: ReactNode;
  /** Optional second message line. */
  detail?: ReactNode;
  /** Milliseconds before the dialog closes by itself (the specs use 2.5 s; 0.5 s for the targets' invalid-value popup).
   * @default 2500 */
  autoCloseMs?: number;
}

/**
 * 'Atenção!' with one or two lines; closes by itself after 2.5 s (timer restarts on every opening and
 * is cleared on unmount), or earlier with Escape or a click outside.
 */
export function WarningDialog({
  isOpen,
  onClose,
  title = 'Atenção!',
  message,
  detail,
  autoCloseMs = AUTO_CLOSE_MS,
}: WarningDialogProps) {
  useAutoClose(isOpen, autoCloseMs, onClose);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      tone="warning"
      role="alertdialog"
      isCentered
    >
      <p>{message}</p>
      {detail !== undefined && <p>{detail}</p>}
    </Dialog>
  );
}
