import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@conecta/api';
import { createTestBackend, mockFetch, TEST_BASE_URL, type TestBackend } from '@conecta/api/mocks/node';
import { PROFILE_PRESETS, periodKey } from '@conecta/core';
import { createActions, envAtom, type SellerActions } from './actions';
import {
  differenceAtom,
  historyAtom,
  initialDifferenceAtom,
  noticeAtom,
  pendingAtom,
  selectionAtom,
  sellerEntriesAtom,
  supervisorAtom,
  syncSellersAtom,
} from './atoms';
import { viewerOf } from './map';
import * as requests from './requests';
import type { ChosenTarget } from './types';

const supervisor = PROFILE_PRESETS.supervisor;
const now = new Date();
const back = new Date(now.getFullYear(), now.getMonth() - 2, 1); // the seeded 'Aprovada gerente' period
const periodo = periodKey(back.getFullYear(), back.getMonth() + 1);
const chosen: ChosenTarget = { ano: back.getFullYear(), mes: back.getMonth() + 1, periodo, versao: `${periodo}-V01`, linha: 'BRL1' };

interface Setup {
  test: TestBackend;
  store: ReturnType<typeof createStore>;
  actions: SellerActions;
  failing: Set<string>;
  ctx: requests.CallContext;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

async function setup(): Promise<Setup> {
  const test = createTestBackend();
  const token = await test.signIn(supervisor.email);
  const failing = new Set<string>();
  const answer = mockFetch(test.backend);
  const api = createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => token,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (failing.has(path)) return new Response(JSON.stringify({ message: 'Erro interno do servidor.' }), { status: 500 });
      return answer(request);
    },
  });
  const ctx: requests.CallContext = { api, scope: '10234', viewer: viewerOf(supervisor), idUsuario: supervisor.idUsuario, usuario: supervisor.email };
  const store = createStore();
  const actions = createActions(store, new QueryClient());
  store.set(selectionAtom, { ano: chosen.ano, mes: chosen.mes, tipoMeta: 'VBC', versao: chosen.versao, linha: chosen.linha });
  store.set(envAtom, { ctx, chosen, editable: true, approveBlock: null });
  await load({ store, ctx });
  return { test, store, actions, failing, ctx };
}

async function load({ store, ctx }: Pick<Setup, 'store' | 'ctx'>) {
  const data = await requests.fetchTargetData(ctx, chosen);
  store.set(syncSellersAtom, data.sellers);
  store.set(supervisorAtom, data.supervisor);
  store.set(initialDifferenceAtom, data.initialDifference);
}

const part = (s: Setup) => {
  const target = s.test.backend.db.metas.targets.find((t) => t.periodo === periodo && t.linha === 'BRL1' && t.tipoMeta === 'VBC' && t.versao === chosen.versao);
  const found = target?.supervisors.find((p) => p.id === supervisor.idEmpregadoFlexx);
  if (!found) throw new Error('seeded part missing');
  return found;
};
const firstId = (s: Setup) => s.store.get(sellerEntriesAtom)[0]?.id ?? '';
const stateOf = (s: Setup, id: string) => {
  const entry = s.store.get(sellerEntriesAtom).find((e) => e.id === id);
  if (!entry) throw new Error('no seller');
  return s.store.get(entry.atom);
};

describe('seller actions against the mock backend', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('loads the team with a difference of 0', () => {
    expect(s.store.get(sellerEntriesAtom)).toHaveLength(part(s).sellers.length);
    expect(s.store.get(differenceAtom)).toBe(0);
  });

  it("'Salvar novo valor.' Não restores the previous value and forgets the edit", async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    s.actions.commitTotal(id, before + 100);
    expect(s.store.get(pendingAtom)?.kind).toBe('total');
    expect(s.store.get(differenceAtom)).toBe(100);
    await s.actions.resolvePending(false);
    expect(stateOf(s, id).draft).toBeNull();
    expect(s.store.get(differenceAtom)).toBe(0);
    expect(s.store.get(historyAtom).past).toHaveLength(0);
  });

  it('Sim saves the total and the difference; the backend holds both', async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    s.actions.commitTotal(id, before + 100);
    await s.actions.resolvePending(true);
    const seller = part(s).sellers.find((x) => String(x.id) === id);
    expect(sum(seller?.values ?? [])).toBe(before + 100);
    expect(part(s).diferencaSalva).toBe(100);
    expect(stateOf(s, id)).toMatchObject({ planned: before + 100, draft: null, save: 'idle' });
  });

  it('rejects 0 with the ATENÇÃO! popup and changes nothing', () => {
    s.actions.commitTotal(firstId(s), 0);
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'nonPositive' });
    expect(s.store.get(pendingAtom)).toBeNull();
  });

  it('refuses a category of 0 naming it: nothing sent, the 0 stays typed; a valid value then saves', async () => {
    const id = firstId(s);
    const categories = await requests.fetchSellerCategories(s.ctx, chosen, id);
    s.actions.setSellerCategories(id, categories);
    const [first, second] = categories;
    if (!first || !second) throw new Error('no category');
    const stored = [...(part(s).sellers.find((x) => String(x.id) === id)?.values ?? [])];
    s.actions.commitCategories(id, [
      { key: first.key, value: 0 },
      { key: second.key, value: second.value + 5 },
    ]);
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'categoryNonPositive', seller: stateOf(s, id).name, categories: [first.name] });
    expect(s.store.get(pendingAtom)).toBeNull();
    expect(stateOf(s, id)).toMatchObject({ save: 'invalid', categoryDrafts: { [first.key]: 0, [second.key]: second.value + 5 } });
    expect(part(s).sellers.find((x) => String(x.id) === id)?.values).toEqual(stored);
    // 'Tentar salvar novamente' sends nothing while a category is below 1.
    await s.actions.retry();
    expect(part(s).sellers.find((x) => String(x.id) === id)?.values).toEqual(stored);
    // Correcting the cell asks 'Salvar novo valor.'; Sim saves both typed values.
    s.store.set(noticeAtom, null);
    s.actions.commitCategories(id, [{ key: first.key, value: 7 }]);
    expect(s.store.get(pendingAtom)?.kind).toBe('categories');
    await s.actions.resolvePending(true);
    const values = part(s).sellers.find((x) => String(x.id) === id)?.values ?? [];
    expect([values[0], values[1]]).toEqual([7, second.value + 5]);
    expect(stateOf(s, id)).toMatchObject({ save: 'idle', categoryDrafts: {} });
  });

  it('a failed save keeps the value on screen, marked unsaved, with code 6; retry saves it', async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    s.failing.add('/atualizarvalorvendedorvalor');
    s.actions.commitTotal(id, before + 50);
    await s.actions.resolvePending(true);
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'error', code: 6, retry: 'save' });
    expect(stateOf(s, id)).toMatchObject({ draft: before + 50, save: 'failed' });
    // A reload from the server does not wipe the typed value.
    await load(s);
    expect(stateOf(s, id).draft).toBe(before + 50);
    s.failing.clear();
    await s.actions.retry();
    expect(stateOf(s, id)).toMatchObject({ planned: before + 50, draft: null, save: 'idle' });
  });

  it('a failed difference save shows code 16', async () => {
    s.failing.add('/tabelacartametadiferencasupervisor/salvardiferencametavbc');
    const id = firstId(s);
    s.actions.commitTotal(id, stateOf(s, id).planned + 1);
    await s.actions.resolvePending(true);
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'error', code: 16 });
  });

  it('out of tolerance: a selector change and the approval show the distribute dialog', async () => {
    const id = firstId(s);
    s.actions.commitTotal(id, stateOf(s, id).planned + 500);
    await s.actions.resolvePending(true);
    s.actions.choose('linha', 'BRL2');
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'outOfTolerance' });
    expect(s.store.get(selectionAtom).linha).toBe('BRL1');
    s.store.set(noticeAtom, null);
    await s.actions.approve();
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'outOfTolerance' });
    expect(part(s).status).toBe('Aprovada gerente');
  });

  it('a locked split (view only, approved, not programmed…) never traps: the selection changes out of tolerance', async () => {
    const id = firstId(s);
    s.actions.commitTotal(id, stateOf(s, id).planned + 500);
    await s.actions.resolvePending(true);
    s.store.set(envAtom, { ctx: s.ctx, chosen, editable: false, approveBlock: 'permission' });
    s.actions.choose('linha', 'BRL2');
    expect(s.store.get(noticeAtom)).toBeNull();
    expect(s.store.get(selectionAtom).linha).toBe('BRL2');
  });

  it("'Distribuir diferença' previews, then applies in one step to a difference of 0", async () => {
    const id = firstId(s);
    s.actions.commitTotal(id, stateOf(s, id).planned + 5000);
    await s.actions.resolvePending(true);
    await load(s);
    s.actions.previewDistribution();
    const supervisorPlanned = s.store.get(supervisorAtom)?.planned ?? 0;
    const { distributionAtom } = await import('./atoms');
    const plan = s.store.get(distributionAtom);
    expect(plan?.reduce((a, l) => a + l.after, 0)).toBe(supervisorPlanned);
    await s.actions.applyDistribution();
    const sellersTotal = part(s).sellers.reduce((acc, x) => acc + sum(x.values), 0);
    expect(sellersTotal).toBe(sum(part(s).values));
    expect(s.store.get(differenceAtom)).toBe(0);
  });

  it("'Desfazer' brings the last saved value back, saved after Sim", async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    s.actions.commitTotal(id, before + 70);
    await s.actions.resolvePending(true);
    s.actions.undo();
    expect(s.store.get(pendingAtom)?.mode).toBe('undo');
    await s.actions.resolvePending(true);
    const seller = part(s).sellers.find((x) => String(x.id) === id);
    expect(sum(seller?.values ?? [])).toBe(before);
  });

  it('approves within tolerance and resets the selection', async () => {
    await s.actions.approve();
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'approved' });
    expect(part(s).status).toBe('Aprovada supervisor');
    expect(s.store.get(selectionAtom)).toEqual({});
  });

  it('a failed approval shows code 15', async () => {
    s.failing.add('/GravarProgramarMetasVendedor');
    await s.actions.approve();
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'error', code: 15 });
  });

  it('a reload touches only the sellers whose data changed', async () => {
    const entries = s.store.get(sellerEntriesAtom);
    const states = entries.map((e) => s.store.get(e.atom));
    const id = firstId(s);
    s.actions.commitTotal(id, stateOf(s, id).planned + 10);
    await s.actions.resolvePending(true);
    await load(s);
    expect(s.store.get(sellerEntriesAtom)).toBe(entries);
    entries.forEach((entry, i) => {
      if (entry.id === id) expect(s.store.get(entry.atom)).not.toBe(states[i]);
      else expect(s.store.get(entry.atom)).toBe(states[i]);
    });
  });
});
