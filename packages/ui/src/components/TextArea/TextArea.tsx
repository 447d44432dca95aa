import { useId, type ReactNode } from 'react';
import { TextArea as AriaTextArea, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { inputBase } from '../../styles';
import {
  CharacterCounter,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldErrorMessage,
} from '../Field/Field';
import { useTextLength } from '../Field/use-text-length';
import { FieldRoot } from '../TextField/TextField';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'> {
  /** Visible label; it is also the accessible name of the text area. */
  label: ReactNode;
  /** Help text under the text area, announced as its description. */
  description?: ReactNode;
  /** Message shown while the field is invalid (`isInvalid` or a failed `validate`). */
  errorMessage?: FieldErrorMessage;
  /** Hint shown while the text area is empty. */
  placeholder?: string;
  /** Visible lines of text before it scrolls.
   * @default 4 */
  rows?: number;
  /** Shows the 'n/maxLength' counter under the text area (needs `maxLength`).
   * @default false */
  showCounter?: boolean;
}

const StyledTextArea = styled(AriaTextArea)`
  ${inputBase}
  width: 100%;
  resize: vertical;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Multi-line text input (e.g. a notification message) with label, help, error and counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCounter = false,
  value,
  defaultValue,
  onChange,
  maxLength,
  ...props
}: TextAreaProps) {
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
      <StyledTextArea placeholder={placeholder} rows={rows} />
      {withCounter && <CharacterCounter id={counterId} count={length} max={maxLength} />}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </FieldRoot>
  );
}
