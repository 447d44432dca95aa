import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ThemeContext, ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components';
import { createConectaTheme, isConectaTheme } from './createConectaTheme';
import { CONECTA_THEME, theme as conectaTheme, type ConectaTheme } from './tokens';

export interface ConectaThemeProviderProps {
  /** What the theme and the locale apply to. */
  children: ReactNode;
  /**
   * Theme to apply: a Conecta theme (`theme` spread, or `createConectaTheme(overrides)`); any other
   * object is laid over the Conecta tokens. When omitted: the nearest Conecta theme above (a
   * `ConectaThemeProvider`, or a styled-components `ThemeProvider` holding a Conecta theme), else
   * the Conecta theme. A host's unrelated styled-components theme is never used.
   * @default the nearest Conecta theme above, else the Conecta theme
   */
  theme?: ConectaTheme | undefined;
}

/** The Conecta theme set on purpose above (by a `ConectaThemeProvider`), apart from styled-components' own theme. */
const ConectaThemeContext = createContext<ConectaTheme | null>(null);

/**
 * What a provider hands to styled-components: the same tokens with the brand not enumerable. A
 * host's styled-components `ThemeProvider` nested inside merges its theme over ours
 * (`{ ...ours, ...its }`); with the brand hidden, that mixture is not a Conecta theme, so a feature
 * further in falls back to the Conecta theme of {@link ConectaThemeContext} instead of the host's
 * `colors` and `space`.
 */
const forStyled = new WeakMap<ConectaTheme, ConectaTheme>();
function withHiddenBrand(theme: ConectaTheme): ConectaTheme {
  if (!Object.prototype.propertyIsEnumerable.call(theme, CONECTA_THEME)) return theme;
  let hidden = forStyled.get(theme);
  if (!hidden) {
    hidden = { ...theme };
    Object.defineProperty(hidden, CONECTA_THEME, { value: true, enumerable: false });
    forStyled.set(theme, hidden);
  }
  return hidden;
}

/**
 * The Conecta theme a `ConectaThemeProvider` applies: `explicit` when given (completed with the
 * Conecta tokens when it is not a Conecta theme), else the styled-components theme above when it is
 * a Conecta theme (a host's on purpose, or the one of a provider above), else the Conecta theme of
 * a provider above, else the Conecta theme.
 */
function useResolvedTheme(explicit: ConectaTheme | undefined): ConectaTheme {
  const styledTheme: unknown = useContext(ThemeContext);
  const provided = useContext(ConectaThemeContext);
  const given = useMemo(
    () => (explicit === undefined || isConectaTheme(explicit) ? explicit : createConectaTheme(explicit)),
    [explicit],
  );
  if (given) return given;
  if (isConectaTheme(styledTheme)) return styledTheme;
  return provided ?? conectaTheme;
}

/**
 * Provides a Conecta theme and the pt-BR locale (dates, numbers) for react-aria. The theme is the
 * `theme` prop, else the nearest Conecta theme above, else the Conecta theme: a Conecta theme is
 * recognised by its brand (see `isConectaTheme`), so a host's own styled-components theme never
 * reaches the Conecta components, and the host's components outside keep theirs.
 */
export function ConectaThemeProvider({ children, theme }: ConectaThemeProviderProps) {
  const resolved = useResolvedTheme(theme);
  const styledTheme = withHiddenBrand(resolved);
  // A function, so styled-components uses our theme as it is instead of merging it over the host's.
  const provide = useCallback(() => styledTheme, [styledTheme]);
  return (
    <ConectaThemeContext.Provider value={resolved}>
      <StyledThemeProvider theme={provide}>
        <I18nProvider locale="pt-BR">{children}</I18nProvider>
      </StyledThemeProvider>
    </ConectaThemeContext.Provider>
  );
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
  /* Reduced motion: every animation and transition ends at once, and runs once (an endless one kept
     running at 0.01 ms would redraw on every frame at a new angle: a flicker). */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
