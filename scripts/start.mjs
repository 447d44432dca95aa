#!/usr/bin/env node
// `npm start`: the workbench (Storybook) on exactly :6006 and the portal on exactly :5173, both on
// the embedded mock backend. A port already taken stops it with a message naming what holds the
// port; the addresses are printed once each server answers, with the time it took. Ctrl+C stops both.
// STORYBOOK_PORT and PORTAL_PORT choose other ports.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import concurrently from 'concurrently';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
const started = performance.now();
const servers = [
  { name: 'workbench', port: Number(process.env.STORYBOOK_PORT ?? 6006), env: 'STORYBOOK_PORT' },
  { name: 'portal', port: Number(process.env.PORTAL_PORT ?? 5173), env: 'PORTAL_PORT' },
];

/** Whether nothing listens on `port` on `host`: null when the host cannot be used here (no IPv6). */
const freeOn = (port, host) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? false : null));
    server.listen({ port, host }, () => server.close(() => resolve(true)));
  });

/** Whether nothing listens on `port`, on any address. */
const isFree = async (port) => (await freeOn(port, '::')) ?? (await freeOn(port, '0.0.0.0')) ?? false;

/** What holds `port`, as `ss` names it ('node (pid 123)'), or null when it cannot say. */
function holderOf(port) {
  const result = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(result.stdout ?? '');
  return match ? `${match[1]} (pid ${match[2]})` : null;
}

const taken = [];
for (const server of servers) {
  if (await isFree(server.port)) continue;
  const holder = holderOf(server.port);
  taken.push(
    `A porta ${server.port} (${server.name}) já está em uso${holder ? ` por ${holder}` : ''}. ` +
      `Feche esse processo ou escolha outra porta: ${server.env}=<porta> npm start`,
  );
}
if (taken.length > 0) {
  for (const line of taken) console.error(`✖ ${line}`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const [workbench, portal] = servers;
const { result } = concurrently(
  [
    {
      name: 'storybook',
      command: `"${bin('storybook')}" dev -p ${workbench.port} --exact-port --ci --no-open`,
      cwd: root,
      prefixColor: 'blue',
    },
    {
      name: 'portal',
      command: `"${bin('vite')}" --port ${portal.port} --strictPort`,
      cwd: path.join(root, 'apps/portal'),
      prefixColor: 'green',
    },
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

/** Resolves once `url` answers (any status). */
async function answers(url) {
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
void answers(`http://localhost:${portal.port}/`).then(() =>
  console.log(`\nConecta: portal http://localhost:${portal.port} (demo mode) ready in ${seconds()} s\n`),
);
void answers(`http://localhost:${workbench.port}/index.json`).then(() =>
  console.log(`\nConecta: workbench http://localhost:${workbench.port} ready in ${seconds()} s\n`),
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
