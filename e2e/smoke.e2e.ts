import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn } from './browser';

/** The built portal, served by `vite preview` in demo mode, opened in Debian's Chromium. */
describe('portal smoke', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  it('sends a guest from / to the sign-in screen, which has no side menu', async () => {
    const { page, errors } = await openPage(browser());
    await page.goto(`${baseUrl}/`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe('Entrar · Conecta');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the shell in demo mode after sign-in and navigates between lazy routes', async () => {
    // With full motion (the other end-to-end tests ask for reduced motion, e2e/browser.ts).
    const { page, errors } = await openPage(browser(), undefined, { motion: 'full' });
    await signIn(page, baseUrl, 'master@conecta.example');
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await page.getByText('Modo demonstração').waitFor();
    await expect(page.title()).resolves.toBe('Dashboard · Conecta');

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Estoque' }).click();
    await page.waitForURL('**/estoque');
    await page.getByRole('heading', { level: 1, name: 'Estoque' }).waitFor();
    await page.getByText('Em construção').first().waitFor();

    await page.goto(`${baseUrl}/usuario/cadastro`);
    await page.getByRole('heading', { level: 1, name: 'Novo usuário' }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Navegação estrutural' });
    await expect(breadcrumb.innerText()).resolves.toMatch(/Cadastro[\s\S]*Novo Usuário/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends an unknown path to the sign-in route', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${baseUrl}/caminho/que/nao/existe`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.context().close();
  });
});
