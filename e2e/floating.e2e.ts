import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, unexpected } from './browser';

/**
 * Issue 16 item 1: no floating element may ever cover an action, at any scroll position, at the
 * notebook (1366×768) and at 768 px (house rule 13). The supervisor split's changes panel and the
 * seller screen's difference banner are the ui `DockedBar`: docked at the bottom of the screen in
 * the page's flow, with the screen's actions inside it (supervisor split).
 *
 * For every scroll position (0 to the end, every 100 px, and 370 where the panel appears), in the
 * built demo portal:
 * - every visible, enabled button, link or field whose centre is in the viewport and not behind
 *   the docked bar (or a 6-second snackbar) receives a hit at its centre (`document.elementFromPoint`);
 *   the bar's own actions always do, snackbar or not (snackbars stack above the bar);
 * - the floating panel never overlaps 'Voltar' or 'Programar Metas';
 * - at the end of the page nothing is behind the bar (it reserves its own space), and every card
 *   action is, at some position, fully clear of the bar and reachable.
 * Then a real mouse click (no `force`) at the centre of 'Programar Metas', scrolled ≥ 370 px,
 * reaches the button and programs the target.
 */

/** A period `back` months before the current one, as the seed writes it (YYYYMM). */
function periodBack(back: number): { ano: number; mes: number; periodo: string } {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - back);
  const ano = date.getFullYear();
  const mes = date.getMonth() + 1;
  return { ano, mes, periodo: `${ano}${String(mes).padStart(2, '0')}` };
}

/** The address of a seeded VBC target of line BRL1 (metas-seed: 'Rateada' 3 months back, 'Aprovada gerente' 2). */
function targetSearch(back: number): string {
  const { ano, mes, periodo } = periodBack(back);
  return `?ano=${ano}&mes=${mes}&meta=VBC&versao=${periodo}-V01&linha=BRL1`;
}

interface Scan {
  y: number;
  /** Controls whose visible centre did not receive the hit: what covers them. */
  covered: string[];
  /** Named actions the floating panel overlaps. */
  overlapped: string[];
  /** Card actions that intersect the docked bar at this position. */
  cardActionsUnderBar: string[];
  /** Card actions fully clear of the bar that received the hit. */
  cardActionsClear: string[];
  hasPanel: boolean;
}

/** One scroll position, measured in the page. */
function scanAt(page: Page, y: number, floatingName: string, barName: string, actionNames: string[]): Promise<Scan> {
  return page.evaluate(
    async ({ y, floatingName, barName, actionNames }) => {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const describe = (element: Element | null) =>
        element
          ? `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
          : 'nothing';
      const panel = document.querySelector(`aside[aria-label="${floatingName}"]`);
      const bar = document.querySelector(`[role="region"][aria-label="${barName}"]`) ?? panel;
      const barBox = bar?.getBoundingClientRect() ?? null;
      // 1 px of slack: elementFromPoint rounds a fractional centre, and a centre on the edge is half hidden.
      const inBox = (box: DOMRect | null, x: number, cy: number) =>
        box !== null && x >= box.left - 1 && x <= box.right + 1 && cy >= box.top - 1 && cy <= box.bottom + 1;
      // The 6-second snackbars (shell spec §9, e.g. 'Logged in with JWT' after each page load) float
      // too: content behind one is skipped like content behind the bar, but the bar's own actions
      // are never skipped (the toasts stack above the bar).
      const toastBoxes = [...document.querySelectorAll('section[aria-label="Notificações"] > *')].map((toast) => toast.getBoundingClientRect());
      const selector = 'button, a[href], input, select, textarea, [role="link"], [role="button"], [role="checkbox"], [role="radio"]';
      const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((control) => {
        if (control.matches(':disabled, [aria-disabled="true"], [aria-hidden="true"] *')) return false;
        const box = control.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) return false; // visually hidden inputs of react-aria
        return getComputedStyle(control).visibility !== 'hidden';
      });
      const covered: string[] = [];
      const cardActionsUnderBar: string[] = [];
      const cardActionsClear: string[] = [];
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const isCardAction = control.closest('article') !== null && control.tagName === 'BUTTON';
        const name = control.getAttribute('aria-label') ?? (control.textContent ?? '').trim();
        if (isCardAction && barBox && box.bottom > barBox.top && box.top < barBox.bottom && box.top < window.innerHeight)
          cardActionsUnderBar.push(name);
        if (x < 0 || x > window.innerWidth || cy < 0 || cy > window.innerHeight) continue;
        const inDock = bar?.contains(control) ?? false;
        if (!inDock && (inBox(barBox, x, cy) || toastBoxes.some((box) => inBox(box, x, cy)))) continue;
        const hit = document.elementFromPoint(x, cy);
        if (!control.contains(hit)) covered.push(`${describe(control)} at (${Math.round(x)}, ${Math.round(cy)}) ← ${describe(hit)}`);
        else if (isCardAction && (!barBox || box.bottom <= barBox.top)) cardActionsClear.push(name);
      }
      const overlapped: string[] = [];
      if (panel) {
        const p = panel.getBoundingClientRect();
        for (const actionName of actionNames) {
          for (const button of document.querySelectorAll('button')) {
            if ((button.textContent ?? '').trim() !== actionName) continue;
            const b = button.getBoundingClientRect();
            if (p.left < b.right && b.left < p.right && p.top < b.bottom && b.top < p.bottom) overlapped.push(actionName);
          }
        }
      }
      return { y: window.scrollY, covered, overlapped, cardActionsUnderBar, cardActionsClear, hasPanel: panel !== null };
    },
    { y, floatingName, barName, actionNames },
  );
}

/** Scans every position from 0 to the end (every 100 px, and 370). */
async function scanPage(page: Page, floatingName: string, barName: string, actionNames: string[]): Promise<Scan[]> {
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const positions = [...new Set([...Array.from({ length: Math.ceil(max / 100) + 1 }, (_, i) => Math.min(i * 100, max)), 370, max])].sort(
    (a, b) => a - b,
  );
  const scans: Scan[] = [];
  for (const y of positions) scans.push(await scanAt(page, y, floatingName, barName, actionNames));
  return scans;
}

/** Records the target of the next mouse click (capture phase), to prove where a real click lands. */
async function recordNextClick(page: Page): Promise<() => Promise<string | null>> {
  await page.evaluate(() => {
    const w = window as unknown as { __clicked?: string | null };
    w.__clicked = null;
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest('button') : null;
        w.__clicked = target ? (target.textContent ?? '').trim() : event.target instanceof Element ? event.target.tagName : null;
      },
      { capture: true, once: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { __clicked?: string | null }).__clicked ?? null);
}

/** Clicks the centre of a button with the mouse, as a person does (no `force`, no scrolling into view). */
async function mouseClickCentre(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
] as const;

describe('floating elements never cover an action', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  for (const viewport of VIEWPORTS) {
    it(`supervisor split at ${viewport.width}×${viewport.height}: every action reachable at every scroll position; a real click on 'Programar Metas' scrolled ≥ 370 px programs`, async () => {
      const { page, errors } = await openPage(browser());
      await signIn(page, baseUrl, 'gerente@conecta.example');
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/metas/programacao${targetSearch(3)}`);
      await page.getByRole('heading', { level: 1, name: 'Programacao Supervisor VBC' }).waitFor();
      await page.getByRole('article').first().waitFor({ timeout: 20_000 });
      const cards = page.getByRole('article');
      expect(await cards.count()).toBe(4);
      // A longer page with more actions: the last card's categories open.
      await cards.last().getByRole('button', { name: /^Ver categorias de / }).click();
      await cards.last().getByRole('table').waitFor({ timeout: 15_000 });

      const scans = await scanPage(page, 'Alterações da programação', 'Ações da programação', ['Voltar', 'Programar Metas']);
      const max = Math.max(...scans.map((scan) => scan.y));
      console.info(
        `[floating] supervisor split ${viewport.width}×${viewport.height}: ${scans.length} positions (0–${max} px), ` +
          `panel shown at ${scans.filter((scan) => scan.hasPanel).length}, covered controls ${scans.reduce((n, scan) => n + scan.covered.length, 0)}`,
      );
      expect(scans.filter((scan) => scan.covered.length > 0)).toEqual([]);
      expect(scans.filter((scan) => scan.overlapped.length > 0)).toEqual([]);
      // The panel shows from 370 px on (spec §2.2, §9), and only then.
      for (const scan of scans) expect(scan.hasPanel).toBe(scan.y >= 370);
      // The bar reserves its own space: at the end of the page no card action is behind it.
      expect(scans.find((scan) => scan.y === max)?.cardActionsUnderBar).toEqual([]);
      // Every card action is, at some position, clear of the bar and hit at its centre.
      const actions = await page.evaluate(() =>
        [...document.querySelectorAll('article button')].map((button) => button.getAttribute('aria-label') ?? (button.textContent ?? '').trim()),
      );
      const clear = new Set(scans.flatMap((scan) => scan.cardActionsClear));
      expect(actions.filter((name) => !clear.has(name))).toEqual([]);

      // A real mouse click on 'Programar Metas' at ≥ 370 px.
      for (const y of [370, Math.min(max, 470)]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.getByRole('complementary', { name: 'Alterações da programação' }).waitFor();
      }
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(370);
      const clicked = await recordNextClick(page);
      await mouseClickCentre(page, 'Programar Metas');
      expect(await clicked()).toBe('Programar Metas');
      await page.getByRole('dialog', { name: /Metas programadas!/ }).or(page.getByRole('alertdialog', { name: /Metas programadas!/ })).waitFor({ timeout: 15_000 });
      expect(unexpected(errors)).toEqual([]);
      await page.context().close();
    });

    it(`seller screen at ${viewport.width}×${viewport.height}: every action reachable at every scroll position; a real click on 'Aprovar Metas' scrolled ≥ 370 px reaches it`, async () => {
      const { page, errors } = await openPage(browser());
      await signIn(page, baseUrl, 'supervisor@conecta.example');
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/metas/rateio-vendedor${targetSearch(2)}`);
      await page.getByRole('heading', { level: 1, name: 'Aprovar Metas VBC' }).waitFor();
      await page.getByRole('textbox', { name: /^Meta planejada de / }).first().waitFor({ timeout: 20_000 });

      const scans = await scanPage(page, 'Diferença entre vendedores e supervisor', 'Diferença a distribuir', []);
      const max = Math.max(...scans.map((scan) => scan.y));
      console.info(
        `[floating] seller screen ${viewport.width}×${viewport.height}: ${scans.length} positions (0–${max} px), ` +
          `banner shown at ${scans.filter((scan) => scan.hasPanel).length}, covered controls ${scans.reduce((n, scan) => n + scan.covered.length, 0)}`,
      );
      expect(scans.filter((scan) => scan.covered.length > 0)).toEqual([]);
      for (const scan of scans) expect(scan.hasPanel).toBe(scan.y >= 370);

      // 'Aprovar Metas' brought into view at a scroll of 370 px or more, then a real click.
      const approve = page.getByRole('button', { name: 'Aprovar Metas', exact: true });
      const top = await approve.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y), Math.max(370, top - 200));
      await page.getByRole('complementary', { name: 'Diferença entre vendedores e supervisor' }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(370);
      expect(await approve.isEnabled()).toBe(true);
      const clicked = await recordNextClick(page);
      await mouseClickCentre(page, 'Aprovar Metas');
      expect(await clicked()).toBe('Aprovar Metas');
      expect(unexpected(errors)).toEqual([]);
      await page.context().close();
    });
  }
});
