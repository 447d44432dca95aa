import type { ReactNode } from 'react';
import { FieldError, Label, Text, type Key, type ValidationResult } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldErrorText, fieldLabel, visuallyHidden } from '../../styles';

/** An option of a Select, ComboBox or MultiSelect. */
export interface FieldOption {
  /** Stable key (a backend id). */
  id: Key;
  /** Visible text, also used for typeahead and the selection summary. */
  label: string;
  /** Shown but cannot be chosen. */
  isDisabled?: boolean;
}

/** Error message of a field: fixed text, or a function of react-aria's validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export { fieldStack } from '../../styles';

export const FieldLabel = styled(Label)`
  ${fieldLabel}
`;

const DescriptionText = styled(Text)`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled(FieldError)`
  ${fieldErrorText}
`;

/** Help text under a field, wired to the control through react-aria's `description` slot. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null || children === false) return null;
  return <DescriptionText slot="description">{children}</DescriptionText>;
}

/**
 * Error text of a field (react-aria FieldError): rendered only while the field is invalid, linked
 * through aria-describedby. Without a message, react-aria's own validation text is shown.
 */
export function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return <ErrorText>{children}</ErrorText>;
}

const Counter = styled.span<{ $atLimit: boolean }>`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $atLimit }) => ($atLimit ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme, $atLimit }) => ($atLimit ? theme.typography.weight.semibold : theme.typography.weight.regular)};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * Character counter 'n/max'. Screen readers hear 'n de max caracteres' politely (aria-live) and, via
 * the id passed to the control's aria-describedby, as part of the field's description.
 */
export function CharacterCounter({ id, count, max }: { id: string; count: number; max: number }) {
  return (
    <Counter id={id} aria-live="polite" aria-atomic="true" $atLimit={count >= max} data-testid="character-counter">
      <span aria-hidden="true">
        {count}/{max}
      </span>
      <Hidden>
        {count} de {max} caracteres
      </Hidden>
    </Counter>
  );
}
