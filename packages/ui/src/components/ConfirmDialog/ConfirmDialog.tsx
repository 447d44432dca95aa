import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextArea } from '../TextArea/TextArea';

/** An optional comment asked with the confirmation (e.g. why a value changed). */
export interface ConfirmComment {
  /** The field's label, e.g. 'Comentário (opcional)'. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Most characters accepted (a counter shows the count). */
  maxLength: number;
}

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
  /**
   * Called when the user confirms, with what was typed in the `comment` field (when there is one);
   * the dialog then asks to close through `onOpenChange(false)`.
   */
  onConfirm: (comment?: string) => void;
  /** Called when the user cancels: the Cancelar button, Escape or a click on the backdrop. */
  onCancel?: () => void;
  /** More content under the message lines. */
  children?: ReactNode;
  /** Asks an optional comment under the message; it starts empty each time the dialog opens. */
  comment?: ConfirmComment;
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
  children,
  comment,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  // Each opening starts with an empty comment (state adjusted during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setTyped('');
  }
  const cancel = () => {
    onCancel?.();
    onOpenChange?.(false);
  };
  const confirm = () => {
    if (comment) onConfirm(typed);
    else onConfirm();
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
      {message !== undefined || detail !== undefined || children !== undefined || comment ? (
        <>
          {message !== undefined && <p>{message}</p>}
          {detail !== undefined && <p>{detail}</p>}
          {children}
          {comment && (
            <TextArea
              label={comment.label}
              {...(comment.description ? { description: comment.description } : {})}
              value={typed}
              onChange={setTyped}
              maxLength={comment.maxLength}
              showCounter
              rows={3}
            />
          )}
        </>
      ) : null}
    </Dialog>
  );
}
