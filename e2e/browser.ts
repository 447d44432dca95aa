import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';

/** Debian's Chromium through playwright-core: never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

/** A page that records console errors and uncaught exceptions, so a test can assert there were none. */
export async function openPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
