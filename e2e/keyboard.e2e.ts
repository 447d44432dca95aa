import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, switchUser, unexpected, approveForOtherSupervisors } from './browser';

/**
 * Every workflow of the portal with the keyboard alone (issue 8): plan, split, approve, release,
 * create a user, create a notification — in the built portal on the embedded mock backend. The
 * workflows use only `page.keyboard` (Tab, Shift+Tab, Enter, Space, arrows, Home, Escape, typing);
 * locators only find elements and read `document.activeElement`. Signing in uses the shared helper.
 *
 * Focus rules asserted for every dialog (and every listbox popover):
 * - every dialog that opens takes focus, even one shown for a moment ('Aguarde...'): each document
 *   records the dialogs that opened and whether focus entered them (`recordDialogs`);
 * - when it closes, focus is back on the element that opened it;
 * - when that element is gone or disabled by then (@conecta/ui Dialog's fallback):
 *   disabled → the next control after it ('Distribuir diferença' → 'Desfazer');
 *   removed → its closest ancestor still on screen that can hold focus: the status grid whose rows
 *   reloaded ('Liberar meta…'), or `<main id="conteudo">` when the screen was reset ('Metas
 *   aprovadas!') — the skip link's target, so the next Tab reaches the screen's first control;
 * - a dialog action that leaves the screen ('Programar para o time', 'Metas programadas!', 'Voltar'):
 *   focus is on the next screen's `<main id="conteudo">` (the shell's Layout rescues focus lost with
 *   a removed element);
 * - a wizard step change never drops focus to `<body>` (@conecta/ui Stepper: the current step).
 */

const MONTHS = [
  'Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho',
  'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro',
];

/** Demo broker and its supervisors (packages/api/src/mocks/network.ts); 5102 is supervisor@. */

/** A short description of the focused element, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '<body>';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const dialog = element.closest('[role="dialog"], [role="alertdialog"]');
    const where = dialog ? ` in ${dialog.getAttribute('role')} "${dialog.querySelector('h1, h2, h3')?.textContent ?? ''}"` : '';
    return `${role} "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"${where}`;
  });
}

/** Whether the element of `target` is `document.activeElement` (false when it is not there). */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 }).catch(() => false);
}

/** Whether focus is inside the element of `container`. */
function hasFocusWithin(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement), undefined, { timeout: 1_000 }).catch(() => false);
}

/** The focus trail the page records (see `recordDialogs`), from index `from`. */
const focusTrail = (page: Page, from: number) =>
  page.evaluate((start) => (window as unknown as { conectaFocusTrail: string[] }).conectaFocusTrail.slice(start), from);

/** Presses `key` until `arrived()` holds, at most `max` times; fails listing where focus went. */
async function pressUntil(page: Page, key: string, arrived: () => Promise<boolean>, what: string, max: number): Promise<void> {
  const start = await page.evaluate(() => (window as unknown as { conectaFocusTrail: string[] }).conectaFocusTrail.length);
  for (let presses = 0; ; presses += 1) {
    if (await arrived()) return;
    if (presses === max) break;
    await page.keyboard.press(key);
  }
  const trail = await focusTrail(page, start);
  throw new Error(`${max} × ${key} did not reach ${what}; focus went:\n  ${trail.join('\n  ')}\n  now: ${await describeFocus(page)}`);
}

/** Tabs (or Shift+Tabs) until `target` is `document.activeElement`. */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  await target.waitFor({ timeout: 20_000 });
  await pressUntil(page, backwards ? 'Shift+Tab' : 'Tab', () => isFocused(target), String(target), max);
}

/** Tabs until focus is somewhere inside `container` (a grid is one Tab stop). */
async function tabInto(page: Page, container: Locator, max = 40): Promise<void> {
  await container.waitFor({ timeout: 20_000 });
  await pressUntil(page, 'Tab', () => hasFocusWithin(container), String(container), max);
}

/** Presses an arrow key until `target` has focus (radios, grid rows and cells, listbox options). */
async function arrowTo(page: Page, target: Locator, key: string, max = 20): Promise<void> {
  await target.waitFor({ timeout: 20_000 });
  await pressUntil(page, key, () => isFocused(target), String(target), max);
}

/**
 * Waits until `holds()` is true (the suites are concurrent, where `expect.poll` needs the test's own
 * context; this needs none).
 */
async function waitUntil(holds: () => Promise<boolean>, what: string, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until focus is on `target`, failing with where it is instead. */
async function expectFocusOn(page: Page, target: Locator, why: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await isFocused(target))) {
    if (Date.now() > deadline) throw new Error(`${why}: focus should be on ${String(target)}, it is on ${await describeFocus(page)}`);
    await page.waitForTimeout(50);
  }
}

/** Waits for a dialog to open and asserts it holds focus. */
async function expectDialogFocused(page: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor({ timeout: 20_000 });
  const deadline = Date.now() + 5_000;
  while (!(await hasFocusWithin(dialog))) {
    if (Date.now() > deadline) throw new Error(`${String(dialog)} opened without focus; focus is on ${await describeFocus(page)}`);
    await page.waitForTimeout(50);
  }
}

/** Waits for a dialog to close and asserts focus went back to `opener`. */
async function expectClosedBackTo(page: Page, dialog: Locator, opener: Locator, why: string): Promise<void> {
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  await expectFocusOn(page, opener, why);
}

/** Asserts focus did not fall to `<body>` (e.g. after a wizard step change). */
async function expectFocusKept(page: Page, why: string): Promise<void> {
  // Once the page has painted twice, the step's render and its focus effects have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const focus = await describeFocus(page);
  expect(focus, `${why}: focus fell to <body>`).not.toBe('<body>');
}

/**
 * Installed in every document of a page: counts, per dialog name, how many dialogs opened and how
 * many times focus entered one — so even a dialog that shows for a moment ('Aguarde...') is held to
 * "an open dialog takes focus".
 */
function recordDialogs(): void {
  const record: Record<string, { opened: number; focused: number }> = {};
  (window as unknown as { conectaDialogs: typeof record }).conectaDialogs = record;
  const selector = '[role="dialog"], [role="alertdialog"]';
  const nameOf = (dialog: Element) => {
    const id = dialog.getAttribute('aria-labelledby');
    return ((id && document.getElementById(id)?.textContent) || dialog.getAttribute('aria-label') || '?').trim();
  };
  const entry = (dialog: Element) => (record[nameOf(dialog)] ??= { opened: 0, focused: 0 });
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        const dialogs = [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)];
        for (const dialog of dialogs) entry(dialog).opened += 1;
      }
  }).observe(document, { childList: true, subtree: true });
  const trail: string[] = [];
  (window as unknown as { conectaFocusTrail: string[] }).conectaFocusTrail = trail;
  document.addEventListener('focusin', (event) => {
    const target = event.target as HTMLElement | null;
    const dialog = target?.closest?.(selector);
    if (dialog) entry(dialog).focused += 1;
    if (!target?.getAttribute) return;
    const label = target.getAttribute('aria-label') ?? (target as HTMLInputElement).labels?.[0]?.textContent ?? target.textContent ?? '';
    const role = target.getAttribute('role') ?? target.tagName.toLowerCase();
    trail.push(`${role} "${label.trim().replace(/\s+/g, ' ').slice(0, 50)}"${dialog ? ` in "${nameOf(dialog)}"` : ''}`);
  });
  document.addEventListener('focusout', (event) => {
    if (!(event as FocusEvent).relatedTarget) trail.push('(focus left the element; <body> or outside the page)');
  });
}

/** Asserts every dialog that opened in this document took focus; returns their names. */
async function expectEveryDialogTookFocus(page: Page): Promise<string[]> {
  const record = await page.evaluate(
    () => (window as unknown as { conectaDialogs: Record<string, { opened: number; focused: number }> }).conectaDialogs,
  );
  const unfocused = Object.entries(record).filter(([, counts]) => counts.opened > 0 && counts.focused === 0).map(([name]) => name);
  expect(unfocused, 'dialogs that opened without taking focus').toEqual([]);
  return Object.keys(record).filter((name) => (record[name]?.opened ?? 0) > 0);
}

/** A page (1366×768, pt-BR, console errors recorded) whose documents record their dialogs. */
async function openRecordedPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser);
  await opened.page.addInitScript(recordDialogs);
  return opened;
}

/** Dialog or alert dialog by name. */
const dialogNamed = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

/** The main content, where focus goes when a dialog's opener left with its screen. */
const mainContent = (page: Page) => page.locator('main#conteudo');

/** Text of the focused element. */
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());

/**
 * A react-aria select: Tab to its trigger, Enter opens the listbox, ArrowDown to the option, Enter
 * picks it; the listbox closes and focus is back on the trigger.
 */
async function choose(page: Page, trigger: Locator, option: string | RegExp): Promise<void> {
  await waitUntil(() => trigger.isEnabled(), `${String(trigger)} is enabled`);
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const matches = (text: string) => (typeof option === 'string' ? text === option : option.test(text));
  await pressUntil(page, 'ArrowDown', async () => matches(await focusedText(page)), `option ${String(option)}`, 60);
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
  await expectFocusOn(page, trigger, `after choosing ${String(option)}`);
}

/** A multi-select: opens it, toggles each option with Space, closes it with Escape (focus back on the trigger). */
async function pickMany(page: Page, trigger: Locator, options: string[]): Promise<void> {
  await waitUntil(() => trigger.isEnabled(), `${String(trigger)} is enabled`);
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  for (const option of options) {
    await page.keyboard.press('Home');
    await pressUntil(page, 'ArrowDown', async () => (await focusedText(page)).startsWith(option), `option ${option}`, 80);
    await page.keyboard.press('Space');
  }
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  await expectFocusOn(page, trigger, `after picking ${options.join(', ')}`);
}

/** Opens a screen from the side menu with the keyboard (opening its group first when closed). */
async function openFromMenu(page: Page, group: string | null, link: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  if (group) {
    const button = menu.getByRole('button', { name: group, exact: true });
    await tabTo(page, button);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  }
  await tabTo(page, menu.getByRole('link', { name: link, exact: true }));
  await page.keyboard.press('Enter');
}

/** Waits until a button is enabled (it follows a request). */
const enabled = (button: Locator) => waitUntil(() => button.isEnabled(), `${String(button)} is enabled`);

const baseUrl = inject('baseUrl');
const browser = browserForTests();

/*
 * Both suites are concurrent, so the targets workflow (one tab, four roles in turn) runs beside the
 * users and notifications tests (their own tabs). Its four tests still run one after the other and
 * share the tab: each waits for the previous one (`inOrder`) and does not run when it failed.
 */
describe.concurrent('keyboard only: the targets workflow (plan, split, approve, release)', () => {
  const year = String(new Date().getFullYear());
  const month = MONTHS[new Date().getMonth()] as string;
  let page: Page;
  let errors: string[];
  let versao = '';
  let previous: Promise<void> = Promise.resolve();
  const inOrder = (step: () => Promise<void>) => {
    const run = previous.then(step, () => {
      throw new Error('not run: an earlier step of the workflow failed');
    });
    previous = run;
    return run;
  };

  it('plans the month: selects, base, Meta Meta, Ratear Metas, Programar para o time', () => inOrder(async () => {
    ({ page, errors } = await openRecordedPage(browser()));
    await signIn(page, baseUrl, 'gerente@conecta.example');
    await openFromMenu(page, 'Metas', 'Planejamento');
    await page.getByRole('heading', { level: 1, name: 'Planejamento Metas VBC' }).waitFor();
    await choose(page, page.getByRole('button', { name: /Ano$/ }), year);
    await choose(page, page.getByRole('button', { name: /Periodo$/ }), month);
    await choose(page, page.getByRole('button', { name: /Versao$/ }), /V01$/);
    await choose(page, page.getByRole('button', { name: /Linha$/ }), 'BRL1');
    await page.getByRole('table', { name: 'Metas por categoria' }).waitFor({ timeout: 20_000 });

    // The base: Tab into the radio group, arrows to '6 meses' (arrows select).
    const sixMonths = page.getByRole('radio', { name: '6 meses' });
    await tabTo(page, page.getByRole('radio', { name: '3 meses' }));
    // Arrows select as they move, and selecting starts the recalculation, whose dialog takes focus:
    // stop as soon as '6 meses' is checked, even if focus has already gone to that dialog.
    await sixMonths.waitFor({ timeout: 20_000 });
    await pressUntil(page, 'ArrowRight', async () => (await isFocused(sixMonths)) || (await sixMonths.isChecked()), "'6 meses'", 20);
    // A plan with values first asks 'Atenção!'; then 'Aguarde...' shows while the history loads.
    const overwrite = page.getByRole('alertdialog', { name: 'Atenção!' });
    await waitUntil(async () => (await overwrite.isVisible()) || (await sixMonths.isChecked()), "'6 meses' is checked or 'Atenção!' asks");
    if (await overwrite.isVisible()) {
      await expectDialogFocused(page, overwrite);
      await tabTo(page, overwrite.getByRole('button', { name: 'Continuar' }));
      await page.keyboard.press('Enter');
    }
    await waitUntil(() => sixMonths.isChecked(), "'6 meses' is checked");
    await expectClosedBackTo(page, page.getByRole('dialog', { name: 'Aguarde...' }), sixMonths, "'Aguarde...' of the base");

    const metaMeta = page.getByRole('checkbox', { name: 'Meta Meta' });
    await tabTo(page, metaMeta);
    await page.keyboard.press('Space');
    await waitUntil(() => metaMeta.isChecked(), "'Meta Meta' is checked");

    const rate = page.getByRole('button', { name: 'Ratear Metas' });
    await tabTo(page, rate, { max: 60 });
    await page.keyboard.press('Enter');
    const defined = dialogNamed(page, 'Meta definida!');
    await expectDialogFocused(page, defined);
    await tabTo(page, defined.getByRole('button', { name: 'Programar para o time' }));
    await page.keyboard.press('Enter');

    // The button left the screen with it: focus is on the main content of the next screen.
    await page.waitForURL('**/metas/programacao?**');
    await page.getByRole('heading', { level: 1, name: 'Programacao Supervisor VBC' }).waitFor();
    await defined.waitFor({ state: 'detached' });
    await expectFocusOn(page, mainContent(page), "'Programar para o time' opened the split");
    versao = new URL(page.url()).searchParams.get('versao') ?? '';
    expect(versao).toMatch(/^\d{6}-V01$/);
    console.log('plan: dialogs that took focus:', await expectEveryDialogTookFocus(page));
  }), 120_000);

  it('splits among the supervisors: Programar Metas', () => inOrder(async () => {
    const program = page.getByRole('button', { name: 'Programar Metas' });
    await enabled(program);
    await tabTo(page, program, { max: 40 });
    await page.keyboard.press('Enter');
    const programmed = dialogNamed(page, /Metas programadas!/);
    await expectDialogFocused(page, programmed);
    // It closes by itself and the portal goes to the dashboard: focus is on its main content.
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await programmed.waitFor({ state: 'detached' });
    await expectFocusOn(page, mainContent(page), "'Metas programadas!' closed and left the split");
    console.log('split: dialogs that took focus:', await expectEveryDialogTookFocus(page));
  }), 120_000);

  it('lets the supervisor change a seller, distribute the difference and approve: Aprovar Metas', () => inOrder(async () => {
    await switchUser(page, baseUrl, 'supervisor@conecta.example');
    await openFromMenu(page, 'Metas', 'Rateio vendedor');
    await page.getByRole('heading', { level: 1, name: 'Aprovar Metas VBC' }).waitFor();
    const yearSelect = page.getByRole('button', { name: /Ano$/ });
    await choose(page, yearSelect, year);
    await choose(page, page.getByRole('button', { name: /Período$/ }), month);
    await choose(page, page.getByRole('button', { name: /Versão$/ }), versao);
    await choose(page, page.getByRole('button', { name: /Linha$/ }), 'BRL1');

    // One seller 100 lower: type, Enter, confirm with 'Sim'; focus comes back to the field.
    const value = page.getByRole('textbox', { name: /^Meta planejada de / }).first();
    await value.waitFor({ timeout: 20_000 });
    const before = Number((await value.inputValue()).replace(/\D/g, ''));
    expect(before).toBeGreaterThan(100);
    await tabTo(page, value, { max: 40 });
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(before - 100));
    await page.keyboard.press('Enter');
    const confirm = dialogNamed(page, 'Salvar novo valor.');
    await expectDialogFocused(page, confirm);
    await tabTo(page, confirm.getByRole('button', { name: 'Sim' }));
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expectClosedBackTo(page, page.getByRole('dialog', { name: 'Aguarde...' }), value, "'Salvar novo valor.' → 'Sim'");
    await page.getByText(/abaixo do que você planejou inicialmente/).first().waitFor({ timeout: 15_000 });

    // 'Distribuir diferença': preview, 'Aplicar e salvar'. Nothing is left to distribute, so the
    // button is disabled afterwards: focus moves to the next control, 'Desfazer'.
    const distribute = page.getByRole('button', { name: 'Distribuir diferença' });
    await enabled(distribute);
    await tabTo(page, distribute, { backwards: true, max: 40 });
    await page.keyboard.press('Enter');
    const preview = dialogNamed(page, 'Distribuir diferença');
    await expectDialogFocused(page, preview);
    await preview.getByRole('grid', { name: 'Prévia da distribuição' }).waitFor();
    await tabTo(page, preview.getByRole('button', { name: 'Aplicar e salvar' }));
    await page.keyboard.press('Enter');
    await preview.waitFor({ state: 'detached', timeout: 15_000 });
    await expectClosedBackTo(
      page,
      page.getByRole('dialog', { name: 'Aguarde...' }),
      page.getByRole('button', { name: 'Desfazer' }),
      "'Distribuir diferença' applied (its button is disabled now)",
    );
    await waitUntil(async () => (await page.getByText(/abaixo do que você planejou inicialmente/).count()) === 0, 'the warning is gone');

    // 'Aprovar Metas' → 'Metas aprovadas!'; the screen resets its selections (spec), so the button
    // is gone: focus is on the main content, and the next Tab starts the screen again.
    const approve = page.getByRole('button', { name: 'Aprovar Metas' });
    await enabled(approve);
    // 'Aprovar Metas' sits in the docked bar at the end of the screen, after every seller card.
    await tabTo(page, approve, { max: 40 });
    await page.keyboard.press('Enter');
    const approved = dialogNamed(page, /Metas aprovadas!/);
    await expectDialogFocused(page, approved);
    await approved.waitFor({ state: 'detached', timeout: 15_000 });
    await expectFocusOn(page, mainContent(page), "'Metas aprovadas!' closed on a reset screen");
    await tabTo(page, yearSelect, { max: 10 });
    console.log('approve: dialogs that took focus:', await expectEveryDialogTookFocus(page));
  }), 120_000);

  it('lets the gerente release to FLEXX from the status: Liberar meta para o time', () => inOrder(async () => {
    // The team's other supervisors approve through the API, each signed in with his own account.
    await switchUser(page, baseUrl, 'gerente@conecta.example');
    expect(await approveForOtherSupervisors(page, versao)).toEqual([200, 200, 200]);

    await openFromMenu(page, 'Metas', 'Status das metas');
    await page.getByRole('heading', { level: 1, name: 'Status do planejamento de metas' }).waitFor();
    await choose(page, page.getByRole('button', { name: /Ano/ }), year);
    await choose(page, page.getByRole('button', { name: /Mês/ }), month);

    // The grid is one Tab stop: arrows to the row, then to its 'Liberar' button.
    const release = page.getByRole('button', { name: 'Liberar meta para o time (enviar ao FLEXX)' }).first();
    await release.waitFor({ timeout: 20_000 });
    const row = page.getByRole('row').filter({ has: release }).first();
    const rowName = (await row.innerText()).split('\n').find((line) => /[A-Z]{3,} [A-Z]{3,}/.test(line)) ?? '';
    const grid = page.getByRole('grid', { name: 'Status do planejamento de metas' });
    await tabInto(page, grid);
    await arrowTo(page, row, 'ArrowDown');
    await arrowTo(page, release, 'ArrowRight');
    await page.keyboard.press('Enter');
    const released = dialogNamed(page, 'Meta Liberada!');
    await expectDialogFocused(page, released);
    await released.waitFor({ state: 'detached', timeout: 15_000 });
    // The table reloads its rows, so the button's row is gone: focus is on the table that held it,
    // and the arrows reach the released row again, now 'Liberado' and 'Sem Ação'.
    await expectFocusOn(page, grid, "'Meta Liberada!' closed on reloaded rows");
    const releasedRow = page.getByRole('row').filter({ hasText: rowName }).filter({ hasText: 'Liberado' }).first();
    await arrowTo(page, releasedRow, 'ArrowDown');
    expect(await releasedRow.innerText()).toMatch(/Sem Ação/);
    console.log('release: dialogs that took focus:', await expectEveryDialogTookFocus(page));
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  }), 120_000);
});

describe.concurrent('keyboard only: users and notifications', () => {
  it('creates a user: Novo Usuário, the four steps, Confirmar, Voltar', async () => {
    const { page, errors } = await openRecordedPage(browser());
    await signIn(page, baseUrl, 'master@conecta.example');
    await openFromMenu(page, 'Usuários', 'Lista de usuários');
    await page.waitForURL('**/usuarios');
    await tabTo(page, page.getByRole('button', { name: 'Novo Usuário' }), { max: 60 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/usuario/cadastro');
    // A page button that leads to another route leaves focus at the start of the new screen.
    await expectFocusOn(page, mainContent(page), "'Novo Usuário' opened the user form");

    const next = page.getByRole('button', { name: 'Próximo' });
    await page.getByRole('heading', { level: 2, name: 'Tipo de Usuário' }).waitFor();
    await choose(page, page.getByRole('button', { name: /Tipo de Usuário$/ }), 'Broker');
    await choose(page, page.getByRole('button', { name: /Função$/ }), 'Master Broker');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Identificação' }).waitFor();
    await expectFocusKept(page, 'step 2 of the user form');

    const fields: [Locator, string][] = [
      [page.getByRole('textbox', { name: /^Nome/ }), 'Helena Teclado Silva'],
      [page.getByRole('textbox', { name: /^E-mail/ }), 'helena.teclado@conecta.example'],
      [page.getByLabel(/^Senha/), 'Portal@Metas9'],
      [page.getByLabel(/^Confirmação de senha/), 'Portal@Metas9'],
    ];
    for (const [field, text] of fields) {
      await tabTo(page, field);
      await page.keyboard.type(text);
    }
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Classificação' }).waitFor();
    await expectFocusKept(page, 'step 3 of the user form');
    await pickMany(page, page.getByRole('button', { name: /Linhas de produto$/ }), ['BRL1']);
    await choose(page, page.getByRole('button', { name: /Broker$/ }), 'Distribuidora Horizonte Ltda');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Imagem Usuário (opcional)' }).waitFor();
    await expectFocusKept(page, 'step 4 of the user form');

    await tabTo(page, page.getByRole('button', { name: 'Confirmar' }), { max: 60 });
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: /Usuário criado com sucesso!/ });
    await expectDialogFocused(page, success);
    await tabTo(page, success.getByRole('button', { name: 'Voltar' }));
    await page.keyboard.press('Enter');
    // 'Voltar' leaves the form: focus is on the list's main content; the next Tab is 'Novo Usuário'.
    await page.waitForURL('**/usuarios');
    await success.waitFor({ state: 'detached' });
    await expectFocusOn(page, mainContent(page), "'Voltar' of the success dialog");
    await tabTo(page, page.getByRole('button', { name: 'Novo Usuário' }), { max: 3 });

    // The new user is in the list: search by keyboard.
    await tabTo(page, page.getByRole('searchbox', { name: 'Pesquisar' }));
    await page.keyboard.type('Helena Teclado');
    await page.keyboard.press('Enter');
    await page.getByRole('row').filter({ hasText: 'Helena Teclado Silva' }).waitFor({ timeout: 15_000 });
    console.log('user: dialogs that took focus:', await expectEveryDialogTookFocus(page));
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('creates a notification: Criar nova notificação, the four steps, Salvar', async () => {
    const { page, errors } = await openRecordedPage(browser());
    await signIn(page, baseUrl, 'fabricante@conecta.example');
    await openFromMenu(page, null, 'Notificações');
    await page.getByRole('heading', { level: 1, name: 'Notificações' }).waitFor();
    const grid = page.getByRole('table', { name: 'Todas as notificações' });
    await grid.waitFor({ timeout: 20_000 });

    const create = page.getByRole('button', { name: 'Criar nova notificação' }).first();
    await tabTo(page, create, { max: 60 });
    await page.keyboard.press('Enter');
    const wizard = page.getByRole('dialog', { name: 'Criar nova notificação' });
    await expectDialogFocused(page, wizard);
    const next = wizard.getByRole('button', { name: 'Próximo' });

    // 1. Período: today … in ten days, typed into the date segments.
    const pad = (n: number) => String(n).padStart(2, '0');
    const digits = (date: Date) => `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`;
    const end = new Date();
    end.setDate(end.getDate() + 10);
    await tabTo(page, wizard.getByRole('spinbutton').nth(0));
    await page.keyboard.type(digits(new Date()));
    await tabTo(page, wizard.getByRole('spinbutton').nth(3));
    await page.keyboard.type(digits(end));
    await enabled(next);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // 2. Público: all branches, two brokers, by sellers, all sellers.
    await wizard.getByRole('radiogroup', { name: 'Enviar para' }).waitFor({ timeout: 15_000 });
    await expectFocusKept(page, 'step Público of the wizard');
    await pickMany(page, wizard.getByRole('button', { name: /Filiais$/ }), ['Todos']);
    await pickMany(page, wizard.getByRole('button', { name: /Brokers$/ }), ['10234 - HORIZONTE', '10587 - SERRA AZUL']);
    await tabTo(page, wizard.getByRole('radio', { name: 'Por solds' }));
    const bySellers = wizard.getByRole('radio', { name: 'Por vendedores' });
    await arrowTo(page, bySellers, 'ArrowDown', 4);
    await waitUntil(() => bySellers.isChecked(), "'Por vendedores' is checked");
    await pickMany(page, wizard.getByRole('button', { name: /Selecione os Vendedores$/ }), ['Todos']);
    await enabled(next);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // 3. Conteúdo.
    const title = wizard.getByRole('textbox', { name: /^Título/ });
    await title.waitFor();
    await expectFocusKept(page, 'step Conteúdo of the wizard');
    await tabTo(page, title);
    await page.keyboard.type('Campanha pelo teclado');
    await tabTo(page, wizard.getByRole('textbox', { name: /^Mensagem/ }));
    await page.keyboard.type('Pedidos pelo app com condição especial nesta semana.');
    await enabled(next);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // 4. Etapa final (image and link are optional): Salvar.
    await wizard.getByRole('heading', { name: 'Imagem destaque e link (Opcional)' }).waitFor();
    await expectFocusKept(page, 'final step of the wizard');
    await tabTo(page, wizard.getByRole('button', { name: 'Salvar' }));
    await page.keyboard.press('Enter');
    const success = dialogNamed(page, /Processo concluído!/);
    await expectDialogFocused(page, success);
    await success.getByText('Notificação criada com sucesso!').waitFor();
    // Both dialogs closed: focus is back on 'Criar nova notificação'.
    await expectClosedBackTo(page, success, create, "'Processo concluído!' closed");
    await grid.getByRole('row').filter({ hasText: 'Campanha pelo teclado' }).first().waitFor({ timeout: 15_000 });
    console.log('notification: dialogs that took focus:', await expectEveryDialogTookFocus(page));
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  }, 90_000);
});
