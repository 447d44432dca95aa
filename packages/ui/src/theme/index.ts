export { theme, colors, typography, space, radii, shadows, motion, layout, zIndex } from './tokens';
export type { ConectaTheme } from './tokens';
export { ConectaThemeProvider, ConectaGlobalStyle } from './ThemeProvider';
export type { ConectaThemeProviderProps } from './ThemeProvider';
