import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn } from './browser';
import { armFault, backendIdle, faultLog, installFaults } from './faults';

/**
 * Issue 17, first slice: a screen that throws on a wrong-shaped answer never blanks the portal.
 * The list of users answers `{ "inesperado": true }` instead of a list: the screen's place says
 * 'Algo deu errado!' / 'Tente novamente mais tarde.' with 'Tentar novamente' (the feature's own
 * boundary, inside FeatureRoot, catches it before the route's), and the side menu still works.
 * Since answers are checked against the contract at the API boundary, a wrong shape is an ApiError
 * ('INVALID_RESPONSE') that the screen says; the boundary stays for what a check cannot foresee.
 * Every route, call and kind of failure: e2e/fault-matrix.e2e.ts.
 */
/** Client-side navigation (as a menu link does), keeping the page's armed faults. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

const menuLink = (page: Page, path: string) => page.locator(`nav[aria-label="Menu principal"] a[href="${path}"]`).first();

describe('a screen whose answer cannot be read keeps the shell usable', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  it('says the answer could not be read, and the side menu still navigates', async () => {
    const { page, errors } = await openPage(browser());
    await installFaults(page);
    await signIn(page, baseUrl, 'master@conecta.example');
    await backendIdle(page);
    await armFault(page, 'GET', '/usuarios', 'wrongShape');
    await goTo(page, '/usuarios');
    // The answer is refused at the API boundary: the list's own error dialog says so.
    const alert = page.getByRole('alertdialog', { name: 'Atenção!' });
    await alert.waitFor({ timeout: 15_000 });
    expect((await faultLog(page)).fired).toHaveLength(1);
    await expect(alert.innerText()).resolves.toMatch(/Algo deu errado![\s\S]*Tente novamente mais tarde\.[\s\S]*formato que o portal não reconhece/);
    await alert.getByRole('button', { name: 'OK' }).click();
    // The shell is intact: its menu leads to another screen, which works.
    await page.mouse.move(page.viewportSize()!.width - 8, 4);
    await menuLink(page, '/dashboard').click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Bem vindo ao Conecta/ }).waitFor();
    await backendIdle(page);
    // The caught errors are reported to the console (demo): nothing else went wrong.
    expect(errors.filter((error) => !/resposta|inesperad|Conecta: erro de renderização|map is not a function|is not iterable|Cannot read/i.test(error))).toEqual([]);
    await page.context().close();
  });
});
