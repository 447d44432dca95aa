import { css } from 'styled-components';

/** Visible keyboard focus ring, for react-aria's `[data-focus-visible]`. */
export const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: 2px;
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Shared field label style. */
export const fieldLabel = css`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

/** Vertical stack shared by every field root (label, control, help, error). */
export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  font-family: inherit;
`;

/** The error text under a field. */
export const fieldErrorText = css`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.errorText};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** A small square button inside a text input, at its right edge (password toggle, combo box arrow). */
export const inFieldButton = css`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
`;

/** Shared text input look: border, radius, focus and invalid states driven by data attributes. */
export const inputBase = css`
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: 40px;
  &[data-focused],
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;
