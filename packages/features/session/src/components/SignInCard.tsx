import { lazy, Suspense, useId, useState } from 'react';
import { styled } from 'styled-components';
import { Banner, useToast } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { USER_NOT_ACTIVE_NOTICE_MS } from '../state/constants';
import { useValidatedForm } from '../state/form';
import { useSignIn } from '../state/hooks';
import { validateSignIn } from '../state/validation';
import { LinkButton, NativePasswordField, NativeTextField, SubmitButton } from './SignInFields';

/**
 * The recovery dialog (its form, the dialog and its focus management) loads the first time
 * 'Esqueci minha senha' is pressed, so a guest on /login downloads only the sign-in form.
 */
const RecoveryDialog = lazy(() => import('./RecoveryDialog').then((module) => ({ default: module.RecoveryDialog })));

export interface SignInCardProps {
  /** Called after a successful sign-in with the path to go to (the remembered one or '/dashboard'). */
  onSignedIn?: (redirectTo: string) => void;
}

const Surface = styled.section`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;
`;

const Logo = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.primary};
  &::after {
    content: '';
    display: block;
    width: 48px;
    height: 4px;
    margin: ${({ theme }) => theme.space[2]} auto 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.secondary};
  }
`;

const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Forgot = styled.div`
  display: flex;
  justify-content: center;
`;

const AlertSlot = styled.div`
  &:empty { display: none; }
`;

/** The sign-in card: brand, e-mail, password, 'Entrar', 'Esqueci minha senha' and the refusal text. */
export function SignInCard({ onSignedIn }: SignInCardProps) {
  const { submit, isPending, error, clearError } = useSignIn();
  const toast = useToast();
  const titleId = useId();
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // Mounted from the first opening on (and kept, so it can animate out when closed).
  const [recoveryLoaded, setRecoveryLoaded] = useState(false);
  const form = useValidatedForm({ email: '', senha: '' }, validateSignIn);
  const email = form.field('email');
  const senha = form.field('senha');
  /** A field's change: its value, and the server's refusal goes away as the user corrects. */
  const editing = (field: typeof email) => (value: string) => {
    field.onChange(value);
    if (error) clearError();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // The submit button stays focusable while pending (aria-disabled): a second Enter does nothing.
    if (isPending) return;
    const result = await submit({ email: values.email.trim(), senha: values.senha });
    if (result.ok) {
      onSignedIn?.(result.redirectTo);
      return;
    }
    if (result.failure.kind === 'inactive') {
      toast.show({ message: result.failure.message, tone: 'error', durationMs: USER_NOT_ACTIVE_NOTICE_MS });
    }
  });

  return (
    <Surface aria-labelledby={titleId}>
      <Brand>
        <Logo>{MESSAGES.brand}</Logo>
        <Tagline>{MESSAGES.brandTagline}</Tagline>
      </Brand>
      <div>
        <Title id={titleId}>{MESSAGES.signInTitle}</Title>
        <Intro>{MESSAGES.signInIntro}</Intro>
      </div>
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isPending || undefined}>
        <AlertSlot>{error && <Banner tone="error">{error}</Banner>}</AlertSlot>
        <NativeTextField
          label={MESSAGES.emailLabel}
          type="email"
          autoComplete="username"
          name={email.name}
          value={email.value}
          onChange={editing(email)}
          error={email.error?.message}
        />
        <NativePasswordField
          label={MESSAGES.passwordLabel}
          autoComplete="current-password"
          name={senha.name}
          value={senha.value}
          onChange={editing(senha)}
          error={senha.error?.message}
        />
        <SubmitButton isPending={isPending}>{MESSAGES.submit}</SubmitButton>
      </Form>
      <Forgot>
        <LinkButton
          onClick={() => {
            setRecoveryLoaded(true);
            setRecoveryOpen(true);
          }}
        >
          {MESSAGES.forgotPassword}
        </LinkButton>
      </Forgot>
      {recoveryLoaded && (
        <Suspense fallback={null}>
          <RecoveryDialog isOpen={recoveryOpen} onOpenChange={setRecoveryOpen} initialEmail={form.values.email} />
        </Suspense>
      )}
    </Surface>
  );
}
