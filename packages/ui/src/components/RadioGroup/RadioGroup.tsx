import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../Field/Field';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'> {
  /** Visible label of the group (its accessible name). */
  label: ReactNode;
  /** The `Radio` options. */
  children: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** Message shown while the group is invalid (e.g. required and nothing chosen). */
  errorMessage?: FieldErrorMessage;
}

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className' | 'style'> {
  /** Visible label of the option. */
  children: ReactNode;
}

const Group = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[5]};
  }
`;

const Dot = styled.span`
  flex: none;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-width ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
`;

const Control = styled(RadioButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-hovered] ${Dot} { border-color: ${({ theme }) => theme.colors.primary}; }
  &[data-selected] ${Dot} {
    border: 6px solid ${({ theme }) => theme.colors.primary};
  }
  &[data-pressed] ${Dot} { border-color: ${({ theme }) => theme.colors.primaryPressed}; }
  &[data-focus-visible] ${Dot} {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-invalid] ${Dot} { border-color: ${({ theme }) => theme.colors.errorText}; }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  &[data-disabled] ${Dot} {
    border-color: ${({ theme }) => theme.colors.disabledBg};
    background: ${({ theme }) => theme.colors.disabledBg};
  }
`;

/** A group of mutually exclusive options; arrow keys move between them. */
export function RadioGroup({ label, children, description, errorMessage, ...props }: RadioGroupProps) {
  return (
    <Group {...props}>
      <FieldLabel>{label}</FieldLabel>
      <Options>{children}</Options>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Group>
  );
}

/** One option of a `RadioGroup`. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <RadioField {...props}>
      <Control>
        <Dot aria-hidden="true" />
        {children}
      </Control>
    </RadioField>
  );
}
