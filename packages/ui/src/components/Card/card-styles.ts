import { css } from 'styled-components';

/** Shared card surface: white, bordered, rounded, softly raised. Used by `Card` and `StatCard`. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
`;
