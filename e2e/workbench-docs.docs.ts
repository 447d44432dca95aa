import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, POLL } from './browser';

/**
 * Every docs page of the workbench, opened as a PM opens it (issue 20): the built Storybook
 * (e2e/docs-setup.ts), one Chromium, a few pages at a time. A page fails on:
 * - a render error: Storybook's error display, or an uncaught exception in the page;
 * - markdown left raw: a line of `|` cells outside code (a table the MDX compiler did not read);
 * - a story shown with another story's state: a story block on the page that shows an expired
 *   session ('Código: 401', 'Token inválido ou expirado') or the error boundary ('Algo deu
 *   errado!') although its name names no such state — what a shared mock backend used to cause;
 * - an axe violation on the page (every rule axe runs by default, minus the ones listed in
 *   {@link PAGE_COMPOSITION_RULES}, which judge the docs page as one document although it is many
 *   stories side by side: each story is checked whole, with every rule, by the story tests), and a
 *   heading level skipped by the page's own headings.
 * Figures (pages, stories on them, time) are printed at the end.
 */

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  tags?: string[];
}

/**
 * axe rules about the page as a whole, which a docs page breaks by design: each story of a
 * screen brings its own `main`, banner and h1 side by side, so landmarks repeat and a story's h1
 * sits between the page's headings. The story tests run every rule on each story alone; the
 * page's own headings are checked apart, stories left out.
 */
const PAGE_COMPOSITION_RULES = [
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
  'landmark-one-main',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
  'page-has-heading-one',
  'heading-order',
  'region',
];

/**
 * Storybook's own widgets, left out of the check: the props table (its boolean switches'
 * 'True'/'False' labels and the object editor's bare `<li>` are Storybook's markup) and the
 * Typeset block's grey size labels. What our pages and stories render is checked.
 */
const STORYBOOK_CHROME = ['.docblock-argstable', '.docblock-typeset'];

/**
 * Storybook's frame around each story (`.docs-story`) scrolls when a screen is wider or taller
 * than the docs column, and has no focusable element of its own: set aside, with the reason.
 */
const STORYBOOK_FRAME = {
  rule: 'scrollable-region-focusable',
  selector: '.docs-story',
  reason: "Storybook's story frame scrolls a screen wider than the docs column",
};

/** Story names that announce an expired session or a crash on purpose. */
const NAMES_SESSION = /unauthori|401|expir|sess[aã]o|token|sign.?out|sair/i;
const NAMES_CRASH = /error|erro|falha|fail|crash|boundary/i;

/** Pages opened at once (2 cores: more only queue). */
const AT_ONCE = 3;
/** How long a page may take to show its content. */
const RENDER_TIMEOUT_MS = 30_000;
/** The page counts as settled once nothing changed for this long (or after {@link SETTLE_MAX_MS}). */
const QUIET_MS = 600;
const SETTLE_MAX_MS = 8_000;

const figures = { pages: 0, stories: 0, tables: 0, ms: 0, renderMs: 0, axeMs: 0 };
/** Each page's render-and-settle time (ms): the slowest are printed at the end. */
const pageRenderMs: Array<[string, number]> = [];

describe('workbench docs pages', () => {
  const workbenchUrl = inject('workbenchUrl');
  let browser: Browser;
  let docs: IndexEntry[] = [];
  let storiesByTitle = new Map<string, IndexEntry[]>();

  beforeAll(async () => {
    const index = (await (await fetch(`${workbenchUrl}/index.json`)).json()) as { entries: Record<string, IndexEntry> };
    const entries = Object.values(index.entries);
    docs = entries.filter((entry) => entry.type === 'docs');
    storiesByTitle = new Map();
    for (const entry of entries) {
      if (entry.type === 'story') storiesByTitle.set(entry.title, [...(storiesByTitle.get(entry.title) ?? []), entry]);
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    console.log(
      `[workbench-docs] ${figures.pages} docs pages opened, ${figures.stories} stories shown on them, ` +
        `${figures.tables} markdown tables rendered; ${(figures.ms / 1000).toFixed(1)} s of page time ` +
        `(render and settle ${(figures.renderMs / 1000).toFixed(1)} s, axe ${(figures.axeMs / 1000).toFixed(1)} s); slowest to settle: ` +
        pageRenderMs
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)} s`)
          .join(', '),
    );
    await browser?.close();
  });

  it('has docs pages to open', ({ expect }) => {
    expect(docs.length).toBeGreaterThan(40);
  });

  it.concurrent.for(Array.from({ length: AT_ONCE }, (_, lane) => lane))('lane %i: every page renders, tables, isolated stories, axe', async (lane, { expect }) => {
    const mine = docs.filter((_, position) => position % AT_ONCE === lane);
    const problems: string[] = [];
    // One page per lane, as the workbench shows docs: the preview (Storybook's iframe) is loaded once,
    // with the lane's first page, and each next page is selected in it as the workbench's sidebar
    // does (the preview's `setCurrentStory`): the preview's code (React, axe, msw, the theme, the
    // fonts) is not parsed and started again for every page. Each story on a page still has its own
    // mock backend (.storybook/backend.ts). A page that fails to render is reported, and the next one
    // is selected in the same preview (tried with three broken pages).
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR', reducedMotion: 'reduce' });
    const page = await context.newPage();
    let loaded = false;
    for (const entry of mine) {
      const found = await checkPage(page, workbenchUrl, entry, storiesByTitle.get(entry.title) ?? [], loaded ? 'select' : 'load');
      for (const problem of found) problems.push(`${entry.id}: ${problem}`);
      loaded = true;
    }
    await context.close();
    expect(problems).toEqual([]);
  });
});

/** The preview's globals a lane uses to select the next page in place. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__: { onSetCurrentStory(selection: { storyId: string; viewMode: 'docs' }): Promise<void> };
  __STORYBOOK_ADDONS_CHANNEL__: { once(event: string, listener: (...args: never[]) => void): void };
  __docsRendered: string | null;
}

/** Opens one docs page and lists what is wrong with it. */
async function checkPage(page: Page, workbenchUrl: string, entry: IndexEntry, stories: IndexEntry[], how: 'load' | 'select' | 'again'): Promise<string[]> {
  const problems: string[] = [];
  let navigatedAway = false;
  const exceptions: string[] = [];
  const onError = (error: Error) => exceptions.push(error.message.split('\n')[0] ?? '');
  page.on('pageerror', onError);
  const started = performance.now();
  try {
    if (how === 'select') {
      // As the workbench's sidebar selects a page: the preview renders it in place and says so
      // ('docsRendered' with the page's id), or shows its error display.
      await page.evaluate((id) => {
        const preview = window as unknown as PreviewWindow;
        preview.__docsRendered = null;
        preview.__STORYBOOK_ADDONS_CHANNEL__.once('docsRendered', (rendered: string) => {
          preview.__docsRendered = rendered;
        });
        void preview.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: id, viewMode: 'docs' });
      }, entry.id);
      await page.waitForFunction(
        (id) => (window as unknown as PreviewWindow).__docsRendered === id || document.body.classList.contains('sb-show-errordisplay'),
        entry.id,
        { ...POLL, timeout: RENDER_TIMEOUT_MS },
      );
    } else {
      await page.goto(`${workbenchUrl}/iframe.html?viewMode=docs&id=${encodeURIComponent(entry.id)}`);
      await page.waitForFunction(
        () => document.querySelector('#storybook-docs .sbdocs-content') !== null || document.body.classList.contains('sb-show-errordisplay'),
        null,
        { ...POLL, timeout: RENDER_TIMEOUT_MS },
      );
    }
    await settle(page);
    const renderMs = performance.now() - started;
    figures.renderMs += renderMs;
    pageRenderMs.push([entry.id, renderMs]);
    const report = await page.evaluate(
      ({ sessionNames, crashNames }) => {
        const docsRoot = document.querySelector<HTMLElement>('#storybook-docs');
        const errorShown = document.body.classList.contains('sb-show-errordisplay');
        const errorText = errorShown ? (document.querySelector<HTMLElement>('.sb-errordisplay')?.innerText ?? '') : '';
        // Lines of text outside code blocks that look like a markdown table row.
        const clone = docsRoot?.cloneNode(true) as HTMLElement | undefined;
        clone?.querySelectorAll('pre, code, [id^="story--"]').forEach((node) => node.remove());
        const rawLines = (clone?.textContent ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => /^\|(?:[^|]*\|){2,}$/.test(line));
        const blocks = [...document.querySelectorAll<HTMLElement>('[id^="story--"]:not([id$="-inner"])')];
        const leaks: string[] = [];
        for (const block of blocks) {
          const id = block.id.slice('story--'.length);
          const text = block.textContent ?? '';
          if (/Código: 401|Token inválido ou expirado/.test(text) && !new RegExp(sessionNames, 'i').test(id)) leaks.push(`${id} shows an expired session: ${text.replace(/\s+/g, " ").slice(0, 160)}`);
          if (text.includes('Algo deu errado!') && !new RegExp(crashNames, 'i').test(id)) leaks.push(`${id} shows the error boundary`);
        }
        // The page's own headings (stories left out) go down one level at a time (axe's heading-order
        // cannot leave the stories' own h1s out).
        const skipped: string[] = [];
        let level = 0;
        for (const heading of docsRoot?.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? []) {
          if (heading.closest('[id^="story--"], .docblock-argstable')) continue;
          const next = Number(heading.tagName.slice(1));
          if (level > 0 && next > level + 1) skipped.push(`h${level} → h${next} '${(heading.textContent ?? '').slice(0, 60)}'`);
          level = next;
        }
        return {
          errorText,
          rawLines,
          leaks,
          skipped,
          blocks: blocks.length,
          tables: docsRoot ? [...docsRoot.querySelectorAll('table')].filter((table) => !table.closest('[id^="story--"], .docblock-argstable')).length : 0,
        };
      },
      { sessionNames: NAMES_SESSION.source, crashNames: NAMES_CRASH.source },
    );
    if (report.errorText) problems.push(`render error: ${report.errorText.slice(0, 300)}`);
    for (const line of report.rawLines.slice(0, 3)) problems.push(`raw markdown: ${line.slice(0, 120)}`);
    problems.push(...report.leaks);
    for (const skip of report.skipped) problems.push(`heading level skipped: ${skip}`);
    const axeStarted = performance.now();
    const whole = await axeViolations(page, { skip: PAGE_COMPOSITION_RULES, exclude: STORYBOOK_CHROME, ignore: [STORYBOOK_FRAME] });
    let violations = whole.violations;
    // Contrast is read from the colours of the moment: a story whose data arrived while axe ran eases
    // a control from the disabled grey to its colours (a transition that started after the page
    // settled). A contrast violation counts when it is still there once the page has settled again.
    if (violations.some((violation) => violation.id === 'color-contrast')) {
      await settle(page);
      const again = await axeViolations(page, { only: ['color-contrast'], exclude: STORYBOOK_CHROME, ignore: [STORYBOOK_FRAME] });
      violations = [...violations.filter((violation) => violation.id !== 'color-contrast'), ...again.violations];
    }
    figures.axeMs += performance.now() - axeStarted;
    for (const violation of violations) {
      const node = violation.nodes[0];
      problems.push(`axe ${violation.id} (${violation.count}): ${node?.target ?? ''} ${node?.html.slice(0, 200) ?? ''} — ${violation.help}`);
    }
    figures.pages += 1;
    figures.stories += Math.min(report.blocks, stories.length || report.blocks);
    figures.tables += report.tables;
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? '';
    // The frame's document was replaced while the page was being read (msw reloads a page its worker
    // does not control yet): opened once more with a load of its own, and a page that navigates away
    // again is reported with where it went.
    if (/Execution context was destroyed/.test(message) && how !== 'again') navigatedAway = true;
    else problems.push(`did not render: ${message}${/Execution context was destroyed/.test(message) ? ` (now at ${page.url()})` : ''}`);
  } finally {
    page.off('pageerror', onError);
    figures.ms += performance.now() - started;
  }
  if (navigatedAway) {
    console.warn(`[workbench-docs] ${entry.id}: the page navigated away while it was read (to ${page.url()}); opening it again`);
    return checkPage(page, workbenchUrl, entry, stories, 'again');
  }
  for (const message of exceptions) problems.push(`uncaught: ${message.slice(0, 200)}`);
  return problems;
}

/** Waits until the page stops changing (stories loading their data, dialogs opening). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(quiet, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(quiet, quietMs);
        });
        const limit = setTimeout(done, maxMs);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
        // Quiet, but a state change may still be fading in (a control turning enabled eases from the
        // disabled grey, a dialog's backdrop fades in over the stories): axe's contrast check reads the
        // colours of the moment, so the page settles once its finite animations and transitions have
        // ended (spinners run forever and are left alone).
        function quiet() {
          const running = document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
          if (running.length === 0) done();
          else void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
            clearTimeout(timer);
            timer = setTimeout(quiet, 50);
          });
        }
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          resolve();
        }
      }),
    { quietMs: QUIET_MS, maxMs: SETTLE_MAX_MS },
  );
}
