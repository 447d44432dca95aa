import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, unexpected } from './browser';

/**
 * Issue 23: /upload-imagens in the built demo portal. The manufacturer's master reaches it through
 * the side menu (never 'Em construção'), sends an image (the size advice first: a 1×1 PNG is far
 * below the banner's size), moves it, sees it on the dashboard's carousel, removes it; a manager has
 * no menu entry and the address sends him back to the dashboard.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const rowsOf = (page: Page) => page.getByRole('grid', { name: 'Imagens do carrossel' }).getByRole('row');
const altsOf = async (page: Page) => rowsOf(page).locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));

describe('the dashboard carousel management (issue 23)', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();
  const pages: Page[] = [];
  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  it('the master sends, moves and removes an image through the menu, and the dashboard plays it', async () => {
    const { page, errors } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'fabricante@conecta.example');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Upload de imagens' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload de imagens' }).waitFor();
    expect(await page.locator('main').getByText('Em construção', { exact: true }).count()).toBe(0);
    await rowsOf(page).first().waitFor({ timeout: 20_000 });
    const before = await altsOf(page);

    await page.locator('input[type="file"]').setInputFiles({ name: 'Oferta da Semana.png', mimeType: 'image/png', buffer: PNG });
    // 1×1 px: the advice explains and asks before sending.
    await page.getByText(/A imagem tem 1 × 1 px/).waitFor();
    await page.getByRole('button', { name: 'Enviar assim mesmo' }).click();
    await page.getByText('Oferta da Semana.png entrou no carrossel.').waitFor({ timeout: 20_000 });
    await expect.poll(() => altsOf(page)).toEqual([...before, 'Oferta da Semana']);

    // Up one place by keyboard-reachable button.
    await page.getByRole('button', { name: 'Mover Oferta da Semana para cima' }).click();
    await expect.poll(() => altsOf(page)).toEqual([...before.slice(0, -1), 'Oferta da Semana', ...before.slice(-1)]);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Dashboard' }).click();
    const carousel = page.getByRole('region', { name: 'Destaques' });
    await carousel.waitFor({ timeout: 20_000 });
    await expect.poll(() => carousel.locator('img[alt="Oferta da Semana"]').count()).toBe(1);

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Upload de imagens' }).click();
    await rowsOf(page).first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Remover Oferta da Semana' }).click();
    await page.getByRole('alertdialog', { name: 'Remover imagem?' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByText('Oferta da Semana foi removida do carrossel.').waitFor({ timeout: 20_000 });
    await expect.poll(() => altsOf(page)).toEqual(before);
    expect(unexpected(errors)).toEqual([]);
  });

  it('a manager (function 10) has no menu entry, and the address sends him to the dashboard', async () => {
    const { page } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'gerente@conecta.example');
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Upload de imagens' }).count()).toBe(0);
    await page.goto(`${baseUrl}/upload-imagens`);
    await page.waitForURL('**/dashboard');
  });
});
