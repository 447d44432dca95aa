/**
 * `npm run serve:prod`: the production build as it is deployed — Debian's nginx with the
 * configuration of deploy/nginx (security headers, cache rules, SPA fallback, style nonce) on
 * http://localhost:8080, its /config.json pointing at `npm run mock-server` (started here on :4010
 * unless CONECTA_API_BASE_URL names another backend). The build goes to apps/portal/dist-prod
 * (`--no-build` serves the one there). Needs nginx: `apt-get install -y nginx`.
 * The other CONECTA_… variables of deploy/render.ts apply (CONECTA_LISTEN for another port).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer, waitForServer } from '../scripts/ports';
import { PRODUCTION_DIST, buildProduction, isProductionBuild } from './production-build';
import { render, type Environment } from './render';

const root = path.resolve(import.meta.dirname, '..');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** A running nginx with the rendered configuration; `stop()` ends it and removes its folder. */
export interface ServedPortal {
  url: string;
  out: string;
  values: Record<string, string>;
  stop(): void;
}

/** nginx could not bind its port: another process took it after it was chosen (a caller may try another). */
export class PortTakenError extends Error {}

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
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${values.CONECTA_LISTEN}`;
  await waitForServer(`${url}/config.json`, 15_000);
  // The answer must be this nginx's: another process may have taken the port between choosing it and
  // nginx's bind (nginx then retries, fails and exits, while the other process answers).
  const page = await fetch(`${url}/login`).catch(() => null);
  if (exited || !page?.headers.get('content-security-policy')) {
    child.kill('SIGQUIT');
    rmSync(out, { recursive: true, force: true });
    throw new PortTakenError(`nginx could not listen on ${values.CONECTA_LISTEN} (the port was taken)`);
  }
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
