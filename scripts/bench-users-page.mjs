#!/usr/bin/env node
// Measures, in Debian's Chromium, how long the users list takes to show another page of 50 with
// the large scenario (20,000 users): from the click on a page button to the next frame after the
// table changed (React render + commit + style + layout). Prints figures; asserts nothing.
// Needs the static workbench: `npm run build:storybook` first.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(root, 'storybook-static');
if (!existsSync(path.join(staticDir, 'iframe.html'))) {
  console.error('storybook-static/ is missing: run `npm run build:storybook` first.');
  process.exit(1);
}
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = path.join(staticDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(staticDir, 'iframe.html');
  response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=features-users-lista-de-usu%C3%A1rios--large-network&viewMode=story`);
  await page.getByText('Mostrando 1–50 de 20.000 usuários').waitFor({ timeout: 60_000 });
  const samples = [];
  for (let round = 0; round < 12; round += 1) {
    const target = round % 2 === 0 ? 'Próxima' : 'Anterior';
    const ms = await page.evaluate(async (name) => {
      const button = [...document.querySelectorAll('nav[aria-label="Paginação"] button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
      const status = document.querySelector('[role="status"]');
      const before = status?.textContent;
      const start = performance.now();
      button?.click();
      await new Promise((resolve) => {
        const check = () => (status?.textContent !== before ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(check));
        check();
      });
      return performance.now() - start;
    }, target);
    samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  const median = samples[Math.floor(samples.length / 2)];
  console.log(`users list, 20,000 users: page of 50 shown in ${median.toFixed(1)} ms median, ${mean.toFixed(1)} ms mean, ${samples[0].toFixed(1)}–${samples.at(-1).toFixed(1)} ms over ${samples.length} page changes (click → next frame)`);
} finally {
  await browser.close();
  server.close();
}
