import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, POLL, signIn, switchUser } from './browser';
import { dialog, openCenter, pick, press, startWizard } from './wizard';

/**
 * Whole workflows of the users and notifications areas as a user goes through them, run against the
 * demo build (users.e2e.ts, notifications.e2e.ts) and against the production build behind nginx
 * (production.e2e.ts, issue 19). They drive the screens only: what they check, the screens show.
 */

const choose = async (page: Page, label: RegExp, option: string | RegExp) => {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};

/** The user the master creates: a name, an e-mail, and the part of the name he searches by. */
export interface NewUser {
  name: string;
  email: string;
  search: string;
}

/** The master creates a user with the wizard, finds it, deactivates it and edits its permissions. */
export async function masterManagesAUser(page: Page, baseUrl: string, who: NewUser): Promise<void> {
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
  await page.getByRole('textbox', { name: /^Nome/ }).fill(who.name);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(who.email);
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
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(who.search);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: who.name });
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
  }, undefined, POLL);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.waitForURL('**/usuarios');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(who.search);
  await page.keyboard.press('Enter');
  // The list reads the server again on opening: the row turns 'Inativo'.
  await page
    .getByRole('row')
    .filter({ hasText: who.name })
    .filter({ hasText: 'Inativo' })
    .waitFor();

  // Its permissions.
  await page
    .getByRole('row')
    .filter({ hasText: who.name })
    .getByRole('button', { name: 'Editar permissões' })
    .click();
  const dialog = page.getByRole('dialog', { name: /Permissões de acesso/ });
  await dialog.waitFor();
  const view = dialog.getByRole('checkbox', { name: 'Visualizar NOTIFICACOES' });
  await view.waitFor();
  if (!(await view.isChecked())) await view.click({ force: true });
  else await dialog.getByRole('checkbox', { name: 'Visualizar ESTOQUE' }).click({ force: true });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Alterações salvas com sucesso.').waitFor();
}

/** Steps 3 and 4, then Salvar, up to 'Notificação criada com sucesso!' and the grid's reload. */
export async function finish(page: Page, wizard: Locator, title: string): Promise<void> {
  const next = wizard.getByRole('button', { name: 'Próximo' });
  await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
  await next.click();
  await wizard.getByRole('textbox', { name: /^Título/ }).fill(title);
  await wizard
    .getByRole('textbox', { name: /^Mensagem/ })
    .fill('Pedidos pelo app com condição especial nesta semana.');
  await next.click();
  await wizard.getByRole('heading', { name: 'Imagem destaque e link (Opcional)' }).waitFor();
  await wizard.getByRole('button', { name: 'Salvar' }).click();
  const success = dialog(page, /Processo concluído!/);
  await success.getByText('Notificação criada com sucesso!').waitFor({ timeout: 15_000 });
  await success.waitFor({ state: 'detached', timeout: 10_000 });
}

/** The grid row whose title holds `title` (newest first, so it is on the first page). */
export const rowOf = (grid: Locator, title: string) =>
  grid.getByRole('row').filter({ hasText: title }).first();

/** The manufacturer sends a notification to two brokers, one broker accepts it, the manufacturer sees it. */
export async function manufacturerSendsAndBrokerAccepts(
  page: Page,
  baseUrl: string,
  title: string,
): Promise<void> {
  await signIn(page, baseUrl, 'fabricante@conecta.example');
  let grid = await openCenter(page, baseUrl);
  const wizard = await startWizard(page);
  await pick(page, wizard, /Filiais$/, ['Todos']);
  await pick(page, wizard, /Brokers$/, ['10234 - HORIZONTE', '10587 - SERRA AZUL']);
  await press(wizard.getByRole('radio', { name: 'Por vendedores' }));
  await pick(page, wizard, /Selecione os Vendedores$/, ['Todos']);
  await finish(page, wizard, title);
  await rowOf(grid, title).waitFor({ timeout: 15_000 });

  // The broker accepts it in 'Notificações Nestlé'.
  await switchUser(page, baseUrl, 'broker@conecta.example');
  grid = await openCenter(page, baseUrl);
  await page.getByRole('tab', { name: /^Notificações Nestlé/ }).click();
  const received = rowOf(grid, title);
  await received.waitFor({ timeout: 15_000 });
  await received.getByRole('button', { name: 'Aceitar notificação' }).click();
  await dialog(page, 'Deseja aceitar a notificação enviada?')
    .getByRole('button', { name: 'Sim, aceitar' })
    .click();
  await received.getByText('Notificação aceita').waitFor({ timeout: 15_000 });

  // The manufacturer sees one broker accepted and one waiting.
  await switchUser(page, baseUrl, 'fabricante@conecta.example');
  grid = await openCenter(page, baseUrl);
  const sent = rowOf(grid, title);
  await sent.getByText('2 brokers').waitFor({ timeout: 15_000 });
  await sent.getByRole('button', { name: 'Ver lista de brokers' }).click();
  const participants = page.getByRole('dialog', { name: 'Brokers participantes' });
  await participants.waitFor();
  await expect(
    participants.getByText('Aceitaram').locator('xpath=following-sibling::*[1]').innerText(),
  ).resolves.toBe('1');
  await expect(
    participants.getByText('Aguardando').locator('xpath=following-sibling::*[1]').innerText(),
  ).resolves.toBe('1');
  const items = participants.getByRole('listitem');
  await expect(items.filter({ hasText: 'HORIZONTE' }).innerText()).resolves.toMatch(
    /Notificação aceita/,
  );
  await expect(items.filter({ hasText: 'SERRA AZUL' }).innerText()).resolves.toMatch(
    /Aguardando resposta/,
  );
}
