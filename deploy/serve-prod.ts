/**
 * `npm run serve:prod`: the production build as it is deployed — Debian's nginx with the
 * configuration of deploy/nginx (security headers, cache rules, SPA fallback, style nonce) on
 * http://localhost:8080, its /config.json pointing at `npm run mock-server` (started here on :4010
 * unless CONECTA_API_BASE_URL names another backend). The build goes to apps/portal/dist-prod
 * (`--no-build` serves the one there). Needs nginx: `apt-get install -y nginx`.
 * The other CONECTA_… variables of deploy/render.ts apply (CONECTA_LISTEN for another port).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer, waitForServer } from '../scripts/ports';
import { render, type Environment } from './render';

const root = path.resolve(import.meta.dirname, '..');
/** Where the production build is kept for serving (the demo build owns apps/portal/dist). */
export const PRODUCTION_DIST = path.join(root, 'apps/portal/dist-prod');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

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

/** A running nginx with the rendered configuration; `stop()` ends it and removes its folder. */
export interface ServedPortal {
  url: string;
  out: string;
  values: Record<string, string>;
  stop(): void;
}

/** Renders the configuration of `env` for `dist` into a new folder and starts nginx on it. */
export async function serveWithNginx(env: Environment, dist: string): Promise<ServedPortal> {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed (${NGINX}): apt-get install -y nginx`);
  const out = mkdtempSync(path.join(tmpdir(), 'conecta-nginx-'));
  const values = render(env, dist, out);
  const test = spawnSync(NGINX, ['-t', '-q', '-p', out, '-c', path.join(out, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', out, '-c', path.join(out, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${values.CONECTA_LISTEN}`;
  await waitForServer(`${url}/config.json`, 15_000);
  return {
    url,
    out,
    values,
    stop() {
      child.kill('SIGQUIT');
      rmSync(out, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const noBuild = process.argv.includes('--no-build');
  if (!noBuild || !isProductionBuild(PRODUCTION_DIST)) {
    console.log(`▶ building the production portal into ${path.relative(root, PRODUCTION_DIST)}`);
    buildProduction();
  }
  const env: Environment = { ...process.env };
  let mock: ChildProcess | null = null;
  if (!env.CONECTA_API_BASE_URL) {
    const port = Number(process.env.MOCK_PORT ?? 4010);
    console.log(`▶ the mock backend on http://127.0.0.1:${port} (npm run mock-server)`);
    mock = await startMockServer(port);
    env.CONECTA_API_BASE_URL = `http://127.0.0.1:${port}`;
    env.CONECTA_DEMO ??= 'true';
  }
  const served = await serveWithNginx(env, PRODUCTION_DIST);
  console.log(
    `✓ the production portal on http://localhost:${served.values.CONECTA_LISTEN} (nginx; configuration in ${served.out})`,
  );
  console.log(`  backend ${env.CONECTA_API_BASE_URL}; Ctrl+C stops both`);
  const stop = () => {
    served.stop();
    mock?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
