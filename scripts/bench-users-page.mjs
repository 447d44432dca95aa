#!/usr/bin/env node
// Measures, in Debian's Chromium, how long the users list takes to show another page of 50 with
// the large scenario (20,000 users): from the click on a page button to the moment the new rows are
// in the DOM (React render + commit), and to the next frame after it. Prints figures; asserts nothing.
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
  const commits = [];
  const frames = [];
  for (let round = 0; round < 20; round += 1) {
    const target = round % 2 === 0 ? 'Próxima' : 'Anterior';
    const { commit, frame } = await page.evaluate(async (name) => {
      const button = [...document.querySelectorAll('nav[aria-label="Paginação"] button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
      const status = document.querySelector('[role="status"]');
      const table = document.querySelector('table, [role="grid"]');
      const before = status?.textContent;
      return new Promise((resolve) => {
        let committed = 0;
        // The table's DOM changes when React commits the new page: that moment is the render + commit time.
        const observer = new MutationObserver(() => {
          if (committed || status?.textContent === before) return;
          committed = performance.now() - start;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve({ commit: committed, frame: performance.now() - start }), 0));
        });
        observer.observe(table ?? document.body, { subtree: true, childList: true, characterData: true });
        if (status) observer.observe(status, { subtree: true, childList: true, characterData: true });
        const start = performance.now();
        button?.click();
      });
    }, target);
    commits.push(commit);
    frames.push(frame);
  }
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
    return `${median.toFixed(1)} ms median, ${mean.toFixed(1)} ms mean, ${sorted[0].toFixed(1)}–${sorted.at(-1).toFixed(1)} ms`;
  };
  console.log(`users list, 20,000 users, ${commits.length} page changes of 50 rows:`);
  console.log(`  click → new page in the DOM (React render + commit): ${summary(commits)}`);
  console.log(`  click → after the next frame (style, layout, paint scheduled): ${summary(frames)}`);
} finally {
  await browser.close();
  server.close();
}
