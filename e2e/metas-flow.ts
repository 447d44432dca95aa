/**
 * The targets month's steps as a user takes them (issue 16's month e2e, and the production build's
 * e2e of issue 19): plan and program, approve the sellers, release; with `counts`, each save is
 * tried under every fault first (demo build only: the checks read the demo backend of the tab).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { MONTH_NAMES } from '@conecta/core';
import { dashboardSettled, switchUser } from './browser';
import { armFault, backendIdle, changedPaths, FAULT_KINDS, faultLog, serverMetas } from './faults';

/** The demo team's supervisors, each with a demo account (packages/api/src/mocks/network.ts). */
export const SUPERVISORS = [
  'supervisor@conecta.example',
  'supervisor2@conecta.example',
  'supervisor3@conecta.example',
  'supervisor4@conecta.example',
];

/**
 * The targets screens with 'Status da META' each role may open (metas spec §6: planning and
 * programming 1, 10, 16; the seller split 11 — the portal's guard sends anyone else to /dashboard).
 */
const MANAGER_SCREENS = ['/metas/planejamentos', '/metas/programacao'] as const;
const SUPERVISOR_SCREENS = ['/metas/rateio-vendedor'] as const;

/** Opens a react-aria select by the end of its accessible name and picks an option. */
export async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  const trigger = page.getByRole('button', { name: label });
  await expect.poll(() => trigger.isEnabled(), { timeout: 15_000 }).toBe(true);
  await trigger.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Checks a react-aria radio or checkbox from the keyboard (its input is visually hidden). */
async function press(locator: ReturnType<Page['getByRole']>): Promise<void> {
  await locator.focus();
  await locator.press('Space');
}

/** A dialog (or alert dialog) by name. */
export const dialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

/** The month being played: the current one, which the demo seeds 'Em aberto' on every line. */
export function thisMonth() {
  const now = new Date();
  const ano = now.getFullYear();
  const mes = now.getMonth() + 1;
  const periodo = `${ano}${String(mes).padStart(2, '0')}`;
  return {
    ano,
    mes,
    periodo,
    versao: `${periodo}-V01`,
    monthName: MONTH_NAMES[now.getMonth()] as string,
  };
}

/** The address of a screen opened on a target (core `metasSelectionSearch`). */
export const onTarget = (path: string, linha: string) => {
  const { ano, mes, versao } = thisMonth();
  return `${path}?ano=${ano}&mes=${mes}&meta=VBC&versao=${versao}&linha=${linha}`;
};

/** What the demo backend holds for one target of this month (sessionStorage of the tab). */
async function targetState(page: Page, linha: string) {
  const metas = JSON.parse(await serverMetas(page)) as {
    targets: Array<{
      versao: string;
      linha: string;
      tipoMeta: string;
      status: string;
      supervisors: Array<{ id: number; status: string }>;
    }>;
    releases: Array<{ versao: string; linha: string; codOcorrencia: number; idOcorrencia: number }>;
  };
  const { versao } = thisMonth();
  const target = metas.targets.find(
    (t) => t.versao === versao && t.linha === linha && t.tipoMeta === 'VBC',
  );
  if (!target) throw new Error(`no target ${versao} ${linha}`);
  const release = metas.releases.filter((r) => r.versao === versao && r.linha === linha).at(-1);
  return { status: target.status, supervisors: target.supervisors.map((s) => s.status), release };
}

/** The supervisor whose total the gerente raises (the demo account supervisor@, employee 5102). */
const RAISED_SUPERVISOR = 'Carlos Eduardo Santos';
const RAISED_SUPERVISOR_ID = 5102;

/** The whole number a formatted value holds ('R$ 12.345' → 12345). */
const digitsOf = (text: string) => Number(text.replace(/\D/g, ''));

/** A supervisor's planned total of this month's target on `linha`, as the demo backend holds it. */
async function supervisorTotal(page: Page, linha: string, id: number): Promise<number | undefined> {
  const metas = JSON.parse(await serverMetas(page)) as {
    targets: Array<{
      versao: string;
      linha: string;
      tipoMeta: string;
      supervisors: Array<{ id: number; values: number[] }>;
    }>;
  };
  const { versao } = thisMonth();
  const target = metas.targets.find(
    (t) => t.versao === versao && t.linha === linha && t.tipoMeta === 'VBC',
  );
  return target?.supervisors
    .find((supervisor) => supervisor.id === id)
    ?.values.reduce((sum, value) => sum + value, 0);
}

/**
 * Opens an address of the portal inside the running app, as a link does (no new document: a call
 * still on its way is not cut off and logged as a failed load, as a page load would do).
 */
async function openInApp(page: Page, address: string): Promise<void> {
  const go = (to: string) =>
    page.evaluate((target) => {
      history.pushState({}, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  // The same screen on another target: leave it first (a screen reads its address when it opens),
  // through a screen without calls of its own.
  if (new URL(page.url()).pathname === new URL(address, 'http://x').pathname) {
    await go('/versao');
    await page.getByRole('heading', { level: 1, name: 'Versão' }).waitFor();
  }
  await go(address);
}

/**
 * Issue 16 item 5 in the portal: each targets screen the signed-in user opens on `linha` says the
 * same 'Status da META' (the gerente's planning and supervisor split, the supervisor's seller
 * screen), and the status overview's line of his team (a supervisor) or of `team` (the gerente)
 * reads the same.
 */
async function statusEverywhere(
  page: Page,
  linha: string,
  status: string,
  screens: readonly string[],
  team?: string,
): Promise<void> {
  const shown = new RegExp(`^Status da META:\\s*${status}$`);
  for (const path of screens) {
    await openInApp(page, onTarget(path, linha));
    await page.getByText(shown).first().waitFor({ timeout: 20_000 });
    await backendIdle(page);
  }
  const { versao } = thisMonth();
  await openInApp(page, onTarget('/metas/status', linha));
  await page.getByRole('heading', { level: 1, name: 'Status do planejamento de metas' }).waitFor();
  let rows = page.getByRole('row').filter({ hasText: versao }).filter({ hasText: linha });
  if (team) rows = rows.filter({ hasText: new RegExp(team, 'i') });
  // The Status column (the row's header): the status badge, then the line and any group status.
  const shownOnRow = async () =>
    (await rows.count()) === 1 &&
    (await rows.first().getByRole('rowheader').innerText()).split('\n')[0]?.trim();
  await expect.poll(shownOnRow, { timeout: 20_000 }).toBe(status);
  await backendIdle(page);
}

/** Counts of the faulted pass, printed at the end. */
export interface Counts {
  saves: number;
  failures: number;
  valuesLost: number;
}

/**
 * One save of the workflow, tried as a user would while the backend fails: for each fault kind
 * (HTTP 500, network error, no answer until the client's time limit), the fault is armed, the user
 * acts, the screen must say it failed, the demo backend's state must be exactly what it was, and
 * `kept()` must find what the user typed still on screen; `dismiss()` closes the failure's message.
 * Then the same action goes through. Without `counts`, the action simply runs once.
 */
async function save(
  page: Page,
  call: { method: string; path: string },
  act: () => Promise<void>,
  options: {
    counts?: Counts;
    failed: () => Promise<void>;
    kept: () => Promise<boolean>;
    dismiss?: () => Promise<void>;
  },
): Promise<void> {
  const { counts } = options;
  if (counts) {
    counts.saves += 1;
    for (const kind of FAULT_KINDS) {
      await backendIdle(page);
      const before = await serverMetas(page);
      await armFault(page, call.method, call.path, kind);
      await act();
      await expect
        .poll(async () => (await faultLog(page)).armed.length, { timeout: 15_000 })
        .toBe(0);
      await options.failed();
      counts.failures += 1;
      await backendIdle(page);
      expect(
        changedPaths(before, await serverMetas(page)),
        `${call.method} ${call.path} after ${kind}: the server state changed`,
      ).toEqual([]);
      if (!(await options.kept())) counts.valuesLost += 1;
      await options.dismiss?.();
    }
  }
  await act();
}

const failureText =
  /Tente novamente|Algo deu errado|não foi possível|Não foi possível|não concluído/;

/** A failure message is on screen (an alert, an alert dialog, or a dialog saying so). */
async function failureShown(page: Page): Promise<void> {
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('alert'))
    .or(page.getByRole('dialog'))
    .filter({ hasText: failureText })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** Closes a failure dialog (OK / Fechar) if one is open; an inline alert stays. */
async function closeFailure(page: Page): Promise<void> {
  const open = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: failureText })
    .first();
  if (!(await open.isVisible())) return;
  const button = open.getByRole('button', { name: /^(OK|Ok|Fechar)$/ }).first();
  await button.click();
  await open.waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * The gerente plans line `linha` of this month with a 6-month base and 'Meta Meta' for every
 * category ('Ratear Metas'), then programs the team on the supervisor split.
 */
export async function planAndProgram(
  page: Page,
  baseUrl: string,
  linha: string,
  counts?: Counts,
  demoBackend = true,
): Promise<void> {
  const { ano, monthName } = thisMonth();
  await page.goto(`${baseUrl}/metas/planejamentos`);
  await page.getByRole('heading', { level: 1, name: 'Planejamento Metas VBC' }).waitFor();
  await choose(page, /Ano$/, String(ano));
  await choose(page, /Periodo$/, monthName);
  await choose(page, /Versao$/, /V01/);
  await choose(page, /Linha$/, linha);
  await page.getByRole('table', { name: 'Metas por categoria' }).waitFor({ timeout: 15_000 });
  await press(page.getByRole('radio', { name: '6 meses' }));
  await expect
    .poll(() => page.getByRole('radio', { name: '6 meses' }).isChecked(), { timeout: 15_000 })
    .toBe(true);
  const metaMeta = page.getByRole('checkbox', { name: 'Meta Meta' });
  await expect.poll(() => metaMeta.isEnabled(), { timeout: 15_000 }).toBe(true);
  await press(metaMeta);
  await expect.poll(() => metaMeta.isChecked()).toBe(true);
  const planned = page.getByRole('table', { name: 'Metas por categoria' });
  const typed = await planned.innerText();
  await save(
    page,
    { method: 'POST', path: '/atualizartabelacartameta' },
    () => page.getByRole('button', { name: 'Ratear Metas' }).click(),
    {
      counts,
      failed: () => failureShown(page),
      kept: async () => (await planned.innerText()) === typed && (await metaMeta.isChecked()),
      dismiss: () => closeFailure(page),
    },
  );
  const defined = dialog(page, 'Meta definida!');
  await defined.waitFor({ timeout: 15_000 });
  await defined.getByRole('button', { name: 'Programar para o time' }).click();

  await page.waitForURL('**/metas/programacao?**');
  await page.getByRole('heading', { level: 1, name: 'Programacao Supervisor VBC' }).waitFor();
  // The gerente raises one supervisor's total by R$ 100 ('Meta alterada' → Sim), a save tried under
  // every fault too; that supervisor (the first of SUPERVISORS) spreads it among his sellers.
  const raisedCard = page.getByRole('textbox', {
    name: new RegExp(`^Meta planejada de ${RAISED_SUPERVISOR}$`, 'i'),
  });
  await raisedCard.waitFor({ timeout: 20_000 });
  const raised = String(digitsOf(await raisedCard.inputValue()) + 100);
  await save(
    page,
    { method: 'PUT', path: '/atualizarvalorsupervisorvalor' },
    async () => {
      // After a failure the value is still typed ('Não salvo'): the screen's retry sends it again.
      const retry = page.getByRole('button', { name: 'Tentar novamente' });
      if (String(digitsOf(await raisedCard.inputValue())) === raised && (await retry.isVisible())) {
        await retry.click();
        return;
      }
      await raisedCard.fill(raised);
      await raisedCard.press('Enter');
      const confirm = dialog(page, 'Meta alterada');
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Sim' }).click();
    },
    {
      counts,
      failed: () => failureShown(page),
      kept: async () => String(digitsOf(await raisedCard.inputValue())) === raised,
      dismiss: () => closeFailure(page),
    },
  );
  await expect
    .poll(() => page.getByText('Alterações não salvas').count(), { timeout: 15_000 })
    .toBe(0);
  // What the server holds (the demo backend of the tab only; elsewhere the screen's own re-read says it).
  if (demoBackend)
    await expect
      .poll(
        async () => (await supervisorTotal(page, linha, RAISED_SUPERVISOR_ID)) === Number(raised),
        { timeout: 15_000 },
      )
      .toBe(true);
  const program = page.getByRole('button', { name: 'Programar Metas' });
  await expect.poll(() => program.isEnabled(), { timeout: 20_000 }).toBe(true);
  await save(
    page,
    { method: 'PUT', path: '/GravarProgramarMetasSupervisor' },
    () => program.click(),
    {
      counts,
      failed: () => failureShown(page),
      kept: async () => (await program.isVisible()) && page.url().includes('/metas/programacao'),
      dismiss: () => closeFailure(page),
    },
  );
  await dialog(page, /Metas programadas!/).waitFor({ timeout: 15_000 });
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await dashboardSettled(page);
  await backendIdle(page);
}

/**
 * A supervisor opens his sellers on line `linha`; the first supervisor also moves one seller down
 * by R$ 100 and spreads the difference with 'Distribuir diferença'; then 'Aprovar Metas'.
 */
export async function approveSellers(
  page: Page,
  baseUrl: string,
  linha: string,
  adjust: boolean,
  counts?: Counts,
): Promise<void> {
  await page.goto(`${baseUrl}${onTarget('/metas/rateio-vendedor', linha)}`);
  await page.getByRole('heading', { level: 1, name: 'Aprovar Metas VBC' }).waitFor();
  const firstValue = page.getByRole('textbox', { name: /^Meta planejada de / }).first();
  await firstValue.waitFor({ timeout: 20_000 });
  if (adjust) {
    const before = Number((await firstValue.inputValue()).replace(/\D/g, ''));
    expect(before).toBeGreaterThan(100);
    const typed = String(before - 100);
    await save(
      page,
      { method: 'PUT', path: '/atualizarvalorvendedorvalor' },
      async () => {
        if ((await firstValue.inputValue()).replace(/\D/g, '') !== typed) {
          await firstValue.fill(typed);
          await firstValue.press('Enter');
        } else {
          // After a failure the value is still typed: the card's own retry sends it again.
          const retry = page.getByRole('button', { name: /^Tentar novamente/ }).first();
          if (await retry.isVisible()) {
            await retry.click();
            return;
          }
          await firstValue.press('Enter');
        }
        const confirm = dialog(page, 'Salvar novo valor.');
        await confirm.waitFor();
        await confirm.getByRole('button', { name: 'Sim' }).click();
      },
      {
        counts,
        failed: () => failureShown(page),
        kept: async () => (await firstValue.inputValue()).replace(/\D/g, '') === typed,
        dismiss: () => closeFailure(page),
      },
    );
    await page
      .getByText(/abaixo do que você planejou inicialmente/)
      .first()
      .waitFor({ timeout: 15_000 });
    const sellerValues = () =>
      page
        .getByRole('textbox', { name: /^Meta planejada de / })
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    let distributed: string[] | null = null;
    await save(
      page,
      { method: 'PUT', path: '/atualizarvalorvendedorvalor' },
      async () => {
        // After a failure the distributed values are still on screen, marked 'Não salvo': send them again.
        const retry = page.getByRole('button', { name: 'Tentar salvar novamente' });
        if (distributed && (await retry.isVisible())) {
          await retry.click();
          return;
        }
        const distribute = page.getByRole('button', { name: 'Distribuir diferença' });
        await expect.poll(() => distribute.isEnabled(), { timeout: 15_000 }).toBe(true);
        await distribute.click();
        const preview = dialog(page, 'Distribuir diferença');
        await preview.getByRole('grid', { name: 'Prévia da distribuição' }).waitFor();
        await preview.getByRole('button', { name: 'Aplicar e salvar' }).click();
        await preview.waitFor({ state: 'detached', timeout: 15_000 });
        distributed ??= await sellerValues();
      },
      {
        counts,
        failed: () => failureShown(page),
        kept: async () => JSON.stringify(await sellerValues()) === JSON.stringify(distributed),
        dismiss: () => closeFailure(page),
      },
    );
    await expect
      .poll(() => page.getByText(/abaixo do que você planejou inicialmente/).count(), {
        timeout: 15_000,
      })
      .toBe(0);
  }
  const approve = page.getByRole('button', { name: 'Aprovar Metas' });
  await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true);
  await save(
    page,
    { method: 'PUT', path: '/GravarProgramarMetasVendedor' },
    () => approve.click(),
    {
      counts,
      failed: () => failureShown(page),
      kept: async () =>
        page.url().includes('/metas/rateio-vendedor') && (await firstValue.isVisible()),
      dismiss: () => closeFailure(page),
    },
  );
  await dialog(page, /Metas aprovadas!/).waitFor({ timeout: 15_000 });
}

/** The gerente releases line `linha` to FLEXX from /metas/status; the row then reads Liberado. */
export async function release(
  page: Page,
  baseUrl: string,
  linha: string,
  counts?: Counts,
): Promise<void> {
  const { ano, monthName, versao } = thisMonth();
  await page.goto(`${baseUrl}/metas/status`);
  await page.getByRole('heading', { level: 1, name: 'Status do planejamento de metas' }).waitFor();
  await choose(page, /Ano/, String(ano));
  await choose(page, /Mês/, monthName);
  const check = page
    .getByRole('button', {
      name: new RegExp(
        `^Liberar meta para o time \\(enviar ao FLEXX\\).*linha ${linha}, versão ${versao}`,
      ),
    })
    .first();
  await check.waitFor({ timeout: 20_000 });
  await save(page, { method: 'GET', path: '/atualizarbaseflexxbroker' }, () => check.click(), {
    counts,
    failed: () => failureShown(page),
    kept: () => check.isVisible(),
    dismiss: () => closeFailure(page),
  });
  const released = dialog(page, 'Meta Liberada!');
  await released.waitFor({ timeout: 15_000 });
  await released.waitFor({ state: 'detached', timeout: 10_000 });
  const row = page
    .getByRole('row')
    .filter({ hasText: versao })
    .filter({ hasText: linha })
    .filter({ hasText: 'Liberado' });
  await row.first().waitFor({ timeout: 15_000 });
  await expect(row.first().innerText()).resolves.toMatch(/Sem Ação/);
}

/** Plays the month on `linha`: plan and program, every supervisor approves, release; checks the server at each step. */
export async function playMonth(
  page: Page,
  baseUrl: string,
  linha: string,
  counts?: Counts,
): Promise<number> {
  // The first pass also checks that every screen says the status the server holds (item 5).
  const checkStatuses = !counts;
  await planAndProgram(page, baseUrl, linha, counts);
  expect((await targetState(page, linha)).status).toBe('Aprovada gerente');
  if (checkStatuses)
    await statusEverywhere(page, linha, 'Aprovada gerente', MANAGER_SCREENS, RAISED_SUPERVISOR);
  for (const [index, email] of SUPERVISORS.entries()) {
    await switchUser(page, baseUrl, email);
    // Leaving the dashboard with its calls in flight sends them past the demo service worker (404s).
    await backendIdle(page);
    await approveSellers(page, baseUrl, linha, index === 0, counts);
    if (checkStatuses && index === 0) {
      await backendIdle(page);
      await statusEverywhere(page, linha, 'Aprovada supervisor', SUPERVISOR_SCREENS);
    }
  }
  const approved = await targetState(page, linha);
  expect(approved.status).toBe('Aprovada supervisor');
  expect(approved.supervisors.every((status) => status === 'Aprovada supervisor')).toBe(true);
  await switchUser(page, baseUrl, 'gerente@conecta.example');
  await backendIdle(page);
  await release(page, baseUrl, linha, counts);
  const released = await targetState(page, linha);
  expect(released.status).toBe('Liberado');
  expect(released.release?.codOcorrencia).toBe(0);
  if (checkStatuses) {
    // The release leaves each team's statusSupervisor at 'Aprovada supervisor': every screen still says 'Liberado'.
    expect(released.supervisors.every((status) => status === 'Aprovada supervisor')).toBe(true);
    await backendIdle(page);
    await statusEverywhere(page, linha, 'Liberado', MANAGER_SCREENS, RAISED_SUPERVISOR);
    await switchUser(page, baseUrl, SUPERVISORS[0] as string);
    await backendIdle(page);
    await statusEverywhere(page, linha, 'Liberado', SUPERVISOR_SCREENS);
  }
  return released.release?.idOcorrencia ?? 0;
}
