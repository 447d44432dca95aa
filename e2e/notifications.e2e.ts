import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, switchUser, unexpected } from './browser';
import { dialog, openCenter, pick, press, startWizard } from './wizard';

/** Steps 3 and 4, then Salvar, up to 'Notificação criada com sucesso!' and the grid's reload. */
async function finish(page: Page, wizard: Locator, title: string): Promise<void> {
  const next = wizard.getByRole('button', { name: 'Próximo' });
  await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
  await next.click();
  await wizard.getByRole('textbox', { name: /^Título/ }).fill(title);
  await wizard.getByRole('textbox', { name: /^Mensagem/ }).fill('Pedidos pelo app com condição especial nesta semana.');
  await next.click();
  await wizard.getByRole('heading', { name: 'Imagem destaque e link (Opcional)' }).waitFor();
  await wizard.getByRole('button', { name: 'Salvar' }).click();
  const success = dialog(page, /Processo concluído!/);
  await success.getByText('Notificação criada com sucesso!').waitFor({ timeout: 15_000 });
  await success.waitFor({ state: 'detached', timeout: 10_000 });
}

/** The grid row whose title holds `title` (newest first, so it is on the first page). */
const rowOf = (grid: Locator, title: string) => grid.getByRole('row').filter({ hasText: title }).first();

describe('notifications', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  it('lets a broker create one for the solds of a CSV, preview, disable, enable and delete it', async () => {
    const { page, errors } = await openPage(browser());
    await signIn(page, baseUrl, 'broker@conecta.example');
    const grid = await openCenter(page, baseUrl);

    // Five solds of the broker, read from the demo database of this tab, in an Excel-style CSV:
    // UTF-8 with BOM, ';' separators, CRLF, a second column and one duplicate line.
    const codes = await page.evaluate(() => {
      const db = JSON.parse(sessionStorage.getItem('conecta:mock-db') ?? '{}') as {
        notifications: { solds: { idPuxada: number; codigoSold: string }[] };
      };
      return db.notifications.solds.filter((sold) => sold.idPuxada === 10234).slice(0, 5).map((sold) => sold.codigoSold);
    });
    expect(codes).toHaveLength(5);
    const lines = ['codigo_sold;nome', ...codes.map((code) => `${code};Cliente ${code}`), `${codes[0]};Repetido`];
    const csv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);

    const wizard = await startWizard(page);
    await press(wizard.getByRole('radio', { name: 'Por solds' }));
    await wizard.getByRole('button', { name: 'Escolher arquivo' }).waitFor();
    await wizard.locator('input[type="file"]').setInputFiles({ name: 'solds.csv', mimeType: 'text/csv', buffer: csv });
    await wizard.getByText('5 solds identificados').first().waitFor({ timeout: 15_000 });
    const title = 'Semana do café Horizonte';
    await finish(page, wizard, title);

    const row = rowOf(grid, title);
    await row.waitFor({ timeout: 15_000 });
    // The grid shows the page holding the new row and marks it for a moment (issue 25).
    await row.getByText('Salva agora').waitFor({ timeout: 5_000 });
    expect(await row.getAttribute('data-highlighted')).not.toBeNull();
    await row.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: new RegExp(title) });
    await preview.getByText('Pedidos pelo app com condição especial nesta semana.').waitFor();
    await preview.getByRole('button', { name: 'Fechar' }).click();
    await preview.waitFor({ state: 'detached' });

    await press(row.getByRole('switch', { name: 'Habilitada' }));
    await row.getByRole('switch', { name: 'Desabilitada' }).waitFor({ timeout: 15_000 });
    await press(row.getByRole('switch', { name: 'Desabilitada' }));
    await row.getByRole('switch', { name: 'Habilitada' }).waitFor({ timeout: 15_000 });

    await row.getByRole('button', { name: 'Excluir notificação' }).click();
    const confirm = dialog(page, 'Tem certeza que deseja excluir a notificação?');
    await confirm.getByText('Você não vai poder recuperar após a exclusão.').waitFor();
    await confirm.getByRole('button', { name: 'Sim, excluir' }).click();
    await expect.poll(() => grid.getByRole('row').filter({ hasText: title }).count(), { timeout: 15_000 }).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('lets the manufacturer send one to two brokers, a broker accept it, and shows the acceptance', async () => {
    const { page, errors } = await openPage(browser());
    await signIn(page, baseUrl, 'fabricante@conecta.example');
    let grid = await openCenter(page, baseUrl);
    const wizard = await startWizard(page);
    await pick(page, wizard, /Filiais$/, ['Todos']);
    await pick(page, wizard, /Brokers$/, ['10234 - HORIZONTE', '10587 - SERRA AZUL']);
    await press(wizard.getByRole('radio', { name: 'Por vendedores' }));
    await pick(page, wizard, /Selecione os Vendedores$/, ['Todos']);
    const title = 'Campanha de inverno Nestlé';
    await finish(page, wizard, title);
    await rowOf(grid, title).waitFor({ timeout: 15_000 });

    // The broker accepts it in 'Notificações Nestlé'.
    await switchUser(page, baseUrl, 'broker@conecta.example');
    grid = await openCenter(page, baseUrl);
    await page.getByRole('tab', { name: /^Notificações Nestlé/ }).click();
    const received = rowOf(grid, title);
    await received.waitFor({ timeout: 15_000 });
    await received.getByRole('button', { name: 'Aceitar notificação' }).click();
    await dialog(page, 'Deseja aceitar a notificação enviada?').getByRole('button', { name: 'Sim, aceitar' }).click();
    await received.getByText('Notificação aceita').waitFor({ timeout: 15_000 });

    // The manufacturer sees one broker accepted and one waiting.
    await switchUser(page, baseUrl, 'fabricante@conecta.example');
    grid = await openCenter(page, baseUrl);
    const sent = rowOf(grid, title);
    await sent.getByText('2 brokers').waitFor({ timeout: 15_000 });
    await sent.getByRole('button', { name: 'Ver lista de brokers' }).click();
    const participants = page.getByRole('dialog', { name: 'Brokers participantes' });
    await participants.waitFor();
    await expect(participants.getByText('Aceitaram').locator('xpath=following-sibling::*[1]').innerText()).resolves.toBe('1');
    await expect(participants.getByText('Aguardando').locator('xpath=following-sibling::*[1]').innerText()).resolves.toBe('1');
    const items = participants.getByRole('listitem');
    await expect(items.filter({ hasText: 'HORIZONTE' }).innerText()).resolves.toMatch(/Notificação aceita/);
    await expect(items.filter({ hasText: 'SERRA AZUL' }).innerText()).resolves.toMatch(/Aguardando resposta/);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
