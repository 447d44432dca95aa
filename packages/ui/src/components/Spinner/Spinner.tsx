import { styled, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = { sm: 16, md: 24, lg: 48 } as const;

export interface SpinnerProps {
  /** Accessible name announced to assistive technology.
   * @default 'Carregando' */
  label?: string;
  /** Diameter: 16, 24 or 48 px.
   * @default 'md' */
  size?: keyof typeof sizes;
  /** Colour: the brand blue, or the surrounding text colour (inside buttons).
   * @default 'primary' */
  tone?: 'primary' | 'inherit';
}

const Ring = styled.span<{ $tone: 'primary' | 'inherit' }>`
  display: inline-block;
  width: var(--spinner-size);
  height: var(--spinner-size);
  border-radius: 50%;
  border: calc(var(--spinner-size) / 8) solid currentColor;
  border-right-color: transparent;
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : 'currentColor')};
  animation: ${spin} 0.8s linear infinite;
  /* Reduced motion: the ring stands still (the theme's global rule ends every animation at once; a
     0.01-ms rotation left running would jump to a new angle on every frame). The label still says
     'Carregando' and the screens write what they load. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * Indeterminate progress indicator with an accessible name (role progressbar, no value). A plain
 * element rather than react-aria's ProgressBar: an indeterminate bar has no value to format, and the
 * spinner is part of the splash every first load shows, so it must not bring react-aria with it.
 */
export function Spinner({ label = 'Carregando', size = 'md', tone = 'primary' }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      style={{ display: 'inline-flex', ['--spinner-size' as string]: `${sizes[size]}px` }}
    >
      <Ring $tone={tone} aria-hidden="true" />
    </span>
  );
}
