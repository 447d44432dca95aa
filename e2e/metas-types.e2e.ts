import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, unexpected } from './browser';
import { MONTH_NAMES } from '@conecta/core';
import { choose, dialog, thisMonth } from './metas-flow';

/**
 * Issue 22: the programming screens of COBERTURA, RECOMENDADOR and PRODUTO FOCO in the built demo
 * portal. The supervisor reaches each one through the side menu, chooses this month's target (the
 * demo seeds it programmed for every team) and works in the type's unit; the manager opens them
 * read-only from an address (a shared link, the status screen). None is 'Em construção'.
 */

const TYPES = [
  { menu: 'Programação cobertura', title: 'Programação Cobertura', path: '/metas/cobertura-programacao', meta: 'COBERTURA', unit: /clientes?$/ },
  { menu: 'Programação recomendador', title: 'Programação Recomendador', path: '/metas/recomendador-programacao', meta: 'RECOMENDADOR', unit: /itens?$/ },
  { menu: 'Programação produto foco', title: 'Programação Produto Foco', path: '/metas/produtofoco-programacao', meta: 'FOCO', unit: /^-?R\$ / },
] as const;

/** Follows a link of the side menu, opening its group first, as a user does. */
async function viaMenu(page: Page, group: string, link: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const button = menu.getByRole('button', { name: group });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await menu.getByRole('link', { name: link }).click();
}

/** This month's target of the screen: Ano, Período, Versão and Linha chosen in turn. */
async function chooseThisMonth(page: Page): Promise<void> {
  const { ano, versao, monthName } = thisMonth();
  await choose(page, /Ano$/, String(ano));
  await choose(page, /Período$/, monthName);
  await choose(page, /Versão$/, versao);
  await choose(page, /Linha$/, 'BRL1');
}

describe('programming of the other target types (issue 22)', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();
  const pages: Page[] = [];
  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  it('the supervisor reaches each type through the menu and works in its unit; COBERTURA keeps a category within the active customers; RECOMENDADOR is approved', async () => {
    const { page, errors } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'supervisor@conecta.example');
    for (const type of TYPES) {
      await viaMenu(page, 'Metas', type.menu);
      await page.getByRole('heading', { level: 1, name: type.title }).waitFor();
      await expect(page.locator('main').getByText('Em construção', { exact: true }).count()).resolves.toBe(0);
      await chooseThisMonth(page);
      await page.getByRole('heading', { level: 2, name: /^Vendedores/ }).waitFor({ timeout: 20_000 });
      // The address is the type's own screen, on this month's target of the type.
      expect(new URL(page.url()).pathname).toBe(type.path);
      expect(new URL(page.url()).searchParams.get('meta')).toBe(type.meta);
      await expect(page.getByTestId('status').textContent()).resolves.toBe('Aprovada gerente');
      await expect(page.getByTestId('difference').textContent()).resolves.toMatch(type.unit);
    }

    // COBERTURA: a category above the seller's active customers is refused and stays typed.
    await viaMenu(page, 'Metas', 'Programação cobertura');
    await page.getByRole('heading', { level: 1, name: 'Programação Cobertura' }).waitFor();
    await chooseThisMonth(page);
    const card = page.locator('article[data-seller-id]').first();
    await card.waitFor({ timeout: 20_000 });
    const active = Number(((await card.getByText(/^Clientes ativos/).textContent()) ?? '').replace(/\D/g, ''));
    expect(active).toBeGreaterThan(0);
    await card.getByRole('button', { name: /^Visualizar por Categoria de / }).click();
    const cell = card.getByRole('table', { name: /^Metas por categoria de / }).getByRole('textbox').first();
    await cell.fill(String(active + 1));
    await cell.press('Enter');
    const refused = dialog(page, 'ATENÇÃO!');
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain(`não pode passar dos clientes ativos do vendedor (${active.toLocaleString('pt-BR')})`);
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect(cell.getAttribute('aria-invalid')).resolves.toBe('true');
    await card.getByRole('button', { name: /^Descartar alteração/ }).click();

    // RECOMENDADOR: the programmed split is approved.
    await viaMenu(page, 'Metas', 'Programação recomendador');
    await page.getByRole('heading', { level: 1, name: 'Programação Recomendador' }).waitFor();
    await chooseThisMonth(page);
    await page.getByRole('heading', { level: 2, name: /^Vendedores/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Aprovar Metas' }).click();
    await dialog(page, 'Metas aprovadas!').waitFor();
    expect(unexpected(errors)).toEqual([]);
  });

  it('the manager opens each type from an address and follows it read-only', async () => {
    const { page, errors } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'gerente@conecta.example');
    const { ano, mes, versao } = thisMonth();
    for (const type of TYPES) {
      await page.goto(`${baseUrl}${type.path}?ano=${ano}&mes=${mes}&meta=${type.meta}&versao=${versao}&linha=BRL1`);
      await page.getByRole('heading', { level: 1, name: type.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: /^Vendedores/ }).waitFor({ timeout: 20_000 });
      await page.getByText('Somente consulta').waitFor();
      await expect(page.getByRole('textbox', { name: /^Meta planejada de / }).first().isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Aprovar Metas' }).isDisabled()).resolves.toBe(true);
    }
    // The menu keeps these entries for the supervisor (function 11).
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.locator('a[href="/metas/cobertura-programacao"]').count()).resolves.toBe(0);

    // Last month's COBERTURA, approved by every team, is released to FLEXX from the status screen,
    // and its screen then says so.
    const last = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
    const lastVersao = `${last.getFullYear()}${String(last.getMonth() + 1).padStart(2, '0')}-V01`;
    await page.goto(`${baseUrl}/metas/status`);
    await page.getByRole('heading', { level: 1, name: 'Status do planejamento de metas' }).waitFor();
    await choose(page, /Ano/, String(last.getFullYear()));
    await choose(page, /Mês/, MONTH_NAMES[last.getMonth()] as string);
    await choose(page, / Meta$/, 'COBERTURA');
    const check = page.getByRole('button', { name: new RegExp(`^Liberar meta para o time \\(enviar ao FLEXX\\): meta COBERTURA, linha BRL1, versão ${lastVersao}`) }).first();
    await check.waitFor({ timeout: 20_000 });
    await check.click();
    const released = dialog(page, 'Meta Liberada!');
    await released.waitFor({ timeout: 15_000 });
    await released.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('row').filter({ hasText: 'Liberado' }).filter({ hasText: lastVersao }).first().waitFor({ timeout: 15_000 });
    await page.goto(`${baseUrl}/metas/cobertura-programacao?ano=${last.getFullYear()}&mes=${last.getMonth() + 1}&meta=COBERTURA&versao=${lastVersao}&linha=BRL1`);
    await page.getByText('Meta liberada para o time').first().waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('status').textContent()).resolves.toBe('Liberado');
    expect(unexpected(errors)).toEqual([]);
  });
});
