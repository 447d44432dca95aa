import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, createConectaQueryClient, type ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import {
  DRAFT_KEYS,
  PROFILE_PRESETS,
  createDraftStore,
  draftStorageKey,
  memoryDraftStorage,
  type CurrentUser,
  type DraftStorage,
} from '@conecta/core';
import { UserForm, type UserFormUser } from './UserForm';
import { DraftSession } from '@conecta/embed/testing';
import { choose, chooseMany, type Canvas } from './test/story-helpers';

/** What the workbench's loader gives every story (.storybook/backend.ts). */
interface Loaded {
  api: ApiClient;
  perfil: CurrentUser;
  backend: MockBackend;
}

const PASSWORD = 'Portal@Metas9';
const MASTER = PROFILE_PRESETS.masterFlag;
const OTHER = PROFILE_PRESETS.masterBroker;


/** The msw worker of the story, to prepend handlers (msw-storybook-addon puts it on the context). */
const mswOf = (context: object) => (context as { msw: SetupWorker }).msw;
const url = (path: string) => `*/backend${path}`;

/** The backend answers the next call, whatever it is, with 401 (the session has expired). */
const expireOnNextCall = (context: object) =>
  mswOf(context).use(http.all(url('/*'), () => HttpResponse.json({ message: 'Invalid access_token' }, { status: 401 }), { once: true }));

const stepHeading = async (canvas: Canvas, name: string) =>
  expect(await canvas.findByRole('heading', { level: 2, name }, { timeout: 10_000 })).toBeVisible();

/** Steps 1 and 2 of a new Master Broker, up to step 3. */
async function fillToStep3(canvas: Canvas, nome = 'Joana "Zé" Prado', email = 'joana.rascunho@conecta.example') {
  await stepHeading(canvas, 'Tipo de Usuário');
  await choose(canvas, /Tipo de Usuário$/, 'Broker');
  await choose(canvas, /Função$/, 'Master Broker');
  await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
  await stepHeading(canvas, 'Identificação');
  await userEvent.click(canvas.getByRole('textbox', { name: /^Nome/ }));
  await userEvent.paste(nome);
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Senha/), PASSWORD);
  await userEvent.type(canvas.getByLabelText(/^Confirmação de senha/), PASSWORD);
  await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
  await stepHeading(canvas, 'Classificação');
}

const signIn = async (canvas: Canvas, user: CurrentUser) =>
  userEvent.click(await canvas.findByRole('button', { name: `Entrar como ${user.nomeUsuario}` }, { timeout: 10_000 }));

const banner = (canvas: Canvas) => canvas.queryByText('Rascunho recuperado');

/**
 * The user form inside a simulated session (`DraftSession` of `@conecta/embed/testing`): a 401 signs the user out and
 * the form goes away, as in the portal; signing back in mounts it again. The drafts live in the
 * story's own storage.
 */
const meta = {
  title: 'Features/Users/Cadastro de usuário — rascunho',
  component: UserForm,
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as UserFormUser,
    editUserId: null,
    onCancel: fn(),
    onBackToList: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false }, drafts: { control: false } },
  render: (args, { loaded }) => (
    <DraftSession backend={(loaded as Loaded).backend} users={[MASTER, OTHER]}>
      {({ api, user, drafts }) => <UserForm {...args} api={api} user={user} drafts={drafts} />}
    </DraftSession>
  ),
} satisfies Meta<typeof UserForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A 401 in the middle of the wizard (the brokers of the chosen line): the user is signed out; after
 * signing back in the form opens on the same step with what was typed, the banner 'Rascunho
 * recuperado' asks for the passwords again, and 'Descartar rascunho' empties the form for good.
 */
export const RestoredAfter401: Story = {
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    await fillToStep3(canvas);
    expireOnNextCall(context);
    await chooseMany(canvas, /Linhas de produto$/, [/^BRL1/]);
    await waitFor(() => expect(canvas.getByText('Sessão expirada')).toBeVisible(), { timeout: 10_000 });

    await signIn(canvas, MASTER);
    await stepHeading(canvas, 'Classificação');
    await expect(canvas.getByText('Rascunho recuperado')).toBeVisible();
    await expect(
      canvas.getByText(/Recuperamos o que você tinha preenchido .*Por segurança, a senha e a confirmação não são guardadas: digite-as de novo\./),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Linhas de produto$/ })).toHaveTextContent('BRL1');
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await stepHeading(canvas, 'Identificação');
    await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Joana "Zé" Prado');
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('joana.rascunho@conecta.example');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: 'Descartar rascunho' }));
    await stepHeading(canvas, 'Tipo de Usuário');
    await expect(banner(canvas)).toBeNull();
    await expect(canvas.getByRole('button', { name: /Tipo de Usuário$/ })).toHaveTextContent('Selecione');
    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar a página' }));
    await stepHeading(canvas, 'Tipo de Usuário');
    await expect(banner(canvas)).toBeNull();
  },
};

/** Another user signing in on the same tab sees an empty form; the first one finds his draft again. */
export const OtherUserSeesNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillToStep3(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Expirar a sessão' }));
    await signIn(canvas, OTHER);
    await stepHeading(canvas, 'Tipo de Usuário');
    await expect(banner(canvas)).toBeNull();
    await expect(canvas.getByRole('button', { name: /Tipo de Usuário$/ })).toHaveTextContent('Selecione');
    await userEvent.click(canvas.getByRole('button', { name: 'Expirar a sessão' }));
    await signIn(canvas, MASTER);
    await stepHeading(canvas, 'Classificação');
    await expect(canvas.getByText('Rascunho recuperado')).toBeVisible();
  },
};

/** A 401 on the save itself keeps the draft; the save after signing back in clears it, and so does Cancelar. */
export const ClearedOnSaveAndCancel: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    await fillToStep3(canvas, 'Joana Prado', 'joana.salva@conecta.example');
    await chooseMany(canvas, /Linhas de produto$/, [/^BRL1/]);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Broker$/ })).toBeEnabled(), { timeout: 5000 });
    await choose(canvas, /Broker$/, 'Distribuidora Horizonte Ltda');
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await stepHeading(canvas, 'Imagem Usuário (opcional)');
    expireOnNextCall(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await signIn(canvas, MASTER);
    await stepHeading(canvas, 'Imagem Usuário (opcional)');
    await expect(canvas.getByText('Rascunho recuperado')).toBeVisible();

    // The passwords were not kept: Confirmar leads back to them.
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await stepHeading(canvas, 'Identificação');
    await userEvent.type(canvas.getByLabelText(/^Senha/), PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirmação de senha/), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await stepHeading(canvas, 'Classificação');
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await stepHeading(canvas, 'Imagem Usuário (opcional)');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: /Usuário criado com sucesso!/ }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await expect(args.onBackToList).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar a página' }));
    await stepHeading(canvas, 'Tipo de Usuário');
    await expect(banner(canvas)).toBeNull();

    await fillToStep3(canvas, 'Outro Rascunho', 'outro@conecta.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar a página' }));
    await stepHeading(canvas, 'Tipo de Usuário');
    await expect(banner(canvas)).toBeNull();
  },
};

/**
 * A host that renders on the server (issue 21), with the form's lookups already in its QueryClient
 * (a host that shares its cache with the screens, or fetched them on the server): the user filled
 * two steps and left (the draft is kept). The host's server renders the form — a server has no tab,
 * so no drafts: step 'Tipo de Usuário' — and the browser hydrates that markup without a recoverable
 * error. Right after, the form opens on the kept draft: step 'Classificação' with 'Rascunho recuperado'.
 */
export const RestoredAfterServerRender: Story = {
  loaders: [() => ({ storage: memoryDraftStorage() })],
  render: (args, { loaded }) => (
    <DraftSession backend={(loaded as Loaded).backend} users={[MASTER]} storage={(loaded as { storage: DraftStorage }).storage}>
      {({ api, user, drafts }) => <UserForm {...args} api={api} user={user} drafts={drafts} />}
    </DraftSession>
  ),
  play: async ({ canvasElement, args, loaded }) => {
    const { backend, storage } = loaded as Loaded & { storage: DraftStorage };
    const canvas = within(canvasElement);
    await fillToStep3(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Expirar a sessão' }));
    await waitFor(() => expect(storage.getItem(draftStorageKey(MASTER.idUsuario, DRAFT_KEYS.userForm))).toContain('joana.rascunho'));

    const account = backend.db.network.users.find((candidate) => candidate.email === MASTER.email);
    if (!account) throw new Error('no demo account for Master Flag');
    const token = backend.context.issueToken(account);
    const api = createApiClient({ baseUrl: backend.baseUrl, getToken: () => token });
    const queryClient = createConectaQueryClient();
    // `drafts`: none on the server (no tab: `sessionStorage`, the default, is null there); the tab's in the browser.
    const form = (drafts: ReturnType<typeof createDraftStore> | false) => (
      <QueryClientProvider client={queryClient}>
        <UserForm {...args} api={api} user={MASTER} drafts={drafts} />
      </QueryClientProvider>
    );
    // The host's cache gets the lookups.
    const warm = document.createElement('div');
    canvasElement.append(warm);
    const warmRoot = createRoot(warm);
    warmRoot.render(form(false));
    await stepHeading(within(warm), 'Tipo de Usuário');
    warmRoot.unmount();
    warm.remove();

    const html = renderToString(form(false));
    await expect(html).toContain('Tipo de Usuário');
    await expect(html).not.toContain('Rascunho recuperado');
    const host = document.createElement('div');
    canvasElement.append(host);
    host.innerHTML = html;
    const recoverable: unknown[] = [];
    const root = hydrateRoot(host, form(createDraftStore(storage, MASTER.idUsuario)), {
      onRecoverableError: (error) => void recoverable.push(error),
    });
    try {
      const hydrated = within(host);
      await stepHeading(hydrated, 'Classificação');
      await expect(hydrated.getByText('Rascunho recuperado')).toBeVisible();
      await userEvent.click(hydrated.getByRole('button', { name: 'Anterior' }));
      await stepHeading(hydrated, 'Identificação');
      await expect(hydrated.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('joana.rascunho@conecta.example');
      await expect(recoverable).toEqual([]);
    } finally {
      root.unmount();
      host.remove();
    }
  },
};
