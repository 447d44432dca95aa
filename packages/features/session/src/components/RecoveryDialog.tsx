import { useEffect } from 'react';
import { styled } from 'styled-components';
import { Banner, Button, Dialog, fieldValidity, TextField } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { useValidatedForm } from '../state/form';
import { useRecovery } from '../state/hooks';
import { validateRecovery } from '../state/validation';

export interface RecoveryDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with false when the dialog closes. */
  onOpenChange: (isOpen: boolean) => void;
  /** E-mail already typed on the sign-in form, to start from. @default '' */
  initialEmail?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** 'Esqueci minha senha': asks for the e-mail, calls /recuperarsenha/checkemail, confirms clearly. */
export function RecoveryDialog({ isOpen, onOpenChange, initialEmail = '' }: RecoveryDialogProps) {
  const { state, submit, reset } = useRecovery();
  const form = useValidatedForm({ email: initialEmail }, validateRecovery);
  const { reset: resetForm } = form;
  useEffect(() => {
    if (isOpen) {
      reset();
      resetForm({ email: initialEmail });
    }
  }, [isOpen, initialEmail, reset, resetForm]);
  const email = form.field('email');

  const close = () => onOpenChange(false);
  const done = state.step === 'done';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={done ? MESSAGES.recoveryDoneTitle : MESSAGES.recoveryTitle}
      tone={done ? 'success' : 'neutral'}
      isBusy={state.step === 'pending'}
      size="md"
      actions={
        done ? (
          <Button onPress={close} autoFocus>
            {MESSAGES.recoveryClose}
          </Button>
        ) : undefined
      }
    >
      {done ? (
        <p role="status">{MESSAGES.recoveryDone(state.email)}</p>
      ) : (
        <Form noValidate onSubmit={(event) => void form.handleSubmit((values) => submit(values.email))(event)}>
          <p>{MESSAGES.recoveryIntro}</p>
          {state.step === 'error' && <Banner tone="error">{state.message}</Banner>}
          <TextField
            label={MESSAGES.emailLabel}
            type="email"
            autoComplete="email"
            name={email.name}
            value={email.value}
            onChange={email.onChange}
            {...fieldValidity(email)}
            isRequired
            autoFocus
          />
          <Actions>
            <Button variant="secondary" onPress={close}>
              {MESSAGES.recoveryCancel}
            </Button>
            <Button type="submit" isPending={state.step === 'pending'}>
              {MESSAGES.recoverySubmit}
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
  );
}
