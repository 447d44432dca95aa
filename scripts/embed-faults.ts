// The fault matrix of `npm run test:embed` (issue 17): each embedded feature of the fresh partner app,
// each call it makes while it loads, each kind of failure. The calls are not listed here: a clean
// load of each host page is watched first and every backend call the feature's client makes (the
// requests that carry its bearer token; the host's own sign-in carries none) becomes a row. Then,
// for each (call, failure), the host page is loaded afresh with that call failing on every attempt
// (a sticky Playwright route, so the query client's own retry meets it too) and the test asks what a
// partner would:
// - is the host page intact: its heading and paragraph still there, its counter button still counting?
// - is the feature blank: an empty container, or no message at all (its error boundary 'Algo deu
//   errado!' + 'Tentar novamente', an alert, an error dialog or a failure text)?
// - is a spinner ('Carregando…' progress bar, `aria-busy`) still there a few seconds after the
//   client's time limit could have ended every call?
// - did the page throw (an uncaught error)? Console errors are expected: the faults cause them;
// - after a 401: was the host told (the client's `onUnauthorized`)?
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { ALL_FAULT_KINDS, type FaultKind } from '../e2e/faults.ts';

/** One host page of the fresh app and where its feature renders. */
export interface EmbedHost {
  /** The page, e.g. 'react.html'. */
  file: string;
  /** CSS selector of the element the feature renders into. */
  container: string;
  /** Resolves once the feature has rendered on a clean load (the inventory waits for it). */
  ready: (page: Page) => Promise<void>;
}

export interface EmbedFaultOptions {
  browser: Browser;
  /** Address of the fresh app, e.g. 'http://127.0.0.1:4173'. */
  appUrl: string;
  /** Address of the mock backend the host pages talk to. */
  backend: string;
  hosts: readonly EmbedHost[];
  /** The api client's time limit set by the host pages (`?timeout=`), kept short so the matrix is fast. */
  timeoutMs: number;
  /** Pages loaded side by side (the cases mostly wait). */
  pages: number;
  /** Prints every case as it ends. */
  verbose?: boolean;
}

interface Call {
  method: string;
  /** Path on the backend, e.g. '/sistema/Usuarios/0'. */
  path: string;
}

export interface EmbedFaultResult {
  host: string;
  call: string;
  kind: FaultKind;
  /** Calls the fault answered (0: the feature did not make the call this time). */
  fired: number;
  hostIntact: boolean;
  /** The feature's container had no text, or the host's own content was gone. */
  whiteScreen: boolean;
  endlessSpinner: boolean;
  /** What the feature said: its error boundary, alerts, dialogs, failure texts. */
  messages: string[];
  /** The feature said nothing, as the specs have it for this call ({@link SILENT_BY_SPEC}); its screen stayed. */
  onlyLogged?: boolean;
  /** 401 only: the host's `onUnauthorized` was called. */
  unauthorizedReported?: boolean;
  pageErrors: string[];
  survived: boolean;
  /** Why it did not survive, in words. */
  problems: string[];
  ms: number;
  /** Where the time went (ms): page load, until the fault fired, until the calls settled, the checks. */
  phases?: string;
}

/** A worker's tab: its page, the backend calls it makes and the errors it throws (per case). */
interface Tab {
  page: Page;
  watch: ReturnType<typeof watchBackend>;
  pageErrors: string[];
}

/** The failures the query client retries once after 1 s (network, 5xx): a case waits longer for quiet. */
const RETRIED: ReadonlySet<FaultKind> = new Set(['http500', 'http503Html', 'network']);
/** How long a spinner may stay once every call has ended (a render after the last answer). */
const SPINNER_GRACE_MS = 3_000;
/** Texts that say a call failed: the error boundary, the api's failure reasons, the features' own messages. */
const FAILURE_TEXTS = [
  /Algo deu errado/,
  /Tente novamente mais tarde\./,
  /Tentar novamente/,
  /Não houve retorno de dados\./,
  /Não foi possível[^.\n]*/,
  /O servidor não respondeu a tempo\./,
  /Sem resposta do servidor[^.\n]*/,
  /O servidor respondeu num formato[^.\n]*/,
  /Sua sessão expirou[^.\n]*/,
];

/**
 * Calls whose failure the specs give no message of its own: the feature shows its screen and goes on.
 * Such a case must still not be blank (the feature's own screen is there), and is counted apart
 * ('only logged'). Any other call that fails and leaves the feature silent fails the matrix.
 */
const SILENT_BY_SPEC: Readonly<Record<string, string>> = {
  // notifications §6: without the permission the edit controls stay disabled; shell §8 and metas §8:
  // other (permission) fetch failures are only logged and loading indicators stop.
  'GET /permissaosistema/getdadospermissoes': 'notifications §6, shell §8, metas §8',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer of a faulted call (a cross-origin backend: the answer carries the CORS header). */
async function answer(route: Route, kind: FaultKind): Promise<void> {
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const json = (status: number, body: unknown) =>
    route.fulfill({ status, headers: { ...cors, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  switch (kind) {
    case 'http500':
      return json(500, { message: 'Erro interno do servidor.' });
    case 'http503Html':
      return route.fulfill({
        status: 503,
        headers: { ...cors, 'Content-Type': 'text/html' },
        body: '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>',
      });
    case 'wrongShape':
      return json(200, { inesperado: true });
    case 'emptyBody':
      return route.fulfill({ status: 200, headers: { ...cors, 'Content-Type': 'application/json' }, body: '' });
    case 'network':
      return route.abort('connectionreset');
    case 'unauthorized':
      return json(401, { message: 'Invalid access_token' });
    case 'timeout':
      // Never answered: only the client's time limit (or the page going away) ends the request.
      return;
  }
}

/**
 * The backend calls of a page: those in flight, when the last one ended, and every one made since
 * the last `reset()` (a page serves one case after another: a call of the previous document that
 * ends late is not counted).
 */
function watchBackend(page: Page, backend: string) {
  const inflight = new Set<Request>();
  const state = { lastEnded: Date.now(), calls: [] as (Call & { authorized: boolean })[] };
  page.on('request', (request) => {
    if (!request.url().startsWith(backend) || request.method() === 'OPTIONS') return;
    inflight.add(request);
    const { pathname } = new URL(request.url());
    state.calls.push({ method: request.method(), path: pathname, authorized: /^Bearer /.test(request.headers()['authorization'] ?? '') });
  });
  const ended = (request: Request) => {
    if (inflight.delete(request)) state.lastEnded = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    state,
    reset() {
      inflight.clear();
      state.calls = [];
      state.lastEnded = Date.now();
    },
    /** Waits until no call has been in flight for `quietMs`; false if that did not happen within `timeoutMs`. */
    async quiet(quietMs: number, timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inflight.size === 0 && Date.now() - state.lastEnded >= quietMs) return true;
        await sleep(100);
      }
      return false;
    },
  };
}

/** What the page shows now: the host's content, the feature's text, spinners, alerts and dialogs. */
function look(page: Page, container: string) {
  // No named helpers inside: tsx (esbuild, keepNames) would wrap them in a `__name` the page lacks.
  return page.evaluate((selector) => {
    const feature = document.querySelector<HTMLElement>(selector);
    const featureText = (feature?.innerText ?? '').trim();
    const spinner =
      [...document.querySelectorAll('[role="progressbar"]')].some(
        (element) => element.checkVisibility() && (element.getAttribute('aria-label') ?? '').startsWith('Carregando'),
      ) || [...document.querySelectorAll('[aria-busy="true"]')].some((element) => element.checkVisibility());
    // Alerts in the feature, and dialogs anywhere (react-aria renders them at the end of <body>); a
    // message without a role is found by its words (FAILURE_TEXTS).
    const said = [
      ...(feature ? [...feature.querySelectorAll<HTMLElement>('[role="alert"]')] : []),
      ...document.querySelectorAll<HTMLElement>('[role="alertdialog"], [role="dialog"]'),
    ]
      .filter((element) => element.checkVisibility())
      .map((element) => element.innerText.trim())
      .filter(Boolean);
    return {
      featureText: featureText.slice(0, 2_000),
      hostHeading: (document.querySelector<HTMLElement>('header.host h1')?.innerText ?? '').trim(),
      hostNote: (document.querySelector<HTMLElement>('#host-note')?.innerText ?? '').trim(),
      spinner,
      said,
    };
  }, container);
}

/**
 * Closes what the feature opened over the page to say something (a modal dialog keeps the host page
 * out of reach while it is open): its 'OK'/'Ok'/'Fechar' button, or Escape — what a user does first.
 */
async function dismissDialogs(page: Page): Promise<boolean> {
  let dismissed = false;
  for (let round = 0; round < 3; round += 1) {
    const open = page.locator('[role="alertdialog"]:visible, [role="dialog"]:visible').last();
    if ((await open.count()) === 0) return dismissed;
    const button = open.getByRole('button', { name: /^(OK|Ok|Fechar)$/ }).first();
    if ((await button.count()) > 0) await button.click({ timeout: 2_000 }).catch(() => undefined);
    else await page.keyboard.press('Escape');
    await open.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
    dismissed = true;
  }
  return dismissed;
}

/** Whether the host's own button still works: a click adds one to its counter. */
async function hostCounterWorks(page: Page): Promise<boolean> {
  const button = page.locator('#host-counter');
  const count = async () => Number(await button.getAttribute('data-count', { timeout: 2_000 }));
  try {
    const before = await count();
    await button.click({ timeout: 3_000 });
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline) {
      if ((await count()) === before + 1) return true;
      await sleep(50);
    }
  } catch {
    // not there, or covered: the host is not usable
  }
  return false;
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * The matrix: an inventory of each host page's calls (a clean load), then every (host, call, kind),
 * `pages` at a time. Returns the inventory and one result per case.
 */
export async function runEmbedFaultMatrix(options: EmbedFaultOptions): Promise<{
  inventory: { host: string; calls: string[] }[];
  results: EmbedFaultResult[];
}> {
  const { browser, appUrl, backend, hosts, timeoutMs } = options;
  const address = (file: string) => `${appUrl}/${file}?api=${encodeURIComponent(backend)}&timeout=${timeoutMs}`;
  // A call and its one automatic retry may each run into the time limit, with the retry's 1 s delay
  // between, plus the load of the page and the host's sign-in.
  const settleMs = 2 * timeoutMs + 1_000 + 5_000;

  // A browser context per worker (the contexts are closed at the end, whatever happened), asking for
  // reduced motion as the end-to-end tests do (e2e/browser.ts: no animation redrawn while a case waits).
  const contexts: BrowserContext[] = [];
  const newContext = async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR', reducedMotion: 'reduce' });
    contexts.push(context);
    return context;
  };

  try {
    // The inventory: the calls each feature makes on a clean load, in the order it makes them.
    const inventory: { host: EmbedHost; calls: Call[] }[] = [];
    await pool(hosts, options.pages, async (host) => {
      const context = await newContext();
      const page = await context.newPage();
      const watch = watchBackend(page, backend);
      await page.goto(address(host.file));
      await host.ready(page);
      await watch.quiet(800, 20_000);
      const seen = new Map<string, Call>();
      for (const call of watch.state.calls) {
        if (call.authorized) seen.set(`${call.method} ${call.path.toLowerCase()}`, { method: call.method, path: call.path });
      }
      inventory.push({ host, calls: [...seen.values()] });
      await page.close();
    });
    inventory.sort((a, b) => hosts.indexOf(a.host) - hosts.indexOf(b.host));

    // Every case; the hosts interleaved so that the slow cases (time limits) spread over the pages.
    const cases: { host: EmbedHost; call: Call; kind: FaultKind }[] = [];
    for (const kind of ALL_FAULT_KINDS) {
      for (const { host, calls } of inventory) for (const call of calls) cases.push({ host, call, kind });
    }
    const results: EmbedFaultResult[] = [];
    // `pages` workers, each a tab of its own context, take the next case when they finish one. A tab
    // serves its cases one after another (a fresh load each: about half the cost of a new tab);
    // its storage is emptied before each document runs, so no case inherits another's.
    await Promise.all(
      Array.from({ length: Math.min(options.pages, cases.length) }, async () => {
        const context = await newContext();
        const page = await context.newPage();
        await page.addInitScript({ content: 'sessionStorage.clear(); localStorage.clear();' });
        const tab: Tab = { page, watch: watchBackend(page, backend), pageErrors: [] };
        page.on('pageerror', (error) => tab.pageErrors.push(error.message));
        for (let next = cases.shift(); next; next = cases.shift()) {
          const result = await runCase(tab, next.host, next.call, next.kind);
          results.push(result);
          if (options.verbose) {
            console.log(
              `  ${result.survived ? 'ok ' : 'BAD'} ${result.host} ${result.call} ${result.kind} ${result.ms} ms (${result.phases ?? ''}) ${JSON.stringify(result.messages.slice(0, 1))}${result.problems.length ? ` ${result.problems.join('; ')}` : ''}`,
            );
          }
        }
      }),
    );
    const order = (result: EmbedFaultResult) => hosts.findIndex((host) => host.file === result.host);
    results.sort((a, b) => order(a) - order(b) || a.call.localeCompare(b.call) || ALL_FAULT_KINDS.indexOf(a.kind) - ALL_FAULT_KINDS.indexOf(b.kind));
    return {
      inventory: inventory.map(({ host, calls }) => ({ host: host.file, calls: calls.map((call) => `${call.method} ${call.path}`) })),
      results,
    };
  } finally {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  }

  /** One case: the host page loaded afresh with `call` failing as `kind` on every attempt. */
  async function runCase({ page, watch, pageErrors }: Tab, host: EmbedHost, call: Call, kind: FaultKind): Promise<EmbedFaultResult> {
    const started = Date.now();
    watch.reset();
    pageErrors.length = 0;
    let fired = 0;
    const target = call.path.toLowerCase();
    await page.route(
      (url) => url.href.startsWith(backend) && url.pathname.toLowerCase() === target,
      (route) => {
        if (route.request().method() !== call.method) return route.fallback();
        fired += 1;
        return answer(route, kind);
      },
    );
    const problems: string[] = [];
    try {
      await page.goto(address(host.file), { waitUntil: 'domcontentloaded' });
      const loaded = Date.now();
      const deadline = Date.now() + 15_000;
      while (fired === 0 && Date.now() < deadline) await sleep(50);
      const firedAt = Date.now();
      const settled = await watch.quiet(RETRIED.has(kind) ? 1_200 : 400, settleMs);
      const settledAt = Date.now();
      // The feature may still be showing its spinner for a moment after the last call ended.
      let seen = await look(page, host.container);
      const graceEnds = Date.now() + SPINNER_GRACE_MS;
      while (seen.spinner && Date.now() < graceEnds) {
        await sleep(200);
        seen = await look(page, host.container);
      }
      const messages = [...new Set([...seen.said, ...FAILURE_TEXTS.flatMap((pattern) => seen.featureText.match(pattern)?.[0] ?? [])])];
      const hostContent = /^Portal do parceiro/.test(seen.hostHeading) && seen.hostNote.length > 0;
      const featureBlank = seen.featureText.length === 0;
      await dismissDialogs(page);
      const counting = await hostCounterWorks(page);
      const hostIntact = hostContent && counting;
      const phases = `load ${loaded - started}, fired +${firedAt - loaded}, settled +${settledAt - firedAt}, checked +${Date.now() - settledAt}`;
      const endlessSpinner = !settled || seen.spinner;
      const unauthorized =
        kind === 'unauthorized'
          ? await page.evaluate(() => ((window as unknown as { unauthorized?: unknown[] }).unauthorized ?? []).length > 0)
          : undefined;

      if (fired === 0) problems.push('the feature did not make the call');
      if (!hostContent) problems.push(`the host's content is gone (h1 '${seen.hostHeading}', note '${seen.hostNote}')`);
      else if (!counting) problems.push("the host's button does not count");
      const silentBySpec = SILENT_BY_SPEC[`${call.method} ${target}`];
      if (featureBlank) problems.push('the feature is blank');
      else if (messages.length === 0 && !silentBySpec) problems.push(`the feature says nothing (it shows: ${JSON.stringify(seen.featureText.slice(0, 160))})`);
      if (endlessSpinner) problems.push(settled ? 'a spinner is still shown' : `calls still in flight after ${settleMs} ms`);
      if (unauthorized === false) problems.push("the host's onUnauthorized was not called");
      if (pageErrors.length > 0) problems.push(`uncaught page errors: ${pageErrors.join(' | ')}`);
      return {
        host: host.file,
        call: `${call.method} ${call.path}`,
        kind,
        fired,
        hostIntact,
        whiteScreen: featureBlank || !hostContent,
        endlessSpinner,
        messages,
        onlyLogged: messages.length === 0 && !!silentBySpec,
        ...(unauthorized === undefined ? {} : { unauthorizedReported: unauthorized }),
        pageErrors: [...pageErrors],
        survived: problems.length === 0,
        problems,
        ms: Date.now() - started,
        phases,
      };
    } catch (error) {
      problems.push(`the case failed: ${String(error).split('\n')[0]}`);
      return {
        host: host.file,
        call: `${call.method} ${call.path}`,
        kind,
        fired,
        hostIntact: false,
        whiteScreen: false,
        endlessSpinner: false,
        messages: [],
        pageErrors: [...pageErrors],
        survived: false,
        problems,
        ms: Date.now() - started,
      };
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  }
}

/** The summary lines: one per host and a total, `faults injected N, survived N, white screens N, endless spinners N`. */
export function summarize(results: readonly EmbedFaultResult[], hosts: readonly string[]): string[] {
  const line = (label: string, subset: readonly EmbedFaultResult[]) =>
    `[embed faults] ${label}: faults injected ${subset.filter((result) => result.fired > 0).length}, ` +
    `survived ${subset.filter((result) => result.survived).length}, ` +
    `white screens ${subset.filter((result) => result.whiteScreen).length}, ` +
    `endless spinners ${subset.filter((result) => result.endlessSpinner).length}`;
  const silent = results.filter((result) => result.onlyLogged && result.survived);
  const silentCalls = [...new Set(silent.map((result) => result.call))];
  return [
    ...hosts.map((host) => line(host, results.filter((result) => result.host === host))),
    line('total', results),
    ...(silent.length
      ? [`[embed faults] only logged, as the specs say (the feature's screen stays, no message): ${silent.length} cases (${silentCalls.join(', ')})`]
      : []),
  ];
}
