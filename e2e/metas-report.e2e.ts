import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MONTH_NAMES } from '@conecta/core';
import { browserForTests, openPage, signIn, unexpected } from './browser';
import { choose } from './metas-flow';

/**
 * Issue 22: /relatorio/acompanhamento-metas in the built demo portal, reached through the side menu
 * by each role that may open it — never 'Em construção' — with its drill-down, its .csv export and
 * its print layout; a role outside the permission table is sent back to the dashboard.
 */

/** Follows 'Relatórios' › 'Acompanhamento de metas' in the side menu, as a user does. */
async function openReport(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const group = menu.getByRole('button', { name: 'Relatórios' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: 'Acompanhamento de metas' }).click();
  await page.getByRole('heading', { level: 1, name: 'Acompanhamento de metas' }).waitFor();
  expect(await page.locator('main').getByText('Em construção', { exact: true }).count()).toBe(0);
}

/** Last month, as the Período select names it ('Outubro/2026'). */
function lastMonth(): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${MONTH_NAMES[date.getMonth()] ?? ''}/${date.getFullYear()}`;
}

/** The data rows' names of a table of the report. */
async function namesOf(page: Page, table: string): Promise<string[]> {
  const locator = page.getByRole('table', { name: table });
  await locator.getByRole('rowheader').first().waitFor({ timeout: 20_000 });
  return (await locator.getByRole('rowheader').allTextContents()).map((text) => text.trim());
}

describe('the target tracking report (issue 22)', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();
  const pages: Page[] = [];
  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });

  it('the manager reads last month per supervisor, drills to a seller\'s categories, exports the .csv and prints without the menu', async () => {
    const { page, errors } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'gerente@conecta.example');
    await openReport(page);
    // This month's VBC is not programmed yet in the demo: the report says so and offers last month.
    await page.getByText('Nenhuma meta programada para as equipes neste período.').first().waitFor({ timeout: 20_000 });
    await choose(page, /Período$/, lastMonth());
    const supervisors = await namesOf(page, 'Por supervisor');
    expect(supervisors.length).toBeGreaterThan(1);
    const first = supervisors[0] ?? '';
    await page.getByRole('button', { name: `${first}: ver vendedores` }).click();
    const sellers = await namesOf(page, 'Por vendedor');
    await page.getByRole('button', { name: `${sellers[0] ?? ''}: ver categorias` }).click();
    expect((await namesOf(page, 'Por categoria')).length).toBeGreaterThan(0);
    const trail = page.getByRole('navigation', { name: 'Nível do relatório' });
    await trail.getByRole('link', { name: first }).click();
    expect(await namesOf(page, 'Por vendedor')).toEqual(sellers);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Arquivo CSV (.csv)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^acompanhamento-metas-VBC-BRL1-\d{6}\.csv$/);
    const file = await download.path();
    const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Supervisor;Vendedor;Categoria;Meta;Realizado;% Atingimento');
    expect(lines.slice(1).every((line) => line.startsWith(`${first};`))).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(false);
    expect(await page.getByRole('group', { name: 'Filtros do relatório' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await page.getByText(/^Período: .* · Meta: VBC · Linha: BRL1$/).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Por vendedor' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(unexpected(errors)).toEqual([]);
  });

  it('the supervisor reads only his team; the network master chooses among the brokers; COBERTURA in customers', async () => {
    const { page, errors } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'supervisor@conecta.example');
    await openReport(page);
    await choose(page, /^VBC\s*Meta$/, 'COBERTURA');
    const sellers = await namesOf(page, 'Por vendedor');
    expect(sellers.length).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Nível do relatório' }).getByText('Minha equipe').isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Por vendedor' }).getByRole('cell').first().textContent()).toMatch(/clientes?$/);
    expect(unexpected(errors)).toEqual([]);

    const other = await openPage(browser());
    pages.push(other.page);
    await signIn(other.page, baseUrl, 'master@conecta.example');
    await openReport(other.page);
    await choose(other.page, /Período$/, lastMonth());
    expect((await namesOf(other.page, 'Por supervisor')).length).toBeGreaterThan(0);
    // 'Todos os brokers' first; the names arrive from GET /Brokers of the line.
    await other.page.getByRole('button', { name: /^Todos os brokers\s*Broker$/ }).waitFor();
    expect(unexpected(other.errors)).toEqual([]);
  });

  it('a seller (function 12) has no menu entry, and the address sends him to the dashboard', async () => {
    const { page } = await openPage(browser());
    pages.push(page);
    await signIn(page, baseUrl, 'vendedor@conecta.example');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const group = menu.getByRole('button', { name: 'Relatórios' });
    if ((await group.count()) > 0 && (await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    expect(await menu.getByRole('link', { name: 'Acompanhamento de metas' }).count()).toBe(0);
    await page.goto(`${baseUrl}/relatorio/acompanhamento-metas`);
    await page.waitForURL('**/dashboard');
  });
});
