import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, dashboardSettled, openPage, signIn, switchUser, unexpected } from './browser';
import { backendIdle, installFaults } from './faults';
import { SUPERVISORS, approveSellers, choose, dialog, onTarget, release, thisMonth } from './metas-flow';

/**
 * Issue 26's proof: the targets month as a team conversation, in one tab, through every role, on
 * this month's first line:
 * 1. the manager plans with a comment and raises CARLOS's share with a comment ('Meta alterada'), then
 *    programs the team;
 * 2. CARLOS (supervisor@) sends his share back to the manager with a reason ('Devolver ao gerente');
 * 3. the manager finds it in his inbox and on /metas/status, answers it ('Responder Devolução'):
 *    raises CARLOS again with a comment and programs again;
 * 4. three supervisors approve; the manager reminds the last one ('Lembrar'), whose inbox shows
 *    'Lembrete de …'; he approves; the progress reads 4 of 4; the manager releases to FLEXX;
 * 5. the history lists every change in order — the comments and the reason with them — and its .csv
 *    export holds the same rows.
 */

const LINE = 'BRL1';
const CARLOS = 'CARLOS EDUARDO SANTOS';
const PLAN_COMMENT = 'Plano de março com o lançamento do café solúvel.';
const FIRST_COMMENT = 'Dois vendedores novos na equipe do Carlos.';
const REASON = 'A meta de Biscoitos ficou acima do que vendemos no semestre.';
const ANSWER_COMMENT = 'Revisado com o Carlos: mantivemos o aumento, ajustado.';

/** What a row of the history shows, cell by cell. */
type Row = string[];

/** The history table's rows (the header left out), each cell's text. */
async function historyRows(page: Page): Promise<Row[]> {
  const table = page.getByRole('table', { name: /^Alterações da meta/ });
  await table.waitFor({ timeout: 20_000 });
  await expect.poll(() => table.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
  );
}

/** The manager raises CARLOS's planned total by R$ 100 with a comment ('Meta alterada' → Sim). */
async function raiseCarlos(page: Page, comment: string): Promise<void> {
  const field = page.getByRole('textbox', { name: new RegExp(`^Meta planejada de ${CARLOS}$`, 'i') });
  await field.waitFor({ timeout: 20_000 });
  await backendIdle(page);
  const raised = String(Number((await field.inputValue()).replace(/\D/g, '')) + 100);
  await field.fill(raised);
  await field.press('Enter');
  const confirm = dialog(page, 'Meta alterada');
  await confirm.getByRole('textbox', { name: 'Comentário (opcional)' }).fill(comment);
  await confirm.getByRole('button', { name: 'Sim' }).click();
  // Saved: the history read again shows the comment beside the value.
  await page.getByText(`“${comment}”`).first().waitFor({ timeout: 20_000 });
}

/** 'Programar Metas' → 'Metas programadas!' → the dashboard. */
async function program(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Programar Metas' });
  await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
  await button.click();
  await dialog(page, /Metas programadas!/).waitFor({ timeout: 15_000 });
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await dashboardSettled(page);
  await backendIdle(page);
}

/** /metas/status on this month (its Ano, Mês and Meta from the address). */
async function openStatus(page: Page, baseUrl: string): Promise<void> {
  const { ano, mes } = thisMonth();
  await page.goto(`${baseUrl}/metas/status?ano=${ano}&mes=${mes}&meta=VBC`);
  await page.getByRole('heading', { level: 1, name: 'Status do planejamento de metas' }).waitFor();
  const table = page.getByRole('grid', { name: 'Status do planejamento de metas' });
  await table.waitFor({ timeout: 20_000 });
  await expect.poll(() => table.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
  await backendIdle(page);
}

/** The approval progress of this month's target on the line: its section in 'Aprovações dos supervisores'. */
function progressOf(page: Page) {
  const { versao } = thisMonth();
  return page.getByRole('region', { name: `VBC · Linha ${LINE} · Versão ${versao}` });
}

/** An inbox item of the dashboard about this month's target on the line ('VBC · BRL1 · Novembro de 2026'), by its title. */
async function inboxShows(page: Page, title: string): Promise<void> {
  const { ano, monthName } = thisMonth();
  await page
    .getByRole('list', { name: 'Caixa de entrada' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ hasText: `VBC · ${LINE} · ${monthName} de ${ano}` })
    .first()
    .waitFor({ timeout: 20_000 });
}

describe('the targets month as a team conversation (issue 26)', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();

  it('comments, a return with its reason, reminders, 4 of 4, release — and the history with its export', { timeout: 300_000 }, async () => {
    const { page, errors } = await openPage(browser());
    await installFaults(page);
    await signIn(page, baseUrl, 'gerente@conecta.example');
    await backendIdle(page);
    const { ano, monthName, versao } = thisMonth();

    // 1. The manager plans with a comment, raises CARLOS's share with a comment and programs.
    await page.goto(`${baseUrl}/metas/planejamentos`);
    await page.getByRole('heading', { level: 1, name: 'Planejamento Metas VBC' }).waitFor();
    await choose(page, /Ano$/, String(ano));
    await choose(page, /Periodo$/, monthName);
    await choose(page, /Versao$/, /V01/);
    await choose(page, /Linha$/, LINE);
    await page.getByRole('table', { name: 'Metas por categoria' }).waitFor({ timeout: 15_000 });
    const base = page.getByRole('radio', { name: '6 meses' });
    await base.focus();
    await base.press('Space');
    const metaMeta = page.getByRole('checkbox', { name: 'Meta Meta' });
    await expect.poll(() => metaMeta.isEnabled(), { timeout: 15_000 }).toBe(true);
    await metaMeta.focus();
    await metaMeta.press('Space');
    await expect.poll(() => metaMeta.isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Comentário do planejamento (opcional)' }).fill(PLAN_COMMENT);
    await page.getByRole('button', { name: 'Ratear Metas' }).click();
    const defined = dialog(page, 'Meta definida!');
    await defined.waitFor({ timeout: 15_000 });
    await defined.getByRole('button', { name: 'Programar para o time' }).click();
    await page.waitForURL('**/metas/programacao?**');
    await raiseCarlos(page, FIRST_COMMENT);
    await program(page);

    // 2. CARLOS sends his share back with a reason.
    await switchUser(page, baseUrl, SUPERVISORS[0] as string);
    await backendIdle(page);
    await inboxShows(page, 'Meta aguardando sua aprovação');
    await openStatus(page, baseUrl);
    await page.getByRole('button', { name: new RegExp(`^Devolver ao gerente: .*linha ${LINE}, versão ${versao}`) }).click();
    const giveBack = dialog(page, 'Devolver ao gerente');
    await giveBack.getByRole('textbox', { name: /^Motivo/ }).fill(REASON);
    await giveBack.getByRole('button', { name: 'Devolver' }).click();
    await page.getByText('Meta devolvida.').waitFor({ timeout: 15_000 });

    // 3. The manager sees it in his inbox and on the status, answers it: raises CARLOS again with a comment, programs again.
    await switchUser(page, baseUrl, 'gerente@conecta.example');
    await backendIdle(page);
    await inboxShows(page, 'Meta devolvida por Carlos Eduardo Santos');
    await openStatus(page, baseUrl);
    const returnedRow = page.getByRole('row').filter({ hasText: versao }).filter({ hasText: CARLOS }).filter({ hasText: 'Devolvida ao gerente por' });
    await expect(returnedRow.innerText()).resolves.toContain(REASON);
    await returnedRow.getByRole('link', { name: /^Responder Devolução: / }).click();
    await page.waitForURL('**/metas/programacao?**');
    await raiseCarlos(page, ANSWER_COMMENT);
    await program(page);
    // Back on the dashboard: the month's approvals start again, none yet.
    await page
      .getByRole('region', { name: `VBC · Versão ${versao}` })
      .getByText('0 de 4 supervisores aprovaram')
      .waitFor({ timeout: 20_000 });

    // 4. Three supervisors approve; the last is reminded, sees it, approves; 4 of 4; release.
    for (const [index, email] of SUPERVISORS.slice(0, 3).entries()) {
      await switchUser(page, baseUrl, email);
      await backendIdle(page);
      await approveSellers(page, baseUrl, LINE, index === 0);
    }
    await switchUser(page, baseUrl, 'gerente@conecta.example');
    await backendIdle(page);
    await openStatus(page, baseUrl);
    const progress = progressOf(page);
    await progress.getByText('3 de 4 supervisores aprovaram').waitFor({ timeout: 20_000 });
    await progress.getByRole('button', { name: 'Lembrar HENRIQUE DIAS' }).click();
    await progress.getByText('Lembrete enviado para HENRIQUE DIAS.').waitFor({ timeout: 15_000 });
    await switchUser(page, baseUrl, SUPERVISORS[3] as string);
    await backendIdle(page);
    await inboxShows(page, 'Lembrete de Fernanda Oliveira');
    await approveSellers(page, baseUrl, LINE, false);
    await switchUser(page, baseUrl, 'gerente@conecta.example');
    await backendIdle(page);
    await openStatus(page, baseUrl);
    await progressOf(page).getByText('4 de 4 supervisores aprovaram').waitFor({ timeout: 20_000 });
    await release(page, baseUrl, LINE);

    // 5. The history: every change in order, the comments and the reason with them; the export has the same rows.
    await page.goto(`${baseUrl}${onTarget('/metas/historico', LINE)}`);
    await page.getByRole('heading', { level: 1, name: 'Histórico da meta' }).waitFor();
    const rows = await historyRows(page);
    const stamps = rows.map((row) => (row[0] ?? '').replace(/^(\d{2})\/(\d{2})\/(\d{4}) (.*)$/, '$3$2$1 $4'));
    expect([...stamps].sort()).toEqual(stamps);
    const steps = rows.map((row) => row[3] ?? '');
    const at = (text: string | RegExp, from = 0) => steps.findIndex((step, index) => index >= from && (typeof text === 'string' ? step === text : text.test(step)));
    const firstRaise = at(`Equipe ${CARLOS}`);
    const firstProgram = at('Programou as metas para o time', firstRaise);
    const returned = at(`Devolveu a parte da equipe ${CARLOS}`, firstProgram);
    const answer = at(`Equipe ${CARLOS}`, returned);
    const secondProgram = at('Programou as metas para o time', answer);
    const approvals = steps.filter((step) => step.startsWith('Aprovou o rateio da equipe')).length;
    const released = at('Liberou a meta para o time', secondProgram);
    expect(steps.slice(0, firstRaise).every((step) => step.startsWith('Meta planejada · '))).toBe(true);
    expect([firstRaise, firstProgram, returned, answer, secondProgram, released].every((index) => index >= 0)).toBe(true);
    expect(approvals).toBe(4);
    expect(released).toBe(steps.length - 1);
    expect(rows[0]?.[6]).toBe(PLAN_COMMENT);
    expect([rows[firstRaise]?.[6], rows[returned]?.[6], rows[answer]?.[6]]).toEqual([FIRST_COMMENT, REASON, ANSWER_COMMENT]);
    const count = await page.getByRole('heading', { level: 2, name: /^Alterações da meta/ }).innerText();
    expect(count).toBe(`Alterações da meta (${rows.length} alterações)`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Arquivo CSV (.csv)' }).click()]);
    expect(download.suggestedFilename()).toBe(`historico-VBC-${versao}-${LINE}.csv`);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Data;Quem;Tela;Alteração;Antes;Depois;Comentário');
    expect(lines).toHaveLength(rows.length + 1);
    const unquote = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    lines.slice(1).forEach((line, index) => {
      const cells = line.split(';').map(unquote);
      const row = rows[index] ?? [];
      expect([cells[0], cells[1], cells[2], cells[3], cells[6]]).toEqual([row[0], row[1], row[2], row[3], row[6]]);
    });
    console.log(
      `conversation BRL1: ${rows.length} changes in the history (plan ${firstRaise}, return at ${returned + 1}, ${approvals} approvals, released last), the .csv the same ${lines.length - 1} rows`,
    );
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
