import { useState, type ReactNode } from 'react';
import { Button as AriaButton, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import styled from 'styled-components';
import { focusRing } from '../../styles';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../Field/Field';
import { FieldRoot, StyledInput } from '../TextField/TextField';

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
  position: relative;
  display: flex;
  input { padding-right: 44px; }
`;

const Toggle = styled(AriaButton)`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[data-hovered] { color: ${({ theme }) => theme.colors.primary}; }
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &[data-focus-visible] { ${focusRing} }
  &[data-disabled] { cursor: not-allowed; color: ${({ theme }) => theme.colors.disabledText}; }
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
