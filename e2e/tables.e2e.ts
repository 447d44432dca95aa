import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, POLL, signIn, switchUser, unexpected } from './browser';

/**
 * Issue 25 item 2: every table of the notification center and the users area, at the notebook
 * (1366×768) and at 768 px (house rule 13), in the built demo portal, as broker@ (both tabs),
 * fabricante@, master@ (users list) and gerente@ (team view and its 'Lista de supervisores' dialog):
 * - every row action (buttons, links and switches in the body rows) lies inside the viewport
 *   horizontally (0..innerWidth) and inside every ancestor that clips overflow, and neither the
 *   page nor a scrollable ancestor of the table scrolls sideways;
 * - the action receives the hit at its centre (`document.elementFromPoint`) once the page is
 *   scrolled vertically to it, and a real mouse click there works (no `force`): a dialog opens
 *   (dismissed with 'Cancelar', 'Fechar' or 'Ok', so destructive actions are cancelled), the
 *   address changes (then back), or the switch turns;
 * - no cell (headers included) shows a word broken across lines, measured with
 *   `Range.getClientRects()` per word; allowed: an e-mail broken right after '@' or '.' (inside a
 *   text or at a `<wbr>`), a compound word after its hyphen, and a token wider than its column can
 *   ever be (its content box's max-width, else the table's box), counted apart as 'overlong'.
 * The tables inside dialogs ('Informações de atingimento', the team list) are checked while the
 * action that opens them has them open. On the users list every action's geometry is checked, and
 * the actions of the first and the last row of the page are clicked (each edit opens the user form).
 * One browser, one context per viewport, both viewports at once; reduced motion shortens the
 * dialogs' fades (the layout is the same). Figures are printed at the end.
 */

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
] as const;

/** What counts as a row action inside a body row. */
const ACTION_SELECTOR = 'button, a[href], label:has(input[role="switch"])';
/** Buttons that close a dialog without doing anything, in order of preference. */
const DISMISS = ['Cancelar', 'Fechar', 'Ok'];

interface ActionGeometry {
  row: number;
  /** Stable name: the label, or '[switch]' for a switch (its label follows its state). */
  key: string;
  /** Place among the row's actions with the same key. */
  occurrence: number;
  name: string;
  disabled: boolean;
  left: number;
  right: number;
  /** Why it is out of reach: outside the viewport, or clipped by an overflow ancestor. */
  problem: string | null;
}

interface WordsReport {
  /** Words broken inside, with the cell they sit in. */
  broken: string[];
  /** E-mails broken right after '@' or '.' (allowed), at a `<wbr>` or inside a text. */
  emailBreaks: number;
  /** Compound words broken right after their hyphen ('segunda-|feira', allowed). */
  hyphenBreaks: number;
  /** Tokens wider than their cell (allowed, counted apart). */
  overlong: string[];
}

interface TableReport extends WordsReport {
  name: string;
  rows: number;
  actions: ActionGeometry[];
  /** How far the page or the table's own scroller scrolls sideways (px). */
  sideways: number;
}

const totals = {
  tables: new Set<string>(),
  actions: 0,
  clicked: 0,
  disabled: 0,
  broken: [] as string[],
  emailBreaks: 0,
  hyphenBreaks: 0,
  overlong: [] as string[],
  outOfReach: [] as string[],
  covered: [] as string[],
  sideways: [] as string[],
};

/**
 * Measures the words of every visible cell of the tables matched by `selector` (in the page).
 * Runs in the browser.
 */
function measureWords(page: Page, selector: string): Promise<WordsReport> {
  return page.evaluate((wanted) => {
    const report = { broken: [] as string[], emailBreaks: 0, hyphenBreaks: 0, overlong: [] as string[] };
    const linesOf = (rects: DOMRect[]) => {
      const tops: number[] = [];
      for (const rect of rects) if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
      return tops.length;
    };
    const rectsOf = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
    };
    for (const table of document.querySelectorAll<HTMLElement>(wanted)) {
      if (!table.checkVisibility()) continue;
      const tableWidth = (table.parentElement ?? table).clientWidth;
      for (const cell of table.querySelectorAll<HTMLElement>('th, td')) {
        if (!cell.checkVisibility()) continue;
        const style = getComputedStyle(cell);
        const cellPadding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (!node.parentElement?.checkVisibility()) continue;
          const parent = node.parentElement;
          // A line break at a <wbr> between two text nodes splits one token: allowed after '@' or '.' only.
          const wbr = node.previousSibling;
          const previous = wbr?.nodeName === 'WBR' ? wbr.previousSibling : null;
          if (previous instanceof Text && previous.data.length > 0 && node.data.length > 0 && !/\s$/.test(previous.data) && !/^\s/.test(node.data)) {
            const last = rectsOf(previous, previous.data.length - 1, previous.data.length)[0];
            const first = rectsOf(node, 0, 1)[0];
            if (last && first && Math.abs(first.top - last.top) >= first.height / 2) {
              if (/[@.]$/.test(previous.data)) report.emailBreaks += 1;
              else report.broken.push(`'${previous.data.slice(-12)}|${node.data.slice(0, 12)}' (at a <wbr>) in ${table.getAttribute('aria-label') ?? table.id}`);
            }
          }
          for (const match of node.data.matchAll(/\S+/g)) {
            const word = match[0];
            const start = match.index;
            const rects = rectsOf(node, start, start + word.length);
            // Visually hidden text (a 1-px clipped box) has no real rectangles.
            if (rects.length < 2 || linesOf(rects) < 2) continue;
            const firstTop = rects[0]?.top ?? 0;
            let at = 1;
            while (at < word.length) {
              const rect = rectsOf(node, start + at, start + at + 1)[0];
              if (rect && Math.abs(rect.top - firstTop) >= rect.height / 2) break;
              at += 1;
            }
            const width = rects.reduce((sum, rect) => sum + rect.width, 0);
            // The widest the token's column can ever be: its content box's max-width, else the table's box.
            const box = parent.closest<HTMLElement>('[data-cell-content]');
            const maxWidth = box ? parseFloat(getComputedStyle(box).maxWidth) : NaN;
            const limit = Number.isFinite(maxWidth) ? maxWidth : tableWidth - cellPadding;
            const where = `${table.getAttribute('aria-label') ?? table.id} · ${(cell.textContent ?? '').trim().slice(0, 40)}`;
            const before = word[at - 1] ?? '';
            if (word.includes('@') && /[@.]/.test(before)) report.emailBreaks += 1;
            else if (before === '-') report.hyphenBreaks += 1;
            else if (width > limit + 1) report.overlong.push(`${word.slice(0, 24)}… (${Math.round(width)} px, at most ${Math.round(limit)} px)`);
            else report.broken.push(`'${word.slice(0, at)}|${word.slice(at)}' in ${where}`);
          }
        }
      }
    }
    return report;
  }, selector);
}

/** Marks the visible table named `name` (its `aria-label` or labelling heading) as `data-e2e-table`. */
async function markTable(page: Page, name: string): Promise<boolean> {
  return page.evaluate((tableName) => {
    const table = [...document.querySelectorAll<HTMLElement>('table')].find((candidate) => {
      const labelledBy = candidate.getAttribute('aria-labelledby');
      const label = candidate.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null);
      return label === tableName && candidate.checkVisibility();
    });
    table?.setAttribute('data-e2e-table', tableName);
    return table !== undefined;
  }, name);
}

const tableSelector = (name: string) => `table[data-e2e-table="${name}"]`;

/** The row actions of the table named `name` and what keeps each out of reach, plus its words. */
async function inspectTable(page: Page, name: string): Promise<TableReport> {
  if (!(await markTable(page, name))) throw new Error(`no visible table named '${name}'`);
  const selector = tableSelector(name);
  const geometry = await page.evaluate(
    ({ wanted, actionSelector }) => {
      const table = document.querySelector<HTMLElement>(wanted);
      if (!table) return null;
      const rows = [...table.querySelectorAll<HTMLElement>(':scope > tbody > tr')];
      const actions: ActionGeometry[] = [];
      rows.forEach((row, rowIndex) => {
        const seen = new Map<string, number>();
        [...row.querySelectorAll<HTMLElement>(actionSelector)].forEach((action) => {
          const box = action.getBoundingClientRect();
          let problem: string | null = null;
          if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problem = `outside the viewport (${Math.round(box.left)}..${Math.round(box.right)} of ${window.innerWidth})`;
          for (let parent = action.parentElement; parent && !problem; parent = parent.parentElement) {
            const overflow = getComputedStyle(parent).overflowX;
            if (overflow === 'visible') continue;
            const clip = parent.getBoundingClientRect();
            if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)
              problem = `clipped by ${parent.tagName.toLowerCase()} (overflow ${overflow}, ${Math.round(clip.left)}..${Math.round(clip.right)}; action ${Math.round(box.left)}..${Math.round(box.right)})`;
          }
          const input = action.querySelector('input');
          const name = action.getAttribute('aria-label') ?? input?.getAttribute('aria-label') ?? (action.textContent ?? '').trim();
          const key = input?.getAttribute('role') === 'switch' ? '[switch]' : name;
          const occurrence = seen.get(key) ?? 0;
          seen.set(key, occurrence + 1);
          actions.push({
            row: rowIndex,
            key,
            occurrence,
            name,
            disabled: action.matches(':disabled, [data-disabled], [aria-disabled="true"]'),
            left: box.left,
            right: box.right,
            problem,
          });
        });
      });
      // Sideways scrolling a user can do: the page's, or a scrollable ancestor's of the table.
      let sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
      for (let parent = table.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (/auto|scroll/.test(getComputedStyle(parent).overflowX)) sideways = Math.max(sideways, parent.scrollWidth - parent.clientWidth);
      return { rows: rows.length, actions, sideways };
    },
    { wanted: selector, actionSelector: ACTION_SELECTOR },
  );
  if (!geometry) throw new Error(`no visible table named '${name}'`);
  const words = await measureWords(page, selector);
  return { name, ...geometry, ...words };
}

/** Closes the 6-second snackbars ('Logged in with JWT'), which float over the lower right corner. */
async function dismissToasts(page: Page): Promise<void> {
  const closers = page.locator('section[aria-label="Notificações"] button');
  for (let count = await closers.count(); count > 0; count = await closers.count()) await closers.first().click();
}

const openDialogs = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

/** Waits until no dialog is open, closing each one with its harmless button; checks tables inside them. */
async function closeDialogs(page: Page, label: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const dialogs = openDialogs(page);
    if ((await dialogs.count()) === 0) return;
    const top = dialogs.last();
    // A table in a dialog (the achievement table) is checked while it is open.
    const tableNames = await top.locator('table').evaluateAll((tables) =>
      tables.map((table) => table.getAttribute('aria-label') ?? '').filter(Boolean),
    );
    if (tableNames.length > 0 && (await top.getAttribute('aria-busy')) !== 'true') {
      await page.waitForFunction(() => !document.querySelector('[role="dialog"] [role="progressbar"], [role="alertdialog"] [role="progressbar"]'), undefined, POLL);
      for (const tableName of tableNames) record(await inspectTable(page, tableName), label);
    }
    let dismissed = false;
    for (const name of DISMISS) {
      const button = top.getByRole('button', { name, exact: true });
      if ((await button.count()) > 0 && (await button.first().isEnabled())) {
        await button.first().click();
        dismissed = true;
        break;
      }
    }
    if (!dismissed) await page.waitForTimeout(100); // a progress dialog: its answer comes
    else await top.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  }
  throw new Error(`${label}: a dialog stayed open`);
}

/** Adds a table's figures to the totals. */
function record(report: TableReport, label: string): void {
  totals.tables.add(`${label} · ${report.name}`);
  totals.broken.push(...report.broken.map((word) => `${label}: ${word}`));
  totals.emailBreaks += report.emailBreaks;
  totals.hyphenBreaks += report.hyphenBreaks;
  totals.overlong.push(...report.overlong.map((word) => `${label}: ${word}`));
  if (report.sideways > 1) totals.sideways.push(`${label} · ${report.name}: ${report.sideways} px`);
}

/** Waits until the table named `name` holds its rows (no progress indicator in it). */
async function tableReady(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (tableName) => {
      const table = [...document.querySelectorAll('table')].find(
        (candidate) =>
          (candidate.getAttribute('aria-label') ?? document.getElementById(candidate.getAttribute('aria-labelledby') ?? '')?.textContent) === tableName,
      );
      return !!table && table.getAttribute('aria-busy') !== 'true' && !table.querySelector('[role="progressbar"]') && table.querySelectorAll('tbody tr').length > 0;
    },
    name,
    { ...POLL, timeout: 20_000 },
  );
  // Two frames: a cut message's 'Ver mensagem completa' appears once its box is measured.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Checks the table named `name`: geometry of every row action, words, and a real click on the
 * actions of `clickRows` (all rows when omitted). `reopen` brings the table back after an action
 * that left the page.
 */
async function checkTable(
  page: Page,
  name: string,
  label: string,
  options: { clickRows?: (rows: number) => number[]; reopen?: () => Promise<void> } = {},
): Promise<void> {
  await tableReady(page, name);
  await dismissToasts(page);
  const report = await inspectTable(page, name);
  record(report, label);
  totals.actions += report.actions.length;
  for (const action of report.actions)
    if (action.problem) totals.outOfReach.push(`${label} · ${name} row ${action.row + 1} '${action.name}': ${action.problem}`);

  const rows = options.clickRows ? options.clickRows(report.rows) : report.actions.map((action) => action.row);
  const targets = report.actions.filter((action) => rows.includes(action.row));
  for (const target of targets) {
    if (target.disabled) {
      totals.disabled += 1;
      continue;
    }
    await tableReady(page, name);
    // Find the action again (the grid re-renders after each action), mark it, and scroll the page
    // vertically only: a sideways scroll would hide what this test looks for.
    await markTable(page, name);
    const point = await page.evaluate(
      ({ wanted, actionSelector, action }) => {
        document.querySelectorAll('[data-e2e-target]').forEach((element) => element.removeAttribute('data-e2e-target'));
        const row = document.querySelectorAll(`${wanted} > tbody > tr`)[action.row];
        const element = [...(row?.querySelectorAll<HTMLElement>(actionSelector) ?? [])].filter((candidate) => {
          const input = candidate.querySelector('input');
          const label = candidate.getAttribute('aria-label') ?? input?.getAttribute('aria-label') ?? (candidate.textContent ?? '').trim();
          return (input?.getAttribute('role') === 'switch' ? '[switch]' : label) === action.key;
        })[action.occurrence];
        if (!element) return null;
        element.setAttribute('data-e2e-target', '');
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.top + box.height / 2 - window.innerHeight / 2);
        const now = element.getBoundingClientRect();
        const x = now.left + now.width / 2;
        const y = now.top + now.height / 2;
        const hit = document.elementFromPoint(x, y);
        const describe = (node: Element | null) => (node ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 30)}"` : 'nothing');
        return { x, y, hits: element.contains(hit), hit: describe(hit), inView: x >= 0 && x <= window.innerWidth && y >= 0 && y <= window.innerHeight };
      },
      { wanted: tableSelector(name), actionSelector: ACTION_SELECTOR, action: { row: target.row, key: target.key, occurrence: target.occurrence } },
    );
    if (!point) {
      totals.covered.push(`${label} · ${name} row ${target.row + 1} '${target.name}': gone after the previous action`);
      continue;
    }
    const locator = page.locator('[data-e2e-target]');
    const what = `${label} · ${name} row ${target.row + 1} '${target.name}'`;
    if (!point.inView || !point.hits) {
      totals.covered.push(`${what}: centre (${Math.round(point.x)}, ${Math.round(point.y)}) hits ${point.hit}`);
      continue;
    }
    const before = page.url();
    const handle = await locator.elementHandle();
    const switchState = await locator.evaluate((element) => element.querySelector<HTMLInputElement>('input[role="switch"]')?.checked ?? null);
    await page.mouse.click(point.x, point.y);
    // The click shows a dialog, leaves the page, or turns the switch.
    await page.waitForFunction(
      ({ element, url, checked }) => {
        if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
        if (location.href !== url) return true;
        const input = element?.querySelector<HTMLInputElement>('input[role="switch"]');
        return checked !== null && !!input && input.checked !== checked;
      },
      { element: handle, url: before, checked: switchState },
      { ...POLL, timeout: 10_000 },
    );
    totals.clicked += 1;
    if (page.url() !== before) {
      await page.goBack();
      await page.waitForURL(before);
      await options.reopen?.();
    }
    await closeDialogs(page, label);
  }
}

/** The notification center: the grid of each tab the user sees (a real click on each tab). */
async function checkCenter(page: Page, baseUrl: string, label: string): Promise<void> {
  await page.goto(`${baseUrl}/notificacoes`);
  await page.getByRole('heading', { level: 1, name: 'Notificações' }).waitFor();
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    const tabName = (await tab.textContent())?.replace(/\d+$/, '').trim() ?? '';
    await checkTable(page, 'Todas as notificações', `${label} ${tabName}`, {
      reopen: async () => {
        if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      },
    });
  }
}

/** The users list: geometry of every row's tools, a real click on those of the first and last row. */
async function checkUsers(page: Page, baseUrl: string, label: string): Promise<void> {
  await page.goto(`${baseUrl}/usuarios`);
  await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
  await checkTable(page, 'Lista de usuários', label, { clickRows: (rows) => [...new Set([0, rows - 1])] });
}

/** Signs `email` in (a new tab of the viewport's context, or the same tab for the next user). */
async function asUser(page: Page, baseUrl: string, email: string, first: boolean): Promise<void> {
  if (first) await signIn(page, baseUrl, email);
  else await switchUser(page, baseUrl, email);
}

async function runViewport(browser: Browser, baseUrl: string, viewport: { width: number; height: number }): Promise<string[]> {
  const { page, errors } = await openPage(browser);
  await page.setViewportSize(viewport);
  // Dialogs open and close without their fade (the layout is the same): a hundred dialogs go faster.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const size = `${viewport.width}×${viewport.height}`;
  const times: string[] = [];
  let mark = Date.now();
  const lap = (what: string) => {
    times.push(`${what} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };

  await asUser(page, baseUrl, 'broker@conecta.example', true);
  lap('sign-in');
  await checkCenter(page, baseUrl, `broker@ ${size}`);
  lap('broker center');
  await checkUsers(page, baseUrl, `broker@ ${size}`);
  lap('broker users');

  await asUser(page, baseUrl, 'fabricante@conecta.example', false);
  lap('sign-in');
  await checkCenter(page, baseUrl, `fabricante@ ${size}`);
  lap('fabricante center');
  await checkUsers(page, baseUrl, `fabricante@ ${size}`);
  lap('fabricante users');

  await asUser(page, baseUrl, 'master@conecta.example', false);
  lap('sign-in');
  await checkUsers(page, baseUrl, `master@ ${size}`);
  lap('master users');

  // The team dialog of a manager (the team view has no row tools; its dialog holds a table).
  await asUser(page, baseUrl, 'gerente@conecta.example', false);
  lap('sign-in');
  await page.goto(`${baseUrl}/usuarios`);
  await page.getByRole('heading', { level: 2, name: /^Equipe de / }).waitFor();
  await checkTable(page, 'Lista de usuários', `gerente@ ${size}`);
  await page.getByRole('button', { name: 'Lista de supervisores' }).click();
  await tableReady(page, 'Lista de supervisores');
  await closeDialogs(page, `gerente@ ${size}`);
  lap('gerente team');
  console.info(`[tables] ${size}: ${times.join(', ')}`);

  await page.context().close();
  return unexpected(errors);
}

describe('tables: every row action in view and clickable, words kept whole', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  afterAll(() => {
    console.info(
      `[tables] tables checked ${totals.tables.size}, row actions ${totals.actions} (out of reach ${totals.outOfReach.length}), ` +
        `clicked for real ${totals.clicked} (covered ${totals.covered.length}, disabled skipped ${totals.disabled}), ` +
        `broken words ${totals.broken.length}, e-mails broken at '@'/'.' ${totals.emailBreaks}, words broken after a hyphen ${totals.hyphenBreaks}, overlong tokens ${totals.overlong.length}, ` +
        `sideways scrolling ${totals.sideways.length}`,
    );
    for (const { width, height } of VIEWPORTS) {
      const size = `${width}×${height}`;
      const count = (list: string[]) => list.filter((entry) => entry.includes(size)).length;
      console.info(
        `[tables] ${size}: out of reach ${count(totals.outOfReach)}, covered ${count(totals.covered)}, ` +
          `broken words ${count(totals.broken)}, sideways scrolling ${count(totals.sideways)}`,
      );
    }
  });

  for (const viewport of VIEWPORTS) {
    it.concurrent(`at ${viewport.width}×${viewport.height}: notification grids, achievement table, users list and team dialog`, async () => {
      const errors = await runViewport(browser(), baseUrl, viewport);
      const size = `${viewport.width}×`;
      const mine = (list: string[]) => list.filter((entry) => entry.includes(size));
      if (mine(totals.outOfReach).length + mine(totals.covered).length + mine(totals.broken).length + mine(totals.sideways).length > 0)
        console.info(
          [
            ...mine(totals.outOfReach).slice(0, 12),
            ...mine(totals.covered).slice(0, 12),
            ...mine(totals.broken).slice(0, 20),
            ...mine(totals.sideways),
          ].join('\n'),
        );
      expect(mine(totals.outOfReach)).toEqual([]);
      expect(mine(totals.covered)).toEqual([]);
      expect(mine(totals.sideways)).toEqual([]);
      expect(mine(totals.broken)).toEqual([]);
      expect(errors).toEqual([]);
    }, 300_000); // a hang guard, not a speed limit: on a busy 2-core machine one viewport has taken 120 s
  }
});
