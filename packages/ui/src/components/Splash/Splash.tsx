import { styled, css } from 'styled-components';
import { Spinner } from '../Spinner/Spinner';

export interface SplashProps {
  /** Accessible name of the progress indicator.
   * @default 'Carregando' */
  label?: string;
  /** Product name shown above the spinner.
   * @default 'Conecta' */
  logoText?: string;
  /** Covers the whole viewport (behind lazy routes); `false` fills only its container.
   * @default true */
  fullScreen?: boolean;
}

const Root = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $fullScreen, theme }) =>
    $fullScreen
      ? css`
          position: fixed;
          inset: 0;
          z-index: ${theme.zIndex.splash};
        `
      : css`
          width: 100%;
          min-height: 240px;
          height: 100%;
        `}
`;

const Logo = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * Full-screen loading splash shown while a lazy route or the session loads: the product name and a
 * spinner (role progressbar named 'Carregando'); the splash is `aria-busy`.
 */
export function Splash({ label = 'Carregando', logoText = 'Conecta', fullScreen = true }: SplashProps) {
  return (
    <Root $fullScreen={fullScreen} aria-busy="true">
      <Logo aria-hidden="true">{logoText}</Logo>
      <Spinner size="lg" label={label} />
    </Root>
  );
}
