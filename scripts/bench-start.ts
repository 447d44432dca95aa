#!/usr/bin/env tsx
/**
 * `npm run bench:start`: how long `npm start` takes until a PM can work — the workbench's first
 * docs page (Workbench › Introdução) and a feature's docs page rendered in Chromium, and the
 * portal's sign-in page. `--cold` first deletes Storybook's cache (`node_modules/.cache/storybook`,
 * pre-bundled dependencies included), as on a fresh clone. Prints the figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const cold = process.argv.includes('--cold');
if (cold) rmSync(path.join(root, 'node_modules/.cache/storybook'), { recursive: true, force: true });

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
const ready = new Map<string, string>();
child.stdout.on('data', (chunk: Buffer) => {
  for (const match of chunk.toString().matchAll(/Conecta: (workbench|portal) \S+.* ready in/g)) {
    if (match[1] && !ready.has(match[1])) ready.set(match[1], seconds());
  }
});
const stop = () => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = performance.now() + 300_000;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`${what} did not start within 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

try {
  await until('The workbench', () => ready.has('workbench'));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage();
  await page.goto('http://localhost:6006/?path=/docs/workbench-introdução--docs');
  await page.frameLocator('#storybook-preview-iframe').locator('#storybook-docs h1').first().waitFor({ timeout: 300_000 });
  const firstPage = seconds();
  await page.goto('http://localhost:6006/?path=/docs/features-metas-planejamento--docs');
  await page.frameLocator('#storybook-preview-iframe').locator('#storybook-docs table').first().waitFor({ timeout: 300_000 });
  const featurePage = seconds();
  await until('The portal', () => ready.has('portal'));
  await page.goto('http://localhost:5173/login');
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: 300_000 });
  const portal = seconds();
  await browser.close();
  console.log(
    `[bench:start] ${cold ? 'cold (no Storybook cache)' : 'warm'}: workbench server ${ready.get('workbench')} s, ` +
      `first docs page ${firstPage} s, a feature's docs page ${featurePage} s; portal server ${ready.get('portal')} s, /login ${portal} s`,
  );
} finally {
  stop();
}
