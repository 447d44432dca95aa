import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../scripts/ports';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, submitSignIn } from './browser';
import { waitForServer } from './global-setup';

/**
 * Issue 16, concurrent edits: two people on one backend, each in a browser context of his own.
 * The demo backend lives in each tab, so this test serves the portal built for a real backend
 * (`VITE_API_BASE_URL`) against `npm run mock-server`'s server, which both contexts share.
 *
 * The supervisor opens his sellers (a target 'Aprovada gerente'); meanwhile the gerente raises his
 * total on the supervisor split; the supervisor's next save is refused (409): the screen says
 * 'Alterado por <gerente> às HH:MM', keeps his value beside the server's, and 'Reaplicar meus
 * valores' saves it on the new version — or 'Recarregar' takes the server's values.
 */

const root = path.resolve(import.meta.dirname, '..');
const portalDir = path.join(root, 'apps/portal');
const GERENTE = { email: 'gerente@conecta.example', name: 'Fernanda Oliveira' };
const SUPERVISOR = { email: 'supervisor@conecta.example', name: 'CARLOS EDUARDO SANTOS' };

/** The seeded 'Aprovada gerente' target (two months back, BRL1: metas-seed) as a screen address. */
function aprovadaGerente(screen: string): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - 2);
  const ano = date.getFullYear();
  const mes = date.getMonth() + 1;
  return `${screen}?ano=${ano}&mes=${mes}&meta=VBC&versao=${ano}${String(mes).padStart(2, '0')}-V01&linha=BRL1`;
}

const dialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

const digits = (text: string) => Number(text.replace(/\D/g, ''));

describe('concurrent edits of one target, two people on one backend', () => {
  let browser: Browser;
  let appUrl = '';
  let backendUrl = '';
  const children: ChildProcess[] = [];
  let outDir = '';

  beforeAll(async () => {
    const [mockPort, appPort] = [await freePort(), await freePort()];
    backendUrl = `http://127.0.0.1:${mockPort}`;
    appUrl = `http://127.0.0.1:${appPort}`;
    outDir = mkdtempSync(path.join(tmpdir(), 'conecta-portal-real-'));
    const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: portalDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: backendUrl },
    });
    if (build.status !== 0) throw new Error('The real-backend portal build failed');
    children.push(
      spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=conecta-source', 'packages/api/src/mocks/server.ts'], {
        cwd: root,
        env: { ...process.env, MOCK_PORT: String(mockPort) },
        stdio: 'ignore',
      }),
      spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'], {
        cwd: portalDir,
        stdio: 'ignore',
      }),
    );
    await waitForServer(`${backendUrl}/sistema/Usuarios/0`, 60_000);
    await waitForServer(appUrl, 30_000);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    for (const child of children) child.kill('SIGTERM');
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  /** A person: his own browser context (cookies, storage), signed in. */
  async function person(email: string): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${appUrl}/login`);
    await submitSignIn(page, email, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    return { page, errors };
  }

  /** The gerente raises `supervisorName`'s total by `delta` on the supervisor split ('Meta alterada' → Sim). */
  async function managerRaises(page: Page, supervisorName: string, delta: number): Promise<void> {
    await page.goto(`${appUrl}${aprovadaGerente('/metas/programacao')}`);
    const field = page.getByRole('textbox', { name: `Meta planejada de ${supervisorName}` });
    await field.waitFor({ timeout: 20_000 });
    const total = digits(await field.inputValue());
    await field.fill(String(total + delta));
    await field.press('Enter');
    const confirm = dialog(page, 'Meta alterada');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await confirm.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(async () => digits(await field.inputValue()), { timeout: 15_000 }).toBe(total + delta);
  }

  /** What the shared backend holds for the supervisor's first seller (read as the supervisor). */
  async function firstSellerOnServer(page: Page): Promise<number> {
    return page.evaluate(async ({ backend, query }) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('jwt_access_token='))?.split('=')[1] ?? '';
      const answer = await fetch(`${backend}/tabelacartametavendedorresumo?${new URLSearchParams(query)}`, {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      });
      if (!answer.ok) throw new Error(`seller summary answered ${answer.status}`);
      const rows = (await answer.json()) as Array<{ vlrMetaPlanejado: number }>;
      if (!rows[0]) throw new Error('seller summary answered no row');
      return rows[0].vlrMetaPlanejado;
    }, {
      backend: backendUrl,
      query: {
        IdPuxada: '10234',
        Versao: new URL(`${appUrl}${aprovadaGerente('/x')}`).searchParams.get('versao') ?? '',
        Linha: 'BRL1',
        TipoMeta: 'VBC',
        Tipo: 'R',
        Empregado: '5102',
        Cliente: '000',
      },
    });
  }

  it('refuses the supervisor\'s save after the gerente changed his total, says who and when, and re-applies his value', { timeout: 120_000 }, async () => {
    const supervisor = await person(SUPERVISOR.email);
    const manager = await person(GERENTE.email);
    const sp = supervisor.page;

    // 1. The supervisor opens his sellers.
    await sp.goto(`${appUrl}${aprovadaGerente('/metas/rateio-vendedor')}`);
    const firstValue = sp.getByRole('textbox', { name: /^Meta planejada de / }).first();
    await firstValue.waitFor({ timeout: 20_000 });
    const mine = digits(await firstValue.inputValue()) + 250;

    // 2. Meanwhile the gerente raises this supervisor's total.
    await managerRaises(manager.page, SUPERVISOR.name, 1_000);

    // 3. The supervisor saves a seller on what he loaded: refused, nothing lost.
    await firstValue.fill(String(mine));
    await firstValue.press('Enter');
    const confirm = dialog(sp, 'Salvar novo valor.');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    const conflict = sp.getByRole('alert', { name: new RegExp(`^Alterado por ${GERENTE.name} (às|em) `) });
    await conflict.waitFor({ timeout: 15_000 });
    await expect(conflict.innerText()).resolves.toMatch(/Seu valor/);
    expect(digits(await firstValue.inputValue())).toBe(mine);
    const before = await firstSellerOnServer(sp);
    expect(before).not.toBe(mine);

    // 4. 'Reaplicar meus valores' saves his value on the new version.
    await conflict.getByRole('button', { name: 'Reaplicar meus valores' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => firstSellerOnServer(sp), { timeout: 15_000 }).toBe(mine);
    expect(supervisor.errors).toEqual([]);
    expect(manager.errors).toEqual([]);

    // 5. Again, and this time 'Recarregar': the server's value wins and the screen shows it.
    await managerRaises(manager.page, SUPERVISOR.name, 500);
    const second = mine + 111;
    await firstValue.fill(String(second));
    await firstValue.press('Enter');
    await dialog(sp, 'Salvar novo valor.').getByRole('button', { name: 'Sim' }).click();
    await conflict.waitFor({ timeout: 15_000 });
    await conflict.getByRole('button', { name: 'Recarregar' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(async () => digits(await firstValue.inputValue()), { timeout: 15_000 }).toBe(mine);
    expect(await firstSellerOnServer(sp)).toBe(mine);

    await supervisor.page.context().close();
    await manager.page.context().close();
  });
});
