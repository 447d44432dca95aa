import type { Locator, Page } from 'playwright-core';

/** Helpers of the notification center and its wizard, shared by the e2e files. */
export const pad = (n: number) => String(n).padStart(2, '0');
export const dayKeys = (date: Date) => `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`;

/** Toggles a react-aria radio, checkbox or switch from the keyboard (its input is visually hidden). */
export async function press(locator: Locator): Promise<void> {
  await locator.focus();
  await locator.press('Space');
}

export const dialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

/** Opens /notificacoes and waits for the grid. */
export async function openCenter(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/notificacoes`);
  await page.getByRole('heading', { level: 1, name: 'Notificações' }).waitFor();
  const grid = page.getByRole('table', { name: 'Todas as notificações' });
  await grid.waitFor({ timeout: 15_000 });
  return grid;
}

/** Opens the wizard and fills step 1 with today … in ten days, then goes to step 2. */
export async function startWizard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Criar nova notificação' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Criar nova notificação' });
  await wizard.waitFor();
  const end = new Date();
  end.setDate(end.getDate() + 10);
  await wizard.getByRole('spinbutton').nth(0).click();
  await page.keyboard.type(dayKeys(new Date()));
  await wizard.getByRole('spinbutton').nth(3).click();
  await page.keyboard.type(dayKeys(end));
  await wizard.getByRole('button', { name: 'Próximo' }).click();
  await wizard.getByRole('radiogroup', { name: 'Enviar para' }).waitFor({ timeout: 15_000 });
  return wizard;
}

/** Picks options of a multi-select by name, then closes it. */
export async function pick(page: Page, wizard: Locator, label: RegExp, names: string[]): Promise<void> {
  await wizard.getByRole('button', { name: label }).click();
  const listbox = page.getByRole('listbox');
  for (const name of names) await listbox.getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
}

