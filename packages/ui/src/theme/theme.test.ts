import { Fragment, createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  ServerStyleSheet,
  ThemeProvider,
  styled,
  useTheme,
  type DefaultTheme,
} from 'styled-components';
import { describe, expect, it } from 'vitest';
import {
  ConectaThemeProvider,
  createConectaTheme,
  isConectaTheme,
  theme,
  type ConectaTheme,
} from './index';

/** A host that themes its own components with styled-system: none of the Conecta tokens. */
const styledSystemTheme = {
  colors: { primary: 'tomato', text: '#111' },
  space: [0, 4, 8, 16],
  fontSizes: [12, 14, 16],
} as unknown as DefaultTheme;

/** A partner's Conecta theme made the way the README shows: a spread keeps the brand. */
const partnerTheme: ConectaTheme = { ...theme, colors: { ...theme.colors, primary: '#7a1f5c' } };

/** What a component sees of the theme, as attributes of one element named `name`. */
function Probe({ name }: { name: string }) {
  const seen = useTheme() as unknown as Record<string, Record<string, unknown> | undefined>;
  return createElement('output', {
    'data-name': name,
    'data-primary': String(seen.colors?.primary),
    'data-space': String(seen.space?.[4]),
    'data-font': String((seen.typography as { fontFamily?: string } | undefined)?.fontFamily),
    'data-conecta': String(isConectaTheme(seen)),
  });
}

/** The theme each probe in `tree` saw, by name. */
function seenBy(
  tree: ReactNode,
): Record<string, { primary: string; space: string; font: string; conecta: string }> {
  const html = renderToString(tree);
  const seen: Record<string, { primary: string; space: string; font: string; conecta: string }> =
    {};
  for (const [, name = '', primary = '', space = '', font = '', conecta = ''] of html.matchAll(
    /<output data-name="([^"]*)" data-primary="([^"]*)" data-space="([^"]*)" data-font="([^"]*)" data-conecta="([^"]*)"/g,
  ))
    seen[name] = { primary, space, font: font.replaceAll('&#x27;', "'"), conecta };
  return seen;
}

const h = createElement;
const styledHost = (hostTheme: DefaultTheme, ...children: ReactNode[]) =>
  h(ThemeProvider, { theme: hostTheme }, ...children);
const conecta = (props: { theme?: ConectaTheme }, ...children: ReactNode[]) =>
  h(ConectaThemeProvider, { ...props, children: h(Fragment, null, ...children) });

const conectaTokens = {
  primary: theme.colors.primary,
  space: theme.space[4],
  font: theme.typography.fontFamily,
  conecta: 'true',
};

describe('isConectaTheme', () => {
  it('recognises the Conecta theme and a spread of it by the brand', () => {
    expect(isConectaTheme(theme)).toBe(true);
    expect(isConectaTheme(partnerTheme)).toBe(true);
    expect(isConectaTheme(createConectaTheme({ colors: { primary: '#7a1f5c' } }))).toBe(true);
  });

  it('never takes a host theme for one, even with colors and space', () => {
    expect(isConectaTheme(styledSystemTheme)).toBe(false);
    const { colors, space, typography } = theme;
    expect(isConectaTheme({ colors, space, typography })).toBe(false);
    expect(isConectaTheme({ colors, space, typography, [Symbol('conecta.theme')]: true })).toBe(
      false,
    );
    expect(isConectaTheme(undefined)).toBe(false);
    expect(isConectaTheme('theme')).toBe(false);
  });

  it('recognises a theme of another copy of the package (Symbol.for)', () => {
    expect(isConectaTheme({ ...styledSystemTheme, [Symbol.for('conecta.theme')]: true })).toBe(
      true,
    );
  });
});

describe('createConectaTheme', () => {
  it('lays the overrides over the Conecta tokens at every depth, changing neither', () => {
    const made = createConectaTheme({
      colors: { primary: '#7a1f5c' },
      typography: { size: { md: '15px' } },
    });
    expect(made.colors.primary).toBe('#7a1f5c');
    expect(made.colors.secondary).toBe(theme.colors.secondary);
    expect(made.typography.size.md).toBe('15px');
    expect(made.typography.size.lg).toBe(theme.typography.size.lg);
    expect(made.typography.fontFamily).toBe(theme.typography.fontFamily);
    expect(made.space).toEqual(theme.space);
    expect(made.radii).toEqual(theme.radii);
    expect(theme.colors.primary).toBe('#005191');
    expect(theme.typography.size.md).toBe('1rem');
  });

  it('returns the Conecta theme itself, branded, without overrides', () => {
    const made = createConectaTheme();
    expect(made).toEqual(theme);
    expect(made).not.toBe(theme);
    expect(isConectaTheme(made)).toBe(true);
  });

  it('keeps every token of its kind: an override of another kind is ignored', () => {
    const made = createConectaTheme(styledSystemTheme as never);
    expect(made.colors.primary).toBe('tomato');
    expect(made.colors.text).toBe('#111');
    expect(made.space).toEqual(theme.space);
    expect(made.typography).toEqual(theme.typography);
    expect((made as unknown as { fontSizes: number[] }).fontSizes).toEqual([12, 14, 16]);
  });

  it('extends another Conecta theme when given one as the base', () => {
    const made = createConectaTheme({ radii: { md: '2px' } }, partnerTheme);
    expect(made.colors.primary).toBe('#7a1f5c');
    expect(made.radii.md).toBe('2px');
    expect(made.radii.lg).toBe(theme.radii.lg);
  });
});

describe('ConectaThemeProvider', () => {
  it('applies the Conecta theme when nothing is set above', () => {
    expect(seenBy(conecta({}, h(Probe, { name: 'inside' })))['inside']).toEqual(conectaTokens);
  });

  it("ignores a host's unrelated styled-components theme; the host's own components keep it", () => {
    const seen = seenBy(
      styledHost(
        styledSystemTheme,
        h(Probe, { name: 'host' }),
        conecta({}, h(Probe, { name: 'inside' })),
      ),
    );
    expect(seen['inside']).toEqual(conectaTokens);
    expect(seen['host']).toEqual({
      primary: 'tomato',
      space: 'undefined',
      font: 'undefined',
      conecta: 'false',
    });
  });

  it("honours a host's styled-components theme that is a spread of the Conecta theme", () => {
    const seen = seenBy(styledHost(partnerTheme, conecta({}, h(Probe, { name: 'inside' }))));
    expect(seen['inside']).toEqual({ ...conectaTokens, primary: '#7a1f5c' });
  });

  it("prefers the theme prop to the host's Conecta theme", () => {
    const forced = createConectaTheme({ colors: { primary: '#0b5e2f' } });
    const seen = seenBy(
      styledHost(partnerTheme, conecta({ theme: forced }, h(Probe, { name: 'inside' }))),
    );
    expect(seen['inside']?.primary).toBe('#0b5e2f');
  });

  it('completes a theme prop that is not a Conecta theme (a plain-JS host) with the Conecta tokens', () => {
    const plain = { colors: { primary: '#7a1f5c' }, space: [0, 4, 8] } as unknown as ConectaTheme;
    const seen = seenBy(conecta({ theme: plain }, h(Probe, { name: 'inside' })));
    expect(seen['inside']).toEqual({ ...conectaTokens, primary: '#7a1f5c' });
  });

  it("keeps the Conecta theme set above when a host's unrelated theme sits in between", () => {
    const seen = seenBy(
      conecta(
        { theme: partnerTheme },
        styledHost(
          styledSystemTheme,
          h(Probe, { name: 'host' }),
          conecta({}, h(Probe, { name: 'inside' })),
        ),
      ),
    );
    expect(seen['inside']).toEqual({ ...conectaTokens, primary: '#7a1f5c' });
    expect(seen['host']?.primary).toBe('tomato');
    expect(seen['host']?.conecta).toBe('false');
  });

  it('nests: an inner provider inherits the outer theme, or applies its own prop to its part only', () => {
    const inner = createConectaTheme({ colors: { primary: '#0b5e2f' } });
    const seen = seenBy(
      conecta(
        { theme: partnerTheme },
        h(Probe, { name: 'outer' }),
        conecta({}, h(Probe, { name: 'inherits' })),
        conecta({ theme: inner }, h(Probe, { name: 'own' })),
      ),
    );
    expect(seen['outer']?.primary).toBe('#7a1f5c');
    expect(seen['inherits']?.primary).toBe('#7a1f5c');
    expect(seen['own']?.primary).toBe('#0b5e2f');
  });

  it("gives styled components complete tokens inside a host's unrelated theme", () => {
    const Box = styled.div`
      padding: ${({ theme: t }) => t.space[8]};
      color: ${({ theme: t }) => t.colors.text};
      font-size: ${({ theme: t }) => t.typography.size.md};
    `;
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(styledHost(styledSystemTheme, conecta({}, h(Box)))));
      const css = sheet.getStyleTags();
      expect(css).toContain(`padding:${theme.space[8]}`);
      expect(css).toContain(`color:${theme.colors.text}`);
      expect(css).toContain(`font-size:${theme.typography.size.md}`);
    } finally {
      sheet.seal();
    }
  });
});
