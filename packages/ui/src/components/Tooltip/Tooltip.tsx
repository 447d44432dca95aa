import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { styled } from 'styled-components';

/** Side of the trigger on which the tooltip opens. */
export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';

export interface TooltipProps {
  /** Text of the tooltip: a short description of the trigger. */
  content: ReactNode;
  /**
   * The trigger: a react-aria focusable element (`Button`, `IconButton`, a react-aria `Link`), or any
   * focusable element wrapped in react-aria's `<Focusable>`. The tooltip opens on hover and on keyboard focus.
   */
  children: ReactElement;
  /** Side of the trigger on which the tooltip opens (flips when there is no room).
   * @default 'top' */
  placement?: TooltipPlacement;
  /** Milliseconds the pointer must rest on the trigger before the tooltip opens (keyboard focus opens it at once).
   * @default 500 */
  delay?: number;
  /** Milliseconds before the tooltip closes after the pointer leaves.
   * @default 200 */
  closeDelay?: number;
  /** Never opens the tooltip (the trigger keeps its own accessible name).
   * @default false */
  isDisabled?: boolean;
  /** Opens the tooltip (controlled). */
  isOpen?: boolean;
  /** Opens the tooltip on first render (uncontrolled).
   * @default false */
  defaultOpen?: boolean;
  /** Called when the tooltip opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

const Bubble = styled(AriaTooltip)`
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  transform: translate3d(0, 0, 0);
  transition: opacity ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-entering],
  &[data-exiting] {
    opacity: 0;
  }
  &[data-placement='top'] { margin-bottom: 6px; }
  &[data-placement='bottom'] { margin-top: 6px; }
  &[data-placement='left'] { margin-right: 6px; }
  &[data-placement='right'] { margin-left: 6px; }
`;

const Arrow = styled(OverlayArrow)`
  svg {
    display: block;
    fill: ${({ theme }) => theme.colors.text};
  }
  &[data-placement='bottom'] svg { transform: rotate(180deg); }
  &[data-placement='left'] svg { transform: rotate(-90deg); }
  &[data-placement='right'] svg { transform: rotate(90deg); }
`;

/**
 * A short description shown next to its trigger on hover and keyboard focus, closed with Escape.
 * The tooltip describes the trigger (`aria-describedby` while open); it never carries the only name
 * of a control — give the trigger its own accessible name (see `IconButton`).
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 500,
  closeDelay = 200,
  isDisabled = false,
  isOpen,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const bubbleProps: Pick<AriaTooltipProps, 'placement' | 'offset'> = { placement, offset: 4 };
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      isDisabled={isDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {children}
      <Bubble {...bubbleProps}>
        <Arrow>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </Arrow>
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
