// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * Package boundaries (ARCHITECTURE.md, rule 1 and 2), enforced here rather than by goodwill:
 *   apps/portal → features → embed → ui, api → core
 * - a feature never imports another feature (by name or by a relative path);
 * - embed (each feature's providers, mount and custom element) imports only ui, api and core;
 * - a feature's `state/` is headless: no styled-components, @conecta/ui, react-dom or components;
 * - core imports no React and no other @conecta package; ui and api import only core;
 * - every import is declared in the importing package's own package.json.
 */

const featureOnlyAllowed = {
  group: ['@conecta/*', '!@conecta/ui', '!@conecta/api', '!@conecta/api/*', '!@conecta/core', '!@conecta/embed', '!@conecta/embed/*'],
  message: 'A feature imports only @conecta/ui, @conecta/api, @conecta/core and @conecta/embed; the portal composes features.',
};
const stateForbidden = [
  { name: 'styled-components', message: 'state/ is headless: no styled-components.' },
  { name: '@conecta/ui', message: 'state/ is headless: no @conecta/ui.' },
  { name: 'react-dom', message: 'state/ is headless: no react-dom.' },
  { name: 'react-dom/client', message: 'state/ is headless: no react-dom.' },
  { name: 'react-aria-components', message: 'state/ is headless: no styled primitives.' },
  { name: '@conecta/embed', message: 'state/ is headless: the providers belong to the root component.' },
  { name: '@conecta/embed/mount', message: 'state/ is headless: mounting belongs to the embed entry.' },
];
const stateRelativeForbidden = {
  group: ['**/components/**', '**/components'],
  message: 'state/ is headless: it never imports the styled components.',
};

const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.bench.ts',
  '**/*.stories.{ts,tsx}',
  '**/*.e2e.ts',
  '**/test/**',
  '**/mocks/**',
  '**/vite.config.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prod/**',
      'storybook-static/**',
      '**/mockServiceWorker.js',
      'packages/api/src/generated/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json', conditionNames: ['conecta-source', 'types', 'import', 'default'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, peerDependencies: true, optionalDependencies: false, includeTypes: false },
      ],
      // Node (a partner's Vitest, a server render) loads styled-components' CommonJS build, whose
      // default export there is the whole module object: `styled.span` is not a function. The named
      // export works under every loader.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: "Import { styled } from 'styled-components': its default export is not the styled function when Node loads it.",
        },
      ],
    },
  },
  // Tests, stories, mocks and configs may use the package's or the workspace's dev tooling.
  {
    files: testFiles,
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: true, peerDependencies: true, packageDir: ['.', import.meta.dirname] },
      ],
    },
  },
  // Workspace-level tooling lives in the root package.json.
  {
    files: ['*.{js,ts}', '.storybook/**', 'scripts/**', 'e2e/**', 'tests/**'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, packageDir: [import.meta.dirname] }],
    },
  },
  {
    files: ['packages/core/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', 'styled-components', 'jotai', 'jotai/*'], message: '@conecta/core is pure TypeScript: no React, no styling, no state library.' },
            { group: ['@conecta/*'], message: '@conecta/core depends on no other Conecta package.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**', 'packages/api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@conecta/*', '!@conecta/core'], message: 'ui and api depend only on @conecta/core.' }] },
      ],
    },
  },
  {
    files: ['packages/embed/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@conecta/*', '!@conecta/ui', '!@conecta/api', '!@conecta/core'],
              message: '@conecta/embed depends only on @conecta/ui, @conecta/api and @conecta/core: features build on it, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/features/*/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureOnlyAllowed] }] },
  },
  {
    files: ['packages/features/*/src/state/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: stateForbidden, patterns: [featureOnlyAllowed, stateRelativeForbidden] },
      ],
    },
  },
  // A feature's public surface is its root component: only index.ts re-exports.
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
