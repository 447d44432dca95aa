import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../styles';

/**
 * A link in running text or a table (react-aria `Link`): a real `href` (opens in a new tab with the
 * browser's own gestures), followed by the host's `RouterProvider` when there is one. Brand colour,
 * underlined, the focus ring on keyboard focus.
 */
export const TextLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  &[data-hovered] { color: ${({ theme }) => theme.colors.primaryHover}; }
  &[data-focus-visible] { ${focusRing} }
`;
