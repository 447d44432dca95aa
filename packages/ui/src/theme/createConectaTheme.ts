import {
  CONECTA_THEME,
  theme as conectaTheme,
  type ConectaTheme,
  type ConectaThemeTokens,
} from './tokens';

/** Some tokens at any depth: what a partner changes in the Conecta theme. */
export type ConectaThemeOverrides = DeepPartial<ConectaThemeTokens>;

type DeepPartial<T> = T extends string | number
  ? T
  : { readonly [K in keyof T]?: DeepPartial<T[K]> };

type Plain = Record<PropertyKey, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * Whether `value` is a Conecta theme: one made from `theme` (a spread included) or by
 * `createConectaTheme`, recognised by its brand rather than its shape, so that a host's
 * styled-components theme with `colors` and `space` of its own is never taken for one.
 */
export function isConectaTheme(value: unknown): value is ConectaTheme {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Partial<ConectaTheme>)[CONECTA_THEME] === true
  );
}

/**
 * `overrides` laid over `base` at every depth. A token keeps `base`'s kind: an override of another
 * kind (an array where `base` has a scale, a number where it has a colour) is ignored, so the result
 * is always complete. Keys `base` does not have (a partner's own tokens) are kept.
 */
function deepMerge(base: Plain, overrides: Plain): Plain {
  const merged: Plain = { ...base };
  for (const key of Object.keys(overrides)) {
    const next = overrides[key];
    const current = base[key];
    if (next === undefined) continue;
    if (!(key in base)) merged[key] = next;
    else if (isPlainObject(current)) {
      if (isPlainObject(next)) merged[key] = deepMerge(current, next);
    } else if (typeof next === typeof current) merged[key] = next;
  }
  return merged;
}

/**
 * A complete Conecta theme with `overrides` laid over the Conecta tokens at any depth (e.g.
 * `createConectaTheme({ colors: { primary: '#7a1f5c' } })`), branded so that every Conecta feature
 * inside the host recognises it. `base` is the theme to extend; by default the Conecta theme.
 * Neither is changed.
 */
export function createConectaTheme(
  overrides: ConectaThemeOverrides = {},
  base: ConectaTheme = conectaTheme,
): ConectaTheme {
  const merged = deepMerge(base as unknown as Plain, overrides as Plain);
  return { ...merged, [CONECTA_THEME]: true } as unknown as ConectaTheme;
}
