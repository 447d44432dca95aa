import { css } from 'styled-components';
import { focusRing } from '../../styles';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** The look props a styled button receives (transient, never reach the DOM). */
export interface ButtonLookProps {
  $variant: ButtonVariant;
  $fullWidth: boolean;
  $size: 'sm' | 'md';
}

/*
 * The states match react-aria's data attributes (the ui Button) and, on a plain <button> marked
 * `data-native`, the browser's pseudo-classes: the sign-in form, which every user downloads first,
 * uses native controls with this same look so /login does not bring react-aria (see its docs).
 */
const hovered = '&[data-hovered], &[data-native]:hover:not(:disabled):not([aria-disabled="true"])';
const pressed = '&[data-pressed], &[data-native]:active:not(:disabled):not([aria-disabled="true"])';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    ${hovered} { background: ${({ theme }) => theme.colors.primaryHover}; }
    ${pressed} { background: ${({ theme }) => theme.colors.primaryPressed}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    ${hovered} { background: ${({ theme }) => theme.colors.primarySoft}; }
    ${pressed} { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.errorText};
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.errorText};
    ${hovered} { filter: brightness(0.92); }
    ${pressed} { filter: brightness(0.85); }
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    padding-inline: ${({ theme }) => theme.space[1]};
    text-decoration: underline;
    text-underline-offset: 2px;
    ${hovered} { color: ${({ theme }) => theme.colors.primaryHover}; }
  `,
};

/** The whole look of a button: size, variant and every state. */
export const buttonStyles = css<ButtonLookProps>`
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
  &[data-focus-visible], &[data-native]:focus-visible { ${focusRing} }
  &[data-native]:focus:not(:focus-visible) { outline: none; }
  &[data-disabled], &[data-native]:disabled {
    background: ${({ theme }) => theme.colors.disabledBg};
    border-color: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
    filter: none;
  }
  &[data-pending] { cursor: progress; }
  svg { flex: none; }
`;
