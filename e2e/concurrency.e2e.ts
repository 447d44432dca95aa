import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveWithNginx, type ServedPortal } from '../deploy/serve-prod';
import { freePort, startMockServer } from '../scripts/ports';
import { CONTEXT_OPTIONS, DEMO_PASSWORD, launchBrowser, submitSignIn } from './browser';

/**
 * Issue 16, concurrent edits: two people on one backend, each in a browser context of his own.
 * The demo backend lives in each tab, so this test serves the production build behind nginx, as
 * deployed (deploy/serve-prod.ts), its /config.json pointing at `npm run mock-server`'s server,
 * which both contexts share.
 *
 * The supervisor opens his sellers (a target 'Aprovada gerente'); meanwhile the gerente raises his
 * total on the supervisor split; the supervisor's next save is refused (409): the screen says
 * 'Alterado por <gerente> às HH:MM', keeps his value beside the server's, and 'Reaplicar meus
 * valores' saves it on the new version — or 'Recarregar' takes the server's values.
 */

const GERENTE = { email: 'gerente@conecta.example', name: 'Fernanda Oliveira' };
const SUPERVISOR = { email: 'supervisor@conecta.example', name: 'CARLOS EDUARDO SANTOS' };

/** The seeded 'Aprovada gerente' target (two months back, on BRL1 and BRL2: metas-seed) as a screen address. */
function aprovadaGerente(screen: string, linha = 'BRL1'): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - 2);
  const ano = date.getFullYear();
  const mes = date.getMonth() + 1;
  return `${screen}?ano=${ano}&mes=${mes}&meta=VBC&versao=${ano}${String(mes).padStart(2, '0')}-V01&linha=${linha}`;
}

const dialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

const digits = (text: string) => Number(text.replace(/\D/g, ''));

/** 'HH:MM' of a moment, as the portal writes it (the browser and this process share the machine's time zone). */
const hhmm = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/** The name of the conflict alert: who changed the data and at what time, 'HH:MM'. */
const CONFLICT_NAME = new RegExp(`^Alterado por ${GERENTE.name} às (\\d{2}:\\d{2})`);

/** The time the conflict alert names, and whether it is a minute the change was made in. */
async function conflictTime(alert: ReturnType<Page['getByRole']>, madeBetween: readonly [Date, Date]): Promise<string> {
  const named = new RegExp(`Alterado por ${GERENTE.name} às (\\d{2}:\\d{2})`).exec(await alert.innerText())?.[1];
  expect([hhmm(madeBetween[0]), hhmm(madeBetween[1])]).toContain(named);
  return named ?? '';
}

/** The seller screen's 'VBC Assumido Supervisor' card: the supervisor's total as the screen shows it. */
async function assumedTotal(page: Page): Promise<number> {
  const card = page.getByRole('group', { name: 'VBC Assumido Supervisor' });
  return digits((await card.innerText()).replace('VBC Assumido Supervisor', ''));
}

describe('concurrent edits of one target, two people on one backend', () => {
  let browser: Browser;
  let appUrl = '';
  let backendUrl = '';
  const children: ChildProcess[] = [];
  let served: ServedPortal | undefined;

  beforeAll(async () => {
    const mockPort = await freePort();
    backendUrl = `http://127.0.0.1:${mockPort}`;
    children.push(await startMockServer(mockPort));
    // The production build as deployed: nginx with deploy/nginx's configuration, its /config.json
    // pointing at the mock server.
    served = await serveWithNginx({ CONECTA_API_BASE_URL: backendUrl, CONECTA_LISTEN: String(await freePort()) }, inject('productionDist'));
    appUrl = served.url;
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    served?.stop();
    for (const child of children) child.kill('SIGTERM');
  });

  /** A person: his own browser context (cookies, storage), signed in. */
  async function person(email: string): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext(CONTEXT_OPTIONS);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${appUrl}/login`);
    await submitSignIn(page, email, DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    return { page, errors };
  }

  /** The gerente raises `supervisorName`'s total by `delta` on the supervisor split ('Meta alterada' → Sim). */
  async function managerRaises(page: Page, supervisorName: string, delta: number): Promise<void> {
    await page.goto(`${appUrl}${aprovadaGerente('/metas/programacao')}`);
    const field = page.getByRole('textbox', { name: `Meta planejada de ${supervisorName}` });
    await field.waitFor({ timeout: 20_000 });
    const total = digits(await field.inputValue());
    await field.fill(String(total + delta));
    await field.press('Enter');
    const confirm = dialog(page, 'Meta alterada');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await confirm.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(async () => digits(await field.inputValue()), { timeout: 15_000 }).toBe(total + delta);
  }

  /** What the shared backend holds for the supervisor's first seller (read as the supervisor). */
  async function firstSellerOnServer(page: Page): Promise<number> {
    return page.evaluate(async ({ backend, query }) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('jwt_access_token='))?.split('=')[1] ?? '';
      const answer = await fetch(`${backend}/tabelacartametavendedorresumo?${new URLSearchParams(query)}`, {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      });
      if (!answer.ok) throw new Error(`seller summary answered ${answer.status}`);
      const rows = (await answer.json()) as Array<{ vlrMetaPlanejado: number }>;
      if (!rows[0]) throw new Error('seller summary answered no row');
      return rows[0].vlrMetaPlanejado;
    }, {
      backend: backendUrl,
      query: {
        IdPuxada: '10234',
        Versao: new URL(`${appUrl}${aprovadaGerente('/x')}`).searchParams.get('versao') ?? '',
        Linha: 'BRL1',
        TipoMeta: 'VBC',
        Tipo: 'R',
        Empregado: '5102',
        Cliente: '000',
      },
    });
  }

  it('refuses the supervisor\'s save after the gerente changed his total, says who and when, and re-applies his value', { timeout: 120_000 }, async () => {
    const supervisor = await person(SUPERVISOR.email);
    const manager = await person(GERENTE.email);
    const sp = supervisor.page;

    // 1. The supervisor opens his sellers.
    await sp.goto(`${appUrl}${aprovadaGerente('/metas/rateio-vendedor')}`);
    const firstValue = sp.getByRole('textbox', { name: /^Meta planejada de / }).first();
    await firstValue.waitFor({ timeout: 20_000 });
    const mine = digits(await firstValue.inputValue()) + 250;
    await expect.poll(() => assumedTotal(sp), { timeout: 15_000 }).toBeGreaterThan(0);
    const assumed = await assumedTotal(sp);

    // 2. Meanwhile the gerente raises this supervisor's total.
    const raisedFrom = new Date();
    await managerRaises(manager.page, SUPERVISOR.name, 1_000);
    const raisedBy = new Date();

    // 3. The supervisor saves a seller on what he loaded: refused, nothing lost.
    await firstValue.fill(String(mine));
    await firstValue.press('Enter');
    const confirm = dialog(sp, 'Salvar novo valor.');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    const conflict = sp.getByRole('alert', { name: CONFLICT_NAME });
    await conflict.waitFor({ timeout: 15_000 });
    await conflictTime(conflict, [raisedFrom, raisedBy]);
    await expect(conflict.innerText()).resolves.toMatch(/Seu valor/);
    expect(digits(await firstValue.inputValue())).toBe(mine);
    const before = await firstSellerOnServer(sp);
    expect(before).not.toBe(mine);

    // 4. 'Reaplicar meus valores' saves his value on the new version.
    await conflict.getByRole('button', { name: 'Reaplicar meus valores' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => firstSellerOnServer(sp), { timeout: 15_000 }).toBe(mine);
    expect(supervisor.errors).toEqual([]);
    expect(manager.errors).toEqual([]);

    // 5. Again, and this time 'Recarregar': the server's values win and the screen shows them —
    // the seller's stored value, and the supervisor's total the gerente raised twice.
    const againFrom = new Date();
    await managerRaises(manager.page, SUPERVISOR.name, 500);
    const againBy = new Date();
    const second = mine + 111;
    await firstValue.fill(String(second));
    await firstValue.press('Enter');
    await dialog(sp, 'Salvar novo valor.').getByRole('button', { name: 'Sim' }).click();
    await conflict.waitFor({ timeout: 15_000 });
    await conflictTime(conflict, [againFrom, againBy]);
    await conflict.getByRole('button', { name: 'Recarregar' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(async () => digits(await firstValue.inputValue()), { timeout: 15_000 }).toBe(mine);
    expect(await firstSellerOnServer(sp)).toBe(mine);
    await expect.poll(() => assumedTotal(sp), { timeout: 15_000 }).toBe(assumed + 1_500);

    await supervisor.page.context().close();
    await manager.page.context().close();
  });

  it("tells the supervisor the gerente re-split the target under him, keeps his value, and 'Recarregar' shows it waiting for programming", { timeout: 120_000 }, async () => {
    const supervisor = await person(SUPERVISOR.email);
    const manager = await person(GERENTE.email);
    const sp = supervisor.page;
    const mp = manager.page;

    // 1. The supervisor opens his sellers on BRL2 (programmed: 'Aprovada gerente').
    await sp.goto(`${appUrl}${aprovadaGerente('/metas/rateio-vendedor', 'BRL2')}`);
    const firstValue = sp.getByRole('textbox', { name: /^Meta planejada de / }).first();
    await firstValue.waitFor({ timeout: 20_000 });
    await expect.poll(async () => !(await firstValue.getAttribute('readonly')) && (await firstValue.isEnabled()), { timeout: 15_000 }).toBe(true);
    const mine = digits(await firstValue.inputValue()) + 321;

    // 2. Meanwhile the gerente re-plans the target ('Meta Ideal' for every category) and re-splits
    // it: planning asks first, naming the split it replaces (item 4), and he goes on.
    await mp.goto(`${appUrl}${aprovadaGerente('/metas/planejamentos', 'BRL2')}`);
    await mp.getByRole('table', { name: 'Metas por categoria' }).waitFor({ timeout: 20_000 });
    const ideal = mp.getByRole('checkbox', { name: 'Meta Ideal' });
    await expect.poll(() => ideal.isEnabled(), { timeout: 15_000 }).toBe(true);
    await ideal.focus();
    await ideal.press('Space');
    await expect.poll(() => ideal.isChecked()).toBe(true);
    const resplitFrom = new Date();
    await mp.getByRole('button', { name: 'Ratear Metas' }).click();
    const overwrite = mp.getByRole('alertdialog', { name: 'Atenção!' });
    await overwrite.getByText(/Ao continuar, este rateio é substituído/).waitFor({ timeout: 15_000 });
    await overwrite.getByText(new RegExp(SUPERVISOR.name, 'i')).first().waitFor();
    await overwrite.getByRole('button', { name: 'Continuar' }).click();
    await dialog(mp, 'Meta definida!').waitFor({ timeout: 15_000 });
    const resplitBy = new Date();

    // 3. The supervisor saves a seller on what he loaded: refused, said who and when, nothing lost.
    await firstValue.fill(String(mine));
    await firstValue.press('Enter');
    await dialog(sp, 'Salvar novo valor.').getByRole('button', { name: 'Sim' }).click();
    const conflict = sp.getByRole('alert', { name: CONFLICT_NAME });
    await conflict.waitFor({ timeout: 15_000 });
    await conflictTime(conflict, [resplitFrom, resplitBy]);
    // The current values are read at once: the target is split again and not programmed for his
    // team, so his sellers' cards give way to the notice saying who must act first; his value stays
    // listed in the panel beside the current one, and there is nothing to re-apply it onto.
    const row = conflict.getByRole('row').filter({ hasText: /^Meta planejada de / });
    await expect.poll(async () => (await row.first().innerText()).includes(`R$ ${mine.toLocaleString('pt-BR')}`), { timeout: 15_000 }).toBe(true);
    await conflict.getByText(/agora ela não pode ser alterada nem aprovada/).waitFor({ timeout: 15_000 });
    expect(await conflict.getByRole('button', { name: 'Reaplicar meus valores' }).count()).toBe(0);
    await sp.getByText(/ainda não a programou para a sua equipe/).first().waitFor({ timeout: 15_000 });

    // 4. 'Recarregar' closes the panel on the target as the server holds it now: nothing to edit
    // or approve, and it says who must act first.
    await conflict.getByRole('button', { name: 'Recarregar' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 15_000 });
    await sp.getByText(/ainda não a programou para a sua equipe/).first().waitFor({ timeout: 15_000 });
    await sp.getByText(/^Status da META:\s*Não informado$/).first().waitFor();
    expect(await sp.getByRole('textbox', { name: /^Meta planejada de / }).count()).toBe(0);
    const approve = sp.getByRole('button', { name: 'Aprovar Metas' });
    expect((await approve.count()) === 0 || (await approve.isDisabled())).toBe(true);
    expect(supervisor.errors).toEqual([]);
    expect(manager.errors).toEqual([]);

    await supervisor.page.context().close();
    await manager.page.context().close();
  });
});
