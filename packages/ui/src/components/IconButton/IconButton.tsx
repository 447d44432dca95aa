import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { styled, css } from 'styled-components';
import { focusRing } from '../../styles';
import { Tooltip, type TooltipPlacement } from '../Tooltip/Tooltip';

/** Colour of an icon button. */
export type IconButtonVariant = 'ghost' | 'primary' | 'danger';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'aria-label' | 'aria-labelledby'> {
  /** Accessible name of the button, also shown as its tooltip (e.g. 'Editar usuário'). */
  label: string;
  /** The icon (decorative: mark it `aria-hidden`; the label names the action). */
  icon: ReactNode;
  /** Colour: `ghost` for table tools and toolbars, `primary` for emphasis, `danger` for destructive actions.
   * @default 'ghost' */
  variant?: IconButtonVariant;
  /** Square size: 32 px (`sm`, table rows) or 40 px (`md`).
   * @default 'md' */
  size?: 'sm' | 'md';
  /** Side on which the tooltip opens.
   * @default 'top' */
  tooltipPlacement?: TooltipPlacement;
  /** Shows the label as a tooltip on hover and focus.
   * @default true */
  showTooltip?: boolean;
}

const variants = {
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
    &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primaryHover}; }
    &[data-pressed] { background: ${({ theme }) => theme.colors.primaryPressed}; }
  `,
  danger: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.errorText};
    &[data-hovered] { background: ${({ theme }) => theme.colors.errorSoft}; }
    &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  `,
};

const Square = styled(AriaButton)<{ $variant: IconButtonVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ $variant }) => variants[$variant]}
  &[data-focus-visible] { ${focusRing} }
  &[data-disabled] {
    background: transparent;
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  svg { flex: none; pointer-events: none; }
`;

/**
 * A button that shows only an icon. Its accessible name is `label`, which also appears as a tooltip
 * on hover and keyboard focus, so sighted mouse and keyboard users learn what the icon does.
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  tooltipPlacement = 'top',
  showTooltip = true,
  ...props
}: IconButtonProps) {
  const button = (
    <Square {...props} aria-label={label} $variant={variant} $size={size}>
      {icon}
    </Square>
  );
  return (
    <Tooltip content={label} placement={tooltipPlacement} isDisabled={!showTooltip}>
      {button}
    </Tooltip>
  );
}
