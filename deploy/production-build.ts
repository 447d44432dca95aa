/**
 * The production build kept for serving and for the tests of the deployed artefact. Kept apart from
 * serve-prod.ts (which renders the nginx configuration with the portal's own checks of
 * config.json): the e2e setup loads this without the workspace's source conditions.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Where the production build is kept for serving (the demo build owns apps/portal/dist). */
export const PRODUCTION_DIST = path.join(root, 'apps/portal/dist-prod');

/** Builds the production portal into `outDir` (`vite build`, no mock code). */
export function buildProduction(outDir = PRODUCTION_DIST): void {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'apps/portal'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('The production build failed');
}

/** Whether `dist` holds a production build (not the demo one, which embeds the mock backend). */
export function isProductionBuild(dist: string): boolean {
  const manifest = path.join(dist, '.vite/manifest.json');
  if (!existsSync(path.join(dist, 'index.html'))) return false;
  if (!existsSync(manifest)) return true;
  return !readFileSync(manifest, 'utf8').includes('mock-worker');
}

