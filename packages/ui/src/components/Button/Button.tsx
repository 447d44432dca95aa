import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { Spinner } from '../Spinner/Spinner';
import { buttonStyles, type ButtonLookProps, type ButtonVariant } from './button-styles';

export type { ButtonVariant } from './button-styles';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** Visual weight: `primary` for the main action of a screen, `danger` for destructive ones.
   * @default 'primary' */
  variant?: ButtonVariant;
  /** Icon shown before the label (decorative; the label names the action). */
  icon?: ReactNode;
  /** Text of the button. */
  children: ReactNode;
  /** Stretches the button to the width of its container.
   * @default false */
  fullWidth?: boolean;
  /** Compact height for toolbars and table rows.
   * @default 'md' */
  size?: 'sm' | 'md';
}

const StyledButton = styled(AriaButton)<ButtonLookProps>`
  ${buttonStyles}
`;

/**
 * The action button. Pending (`isPending`) keeps its size, shows a spinner, announces progress and
 * ignores presses while the request runs.
 */
export function Button({
  variant = 'primary',
  icon,
  children,
  fullWidth = false,
  size = 'md',
  isPending,
  ...props
}: ButtonProps) {
  return (
    <StyledButton {...props} isPending={isPending} $variant={variant} $fullWidth={fullWidth} $size={size}>
      {isPending ? <Spinner size="sm" label="Carregando" tone="inherit" /> : icon}
      {children}
    </StyledButton>
  );
}
