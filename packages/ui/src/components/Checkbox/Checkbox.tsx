import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import { styled } from 'styled-components';
import { FieldDescription, FieldErrorText, type FieldErrorMessage } from '../Field/Field';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style'> {
  /** Visible label; it is also the accessible name of the checkbox. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Message shown while the checkbox is invalid (e.g. a required consent). */
  errorMessage?: FieldErrorMessage;
}

const Root = styled(CheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  > [slot='description'],
  > .react-aria-FieldError { padding-left: 28px; }
`;

const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.white};
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  svg { display: none; }
`;

const Control = styled(CheckboxButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-hovered] ${Box} { border-color: ${({ theme }) => theme.colors.primary}; }
  &[data-selected] ${Box},
  &[data-indeterminate] ${Box} {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-selected]:not([data-indeterminate]) ${Box} .check,
  &[data-indeterminate] ${Box} .minus { display: block; }
  &[data-pressed] ${Box} { border-color: ${({ theme }) => theme.colors.primaryPressed}; }
  &[data-focus-visible] ${Box} {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-invalid] ${Box} { border-color: ${({ theme }) => theme.colors.errorText}; }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  &[data-disabled] ${Box} {
    background: ${({ theme }) => theme.colors.disabledBg};
    border-color: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

/**
 * Checkbox with label, optional help and error text; `isIndeterminate` shows a dash (e.g. a
 * header checkbox when only some rows are chosen).
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      <Control>
        <Box aria-hidden="true">
          <Check className="check" size={14} strokeWidth={3} />
          <Minus className="minus" size={14} strokeWidth={3} />
        </Box>
        {children}
      </Control>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
