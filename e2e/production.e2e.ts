import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PortTakenError, serveWithNginx, type ServedPortal } from '../deploy/serve-prod';
import { freePort, startMockServer } from '../scripts/ports';
import { dashboardSettled, launchBrowser, openPage, signIn, submitSignIn, switchUser, unexpected } from './browser';
import {
  startReportCollector,
  violationsOf,
  watchViolations,
  type ReportCollector,
  type Violation,
} from './csp';
import { backendIdle, installFaults } from './faults';
import { SUPERVISORS, approveSellers, planAndProgram } from './metas-flow';
import { manufacturerSendsAndBrokerAccepts, masterManagesAUser } from './workflows';

/**
 * Issue 19: the production build as deployed — Debian's nginx with deploy/nginx's configuration
 * (rendered by deploy/render.ts, as `npm run serve:prod` does), its /config.json pointing at the
 * mock server over HTTP. Every response's security headers and cache rules; then signed in, the
 * screens of every area with zero Content-Security-Policy violations, seen as the page's
 * `securitypolicyviolation` events and as the reports the browser sends to the policy's report-uri
 * (a control violation proves both are seen).
 */

/** A response's headers and body, read without a browser. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The directives of a Content-Security-Policy header. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('the production build behind nginx', () => {
  let browser: Browser;
  let served: ServedPortal;
  let collector: ReportCollector;
  let backendUrl = '';
  const children: ChildProcess[] = [];
  const productionDist = inject('productionDist');

  beforeAll(async () => {
    const [mockPort, collectorPort] = [await freePort(), await freePort()];
    backendUrl = `http://127.0.0.1:${mockPort}`;
    children.push(await startMockServer(mockPort));
    collector = await startReportCollector(collectorPort);
    // A free port can be taken by another test's server before nginx binds it: try another one.
    for (let attempt = 1; ; attempt += 1) {
      try {
        served = await serveWithNginx(
          {
            CONECTA_API_BASE_URL: backendUrl,
            CONECTA_LISTEN: String(await freePort()),
            CONECTA_CSP_REPORT_URI: collector.url,
            CONECTA_DEMO: 'true',
          },
          productionDist,
        );
        break;
      } catch (error) {
        if (attempt === 3 || !(error instanceof PortTakenError)) throw error;
      }
    }
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    served?.stop();
    await collector?.close();
    for (const child of children) child.kill('SIGTERM');
  });

  it('answers every address with the security headers and the cache rule it needs', async () => {
    const asset = readdirSync(path.join(productionDist, 'assets')).find((file) =>
      file.endsWith('.js'),
    );
    const pages = {
      login: await get(`${served.url}/login`),
      deep: await get(`${served.url}/metas/status?ano=2026&mes=11`),
      root: await get(`${served.url}/`),
      config: await get(`${served.url}/config.json`),
      asset: await get(`${served.url}/assets/${asset}`, { 'Accept-Encoding': 'gzip' }),
      favicon: await get(`${served.url}/favicon.svg`),
      missingAsset: await get(`${served.url}/assets/nao-existe.js`),
    };
    for (const [name, page] of Object.entries(pages)) {
      const policy = directives(page.headers.get('content-security-policy'));
      expect(policy.get('script-src'), name).toEqual(["'self'"]);
      expect(policy.get('default-src'), name).toEqual(["'self'"]);
      expect(policy.get('object-src'), name).toEqual(["'none'"]);
      expect(policy.get('base-uri'), name).toEqual(["'self'"]);
      expect(policy.get('form-action'), name).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), name).toEqual(["'self'"]);
      expect(policy.get('connect-src'), name).toEqual(["'self'", backendUrl]);
      expect(policy.get('img-src'), name).toEqual(["'self'", 'data:', 'blob:', backendUrl]);
      expect(policy.get('style-src')?.[0], name).toBe("'self'");
      expect(policy.get('style-src')?.[1], name).toMatch(/^'nonce-[0-9a-f]{32}'$/);
      expect(policy.get('report-uri'), name).toEqual([collector.url]);
      expect(page.headers.get('strict-transport-security'), name).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(page.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(page.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('permissions-policy'), name).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      );
      expect(page.headers.get('server'), name).toBe('nginx');
    }
    // The page: every address of the portal, never cached, its style nonce the header's and new each time.
    for (const page of [pages.login, pages.deep, pages.root]) {
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const nonce = /<meta property="csp-nonce" nonce="([0-9a-f]{32})"/.exec(page.body)?.[1];
      expect(directives(page.headers.get('content-security-policy')).get('style-src')).toContain(
        `'nonce-${nonce}'`,
      );
      // No inline script: every <script> has a src.
      expect(
        [...page.body.matchAll(/<script\b([^>]*)>/g)].every(([, attributes]) =>
          / src=/.test(attributes ?? ''),
        ),
      ).toBe(true);
    }
    expect(pages.login.body).not.toBe(pages.deep.body);
    // This environment's settings: never cached; what deploy/render.ts wrote.
    expect(pages.config.headers.get('cache-control')).toBe('no-store');
    expect(pages.config.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(pages.config.body)).toEqual({ apiBaseUrl: backendUrl, demo: true });
    // Hashed assets: a year, immutable, compressed; a missing one is a 404, not the page.
    expect(pages.asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pages.asset.headers.get('content-encoding')).toBe('gzip');
    expect(pages.missingAsset.status).toBe(404);
    expect(pages.favicon.headers.get('cache-control')).toBe('no-cache');
  });

  /** A person in a browser context of his own, with the CSP watch on from the first script. */
  async function person(): Promise<{ page: Page; errors: string[] }> {
    return openPage(browser, watchViolations);
  }

  it('sees a violation both ways (the control): the page event and the report', async () => {
    const { page } = await person();
    await page.goto(`${served.url}/login`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    const before = collector.reports.length;
    // A <style> without the response's nonce: refused, and reported.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    await expect
      .poll(async () => (await violationsOf(page)).map((violation) => violation.directive), {
        timeout: 5_000,
      })
      .toEqual(['style-src-elem']);
    await expect.poll(() => collector.reports.length - before, { timeout: 10_000 }).toBe(1);
    collector.reports.splice(before);
    await page.context().close();
  });

  it(
    'signs in and opens every area with zero CSP violations, styled as in the demo',
    { timeout: 120_000 },
    async () => {
      const seen: Array<Violation & { address: string }> = [];
      const { page, errors } = await person();
      const visit = async (address: string, ready: () => Promise<unknown>) => {
        await page.goto(`${served.url}${address}`);
        await ready();
        for (const violation of await violationsOf(page)) seen.push({ ...violation, address });
      };
      const heading = (name: string | RegExp) => () =>
        page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });

      await page.goto(`${served.url}/login`);
      await submitSignIn(page, 'gerente@conecta.example');
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Bem vindo ao Conecta/ }).waitFor();
      await dashboardSettled(page);
      // styled-components' rules applied (its <style> carries the nonce): the side menu is laid out.
      expect(
        await page
          .locator('nav[aria-label="Menu principal"]')
          .evaluate((nav) => getComputedStyle(nav).display),
      ).not.toBe('inline');
      expect(
        await page
          .locator('style[data-styled]')
          .evaluateAll((styles) =>
            styles.every((style) => (style as HTMLStyleElement).nonce !== ''),
          ),
      ).toBe(true);
      await page.getByText('Modo demonstração').first().waitFor();
      for (const violation of await violationsOf(page))
        seen.push({ ...violation, address: '/dashboard' });

      const now = new Date();
      const target = `?ano=${now.getFullYear()}&mes=${now.getMonth() + 1}&meta=VBC`;
      await visit(`/metas/planejamentos${target}`, heading('Planejamento Metas VBC'));
      await visit(`/metas/programacao${target}`, heading('Programacao Supervisor VBC'));
      await visit(`/metas/status${target}`, heading('Status do planejamento de metas'));
      await visit('/notificacoes', heading(/Notificações/));
      await visit('/usuarios', heading(/Usuários/));

      await page.goto(`${served.url}/logout`);
      await page.waitForURL('**/login');
      await submitSignIn(page, 'master@conecta.example');
      await page.waitForURL('**/dashboard');
      await dashboardSettled(page);
      await visit('/usuarios', () =>
        page.getByRole('button', { name: 'Novo Usuário' }).waitFor({ timeout: 20_000 }),
      );
      await page.getByRole('button', { name: 'Novo Usuário' }).click();
      await page.waitForURL('**/usuario/cadastro**');
      await page
        .getByRole('heading', { level: 1, name: 'Novo usuário' })
        .waitFor({ timeout: 20_000 });
      for (const violation of await violationsOf(page))
        seen.push({ ...violation, address: '/usuario/cadastro' });

      // Reports travel on their own: give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      console.log(
        `[production] CSP violations: ${seen.length} seen in the page, ${collector.reports.length} reported`,
      );
      expect(seen).toEqual([]);
      expect(collector.reports).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
      await page.context().close();
    },
  );
  it(
    'goes through one whole workflow of each area with zero CSP violations',
    { timeout: 240_000 },
    async () => {
      const seen: Array<Violation & { workflow: string }> = [];
      const run = async (workflow: string, steps: (page: Page) => Promise<void>) => {
        const { page, errors } = await person();
        // The page's backend calls counted (e2e/faults.ts), so the steps can wait until none is in flight.
        await installFaults(page);
        await steps(page);
        for (const violation of await violationsOf(page)) seen.push({ ...violation, workflow });
        expect(unexpected(errors), workflow).toEqual([]);
        await page.context().close();
      };
      // Users: the master creates a user, finds it, deactivates it, edits its permissions.
      await run('users', (page) =>
        masterManagesAUser(page, served.url, {
          name: 'Otávio Produção',
          email: 'otavio.prod@conecta.example',
          search: 'Otávio Prod',
        }),
      );
      // Notifications: the manufacturer sends one to two brokers, a broker accepts it.
      await run('notifications', (page) =>
        manufacturerSendsAndBrokerAccepts(page, served.url, 'Campanha de produção'),
      );
      // Targets: the gerente plans, changes a supervisor's total and programs the team; that supervisor
      // spreads the difference among his sellers and approves them.
      await run('metas', async (page) => {
        await signIn(page, served.url, 'gerente@conecta.example');
        await backendIdle(page);
        await planAndProgram(page, served.url, 'BRL1', undefined, false);
        await switchUser(page, served.url, SUPERVISORS[0] as string);
        await backendIdle(page);
        await approveSellers(page, served.url, 'BRL1', true);
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      console.log(
        `[production] workflows (users, notifications, metas): ${seen.length} CSP violations seen in the pages, ${collector.reports.length} reported`,
      );
      expect(seen).toEqual([]);
      expect(collector.reports).toEqual([]);
    },
  );
});
