import { useContext, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ThemeContext, ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components';
import { theme as conectaTheme, type ConectaTheme } from './tokens';

export interface ConectaThemeProviderProps {
  children: ReactNode;
  /**
   * Theme to apply. When omitted, the host's styled-components theme is kept if it has one
   * (a partner portal that already provides the Conecta theme), otherwise the Conecta theme.
   */
  theme?: ConectaTheme;
}

/**
 * Provides the Conecta theme and the pt-BR locale (dates, numbers) for react-aria. Inherits the host's theme when one is present, so a feature embedded
 * inside a themed host does not reset it.
 */
export function ConectaThemeProvider({ children, theme }: ConectaThemeProviderProps) {
  const inherited = useContext(ThemeContext) as Partial<ConectaTheme> | undefined;
  const hostHasTheme = !!inherited && 'colors' in inherited && 'space' in inherited;
  const content = <I18nProvider locale="pt-BR">{children}</I18nProvider>;
  if (!theme && hostHasTheme) return content;
  return <StyledThemeProvider theme={theme ?? conectaTheme}>{content}</StyledThemeProvider>;
}

/**
 * Document-level base styles for an application that is wholly Conecta (the portal, the workbench).
 * Features never render it: embedding a feature must not restyle the host page.
 */
export const ConectaGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    -webkit-font-smoothing: antialiased;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
