import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * One Vitest run, three projects:
 * - unit: pure logic (`*.test.ts`) in node;
 * - storybook: every story rendered in Debian's Chromium, play functions and axe included;
 * - e2e: the built portal served by `vite preview`, driven by playwright-core.
 */
export default defineConfig({
  // Separate caches let several runs work side by side without re-optimising each other's deps.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: { conditions: ['conecta-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['conecta-source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/**/src/**/*.test.ts',
            'scripts/**/*.test.ts',
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
          }),
        ],
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
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
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // On CI a story that fails is run once more before the run fails: a 2-core machine under
          // load can miss an animation frame. A story that fails twice is a real failure; locally
          // nothing is retried, so flakiness shows up where it can be fixed.
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1366, height: 768 },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
