/**
 * Conecta design tokens. Brand colours come from the specs; every styled component reads colours,
 * spacing, radii and motion from the theme, never from literals.
 */
export const colors = {
  /** Primary blue: actions, links, focus. */
  primary: '#005191',
  primaryHover: '#00406f',
  primaryPressed: '#00304f',
  primarySoft: '#e5eef6',
  /** Primary green: brand accent, positive emphasis. */
  secondary: '#39B54A',
  secondarySoft: '#eaf7ec',
  /** Warning orange, also the 'increase' colour of the targets screens. */
  warning: '#F89953',
  warningSoft: '#fef2e8',
  warningText: '#8a4a14',
  increase: '#f89953',
  /** Error red, also the 'decrease' colour. */
  error: '#E74C3C',
  errorSoft: '#fdecea',
  errorText: '#a8281b',
  /** Success green. */
  success: '#2ECC71',
  successSoft: '#e9f9f0',
  successText: '#1c6e3f',
  info: '#005191',
  white: '#ffffff',
  text: '#1f2933',
  textMuted: '#52606d',
  textOnPrimary: '#ffffff',
  border: '#cbd2d9',
  borderStrong: '#7b8794',
  surface: '#ffffff',
  surfaceAlt: '#f5f7fa',
  surfaceSunken: '#e4e7eb',
  backdrop: 'rgba(15, 23, 42, 0.45)',
  focusRing: '#005191',
  disabledBg: '#e4e7eb',
  disabledText: '#616e7c',
} as const;

export const typography = {
  fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  monoFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

/** 4 px spacing scale. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 2px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)',
  raised: '0 8px 24px rgba(15, 23, 42, 0.16)',
  focus: '0 0 0 3px rgba(0, 81, 145, 0.35)',
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Layout constants from the specs: sidebar 280, container widths 1570 and 1120. */
export const layout = {
  sidebarWidth: '280px',
  containerWide: '1570px',
  containerNarrow: '1120px',
  tabletBreakpoint: '768px',
  laptopBreakpoint: '1366px',
} as const;

export const zIndex = { sticky: 10, sidebar: 20, overlay: 100, toast: 200, splash: 300 } as const;

/**
 * The brand of a Conecta theme: an enumerable key, so that a spread of a Conecta theme (`{ ...theme,
 * colors: … }`) is still one, while a host's unrelated styled-components theme never is. `Symbol.for`,
 * so that two copies of `@conecta/ui` on one page recognise each other's themes.
 */
export const CONECTA_THEME: unique symbol = Symbol.for('conecta.theme');

const tokens = { colors, typography, space, radii, shadows, motion, layout, zIndex } as const;

/** The Conecta theme: every token, branded as a Conecta theme. */
export const theme = { [CONECTA_THEME]: true, ...tokens } as const;

/** The same shape with every token widened to its kind (string, number), so a host can make its own theme. */
type Widened<T> = T extends string ? string : T extends number ? number : { readonly [K in keyof T]: Widened<T[K]> };

/** Every token of the Conecta theme, widened to its kind: what a Conecta theme holds. */
export type ConectaThemeTokens = Widened<typeof tokens>;

/**
 * The Conecta theme shape, read by every styled component through styled-components' ThemeProvider.
 * Made from `theme` (a spread keeps the brand: `{ ...theme, colors: { ...theme.colors, primary:
 * '#7a1f5c' } }`) or by `createConectaTheme(overrides)`.
 */
export interface ConectaTheme extends ConectaThemeTokens {
  /** The brand that tells a Conecta theme from a host's unrelated styled-components theme. */
  readonly [CONECTA_THEME]: true;
}
