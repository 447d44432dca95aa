import { useId, type ReactNode } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { inputBase } from '../../styles';
import {
  CharacterCounter,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStack,
  type FieldErrorMessage,
} from '../Field/Field';
import { useTextLength } from '../Field/use-text-length';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'> {
  /** Visible label; it is also the accessible name of the input. */
  label: ReactNode;
  /** Help text under the input, announced as its description. */
  description?: ReactNode;
  /** Message shown while the field is invalid (`isInvalid` or a failed `validate`). */
  errorMessage?: FieldErrorMessage;
  /** Hint shown while the input is empty (never a substitute for the label). */
  placeholder?: string;
  /** Shows the 'n/maxLength' counter under the input (needs `maxLength`).
   * @default false */
  showCounter?: boolean;
}

export const FieldRoot = styled(AriaTextField)`
  ${fieldStack}
`;

export const StyledInput = styled(Input)`
  ${inputBase}
  width: 100%;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Single-line text input with label, help text, error message and an optional character counter. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  showCounter = false,
  value,
  defaultValue,
  onChange,
  maxLength,
  ...props
}: TextFieldProps) {
  const counterId = useId();
  const [length, handleChange] = useTextLength(value, defaultValue, onChange);
  const withCounter = showCounter && maxLength != null;
  return (
    <FieldRoot
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      maxLength={maxLength}
      aria-describedby={[props['aria-describedby'], withCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined}
    >
      <FieldLabel>{label}</FieldLabel>
      <StyledInput placeholder={placeholder} />
      {withCounter && <CharacterCounter id={counterId} count={length} max={maxLength} />}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </FieldRoot>
  );
}
