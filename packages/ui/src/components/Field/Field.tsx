import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
  type ValidationResult,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { fieldLabel, visuallyHidden } from '../../styles';

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

/** Vertical stack shared by every field root (label, control, help, error). */
export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-family: inherit;
`;

export const FieldLabel = styled(Label)`
  ${fieldLabel}
`;

const DescriptionText = styled(Text)`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.errorText};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
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

/** Listbox popover shared by Select, ComboBox and MultiSelect; as wide as its trigger. */
export const OptionsPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  &[data-entering] { animation: none; }
`;

export const OptionsList = styled(ListBox)`
  outline: none;
  padding: ${({ theme }) => theme.space[1]} 0;
` as typeof ListBox;

export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-selected] { font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing}; }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
    background: transparent;
  }
  .option-check { margin-left: auto; flex: none; color: ${({ theme }) => theme.colors.primary}; }
` as typeof ListBoxItem;

export const EmptyOptions = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The trigger look of Select and MultiSelect: an input-like button with a chevron. */
export const triggerBase = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  text-align: left;
  cursor: pointer;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: 40px;
  outline: none;
  &[data-focus-visible] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  svg { flex: none; }
  .value {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .value[data-placeholder] { color: ${({ theme }) => theme.colors.textMuted}; }
`;
