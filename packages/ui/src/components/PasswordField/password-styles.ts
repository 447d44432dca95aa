import { css } from 'styled-components';
import { focusRing, inFieldButton } from '../../styles';

/** The input's box: room on the right for the show/hide toggle. */
export const passwordInputWrap = css`
  position: relative;
  display: flex;
  input { padding-right: 44px; }
`;

/**
 * The 'Mostrar senha' / 'Ocultar senha' toggle inside the input. Its states follow react-aria's
 * data attributes (the ui PasswordField) or, on a plain `<button data-native>` (the sign-in form),
 * the browser's pseudo-classes.
 */
export const passwordToggle = css`
  ${inFieldButton}
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-hovered],
  &[data-native]:hover:not(:disabled) { color: ${({ theme }) => theme.colors.primary}; }
  &[data-pressed],
  &[data-native]:active:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &[data-focus-visible],
  &[data-native]:focus-visible { ${focusRing} }
  &[data-native]:focus:not(:focus-visible) { outline: none; }
  &[data-disabled],
  &[data-native]:disabled { cursor: not-allowed; color: ${({ theme }) => theme.colors.disabledText}; }
`;
