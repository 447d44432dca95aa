import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, unexpected } from './browser';

/** The users area in the built portal (demo mode): the team view (the master's workflow: production.e2e.ts). */
describe('users area', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  // The master's whole workflow (create a user, find it, deactivate it, edit its permissions) runs
  // once, against the production build behind nginx with the CSP watched: e2e/production.e2e.ts.

  it('shows the gerente the team view without tools, and a team dialog', async () => {
    const { page, errors } = await openPage(browser());
    await signIn(page, baseUrl, 'gerente@conecta.example');
    await page.goto(`${baseUrl}/usuarios`);
    await page.getByRole('heading', { level: 2, name: 'Equipe de Fernanda Oliveira' }).waitFor();
    await expect(page.getByRole('columnheader', { name: 'Ferramentas' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Novo Usuário' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Lista de supervisores' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lista de supervisores' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Baixar planilha' }).waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
