import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { AUTO_CLOSE_MS, useAutoClose } from '../Dialog/useAutoClose';

export interface SuccessDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called when the dialog closes: by itself (`autoClose`), by Escape or by a click outside. */
  onClose: () => void;
  /** Title ('Tudo certo!', 'Meta Liberada!' elsewhere in the specs).
   * @default 'Processo concluído!' */
  title?: ReactNode;
  /** Message, e.g. 'Notificação criada com sucesso!'. */
  message: ReactNode;
  /** Optional second line. */
  detail?: ReactNode;
  /** Buttons offered after success, e.g. 'Criar outro usuário' and 'Voltar'; the caller closes the dialog from them. */
  actions?: ReactNode;
  /** Whether the dialog closes by itself after `autoCloseMs`.
   * @default true without actions, false with actions */
  autoClose?: boolean;
  /** Milliseconds before closing by itself.
   * @default 2500 */
  autoCloseMs?: number;
}

/** 'Processo concluído!' with a message; closes by itself after 2.5 s unless it offers actions. */
export function SuccessDialog({
  isOpen,
  onClose,
  title = 'Processo concluído!',
  message,
  detail,
  actions,
  autoClose = !actions,
  autoCloseMs = AUTO_CLOSE_MS,
}: SuccessDialogProps) {
  useAutoClose(isOpen && autoClose, autoCloseMs, onClose);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      tone="success"
      isCentered
      actions={actions}
    >
      <p>{message}</p>
      {detail !== undefined && <p>{detail}</p>}
    </Dialog>
  );
}
