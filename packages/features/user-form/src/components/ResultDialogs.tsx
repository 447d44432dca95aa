import { Button, ErrorDialog, ProgressDialog, SuccessDialog } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { ResultMode } from '../state/atoms';

export interface ResultDialogsProps {
  mode: ResultMode;
  isEdit: boolean;
  /** 'Criar outro usuário' (create mode only). */
  onCreateAnother: () => void;
  /** 'Voltar' to the users list. */
  onBackToList: () => void;
  /** Closes an error dialog back onto the filled wizard. */
  onCloseError: () => void;
  /** Closes the e-mail error back onto step 2, the e-mail field marked. */
  onCloseEmailError: () => void;
  /** Why the save failed in the user's words (time-out, no connection, unreadable answer, the backend's refusal), or null. */
  failure?: string | null;
  /** Saves the same values again: offered with a reason, for a failure that may pass next time (not a refusal). */
  onRetry?: () => void;
}

/** The save's result modes (§4, §8): progress, success, error and e-mail error. */
export function ResultDialogs({
  mode,
  isEdit,
  onCreateAnother,
  onBackToList,
  onCloseError,
  onCloseEmailError,
  failure = null,
  onRetry,
}: ResultDialogsProps) {
  return (
    <>
      <ProgressDialog isOpen={mode === 'progress'} title={MESSAGES.progress} message={MESSAGES.progressMessage} />
      <SuccessDialog
        isOpen={mode === 'success'}
        onClose={onBackToList}
        title={isEdit ? MESSAGES.successEditTitle : MESSAGES.successTitle}
        message={isEdit ? MESSAGES.successEditMessage : MESSAGES.successMessage}
        actions={
          <>
            {!isEdit && (
              <Button variant="secondary" onPress={onCreateAnother}>
                {MESSAGES.createAnother}
              </Button>
            )}
            <Button onPress={onBackToList}>{MESSAGES.backToList}</Button>
          </>
        }
      />
      <ErrorDialog
        isOpen={mode === 'error'}
        onClose={onCloseError}
        title={MESSAGES.errorTitle}
        headline={MESSAGES.errorHeadline}
        message={MESSAGES.errorMessage}
        reason={failure}
        onRetry={failure ? onRetry : undefined}
        retryLabel={MESSAGES.retry}
      />
      <ErrorDialog
        isOpen={mode === 'email-error'}
        onClose={onCloseEmailError}
        title={MESSAGES.errorTitle}
        headline={MESSAGES.emailTaken}
        message={MESSAGES.emailTakenMessage}
      />
    </>
  );
}
