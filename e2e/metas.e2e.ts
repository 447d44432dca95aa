import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForTests, openPage, signIn, switchUser, unexpected } from './browser';
import { backendIdle, FAULT_KINDS, installFaults } from './faults';
import { playMonth, type Counts } from './metas-flow';

/**
 * Issue 16, the proof: the whole month of the current period in one tab, through every role —
 * the gerente plans and programs, each of the four supervisors (each with a demo account) approves
 * his sellers, the gerente releases to FLEXX and the status reads Liberado (occurrence id printed).
 * Then the same month on the second line with a failure injected at every save (HTTP 500, network
 * error, no answer until the client's time limit): after each, the server state is unchanged and the
 * screen still holds what was typed. Prints the counts.
 */
describe('the targets month, every role in one tab', () => {
  const baseUrl = inject('baseUrl');
  const browser = browserForTests();
  let page: Page;
  let errors: string[];

  it('plans, splits, every supervisor approves, releases to FLEXX: Liberado', { timeout: 180_000 }, async () => {
    ({ page, errors } = await openPage(browser()));
    await installFaults(page);
    await signIn(page, baseUrl, 'gerente@conecta.example');
    await backendIdle(page);
    const idOcorrencia = await playMonth(page, baseUrl, 'BRL1');
    expect(idOcorrencia).toBeGreaterThan(0);
    console.log(`targets month BRL1: released to FLEXX, idOcorrencia ${idOcorrencia}`);
    expect(unexpected(errors)).toEqual([]);
  });

  it('again on BRL2 with a failure at every save: nothing written, nothing typed lost', { timeout: 420_000 }, async () => {
    const counts: Counts = { saves: 0, failures: 0, valuesLost: 0 };
    await switchUser(page, baseUrl, 'gerente@conecta.example');
    await backendIdle(page);
    const idOcorrencia = await playMonth(page, baseUrl, 'BRL2', counts);
    console.log(
      `targets month BRL2 with faults: saves tried ${counts.saves}, failures injected ${counts.failures} (${FAULT_KINDS.join(', ')}), values lost ${counts.valuesLost}; released, idOcorrencia ${idOcorrencia}`,
    );
    expect(counts.failures).toBe(counts.saves * FAULT_KINDS.length);
    expect(counts.valuesLost).toBe(0);
    // Failed requests are logged by the browser as console errors; anything else is unexpected.
    expect(unexpected(errors).filter((error) => !/Failed to fetch|500|Erro interno|TIMEOUT|No answer within/.test(error))).toEqual([]);
    await page.context().close();
  });
});
