import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, POLL, signIn, switchUser, unexpected } from './browser';
import { dialog, openCenter, pick, press, startWizard } from './wizard';

/**
 * Issue 25, the parts of its "Proof" that e2e/tables.e2e.ts does not cover, in the built demo
 * portal, as broker@ and as fabricante@, at the notebook (1366×768) and at 768×1024 (one context
 * per viewport, both at once; the demo backend keeps its data per tab, so they never meet):
 * - the sold search of 'Por solds' (broker users only: spec §2 gives the search to brokers, and the
 *   manufacturer's panel has none, which is checked too): a sold picked from the suggestions with
 *   the mouse and with ArrowDown + Enter is shown in the field and added by 'Adicionar'; a full
 *   code is added; a sold already in the table says 'Este sold já está na lista.' and is not added
 *   twice; 'Cancelar' and 'Próximo' sit inside the viewport (measured, then clicked at that point);
 * - hostile texts (`"`, `<b>`, `&amp;`, a leading `=`) shown exactly as typed or stored: a
 *   notification's title and message in the grid row, the Preview and the edit form (created
 *   through the wizard, and stored intact); a user's name in the welcome bar (the signed-in user;
 *   the top bar's 'Bem-vindo(a), {name}', on every page: the dashboard's 'Bem vindo ao Conecta'
 *   names nobody), the users list, the permissions dialog ('Usuário: …') and the user form in edit
 *   mode (step 2, 'Nome'). The user form sanitises what is typed (shell spec §5), so the names are
 *   written straight into the demo database (sessionStorage 'conecta:mock-db', read again when a
 *   page loads). broker@ and fabricante@ both manage users (functions 16 and 15), so the user part
 *   runs as each of them;
 * - every file zone takes the same file again: the solds list (a wrong type refused twice, then a
 *   good list; 'Excluir' and the same list again; the manufacturer's list chosen before Filial and
 *   Broker refused with 'Selecione ao menos uma Filial e um Broker.' said once, then the same list
 *   taken, and taken again after a broker change cleared it), the wizard's image (chosen, removed,
 *   chosen again; a GIF refused twice; the image again) and the user form's image (chosen, removed,
 *   chosen again). Files are chosen as a person does: a real click on 'Escolher arquivo' and the
 *   file chooser given a file on disk. Chromium reports a choice only when the input's files
 *   change, so without the zone emptying its input the same file again would go unnoticed; every
 *   choice is also counted as a 'change' event of the input, so a choice that never reached the
 *   page fails here. (In-memory buffers would not do: playwright then fires 'change' whatever the
 *   input holds.)
 * - no console errors.
 */

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
] as const;

/** A real 1×1 PNG (70 B): the zones read its header and decode it. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A GIF header: 'Tipo de arquivo não permitido'. */
const GIF = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x3b]);

const BRANCH_AND_BROKER = 'Selecione ao menos uma Filial e um Broker.';
const ALREADY_ADDED = 'Este sold já está na lista.';
const IMAGE_REFUSED = 'Tipo de arquivo não permitido, por favor, tente novamente.';
const CSV_TYPE_REFUSED = 'Tipo do arquivo não suportado';

/** Hostile texts per account: each holds `"`, `<b>`, `&amp;` and starts with `=`. */
const TEXTS = {
  broker: {
    self: '=Ricardo "Broker" <b>Master</b> &amp; Cia',
    other: '=Fernanda "Aspas" <b>Negrito</b> &amp; Filhos',
    title: '=Campanha "aspas" <b>negrito</b> &amp; fim',
    message: '=SOMA(1) "aspas" <b>negrito</b> &amp; <i>itálico</i> até sexta.',
  },
  fabricante: {
    self: '=Paulo "Fabricante" <b>Master</b> &amp; Cia',
    other: '=Fernanda "Nestlé" <b>Forte</b> &amp; Netos',
    title: '=Inverno "Nestlé" <b>forte</b> &amp; cia',
    message: '=SOMA(2) "quente" <b>grátis</b> &amp; chocolate no app.',
  },
} as const;
type Account = keyof typeof TEXTS;
const EMAIL: Record<Account, string> = { broker: 'broker@conecta.example', fabricante: 'fabricante@conecta.example' };
/** The user renamed in the list: the demo manager, visible to both accounts (type 3, broker 10234). */
const OTHER_EMAIL = 'gerente@conecta.example';

const figures = {
  pickedByMouse: 0,
  pickedByKeyboard: 0,
  addedByCode: 0,
  alreadyThere: 0,
  textsCompared: 0,
  sameFileAgain: 0,
  refusals: 0,
  buttonsMeasured: 0,
};

/** Files on disk for the file chooser: written before the run into a temporary folder, removed after it. */
let dir = '';
const file = (name: string, content: Buffer | string) => {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
};
const FILES = { png: '', gif: '', photo: '', xlsx: '' };

interface DemoDb {
  network: { users: { idUsuario: number; email: string; nomeUsuario: string }[] };
  notifications: {
    solds: { idPuxada: number; codigoSold: string; nomeSold: string }[];
    notifications: { id: number; titulo: string; mensagem: string }[];
  };
}

const readDb = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('conecta:mock-db') ?? 'null') as unknown) as Promise<DemoDb>;

/** Renames users in this tab's demo database (by e-mail); the next page load reads it again. */
async function renameUsers(page: Page, names: Record<string, string>): Promise<void> {
  const missing = await page.evaluate((wanted) => {
    const saved = sessionStorage.getItem('conecta:mock-db');
    if (!saved) return Object.keys(wanted);
    const db = JSON.parse(saved) as DemoDb;
    const left = new Set(Object.keys(wanted));
    for (const user of db.network.users) {
      const name = wanted[user.email];
      if (name !== undefined) {
        user.nomeUsuario = name;
        left.delete(user.email);
      }
    }
    sessionStorage.setItem('conecta:mock-db', JSON.stringify(db));
    return [...left];
  }, names);
  expect(missing).toEqual([]);
}

/** textContent of the first match, exactly (no trimming: nothing may be added around the text). */
const textOf = (locator: Locator) => locator.first().evaluate((element) => element.textContent ?? '');

/** Asserts a shown text equals the expected one exactly, and counts it. */
async function shownExactly(locator: Locator, expected: string): Promise<void> {
  await locator.first().waitFor();
  await expect(textOf(locator)).resolves.toBe(expected);
  figures.textsCompared += 1;
}

async function valueExactly(locator: Locator, expected: string): Promise<void> {
  await expect(locator.inputValue()).resolves.toBe(expected);
  figures.textsCompared += 1;
}

/** How many file inputs of this page reported a change (counted from an init script). */
const fileChanges = (page: Page) => page.evaluate(() => (window as unknown as { __e2eFileChanges?: number }).__e2eFileChanges ?? 0);

/**
 * Chooses `target` as a person does: a real click on 'Escolher arquivo' in `scope`, then the file
 * chooser. The page must receive the choice (its input reports a change).
 */
async function choose(page: Page, scope: Locator, target: string): Promise<void> {
  const before = await fileChanges(page);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), scope.getByRole('button', { name: 'Escolher arquivo' }).click()]);
  await chooser.setFiles(target);
  // Chromium reports the choice only if the input's files changed: the zone must have emptied it.
  const received = await page
    .waitForFunction((count) => (window as unknown as { __e2eFileChanges?: number }).__e2eFileChanges === count, before + 1, { ...POLL, timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  expect(received, `the page never received the choice of ${path.basename(target)} (its file input was not emptied?)`).toBe(true);
}

/** The zone's refusal (role alert under the zone): exactly `message`, said once in `scope`. */
async function refusedOnce(scope: Locator, message: string): Promise<void> {
  const alert = scope.getByRole('alert').filter({ hasText: message });
  await alert.waitFor({ timeout: 10_000 });
  await expect(scope.getByText(message, { exact: true }).count()).resolves.toBe(1);
  await expect(textOf(alert)).resolves.toBe(message);
  figures.refusals += 1;
}

/**
 * Measures `button` (no scrolling): inside the viewport and its centre hit by the pointer, then a
 * real mouse click there (what tables.e2e does for row actions).
 */
async function clickInView(page: Page, button: Locator, what: string): Promise<void> {
  const point = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    return { x, y, inside, hits: !!hit && element.contains(hit), box: `${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)} in ${window.innerWidth}×${window.innerHeight}` };
  });
  expect({ what, inside: point.inside, hits: point.hits, box: point.box }).toEqual({ what, inside: true, hits: true, box: point.box });
  figures.buttonsMeasured += 1;
  await page.mouse.click(point.x, point.y);
}

/** Both footer buttons of step 2 inside the viewport (measured without scrolling). */
async function footerInView(wizard: Locator, label: string): Promise<void> {
  for (const name of ['Cancelar', 'Próximo']) {
    const ok = await wizard.getByRole('button', { name, exact: true }).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth && !!hit && element.contains(hit);
    });
    expect({ button: `${label} ${name}`, inView: ok }).toEqual({ button: `${label} ${name}`, inView: true });
    figures.buttonsMeasured += 1;
  }
}

/** [code, name] of each row of 'Solds adicionados'. */
const addedSolds = (wizard: Locator) =>
  wizard.locator('[aria-label="Solds adicionados"]').evaluate((table) =>
    [...table.querySelectorAll('tbody > tr')]
      .map((row) => [...row.querySelectorAll(':scope > td, :scope > th')].map((cell) => cell.textContent ?? ''))
      .filter((cells) => cells.length >= 3)
      .map((cells) => [cells[0], cells[1]]),
  );

/** The options the sold search lists now. */
async function suggestions(page: Page): Promise<string[]> {
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor();
  return listbox.getByRole('option').evaluateAll((options) => options.map((option) => (option.textContent ?? '').trim()));
}

/** Broker user, 'Por solds': picks by mouse and by keyboard, a full code, and a sold already there. */
async function soldSearch(page: Page, wizard: Locator): Promise<void> {
  const db = await readDb(page);
  const scope = db.notifications.solds.filter((sold) => sold.idPuxada === 10234);
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  // A shop name of the demo data that at least three of the broker's solds share ('Bom Jesus'…).
  const needle = ['Bom Jesus', 'São Jorge', 'Central', 'Real', 'Modelo', 'Popular', 'Estrela'].find(
    (name) => scope.filter((sold) => sold.nomeSold.includes(name)).length >= 3,
  );
  if (!needle) throw new Error('no shop name shared by three solds in the demo data');
  const expected = scope
    .filter((sold) => `${sold.codigoSold} ${fold(sold.nomeSold)}`.includes(fold(needle)))
    .slice(0, 50)
    .map((sold) => `${sold.codigoSold} - ${sold.nomeSold}`);
  const search = wizard.getByRole('combobox', { name: 'Busque pelo nome ou código do sold' });
  // While the suggestions are open, react-aria hides the rest of the page from assistive technology
  // (aria-hidden); a person still sees 'Adicionar' and clicks it (a real click: playwright checks
  // that the button itself takes the hit).
  const add = wizard.getByRole('button', { name: 'Adicionar', exact: true, includeHidden: true });
  // Types as a person does: the field is scrolled into view and clicked first (a scroll of the
  // dialog's body closes an open suggestion list, as react-aria does on any scroll around it).
  const type = async (text: string) => {
    await search.scrollIntoViewIfNeeded();
    await search.click();
    await search.fill(text);
  };
  const rows: string[][] = [];
  const split = (label: string) => {
    const at = label.indexOf(' - ');
    return [label.slice(0, at), label.slice(at + 3)];
  };

  // By mouse: the second suggestion.
  await type(needle);
  await expect(suggestions(page)).resolves.toEqual(expected);
  const second = expected[1] as string;
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await valueExactly(search, second);
  await add.click();
  rows.push(split(second));
  await expect.poll(() => addedSolds(wizard)).toEqual(rows);
  await valueExactly(search, '');
  await expect(wizard.getByText(/^Nenhum sold encontrado/).count()).resolves.toBe(0);
  figures.pickedByMouse += 1;

  // By keyboard: ArrowDown to the first suggestion, Enter.
  await type(needle);
  await expect(suggestions(page)).resolves.toEqual(expected);
  await search.press('ArrowDown');
  const first = expected[0] as string;
  await expect
    .poll(() => search.evaluate((input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent?.trim() ?? ''))
    .toBe(first);
  await search.press('Enter');
  await valueExactly(search, first);
  await add.click();
  rows.push(split(first));
  await expect.poll(() => addedSolds(wizard)).toEqual(rows);
  figures.pickedByKeyboard += 1;

  // By its full code: a sold the name does not match.
  const other = scope.find((sold) => !expected.includes(`${sold.codigoSold} - ${sold.nomeSold}`));
  if (!other) throw new Error('no other sold');
  await type(other.codigoSold);
  await add.click();
  rows.push([other.codigoSold, other.nomeSold]);
  await expect.poll(() => addedSolds(wizard)).toEqual(rows);
  figures.addedByCode += 1;

  // Already there: picked again from the suggestions, then by its code.
  await type(needle);
  await suggestions(page);
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await valueExactly(search, second);
  await add.click();
  await shownExactly(wizard.getByText(ALREADY_ADDED, { exact: true }), ALREADY_ADDED);
  figures.alreadyThere += 1;
  await type(other.codigoSold);
  await expect(wizard.getByText(ALREADY_ADDED, { exact: true }).count()).resolves.toBe(0);
  await add.click();
  await shownExactly(wizard.getByText(ALREADY_ADDED, { exact: true }), ALREADY_ADDED);
  figures.alreadyThere += 1;
  await expect(addedSolds(wizard)).resolves.toEqual(rows);
}

/** A solds list of `codes` on disk. */
const listFile = (name: string, codes: string[]) => file(name, `codigo_sold\n${codes.join('\n')}\n`);

/** The list zone's state: '{n} solds identificados' and the report naming the file, nothing else. */
async function listTaken(wizard: Locator, count: number, name: string): Promise<void> {
  await wizard.getByText(`${count} solds identificados`, { exact: true }).waitFor({ timeout: 15_000 });
  await expect(wizard.getByText(new RegExp(name.replace('.', '\\.'))).count()).resolves.toBe(1);
  await expect(wizard.getByText(/Arquivo selecionado/).count()).resolves.toBe(0);
  await expect(wizard.getByRole('alert').count()).resolves.toBe(0);
}

/** The list zone shows no list: no count, no file named. */
async function listGone(wizard: Locator, count: number, name: string): Promise<void> {
  await expect.poll(() => wizard.getByText(`${count} solds identificados`, { exact: true }).count()).toBe(0);
  await expect(wizard.getByText(new RegExp(name.replace('.', '\\.'))).count()).resolves.toBe(0);
  await expect(wizard.getByText(/Arquivo selecionado/).count()).resolves.toBe(0);
}

/** Any zone: a wrong file refused twice (the refusal said once), then `good` taken. */
async function refusedTwiceThenTaken(page: Page, scope: Locator, bad: string, message: string, good: string): Promise<void> {
  await choose(page, scope, bad);
  await refusedOnce(scope, message);
  await choose(page, scope, bad);
  await refusedOnce(scope, message);
  await choose(page, scope, good);
  await expect.poll(() => scope.getByRole('alert').count()).toBe(0);
}

/** The wizard's step 4 image zone: chosen, removed, chosen again; a GIF twice; the image again. */
async function imageZone(page: Page, wizard: Locator): Promise<void> {
  await wizard.getByRole('heading', { name: 'Imagem destaque e link (Opcional)' }).waitFor();
  const named = 'Nova imagem: banner.png (70 B)';
  const onlyCurrent = async () => {
    await shownExactly(wizard.getByText(named, { exact: true }), named);
    await expect(wizard.getByText(/banner\.png/).count()).resolves.toBe(1);
    await expect(wizard.getByText(/Arquivo selecionado/).count()).resolves.toBe(0);
    await wizard.getByRole('img', { name: 'Pré-visualização da imagem destaque' }).waitFor();
  };
  await choose(page, wizard, FILES.png);
  await onlyCurrent();
  await wizard.getByRole('button', { name: 'Remover imagem' }).click();
  await expect.poll(() => wizard.getByText(/banner\.png|Arquivo selecionado/).count()).toBe(0);
  await choose(page, wizard, FILES.png);
  await onlyCurrent();
  figures.sameFileAgain += 1;
  await refusedTwiceThenTaken(page, wizard, FILES.gif, IMAGE_REFUSED, FILES.png);
  await onlyCurrent();
  figures.sameFileAgain += 1;
}

/** Steps 3 and 4 of a create with the hostile texts, then Salvar; returns the stored notification's id. */
async function contentImageAndSave(page: Page, wizard: Locator, account: Account, label: string): Promise<number> {
  const { title, message } = TEXTS[account];
  const next = wizard.getByRole('button', { name: 'Próximo', exact: true });
  await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
  await footerInView(wizard, `${label} step 2`);
  await clickInView(page, next, `${label} step 2 Próximo`);
  await wizard.getByRole('textbox', { name: /^Título/ }).fill(title);
  await wizard.getByRole('textbox', { name: /^Mensagem/ }).fill(message);
  await next.click();
  await imageZone(page, wizard);
  await wizard.getByRole('button', { name: 'Salvar' }).click();
  const success = dialog(page, /Processo concluído!/);
  await success.getByText('Notificação criada com sucesso!').waitFor({ timeout: 15_000 });
  await success.waitFor({ state: 'detached', timeout: 10_000 });
  // Stored intact: the demo backend holds exactly what was typed.
  const stored = (await readDb(page)).notifications.notifications.filter((record) => record.titulo === title);
  expect(stored.map((record) => record.mensagem)).toEqual([message]);
  return (stored[0] as { id: number }).id;
}

/** The grid row, the Preview and the edit form show the title and message exactly as typed. */
async function hostileNotificationShown(page: Page, grid: Locator, account: Account, id: number, label: string): Promise<void> {
  const { title, message } = TEXTS[account];
  const shownTitle = `#${id} - ${title}`;
  // The grid's titles (a changed text never matches, and a failure lists what is shown).
  await expect
    .poll(() => grid.locator('tbody > tr [data-nc-title] > strong').evaluateAll((titles) => titles.map((title) => title.textContent ?? '')), { timeout: 15_000 })
    .toContain(shownTitle);
  await grid.evaluate((table, wanted) => {
    const row = [...table.querySelectorAll('tbody > tr')].find((candidate) => candidate.querySelector('[data-nc-title] > strong')?.textContent === wanted);
    row?.setAttribute('data-e2e-hostile', '');
  }, shownTitle);
  const row = grid.locator('[data-e2e-hostile]');
  await shownExactly(row.locator('[data-nc-title] > strong'), shownTitle);
  await shownExactly(row.locator('[data-cell-clamp]'), message);

  await row.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog');
  await preview.getByRole('button', { name: 'Fechar' }).waitFor();
  await shownExactly(preview.getByRole('heading'), shownTitle);
  await shownExactly(preview.locator('p').filter({ hasText: 'SOMA' }), message);
  await preview.getByRole('button', { name: 'Fechar' }).click();
  await preview.waitFor({ state: 'detached' });

  await row.getByRole('button', { name: 'Editar notificação' }).click();
  const wizard = page.getByRole('dialog', { name: 'Criar nova notificação' });
  await wizard.getByText(`Editando a notificação #${id}`).waitFor({ timeout: 15_000 });
  const next = wizard.getByRole('button', { name: 'Próximo', exact: true });
  await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
  await next.click();
  await wizard.getByRole('radiogroup', { name: 'Enviar para' }).waitFor();
  await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
  await footerInView(wizard, `${label} edit step 2`);
  await clickInView(page, next, `${label} edit step 2 Próximo`);
  await valueExactly(wizard.getByRole('textbox', { name: /^Título/ }), title);
  await valueExactly(wizard.getByRole('textbox', { name: /^Mensagem/ }), message);
  await wizard.getByRole('button', { name: 'Voltar' }).click();
  await wizard.getByRole('radiogroup', { name: 'Enviar para' }).waitFor();
  await clickInView(page, wizard.getByRole('button', { name: 'Cancelar', exact: true }), `${label} edit step 2 Cancelar`);
  await wizard.waitFor({ state: 'detached' });
}

/** Broker user: the list zone, the sold search, then the hostile notification. */
async function brokerWizard(page: Page, baseUrl: string, label: string): Promise<void> {
  const grid = await openCenter(page, baseUrl);
  const wizard = await startWizard(page);
  await press(wizard.getByRole('radio', { name: 'Por solds' }));
  await wizard.getByRole('button', { name: 'Escolher arquivo' }).waitFor();

  // The list zone: a wrong type refused twice, a list taken, removed with 'Excluir', taken again.
  const codes = (await readDb(page)).notifications.solds.filter((sold) => sold.idPuxada === 10234).slice(-2).map((sold) => sold.codigoSold);
  const list = listFile('solds-broker.csv', codes);
  await refusedTwiceThenTaken(page, wizard, FILES.xlsx, CSV_TYPE_REFUSED, list);
  await listTaken(wizard, 2, 'solds-broker.csv');
  figures.sameFileAgain += 1;
  await wizard.getByRole('button', { name: 'Excluir lista de solds' }).click();
  await listGone(wizard, 2, 'solds-broker.csv');
  await choose(page, wizard, list);
  await listTaken(wizard, 2, 'solds-broker.csv');
  figures.sameFileAgain += 1;

  await soldSearch(page, wizard);
  const id = await contentImageAndSave(page, wizard, 'broker', label);
  await hostileNotificationShown(page, grid, 'broker', id, label);
}

/** Manufacturer user: the list zone before and after Filial/Broker, then the hostile notification. */
async function manufacturerWizard(page: Page, baseUrl: string, label: string): Promise<void> {
  const grid = await openCenter(page, baseUrl);
  const wizard = await startWizard(page);
  // 'Por solds' is the manufacturer's default; its panel has no sold search (spec §2: brokers only).
  await expect(wizard.getByRole('radio', { name: 'Por solds' }).isChecked()).resolves.toBe(true);
  await wizard.getByRole('button', { name: 'Escolher arquivo' }).waitFor();
  await expect(wizard.getByRole('combobox', { name: 'Busque pelo nome ou código do sold' }).count()).resolves.toBe(0);
  await expect(wizard.getByText(BRANCH_AND_BROKER, { exact: true }).count()).resolves.toBe(1);

  const codes = (await readDb(page)).notifications.solds.filter((sold) => sold.idPuxada === 10234).slice(0, 3).map((sold) => sold.codigoSold);
  const list = listFile('solds-partial.csv', codes);
  // Before Filial and Broker: refused, and the message is said once (not also as the hint).
  await choose(page, wizard, list);
  await refusedOnce(wizard, BRANCH_AND_BROKER);
  await pick(page, wizard, /Filiais$/, ['Todos']);
  await pick(page, wizard, /Brokers$/, ['10234 - HORIZONTE']);
  await expect.poll(() => wizard.getByText(BRANCH_AND_BROKER, { exact: true }).count()).toBe(0);
  // The same list now: taken.
  await choose(page, wizard, list);
  await listTaken(wizard, 3, 'solds-partial.csv');
  figures.sameFileAgain += 1;
  // A wrong type refused twice, then the same list again.
  await refusedTwiceThenTaken(page, wizard, FILES.xlsx, CSV_TYPE_REFUSED, list);
  await listTaken(wizard, 3, 'solds-partial.csv');
  figures.sameFileAgain += 1;
  // A broker change clears the list (spec §4): nothing names it, Próximo is disabled; the same list is taken again.
  await pick(page, wizard, /Brokers$/, ['10587 - SERRA AZUL']);
  await listGone(wizard, 3, 'solds-partial.csv');
  await expect(wizard.getByRole('button', { name: 'Próximo', exact: true }).isDisabled()).resolves.toBe(true);
  await choose(page, wizard, list);
  await listTaken(wizard, 3, 'solds-partial.csv');
  figures.sameFileAgain += 1;

  const id = await contentImageAndSave(page, wizard, 'fabricante', label);
  await hostileNotificationShown(page, grid, 'fabricante', id, label);
}

/**
 * The user part: the signed-in user and the demo manager renamed in the database; the welcome bar,
 * the users list, the permissions dialog and the user form (edit) show the names exactly; the user
 * form's image zone takes the same image again after 'Remover imagem'.
 */
async function hostileUsers(page: Page, baseUrl: string, account: Account): Promise<void> {
  const { self, other } = TEXTS[account];
  // Renamed in the database, then /usuarios opened afresh: the backend reads the names again.
  await renameUsers(page, { [EMAIL[account]]: self, [OTHER_EMAIL]: other });
  await page.goto(`${baseUrl}/usuarios`);
  await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
  // The welcome bar of the top bar (every signed-in page): 'Bem-vindo(a), {name}'.
  await shownExactly(page.getByText(/^Bem-vindo\(a\), /), `Bem-vindo(a), ${self}`);
  const table = page.getByRole('grid', { name: 'Lista de usuários' }).or(page.getByRole('table', { name: 'Lista de usuários' }));
  await table.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(OTHER_EMAIL);
  await page.keyboard.press('Enter');
  const row = table.getByRole('row').filter({ hasText: OTHER_EMAIL });
  await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
  await shownExactly(row.getByRole('rowheader'), other);

  await row.getByRole('button', { name: 'Editar permissões' }).click();
  const permissions = page.getByRole('dialog', { name: /Permissões de acesso/ });
  await shownExactly(permissions.getByText(/^Usuário: /), `Usuário: ${other}`);
  await permissions.getByRole('button', { name: 'Fechar' }).click();
  await permissions.waitFor({ state: 'detached' });

  await row.getByRole('button', { name: 'Editar usuário' }).click();
  await page.waitForURL(/\/usuario\/cadastro\?id=\d+/);
  await page.getByRole('heading', { level: 2, name: 'Imagem Usuário (opcional)' }).waitFor({ timeout: 15_000 });
  // The image zone: chosen, removed, the same image again.
  const form = page.locator('main');
  const named = 'Arquivo selecionado: foto.png (70 B)';
  await choose(page, form, FILES.photo);
  await shownExactly(form.getByText(named, { exact: true }), named);
  await form.getByRole('button', { name: 'Remover imagem' }).click();
  await expect.poll(() => form.getByText(/foto\.png|Arquivo selecionado/).count()).toBe(0);
  await form.getByText('Nenhuma imagem escolhida.', { exact: true }).waitFor();
  await choose(page, form, FILES.photo);
  await shownExactly(form.getByText(named, { exact: true }), named);
  await expect(form.getByText(/foto\.png/).count()).resolves.toBe(1);
  figures.sameFileAgain += 1;
  // The name as stored, in the edit form (step 2).
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('heading', { level: 2, name: 'Classificação' }).waitFor();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('heading', { level: 2, name: 'Identificação' }).waitFor();
  await valueExactly(page.getByRole('textbox', { name: /^Nome/ }), other);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.waitForURL('**/usuarios');
}

async function runViewport(baseUrl: string, page: Page, size: string): Promise<string[]> {
  const times: string[] = [];
  let mark = Date.now();
  const lap = (what: string) => {
    times.push(`${what} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };
  await signIn(page, baseUrl, EMAIL.broker);
  lap('sign-in');
  await hostileUsers(page, baseUrl, 'broker');
  lap('broker users');
  await brokerWizard(page, baseUrl, `broker@ ${size}`);
  lap('broker wizard');
  await switchUser(page, baseUrl, EMAIL.fabricante);
  lap('sign-in');
  await hostileUsers(page, baseUrl, 'fabricante');
  lap('fabricante users');
  await manufacturerWizard(page, baseUrl, `fabricante@ ${size}`);
  lap('fabricante wizard');
  return times;
}

describe('issue 25: a sold picked or typed, hostile texts shown exactly, file zones taking the same file again', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'conecta-issue25-'));
    FILES.png = file('banner.png', PNG_1PX);
    FILES.gif = file('anim.gif', GIF);
    FILES.photo = file('foto.png', PNG_1PX);
    FILES.xlsx = file('solds.xlsx', 'not a csv');
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    console.info(
      `[texts-files-solds] solds picked by mouse ${figures.pickedByMouse}, by ArrowDown+Enter ${figures.pickedByKeyboard}, added by code ${figures.addedByCode}, ` +
        `'já está na lista' ${figures.alreadyThere}; texts compared exactly ${figures.textsCompared}; ` +
        `same file taken again ${figures.sameFileAgain}, refusals seen ${figures.refusals}; footer buttons measured in view ${figures.buttonsMeasured}`,
    );
  });

  // Both viewports at once, one context each, in one test (expect.poll needs the current test, which
  // concurrent tests do not give the global expect); each viewport's failure is reported.
  it('as broker@ and fabricante@ at 1366×768 and at 768×1024', { timeout: 120_000 }, async () => {
    const outcomes = await Promise.allSettled(
      VIEWPORTS.map(async (viewport) => {
        const size = `${viewport.width}×${viewport.height}`;
        const { page, errors } = await openPage(browser());
        try {
          await page.setViewportSize(viewport);
          // Dialogs open and close without their fade (the layout is the same).
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.context().addInitScript(() => {
            document.addEventListener(
              'change',
              (event) => {
                if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
                  const counter = window as unknown as { __e2eFileChanges?: number };
                  counter.__e2eFileChanges = (counter.__e2eFileChanges ?? 0) + 1;
                }
              },
              true,
            );
          });
          const times = await runViewport(baseUrl, page, size);
          console.info(`[texts-files-solds] ${size}: ${times.join(', ')}`);
          expect(unexpected(errors), `console errors at ${size}`).toEqual([]);
        } catch (error) {
          throw new Error(`${size}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        } finally {
          await page.context().close();
        }
      }),
    );
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, failures.map((failure) => failure.message).join('\n\n'));
  });
});
