import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, unexpected } from './browser';
import { dialog, openCenter, press, startWizard } from './wizard';
import { finish, rowOf } from './workflows';

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

  // The manufacturer's workflow (send to two brokers, one accepts, the acceptance shows) runs once,
  // against the production build behind nginx with the CSP watched: e2e/production.e2e.ts.
});
