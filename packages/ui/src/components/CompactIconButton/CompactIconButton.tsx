import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { styled, css, keyframes } from 'styled-components';
import { focusRing } from '../../styles';
import type { IconButtonVariant } from '../IconButton/IconButton';

export interface CompactIconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'type' | 'aria-label' | 'aria-labelledby' | 'className' | 'style'
> {
  /** Accessible name of the button, also shown as its tooltip (e.g. 'Editar usuário'). */
  label: string;
  /** The icon (decorative: mark it `aria-hidden`; the label names the action). */
  icon: ReactNode;
  /** Colour, as in `IconButton`.
   * @default 'ghost' */
  variant?: IconButtonVariant;
  /** Square size: 32 px (`sm`, table rows) or 40 px (`md`).
   * @default 'sm' */
  size?: 'sm' | 'md';
  /** Side on which the tooltip shows.
   * @default 'top' */
  tooltipPlacement?: 'top' | 'bottom';
}

const variants = {
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryPressed};
    }
  `,
  danger: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.errorText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.errorSoft};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
};

const tooltipIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Square = styled.button<{ $variant: IconButtonVariant; $size: 'sm' | 'md' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ $variant }) => variants[$variant]}
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    background: transparent;
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  svg {
    flex: none;
    pointer-events: none;
  }

  /* CSS tooltip: the label, shown on hover and keyboard focus. Purely visual; the name is aria-label. */
  &::after {
    content: attr(data-tooltip);
    position: absolute;
    left: 50%;
    bottom: calc(100% + 6px);
    transform: translateX(-50%);
    max-width: 280px;
    width: max-content;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.white};
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    white-space: nowrap;
    box-shadow: ${({ theme }) => theme.shadows.raised};
    z-index: ${({ theme }) => theme.zIndex.overlay};
    pointer-events: none;
    /* Not rendered at all while hidden: a hidden box would still widen a scrolling ancestor. */
    display: none;
  }
  &[data-tooltip-placement='bottom']::after {
    bottom: auto;
    top: calc(100% + 6px);
  }
  &:hover::after,
  &:focus-visible::after {
    display: block;
    animation: ${tooltipIn} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing} both;
  }
  &:hover:not(:focus-visible)::after {
    animation-delay: 500ms;
  }
`;

/** The styled square: memoised, so a re-render with the same label, icon and look skips styled-components. */
const MemoSquare = memo(Square);

/**
 * A light icon-only button for dense rows (tables with many lines): a native `<button>` named by
 * `label`, with a CSS tooltip showing the label on hover and keyboard focus. It looks like
 * `IconButton` but uses no react-aria hooks nor portals, so fifty rows of tools render cheaply.
 * Pass the same `icon` element between renders (e.g. a module constant) to let it skip re-rendering.
 */
export function CompactIconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'sm',
  tooltipPlacement = 'top',
  onClick,
  ...props
}: CompactIconButtonProps) {
  // A stable click handler that calls the latest `onClick`, so a new closure does not defeat the memo.
  const latestClick = useRef(onClick);
  useLayoutEffect(() => {
    latestClick.current = onClick;
  });
  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => latestClick.current?.(event),
    [],
  );
  return (
    <MemoSquare
      {...props}
      type="button"
      aria-label={label}
      data-tooltip={label}
      data-tooltip-placement={tooltipPlacement}
      onClick={handleClick}
      $variant={variant}
      $size={size}
    >
      {icon}
    </MemoSquare>
  );
}
