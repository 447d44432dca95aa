import { useId, useState, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { styled } from 'styled-components';
import {
  buttonStyles,
  type ButtonLookProps,
  fieldErrorText,
  fieldLabel,
  fieldStack,
  inputBase,
  passwordInputWrap,
  passwordToggle,
  Spinner,
} from '@conecta/ui';

/*
 * The sign-in form's controls: plain <input> and <button> elements with the look of the ui
 * TextField, PasswordField and Button (the same shared styles), and the same accessible names,
 * required and invalid states and error descriptions. /login is the first page every user
 * downloads, and react-aria's field and press machinery alone weighs about 20 KiB gzip there; the
 * browser's own controls do everything this two-field form needs (see Session.mdx, 'Peso da tela
 * de entrada'). Every other form of the portal keeps the ui fields.
 */

const Root = styled.div`
  ${fieldStack}
`;

const Label = styled.label`
  ${fieldLabel}
`;

const Input = styled.input`
  ${inputBase}
  width: 100%;
`;

const ErrorText = styled.span`
  ${fieldErrorText}
`;

const InputWrap = styled.div`
  ${passwordInputWrap}
`;

const Toggle = styled.button`
  ${passwordToggle}
`;

/** `data-native` selects the pseudo-class states of the shared button look. */
const NativeButton = styled.button<ButtonLookProps>`
  ${buttonStyles}
`;

export interface NativeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown (and announced as the input's description) while the field is invalid. */
  error?: string | undefined;
  autoComplete: string;
}

/** Label, input and error text, wired together by ids (`aria-describedby` points at the error). */
function useFieldIds(error: string | undefined) {
  const inputId = useId();
  const errorId = useId();
  return {
    inputId,
    errorId,
    inputProps: {
      id: inputId,
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}

/** A required text input ('E-mail'): the form, not the browser, shows the messages (`noValidate`). */
export function NativeTextField({ label, name, value, onChange, error, autoComplete, type = 'text' }: NativeFieldProps & { type?: 'text' | 'email' }) {
  const { inputId, errorId, inputProps } = useFieldIds(error);
  return (
    <Root>
      <Label htmlFor={inputId}>{label}</Label>
      <Input {...inputProps} type={type} name={name} value={value} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Root>
  );
}

/** A required password input with the 'Mostrar senha' / 'Ocultar senha' toggle of the ui PasswordField. */
export function NativePasswordField({ label, name, value, onChange, error, autoComplete }: NativeFieldProps) {
  const { inputId, errorId, inputProps } = useFieldIds(error);
  const [visible, setVisible] = useState(false);
  return (
    <Root>
      <Label htmlFor={inputId}>{label}</Label>
      <InputWrap>
        <Input
          {...inputProps}
          type={visible ? 'text' : 'password'}
          name={name}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
        <Toggle type="button" data-native="" aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'} onClick={() => setVisible((shown) => !shown)}>
          {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
        </Toggle>
      </InputWrap>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Root>
  );
}

/**
 * The form's submit button. While pending it keeps its place and focus, shows the spinner
 * ('Carregando') and is `aria-disabled`; the form ignores a second submit meanwhile.
 */
export function SubmitButton({ children, isPending }: { children: ReactNode; isPending: boolean }) {
  return (
    <NativeButton
      type="submit"
      data-native=""
      $variant="primary"
      $fullWidth
      $size="md"
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
    >
      {isPending && <Spinner size="sm" label="Carregando" tone="inherit" />}
      {children}
    </NativeButton>
  );
}

/** A button that looks like a link ('Esqueci minha senha'). */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <NativeButton type="button" data-native="" $variant="link" $fullWidth={false} $size="md" onClick={onClick}>
      {children}
    </NativeButton>
  );
}
