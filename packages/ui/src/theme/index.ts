export { theme, colors, typography, space, radii, shadows, motion, layout, zIndex } from './tokens';
export type { ConectaTheme, ConectaThemeTokens } from './tokens';
export { createConectaTheme, isConectaTheme } from './createConectaTheme';
export type { ConectaThemeOverrides } from './createConectaTheme';
export { ConectaThemeProvider, ConectaGlobalStyle } from './ThemeProvider';
export type { ConectaThemeProviderProps } from './ThemeProvider';
