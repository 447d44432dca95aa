import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PROFILE_PRESETS } from '@conecta/core';
import { PORTAL_ROUTES } from '@conecta/portal/src/app/routes';
import { browserForTests, openPage, POLL, signIn, submitSignIn } from './browser';
import { E2E_API_TIMEOUT_MS } from './global-setup';
import { ALL_FAULT_KINDS, armFault, armFaultOnNextLoad, backendCalls, disarmFaults, installFaults, type FaultKind } from './faults';

/**
 * Issue 17's proof: every portal route, every backend call it makes, every kind of failure
 * ({@link ALL_FAULT_KINDS}: 500, 503 with an HTML page, wrong-shaped JSON, empty body, network error,
 * no answer past the time limit, 401). For each case the call fails on every attempt (a sticky fault,
 * so a screen's own retry meets it too) and the test asks what a user would:
 * - is the page white (no side menu, or an empty main region)?
 * - is a spinner still turning 5 s after the last time limit could have ended the calls?
 * - does the screen say something (an alert, a message of the spec or of our docs)? Counted, not
 *   required: the shell spec §8 has every failure it names no message for only logged;
 * - does the side menu still take him elsewhere?
 * - after a 401: is he at the sign-in screen, and once signed in again, back where he was?
 * The routes and their calls are not listed by hand: each account's side menu is read and every
 * screen it offers is opened once without faults, recording the calls it makes (the inventory).
 * The inventory is the same on every run: the shell's own calls (the user, the menu's grants) are
 * what a full load of the neutral screen makes, and belong to one entry of their own, failed while
 * the app starts (a user who cannot be read is kept at the sign-in screen, which must say why); a
 * screen's calls are the others its screen makes (the shell reading its grants again when they went
 * stale is timing, not the screen).
 *
 * It prints `faults injected, survived, white screens, endless spinners, …` (drafts lost: e2e/drafts.e2e.ts) and writes every
 * case to test-results/fault-matrix.json. FAULT_MATRIX_PAGES (default 8) sets how many pages run
 * side by side (the cases mostly wait for time limits: 4 pages took 390 s on 2 cores, 8 took 268 s).
 */

const ACCOUNTS = ['master', 'fabricante', 'trade', 'broker', 'gerente', 'supervisor', 'vendedor'] as const;
type Account = (typeof ACCOUNTS)[number];

const MENU = 'nav[aria-label="Menu principal"]';
/** A screen with no backend call of its own ('Em construção'), reached by every account: each case starts there. */
const NEUTRAL = '/versao';
const REPORT = path.resolve(import.meta.dirname, '../test-results/fault-matrix.json');
const PAGES = Math.max(1, Number(process.env.FAULT_MATRIX_PAGES ?? 8) || 1);
/** (address, call) pairs a page runs under one sign-in before it takes the next chunk (small: no page idles at the end while one finishes a long chunk). */
const CHUNK_PAIRS = 2;
/** The failures the query client retries once after 1 s (network, 5xx): a case waits longer for quiet. */
const RETRIED: ReadonlySet<FaultKind> = new Set(['http500', 'http503Html', 'network']);
/**
 * How long a case may take to settle: a call and its one automatic retry may each run into the time
 * limit, with the retry's 1 s delay between, plus the 5 s the issue allows.
 */
const SETTLE_MS = 2 * E2E_API_TIMEOUT_MS + 1_000 + 5_000;

interface Call {
  method: string;
  path: string;
}

interface InventoryEntry {
  account: Account;
  /** The address opened (path and query). */
  route: string;
  calls: Call[];
  /**
   * The shell's own calls (the session, the menu's grants…), made while the app starts: their cases
   * load the neutral screen afresh with the fault armed from the document's first call.
   */
  shell?: boolean;
}

interface CaseResult {
  account: Account;
  route: string;
  call: string;
  kind: FaultKind;
  /** Calls the fault answered (0: the screen did not make the call this time). */
  fired: number;
  whiteScreen: boolean;
  endlessSpinner: boolean;
  /** What the screen said: alert texts and known messages found in the main region. */
  messages: string[];
  menuWorks: boolean;
  /**
   * The sign-in screen was shown: after a 401, or when the shell could not read the user while the
   * app started (then with the reason, and signing in again must work).
   */
  signedOut?: boolean;
  backOnRoute?: boolean;
  survived: boolean;
  ms: number;
}

/** A period `back` months before the current one (the metas seed writes targets relative to today). */
function target(back: number, meta = 'VBC'): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - back);
  const ano = date.getFullYear();
  const mes = date.getMonth() + 1;
  return `?ano=${ano}&mes=${mes}&meta=${meta}&versao=${ano}${String(mes).padStart(2, '0')}-V01&linha=BRL1`;
}

/**
 * Addresses the menu does not carry but a user reaches by a button: a target chosen on each metas
 * screen (its selection is in the address; metas-seed: this month 'Em aberto', 3 months back
 * 'Rateada', 2 back 'Aprovada gerente'; the other types this month 'Aprovada gerente'), the
 * new-user form and the form editing a user.
 */
const EXTRA_ADDRESSES: Partial<Record<Account, string[]>> = {
  master: ['/usuario/cadastro', `/usuario/cadastro?id=${PROFILE_PRESETS.gerente.idUsuario}`],
  // The status of a month with programmed targets: the status rows and, for the manager, the
  // approval progress (issue 26).
  // The targets history (issue 26) of the month waiting for approval.
  gerente: [
    `/metas/planejamentos${target(0)}`,
    `/metas/programacao${target(3)}`,
    `/metas/status${target(2).split('&versao=')[0]}`,
    `/metas/historico${target(2)}`,
  ],
  // The other types' programming (issue 22) on this month's COBERTURA target: the same screen's calls
  // with another TipoMeta (RECOMENDADOR and FOCO differ from it by the type alone).
  supervisor: [`/metas/rateio-vendedor${target(2)}`, `/metas/cobertura-programacao${target(0, 'COBERTURA')}`, `/metas/historico${target(2)}`],
};

const inventory: InventoryEntry[] = [];
/**
 * Per account, the menu's screens that make no backend call ('Em construção' and the like): the
 * menu check of a case goes there, so it proves the menu works without loading another screen's data.
 */
const quietScreens = new Map<Account, string[]>();
const results: CaseResult[] = [];

/** Client-side navigation (as a menu link does), keeping the page's armed faults. */
async function goTo(page: Page, to: string): Promise<void> {
  await page.evaluate((address) => {
    history.pushState({}, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The page's backend calls in flight and when the last one ended (e2e/faults.ts keeps them). */
async function quietFor(page: Page, quietMs: number, timeoutMs: number): Promise<boolean> {
  return page
    .waitForFunction(
      (quiet) => {
        const state = (window as unknown as { __conectaFaults?: { inflight: number; lastEnded: number } }).__conectaFaults;
        return !!state && state.inflight === 0 && performance.now() - state.lastEnded >= quiet;
      },
      quietMs,
      { polling: 100, timeout: timeoutMs },
    )
    .then(() => true)
    .catch(() => false);
}

/** What the screen shows now: white or not, a spinner or not, and the messages in the main region. */
async function look(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const menu = document.querySelector('nav[aria-label="Menu principal"]');
    const text = (main as HTMLElement | null)?.innerText.trim() ?? '';
    const visible = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;
    const spinner =
      [...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')].some(visible) || /Carregando/.test(text);
    // Alerts anywhere (error toasts included) and status messages of the screen (a success toast such as
    // the sign-in's 'Logged in with JWT' is not the screen saying anything).
    const alerts = [...document.querySelectorAll('[role="alert"], [role="alertdialog"], [role="dialog"], main [role="status"]')]
      .filter(visible)
      .map((element) => (element as HTMLElement).innerText.trim())
      .filter(Boolean);
    return { white: !menu || !visible(menu) || text.length === 0, spinner, alerts, text: text.slice(0, 2000) };
  });
}

/** Messages of the specs and of our docs that say a call failed (any one counts as 'the screen said so'). */
const FAILURE_MESSAGES = [
  /Algo deu errado!/,
  /Tente novamente mais tarde\./,
  /Não houve retorno de dados\./,
  /Não foi possível/,
  /demorou/i,
  /Erro/,
];

/** Reads the account's side menu: every address it offers. */
async function menuAddresses(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(MENU)
    .evaluate((nav) => [...nav.querySelectorAll<HTMLAnchorElement>('a[data-menu-item]')].map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/**
 * Opens the neutral screen with a full load (a fresh app, so no answer is served from a cache) and
 * answers the calls the load made: the shell's own.
 */
async function openNeutral(page: Page, baseUrl: string): Promise<Call[]> {
  await page.goto(`${baseUrl}${NEUTRAL}`);
  // A full load (the app, its mock worker taking control, the session read): up to 30 s beside the
  // story tests on 2 cores.
  await page.getByRole('heading', { level: 1, name: 'Versão' }).waitFor({ timeout: 30_000 });
  await quietFor(page, 300, 15_000);
  const calls = await backendCalls(page);
  await disarmFaults(page);
  return calls;
}

/** `METHOD /path` in lower case: one call whatever its query. */
const callKey = (call: Call) => `${call.method} ${call.path.toLowerCase()}`;

/** The calls once each. */
function distinctCalls(calls: readonly Call[]): Call[] {
  const seen = new Map<string, Call>();
  for (const call of calls) if (!seen.has(callKey(call))) seen.set(callKey(call), call);
  return [...seen.values()];
}

/** The page title each route sets (`<title> · Conecta`), from the portal's own route table. */
function titleOf(pathname: string): string {
  const route =
    PORTAL_ROUTES.find((candidate) => candidate.path === pathname) ??
    PORTAL_ROUTES.find((candidate) => candidate.path.includes(':') && new RegExp(`^${candidate.path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname));
  if (!route) throw new Error(`${pathname} is not a route of the portal`);
  return `${route.title} · Conecta`;
}

/** Waits until the route's screen is committed (its title set, an h1 in main) and no call is in flight. */
async function rendered(page: Page, route: string): Promise<void> {
  const pathname = new URL(route, 'http://x').pathname;
  await page.waitForURL((url) => `${url.pathname}${url.search}` === route);
  await page.waitForFunction((title) => document.title === title && !!document.querySelector('main h1'), titleOf(pathname), { ...POLL, timeout: 15_000 });
}

/**
 * Opens `route` without faults, as a menu link does, and records the backend calls its screen makes
 * until it has settled: no call in flight for a while and no spinner left (a screen under load may
 * start its next call after a pause; a call missed here would be a case the matrix never tries).
 * The app must hold no answer but the shell's (a screen whose call was answered from a cache would
 * not make it): `reload` loads the neutral screen afresh first; without it the app goes on from the
 * screen before, which must have made no call of its own (see the inventory's loop).
 */
async function callsOf(page: Page, baseUrl: string, route: string, shellCalls: ReadonlySet<string>, reload: boolean): Promise<Call[]> {
  if (reload) await openNeutral(page, baseUrl);
  else await disarmFaults(page);
  await goTo(page, route);
  await rendered(page, route);
  await quietFor(page, 600, 20_000);
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')].some((element) => (element as HTMLElement).checkVisibility?.() ?? true),
      undefined,
      { polling: 100, timeout: 15_000 },
    )
    .catch(() => undefined);
  await quietFor(page, 600, 20_000);
  // A shell call seen here is the shell reading again what went stale (timing decides whether it
  // happens): it belongs to the shell's entry, which fails it while the app starts.
  return distinctCalls(await backendCalls(page)).filter((call) => !shellCalls.has(callKey(call)));
}

/**
 * Closes what a screen opened over the page to say something (a modal error dialog keeps the menu
 * out of reach, as it should): its 'OK' or 'Fechar' button, or Escape — what a user does first.
 */
async function dismissDialogs(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const open = page.locator('[role="alertdialog"]:visible, [role="dialog"]:visible').last();
    if ((await open.count()) === 0) return;
    const button = open.getByRole('button', { name: /^(OK|Fechar)$/ }).first();
    if ((await button.count()) > 0) await button.click({ timeout: 2_000 }).catch(() => undefined);
    else await page.keyboard.press('Escape');
    await open.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
  }
}

/**
 * Whether a link of the side menu takes the user elsewhere, once he has closed what the screen opened
 * over the page: to one of the account's screens without calls when the menu offers one, else to the
 * dashboard, else to its first other address; when the menu offers only the screen he is on (the
 * menu's grants failed to load and it kept the entries that need none), its own link must still work.
 */
async function menuWorks(page: Page, route: string, account: Account): Promise<boolean> {
  try {
    await dismissDialogs(page);
    const pathname = new URL(route, 'http://x').pathname;
    const offered = await menuAddresses(page);
    const others = offered.filter((href) => href !== pathname);
    const target =
      others.find((href) => quietScreens.get(account)?.includes(href)) ??
      others.find((href) => href === '/dashboard') ??
      others[0] ??
      offered.find((href) => href === pathname);
    if (!target) return false;
    await page.mouse.move(page.viewportSize()!.width - 8, 4);
    const link = page.locator(`${MENU} a[data-menu-item][href="${target}"]`).first();
    // Open the groups that hold the link, outermost first, as a user does.
    const groups: string[] = [];
    for (let parent = await link.getAttribute('data-parent-group', { timeout: 2_000 }); parent; ) {
      groups.unshift(parent);
      parent = await page.locator(`${MENU} button[data-group-id="${parent}"]`).first().getAttribute('data-parent-group', { timeout: 2_000 });
    }
    for (const group of groups) {
      const button = page.locator(`${MENU} button[data-group-id="${group}"]`).first();
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click({ timeout: 5_000 });
    }
    await link.click({ timeout: 5_000 });
    await rendered(page, target);
    return true;
  } catch (error) {
    if (process.env.FAULT_MATRIX_VERBOSE) console.log(`  menu from ${route}: ${String(error).split('\n')[0]}`);
    return false;
  }
}

/**
 * One case: from the neutral screen, the route is opened with `call` failing as `kind` on every
 * attempt. The caller loads the app afresh before the first case of a call; the next cases of the
 * same call reuse the page (a failed query is fetched again when its screen mounts again).
 */
async function runCase(page: Page, entry: InventoryEntry, call: Call, kind: FaultKind, fresh: { baseUrl: string } | null = null): Promise<CaseResult> {
  const started = Date.now();
  if (entry.shell && !fresh) throw new Error('a shell call is failed while the app starts: run its case with a fresh load');
  if (fresh) {
    // The route loaded afresh, the fault armed from the document's first call.
    await armFaultOnNextLoad(page, call.method, call.path, kind, { sticky: true });
    await page.goto(`${fresh.baseUrl}${entry.route}`);
  } else {
    // From a screen without calls of its own: the neutral one, unless the page is on such a screen
    // already (the previous case's menu check ends on one), which is the same start without a render.
    const at = new URL(page.url()).pathname;
    if (at !== NEUTRAL && !quietScreens.get(entry.account)?.includes(at)) {
      await goTo(page, NEUTRAL);
      await rendered(page, NEUTRAL);
    }
    await quietFor(page, 200, 15_000);
    await disarmFaults(page);
    await armFault(page, call.method, call.path, kind, { sticky: true });
    await goTo(page, entry.route);
  }
  const base = { account: entry.account, route: entry.route, call: `${call.method} ${call.path}`, kind };
  const fired = () =>
    page.evaluate(() => (window as unknown as { __conectaFaults?: { fired: unknown[] } }).__conectaFaults?.fired.length ?? 0);

  if (kind === 'unauthorized') {
    // The session ends: the sign-in screen, then back to the same address after signing in again.
    const signedOut = await page
      .waitForURL((url) => url.pathname === '/login', { timeout: SETTLE_MS })
      .then(() => page.getByLabel('E-mail').waitFor({ timeout: 5_000 }))
      .then(() => true)
      .catch(() => false);
    const count = await fired();
    const seen = await look(page).catch(() => ({ white: true, spinner: false, alerts: [] as string[], text: '' }));
    await disarmFaults(page);
    let backOnRoute = false;
    if (signedOut) {
      await submitSignIn(page, `${entry.account}@conecta.example`);
      backOnRoute = await page
        .waitForURL((url) => `${url.pathname}${url.search}` === entry.route, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      await quietFor(page, 300, 15_000);
    }
    const white = signedOut ? false : seen.white;
    return {
      ...base,
      fired: count,
      whiteScreen: white,
      endlessSpinner: false,
      messages: seen.alerts,
      menuWorks: true,
      signedOut,
      backOnRoute,
      survived: count === 0 || (signedOut && backOnRoute),
      ms: Date.now() - started,
    };
  }

  // The shell's start-up read of the user failing sends him to the sign-in screen (below).
  await page.waitForURL((url) => `${url.pathname}${url.search}` === entry.route || (!!entry.shell && url.pathname === '/login'));
  // The screen's chunk may still be loading: wait until the faulted call has been made (or give up:
  // 'not reached'), then until every call has ended and stayed quiet for longer than the query
  // client's retry delay (1 s), so a retried call has started by then.
  await page
    .waitForFunction(() => ((window as unknown as { __conectaFaults?: { fired: unknown[] } }).__conectaFaults?.fired.length ?? 0) > 0, undefined, {
      ...POLL,
      timeout: 10_000,
    })
    .catch(() => undefined);
  const settled = await quietFor(page, RETRIED.has(kind) ? 1_200 : 300, SETTLE_MS);
  // The screen may still be showing its spinner for a moment after the last call ended.
  let seen = await look(page);
  const until = Date.now() + 2_000;
  while (seen.spinner && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    seen = await look(page);
  }
  const count = await fired();
  const messages = [...new Set([...seen.alerts, ...FAILURE_MESSAGES.flatMap((pattern) => seen.text.match(pattern)?.[0] ?? [])])];
  await disarmFaults(page);
  if (entry.shell && new URL(page.url()).pathname === '/login') {
    // The user could not be read while the app started: the shell spec keeps him out (the session
    // cookie stays; its refresh counter clears it after more than 4 reloads) and the sign-in screen
    // says why. He survives if it says so and signing in again works (which also resets the counter,
    // so the next case's load reads the user again).
    // The sign-in form: waited for (a loaded machine may show the notice a moment before the form).
    const form = await page
      .getByLabel('E-mail')
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    // The sign-in screen's notice (a status line) or an alert says why: wait for one to show.
    const said = await page
      .waitForFunction(
        () => {
          const texts = [...document.querySelectorAll('[role="alert"], [role="status"]')]
            .filter((element) => (element as HTMLElement).checkVisibility?.() ?? true)
            .map((element) => (element as HTMLElement).innerText.trim())
            .filter(Boolean);
          return texts.length > 0 ? texts : null;
        },
        undefined,
        { polling: 100, timeout: 3_000 },
      )
      .then(async (handle) => (await handle.jsonValue()) ?? [])
      .catch(() => [] as string[]);
    let signedInAgain = false;
    if (form) {
      await submitSignIn(page, `${entry.account}@conecta.example`);
      signedInAgain = await page
        .waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 })
        .then(() => page.waitForFunction(() => !!document.querySelector('nav[aria-label="Menu principal"]'), undefined, { ...POLL, timeout: 15_000 }))
        .then(() => true)
        .catch(() => false);
      await quietFor(page, 300, 15_000);
    }
    return {
      ...base,
      fired: count,
      whiteScreen: !form,
      endlessSpinner: !settled,
      messages: said,
      menuWorks: signedInAgain,
      signedOut: true,
      survived: form && said.length > 0 && settled && signedInAgain,
      ms: Date.now() - started,
    };
  }
  const works = await menuWorks(page, entry.route, entry.account);
  const endlessSpinner = !settled || seen.spinner;
  return {
    ...base,
    fired: count,
    whiteScreen: seen.white,
    endlessSpinner,
    messages,
    menuWorks: works,
    survived: !seen.white && !endlessSpinner && works,
    ms: Date.now() - started,
  };
}

/** Runs `work` over `items` with at most `limit` at once. */
/** Runs `work` on every item, at most `limit` at a time; `slot` says which of the `limit` lanes runs it. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T, slot: number) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async (_, slot) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item, slot);
    }),
  );
}

async function accountPage(browser: Browser, baseUrl: string, account: Account): Promise<Page> {
  const { page } = await openPage(browser);
  await installFaults(page);
  // Signed in on the neutral screen, where every case starts (not on the dashboard).
  await signIn(page, baseUrl, `${account}@conecta.example`, { at: NEUTRAL });
  return page;
}

describe('the fault matrix: every route, every call, every failure', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  afterAll(() => {
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify({ generatedAt: new Date().toISOString(), inventory, results }, null, 2)}\n`);
  });

  it("finds the calls of every screen each account's menu offers", async () => {
    // FAULT_MATRIX_ACCOUNTS='broker,gerente' narrows a run while debugging.
    const accounts = process.env.FAULT_MATRIX_ACCOUNTS ? ACCOUNTS.filter((account) => process.env.FAULT_MATRIX_ACCOUNTS?.split(',').includes(account)) : ACCOUNTS;
    await pool(accounts, PAGES, async (account) => {
      const page = await accountPage(browser(), baseUrl, account);
      // The shell's calls: what a full load of the neutral screen makes.
      const shellCalls = distinctCalls(await openNeutral(page, baseUrl));
      if (shellCalls.length > 0) inventory.push({ account, route: NEUTRAL, calls: shellCalls, shell: true });
      const shellKeys = new Set(shellCalls.map(callKey));
      const quiet: string[] = [];
      const menu = await menuAddresses(page);
      // The app is loaded afresh only after a screen that made calls of its own: a screen without any
      // ('Em construção' and the like) leaves the app's cache as it found it, holding the shell's
      // answers alone, so the next screen is opened from there as from a fresh load (the shell's
      // calls are left out of every screen's either way). The inventory's loads of the app went from
      // 105 to 33, the whole matrix's from 200 to 128 (386 → 316 CPU-s alone on 2 cores).
      let reload = false;
      for (const route of [...menu, ...(EXTRA_ADDRESSES[account] ?? [])]) {
        if (route === NEUTRAL) continue;
        const started = Date.now();
        const calls = await callsOf(page, baseUrl, route, shellKeys, reload);
        reload = calls.length > 0;
        if (calls.length > 0) inventory.push({ account, route, calls });
        else if (menu.includes(route)) quiet.push(route);
        if (process.env.FAULT_MATRIX_VERBOSE) console.log(`  ${account} ${route}: ${calls.length} calls, ${Date.now() - started} ms`);
      }
      quietScreens.set(account, quiet);
      await page.context().close();
    });
    inventory.sort((a, b) => a.route.localeCompare(b.route) || a.account.localeCompare(b.account));
    const distinct = new Set(inventory.flatMap((entry) => entry.calls.map((call) => `${call.method} ${call.path.toLowerCase()}`)));
    console.log(
      `[fault matrix] inventory: ${inventory.length} screens (route × account) with calls, ${distinct.size} distinct calls, ` +
        `${inventory.reduce((sum, entry) => sum + entry.calls.length, 0)} route calls`,
    );
    for (const entry of inventory) {
      const route = entry.shell ? `${entry.route} (shell)` : entry.route;
      console.log(`  ${entry.account.padEnd(10)} ${route.padEnd(28)} ${entry.calls.map((call) => `${call.method} ${call.path}`).join(', ')}`);
    }
    expect(inventory.length).toBeGreaterThan(0);
  }, 600_000);

  it('survives every failure of every call of every screen', async () => {
    // Every (address, call) once, by the first account whose screen makes it.
    const pairs: { entry: InventoryEntry; call: Call }[] = [];
    const seen = new Set<string>();
    for (const entry of inventory) {
      for (const call of entry.calls) {
        const key = `${entry.route} ${call.method} ${call.path.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        pairs.push({ entry, call });
      }
    }
    pairs.sort((a, b) => a.entry.account.localeCompare(b.entry.account));
    // FAULT_MATRIX_ONLY='gerente /usuarios' (a regular expression over 'account route METHOD path') narrows a run while debugging.
    const only = process.env.FAULT_MATRIX_ONLY ? new RegExp(process.env.FAULT_MATRIX_ONLY) : null;
    if (only) pairs.splice(0, pairs.length, ...pairs.filter(({ entry, call }) => only.test(`${entry.account} ${entry.route} ${call.method} ${call.path}`)));
    // Work in chunks of a few pairs of one account (a page signed in as that account each), longest
    // accounts split: the pages pull the next chunk when they finish, so none waits for another.
    const chunks: { entry: InventoryEntry; call: Call }[][] = [];
    for (const account of ACCOUNTS) {
      const own = pairs.filter((pair) => pair.entry.account === account);
      for (let start = 0; start < own.length; start += CHUNK_PAIRS) chunks.push(own.slice(start, start + CHUNK_PAIRS));
    }
    // Each lane keeps its page while its next chunk is of the same account (the chunks come in account
    // order): a sign-in is a load of the app and of the dashboard, and a new page for every chunk
    // signed in about 30 times for what 11 sign-ins do (each chunk still starts from a fresh load).
    const lanes: ({ account: Account; page: Page } | undefined)[] = [];
    await pool(chunks, PAGES, async (chunk, slot) => {
      const account = chunk[0]!.entry.account;
      let lane = lanes[slot];
      if (lane?.account !== account) {
        await lane?.page.context().close();
        lane = lanes[slot] = { account, page: await accountPage(browser(), baseUrl, account) };
      }
      const { page } = lane;
      for (const { entry, call } of chunk) {
        // A fresh app for the first case of a screen's call (the shell's cases load afresh each time).
        if (!entry.shell) await openNeutral(page, baseUrl);
        for (const kind of ALL_FAULT_KINDS) {
          let result = await runCase(page, entry, call, kind, entry.shell ? { baseUrl } : null);
          if (result.fired === 0 && !entry.shell) {
            // The call was answered from a cache this time, or is made while the app starts: load
            // the route afresh with the fault armed from the first call, and try once more.
            result = await runCase(page, entry, call, kind, { baseUrl });
            if (result.fired === 0 && process.env.FAULT_MATRIX_VERBOSE) {
              console.log(`  not reached: ${entry.account} ${entry.route} ${call.method} ${call.path} ${kind}; calls seen: ${JSON.stringify(await backendCalls(page))}`);
            }
          }
          results.push(result);
          if (process.env.FAULT_MATRIX_VERBOSE) console.log(`  ${result.survived ? 'ok ' : 'BAD'} ${entry.account} ${entry.route} ${result.call} ${kind}: ${result.ms} ms ${JSON.stringify(result.messages)}`);
        }
      }
    });
    await Promise.all(lanes.map((lane) => lane?.page.context().close()));
    const count = (test: (result: CaseResult) => boolean) => results.filter(test).length;
    const summary = {
      'faults injected': results.length,
      survived: count((result) => result.survived),
      'white screens': count((result) => result.whiteScreen),
      'endless spinners': count((result) => result.endlessSpinner),
      'menu broken': count((result) => !result.menuWorks),
      'not reached': count((result) => result.fired === 0),
      // Shell spec §8: 'Other failures are only logged and loading indicators stop' — a screen that says
      // nothing for a call the specs name no message for (the menu grants, the carousel…) is allowed;
      // counted so that the figure is seen.
      'only logged (spec §8)': count((result) => result.fired > 0 && result.kind !== 'unauthorized' && result.messages.length === 0),
      '401 not back on the route': count((result) => result.kind === 'unauthorized' && result.fired > 0 && !result.backOnRoute),
    };
    console.log(`[fault matrix] ${pairs.length} (address, call) pairs × ${ALL_FAULT_KINDS.length} failures: ${Object.entries(summary).map(([name, value]) => `${name} ${value}`).join(', ')}`);
    for (const result of results.filter((candidate) => !candidate.survived || candidate.fired === 0)) {
      console.log(`  ✖ ${result.account} ${result.route} ${result.call} ${result.kind}: ${JSON.stringify({ ...result, account: undefined, route: undefined, call: undefined, kind: undefined })}`);
    }
    expect(summary['not reached']).toBe(0);
    expect(summary['white screens']).toBe(0);
    expect(summary['endless spinners']).toBe(0);
    expect(summary['menu broken']).toBe(0);
    expect(summary.survived).toBe(results.length);
  }, 1_500_000);
});
