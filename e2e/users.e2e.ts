import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, unexpected } from './browser';
import { masterManagesAUser } from './workflows';

/** The users area in the built portal (demo mode): list, wizard, edit, permissions, team view. */
describe('users area', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  it('lets the master create a user, find it, deactivate it and edit its permissions', async () => {
    const { page, errors } = await openPage(browser());
    await masterManagesAUser(page, baseUrl, { name: 'Helena Ponta Grossa', email: 'helena.pg@conecta.example', search: 'Helena Ponta' });
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

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
