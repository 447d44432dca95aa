import { Fragment, createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider, useTheme, type DefaultTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@conecta/api';
import {
  Button,
  ConectaThemeProvider,
  createConectaTheme,
  isConectaTheme,
  theme,
  type ConectaTheme,
} from '@conecta/ui';
import { FeatureRoot } from './FeatureRoot';

/** The partner's report: a host themed with styled-system (no typography, no radii, `space` an array). */
const styledSystemTheme = {
  colors: { primary: 'tomato' },
  space: [0, 4, 8, 16],
} as unknown as DefaultTheme;
/** A partner's Conecta theme, spread from `theme` as the guide shows. */
const partnerTheme: ConectaTheme = { ...theme, colors: { ...theme.colors, primary: '#7a1f5c' } };

/** Never called: every feature here renders a node, so no user is read. */
const api = {} as ApiClient;

/** What a component sees of the theme, as attributes of one element named `name`. */
function Probe({ name }: { name: string }) {
  const seen = useTheme() as unknown as { colors?: { primary?: string }; radii?: { md?: string } };
  return createElement('output', {
    'data-name': name,
    'data-primary': String(seen.colors?.primary),
    'data-radius': String(seen.radii?.md),
    'data-conecta': String(isConectaTheme(seen)),
  });
}

const h = createElement;
const host = (hostTheme: DefaultTheme, ...children: ReactNode[]) =>
  h(ThemeProvider, { theme: hostTheme }, ...children);
const feature = (props: { theme?: ConectaTheme }, ...children: ReactNode[]) =>
  h(FeatureRoot, { api, ...props, children: h(Fragment, null, ...children) });

/** The theme each probe in `tree` saw, by name. */
function seenBy(
  tree: ReactNode,
): Record<string, { primary: string; radius: string; conecta: string }> {
  const seen: Record<string, { primary: string; radius: string; conecta: string }> = {};
  for (const [, name = '', primary = '', radius = '', conecta = ''] of renderToString(
    tree,
  ).matchAll(
    /<output data-name="([^"]*)" data-primary="([^"]*)" data-radius="([^"]*)" data-conecta="([^"]*)"/g,
  ))
    seen[name] = { primary, radius, conecta };
  return seen;
}

const conectaSeen = { primary: theme.colors.primary, radius: theme.radii.md, conecta: 'true' };

describe('FeatureRoot theme', () => {
  it("ignores a host's unrelated styled-components theme: the feature gets the Conecta tokens, the host keeps its own", () => {
    const seen = seenBy(
      host(
        styledSystemTheme,
        h(Probe, { name: 'host' }),
        feature({}, h(Probe, { name: 'feature' })),
      ),
    );
    expect(seen['feature']).toEqual(conectaSeen);
    expect(seen['host']).toEqual({ primary: 'tomato', radius: 'undefined', conecta: 'false' });
  });

  it("styles the feature's buttons with the Conecta primary inside such a host", () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          host(styledSystemTheme, feature({}, h(Button, { children: 'Salvar' }))),
        ),
      );
      expect(html).toContain('Salvar');
      const css = sheet.getStyleTags();
      expect(css).toContain(theme.colors.primary);
      expect(css).not.toContain('tomato');
      expect(css).not.toContain('undefined');
    } finally {
      sheet.seal();
    }
  });

  it("honours a host's styled-components theme spread from the Conecta theme (its brand colour)", () => {
    expect(
      seenBy(host(partnerTheme, feature({}, h(Probe, { name: 'feature' }))))['feature'],
    ).toEqual({
      ...conectaSeen,
      primary: '#7a1f5c',
    });
  });

  it('honours a Conecta theme the host sets with ConectaThemeProvider, around its own unrelated theme', () => {
    const branded = createConectaTheme({ colors: { primary: '#7a1f5c' } });
    const tree = h(ConectaThemeProvider, {
      theme: branded,
      children: host(
        styledSystemTheme,
        h(Probe, { name: 'host' }),
        feature({}, h(Probe, { name: 'feature' })),
      ),
    });
    const seen = seenBy(tree);
    expect(seen['feature']).toEqual({ ...conectaSeen, primary: '#7a1f5c' });
    expect(seen['host']?.primary).toBe('tomato');
  });

  it("prefers the theme prop to the host's Conecta theme", () => {
    const forced = createConectaTheme({ colors: { primary: '#0b5e2f' } });
    const seen = seenBy(
      host(partnerTheme, feature({ theme: forced }, h(Probe, { name: 'feature' }))),
    );
    expect(seen['feature']?.primary).toBe('#0b5e2f');
  });

  it('nests: a feature inside another inherits its theme unless it is given its own; neighbours keep theirs', () => {
    const own = createConectaTheme({ colors: { primary: '#0b5e2f' } });
    const seen = seenBy(
      host(
        styledSystemTheme,
        feature(
          { theme: partnerTheme },
          h(Probe, { name: 'outer' }),
          feature({}, h(Probe, { name: 'inner' })),
          feature({ theme: own }, h(Probe, { name: 'inner-own' })),
        ),
        feature({}, h(Probe, { name: 'neighbour' })),
      ),
    );
    expect(seen['outer']?.primary).toBe('#7a1f5c');
    expect(seen['inner']?.primary).toBe('#7a1f5c');
    expect(seen['inner-own']?.primary).toBe('#0b5e2f');
    expect(seen['neighbour']).toEqual(conectaSeen);
  });
});
