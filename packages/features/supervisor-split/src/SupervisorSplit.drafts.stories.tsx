import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, type ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import {
  DRAFT_KEYS,
  PROFILE_PRESETS,
  draftStorageKey,
  formatBRL,
  formatBackendTimestamp,
  memoryDraftStorage,
  type DraftStorage,
  type MetasSelection,
  type ProfilePreset,
  type ProfilePresetKey,
} from '@conecta/core';
import { SupervisorSplit } from './SupervisorSplit';
import { DraftSession } from '@conecta/embed/testing';

/** What the workbench's loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
  /** The simulated tab's draft storage (this file's loader): a play reads what is kept. */
  storage: DraftStorage;
}

/** The parts of a story context these helpers read. */
interface StoryContext {
  id: string;
  parameters: unknown;
  loaded: unknown;
  canvasElement: HTMLElement;
}

/** Whether `user` has a draft of this screen kept (any target) in the story's storage (its loader). */
const hasKeptDraft = (context: StoryContext, user: ProfilePreset = GERENTE) =>
  (context.loaded as Loaded).storage.getItem(draftStorageKey(user.idUsuario, DRAFT_KEYS.supervisorSplit)) !== null;

type Canvas = ReturnType<typeof within>;

const GERENTE = PROFILE_PRESETS.gerente;
/** Another account of the same broker that opens the same target (programs, sees every supervisor). */
const OTHER = PROFILE_PRESETS.masterBroker;
const DEMO_BROKER = '10234';
const RESTORED_TEXT = /^Recuperamos os valores que você tinha alterado nesta programação e que ainda não tinham sido salvos/;

/** The seeded split target ('Rateada', VBC, line BRL1) the stories open. */
function targetOf(backend: MockBackend) {
  const target = backend.db.metas.targets.find(
    (candidate) => candidate.tipoMeta === 'VBC' && candidate.linha === 'BRL1' && candidate.status === 'Rateada' && candidate.metaImportada === 0,
  );
  if (!target) throw new Error('no seeded VBC target in Rateada');
  return target;
}

function selectionOf(backend: MockBackend): MetasSelection {
  const target = targetOf(backend);
  return {
    ano: Number(target.periodo.slice(0, 4)),
    mes: Number(target.periodo.slice(4)),
    tipoMeta: 'VBC',
    versao: target.versao,
    linha: target.linha,
  };
}

const backendOf = (context: StoryContext) => (context.loaded as Loaded).backend;
/** A supervisor's planned total as the server holds it. */
const storedPlanned = (context: StoryContext, index: number) =>
  (targetOf(backendOf(context)).supervisors[index]?.values ?? []).reduce((acc, value) => acc + value, 0);
const storedCategory = (context: StoryContext, index: number, category: number) =>
  targetOf(backendOf(context)).supervisors[index]?.values[category] ?? 0;

/** The msw worker of the story, to prepend handlers (msw-storybook-addon puts it on the context). */
const mswOf = (context: object) => (context as { msw: SetupWorker }).msw;

/** The backend answers the next call, whatever it is, with 401 (the session has expired). */
const expireOnNextCall = (context: object) =>
  mswOf(context).use(
    http.all(`*/backend/*`, () => HttpResponse.json({ message: 'Invalid access_token' }, { status: 401 }), {
      once: true,
    }),
  );

/** Another user, in another tab, sets a supervisor's total (no base: he saves whatever he had). */
async function setPlannedAs(context: StoryContext, perfil: ProfilePresetKey, index: number, valor: number) {
  const { backend } = context.loaded as Loaded;
  const account = backend.db.network.users.find((candidate) => candidate.email === PROFILE_PRESETS[perfil].email);
  if (!account) throw new Error(`no demo account for ${perfil}`);
  const token = backend.context.issueToken(account);
  const client = createApiClient({ baseUrl: backend.baseUrl, getToken: () => token });
  const target = targetOf(backend);
  const part = target.supervisors[index];
  if (!part) throw new Error('no supervisor part');
  await client.PUT('/atualizarvalorsupervisorvalor', {
    params: {
      query: {
        IdPuxada: DEMO_BROKER,
        Versao: target.versao,
        Linha: target.linha,
        TipoMeta: 'VBC',
        IdEmpregadoResponsavelFlexx: String(part.id),
        Valor: valor,
        usuario: PROFILE_PRESETS[perfil].email,
        DataAtualizacao: formatBackendTimestamp(new Date()),
        Tipo: 'P',
      },
    },
  });
}

const digits = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));
const plannedInput = (card: HTMLElement) => within(card).getByRole('textbox', { name: /^Meta planejada de / }) as HTMLInputElement;
const plannedOf = (card: HTMLElement) => digits(plannedInput(card).value);

/** The supervisor cards, once they have arrived. */
async function loadedCards(canvas: Canvas): Promise<HTMLElement[]> {
  await canvas.findByRole('heading', { level: 1, name: 'Programacao Supervisor VBC' }, { timeout: 10_000 });
  return canvas.findAllByRole('article', {}, { timeout: 10_000 });
}

async function typePlanned(card: HTMLElement, value: number) {
  const input = plannedInput(card);
  await userEvent.clear(input);
  await userEvent.type(input, `${value}{Enter}`);
}

async function dialogNamed(name: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Types a new total for the card, and the backend answers the save ('Meta alterada' → Sim) with 401. */
async function saveInto401(context: StoryContext, card: HTMLElement, value: number) {
  await typePlanned(card, value);
  const confirm = await dialogNamed('Meta alterada');
  expireOnNextCall(context);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
  await waitFor(() => expect(within(context.canvasElement).getByText('Sessão expirada')).toBeVisible(), { timeout: 10_000 });
}

const signIn = async (canvas: Canvas, user: ProfilePreset) =>
  userEvent.click(await canvas.findByRole('button', { name: `Entrar como ${user.nomeUsuario}` }, { timeout: 10_000 }));

const banner = (canvas: Canvas) => canvas.queryByText('Rascunho recuperado');

/**
 * No banner once the screen has settled: the cards are there and the signed-in user has no draft of
 * this screen kept — the screen puts back only what is kept, so the absence of a banner means something.
 */
async function expectNoDraft(context: StoryContext, user: ProfilePreset = GERENTE) {
  const canvas = within(context.canvasElement);
  const cards = await loadedCards(canvas);
  await waitFor(() => expect(hasKeptDraft(context, user)).toBe(false));
  await expect(banner(canvas)).toBeNull();
  for (const card of cards) await expect(within(card).queryByText('Não salvo')).toBeNull();
  return cards;
}

/**
 * The supervisor split inside a simulated session (`DraftSession` of `@conecta/embed/testing`): as in the
 * portal, a 401 signs the user out and the screen goes away; signing back in mounts it again on the
 * same address (the same target: `initialSelection`). The drafts live in the story's own storage.
 * `parameters.address: 'bare'` opens the screen without a target (the menu's /metas/programacao).
 */
const meta = {
  title: 'Features/Metas/Programação Supervisor — rascunho',
  component: SupervisorSplit,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'gerente' },
  args: {
    api: undefined as unknown as ApiClient,
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false }, initialSelection: { control: false }, drafts: { control: false } },
  loaders: [() => ({ storage: memoryDraftStorage() })],
  render: (args, context) => {
    const { backend, storage } = context.loaded as Loaded;
    const bare = (context.parameters as { address?: 'bare' }).address === 'bare';
    const initialSelection = bare ? {} : selectionOf(backend);
    return (
      <DraftSession backend={backend} users={[GERENTE, OTHER]} storage={storage}>
        {({ api, user, drafts }) => <SupervisorSplit {...args} api={api} user={user} drafts={drafts} initialSelection={initialSelection} />}
      </DraftSession>
    );
  },
} satisfies Meta<typeof SupervisorSplit>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The save of a new total is answered 401: the user is signed out and the screen goes away. After
 * signing back in the same target opens with the typed value put back, marked 'Não salvo', and the
 * banner 'Rascunho recuperado'; the server still holds the old value. 'Descartar rascunho' shows
 * the loaded values again, for good (a reload brings nothing back).
 */
export const RestoredAfter401: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    let cards = await loadedCards(canvas);
    const before = storedPlanned(context, 0);
    await saveInto401(context, cards[0] as HTMLElement, before + 2500);
    await expect(storedPlanned(context, 0)).toBe(before);

    await signIn(canvas, GERENTE);
    cards = await loadedCards(canvas);
    await waitFor(() => expect(canvas.getByText('Rascunho recuperado')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText(RESTORED_TEXT)).toBeVisible();
    const card = cards[0] as HTMLElement;
    await waitFor(() => expect(plannedOf(card)).toBe(before + 2500));
    await expect(within(card).getByText('Não salvo')).toBeVisible();
    // The draft's banner offers saving it; the plain 'not saved' banner stays away meanwhile.
    await expect(canvas.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
    await expect(canvas.queryByText('Alterações não salvas')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Alterações' })).toHaveTextContent('+R$ 2.500');
    await expect(storedPlanned(context, 0)).toBe(before);

    await userEvent.click(canvas.getByRole('button', { name: 'Descartar rascunho' }));
    await waitFor(() => expect(plannedOf(card)).toBe(before));
    await expect(banner(canvas)).toBeNull();
    await expect(within(card).queryByText('Não salvo')).toBeNull();
    await expect(within(card).getByText('Sem alteração')).toBeVisible();
    await waitFor(() => expect(hasKeptDraft(context)).toBe(false));
    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar a página' }));
    cards = await expectNoDraft(context);
    await expect(plannedOf(cards[0] as HTMLElement)).toBe(before);
  },
};

/**
 * Category values typed in a supervisor's table, the save answered 401: after signing back in
 * the table opens again with the typed value, the banner says so, and 'Salvar alterações' saves it.
 * Saved, the draft is gone: signing out and in again shows no banner.
 */
export const RestoredCategoriesSaved: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    let cards = await loadedCards(canvas);
    let card = cards[1] as HTMLElement;
    const before = storedCategory(context, 1, 0);
    const total = storedPlanned(context, 1);
    await userEvent.click(within(card).getByRole('button', { name: /^Ver categorias de / }));
    await within(card).findByRole('table', {}, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: /^Editar categorias de / }));
    const cells = await within(card).findAllByRole('textbox', { name: /^Meta Planejada de / });
    await userEvent.click(cells[0] as HTMLElement);
    await userEvent.keyboard(`{Control>}a{/Control}${before + 1000}{Enter}`);
    const confirm = await dialogNamed('Meta alterada');
    expireOnNextCall(context);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(canvas.getByText('Sessão expirada')).toBeVisible(), { timeout: 10_000 });

    await signIn(canvas, GERENTE);
    cards = await loadedCards(canvas);
    card = cards[1] as HTMLElement;
    await waitFor(() => expect(canvas.getByText('Rascunho recuperado')).toBeVisible(), { timeout: 8000 });
    const table = await within(card).findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(within(table).getByText(formatBRL(before + 1000))).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(plannedOf(card)).toBe(total + 1000));
    await expect(within(card).getByText('Não salvo')).toBeVisible();
    await expect(storedCategory(context, 1, 0)).toBe(before);

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(storedCategory(context, 1, 0)).toBe(before + 1000), { timeout: 5000 });
    await waitFor(() => expect(banner(canvas)).toBeNull());
    await waitFor(() => expect(within(card).queryByText('Não salvo')).toBeNull());
    await waitFor(() => expect(hasKeptDraft(context)).toBe(false));

    await userEvent.click(canvas.getByRole('button', { name: 'Expirar a sessão' }));
    await signIn(canvas, GERENTE);
    cards = await expectNoDraft(context);
    await expect(plannedOf(cards[1] as HTMLElement)).toBe(total + 1000);
  },
};

/**
 * The typed value is kept while 'Meta alterada' waits for an answer; 'Nao' (the value goes back)
 * removes it, and so does saving: signing out and in again shows no banner and the saved value.
 */
export const ClearedOnSave: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    let cards = await loadedCards(canvas);
    const before = storedPlanned(context, 2);
    await expect(hasKeptDraft(context)).toBe(false);
    await typePlanned(cards[2] as HTMLElement, before + 300);
    const rejected = await dialogNamed('Meta alterada');
    await waitFor(() => expect(hasKeptDraft(context)).toBe(true));
    await userEvent.click(within(rejected).getByRole('button', { name: 'Nao' }));
    await waitFor(() => expect(hasKeptDraft(context)).toBe(false));
    await waitFor(() => expect(plannedOf(cards[2] as HTMLElement)).toBe(before));

    await typePlanned(cards[2] as HTMLElement, before + 700);
    const confirm = await dialogNamed('Meta alterada');
    await waitFor(() => expect(hasKeptDraft(context)).toBe(true));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(storedPlanned(context, 2)).toBe(before + 700), { timeout: 5000 });
    await waitFor(() => expect(hasKeptDraft(context)).toBe(false));
    await userEvent.click(canvas.getByRole('button', { name: 'Expirar a sessão' }));
    await signIn(canvas, GERENTE);
    cards = await expectNoDraft(context);
    await expect(plannedOf(cards[2] as HTMLElement)).toBe(before + 700);
  },
};

/** Another user signing in on the same tab sees the server's values and no banner; the first one finds his draft again. */
export const OtherUserSeesNothing: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    let cards = await loadedCards(canvas);
    const before = storedPlanned(context, 0);
    await saveInto401(context, cards[0] as HTMLElement, before + 1800);

    await signIn(canvas, OTHER);
    cards = await expectNoDraft(context, OTHER);
    await expect(plannedOf(cards[0] as HTMLElement)).toBe(before);

    await userEvent.click(canvas.getByRole('button', { name: 'Expirar a sessão' }));
    await signIn(canvas, GERENTE);
    cards = await loadedCards(canvas);
    await waitFor(() => expect(canvas.getByText('Rascunho recuperado')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(plannedOf(cards[0] as HTMLElement)).toBe(before + 1800));
  },
};

/**
 * Someone else changes the same supervisor while the user is signed out: the restored banner says
 * so, and saving lets the usual rule decide — the server refuses the save (409) and the conflict
 * panel shows the user's value beside the current one.
 */
export const RestoredOverNewerValues: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    let cards = await loadedCards(canvas);
    const before = storedPlanned(context, 1);
    await saveInto401(context, cards[1] as HTMLElement, before + 3000);
    await setPlannedAs(context, 'masterFlag', 1, before + 500);

    await signIn(canvas, GERENTE);
    cards = await loadedCards(canvas);
    await waitFor(() => expect(canvas.getByText('Rascunho recuperado')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText(/Outra pessoa alterou esta programação depois disso/)).toBeVisible();
    await waitFor(() => expect(plannedOf(cards[1] as HTMLElement)).toBe(before + 3000));

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    const panel = await canvas.findByRole('alert', { name: /^Alterado por Marina Castro/ }, { timeout: 8000 });
    await expect(panel).toBeVisible();
    await expect(storedPlanned(context, 1)).toBe(before + 500);
    await expect(banner(canvas)).toBeNull();
    await expect(within(cards[1] as HTMLElement).getByText('Não salvo: alterado por outra pessoa')).toBeVisible();
  },
};

/**
 * The screen was opened from the menu (no target in the address) and the target chosen in the
 * cascade: after the 401 it opens empty again (each entry starts afresh, spec §4.6); choosing the
 * same target puts the draft back.
 */
export const RestoredOnChoosingTheTarget: Story = {
  parameters: { address: 'bare' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const selection = selectionOf(backendOf(context));
    const months = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
    const selectButton = (label: string) => canvas.getByRole('button', { name: new RegExp(`(^|\\s)${label}(\\s|$)`) });
    const choose = async (label: string, option: string) => {
      await waitFor(() => expect(selectButton(label)).toBeEnabled(), { timeout: 5000 });
      await userEvent.click(selectButton(label));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    const chooseTarget = async () => {
      await waitFor(() => expect(canvas.getByText(/Escolha o ano/)).toBeVisible(), { timeout: 10_000 });
      await choose('Ano', String(selection.ano));
      await choose('Periodo', months[(selection.mes ?? 1) - 1] ?? '');
      await choose('Versao', selection.versao ?? '');
      await choose('Linha', selection.linha ?? '');
      return loadedCards(canvas);
    };
    let cards = await chooseTarget();
    const before = storedPlanned(context, 3);
    await saveInto401(context, cards[3] as HTMLElement, before + 1200);

    await signIn(canvas, GERENTE);
    await waitFor(() => expect(canvas.getByText(/Escolha o ano/)).toBeVisible(), { timeout: 10_000 });
    await expect(banner(canvas)).toBeNull();
    cards = await chooseTarget();
    await waitFor(() => expect(canvas.getByText('Rascunho recuperado')).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(plannedOf(cards[3] as HTMLElement)).toBe(before + 1200));
  },
};
