import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, browserForTests, openPage, signIn, unexpected } from './browser';

/** The users area in the built portal (demo mode): list, wizard, edit, permissions, team view. */
describe('users area', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  const choose = async (page: Page, label: RegExp, option: string | RegExp) => {
    await page.getByRole('button', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };

  it('lets the master create a user, find it, deactivate it and edit its permissions', async () => {
    const { page, errors } = await openPage(browser());
    await signIn(page, baseUrl, 'master@conecta.example');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('button', { name: 'Usuários' }).click();
    await menu.getByRole('link', { name: 'Lista de usuários' }).click();
    await page.waitForURL('**/usuarios');
    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    await page.waitForURL('**/usuario/cadastro');

    // Step 1 → 4 of the wizard.
    await page.getByRole('heading', { level: 2, name: 'Tipo de Usuário' }).waitFor();
    await choose(page, /Tipo de Usuário$/, 'Broker');
    await choose(page, /Função$/, 'Master Broker');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('heading', { level: 2, name: 'Identificação' }).waitFor();
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Helena Ponta Grossa');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('helena.pg@conecta.example');
    await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Confirmação de senha/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('heading', { level: 2, name: 'Classificação' }).waitFor();
    await page.getByRole('button', { name: /Linhas de produto$/ }).click();
    await page.getByRole('option', { name: /^BRL1/ }).click();
    await page.keyboard.press('Escape');
    await choose(page, /Broker$/, 'Distribuidora Horizonte Ltda');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('heading', { level: 2, name: 'Imagem Usuário (opcional)' }).waitFor();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const success = page.getByRole('dialog', { name: /Usuário criado com sucesso!/ });
    await success.waitFor();
    await success.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/usuarios');

    // Find it by search.
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Helena Ponta');
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'Helena Ponta Grossa' });
    await row.waitFor();
    await expect(row.innerText()).resolves.toMatch(/Ativo/);

    // Edit it: deactivate.
    await row.getByRole('button', { name: 'Editar usuário' }).click();
    await page.waitForURL(/\/usuario\/cadastro\?id=\d+/);
    const active = page.getByRole('checkbox', { name: /Usuário ativo/ });
    await active.waitFor();
    await expect(active.isChecked()).resolves.toBe(true);
    await page.getByRole('heading', { level: 2, name: 'Imagem Usuário (opcional)' }).waitFor(); // edit starts at step 4
    await active.click({ force: true });
    await page.waitForFunction(() => {
      const box = [...document.querySelectorAll('input[type="checkbox"]')].find((input) =>
        input.closest('label')?.textContent?.includes('Usuário ativo'),
      ) as HTMLInputElement | undefined;
      return box ? !box.checked : false;
    });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/usuarios');
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Helena Ponta');
    await page.keyboard.press('Enter');
    // The list reads the server again on opening: the row turns 'Inativo'.
    await page.getByRole('row').filter({ hasText: 'Helena Ponta Grossa' }).filter({ hasText: 'Inativo' }).waitFor();

    // Its permissions.
    await page.getByRole('row').filter({ hasText: 'Helena Ponta Grossa' }).getByRole('button', { name: 'Editar permissões' }).click();
    const dialog = page.getByRole('dialog', { name: /Permissões de acesso/ });
    await dialog.waitFor();
    const view = dialog.getByRole('checkbox', { name: 'Visualizar NOTIFICACOES' });
    await view.waitFor();
    if (!(await view.isChecked())) await view.click({ force: true });
    else await dialog.getByRole('checkbox', { name: 'Visualizar ESTOQUE' }).click({ force: true });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Alterações salvas com sucesso.').waitFor();
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
