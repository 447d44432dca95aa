#!/usr/bin/env node
// `npm run lighthouse` (run through tsx, so it can read scripts/chromium.ts): Lighthouse 12 on the
// portal's production build in demo mode, served by `vite preview`, in Debian's Chromium.
//
//   npm run lighthouse                      /login and /dashboard, mobile (Lighthouse's default) and desktop
//   npm run lighthouse -- --mobile-only     skip the desktop runs (about half the time)
//   npm run lighthouse -- --no-build        serve the existing apps/portal/dist (a demo build); no real-backend row
//   npm run lighthouse -- --save            also write each full report to test-results/lighthouse/ (JSON, for
//                                           the details: LCP element, layout shifts, main-thread work)
//
// What is measured, per page and form factor: the performance score with FCP, LCP, TBT, CLS and
// Speed Index, plus the accessibility and best-practices scores. Throttling is Lighthouse's default
// simulated one (mobile: slow 4G and a 4x slower CPU; desktop preset: its own), computed from a
// trace of an unthrottled load on this machine, so a busy machine shows in TBT: run it when idle.
//
//   /login       a first visit: Lighthouse resets the origin's storage and the HTTP cache, so the
//                entry, the sign-in screen and the demo backend (msw + seeded database, started
//                in parallel with the first render; requests wait for it) are all fetched.
//   /dashboard   a signed-in reload: the gerente signs in within the same tab (the demo backend
//                keeps its sessions in that tab's sessionStorage), the HTTP cache is cleared, and
//                Lighthouse reloads /dashboard without resetting storage (the session cookie and
//                the registered demo service worker stay, as for a returning user).
//
//   /login*      for comparison, /login of the production build (settings from /config.json: no mock
//                code; a guest's /login makes no request), as a real deployment's guests get it.
//
// Each run uses a fresh browser context (no cookie, storage or service worker of another run).
// Nothing leaves the machine: the portal and its demo backend answer on 127.0.0.1, and Chromium
// runs with background networking, component updates and sync turned off. Not part of `npm test`
// (about 2 minutes); the figures go into the README.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.ts';

// Lighthouse drives the page through puppeteer-core; use the copy Lighthouse itself depends on, so
// the two always agree on the protocol version.
const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core');

const root = path.resolve(import.meta.dirname, '..');
const portalDir = path.join(root, 'apps/portal');
const vite = path.join(root, 'node_modules/.bin/vite');
const args = new Set(process.argv.slice(2));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4271);
/** The demo build; the real-backend build is served on the next port. */
const baseUrl = `http://127.0.0.1:${port}`;
const DEMO_PASSWORD = 'Portal@Metas9';
const SIGNED_IN_AS = 'gerente@conecta.example';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

/** One Lighthouse navigation in `page`; returns the figures of the report. */
async function audit(page, url, { desktop, resetStorage }) {
  const flags = { onlyCategories: CATEGORIES, logLevel: 'error', output: 'json', disableStorageReset: !resetStorage };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined, page);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { categories, audits, runtimeError, runWarnings } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id) => audits[id]?.numericValue;
  if (args.has('--save')) {
    const dir = path.join(root, 'test-results/lighthouse');
    mkdirSync(dir, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '-')}-${desktop ? 'desktop' : 'mobile'}.json`;
    writeFileSync(path.join(dir, name), JSON.stringify(result.lhr, null, 1));
  }
  return {
    performance: categories.performance?.score,
    accessibility: categories.accessibility?.score,
    bestPractices: categories['best-practices']?.score,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    warnings: runWarnings,
    consoleErrors: (audits['errors-in-console']?.details?.items ?? []).map((item) => `${item.source ?? ''}: ${String(item.description ?? '').slice(0, 200)} ${item.sourceLocation?.url ?? ''}`),
    failedAudits: Object.values(audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && ['accessibility', 'best-practices'].some((id) => categories[id]?.auditRefs.some((ref) => ref.id === entry.id && ref.weight > 0)))
      .map((entry) => entry.id),
  };
}

/** Signs the demo gerente in through the sign-in form, as a person would, and waits for the dashboard. */
async function signIn(page) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', SIGNED_IN_AS);
  await page.type('input[name="senha"]', DEMO_PASSWORD);
  await page.click('button[type="submit"]');
  try {
    await page.waitForFunction(() => location.pathname === '/dashboard' && document.querySelector('h1')?.textContent?.startsWith('Bem vindo'), {
      timeout: 60_000,
    });
  } catch (error) {
    const seen = await page.evaluate(() => `${location.pathname}: ${document.body.innerText.slice(0, 300)}`);
    throw new Error(`Sign-in as ${SIGNED_IN_AS} did not reach the dashboard (${seen})`, { cause: error });
  }
}

const score = (value) => (value === undefined || value === null ? '—' : String(Math.round(value * 100)));
const ms = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);

const temporary = [];
const servers = [];
let browser;

/**
 * Builds the portal into a temporary directory: `backendUrl` '' = the demo build; otherwise the
 * production build with a /config.json pointing at it.
 */
function build(label, backendUrl) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'conecta-lighthouse-'));
  temporary.push(outDir);
  console.log(`▶ building the portal (${label}) into ${outDir}`);
  const mode = backendUrl ? 'production' : 'demo';
  const { status } = spawnSync(vite, ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: portalDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (status !== 0) throw new Error(`The portal build (${label}) failed (exit ${status})`);
  if (backendUrl) writeFileSync(path.join(outDir, 'config.json'), JSON.stringify({ apiBaseUrl: backendUrl }));
  return outDir;
}

/** Serves `distDir` with vite preview on 127.0.0.1:`servePort`; fails if the port is taken. */
async function serve(distDir, servePort) {
  const url = `http://127.0.0.1:${servePort}`;
  console.log(`▶ vite preview of ${distDir} on ${url}`);
  const server = spawn(vite, ['preview', '--outDir', distDir, '--host', '127.0.0.1', '--port', String(servePort), '--strictPort'], {
    cwd: portalDir,
    stdio: 'ignore',
  });
  servers.push(server);
  // With --strictPort, a busy port makes our server exit: never measure somebody else's server.
  let exited = null;
  server.on('exit', (code) => {
    exited = code;
  });
  await waitForServer(`${url}/login`, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (exited !== null) throw new Error(`vite preview exited (code ${exited}): is port ${servePort} taken? Set LIGHTHOUSE_PORT.`);
  return url;
}

/** A page in a fresh browser context: no cookie, storage, service worker or cache of another run. */
async function freshPage() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

try {
  const demoDist = args.has('--no-build') ? path.join(portalDir, 'dist') : build('demo mode', '');
  // A real deployment's /login for comparison: no mock backend (a guest's /login sends no request).
  const realDist = args.has('--no-build') ? null : build('real backend, for /login only', 'https://api.example');
  await serve(demoDist, port);
  const realUrl = realDist ? await serve(realDist, port + 1) : null;

  browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Any host but the loopback fails to resolve: the runs cannot reach the network.
    args: [...chromiumArgs, '--window-size=1350,940', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    defaultViewport: null,
  });

  const rows = [];
  const formFactors = args.has('--mobile-only') ? [false] : [false, true];
  for (const desktop of formFactors) {
    const label = desktop ? 'desktop' : 'mobile';
    console.log(`▶ /login (${label}, first visit)`);
    const guest = await freshPage();
    rows.push({ route: '/login', label, ...(await audit(guest.page, `${baseUrl}/login`, { desktop, resetStorage: true })) });
    await guest.close();

    console.log(`▶ /dashboard (${label}, signed-in reload as ${SIGNED_IN_AS})`);
    const user = await freshPage();
    await signIn(user.page);
    const cdp = await user.page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    rows.push({ route: '/dashboard', label, ...(await audit(user.page, `${baseUrl}/dashboard`, { desktop, resetStorage: false })) });
    await user.close();

    if (realUrl) {
      console.log(`▶ /login (${label}, first visit, real-backend build)`);
      const real = await freshPage();
      rows.push({ route: '/login*', label, ...(await audit(real.page, `${realUrl}/login`, { desktop, resetStorage: true })) });
      await real.close();
    }
  }

  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const { version } = createRequire(import.meta.url)('lighthouse/package.json');
  console.log(`\nLighthouse ${version}, ${when}, demo mode (* /login of the real-backend build), vite preview on 127.0.0.1, ${chromiumPath()}`);
  console.log('  page        form     perf  FCP       LCP       TBT      CLS     SI        a11y  best-pr.');
  for (const row of rows) {
    console.log(
      `  ${row.route.padEnd(11)} ${row.label.padEnd(8)} ${score(row.performance).padStart(4)}  ${ms(row.fcp).padEnd(9)} ${ms(row.lcp).padEnd(9)} ${ms(row.tbt).padEnd(8)} ${(row.cls ?? 0).toFixed(3).padEnd(7)} ${ms(row.si).padEnd(9)} ${score(row.accessibility).padStart(4)}  ${score(row.bestPractices).padStart(4)}`,
    );
    if (row.failedAudits.length > 0) console.log(`  ${''.padEnd(20)} audits below 100 (accessibility / best practices): ${row.failedAudits.join(', ')}`);
    for (const error of row.consoleErrors) console.log(`  ${''.padEnd(20)} console: ${error}`);
    for (const warning of row.warnings ?? []) console.log(`  ${''.padEnd(20)} warning: ${warning}`);
  }
  const below = rows.filter((row) => (row.performance ?? 0) < 0.95);
  console.log(below.length === 0 ? '\n✓ performance ≥ 95 everywhere' : `\nGoal ≥ 95 performance: not reached by ${below.map((row) => `${row.route} (${row.label})`).join(', ')}`);
} finally {
  await browser?.close();
  for (const server of servers) server.kill('SIGTERM');
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}
