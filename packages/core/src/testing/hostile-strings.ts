/**
 * A corpus of hostile text for tests (`@conecta/core/testing`, never imported by product code):
 * strings that break naive escaping, trimming, parsing or object keys. Round-trip tests feed them
 * through a feature's read → form → payload path and expect them back byte for byte (house rule 12).
 */

/** Quotes and backslashes: doubled, escaped or stripped by a careless hop. */
export const QUOTE_STRINGS: readonly string[] = [
  '"',
  '""',
  'Ana "Aninha" Souza',
  "O'Brien",
  `'"'"'`,
  'C:\\Users\\ana\\n',
  '\\"escaped\\"',
  '`crase` e ´agudo´',
];

/** Markup and HTML entities: removed, escaped or decoded by a careless hop. */
export const MARKUP_STRINGS: readonly string[] = [
  '<script>window.__pwned = true</script>',
  '<img src=x onerror="window.__pwned = true">',
  '"><svg onload=alert(1)>',
  '&amp;',
  '&lt;b&gt; &quot;x&quot; &#39; &#x27;',
  'Tom & Jerry',
  '<>',
];

/** Formula leads and separators (CSV injection): prefixed or split by a careless hop. */
export const FORMULA_STRINGS: readonly string[] = ['=1+1', '+SUM(1,2)', '-5', '@SUM(A1:A2)', '=HYPERLINK("http://x","y")', 'a;b,c', '100%', '%s %d %n', '%20%0A%'];

/** Whitespace and control characters: trimmed, collapsed or normalised by a careless hop. */
export const WHITESPACE_STRINGS: readonly string[] = [
  ' ',
  '  Ana  ',
  ' leading',
  'trailing ',
  '\tTab\t',
  'linha1\nlinha2',
  'linha1\r\nlinha2',
  '\r',
  '\u00A0nbsp\u00A0',
  '\u200Bzero\u200Dwidth\uFEFF',
  '\u0000nul',
];

/** Non-ASCII text: accents (composed and decomposed), emoji, right-to-left marks, case pairs. */
export const UNICODE_STRINGS: readonly string[] = [
  'João Ação Çê',
  'Jo\u0061\u0303o', // decomposed "ã": must not be normalised
  'ÉRICA érica',
  'Straße İstanbul ǅ',
  'Ana 😀👩🏽‍💻 Souza',
  '\u202Eodnanref\u202C Mendes',
  '\uD83D', // a lone surrogate
];

/** Names that are special as object keys. */
export const OBJECT_KEY_STRINGS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'toLocaleString',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__lookupSetter__',
];

/** Very long values (10,000 characters and more). */
export const LONG_STRINGS: readonly string[] = ['x'.repeat(10_000), `"${'ab"'.repeat(4_000)}`, ' '.repeat(5_000)];

/** Every hostile string above, plus the empty string. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ...QUOTE_STRINGS,
  ...MARKUP_STRINGS,
  ...FORMULA_STRINGS,
  ...WHITESPACE_STRINGS,
  ...UNICODE_STRINGS,
  ...OBJECT_KEY_STRINGS,
  ...LONG_STRINGS,
];

/** Hostile strings that still read as a non-blank text (a name, a title): at least 3 visible characters. */
export const HOSTILE_TEXTS: readonly string[] = HOSTILE_STRINGS.filter((text) => text.trim().length >= 3);
