import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, switchUser, unexpected, approveForOtherSupervisors } from './browser';

const MONTHS = [
  'Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho',
  'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro',
];

/** Demo broker and its supervisors (packages/api/src/mocks/network.ts); 5102 is supervisor@. */

/** Opens a react-aria select by the end of its accessible name and picks an option. */
async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  const trigger = page.getByRole('button', { name: label });
  await expect.poll(() => trigger.isEnabled(), { timeout: 15_000 }).toBe(true);
  await trigger.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Checks a react-aria radio or checkbox from the keyboard (its input is visually hidden). */
async function press(locator: ReturnType<Page['getByRole']>): Promise<void> {
  await locator.focus();
  await locator.press('Space');
}

/** Waits for a dialog (or alert dialog) by name. */
const dialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

/**
 * The whole targets workflow of the current month on the demo broker (metas spec §1), in the
 * built portal on the embedded mock backend (one tab, signing each role in turn): the gerente plans with a 6-month base and 'Meta Meta'
 * for every category and programs the team; the supervisor moves one seller, spreads the
 * difference with 'Distribuir diferença' and approves; the other three supervisors (no demo
 * accounts) approve through the API; the gerente releases to FLEXX and the status reads Liberado.
 */
describe('targets workflow', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  it('plans, splits, approves, releases and shows Liberado', async () => {
    const now = new Date();
    const year = String(now.getFullYear());
    const month = MONTHS[now.getMonth()] as string;

    // 1. The gerente plans the month.
    const manager = await openPage(browser());
    await signIn(manager.page, baseUrl, 'gerente@conecta.example');
    const page = manager.page;
    await page.goto(`${baseUrl}/metas/planejamentos`);
    await page.getByRole('heading', { level: 1, name: 'Planejamento Metas VBC' }).waitFor();
    await choose(page, /Ano$/, year);
    await choose(page, /Periodo$/, month);
    await choose(page, /Versao$/, /V01/);
    await choose(page, /Linha$/, 'BRL1');
    await page.getByRole('table', { name: 'Metas por categoria' }).waitFor({ timeout: 15_000 });
    await press(page.getByRole('radio', { name: '6 meses' }));
    const overwrite = page.getByRole('alertdialog', { name: 'Atenção!' });
    const wait = page.getByRole('dialog', { name: 'Aguarde...' });
    await overwrite.or(wait).first().waitFor();
    if (await overwrite.isVisible()) await overwrite.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => page.getByRole('radio', { name: '6 meses' }).isChecked(), { timeout: 15_000 }).toBe(true);
    await wait.waitFor({ state: 'detached', timeout: 15_000 });
    await press(page.getByRole('checkbox', { name: 'Meta Meta' }));
    await expect.poll(() => page.getByRole('checkbox', { name: 'Meta Meta' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Ratear Metas' }).click();
    const defined = dialog(page, 'Meta definida!');
    await defined.waitFor({ timeout: 15_000 });
    await defined.getByRole('button', { name: 'Programar para o time' }).click();

    // 2. …splits among the supervisors (the suggested split) and programs.
    await page.waitForURL('**/metas/programacao?**');
    const versao = new URL(page.url()).searchParams.get('versao');
    expect(versao).toMatch(/^\d{6}-V01$/);
    await page.getByRole('heading', { level: 1, name: 'Programacao Supervisor VBC' }).waitFor();
    const program = page.getByRole('button', { name: 'Programar Metas' });
    await expect.poll(() => program.isEnabled(), { timeout: 20_000 }).toBe(true);
    await program.click();
    await dialog(page, /Metas programadas!/).waitFor({ timeout: 15_000 });
    await page.waitForURL('**/dashboard', { timeout: 15_000 });

    // 3. The supervisor moves one seller, spreads the difference and approves.
    const sp = page;
    await switchUser(sp, baseUrl, 'supervisor@conecta.example');
    await sp.goto(`${baseUrl}/metas/rateio-vendedor`);
    await sp.getByRole('heading', { level: 1, name: 'Aprovar Metas VBC' }).waitFor();
    await choose(sp, /Ano$/, year);
    await choose(sp, /Período$/, month);
    await choose(sp, /Versão$/, versao as string);
    await choose(sp, /Linha$/, 'BRL1');
    const firstValue = sp.getByRole('textbox', { name: /^Meta planejada de / }).first();
    await firstValue.waitFor({ timeout: 20_000 });
    const before = Number((await firstValue.inputValue()).replace(/\D/g, ''));
    expect(before).toBeGreaterThan(100);
    await firstValue.fill(String(before - 100));
    await firstValue.press('Enter');
    const confirm = dialog(sp, 'Salvar novo valor.');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await sp.getByText(/abaixo do que você planejou inicialmente/).first().waitFor({ timeout: 15_000 });
    const distribute = sp.getByRole('button', { name: 'Distribuir diferença' });
    await expect.poll(() => distribute.isEnabled(), { timeout: 15_000 }).toBe(true);
    await distribute.click();
    const preview = dialog(sp, 'Distribuir diferença');
    await preview.getByRole('grid', { name: 'Prévia da distribuição' }).waitFor();
    await preview.getByRole('button', { name: 'Aplicar e salvar' }).click();
    await preview.waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(() => sp.getByText(/abaixo do que você planejou inicialmente/).count(), { timeout: 15_000 })
      .toBe(0);
    const approve = sp.getByRole('button', { name: 'Aprovar Metas' });
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true);
    await approve.click();
    await dialog(sp, /Metas aprovadas!/).waitFor({ timeout: 15_000 });

    // 4. The other supervisors of the team have no demo accounts: they approve through the API
    //    (the manager's session may approve for a team, as the mock backend documents).
    await switchUser(page, baseUrl, 'gerente@conecta.example');
    expect(await approveForOtherSupervisors(page, versao as string)).toEqual([200, 200, 200]);

    // 5. The gerente releases to FLEXX; the status shows Liberado.
    await page.goto(`${baseUrl}/metas/status`);
    await page.getByRole('heading', { level: 1, name: 'Status do planejamento de metas' }).waitFor();
    await choose(page, /Ano/, year);
    await choose(page, /Mês/, month);
    const release = page.getByRole('button', { name: 'Liberar meta para o time (enviar ao FLEXX)' }).first();
    await release.waitFor({ timeout: 20_000 });
    await release.click();
    const released = dialog(page, 'Meta Liberada!');
    await released.waitFor({ timeout: 15_000 });
    await released.waitFor({ state: 'detached', timeout: 10_000 });
    const row = page.getByRole('row').filter({ hasText: versao as string }).filter({ hasText: 'Liberado' });
    await row.first().waitFor({ timeout: 15_000 });
    await expect(row.first().innerText()).resolves.toMatch(/Sem Ação/);
    expect(unexpected(manager.errors)).toEqual([]);
    await page.context().close();
  });
});
