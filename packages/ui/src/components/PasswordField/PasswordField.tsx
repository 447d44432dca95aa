import { useState, type ReactNode } from 'react';
import { Button as AriaButton, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import { styled } from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../Field/Field';
import { FieldRoot, StyledInput } from '../TextField/TextField';
import { passwordInputWrap, passwordToggle } from './password-styles';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'> {
  /** Visible label; it is also the accessible name of the input. */
  label: ReactNode;
  /** Help text under the input (e.g. the password rules). */
  description?: ReactNode;
  /** Message shown while the field is invalid (`isInvalid` or a failed `validate`). */
  errorMessage?: FieldErrorMessage;
  /** Hint shown while the input is empty. */
  placeholder?: string;
  /** Accessible name of the toggle while the password is hidden.
   * @default 'Mostrar senha' */
  showLabel?: string;
  /** Accessible name of the toggle while the password is visible.
   * @default 'Ocultar senha' */
  hideLabel?: string;
  /** Browser autofill hint: 'current-password' to sign in, 'new-password' on a user form.
   * @default 'current-password' */
  autoComplete?: string;
}

const InputWrap = styled.div`
  ${passwordInputWrap}
`;

const Toggle = styled(AriaButton)`
  ${passwordToggle}
`;

/** Password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
  autoComplete = 'current-password',
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldRoot {...props} isDisabled={isDisabled} type={visible ? 'text' : 'password'} autoComplete={autoComplete}>
      <FieldLabel>{label}</FieldLabel>
      <InputWrap>
        <StyledInput placeholder={placeholder} />
        <Toggle
          aria-label={visible ? hideLabel : showLabel}
          onPress={() => setVisible((v) => !v)}
          isDisabled={isDisabled}
        >
          {visible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
        </Toggle>
      </InputWrap>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </FieldRoot>
  );
}
