import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { Spinner } from '../Spinner/Spinner';

export interface ProgressDialogProps {
  /** Whether the dialog is shown (controlled): open it when the request starts, close it when it ends. */
  isOpen: boolean;
  /** Title.
   * @default 'Aguarde...' */
  title?: ReactNode;
  /** Optional line under the spinner, e.g. what is being saved. */
  message?: ReactNode;
  /** Accessible name of the spinner.
   * @default 'Carregando' */
  spinnerLabel?: string;
}

/**
 * 'Aguarde...' with a spinner while a request runs. Not dismissable (no Escape, no backdrop click),
 * marked `aria-busy`; the caller closes it when the request settles.
 */
export function ProgressDialog({ isOpen, title = 'Aguarde...', message, spinnerLabel = 'Carregando' }: ProgressDialogProps) {
  return (
    <Dialog isOpen={isOpen} title={title} isDismissable={false} isBusy isCentered>
      <Spinner size="lg" label={spinnerLabel} />
      {message !== undefined && <p>{message}</p>}
    </Dialog>
  );
}
