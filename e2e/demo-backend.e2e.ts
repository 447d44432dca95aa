import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage } from './browser';

const root = path.resolve(import.meta.dirname, '..');

describe('the embedded mock backend in the portal (demo mode)', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  /**
   * The sign-in form shows while the mock backend starts (the app's own requests wait for it); a
   * request made straight from the page must wait until the mock answers: an anonymous
   * GET /sistema/Usuarios/0 is then a 401 (before, the preview server answers it).
   */
  const mockAnswers = (page: Page) =>
    page.waitForFunction(async () => (await fetch('/backend/sistema/Usuarios/0')).status === 401, undefined, { polling: 200, timeout: 20_000 });

  it('answers the contract under /backend, and its state survives a reload', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await mockAnswers(page);

    // Retried until the mock answers 200: the first visit's service worker may still be taking over
    // the page (its first registration can replace the document once; see the issue 8 note). The
    // loop runs here, not in waitForFunction: a document replaced mid-poll made that resolve with
    // the predicate's `false`.
    let token: string | null = null;
    for (const deadline = Date.now() + 20_000; token === null && Date.now() < deadline; ) {
      token = await page
        .evaluate(async () => {
          const response = await fetch('/backend/sistema/Usuarios/auth', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'gerente@conecta.example', senha: 'Portal@Metas9' }),
          });
          return response.status === 200 ? ((await response.json()) as { token: string }).token : null;
        })
        .catch(() => null);
      if (token === null) await page.waitForTimeout(200);
    }
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);

    const readMe = () =>
      page.evaluate(async (bearer) => {
        const response = await fetch('/backend/sistema/Usuarios/0', { headers: { Authorization: `Bearer ${bearer}` } });
        return { status: response.status, body: (await response.json()) as { funcaoUsuario: number } };
      }, token);
    await expect(readMe()).resolves.toMatchObject({ status: 200, body: { funcaoUsuario: 10 } });

    // The session the backend issued is part of its saved state: after a reload it is still valid.
    await page.reload();
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await mockAnswers(page);
    await expect(readMe()).resolves.toMatchObject({ status: 200, body: { funcaoUsuario: 10 } });

    const anonymous = await page.evaluate(async () => (await fetch('/backend/sistema/Usuarios/0')).status);
    expect(anonymous).toBe(401);
    // The 401s asked for above, and the 404s of the sign-in tries made before the service worker
    // took the page over (the loop above retries exactly those), are expected.
    const expected = (error: string) => error.includes('401') || (error.includes('status of 404') && error.includes('/backend/sistema/Usuarios/auth'));
    expect(errors.filter((error) => !expected(error))).toEqual([]);
    await page.context().close();
  });
});

describe('a build for a real backend', () => {
  it('bundles no mock code when VITE_API_BASE_URL is set', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'conecta-real-backend-'));
    const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--logLevel', 'error', '--emptyOutDir'], {
      cwd: path.join(root, 'apps/portal'),
      env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: 'https://backend.conecta.invalid' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const assets = path.join(outDir, 'assets');
    const javascript = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    // Plain booleans, not toContain: a failure must not print megabytes of bundle.
    expect(javascript.includes('backend.conecta.invalid'), 'the configured URL is in the bundle').toBe(true);
    expect(javascript.includes('Distribuidora Horizonte'), 'seeded demo data is bundled').toBe(false);
    expect(javascript.includes('mockServiceWorker'), 'the mock worker start-up is bundled').toBe(false);
    expect(javascript.includes('react-jsx-dev-runtime'), 'a development build of React is bundled').toBe(false);
  });
});
