import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, type ApiClient } from '@conecta/api';
import { planningSaveItems, type MockBackend } from '@conecta/api/mocks';
import {
  DRAFT_KEYS,
  MONTH_NAMES,
  PROFILE_PRESETS,
  createDraftStore,
  draftStorageKey,
  formatBRL,
  memoryDraftStorage,
  type CurrentUser,
  type DraftStorage,
  type MetasSelection,
} from '@conecta/core';
import { MetasPlanning } from './MetasPlanning';
import { DraftSession } from '@conecta/embed/testing';

/** What the workbench's loader gives every story (.storybook/backend.ts). */
interface Loaded {
  backend: MockBackend;
  /** The simulated tab's draft storage (this file's loader): a play reads what is kept. */
  storage: DraftStorage;
}

/** `parameters.planning`: the seeded VBC target (line BRL1) the address names; absent → a bare address. */
interface Seed {
  status: 'Em aberto' | 'Rateada';
}

type Target = MockBackend['db']['metas']['targets'][number];

const GERENTE = PROFILE_PRESETS.gerente;
/** The broker's other planner (Master Broker): same broker, same targets. */
const OTHER = PROFILE_PRESETS.masterBroker;

function targetFor(backend: MockBackend, status: Seed['status']): Target {
  const target = backend.db.metas.targets.find(
    (candidate) => candidate.tipoMeta === 'VBC' && candidate.linha === 'BRL1' && candidate.status === status && candidate.metaImportada === 0,
  );
  if (!target) throw new Error(`no seeded VBC target in ${status}`);
  return target;
}

/** The planned values the mock backend holds for a target, in table order. */
const plannedOf = (target: Target) => target.categories.map((category) => category.vlrMetaPlanejado);

function selectionFor(target: Target): MetasSelection {
  return { ano: Number(target.periodo.slice(0, 4)), mes: Number(target.periodo.slice(4)), tipoMeta: 'VBC', versao: target.versao, linha: target.linha };
}

/** The msw worker of the story (msw-storybook-addon puts it on the context). */
const mswOf = (context: object) => (context as { msw: SetupWorker }).msw;
const url = (path: string) => `*/backend${path}`;

/** The backend answers the next call, whatever it is, with 401 (the session has expired). */
const expireOnNextCall = (context: object) =>
  mswOf(context).use(http.all(url('/*'), () => HttpResponse.json({ message: 'Invalid access_token' }, { status: 401 }), { once: true }));

const body = () => within(document.body);

/** The category table once its rows have arrived. */
async function loadedTable(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', { name: 'Metas por categoria' }, { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1), { timeout: 10_000 });
  return within(table);
}

/** The Meta Planejada inputs, top to bottom. */
const plannedInputs = (table: ReturnType<typeof within>) => table.getAllByRole('textbox', { name: /^Meta Planejada de / }) as HTMLInputElement[];

/** The number a planned input shows ('1.234' → 1234; '' → null). */
const shown = (input: HTMLInputElement) => (input.value === '' ? null : Number(input.value.replace(/\./g, '')));

/** What the table shows now, top to bottom. */
const shownValues = async (canvasElement: HTMLElement) => plannedInputs(await loadedTable(canvasElement)).map(shown);

/** Types `value` into the `index`-th Meta Planejada and confirms it with Enter. */
async function type(canvasElement: HTMLElement, index: number, value: number) {
  const input = plannedInputs(await loadedTable(canvasElement))[index] as HTMLInputElement;
  await userEvent.clear(input);
  await userEvent.type(input, `${value.toLocaleString('pt-BR')}{Enter}`);
  await waitFor(() => expect(shown(input)).toBe(value));
}

/** Chooses `option` in the select labelled `label`. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = await within(canvasElement).findByRole('button', { name: new RegExp(`${label}$`) }, { timeout: 5000 });
  await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(trigger);
  await userEvent.click(await body().findByRole('option', { name: option }));
}

const signIn = async (canvasElement: HTMLElement, user: CurrentUser) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: `Entrar como ${user.nomeUsuario}` }, { timeout: 10_000 }));

const sessionExpired = async (canvasElement: HTMLElement) =>
  expect(await within(canvasElement).findByText('Sessão expirada', {}, { timeout: 10_000 })).toBeVisible();

/** The banner of a restored draft, or null. */
const draftBanner = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByText('Rascunho recuperado')?.closest('[role="status"], [role="alert"]') as HTMLElement | null | undefined;

const RESTORED = 'Recuperamos os valores que você tinha alterado e ainda não tinham sido salvos (por exemplo, antes de a sessão expirar).';
const CHANGED = 'Atenção: a meta foi gravada no servidor depois que você fez essas alterações.';

/** 'Ratear Metas' on a split target: Continuar once the overwrite question has read the split. */
async function ratearSplit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ratear Metas' }));
  const dialog = await body().findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 5000 });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
}

/**
 * 'Ratear Metas' on a split target while the session has expired: the overwrite question opens and
 * its read of the split meets the 401, which signs the user out (nothing is written).
 */
async function ratear401(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ratear Metas' }));
  await sessionExpired(canvasElement);
}

/** Reloads the screen for the same user and waits for the table. */
async function reload(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recarregar a página' }));
  await loadedTable(canvasElement);
}

/**
 * The planning screen inside a simulated session (`DraftSession` of `@conecta/embed/testing`): a 401 signs the
 * user out and the screen goes away, as in the portal; signing back in mounts it again on the same
 * address (`parameters.planning`, or none). The drafts live in the story's own storage.
 */
const meta = {
  title: 'Features/Metas/Planejamento — rascunho',
  component: MetasPlanning,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'gerente' },
  args: {
    api: undefined as unknown as ApiClient,
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false }, drafts: { control: false }, initialSelection: { control: false } },
  loaders: [() => ({ storage: memoryDraftStorage() })],
  render: (args, { loaded, parameters }) => {
    const { backend, storage } = loaded as Loaded;
    const seed = parameters.planning as Seed | undefined;
    const address = seed ? selectionFor(targetFor(backend, seed.status)) : undefined;
    return (
      <DraftSession backend={backend} users={[GERENTE, OTHER]} storage={storage}>
        {({ api, user, drafts }) => <MetasPlanning {...args} api={api} user={user} drafts={drafts} initialSelection={address} />}
      </DraftSession>
    );
  },
} satisfies Meta<typeof MetasPlanning>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Values typed (and a row radio) on a split target; 'Ratear Metas' meets an expired session (401)
 * and the user is signed out. Signing back in opens the same target with the same values, still
 * 'não salvo', and the banner 'Rascunho recuperado'. 'Descartar rascunho' shows the loaded values
 * again, and a reload finds no draft.
 */
export const RestoredAfter401: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded, ...context }) => {
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, 'Rateada');
    const seeded = plannedOf(target);
    const table = await loadedTable(canvasElement);
    await expect(draftBanner(canvasElement)).toBeFalsy();
    await type(canvasElement, 0, 111_111);
    await type(canvasElement, 1, 222_222);
    const third = target.categories[2];
    if (!third) throw new Error('the target needs three categories');
    const radio = () => table.getByRole('radio', { name: `Meta Ideal de ${third.nome}` });
    await expect(radio()).not.toBeChecked();
    await userEvent.click(radio());
    await waitFor(() => expect(radio()).toBeChecked());
    const typed = await shownValues(canvasElement);
    await expect(typed.slice(0, 2)).toEqual([111_111, 222_222]);
    await expect(typed[2]).not.toBe(seeded[2]);

    expireOnNextCall(context);
    await ratear401(canvasElement);
    await expect(seeded).toEqual(plannedOf(target)); // nothing was saved

    await signIn(canvasElement, GERENTE);
    await waitFor(async () => expect(await shownValues(canvasElement)).toEqual(typed), { timeout: 10_000 });
    const banner = draftBanner(canvasElement) as HTMLElement;
    await expect(banner).toBeVisible();
    await expect(banner).toHaveTextContent(RESTORED);
    await expect(banner).not.toHaveTextContent(CHANGED);
    await expect(within(canvasElement).getByText('3 valores alterados não salvos.')).toBeVisible();
    await expect((await loadedTable(canvasElement)).getByRole('radio', { name: `Meta Ideal de ${third.nome}` })).toBeChecked();

    await userEvent.click(within(banner).getByRole('button', { name: 'Descartar rascunho' }));
    await waitFor(async () => expect(await shownValues(canvasElement)).toEqual(seeded));
    await expect(draftBanner(canvasElement)).toBeFalsy();
    await expect(within(canvasElement).queryByText(/não salvo/)).not.toBeInTheDocument();
    await reload(canvasElement);
    await waitFor(async () => expect(await shownValues(canvasElement)).toEqual(seeded));
    await expect(draftBanner(canvasElement)).toBeFalsy();
  },
};

/**
 * The draft restored after a 401 is saved with 'Ratear Metas': the server holds the values and
 * the draft is gone (a reload shows the saved values, no banner, nothing 'não salvo').
 */
export const ClearedBySave: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded, ...context }) => {
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, 'Rateada');
    await loadedTable(canvasElement);
    await type(canvasElement, 0, 333_333);
    expireOnNextCall(context);
    await ratear401(canvasElement);

    await signIn(canvasElement, GERENTE);
    await waitFor(async () => expect((await shownValues(canvasElement))[0]).toBe(333_333), { timeout: 10_000 });
    await expect(draftBanner(canvasElement)).toBeVisible();
    await ratearSplit(canvasElement);
    await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 8000 });
    await expect(target.categories[0]?.vlrMetaPlanejado).toBe(333_333);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Meta definida!' })).not.toBeInTheDocument());
    await expect(draftBanner(canvasElement)).toBeFalsy();

    await reload(canvasElement);
    await waitFor(async () => expect((await shownValues(canvasElement))[0]).toBe(333_333));
    await expect(draftBanner(canvasElement)).toBeFalsy();
    await expect(within(canvasElement).queryByText(/não salvo/)).not.toBeInTheDocument();
  },
};

/** Undoing every edit back to the loaded values leaves no draft: a reload opens on the server's values, no banner. */
export const ClearedByUndo: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { backend, storage } = loaded as Loaded;
    const target = targetFor(backend, 'Rateada');
    const seeded = plannedOf(target);
    const kept = () => storage.getItem(draftStorageKey(GERENTE.idUsuario, DRAFT_KEYS.metasPlanning));
    await loadedTable(canvasElement);
    await type(canvasElement, 0, 444_444);
    await type(canvasElement, 1, 555_555);
    // The draft is written once the user pauses (400 ms): both values are in it.
    await waitFor(
      () => {
        expect(kept()).toContain('444444');
        expect(kept()).toContain('555555');
      },
      { timeout: 5000 },
    );
    const undo = () => within(canvasElement).getByRole('button', { name: 'Desfazer' });
    await userEvent.click(undo());
    await waitFor(async () => expect((await shownValues(canvasElement))[1]).toBe(seeded[1]));
    await userEvent.click(undo());
    await waitFor(async () => expect(await shownValues(canvasElement)).toEqual(seeded));
    // Nothing left to keep: the draft is removed at once.
    await waitFor(() => expect(kept()).toBeNull());
    await reload(canvasElement);
    await waitFor(async () => expect(await shownValues(canvasElement)).toEqual(seeded));
    await expect(draftBanner(canvasElement)).toBeFalsy();
  },
};

/**
 * Another user signing in on the same tab (the broker's other planner) sees the server's values
 * and no banner; the first user, signing in again, finds the draft.
 */
export const OtherUserSeesNothing: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const target = targetFor((loaded as Loaded).backend, 'Rateada');
    const seeded = plannedOf(target);
    await loadedTable(canvasElement);
    await type(canvasElement, 0, 666_666);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expirar a sessão' }));
    await signIn(canvasElement, OTHER);
    await waitFor(async () => expect(await shownValues(canvasElement)).toEqual(seeded), { timeout: 10_000 });
    await expect(draftBanner(canvasElement)).toBeFalsy();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expirar a sessão' }));
    await signIn(canvasElement, GERENTE);
    await waitFor(async () => expect((await shownValues(canvasElement))[0]).toBe(666_666), { timeout: 10_000 });
    await expect(draftBanner(canvasElement)).toBeVisible();
  },
};

/**
 * While the user was signed out, the other planner saved the target. Signing back in restores the
 * typed value; the categories not typed show the server's new values, and the banner says the
 * target was saved meanwhile. 'Ratear Metas' goes on the version the draft was made on, so the
 * server refuses it (409) and the conflict panel shows the user's value beside the new one.
 */
export const ChangedMeanwhile: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded, ...context }) => {
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, 'Rateada');
    const seeded = plannedOf(target);
    await loadedTable(canvasElement);
    await type(canvasElement, 0, 777_777);
    expireOnNextCall(context);
    await ratear401(canvasElement);

    // Meanwhile, in another browser, the other planner saves the target.
    const account = backend.db.network.users.find((candidate) => candidate.email === OTHER.email);
    if (!account) throw new Error('no demo account for the other planner');
    const token = backend.context.issueToken(account);
    const other = createApiClient({ baseUrl: backend.baseUrl, getToken: () => token });
    const theirs = seeded.map((value) => value + 1_000);
    await other.POST('/atualizartabelacartameta', { body: { DADOS: planningSaveItems(target, theirs, OTHER) } });

    await signIn(canvasElement, GERENTE);
    const mine = theirs.map((value, i) => (i === 0 ? 777_777 : value));
    await waitFor(async () => expect(await shownValues(canvasElement)).toEqual(mine), { timeout: 10_000 });
    const banner = draftBanner(canvasElement) as HTMLElement;
    await expect(banner).toHaveTextContent(RESTORED);
    await expect(banner).toHaveTextContent(CHANGED);

    await ratearSplit(canvasElement);
    const panel = await within(canvasElement).findByRole('alert', { name: new RegExp(`^Alterado por ${OTHER.nomeUsuario}`) }, { timeout: 8000 });
    await expect(panel).toHaveTextContent(formatBRL(777_777));
    await expect(plannedOf(target)).toEqual(theirs); // the refused save wrote nothing
  },
};

/**
 * The user chose the cascade by hand (the address names no target), picked a history base and
 * typed a value; the save meets a 401. Signing back in on the same bare address opens the target
 * of the kept draft, with the base chosen and the values restored.
 */
export const RestoredWithoutAddress: Story = {
  play: async ({ canvasElement, loaded, ...context }) => {
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, 'Em aberto');
    const month = MONTH_NAMES[Number(target.periodo.slice(4)) - 1] as string;
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Ano', target.periodo.slice(0, 4));
    await choose(canvasElement, 'Periodo', month);
    await choose(canvasElement, 'Versao', target.versao);
    await choose(canvasElement, 'Linha', target.linha);
    await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '6 meses' }));
    await waitFor(async () => expect((await shownValues(canvasElement)).every((value) => (value ?? 0) > 0)).toBe(true), { timeout: 8000 });
    await type(canvasElement, 0, 88_888);
    const typed = await shownValues(canvasElement);

    expireOnNextCall(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Ratear Metas' })); // an open target: no question, the save meets the 401
    await sessionExpired(canvasElement);
    await expect(target.status).toBe('Em aberto');

    await signIn(canvasElement, GERENTE);
    await waitFor(async () => expect(await shownValues(canvasElement)).toEqual(typed), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: /Linha$/ })).toHaveTextContent(target.linha);
    await expect(canvas.getByRole('radio', { name: '6 meses' })).toBeChecked();
    await expect(draftBanner(canvasElement)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ratear Metas' }));
    await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 8000 });
    await expect(target.categories[0]?.vlrMetaPlanejado).toBe(88_888);
    await expect(target.qtdMesMedia).toBe(6);
  },
};

/**
 * A host that renders on the server (issue 21): the user typed a value and left (the draft is
 * kept); the host's server renders the screen on a bare address — a server has no tab, so no
 * drafts: the cascade shows 'Selecione' — and the browser hydrates that markup. The hydration
 * matches it (no recoverable error), and right after, the screen opens on the kept draft: its
 * target, the typed value and 'Rascunho recuperado'.
 */
export const RestoredAfterServerRender: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { backend, storage } = loaded as Loaded;
    const target = targetFor(backend, 'Rateada');
    await loadedTable(canvasElement);
    await type(canvasElement, 0, 121_212);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expirar a sessão' }));
    await waitFor(() => expect(storage.getItem(draftStorageKey(GERENTE.idUsuario, DRAFT_KEYS.metasPlanning))).toContain('121212'));

    const account = backend.db.network.users.find((candidate) => candidate.email === GERENTE.email);
    if (!account) throw new Error('no demo account for the manager');
    const token = backend.context.issueToken(account);
    const api = createApiClient({ baseUrl: backend.baseUrl, getToken: () => token });
    // The server's render: no tab, so no drafts (`sessionStorage`, the default, is null there).
    const html = renderToString(<MetasPlanning api={api} user={GERENTE} drafts={false} />);
    await expect(html).toContain('Planejamento Metas VBC');

    const host = document.createElement('div');
    canvasElement.append(host);
    host.innerHTML = html;
    const recoverable: unknown[] = [];
    // The browser's: the tab's drafts.
    const screen = <MetasPlanning api={api} user={GERENTE} drafts={createDraftStore(storage, GERENTE.idUsuario)} />;
    const root = hydrateRoot(host, screen, { onRecoverableError: (error) => void recoverable.push(error) });
    try {
      await waitFor(async () => expect((await shownValues(host))[0]).toBe(121_212), { timeout: 10_000 });
      await expect(within(host).getByRole('button', { name: /Linha$/ })).toHaveTextContent(target.linha);
      await expect(draftBanner(host)).toBeVisible();
      await expect(recoverable).toEqual([]);
    } finally {
      root.unmount();
      host.remove();
    }
  },
};
