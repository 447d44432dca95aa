import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with `false` whenever the dialog closes: confirm, cancel or Escape. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Question asked, e.g. 'Tem certeza que deseja excluir a notificação?'. */
  title: ReactNode;
  /** First message line. */
  message?: ReactNode;
  /** Second message line, e.g. 'Você não vai poder recuperar após a exclusão.'. */
  detail?: ReactNode;
  /** Label of the confirming button, e.g. 'Sim, excluir'.
   * @default 'Confirmar' */
  confirmLabel?: string;
  /** Label of the cancelling button.
   * @default 'Cancelar' */
  cancelLabel?: string;
  /** `danger` paints the confirming button red and puts the initial focus on Cancelar.
   * @default 'default' */
  tone?: 'default' | 'danger';
  /** Called when the user confirms; the dialog then asks to close through `onOpenChange(false)`. */
  onConfirm: () => void;
  /** Called when the user cancels: the Cancelar button, Escape or a click on the backdrop. */
  onCancel?: () => void;
}

/**
 * Asks the user to confirm an action (an `alertdialog`). Confirming calls `onConfirm`, cancelling
 * (button, Escape, backdrop) calls `onCancel`; both then call `onOpenChange(false)`.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  detail,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = () => {
    onCancel?.();
    onOpenChange?.(false);
  };
  const confirm = () => {
    onConfirm();
    onOpenChange?.(false);
  };
  const isDanger = tone === 'danger';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={title}
      role="alertdialog"
      tone={isDanger ? 'warning' : 'neutral'}
      isCentered
      size="md"
      actions={
        <>
          <Button variant="secondary" onPress={cancel} autoFocus={isDanger}>
            {cancelLabel}
          </Button>
          <Button variant={isDanger ? 'danger' : 'primary'} onPress={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message !== undefined || detail !== undefined ? (
        <>
          {message !== undefined && <p>{message}</p>}
          {detail !== undefined && <p>{detail}</p>}
        </>
      ) : null}
    </Dialog>
  );
}
