import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import LongestFirstSequencer from './e2e/sequencer.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Tallest visual capture (px): a longer screen is cut there. Kept in step with .storybook/visual.setup.ts. */
const VISUAL_MAX_HEIGHT = 3000;

/** Dependencies the browser projects pre-bundle up front (a late discovery reloads the run). */
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-dom/profiling',
  // A server render hydrated in the page (MetasPlanning's 'RestoredAfterServerRender').
  'react-dom/server',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'styled-components',
  'react-aria-components',
  '@internationalized/date',
  'jotai',
  'msw',
  'msw/browser',
  'storybook/test',
  'react-router',
  '@tanstack/react-query',
  'openapi-fetch',
  'openapi-react-query',
  'openapi-msw',
  'write-excel-file/browser',
  'react-hook-form',
  'zod',
  '@hookform/resolvers/zod',
  'lucide-react',
  // The target tracking report's charts (issue 22).
  '@visx/scale',
  '@visx/shape',
  '@visx/group',
];

/**
 * The story and visual projects render with React's (and styled-components') production builds, as
 * the portal ships them: the development builds' checks and warnings cost about a sixth of the story
 * suite's CPU on 2 cores (SellerApproval's 50 stories: 79 → 69 CPU-s) and are for the workbench,
 * where `npm start` keeps them. React's profiling build stands in for react-dom, so the render-count
 * stories (`<Profiler>`) still count. `STORY_REACT_DEV=1` runs them on the development builds.
 */
const productionReact = process.env.STORY_REACT_DEV
  ? { optimizeDeps: { include: browserDeps } }
  : {
      // The pre-bundled dependencies (React, styled-components…) built for production. Not with
      // `define`: Vitest turns a `process.env.*` define into the process's own environment, which
      // every other project of the run (the unit tests in node) would inherit.
      optimizeDeps: { include: browserDeps, rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } } },
      // Our JSX compiled for React's production runtime (the development one calls `jsxDEV`).
      oxc: { jsx: { development: false } },
      resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    };
/**
 * With {@link productionReact}: the modules served without pre-bundling read 'production' too
 * (Storybook's renderer decides there whether to wrap a story in `act()`, which production React lacks).
 */
const productionPlugins: Plugin[] = process.env.STORY_REACT_DEV
  ? []
  : [
      {
        name: 'conecta:production-node-env',
        enforce: 'pre',
        transform(code) {
          return code.includes('process.env.NODE_ENV') ? { code: code.replaceAll('process.env.NODE_ENV', '"production"'), map: null } : null;
        },
      },
    ];

/**
 * The story and visual projects run the play functions without Storybook's instrumenter. In the
 * workbench it records every `expect`, `userEvent` and query call of a play function for the
 * Interactions panel, serialising each call's arguments; in a test run nothing reads that log (a
 * failure is reported by Vitest itself), and it cost about 6 % of the story CPU on 2 cores
 * (SellerApproval and MetasPlanning, 125 stories: 155 → 147 CPU-s). Storybook instruments only
 * inside a frame, unless `__STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER__` is already set: the test
 * frame's page sets it, before any module loads, to an instrumenter that hands every object back as
 * it is. `STORY_INSTRUMENT=1` keeps the instrumenter.
 */
const uninstrumentedPlugins: Plugin[] = process.env.STORY_INSTRUMENT
  ? []
  : [
      {
        name: 'conecta:stories-uninstrumented',
        transformIndexHtml: {
          order: 'pre',
          handler: () => [
            {
              tag: 'script',
              children: 'window.__STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER__ = { instrument: (object) => object };',
              injectTo: 'head-prepend',
            },
          ],
        },
      },
    ];

/**
 * One Vitest run, four projects:
 * - unit: pure logic (`*.test.ts`) in node;
 * - storybook: every story rendered in Debian's Chromium, play functions and axe included;
 * - visual: the key stories (tag 'visual') compared with their committed screenshots;
 * - e2e: the built portal served by `vite preview`, driven by playwright-core.
 */
export default defineConfig({
  // Separate caches let several runs work side by side without re-optimising each other's deps.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: { conditions: ['conecta-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['conecta-source', ...defaultServerConditions] } },
  test: {
    // How long Vitest waits at the end for handles left open before it exits anyway (10 s by default).
    // The visual project's last screenshot leaves @vitest/browser's 20-s stability timer pending (it is
    // raced, never cleared): every run waited the full 10 s after its results were written.
    teardownTimeout: 2_000,
    // The end-to-end files start longest first (e2e/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // A worker's test files share one module graph (the API contract, the mock backend, zod
          // schemas load once): 64 → 31 s and 80 → 38 CPU-s alone on 2 cores. The tests keep no state
          // between files: they pass in any order (`--sequence.shuffle.files`, tried with several seeds).
          isolate: false,
          // A hang guard, not a speed limit: in npm test the unit tests run beside two production builds
          // and the docs test on 2 cores, where the heaviest (the 5-MB CSV, property tests, the contract
          // checks, ESLint) take 2-4 s and the 5-s default was outrun once.
          testTimeout: 20_000,
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/**/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          benchmark: { include: ['packages/**/src/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        plugins: [
          react(),
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            storybookScript: 'npm run storybook',
            // Stories tagged 'visual' run once, in the visual project (play, axe and screenshot).
            tags: { exclude: ['visual'] },
          }),
          ...productionPlugins,
          ...uninstrumentedPlugins,
        ],
        ...productionReact,
        test: {
          name: 'storybook',
          // The story files of a worker run one after the other in one page, which imports the preview
          // (axe, msw, the theme, the fonts) once: each file in a fresh page took about 3 s of setup, and
          // the project 666 → 393 CPU-s with the visual one on 2 cores (the UI kit's 43 files alone
          // 186 → 63 CPU-s). Every story still gets its own mock backend, jotai store, clock and drafts
          // (.storybook/preview.tsx). Vitest runs non-isolated projects as groups: this one first.
          isolate: false,
          sequence: { groupOrder: 0 },
          // Story files side by side, in this many pages (each its own browser context) of one Chromium
          // (Vitest's default on 2 cores is one at a time): 3 took 347 s for the whole project, 1 took 536 s.
          maxWorkers: Number(process.env.STORY_WORKERS ?? 3),
          // A hang guard, not a speed limit: the heaviest story (SellerApproval's 300 cards) takes 6 s
          // alone and ran past 30 s once on CI beside the end-to-end and embedding tests.
          testTimeout: 60_000,
          // On CI a story that fails is run once more before the run fails: a 2-core machine under
          // load can miss an animation frame. A story that fails twice is a real failure; locally
          // nothing is retried, so flakiness shows up where it can be fixed.
          retry: process.env.CI ? 1 : 0,
          setupFiles: [path.join(dirname, '.storybook/stories.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Debian's full Chromium, not the headless shell (scripts/chromium.ts): with the shell,
              // SellerApproval's 'Render Isolation' counted no render of the edited card after the
              // file's earlier stories (it passes alone) and Tooltip's 'On Hover' was retried once;
              // the shell saved only about 5 % of this project's CPU.
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
              // Reduced motion, as the end-to-end tests: see .storybook/stories.setup.ts.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1366, height: 768 },
          },
        },
      },
      {
        // Visual baselines: the stories tagged 'visual' rendered at 1366×768 on a fixed clock,
        // São Paulo time, pt-BR and reduced motion, then compared with the PNG committed beside
        // the story file (`__screenshots__/<File>.stories.tsx/<story>-chromium-linux.png`).
        // `npm run test:visual -- --update` rewrites the baselines. See .storybook/visual.setup.ts.
        extends: true,
        plugins: [
          react(),
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            tags: { include: ['visual'] },
            initialGlobals: { viewport: { value: 'laptop', isRotated: false } },
          }),
          ...productionPlugins,
          ...uninstrumentedPlugins,
        ],
        ...productionReact,
        test: {
          name: 'visual',
          // As for the stories: one page for the visual story files (136 → 84 CPU-s alone), after them.
          isolate: false,
          sequence: { groupOrder: 1 },
          // One page at a time (VISUAL_WORKERS). In one run with the stories (npm test) Vitest takes the
          // browser projects one after the other: the visual stories come after the others.
          maxWorkers: Number(process.env.VISUAL_WORKERS ?? 1),
          // Only the features' screens carry the tag: the other story files need not even load.
          exclude: ['**/node_modules/**', '.storybook/**', 'apps/**', 'packages/!(features)/**'],
          testTimeout: 30_000,
          retry: process.env.CI ? 1 : 0,
          setupFiles: [path.join(dirname, '.storybook/visual.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath(),
                args: [...chromiumArgs, '--font-render-hinting=none'],
              },
              // The page is as tall as the tallest capture, so the 1366-px test frame is never scaled down.
              contextOptions: {
                viewport: { width: 1366, height: VISUAL_MAX_HEIGHT },
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
                timezoneId: 'America/Sao_Paulo',
                locale: 'pt-BR',
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1366, height: 768 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // pixelmatch's default colour threshold, anti-aliasing ignored; up to 10 differing pixels is
                // rasterisation noise (an icon's edge), a changed letter alone is several dozen.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 10 },
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // The files of a worker share its module graph (playwright-core, the portal's route table load
          // once) and its Chromium (e2e/browser.ts: each file its own contexts, closed after it). The
          // files keep no state between them: each signs in on contexts of its own.
          isolate: false,
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time by default (E2E_WORKERS=2 runs two, each with its own Chromium; npm test
          // does, beside the CPU-bound checks in turn, scripts/test.mjs). Two at a time beside the stories,
          // the docs test and the embedding test all at once failed a clean-clone CI run once (the routes
          // test's menu clicks ran past 30 s on a machine that busy).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          // As for the stories: on CI a failed test runs once more (npm test runs these beside the story
          // tests on 2 cores); locally nothing is retried.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        // Every docs page of the built workbench opened in Chromium (e2e/workbench-docs.docs.ts).
        extends: true,
        test: {
          name: 'docs',
          environment: 'node',
          include: ['e2e/**/*.docs.ts'],
          globalSetup: ['e2e/docs-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          maxConcurrency: 3,
        },
      },
    ],
  },
});
