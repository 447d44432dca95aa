import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, headlessChromiumPath } from '../scripts/chromium';

/**
 * How the tests' `waitForFunction` checks a page's state: every 50 ms. Playwright's default checks on
 * every animation frame, which keeps a page drawing frames for as long as it waits (about 0.6 CPU-s
 * per 10 s of waiting per page in Chromium, against 0.08 on an interval, measured on 2 cores).
 */
export const POLL = { polling: 50 } as const;

/** Password of every demo account of the embedded mock backend. */
export const DEMO_PASSWORD = 'Portal@Metas9';

/**
 * V8 without its helper threads (concurrent marking, parallel scavenges, background compilation): on
 * a 2-core machine that the tests keep busy those threads only compete with the page's own, and the
 * end-to-end files took less CPU (routes and keyboard: 86.0 and 86.4 → 82.9 and 79.5 CPU-s; the
 * fault matrix 326 → 318 CPU-s). Not for the story projects, which it did not make cheaper
 * (SellerApproval and MetasPlanning: 135.9 → 138.4 and 150.5 CPU-s).
 */
const E2E_V8_FLAGS = '--js-flags=--single-threaded';

/** Debian's Chromium through playwright-core: never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessChromiumPath(), args: [...chromiumArgs, E2E_V8_FLAGS], headless: true });
}

/**
 * The Chromium of this worker process: launched by the first file that needs it, then shared by the
 * next files the worker runs (the e2e project does not isolate its files: vitest.config.ts), as a user
 * keeps one browser open. Each launch cost about 2 CPU-s on 2 cores. Playwright closes it when the
 * process exits.
 */
let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const browser = await (shared ??= launchBrowser());
  if (browser.isConnected()) return browser;
  shared = launchBrowser();
  return shared;
}

/**
 * The browser for the calling file or `describe`: the worker's shared Chromium, ready before its
 * tests; after them, every context they left open is closed, so the next file starts on a browser
 * with nothing open (each test opens its own context: cookies, storage and the demo backend are its
 * own). Returns a getter, since the browser exists only once the tests run: `openPage(browser())`.
 */
export function browserForTests(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: call browserForTests() at the top of a file or describe');
    return browser;
  };
}

/**
 * The browser contexts of the end-to-end tests: 1366×768, pt-BR, and the person asks for reduced
 * motion (the theme then ends every animation at once and spinners stand still), so no page redraws
 * an animation frame by frame while a test waits: the fault matrix took 18 % less CPU (183 → 150
 * CPU-s for one account on 2 cores). `e2e/smoke.e2e.ts` signs in and moves between screens with full
 * motion; the stories test the animations themselves.
 */
export const CONTEXT_OPTIONS = { viewport: { width: 1366, height: 768 }, locale: 'pt-BR', reducedMotion: 'reduce' } as const satisfies BrowserContextOptions;

/**
 * A page that records console errors and uncaught exceptions, so a test can assert there were none.
 * `prepare` runs on its new context before the page opens (e.g. an init script that must see the
 * page's first script). `motion: 'full'`: without the reduced-motion request of {@link CONTEXT_OPTIONS}.
 */
export async function openPage(
  browser: Browser,
  prepare?: (context: BrowserContext) => Promise<void>,
  { motion = 'reduced' }: { motion?: 'reduced' | 'full' } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, reducedMotion: motion === 'full' ? 'no-preference' : 'reduce' });
  await prepare?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The address says which resource failed ('Failed to load resource: … 404' names none).
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Fills the sign-in form as a person would and presses 'Entrar'. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs a demo account in from /login and waits for the dashboard. With `at` (a path and query), the
 * guest opens that address instead, the guard sends him to /login, and signing in brings him back
 * there (shell spec §4): for a test whose next step is that screen, without the dashboard on the way
 * (its data and images cost about 0.3 CPU-s per sign-in on 2 cores). The caller waits for the screen.
 */
export async function signIn(page: Page, baseUrl: string, email: string, { at }: { at?: string } = {}): Promise<void> {
  if (at) {
    await page.goto(`${baseUrl}${at}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await submitSignIn(page, email);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === at);
    return;
  }
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, email);
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: /^Bem vindo ao Conecta/ }).waitFor();
  await dashboardSettled(page);
}

/**
 * Signs the current user out and another in, in the same tab: the demo backend keeps its data per
 * tab (sessionStorage), so one tab can play every role of a workflow.
 */
export async function switchUser(page: Page, baseUrl: string, email: string): Promise<void> {
  // Leaving a screen with its calls in flight sends them past the demo service worker (404s in the
  // console): where the fault layer counts the calls (e2e/faults.ts), wait until none is in flight.
  await page.waitForFunction(
    () => {
      const state = (window as unknown as { __conectaFaults?: { inflight: number } }).__conectaFaults;
      return !state || state.inflight === 0;
    },
    undefined,
    { ...POLL, timeout: 15_000 },
  );
  // 'Sair' in the side menu, as the user leaves (the app signs out without loading the page again:
  // a load of /logout cost about 0.35 CPU-s per switch on 2 cores); from a screen without the menu,
  // its address.
  const sair = page.locator('nav[aria-label="Menu principal"]').getByRole('button', { name: 'Sair' });
  if ((await sair.count()) > 0) await sair.click();
  else await page.goto(`${baseUrl}/logout`);
  await page.waitForURL('**/login');
  await submitSignIn(page, email);
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: /^Bem vindo ao Conecta/ }).waitFor();
  await dashboardSettled(page);
}

/**
 * Waits until the dashboard has its data, its inbox its list and its carousel its images. A test that then leaves by
 * `page.goto` would otherwise unload the page with requests in flight: the demo backend's service
 * worker lets a closing page's requests through to the preview server, whose 404s reach the console.
 */
export async function dashboardSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const screen = document.querySelector('main [data-status]');
    if (!screen || screen.getAttribute('data-status') === 'loading') return false;
    // The inbox's list (issue 26), for the roles that have one.
    if (document.querySelector('[role="progressbar"][aria-label="Carregando caixa de entrada"]')) return false;
    // The approvals of the month (issue 26), for managers and masters.
    if (document.querySelector('[role="progressbar"][aria-label="Carregando aprovações"]')) return false;
    const carousel = document.querySelector('[aria-roledescription="carrossel"]');
    if (!carousel) return true;
    if (carousel.getAttribute('aria-busy') === 'true') return false;
    return [...carousel.querySelectorAll('img')].every((image) => image.complete);
  }, undefined, POLL);
}

/** Console errors a test expects: the 401s that a sign-out by design produces. */
export const unexpected = (errors: string[]) => errors.filter((error) => !/\b401\b|Unauthorized/.test(error));

/** The demo team's other supervisors (e2e/metas.e2e.ts signs each in on screen; the shorter flows use the API). */
const OTHER_SUPERVISORS = [
  { id: 5101, email: 'supervisor2@conecta.example' },
  { id: 5103, email: 'supervisor3@conecta.example' },
  { id: 5104, email: 'supervisor4@conecta.example' },
];

/**
 * The team's other three supervisors approve target version `versao` (VBC, BRL1, broker 10234)
 * through the API (PUT /GravarProgramarMetasVendedor), each signed in with his own account: the
 * approval is the supervisor's alone (function 11 in the contract's access table). The page's own
 * session is left as it is. Returns the three HTTP statuses.
 */
export async function approveForOtherSupervisors(page: Page, versao: string): Promise<number[]> {
  return page.evaluate(
    async ({ supervisors, query, password }) =>
      Promise.all(
        supervisors.map(async ({ id, email }) => {
          const signIn = await fetch('/backend/sistema/Usuarios/auth', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email, senha: password }),
          });
          const { token } = (await signIn.json()) as { token: string };
          const params = new URLSearchParams({ ...query, usuario: email, token, IdEmpregadoResponsavel: String(id) });
          const answer = await fetch(`/backend/GravarProgramarMetasVendedor?${params}`, {
            method: 'PUT',
            headers: { Authorization: `Bearer ${token}` },
          });
          return answer.status;
        }),
      ),
    {
      supervisors: OTHER_SUPERVISORS,
      password: 'Portal@Metas9',
      query: {
        IdPuxada: '10234',
        Versao: versao,
        TipoMeta: 'VBC',
        Linha: 'BRL1',
        DataAtualizacao: '2026-01-01 00:00:00',
      },
    },
  );
}
