import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, createApiClient } from '@conecta/api';
import { createTestBackend, mockFetch, TEST_BASE_URL, type TestBackend } from '@conecta/api/mocks/node';
import { PROFILE_PRESETS, periodKey } from '@conecta/core';
import { createActions, envAtom, errorNotice, isConnectionLost, reapplyLocked, type SellerActions } from './actions';
import {
  conflictAtom,
  differenceAtom,
  historyAtom,
  noticeAtom,
  pendingAtom,
  selectionAtom,
  sellerEntriesAtom,
  sellersAtom,
  supervisorAtom,
  versionsAtom,
} from './atoms';
import { parseSellerDraft, sellerDraftOf } from './draft';
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
  /** Paths whose request never gets an answer in time (the client's TIMEOUT) or drops (network). */
  dropping: Map<string, 'timeout' | 'network'>;
  /** Every save request the client sent (method, path, query and body). */
  sent: Array<{ method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | null }>;
  ctx: requests.CallContext;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

async function setup(): Promise<Setup> {
  const test = createTestBackend();
  const token = await test.signIn(supervisor.email);
  const failing = new Set<string>();
  const dropping = new Map<string, 'timeout' | 'network'>();
  const sent: Setup['sent'] = [];
  const answer = mockFetch(test.backend);
  const api = createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => token,
    timeoutMs: 50,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname;
      if (request.method !== 'GET') {
        const text = await request.clone().text();
        sent.push({ method: request.method, path, query: url.searchParams, body: text ? (JSON.parse(text) as Record<string, unknown>) : null });
      }
      if (failing.has(path)) return new Response(JSON.stringify({ message: 'Erro interno do servidor.' }), { status: 500 });
      const drop = dropping.get(path);
      if (drop === 'network') throw new TypeError('Failed to fetch');
      if (drop === 'timeout') {
        // Never answers: the client's time limit aborts it.
        return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
      }
      return answer(request);
    },
  });
  const ctx: requests.CallContext = { api, metaType: 'VBC', scope: '10234', viewer: viewerOf(supervisor), idUsuario: supervisor.idUsuario, usuario: supervisor.email };
  const store = createStore();
  const actions = createActions(store, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  store.set(selectionAtom, { ano: chosen.ano, mes: chosen.mes, tipoMeta: 'VBC', versao: chosen.versao, linha: chosen.linha });
  store.set(envAtom, { ctx, chosen, editable: true, approveBlock: null });
  await load({ actions, ctx });
  return { test, store, actions, failing, dropping, sent, ctx };
}

/** A read of the target as the view model applies it (sellers, supervisor, bases of the saves). */
async function load({ actions, ctx }: Pick<Setup, 'actions' | 'ctx'>) {
  actions.applyRead(await requests.fetchTargetData(ctx, chosen));
}

/** A client of the same backend signed in as the demo manager ("another user"). */
function managerClient(s: Setup) {
  const user = s.test.backend.db.network.users.find((candidate) => candidate.email === PROFILE_PRESETS.gerente.email);
  if (!user) throw new Error('no demo manager');
  const token = s.test.backend.context.issueToken(user);
  return createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => token, fetch: mockFetch(s.test.backend) });
}

/** The manager changes supervisor 5102's total on /metas/programacao (after this screen loaded). */
async function managerChangesSupervisor(s: Setup, delta: number) {
  const valor = sum(part(s).values) + delta;
  await managerClient(s).PUT('/atualizarvalorsupervisorvalor', {
    params: {
      query: {
        IdPuxada: '10234',
        Versao: chosen.versao,
        TipoMeta: 'VBC',
        IdEmpregadoResponsavelFlexx: String(supervisor.idEmpregadoFlexx),
        Valor: valor,
        Linha: chosen.linha,
        usuario: PROFILE_PRESETS.gerente.email,
        DataAtualizacao: '2026-01-01 10:00:00',
        Tipo: 'P',
      },
    },
  });
  return valor;
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

  it('Sim sends the comment typed with the value; a failed save keeps it for the retry, a saved one drops it (issue 26)', async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    s.failing.add('/atualizarvalorvendedorvalor');
    s.actions.commitTotal(id, before + 40);
    await s.actions.resolvePending(true, 'Cliente novo no setor');
    expect(stateOf(s, id)).toMatchObject({ draft: before + 40, save: 'failed', comment: 'Cliente novo no setor' });
    s.failing.clear();
    s.sent.length = 0;
    await s.actions.retry();
    const save = s.sent.find((request) => request.path === '/atualizarvalorvendedorvalor');
    expect(save?.query.get('Comentario')).toBe('Cliente novo no setor');
    expect(stateOf(s, id)).toMatchObject({ planned: before + 40, draft: null, save: 'idle' });
    expect(stateOf(s, id).comment).toBeUndefined();
    const { data: history } = await s.test.client.GET('/metas/historico', {
      params: { query: { IdPuxada: s.ctx.scope, Versao: chosen.versao, TipoMeta: 'VBC', Linha: 'BRL1', Vendedor: id } },
    });
    expect(history).toEqual(expect.arrayContaining([expect.objectContaining({ idEmpregadoVendedor: id, comentario: 'Cliente novo no setor', valorNovo: before + 40 })]));
  });

  it('a failed difference save shows code 16', async () => {
    s.failing.add('/tabelacartametadiferencasupervisor/salvardiferencametavbc');
    const id = firstId(s);
    s.actions.commitTotal(id, stateOf(s, id).planned + 1);
    await s.actions.resolvePending(true);
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'error', code: 16, retry: 'difference' });
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

  it("'Desfazer' waits while a save runs: undoing then would revert to the wrong side of it", async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    s.actions.commitTotal(id, before + 70);
    const saving = s.actions.resolvePending(true);
    s.actions.undo();
    expect(s.store.get(pendingAtom)).toBeNull();
    await saving;
    expect(stateOf(s, id).planned).toBe(before + 70);
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
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'error', code: 15, retry: 'approve' });
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

  it('a failed save by network error or TIMEOUT keeps the typed value, marked unsaved, with code 6 and the reason; retry saves it', async () => {
    const reasons = { network: 'Sem resposta do servidor: verifique a sua conexão.', timeout: 'O servidor não respondeu a tempo.' };
    for (const how of ['network', 'timeout'] as const) {
      const id = firstId(s);
      const before = stateOf(s, id).planned;
      s.dropping.set('/atualizarvalorvendedorvalor', how);
      s.actions.commitTotal(id, before + 40);
      await s.actions.resolvePending(true);
      expect(s.store.get(noticeAtom)).toEqual({ kind: 'error', code: 6, retry: 'save', reason: reasons[how] });
      expect(stateOf(s, id)).toMatchObject({ draft: before + 40, save: 'failed' });
      expect(sum(part(s).sellers.find((x) => String(x.id) === id)?.values ?? [])).toBe(before);
      // OK only closes the dialog (no reload): the value stays typed.
      s.actions.dismissNotice();
      expect(stateOf(s, id).draft).toBe(before + 40);
      s.dropping.clear();
      await s.actions.retry();
      expect(stateOf(s, id)).toMatchObject({ planned: before + 40, draft: null, save: 'idle' });
      await load(s);
    }
  });
});

describe('concurrent edits (issue 16): bases, 409, Recarregar and Reaplicar', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  const saves = (path: string) => s.sent.filter((request) => request.path === path);

  it('every save sends the base it is built on; a seller save then the difference save never conflict with each other', async () => {
    const loaded = s.store.get(versionsAtom);
    const base = Object.values(loaded.bases)[0];
    expect(base).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [a, b] = s.store.get(sellerEntriesAtom).map((entry) => entry.id);
    if (!a || !b) throw new Error('two sellers needed');
    s.actions.commitTotal(a, stateOf(s, a).planned + 10);
    await s.actions.resolvePending(true);
    s.actions.commitTotal(b, stateOf(s, b).planned - 10);
    await s.actions.resolvePending(true);
    await s.actions.approve();
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'approved' });
    expect(s.store.get(conflictAtom)).toBeNull();
    const [first, second] = saves('/atualizarvalorvendedorvalor');
    const differences = saves('/tabelacartametadiferencasupervisor/salvardiferencametavbc');
    const approval = saves('/GravarProgramarMetasVendedor')[0];
    expect(first?.query.get('DataAtualizacaoBase')).toBe(base);
    // Each later save is based on the date the previous one answered (X-Data-Atualizacao).
    expect(differences[0]?.body?.dataAtualizacaoBase).not.toBe(base);
    expect(differences[0]?.body?.dataAtualizacaoBase).toBeTruthy();
    expect(second?.query.get('DataAtualizacaoBase')).toBeTruthy();
    expect(second?.query.get('DataAtualizacaoBase')).not.toBe(differences[0]?.body?.dataAtualizacaoBase);
    expect(approval?.query.get('DataAtualizacaoBase')).toBeTruthy();
    expect(part(s).status).toBe('Aprovada supervisor');
  });

  it('category saves send DataAtualizacaoBase in the body', async () => {
    const id = firstId(s);
    const loadedBase = Object.values(s.store.get(versionsAtom).bases)[0];
    const categories = await requests.fetchSellerCategories(s.ctx, chosen, id);
    s.actions.setSellerCategories(id, categories);
    s.actions.commitCategories(id, [{ key: categories[0]?.key ?? 0, value: 9 }]);
    await s.actions.resolvePending(true);
    expect(loadedBase).toBeTruthy();
    expect(saves('/atualizarvalorvendedor')[0]?.body?.DataAtualizacaoBase).toBe(loadedBase);
    expect(s.store.get(conflictAtom)).toBeNull();
  });

  it("the manager changed the supervisor's total after the load: the save is refused, nothing written, the value kept beside the server's; Reaplicar saves it on the new base", async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    const supervisorBefore = s.store.get(supervisorAtom)?.planned ?? 0;
    const newTotal = await managerChangesSupervisor(s, 2000);
    s.actions.commitTotal(id, before + 300);
    await s.actions.resolvePending(true);
    const conflict = s.store.get(conflictAtom);
    expect(conflict).toMatchObject({
      conflict: { changedBy: PROFILE_PRESETS.gerente.nomeUsuario },
      operation: 'save',
      typed: [{ id, total: before + 300 }],
      supervisorBefore,
      pending: false,
    });
    expect(conflict?.conflict.changedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(s.store.get(noticeAtom)).toBeNull();
    // Nothing was written; the typed value stays; the screen shows the supervisor's new total.
    expect(sum(part(s).sellers.find((x) => String(x.id) === id)?.values ?? [])).toBe(before);
    expect(stateOf(s, id)).toMatchObject({ draft: before + 300, planned: before });
    expect(s.store.get(supervisorAtom)?.planned).toBe(newTotal);
    expect(s.store.get(differenceAtom)).toBe(300 - 2000);
    // The difference was not recorded on the stale data either.
    expect(saves('/tabelacartametadiferencasupervisor/salvardiferencametavbc')).toHaveLength(0);

    await s.actions.reapplyConflict();
    expect(s.store.get(conflictAtom)).toBeNull();
    expect(sum(part(s).sellers.find((x) => String(x.id) === id)?.values ?? [])).toBe(before + 300);
    expect(stateOf(s, id)).toMatchObject({ draft: null, planned: before + 300 });
    expect(part(s).diferencaSalva).toBe(300 - 2000);
    expect(s.store.get(noticeAtom)).toBeNull();
  });

  it('Recarregar drops the typed values and shows the server\'s; the next save is on the new base', async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    s.actions.commitTotal(id, before + 300);
    await s.actions.resolvePending(false);
    await managerChangesSupervisor(s, 1000);
    s.actions.commitTotal(id, before + 300);
    await s.actions.resolvePending(true);
    expect(s.store.get(conflictAtom)?.operation).toBe('save');
    await s.actions.reloadConflict();
    expect(s.store.get(conflictAtom)).toBeNull();
    expect(stateOf(s, id)).toMatchObject({ draft: null, planned: before, save: 'idle' });
    expect(s.store.get(historyAtom).past).toHaveLength(0);
    expect(sum(part(s).sellers.find((x) => String(x.id) === id)?.values ?? [])).toBe(before);
    s.actions.commitTotal(id, before + 5);
    await s.actions.resolvePending(true);
    expect(s.store.get(conflictAtom)).toBeNull();
    expect(sum(part(s).sellers.find((x) => String(x.id) === id)?.values ?? [])).toBe(before + 5);
  });

  it('a re-apply that conflicts again shows the newer conflict, the values still kept', async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    await managerChangesSupervisor(s, 1000);
    s.actions.commitTotal(id, before + 300);
    await s.actions.resolvePending(true);
    const first = s.store.get(conflictAtom);
    // Another change lands while the panel is open.
    await managerChangesSupervisor(s, 500);
    // The re-apply is based on what was read after the first conflict: refused again.
    await s.actions.reapplyConflict();
    const second = s.store.get(conflictAtom);
    expect(second).not.toBeNull();
    expect((second?.conflict.changedAt ?? '') > (first?.conflict.changedAt ?? '')).toBe(true);
    expect(stateOf(s, id).draft).toBe(before + 300);
    await s.actions.reapplyConflict();
    expect(s.store.get(conflictAtom)).toBeNull();
    expect(sum(part(s).sellers.find((x) => String(x.id) === id)?.values ?? [])).toBe(before + 300);
  });

  it('an approval refused as stale shows the conflict; Reaplicar checks the tolerance on the new data first', async () => {
    await managerChangesSupervisor(s, 800);
    await s.actions.approve();
    expect(s.store.get(conflictAtom)?.operation).toBe('approve');
    expect(part(s).status).toBe('Aprovada gerente');
    // The new total leaves 800 to distribute: the approval is held by the tolerance rule.
    await s.actions.reapplyConflict();
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'outOfTolerance' });
    expect(part(s).status).toBe('Aprovada gerente');
  });

  it('the manager re-planned the target (the backend refuses with 400 before checking the base): the re-read shows who changed it; values kept', async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    const target = s.test.backend.db.metas.targets.find((t) => t.periodo === periodo && t.linha === 'BRL1' && t.versao === chosen.versao && t.tipoMeta === 'VBC');
    if (!target) throw new Error('no target');
    await managerClient(s).POST('/atualizartabelacartameta', {
      body: {
        DADOS: target.categories.map((category) => ({
          PERIODO: periodo,
          TIPO_META: 'VBC' as const,
          GRUPO_META: 'BRL1',
          PUXADA_FLEXX_KEY: target.idPuxada,
          GRUPO_BOOK_KEY: category.key,
          DSC_VERSAO: chosen.versao,
          VLR_META_PLANEJADO: category.vlrMetaPlanejado + 10,
          USUARIO: PROFILE_PRESETS.gerente.email,
          DATA_ATUALIZACAO: '2026-01-01 10:00:00',
          ID_USUARIO: PROFILE_PRESETS.gerente.idUsuario,
        })),
      },
    });
    expect(target.status).toBe('Rateada');
    s.actions.commitTotal(id, before + 25);
    await s.actions.resolvePending(true);
    expect(s.store.get(noticeAtom)).toBeNull();
    expect(s.store.get(conflictAtom)).toMatchObject({
      conflict: { changedBy: PROFILE_PRESETS.gerente.nomeUsuario },
      operation: 'save',
      typed: [{ id, total: before + 25 }],
      pending: false,
    });
    expect(stateOf(s, id).draft).toBe(before + 25);
  });

  it('a 400 on data nobody changed (same version) is not a conflict: the generic error (code 6) with the server’s reason, values kept', async () => {
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    // A refusal the base does not explain: the part's status set in the database, its date untouched.
    part(s).status = 'Aprovada supervisor';
    s.actions.commitTotal(id, before + 25);
    await s.actions.resolvePending(true);
    expect(s.store.get(conflictAtom)).toBeNull();
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'error', code: 6, retry: 'save', reason: 'As metas deste supervisor já foram aprovadas.' });
    expect(stateOf(s, id)).toMatchObject({ draft: before + 25, save: 'failed' });
  });

  it('Reaplicar on a screen the re-read locked sends nothing and says why', async () => {
    const id = firstId(s);
    await managerChangesSupervisor(s, 100);
    s.actions.commitTotal(id, stateOf(s, id).planned + 1);
    await s.actions.resolvePending(true);
    const sentBefore = s.sent.length;
    s.store.set(envAtom, { ctx: s.ctx, chosen, editable: false, approveBlock: 'status' });
    await s.actions.reapplyConflict();
    expect(s.store.get(noticeAtom)).toEqual({ kind: 'reapplyLocked' });
    expect(s.sent).toHaveLength(sentBefore);
    expect(s.store.get(conflictAtom)).not.toBeNull();
    expect(s.store.get(sellersAtom).find((x) => x.id === id)?.draft).not.toBeNull();
  });
});

describe('drafts (issue 17): the values kept when the session expired come back on a fresh screen', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  /** The same user opening the screen again (after signing back in): a new store over the same backend. */
  async function freshScreen() {
    const store = createStore();
    const actions = createActions(store, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    store.set(selectionAtom, { ano: chosen.ano, mes: chosen.mes, tipoMeta: 'VBC', versao: chosen.versao, linha: chosen.linha });
    store.set(envAtom, { ctx: s.ctx, chosen, editable: true, approveBlock: null });
    await load({ actions, ctx: s.ctx });
    return { ...s, store, actions };
  }

  /** What the keeper writes now, through JSON and the check on read (as it comes back from storage). */
  const keptDraft = (screen: Pick<Setup, 'store'>) => {
    const draft = sellerDraftOf({
      sellers: screen.store.get(sellersAtom),
      versions: screen.store.get(versionsAtom),
      supervisorPlanned: screen.store.get(supervisorAtom)?.planned ?? 0,
    });
    const read = parseSellerDraft(JSON.parse(JSON.stringify(draft)));
    if (!read) throw new Error('nothing kept');
    return read;
  };

  /** One seller's total typed (a save refused by the expired session) and another's category typed. */
  async function typeAndLose() {
    const [a, b] = s.store.get(sellerEntriesAtom).map((entry) => entry.id);
    if (!a || !b) throw new Error('two sellers needed');
    const total = stateOf(s, a).planned + 700;
    s.actions.commitTotal(a, total);
    const categories = await requests.fetchSellerCategories(s.ctx, chosen, b);
    s.actions.setSellerCategories(b, categories);
    const category = categories[0];
    if (!category) throw new Error('no category');
    // The total waits for 'Salvar novo valor.' when the session expires; the category is typed in another card.
    s.store.set(pendingAtom, null);
    s.actions.commitCategories(b, [{ key: category.key, value: category.value + 50 }]);
    return { a, b, total, category, draft: keptDraft(s) };
  }

  it('puts back typed totals and categories, marked unsaved; the difference follows; a save sends them and leaves nothing to keep', async () => {
    const { a, b, total, category, draft } = await typeAndLose();
    expect(draft.sellers.map((kept) => kept.id)).toEqual([a, b]);
    const screen = await freshScreen();
    expect(screen.store.get(differenceAtom)).toBe(0);
    const plan = await screen.actions.restoreDraft(draft);
    expect(plan).toMatchObject({ dropped: 0, baseChanged: false });
    expect(plan.sellers).toHaveLength(2);
    const on = (id: string) => screen.store.get(sellersAtom).find((x) => x.id === id);
    expect(on(a)).toMatchObject({ draft: total, save: 'failed' });
    expect(on(b)).toMatchObject({ categoryDrafts: { [category.key]: category.value + 50 }, save: 'failed' });
    expect(on(b)?.categories).not.toBeNull();
    expect(screen.store.get(differenceAtom)).toBe(700 + 50);
    // 'Tentar salvar novamente' (the unsaved bar) sends both.
    await screen.actions.retry();
    expect(sum(part(s).sellers.find((x) => String(x.id) === a)?.values ?? [])).toBe(total);
    expect(part(s).sellers.find((x) => String(x.id) === b)?.values[0]).toBe(category.value + 50);
    expect(screen.store.get(conflictAtom)).toBeNull();
    expect(
      sellerDraftOf({ sellers: screen.store.get(sellersAtom), versions: screen.store.get(versionsAtom), supervisorPlanned: 0 }),
    ).toBeNull();
  });

  it("'Descartar rascunho' shows the values as loaded", async () => {
    const { a, draft } = await typeAndLose();
    const screen = await freshScreen();
    const planned = screen.store.get(sellersAtom).find((x) => x.id === a)?.planned;
    await screen.actions.restoreDraft(draft);
    screen.actions.discardDraft();
    expect(screen.store.get(sellersAtom).every((x) => x.draft === null && Object.keys(x.categoryDrafts).length === 0 && x.save === 'idle')).toBe(true);
    expect(screen.store.get(sellersAtom).find((x) => x.id === a)?.planned).toBe(planned);
    expect(screen.store.get(differenceAtom)).toBe(0);
  });

  it('the server changed since: the restore says so, and the save, based on the old version, is refused and shows the conflict', async () => {
    const { a, total, draft } = await typeAndLose();
    const newTotal = await managerChangesSupervisor(s, 1000);
    const screen = await freshScreen();
    const plan = await screen.actions.restoreDraft(draft);
    expect(plan.baseChanged).toBe(true);
    expect(Object.values(screen.store.get(versionsAtom).bases)[0]).toBe(draft.sellers[0]?.base);
    await screen.actions.retry();
    expect(screen.store.get(conflictAtom)).toMatchObject({ operation: 'save', conflict: { changedBy: PROFILE_PRESETS.gerente.nomeUsuario } });
    // Nothing written over the manager's change; the typed value is still there.
    expect(sum(part(s).sellers.find((x) => String(x.id) === a)?.values ?? [])).toBe(total - 700);
    expect(screen.store.get(sellersAtom).find((x) => x.id === a)?.draft).toBe(total);
    expect(screen.store.get(supervisorAtom)?.planned).toBe(newTotal);
  });

  it('puts back nothing for sellers that are gone or values that the server already holds', async () => {
    const { a, total, draft } = await typeAndLose();
    // The total went through before the session expired.
    const screen = await freshScreen();
    const entry = screen.store.get(sellerEntriesAtom).find((x) => x.id === a);
    if (!entry) throw new Error('no seller');
    screen.store.set(entry.atom, { ...screen.store.get(entry.atom), planned: total });
    const plan = await screen.actions.restoreDraft({ ...draft, sellers: [...draft.sellers, { id: '999999', planned: 1, total: 5, categories: [], base: null }] });
    expect(plan.dropped).toBe(1);
    expect(plan.sellers.map((x) => x.id)).not.toContain(a);
  });
});

describe('failures say why (issue 17)', () => {
  it('a time-out is no dropped connection: the dialog, not "Conexão com o servidor reiniciada!"', () => {
    expect(isConnectionLost(new ApiError({ status: 0, code: 'TIMEOUT', message: 'x' }))).toBe(false);
    expect(isConnectionLost(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }))).toBe(true);
    expect(isConnectionLost(new ApiError({ status: 503, code: 'HTTP', message: 'x' }))).toBe(true);
  });

  it('errorNotice carries the reason the api knows (none for a plain HTTP error)', () => {
    expect(errorNotice(12, new ApiError({ status: 0, code: 'TIMEOUT', message: 'x' }), 'load')).toEqual({
      kind: 'error',
      code: 12,
      retry: 'load',
      reason: 'O servidor não respondeu a tempo.',
    });
    expect(errorNotice(6, new ApiError({ status: 500, code: 'HTTP', message: 'x' }))).toEqual({ kind: 'error', code: 6 });
  });

  it("'Tentar novamente' of a failed save sends the values again", async () => {
    const s = await setup();
    const id = firstId(s);
    const before = stateOf(s, id).planned;
    s.dropping.set('/atualizarvalorvendedorvalor', 'timeout');
    s.actions.commitTotal(id, before + 15);
    await s.actions.resolvePending(true);
    const notice = s.store.get(noticeAtom);
    expect(notice).toMatchObject({ code: 6, retry: 'save', reason: 'O servidor não respondeu a tempo.' });
    s.dropping.clear();
    s.actions.dismissNotice();
    await s.actions.retryNotice(notice);
    expect(sum(part(s).sellers.find((x) => String(x.id) === id)?.values ?? [])).toBe(before + 15);
    expect(stateOf(s, id)).toMatchObject({ draft: null, save: 'idle' });
  });
});

describe('reapplyLocked', () => {
  it('offers re-applying a save only while values can be edited, an approval only while approving is allowed', () => {
    expect(reapplyLocked({ operation: 'save' }, { editable: true, approveBlock: 'status' })).toBe(false);
    expect(reapplyLocked({ operation: 'difference' }, { editable: false, approveBlock: null })).toBe(true);
    expect(reapplyLocked({ operation: 'approve' }, { editable: false, approveBlock: null })).toBe(false);
    expect(reapplyLocked({ operation: 'approve' }, { editable: true, approveBlock: 'status' })).toBe(true);
  });
});
