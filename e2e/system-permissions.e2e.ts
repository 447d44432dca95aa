import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, unexpected } from './browser';

/**
 * Issue 23: /permissaosistemas in the built demo portal. The network's master reaches it through the
 * side menu (Usuários › Permissões de sistemas, never 'Em construção'), gives a column to everyone
 * shown, reviews and saves in one call; the grid reads it back. A manager has no entry, and the
 * address sends him back to the dashboard.
 */
const grid = (page: Page) => page.getByRole('table', { name: 'Permissões por usuário' });

describe('system permissions (issue 23)', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();
  const pages: Page[] = [];
  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  it('the master sets a column for the users found, reviews and saves; the grid reads it back after a reload', async () => {
    const { page, errors } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'master@conecta.example');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const group = menu.getByRole('button', { name: 'Usuários' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await menu.getByRole('link', { name: 'Permissões de sistemas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Permissões de sistemas' }).waitFor();
    expect(await page.locator('main').getByText('Em construção', { exact: true }).count()).toBe(0);
    await grid(page).locator('tbody tr[data-user-id]').first().waitFor({ timeout: 20_000 });

    await page.getByRole('searchbox', { name: 'Pesquisar usuário' }).fill('supervisor');
    const rows = grid(page).locator('tbody tr[data-user-id]');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await grid(page).getByRole('checkbox', { name: 'Visualizar PESQUISA para todos os usuários mostrados' }).check();
    await page.getByRole('button', { name: /^Revisar alterações \(\d+\)$/ }).click();
    const review = page.getByRole('dialog', { name: 'Alterações a salvar' });
    await review.getByRole('listitem').first().waitFor();
    await review.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('dialog', { name: 'Tudo certo!' }).waitFor({ timeout: 20_000 });

    await page.reload();
    await grid(page).locator('tbody tr[data-user-id]').first().waitFor({ timeout: 20_000 });
    await page.getByRole('searchbox', { name: 'Pesquisar usuário' }).fill('supervisor');
    const boxes = grid(page).locator('tbody input[aria-label^="Visualizar PESQUISA"]:not([disabled])');
    await expect.poll(() => boxes.count()).toBeGreaterThan(0);
    expect(await boxes.evaluateAll((inputs) => inputs.every((input) => (input as HTMLInputElement).checked))).toBe(true);
    expect(unexpected(errors)).toEqual([]);
  });

  it('each allowed function reaches both issue-23 screens through the menu: 1 (master@), 15 (fabricante@), 16 (broker@)', async () => {
    for (const email of ['master@conecta.example', 'fabricante@conecta.example', 'broker@conecta.example']) {
      const { page, errors } = await openPage(browser());
      pages.push(page);
      await signIn(page, baseUrl, email);
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await menu.getByRole('link', { name: 'Upload de imagens' }).click();
      await page.getByRole('grid', { name: 'Imagens do carrossel' }).getByRole('row').first().waitFor({ timeout: 20_000 });
      const group = menu.getByRole('button', { name: 'Usuários' });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await menu.getByRole('link', { name: 'Permissões de sistemas' }).click();
      await grid(page).locator('tbody tr[data-user-id]').first().waitFor({ timeout: 20_000 });
      expect(unexpected(errors), email).toEqual([]);
    }
  });

  it('a manager (function 10) has no entry, and the address sends him to the dashboard', async () => {
    const { page } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'gerente@conecta.example');
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Permissões de sistemas' }).count()).toBe(0);
    await page.goto(`${baseUrl}/permissaosistemas`);
    await page.waitForURL('**/dashboard');
  });
});
