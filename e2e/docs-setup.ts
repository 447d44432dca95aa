import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { waitForServer } from '../scripts/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    workbenchUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
/** Where the docs test's workbench is built (the same folder `npm run build:storybook` writes). */
export const WORKBENCH_DIR = path.join(root, 'storybook-static');
const port = Number(process.env.DOCS_PORT ?? 6107);
const workbenchUrl = `http://127.0.0.1:${port}`;

/**
 * Builds the workbench (`storybook build`, the one a PM's `npm start` shows, docs pages included)
 * and serves it with `vite preview`; the docs test opens every docs page in Debian's Chromium.
 * `DOCS_SKIP_BUILD=1` reuses an existing build.
 */
export default async function setup(project: TestProject) {
  const hasBuild = existsSync(path.join(WORKBENCH_DIR, 'index.json'));
  if (!(process.env.DOCS_SKIP_BUILD === '1' && hasBuild)) {
    const build = spawnSync(path.join(root, 'node_modules/.bin/storybook'), ['build', '-o', WORKBENCH_DIR, '--quiet'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // The workbench as `npm run build:storybook` builds it: React's production build. Vitest runs
      // this setup with NODE_ENV=test, which a child inherits, and Storybook's build then bundled
      // React's development build (react-dom 390 KB instead of 207 KB, every render checked twice).
      env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    if (build.status !== 0) throw new Error('The workbench build failed');
  }
  const server: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/vite'),
    ['preview', '--outDir', WORKBENCH_DIR, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: path.join(root, 'e2e'), stdio: 'ignore' },
  );
  await waitForServer(`${workbenchUrl}/index.json`, 30_000);
  project.provide('workbenchUrl', workbenchUrl);
  return () => {
    server.kill('SIGTERM');
  };
}
