import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PRODUCTION_DIST, buildProduction, isProductionBuild } from '../deploy/production-build';
import { waitForServer } from '../scripts/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The production build (apps/portal/dist-prod), for the tests of the deployed artefact. */
    productionDist: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
const portalDir = path.join(root, 'apps/portal');
const port = Number(process.env.E2E_PORT ?? 4173);
const baseUrl = `http://127.0.0.1:${port}`;

/** The portal's time limit per backend call in the e2e build (VITE_API_TIMEOUT_MS); the default is 30 s. */
export const E2E_API_TIMEOUT_MS = 4_000;

export { waitForServer } from '../scripts/ports';

/**
 * Builds the portal (the demo build, `vite build --mode demo`) and serves it with `vite preview`, as `npm run preview`
 * does; the tests drive it with playwright-core in Debian's Chromium.
 * `E2E_SKIP_BUILD=1` reuses an existing build. The build's backend calls time out after
 * {@link E2E_API_TIMEOUT_MS} (e2e/faults.ts injects requests that never answer).
 */
export default async function setup(project: TestProject) {
  const hasBuild = existsSync(path.join(portalDir, 'dist/index.html'));
  if (!(process.env.E2E_SKIP_BUILD === '1' && hasBuild)) {
    const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'demo', '--logLevel', 'warn'], {
      cwd: portalDir,
      stdio: 'inherit',
      // A short time limit per backend call, so the fault tests' unanswered requests fail in seconds.
      env: { ...process.env, NODE_ENV: 'production', VITE_API_TIMEOUT_MS: String(E2E_API_TIMEOUT_MS) },
    });
    if (build.status !== 0) throw new Error('The portal build failed');
  }

  // The production build (no mock code, settings from /config.json): npm test's budgets step keeps
  // the one it measured there (BUDGETS_PROD_OUT), so it is built once.
  if (!(process.env.E2E_SKIP_BUILD === '1' && isProductionBuild(PRODUCTION_DIST))) buildProduction();
  project.provide('productionDist', PRODUCTION_DIST);

  const server: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: portalDir, stdio: 'ignore' },
  );
  await waitForServer(baseUrl, 30_000);
  project.provide('baseUrl', baseUrl);

  return () => {
    server.kill('SIGTERM');
  };
}
