import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, browserForTests, openPage, signIn, submitSignIn } from './browser';
import { armFault, faultLog, installFaults } from './faults';
import { dialog, openCenter, pick, press, startWizard } from './wizard';

/**
 * Issue 17, 'a 401 loses nothing': the session expires in the middle of a form (the backend answers
 * 401 to the next call); the portal signs the user out to /login; after signing back in he is on the
 * same screen, the form restored with a banner that says so. Then 'Sair' removes the drafts.
 */
const choose = async (page: Page, label: RegExp, option: string | RegExp) => {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};

/** Waits for the sign-in screen (the session ended), then signs in again. */
async function signBackIn(page: Page, email: string): Promise<void> {
  await page.waitForURL('**/login', { timeout: 15_000 });
  await submitSignIn(page, email);
}

describe('a 401 in the middle of a form loses nothing', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();
  // The fault matrix's 'drafts lost' figure: forms whose draft came back after the 401.
  const drafts = { tried: 0, restored: 0 };
  afterAll(() => console.log(`[drafts] 401 in the middle of a form: ${drafts.tried} forms, restored ${drafts.restored}, drafts lost ${drafts.tried - drafts.restored}`));

  it('the user form: back on the same step with what was typed (not the passwords); Sair forgets it', async () => {
    const { page } = await openPage(browser());
    await installFaults(page);
    await signIn(page, baseUrl, 'master@conecta.example');
    await page.goto(`${baseUrl}/usuario/cadastro`);
    await page.getByRole('heading', { level: 2, name: 'Tipo de Usuário' }).waitFor({ timeout: 15_000 });
    await choose(page, /Tipo de Usuário$/, 'Broker');
    await choose(page, /Função$/, 'Master Broker');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('textbox', { name: /^Nome/ }).fill('Joana "Zé" Prado');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('joana.rascunho@conecta.example');
    await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Confirmação de senha/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('heading', { level: 2, name: 'Classificação' }).waitFor();

    // The session has expired: the brokers of the chosen line answer 401.
    await armFault(page, 'GET', '/Brokers', 'unauthorized');
    await page.getByRole('button', { name: /Linhas de produto$/ }).click();
    await page.getByRole('option', { name: /^BRL1/ }).click();
    await signBackIn(page, 'master@conecta.example');
    expect((await faultLog(page)).fired).toHaveLength(1);

    drafts.tried += 1;
    await page.waitForURL('**/usuario/cadastro', { timeout: 15_000 });
    await page.getByText('Rascunho recuperado').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 2, name: 'Classificação' }).waitFor();
    await expect(page.getByRole('button', { name: /Linhas de produto$/ }).innerText()).resolves.toContain('BRL1');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByRole('textbox', { name: /^Nome/ }).inputValue()).resolves.toBe('Joana "Zé" Prado');
    await expect(page.getByRole('textbox', { name: /^E-mail/ }).inputValue()).resolves.toBe('joana.rascunho@conecta.example');
    await expect(page.getByLabel(/^Senha/).inputValue()).resolves.toBe('');
    drafts.restored += 1;

    // 'Sair' is the user leaving on purpose: his drafts go with him.
    await page.goto(`${baseUrl}/logout`);
    await page.waitForURL('**/login', { timeout: 15_000 });
    await submitSignIn(page, 'master@conecta.example');
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await page.goto(`${baseUrl}/usuario/cadastro`);
    await page.getByRole('heading', { level: 2, name: 'Tipo de Usuário' }).waitFor({ timeout: 15_000 });
    await expect(page.getByText('Rascunho recuperado').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('the supervisor split: the chosen target is in the address; a 401 on saving a value, then the same target with the value back', async () => {
    const { page } = await openPage(browser());
    await installFaults(page);
    await signIn(page, baseUrl, 'gerente@conecta.example');
    // The month programmed two months ago ('Aprovada gerente' in the demo): the gerente may change it.
    const date = new Date();
    date.setDate(1);
    date.setMonth(date.getMonth() - 2);
    const ano = date.getFullYear();
    const mes = date.getMonth() + 1;
    await page.goto(`${baseUrl}/metas/programacao?ano=${ano}&mes=${mes}&meta=VBC`);
    await page.getByRole('heading', { level: 1, name: 'Programacao Supervisor VBC' }).waitFor({ timeout: 15_000 });
    await choose(page, /Versao$/, /V01/);
    await choose(page, /Linha$/, 'BRL1');
    // The screen writes the target it shows into the address (a reload or a new sign-in opens it again).
    await expect.poll(() => new URL(page.url()).searchParams.get('linha'), { timeout: 10_000 }).toBe('BRL1');
    expect(new URL(page.url()).searchParams.get('versao')).toMatch(/V01$/);
    const address = page.url();

    const field = page.getByRole('textbox', { name: /^Meta planejada de / }).first();
    await field.waitFor({ timeout: 20_000 });
    const typed = String(Number((await field.inputValue()).replace(/\D/g, '')) + 1234);
    await field.fill(typed);
    await field.press('Enter');
    const confirm = dialog(page, 'Meta alterada');
    await confirm.waitFor();
    await armFault(page, 'PUT', '/atualizarvalorsupervisorvalor', 'unauthorized');
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await signBackIn(page, 'gerente@conecta.example');
    expect((await faultLog(page)).fired).toHaveLength(1);

    drafts.tried += 1;
    await page.waitForURL((url) => url.href === address, { timeout: 15_000 });
    await page.getByText('Rascunho recuperado').waitFor({ timeout: 20_000 });
    const restored = page.getByRole('textbox', { name: /^Meta planejada de / }).first();
    await expect.poll(async () => (await restored.inputValue()).replace(/\D/g, ''), { timeout: 10_000 }).toBe(typed);
    drafts.restored += 1;
    await page.context().close();
  });

  it('the notification wizard: a 401 on Salvar, then the wizard opens again with everything typed', async () => {
    const { page } = await openPage(browser());
    await installFaults(page);
    await signIn(page, baseUrl, 'fabricante@conecta.example');
    await openCenter(page, baseUrl);
    let wizard = await startWizard(page);
    await expect(page.url()).toContain('assistente=novo');
    await pick(page, wizard, /Filiais$/, ['Todos']);
    await pick(page, wizard, /Brokers$/, ['10234 - HORIZONTE', '10587 - SERRA AZUL']);
    await press(wizard.getByRole('radio', { name: 'Por vendedores' }));
    await pick(page, wizard, /Selecione os Vendedores$/, ['Todos']);
    const next = wizard.getByRole('button', { name: 'Próximo' });
    await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
    await next.click();
    const title = 'Rascunho de inverno <Nestlé> "20%"';
    await wizard.getByRole('textbox', { name: /^Título/ }).fill(title);
    await wizard.getByRole('textbox', { name: /^Mensagem/ }).fill('Pedidos pelo app.\nCondição especial.');
    await next.click();
    await wizard.getByRole('heading', { name: 'Imagem destaque e link (Opcional)' }).waitFor();

    await armFault(page, 'POST', '/notificacoes/criarnotificacoes', 'unauthorized');
    await wizard.getByRole('button', { name: 'Salvar' }).click();
    await signBackIn(page, 'fabricante@conecta.example');

    drafts.tried += 1;
    await page.waitForURL('**/notificacoes?assistente=novo', { timeout: 15_000 });
    wizard = page.getByRole('dialog', { name: 'Criar nova notificação' });
    await wizard.getByText('Rascunho recuperado').waitFor({ timeout: 15_000 });
    await wizard.getByRole('heading', { name: 'Imagem destaque e link (Opcional)' }).waitFor();
    await wizard.getByRole('button', { name: 'Voltar' }).click();
    await expect(wizard.getByRole('textbox', { name: /^Título/ }).inputValue()).resolves.toBe(title);
    await expect(wizard.getByRole('textbox', { name: /^Mensagem/ }).inputValue()).resolves.toBe('Pedidos pelo app.\nCondição especial.');
    drafts.restored += 1;

    // Saved this time: the draft is gone, and the next opening starts empty.
    await wizard.getByRole('button', { name: 'Próximo' }).click();
    await wizard.getByRole('button', { name: 'Salvar' }).click();
    const success = dialog(page, /Processo concluído!/);
    await success.getByText('Notificação criada com sucesso!').waitFor({ timeout: 15_000 });
    await success.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => new URL(page.url()).search, { timeout: 5_000 }).toBe('');
    wizard = await startWizard(page);
    await expect(wizard.getByText('Rascunho recuperado').count()).resolves.toBe(0);
    await page.context().close();
  });
});
