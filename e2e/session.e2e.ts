import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, submitSignIn, unexpected } from './browser';

/** Sign-in, session and route guard in the built portal (demo mode), as the flows. */
describe('session', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  it('signs the gerente in to /dashboard, keeps the session on reload, with the cookie flags', async () => {
    const { page, errors } = await openPage(browser());
    await signIn(page, baseUrl, 'gerente@conecta.example');
    await page.getByText('Fernanda Oliveira').first().waitFor();

    const [cookie] = (await page.context().cookies()).filter((candidate) => candidate.name === 'jwt_access_token');
    expect(cookie).toBeDefined();
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    const hoursLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(4.9);
    expect(hoursLeft).toBeLessThanOrEqual(5.01);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Bem vindo ao Conecta/ }).waitFor();
    await page.getByText('Logged in with JWT').waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('sends a forged cookie to /login with the message', async () => {
    const { page } = await openPage(browser());
    const url = new URL(baseUrl);
    const payload = Buffer.from(JSON.stringify({ sub: 5, email: 'gerente@conecta.example', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    await page.context().addCookies([
      { name: 'jwt_access_token', value: `eyJhbGciOiJub25lIn0.${payload}.forjado`, domain: url.hostname, path: '/', secure: true, sameSite: 'Strict' },
    ]);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL('**/login');
    await page.getByText('Invalid access_token').waitFor();
    await page.context().close();
  });

  it('shows the lockout wait to bloqueado and refuses inativo', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${baseUrl}/login`);
    await submitSignIn(page, 'bloqueado@conecta.example');
    await page.getByText(/Tentativas recorrentes, precisa aguardar \d minutos?\./).waitFor();

    await submitSignIn(page, 'inativo@conecta.example');
    await page.getByText('User not active').waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await page.context().close();
  });

  it('keeps the vendedor out of /usuarios and lets the master in', async () => {
    const seller = await openPage(browser());
    await signIn(seller.page, baseUrl, 'vendedor@conecta.example');
    await seller.page.goto(`${baseUrl}/usuarios`);
    await seller.page.waitForURL('**/dashboard');
    await seller.page.getByRole('heading', { level: 1, name: /^Bem vindo ao Conecta/ }).waitFor();
    await seller.page.context().close();

    const master = await openPage(browser());
    await signIn(master.page, baseUrl, 'master@conecta.example');
    await master.page.goto(`${baseUrl}/usuarios`);
    await master.page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
    expect(master.page.url()).toMatch(/\/usuarios$/);
    await master.page.context().close();
  });

  it('brings a guest back to the page it asked for after sign-in, and signs out on /logout', async () => {
    const { page } = await openPage(browser());
    await page.goto(`${baseUrl}/metas/status`);
    await page.waitForURL('**/login');
    await submitSignIn(page, 'gerente@conecta.example');
    await page.waitForURL('**/metas/status');
    await page.getByRole('heading', { level: 1, name: 'Status do planejamento de metas' }).waitFor();

    await page.goto(`${baseUrl}/logout`);
    await page.waitForURL('**/login');
    const cookies = (await page.context().cookies()).filter((candidate) => candidate.name === 'jwt_access_token');
    expect(cookies).toEqual([]);
    await page.context().close();
  });

  it("revokes the token on 'Sair': a copy of it gets 401 from the backend afterwards", async () => {
    const { page, errors } = await openPage(browser());
    await signIn(page, baseUrl, 'gerente@conecta.example');
    const token = (await page.context().cookies()).find((candidate) => candidate.name === 'jwt_access_token')?.value ?? '';
    const status = () =>
      page.evaluate(
        async (bearer) => (await fetch('/backend/usuario/login', { headers: { Authorization: `Bearer ${bearer}` } })).status,
        token,
      );
    expect(await status()).toBe(200);
    await page.locator('nav[aria-label="Menu principal"]').getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    expect(await status()).toBe(401);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
