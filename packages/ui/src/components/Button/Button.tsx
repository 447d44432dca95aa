import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../../styles';
import { Spinner } from '../Spinner/Spinner';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

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

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primaryHover}; }
    &[data-pressed] { background: ${({ theme }) => theme.colors.primaryPressed}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
    &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.errorText};
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.errorText};
    &[data-hovered] { filter: brightness(0.92); }
    &[data-pressed] { filter: brightness(0.85); }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    padding-inline: ${({ theme }) => theme.space[1]};
    text-decoration: underline;
    text-underline-offset: 2px;
    &[data-hovered] { color: ${({ theme }) => theme.colors.primaryHover}; }
  `,
};

const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $fullWidth: boolean; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : theme.space[4])};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ $variant }) => variants[$variant]}
  &[data-focus-visible] { ${focusRing} }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabledBg};
    border-color: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
    filter: none;
  }
  &[data-pending] { cursor: progress; }
  svg { flex: none; }
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
