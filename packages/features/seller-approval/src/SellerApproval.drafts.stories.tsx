import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { DRAFT_KEYS, PROFILE_PRESETS, draftStorageKey, formatBRL, memoryDraftStorage, type CurrentUser, type DraftStorage } from '@conecta/core';
import { SellerApproval } from './SellerApproval';
import { DraftSession } from '@conecta/embed/testing';
import {
  cardOf,
  cards,
  dialogNamed,
  loadedScreen,
  managerChangesSupervisor,
  openCategories,
  partOf,
  selectionOf,
  shown,
  storedTotal,
  typeValue,
  valueInput,
  type Canvas,
} from './test/story-helpers';

/** What the workbench's loader gives every story (.storybook/backend.ts). */
interface Loaded {
  api: ApiClient;
  backend: MockBackend;
  /** The simulated tab's draft storage (this file's loader): a play reads what is kept. */
  storage: DraftStorage;
}

const SUPERVISOR = PROFILE_PRESETS.supervisor;
const GERENTE = PROFILE_PRESETS.gerente;

/** The msw worker of the story, to prepend handlers (msw-storybook-addon puts it on the context). */
const mswOf = (context: object) => (context as { msw: SetupWorker }).msw;
const url = (path: string) => `*/backend${path}`;

/** The backend answers the next call, whatever it is, with 401 (the session has expired). */
const expireOnNextCall = (context: object) =>
  mswOf(context).use(http.all(url('/*'), () => HttpResponse.json({ message: 'Invalid access_token' }, { status: 401 }), { once: true }));

const signIn = async (canvas: Canvas, user: CurrentUser) =>
  userEvent.click(await canvas.findByRole('button', { name: `Entrar como ${user.nomeUsuario}` }, { timeout: 10_000 }));

const sessionExpired = async (canvas: Canvas) => expect(await canvas.findByText('Sessão expirada', {}, { timeout: 10_000 })).toBeVisible();

const banner = (canvas: Canvas) => canvas.queryByText('Rascunho recuperado');
const restoredBanner = async (canvas: Canvas) => {
  await waitFor(() => expect(canvas.getByText('Rascunho recuperado')).toBeVisible(), { timeout: 10_000 });
  await expect(
    canvas.getByText(/^Recuperamos os valores que você tinha alterado nesta meta e ainda não tinham sido salvos \(por exemplo, antes de a sessão expirar\)\./),
  ).toBeVisible();
};

/** The draft `user` has kept of this screen in the story's storage (the JSON), or null. */
const keptDraft = (storage: DraftStorage, user: CurrentUser) => storage.getItem(draftStorageKey(user.idUsuario, DRAFT_KEYS.sellerApproval));

/**
 * The screen opened again and settled: its values can be edited, and `user` has no draft kept of
 * it — the screen puts back only what the storage holds, so the absence of a banner means something.
 */
async function settled(canvasElement: HTMLElement, storage: DraftStorage, user: CurrentUser) {
  await loadedScreen(canvasElement);
  await waitFor(() => expect(valueInput(cards(canvasElement)[0] as HTMLElement)).toBeEnabled(), { timeout: 8000 });
  await waitFor(() => expect(keptDraft(storage, user)).toBeNull());
}

/** Types a new total in a seller's card (the first by default) and waits for 'Salvar novo valor.'. */
async function typeTotal(canvasElement: HTMLElement, backend: MockBackend, delta: number, index = 0) {
  const card = cards(canvasElement)[index];
  if (!card) throw new Error('no seller card');
  const id = Number(card.dataset.sellerId);
  const before = storedTotal(backend, id);
  await typeValue(valueInput(card), String(before + delta));
  return { id, before, confirm: await dialogNamed('Salvar novo valor.') };
}

/** Types a new total and confirms it; the save meets an expired session (401) and the screen goes away. */
async function typeAndExpire(context: StoryContext, canvasElement: HTMLElement, delta: number) {
  const { backend } = context.loaded as Loaded;
  const canvas = within(canvasElement);
  const typed = await typeTotal(canvasElement, backend, delta);
  expireOnNextCall(context);
  await userEvent.click(typed.confirm.getByRole('button', { name: 'Sim' }));
  await sessionExpired(canvas);
  await expect(storedTotal(backend, typed.id)).toBe(typed.before);
  return typed;
}

/**
 * 'Aprovar Metas' inside a simulated session (`DraftSession` of `@conecta/embed/testing`): a 401 signs the user
 * out and the screen goes away, as in the portal; signing back in opens it again on the same
 * selection (the portal brings the user back to the same address). The drafts live in the story's
 * own storage.
 */
const meta = {
  title: 'Features/Metas/Aprovar Metas — rascunho',
  component: SellerApproval,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'supervisor' },
  args: {
    api: undefined as unknown as ApiClient,
    initialSelection: selectionOf('aprovadaGerente'),
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false }, drafts: { control: false } },
  loaders: [() => ({ storage: memoryDraftStorage() })],
  render: (args, { loaded }) => (
    <DraftSession backend={(loaded as Loaded).backend} users={[SUPERVISOR, GERENTE]} storage={(loaded as Loaded).storage}>
      {({ api, user, drafts }) => <SellerApproval {...args} api={api} user={user} drafts={drafts} />}
    </DraftSession>
  ),
} satisfies Meta<typeof SellerApproval>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Two sellers changed and not saved — a total whose save failed (500) and a category whose save
 * met an expired session (401). After signing back in: the same values, marked 'Não salvo', the
 * banner 'Rascunho recuperado'; 'Descartar rascunho' shows the values as loaded, for good.
 */
export const RestoredAfter401: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const { backend, storage } = loaded as Loaded;
    const canvas = await loadedScreen(canvasElement);

    // First seller: the total's save fails once; the value stays, 'Não salvo'.
    mswOf(context).use(
      http.put(url('/atualizarvalorvendedorvalor'), () => HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }), {
        once: true,
      }),
    );
    const first = await typeTotal(canvasElement, backend, 700);
    await userEvent.click(first.confirm.getByRole('button', { name: 'Sim' }));
    await userEvent.click((await dialogNamed('Atenção!')).getByRole('button', { name: 'OK' }));
    await expect(within(cardOf(canvasElement, first.id)).getByText('Não salvo')).toBeVisible();

    // Second seller: a category typed; its save meets the expired session.
    const second = cardOf(canvasElement, Number(cards(canvasElement)[1]?.dataset.sellerId));
    const secondId = Number(second.dataset.sellerId);
    const storedCategory = partOf(backend).part.sellers.find((x) => x.id === secondId)?.values[0] ?? 0;
    const table = await openCategories(second);
    await userEvent.click(within(table).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard(`${storedCategory + 50}{Enter}`);
    const confirm = await dialogNamed('Salvar novo valor.');
    expireOnNextCall(context);
    await userEvent.click(confirm.getByRole('button', { name: 'Sim' }));
    await sessionExpired(canvas);

    await signIn(canvas, SUPERVISOR);
    await loadedScreen(canvasElement);
    await restoredBanner(canvas);
    await expect(valueInput(cardOf(canvasElement, first.id))).toHaveValue(shown(first.before + 700));
    await expect(within(cardOf(canvasElement, first.id)).getByText('Não salvo')).toBeVisible();
    await expect(within(cardOf(canvasElement, secondId)).getByText('Não salvo')).toBeVisible();
    const restoredTable = await openCategories(cardOf(canvasElement, secondId));
    await expect(within(restoredTable).getAllByRole('textbox')[0]).toHaveValue(shown(storedCategory + 50));
    await expect(canvas.getByText('Há 2 alterações não salvas.')).toBeVisible();
    await expect(canvas.getByTestId('difference')).toHaveTextContent(formatBRL(750));
    // Nothing reached the server.
    await expect(storedTotal(backend, first.id)).toBe(first.before);
    await expect(partOf(backend).part.sellers.find((x) => x.id === secondId)?.values[0]).toBe(storedCategory);

    await userEvent.click(canvas.getByRole('button', { name: 'Descartar rascunho' }));
    await waitFor(() => expect(banner(canvas)).toBeNull());
    await expect(valueInput(cardOf(canvasElement, first.id))).toHaveValue(shown(first.before));
    await expect(within(restoredTable).getAllByRole('textbox')[0]).toHaveValue(shown(storedCategory));
    await expect(canvas.queryByText(/alteraç(ão|ões) não salvas?\./)).toBeNull();
    await expect(canvas.getByTestId('difference')).toHaveTextContent('R$ 0');

    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar a página' }));
    await settled(canvasElement, storage, SUPERVISOR);
    await expect(banner(canvas)).toBeNull();
    await expect(valueInput(cardOf(canvasElement, first.id))).toHaveValue(shown(first.before));
  },
};

/** The restored value saved with 'Tentar salvar novamente': the banner goes, and so does the draft. */
export const ClearedOnSave: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const { backend, storage } = loaded as Loaded;
    const canvas = within(canvasElement);
    await loadedScreen(canvasElement);
    const { id, before } = await typeAndExpire(context, canvasElement, 400);

    await signIn(canvas, SUPERVISOR);
    await restoredBanner(canvas);
    await expect(valueInput(cardOf(canvasElement, id))).toHaveValue(shown(before + 400));
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar salvar novamente' }));
    await waitFor(() => expect(storedTotal(backend, id)).toBe(before + 400), { timeout: 8000 });
    await waitFor(() => expect(banner(canvas)).toBeNull());
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Aguarde...' })).not.toBeInTheDocument(), { timeout: 8000 });

    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar a página' }));
    await settled(canvasElement, storage, SUPERVISOR);
    await expect(banner(canvas)).toBeNull();
    await expect(valueInput(cardOf(canvasElement, id))).toHaveValue(shown(before + 400));
    await expect(within(cardOf(canvasElement, id)).queryByText('Não salvo')).toBeNull();
  },
};

/** Another user signing in on the same tab sees the server's values; the first one finds his draft again. */
export const OtherUserSeesNothing: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const { storage } = loaded as Loaded;
    const canvas = within(canvasElement);
    await loadedScreen(canvasElement);
    const { id, before } = await typeAndExpire(context, canvasElement, 300);

    await signIn(canvas, GERENTE);
    await settled(canvasElement, storage, GERENTE);
    await expect(banner(canvas)).toBeNull();
    await expect(valueInput(cardOf(canvasElement, id))).toHaveValue(shown(before));
    await expect(within(cardOf(canvasElement, id)).queryByText('Não salvo')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Expirar a sessão' }));
    await signIn(canvas, SUPERVISOR);
    await restoredBanner(canvas);
    await expect(valueInput(cardOf(canvasElement, id))).toHaveValue(shown(before + 300));
  },
};

/**
 * While the supervisor was signed out the manager changed his total: the banner says the data
 * changed since; 'Tentar salvar novamente' is refused by the concurrency rule (the values were
 * typed on the old version) and the conflict panel shows both values; nothing is written over.
 */
export const BaseChangedSince: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const { backend } = loaded as Loaded;
    const canvas = within(canvasElement);
    await loadedScreen(canvasElement);
    const { id, before } = await typeAndExpire(context, canvasElement, 250);
    await managerChangesSupervisor(backend, 1000);

    await signIn(canvas, SUPERVISOR);
    await restoredBanner(canvas);
    await expect(canvas.getByText(/Atenção: as metas desta equipe foram alteradas no servidor depois disso\./)).toBeVisible();
    await expect(valueInput(cardOf(canvasElement, id))).toHaveValue(shown(before + 250));
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar salvar novamente' }));
    const panel = await within(document.body).findByRole('alert', { name: /^Alterado por Fernanda Oliveira/ }, { timeout: 8000 });
    await waitFor(() => expect(panel).not.toHaveTextContent('Lendo os valores atuais…'), { timeout: 8000 });
    await expect(storedTotal(backend, id)).toBe(before);
    await expect(valueInput(cardOf(canvasElement, id))).toHaveValue(shown(before + 250));
    // 'Recarregar' drops the restored value: the server's values, no banner.
    await userEvent.click(within(panel).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(valueInput(cardOf(canvasElement, id))).toHaveValue(shown(before)), { timeout: 8000 });
    await waitFor(() => expect(banner(canvas)).toBeNull());
  },
};

/**
 * While the supervisor was signed out his team's split was approved: the values can no longer be
 * saved; 'Rascunho não aplicado' says so, the screen shows the server's values and the draft goes.
 */
export const NotAppliedWhenLocked: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    const { backend, storage } = loaded as Loaded;
    const canvas = within(canvasElement);
    await loadedScreen(canvasElement);
    const { id, before } = await typeAndExpire(context, canvasElement, 200);
    partOf(backend).part.status = 'Aprovada supervisor';

    await signIn(canvas, SUPERVISOR);
    await waitFor(() => expect(canvas.getByText('Rascunho não aplicado')).toBeVisible(), { timeout: 10_000 });
    await expect(canvas.getByText(/mas ela não pode mais ser alterada \(veja o motivo na tela\)\. Por isso eles foram descartados\.$/)).toBeVisible();
    await expect(canvas.getByText('Metas dos vendedores já aprovadas')).toBeVisible();
    await expect(valueInput(cardOf(canvasElement, id))).toHaveValue(shown(before));
    await expect(banner(canvas)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar a página' }));
    await loadedScreen(canvasElement);
    await canvas.findByText('Metas dos vendedores já aprovadas', {}, { timeout: 8000 });
    // The draft went with the notice: nothing is left to put back or to refuse again.
    await waitFor(() => expect(keptDraft(storage, SUPERVISOR)).toBeNull());
    await expect(canvas.queryByText('Rascunho não aplicado')).toBeNull();
  },
};
