import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { createApiClient, type ApiClient } from '@conecta/api';
import { DEMO_COMMENTS, type MockBackend } from '@conecta/api/mocks';
import {
  PROFILE_PRESETS,
  formatBackendTimestamp,
  type MetasSelection,
  type ProfilePreset,
  type ProfilePresetKey,
} from '@conecta/core';
import { AUTO_CLOSE_MS } from '@conecta/ui';
import { captureScreen, storyClock } from '@conecta/ui/testing';
import { SupervisorSplit } from './SupervisorSplit';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

/** `parameters.seed`: open the screen on the seeded VBC target (line BRL1) in this status. */
interface Seed {
  status: 'Em aberto' | 'Rateada' | 'Aprovada gerente' | 'Aprovada supervisor' | 'Liberado';
  imported?: boolean;
  /** Only the year, month and type (the cascade stops before Versao). */
  periodOnly?: boolean;
  /** A period the seed leaves without data (12 months back, see metasSeedPeriods). */
  noData?: boolean;
}

const DEMO_BROKER = '10234';

/** The seeded target of a status (see metasSeedPeriods in the mock backend). */
function targetFor(backend: MockBackend, seed: Seed) {
  const target = backend.db.metas.targets.find(
    (candidate) =>
      candidate.tipoMeta === 'VBC' &&
      candidate.linha === 'BRL1' &&
      candidate.status === seed.status &&
      candidate.metaImportada === (seed.imported ? 1 : 0),
  );
  if (!target) throw new Error(`no seeded VBC target in ${seed.status}`);
  return target;
}

function selectionFor(backend: MockBackend, seed: Seed): MetasSelection {
  if (seed.noData) {
    const date = new Date();
    date.setDate(1);
    date.setMonth(date.getMonth() - 12);
    return { ano: date.getFullYear(), mes: date.getMonth() + 1, tipoMeta: 'VBC' };
  }
  const target = targetFor(backend, seed);
  const period = { ano: Number(target.periodo.slice(0, 4)), mes: Number(target.periodo.slice(4)), tipoMeta: 'VBC' };
  return seed.periodOnly ? period : { ...period, versao: target.versao, linha: target.linha };
}

/** The parts of a story context these helpers read. */
interface StoryContext {
  parameters: unknown;
  loaded: unknown;
}

const seedOf = (context: StoryContext) => (context.parameters as { seed?: Seed | null }).seed ?? null;

/** Makes the calls whose path ends with `pathEnd` answer `status` (the first `times` calls, or all). */
function answer(api: ApiClient, pathEnd: string, status: number, times = Number.POSITIVE_INFINITY, method?: string) {
  let left = times;
  api.use({
    onResponse: ({ request }) => {
      if (!new URL(request.url).pathname.endsWith(pathEnd) || left <= 0) return undefined;
      if (method && request.method !== method) return undefined;
      left -= 1;
      return new Response(JSON.stringify({ message: 'Erro interno do servidor.' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
}

/** How an injected failure fails: a 500, a dropped connection, or no answer at all (the client's time limit). */
type Failure = 500 | 'network' | 'timeout';

/**
 * Makes a write fail before it reaches the mock backend (a handler in front of the backend's own),
 * the first `times` calls; later calls go through.
 */
function failWrite(context: unknown, method: 'put' | 'post', path: string, times = Number.POSITIVE_INFINITY, how: Failure = 500) {
  const worker = (context as { msw: SetupWorker }).msw;
  let left = times;
  worker.use(
    http[method](`*/backend${path}`, async () => {
      if (left <= 0) return undefined;
      left -= 1;
      if (how === 'network') return HttpResponse.error();
      if (how === 'timeout') await delay('infinite');
      return HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 });
    }),
  );
}

/** A client signed in as another demo account on the story's backend: "another user in another tab". */
function clientAs(loaded: unknown, perfil: ProfilePresetKey, timeoutMs?: number): ApiClient {
  const { backend } = loaded as Loaded;
  const user = backend.db.network.users.find((candidate) => candidate.email === PROFILE_PRESETS[perfil].email);
  if (!user) throw new Error(`no demo account for ${perfil}`);
  const token = backend.context.issueToken(user);
  return createApiClient({ baseUrl: backend.baseUrl, getToken: () => token, ...(timeoutMs ? { timeoutMs } : {}) });
}

/** `parameters.timeoutMs`: the screen's client gives up after this many ms (the TIMEOUT story). */
const shortClients = new WeakMap<object, ApiClient>();
function screenClient(context: StoryContext): ApiClient {
  const loaded = context.loaded as Loaded;
  const timeoutMs = (context.parameters as { timeoutMs?: number }).timeoutMs;
  if (!timeoutMs) return loaded.api;
  const known = shortClients.get(loaded);
  if (known) return known;
  const key = (Object.keys(PROFILE_PRESETS) as ProfilePresetKey[]).find((candidate) => PROFILE_PRESETS[candidate].email === loaded.perfil.email);
  const client = clientAs(loaded, key ?? 'gerente', timeoutMs);
  shortClients.set(loaded, client);
  return client;
}

/** Changes a supervisor's planned total through the contract before the screen opens. */
async function setPlanned(loaded: Loaded, seed: Seed, index: number, delta: number) {
  const selection = selectionFor(loaded.backend, seed);
  const base = {
    IdPuxada: DEMO_BROKER,
    Versao: selection.versao ?? '',
    Linha: selection.linha ?? '',
    TipoMeta: 'VBC' as const,
  };
  const { data } = await loaded.api.GET('/tabelacartametasupervisorresumo', {
    params: { query: { ...base, Tipo: 'R', Empregado: '000', IdUsuario: loaded.perfil.idUsuario } },
  });
  const row = data?.[index];
  if (!row) throw new Error('no supervisor card');
  await loaded.api.PUT('/atualizarvalorsupervisorvalor', {
    params: {
      query: {
        ...base,
        IdEmpregadoResponsavelFlexx: row.idEmpregadoResponsavelFlexx,
        Valor: row.vlrMetaPlanejado + delta,
        usuario: loaded.perfil.email,
        DataAtualizacao: formatBackendTimestamp(new Date()),
        Tipo: 'P',
      },
    },
  });
}

/** The stored target behind the story (to check what a save did). */
const storedTarget = (context: StoryContext) => targetFor((context.loaded as Loaded).backend, seedOf(context) ?? RATEADA);
const storedPlanned = (context: StoryContext, index: number) =>
  (storedTarget(context).supervisors[index]?.values ?? []).reduce((acc, value) => acc + value, 0);

const RATEADA: Seed = { status: 'Rateada' };
const TITLE = 'Programacao Supervisor VBC';
const NON_POSITIVE = 'Nao e permitido valores iguais ou menores que 0.';
const BANNER =
  'A meta esta abaixo do que voce planejou inicialmente. E necessario chegar no valor programado ou voltar para o Planejamento e reprogramar a meta assumida.';

const meta = {
  title: 'Features/Metas/Programação Supervisor',
  component: SupervisorSplit,
  parameters: { layout: 'fullscreen', seed: RATEADA },
  globals: { perfil: 'gerente' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as ProfilePreset,
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false }, initialSelection: { control: false } },
  render: (args, context) => {
    const { perfil, backend } = context.loaded as Loaded;
    const seed = seedOf(context);
    const initialSelection = seed ? selectionFor(backend, seed) : args.initialSelection;
    return <SupervisorSplit {...args} api={screenClient(context)} user={perfil} initialSelection={initialSelection} />;
  },
} satisfies Meta<typeof SupervisorSplit>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The screen once the supervisor cards have arrived. */
async function loadedScreen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: TITLE });
  const cards = await canvas.findAllByRole('article', {}, { timeout: 8000 });
  return { canvas, cards };
}

/** The trigger of a cascade select, named by its value and its label. */
const selectButton = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByRole('button', { name: new RegExp(`(^|\\s)${label}(\\s|$)`) });
const querySelectButton = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.queryByRole('button', { name: new RegExp(`(^|\\s)${label}(\\s|$)`) });

const plannedInput = (card: HTMLElement) => within(card).getByRole('textbox', { name: /^Meta planejada de / });
const digits = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));
const statValue = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByRole('group', { name: title }).textContent ?? '';

async function typePlanned(card: HTMLElement, value: string) {
  const input = plannedInput(card);
  await userEvent.clear(input);
  await userEvent.type(input, `${value}{Enter}`);
}

async function dialogNamed(name: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function expectErrorCode(code: number) {
  const dialog = await screen.findByRole('alertdialog', { name: /Atenção!/ }, { timeout: 8000 });
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(dialog).toHaveTextContent('Algo deu errado!');
  await expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
  await expect(dialog).toHaveTextContent(`Código: ${code}`);
  return dialog;
}

// ------------------------------------------------------------------------------------ loaded

/**
 * A split target ('Rateada') for the gerente: the cascade filled from the address, the assumed
 * total, the change (R$ 0, neutral) and the total, 'Status da META: Rateada', and one card per
 * supervisor with sellers, average, the editable planned value, its share and 'Sem alteração'.
 */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const { canvas, cards } = await loadedScreen(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    for (const label of ['Ano', 'Periodo', 'Meta', 'Versao', 'Linha']) {
      await expect(selectButton(canvas, label)).toBeVisible();
    }
    await expect(cards).toHaveLength(4);
    const assumed = digits(statValue(canvas, 'VBC Assumido Broker'));
    const total = digits(statValue(canvas, 'Total'));
    await expect(assumed).toBeGreaterThan(0);
    await expect(total).toBe(assumed);
    await expect(statValue(canvas, 'Alterações')).toContain('R$ 0');
    await expect(canvas.getByText(/Status da META/)).toHaveTextContent('Status da META:Rateada');
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText(/\d+ vendedor(es)?/)).toBeVisible();
    await expect(first.getByText(/Média: R\$ [\d.]+/)).toBeVisible();
    await expect(first.getByText('do total')).toBeVisible();
    await expect(first.getByText('Sem alteração')).toBeVisible();
    await expect(plannedInput(cards[0] as HTMLElement)).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Programar Metas' })).toBeEnabled();
    await expect(canvas.getByText('Os valores podem variar levemente por causa de arredondamentos.')).toBeVisible();
    // The shares are the planned value over the assumed total, with 1 decimal.
    const planned = digits((plannedInput(cards[0] as HTMLElement) as HTMLInputElement).value);
    const share = ((planned / assumed) * 100).toFixed(1).replace('.', ',');
    await expect(first.getByText(`${share}%`)).toBeVisible();
  },
};

/** While the data has not been answered: the spinner 'Carregando programação' (held for as long as the story shows). */
export const Loading: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar', { name: 'Carregando programação' })).toBeVisible(), { timeout: 5000 });
  },
};

/** A slow backend: the spinner while the data loads, then the cards. */
export const SlowBackend: Story = {
  parameters: { backend: { held: true } },
  play: async (context) => {
    await Loading.play?.(context);
    (context.loaded as { answer: () => void }).answer();
    await within(context.canvasElement).findAllByRole('article', {}, { timeout: 10000 });
  },
};

/**
 * No selection in the address: the cascade opens one select at a time (Ano → Periodo → Meta and
 * Versao → Linha) and the data loads once the line is chosen.
 */
export const Cascade: Story = {
  parameters: { seed: null },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const selection = selectionFor((context.loaded as Loaded).backend, RATEADA);
    await expect(querySelectButton(canvas, 'Periodo')).not.toBeInTheDocument();
    await expect(canvas.getByText(/Escolha o ano/)).toBeVisible();
    const choose = async (label: string, option: string) => {
      await waitFor(() => expect(selectButton(canvas, label)).toBeEnabled(), { timeout: 5000 });
      await userEvent.click(selectButton(canvas, label));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Ano', String(selection.ano));
    const months = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];
    await choose('Periodo', months[(selection.mes ?? 1) - 1] ?? '');
    await expect(querySelectButton(canvas, 'Linha')).not.toBeInTheDocument();
    await choose('Versao', selection.versao ?? '');
    await choose('Linha', selection.linha ?? '');
    await canvas.findAllByRole('article', {}, { timeout: 8000 });
  },
};

// ------------------------------------------------------------------------------------ editing

/** 'Meta alterada' → Sim saves the new total (PUT /atualizarvalorsupervisorvalor); the change turns positive. */
export const MetaAlteradaSim: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const card = cards[0] as HTMLElement;
    const before = storedPlanned(context, 0);
    await typePlanned(card, String(before + 5000));
    const dialog = await dialogNamed('Meta alterada');
    await expect(dialog).toHaveTextContent('Deseja salvar o novo valor?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(storedPlanned(context, 0)).toBe(before + 5000));
    await waitFor(() => expect(within(card).getByText(/^Aumento de \d+,\d+%$/)).toBeVisible());
    await expect(statValue(canvas, 'Alterações')).toContain('+R$ 5.000');
    await expect(canvas.getByRole('group', { name: 'Alterações' })).toHaveTextContent('Acima da meta assumida');
    await expect(canvas.queryByText(BANNER)).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeEnabled());
  },
};

/** 'Meta alterada' → Nao puts the previous value back and saves nothing. */
export const MetaAlteradaNao: Story = {
  play: async (context) => {
    const { cards } = await loadedScreen(context.canvasElement);
    const card = cards[0] as HTMLElement;
    const before = storedPlanned(context, 0);
    await typePlanned(card, String(before + 777));
    const dialog = await dialogNamed('Meta alterada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nao' }));
    await waitFor(() => expect(digits((plannedInput(card) as HTMLInputElement).value)).toBe(before));
    await expect(storedPlanned(context, 0)).toBe(before);
    await expect(within(card).getByText('Sem alteração')).toBeVisible();
  },
};

/** A value of 0 is rejected with its popup (closing after 0.5 s) and the old value comes back. */
export const InvalidValue: Story = {
  play: async (context) => {
    const { cards } = await loadedScreen(context.canvasElement);
    const card = cards[0] as HTMLElement;
    const before = storedPlanned(context, 0);
    await typePlanned(card, '0');
    const popup = await dialogNamed(/Atenção!/);
    await expect(popup).toHaveTextContent(NON_POSITIVE);
    await waitFor(() => expect(screen.queryByText(NON_POSITIVE)).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(screen.queryByRole('alertdialog', { name: 'Meta alterada' })).not.toBeInTheDocument();
    await expect(digits((plannedInput(card) as HTMLInputElement).value)).toBe(before);
    await expect(storedPlanned(context, 0)).toBe(before);
  },
};

/** Category spreadsheet: 'Editar categorias' turns the table editable; a typed cell asks 'Meta alterada' and saves. */
export const CategoryEditing: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const card = cards[1] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /^Ver categorias de / }));
    const table = await within(card).findByRole('table', {}, { timeout: 5000 });
    await expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /^Editar categorias de / }));
    const cells = await within(card).findAllByRole('textbox', { name: /^Meta Planejada de / });
    const cell = cells[0] as HTMLInputElement;
    const part = storedTarget(context).supervisors[1];
    const before = part?.values[0] ?? 0;
    await userEvent.click(cell);
    await userEvent.keyboard(`{Control>}a{/Control}${before + 1000}{Enter}`);
    const dialog = await dialogNamed('Meta alterada');
    await expect(dialog).toHaveTextContent('1 categoria alterada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(storedTarget(context).supervisors[1]?.values[0]).toBe(before + 1000));
    await waitFor(() => expect(statValue(canvas, 'Alterações')).toContain('+R$ 1.000'));
  },
};

/** 'Desfazer' takes the last saved edit back. */
export const Undo: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const before = storedPlanned(context, 2);
    await expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeDisabled();
    await typePlanned(cards[2] as HTMLElement, String(before + 1234));
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(storedPlanned(context, 2)).toBe(before + 1234));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(storedPlanned(context, 2)).toBe(before));
    await waitFor(() => expect(statValue(canvas, 'Alterações')).toContain('R$ 0'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeDisabled());
  },
};

/**
 * A failed save keeps the typed value on screen, marked 'Não salvo', with the error modal (Código: 5)
 * and 'Tentar novamente'; the retry saves it.
 */
export const FailedSaveRetry: Story = {
  beforeEach: (context) => failWrite(context, 'put', '/atualizarvalorsupervisorvalor', 1),
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const card = cards[0] as HTMLElement;
    const before = storedPlanned(context, 0);
    await typePlanned(card, String(before + 2500));
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    const error = await expectErrorCode(5);
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(card).getByText('Não salvo')).toBeVisible());
    await expect(digits((plannedInput(card) as HTMLInputElement).value)).toBe(before + 2500);
    await expect(plannedInput(card)).toHaveAttribute('readonly');
    await expect(storedPlanned(context, 0)).toBe(before);
    await expect(canvas.getByText('Alterações não salvas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(storedPlanned(context, 0)).toBe(before + 2500));
    await waitFor(() => expect(canvas.queryByText('Alterações não salvas')).not.toBeInTheDocument());
    await expect(within(card).queryByText('Não salvo')).not.toBeInTheDocument();
  },
};

/** Unsaved values and Voltar: 'As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?' (NAO stays, SIM leaves). */
export const UnsavedConfirmation: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: (context) => failWrite(context, 'put', '/atualizarvalorsupervisorvalor'),
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    await typePlanned(cards[0] as HTMLElement, '1000');
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    await userEvent.click(within(await expectErrorCode(5)).getByRole('button', { name: 'OK' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    const confirm = await dialogNamed('As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?');
    await captureScreen();
    await userEvent.click(within(confirm).getByRole('button', { name: 'NAO' }));
    await expect(context.args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(
      within(await dialogNamed('As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?')).getByRole('button', { name: 'SIM' }),
    );
    await expect(context.args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

/** The same failed-save path when the connection drops (network error): the value stays, 'Tentar novamente' saves it. */
export const FailedSaveNetwork: Story = {
  beforeEach: (context) => failWrite(context, 'put', '/atualizarvalorsupervisorvalor', 1, 'network'),
  play: async (context) => {
    await expectFailedSaveKept(context, { reason: 'Sem resposta do servidor: verifique a sua conexão.' });
  },
};

/**
 * The same failed-save path when the server never answers: the client gives up after its time
 * limit (TIMEOUT, here 3 s), the dialog says so ('O servidor não respondeu a tempo.'), the value
 * stays on screen, and the dialog's 'Tentar novamente' saves it.
 */
export const FailedSaveTimeout: Story = {
  parameters: { timeoutMs: 3000 },
  beforeEach: (context) => failWrite(context, 'put', '/atualizarvalorsupervisorvalor', 1, 'timeout'),
  play: async (context) => {
    await expectFailedSaveKept(context, { reason: 'O servidor não respondeu a tempo.', retryFromDialog: true });
  },
};

/**
 * A failed save of the first card: kept on screen and said so (Código: 5 with the reason, 'Não
 * salvo', the banner); the retry (the dialog's, or the banner's after OK) saves it.
 */
async function expectFailedSaveKept(
  context: StoryContext & { canvasElement: HTMLElement },
  { reason, retryFromDialog = false }: { reason: string; retryFromDialog?: boolean },
) {
  const { canvas, cards } = await loadedScreen(context.canvasElement);
  const card = cards[0] as HTMLElement;
  const before = storedPlanned(context, 0);
  await typePlanned(card, String(before + 2500));
  await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
  const error = await expectErrorCode(5);
  await expect(error).toHaveTextContent(reason);
  if (retryFromDialog) {
    await expect(within(card).getByText('Não salvo')).toBeVisible();
    await userEvent.click(within(error).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(storedPlanned(context, 0)).toBe(before + 2500), { timeout: 5000 });
    await waitFor(() => expect(within(card).queryByText('Não salvo')).not.toBeInTheDocument());
    await expect(canvas.queryByText('Alterações não salvas')).not.toBeInTheDocument();
    return;
  }
  await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(within(card).getByText('Não salvo')).toBeVisible());
  await expect(digits((plannedInput(card) as HTMLInputElement).value)).toBe(before + 2500);
  await expect(storedPlanned(context, 0)).toBe(before);
  await expect(canvas.getByText('Alterações não salvas')).toBeVisible();
  await expect(canvas.getByText('Uma alteração não pôde ser salva. Os valores continuam na tela.')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
  await waitFor(() => expect(storedPlanned(context, 0)).toBe(before + 2500), { timeout: 5000 });
  await waitFor(() => expect(canvas.queryByText('Alterações não salvas')).not.toBeInTheDocument());
  await expect(digits((plannedInput(card) as HTMLInputElement).value)).toBe(before + 2500);
}

// ------------------------------------------------------------------------------------ concurrent edits

/** The selection of the story's target as the contract's query names it. */
function targetQuery(context: StoryContext) {
  const target = storedTarget(context);
  return { IdPuxada: DEMO_BROKER, Versao: target.versao, Linha: target.linha, TipoMeta: 'VBC' as const };
}

/** Another user sets the supervisor's total (`PUT /atualizarvalorsupervisorvalor`, no base: he saves whatever he had). */
async function setPlannedAs(context: StoryContext, perfil: ProfilePresetKey, index: number, valor: number) {
  const part = storedTarget(context).supervisors[index];
  if (!part) throw new Error('no supervisor part');
  await clientAs(context.loaded, perfil).PUT('/atualizarvalorsupervisorvalor', {
    params: {
      query: {
        ...targetQuery(context),
        IdEmpregadoResponsavelFlexx: String(part.id),
        Valor: valor,
        usuario: PROFILE_PRESETS[perfil].email,
        DataAtualizacao: formatBackendTimestamp(new Date()),
        Tipo: 'P',
      },
    },
  });
}

/** The manager re-plans the target in another tab (`POST /atualizartabelacartameta`): every part is re-split and re-dated. */
async function replanAs(context: StoryContext, perfil: ProfilePresetKey, delta: number) {
  const target = storedTarget(context);
  const category = target.categories[0];
  if (!category) throw new Error('no category');
  await clientAs(context.loaded, perfil).POST('/atualizartabelacartameta', {
    body: {
      DADOS: [
        {
          PERIODO: target.periodo,
          TIPO_META: 'VBC',
          GRUPO_META: target.linha,
          PUXADA_FLEXX_KEY: target.idPuxada,
          GRUPO_BOOK_KEY: category.key,
          DSC_VERSAO: target.versao,
          VLR_META_PLANEJADO: category.vlrMetaPlanejado + delta,
          USUARIO: PROFILE_PRESETS[perfil].email,
          DATA_ATUALIZACAO: formatBackendTimestamp(new Date()),
          ID_USUARIO: PROFILE_PRESETS[perfil].idUsuario,
        },
      ],
    },
  });
}

/** 'HH:MM' of the last change of a supervisor part (the server's date, not the test's clock). */
const partTime = (context: StoryContext, index: number) =>
  formatBackendTimestamp(new Date(storedTarget(context).supervisors[index]?.atualizadoEm ?? 0)).slice(11, 16);
const teamTime = (context: StoryContext) =>
  formatBackendTimestamp(new Date(Math.max(...storedTarget(context).supervisors.map((part) => part.atualizadoEm)))).slice(11, 16);

/** The conflict panel, named by its title 'Alterado por <who> às <HH:MM>' (with the date on another day). */
async function conflictPanel(canvas: ReturnType<typeof within>, who: string, time: string) {
  const title = new RegExp(`^Alterado por ${who} (em \\d{2}/\\d{2}/\\d{4} )?às ${time}$`);
  const panel = await canvas.findByRole('alert', { name: title }, { timeout: 8000 });
  await expect(panel).toBeVisible();
  return panel;
}

/** The panel's line of one item: its label, the user's value ('Seu valor') and the server's ('Valor atual'). */
async function expectConflictRow(panel: HTMLElement, label: string, mine: number, theirs: number) {
  const table = within(panel).getByRole('table');
  await expect(within(table).getByRole('columnheader', { name: 'Seu valor' })).toBeVisible();
  await expect(within(table).getByRole('columnheader', { name: 'Valor atual' })).toBeVisible();
  const header = within(table).getByRole('rowheader', { name: label });
  const cells = within(header.closest('tr') as HTMLElement).getAllByRole('cell');
  await expect(cells.map((cell) => digits(cell.textContent))).toEqual([mine, theirs]);
}

const cardName = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent ?? '';

/**
 * Another manager (Master Flag, Marina Castro) changes a supervisor after the gerente opened the
 * screen; the gerente's save of the same supervisor is refused (409): the panel says 'Alterado por
 * Marina Castro às HH:MM' and shows his value beside hers, his value stays on the card ('Não salvo'),
 * and 'Recarregar' drops it and shows hers. The server keeps her value throughout.
 */
export const ConflitoRecarregar: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const card = cards[0] as HTMLElement;
    const before = storedPlanned(context, 0);
    await setPlannedAs(context, 'masterFlag', 0, before + 3000);
    await typePlanned(card, String(before + 5000));
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    const panel = await conflictPanel(canvas, 'Marina Castro', partTime(context, 0));
    await expect(panel).toHaveTextContent('o seu valor não foi salvo');
    await expectConflictRow(panel, cardName(card), before + 5000, before + 3000);
    await expect(within(card).getByText('Não salvo: alterado por outra pessoa')).toBeVisible();
    await expect(digits((plannedInput(card) as HTMLInputElement).value)).toBe(before + 5000);
    await expect(storedPlanned(context, 0)).toBe(before + 3000);
    // No generic error modal: the panel is the answer.
    await expect(screen.queryByRole('alertdialog', { name: /Atenção!/ })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(canvas.queryByRole('alert', { name: /^Alterado por/ })).not.toBeInTheDocument());
    await waitFor(() => expect(digits((plannedInput(card) as HTMLInputElement).value)).toBe(before + 3000));
    await expect(within(card).queryByText(/^Não salvo/)).not.toBeInTheDocument();
    await expect(plannedInput(card)).not.toHaveAttribute('readonly');
    await expect(storedPlanned(context, 0)).toBe(before + 3000);
  },
};

/**
 * The gerente saves one supervisor twice in a row (his own consecutive saves never conflict: each
 * save's X-Data-Atualizacao is the next base). Then the manager re-plans the target in another tab
 * (every part re-split and re-dated) and the gerente's next save is refused: 'Reaplicar meus
 * valores' sends it again on the new date; when a third user (Master Broker, Ricardo Almeida)
 * changed the supervisor meanwhile, the panel shows that newer conflict, and re-applying once more
 * stores the gerente's value.
 */
export const ConflitoReaplicar: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const first = cards[0] as HTMLElement;
    const start = storedPlanned(context, 0);
    for (const delta of [1000, 2000]) {
      await typePlanned(first, String(start + delta));
      await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
      await waitFor(() => expect(storedPlanned(context, 0)).toBe(start + delta), { timeout: 5000 });
      await waitFor(() => expect(within(first).queryByText('Salvando...')).not.toBeInTheDocument());
    }
    await expect(canvas.queryByRole('alert', { name: /^Alterado por/ })).not.toBeInTheDocument();

    await replanAs(context, 'masterFlag', 6000);
    const second = cards[1] as HTMLElement;
    const mine = storedPlanned(context, 1) + 777;
    await typePlanned(second, String(mine));
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    let panel = await conflictPanel(canvas, 'Marina Castro', partTime(context, 1));
    const replanned = storedPlanned(context, 1);
    await expectConflictRow(panel, cardName(second), mine, replanned);
    // The re-split reached the other cards too; the user's value stays on his card.
    await waitFor(() => expect(digits((plannedInput(first) as HTMLInputElement).value)).toBe(storedPlanned(context, 0)));
    await expect(digits((plannedInput(second) as HTMLInputElement).value)).toBe(mine);

    await setPlannedAs(context, 'masterBroker', 1, replanned + 50);
    await userEvent.click(within(panel).getByRole('button', { name: 'Reaplicar meus valores' }));
    panel = await conflictPanel(canvas, 'Ricardo Almeida', partTime(context, 1));
    await expectConflictRow(panel, cardName(second), mine, replanned + 50);
    await expect(storedPlanned(context, 1)).toBe(replanned + 50);

    await userEvent.click(within(panel).getByRole('button', { name: 'Reaplicar meus valores' }));
    await waitFor(() => expect(storedPlanned(context, 1)).toBe(mine), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('alert', { name: /^Alterado por/ })).not.toBeInTheDocument());
    await expect(within(second).queryByText(/^Não salvo/)).not.toBeInTheDocument();
    await expect(digits((plannedInput(second) as HTMLInputElement).value)).toBe(mine);
    // Read back through the contract as another user: the server holds the gerente's value.
    const { data } = await clientAs(context.loaded, 'masterFlag').GET('/tabelacartametasupervisorresumo', {
      params: { query: { ...targetQuery(context), Tipo: 'R', Empregado: '000', IdUsuario: PROFILE_PRESETS.masterFlag.idUsuario } },
    });
    await expect(data?.find((row) => row.dscNomeEmpregado === cardName(second))?.vlrMetaPlanejado).toBe(mine);
  },
};

/**
 * A category edit refused because another manager changed the same supervisor (his categories
 * were redistributed): the panel names the category and the supervisor with the user's value and
 * the server's now; 'Reaplicar meus valores' stores the user's category value on the new date.
 */
export const ConflitoCategoria: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const card = cards[1] as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /^Editar categorias de / }));
    const cells = await within(card).findAllByRole('textbox', { name: /^Meta Planejada de / }, { timeout: 5000 });
    const cell = cells[0] as HTMLInputElement;
    const category = /^Meta Planejada de (.+) \(/.exec(cell.getAttribute('aria-label') ?? '')?.[1] ?? '';
    const part = storedTarget(context).supervisors[1];
    const mine = (part?.values[0] ?? 0) + 1000;
    await setPlannedAs(context, 'masterFlag', 1, storedPlanned(context, 1) + 4000);
    const theirs = part?.values[0] ?? 0;
    await userEvent.click(cell);
    await userEvent.keyboard(`{Control>}a{/Control}${mine}{Enter}`);
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    const panel = await conflictPanel(canvas, 'Marina Castro', partTime(context, 1));
    await expectConflictRow(panel, `${category} (${cardName(card)})`, mine, theirs);
    await expect(part?.values[0]).toBe(theirs);
    await userEvent.click(within(panel).getByRole('button', { name: 'Reaplicar meus valores' }));
    await waitFor(() => expect(part?.values[0]).toBe(mine), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('alert', { name: /^Alterado por/ })).not.toBeInTheDocument());
  },
};

/**
 * While the conflict panel is open nothing else is lost: another supervisor's value still goes
 * through 'Meta alterada' (Nao puts it back, Sim saves it), a failed save of it keeps it with
 * 'Tentar novamente', and the value in conflict stays on its card until 'Reaplicar meus valores'.
 */
export const ConflitoMantemValores: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const first = cards[0] as HTMLElement;
    const third = cards[2] as HTMLElement;
    const before = storedPlanned(context, 0);
    await setPlannedAs(context, 'masterFlag', 0, before + 100);
    await typePlanned(first, String(before + 900));
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    const panel = await conflictPanel(canvas, 'Marina Castro', partTime(context, 0));

    const thirdBefore = storedPlanned(context, 2);
    await typePlanned(third, String(thirdBefore + 321));
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Nao' }));
    await waitFor(() => expect(digits((plannedInput(third) as HTMLInputElement).value)).toBe(thirdBefore));

    failWrite(context, 'put', '/atualizarvalorsupervisorvalor', 1);
    await typePlanned(third, String(thirdBefore + 654));
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    await userEvent.click(within(await expectErrorCode(5)).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(third).getByText('Não salvo')).toBeVisible());
    await expect(canvas.getByText('Alterações não salvas')).toBeVisible();
    await expect(digits((plannedInput(first) as HTMLInputElement).value)).toBe(before + 900);
    await expect(digits((plannedInput(third) as HTMLInputElement).value)).toBe(thirdBefore + 654);
    await expect(panel).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(storedPlanned(context, 2)).toBe(thirdBefore + 654), { timeout: 5000 });
    await expect(canvas.getByRole('alert', { name: /^Alterado por Marina Castro/ })).toBeVisible();
    await expect(digits((plannedInput(first) as HTMLInputElement).value)).toBe(before + 900);

    await userEvent.click(within(panel).getByRole('button', { name: 'Reaplicar meus valores' }));
    await waitFor(() => expect(storedPlanned(context, 0)).toBe(before + 900), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('alert', { name: /^Alterado por/ })).not.toBeInTheDocument());
    await expect(storedPlanned(context, 2)).toBe(thirdBefore + 654);
  },
};

/**
 * 'Programar Metas' is based on the latest date of all parts. The gerente raised a supervisor, then
 * another manager lowered the same supervisor: programming is refused, the panel shows the
 * gerente's value beside the new one, and 'Reaplicar meus valores' saves it again and programs.
 */
export const ConflitoProgramarReaplicar: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const first = cards[0] as HTMLElement;
    // The stored target (found by its status, which programming changes).
    const target = storedTarget(context);
    const planned = () => (target.supervisors[0]?.values ?? []).reduce((acc, value) => acc + value, 0);
    const before = planned();
    await typePlanned(first, String(before + 2000));
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(planned()).toBe(before + 2000), { timeout: 5000 });
    await waitFor(() => expect(within(first).queryByText('Salvando...')).not.toBeInTheDocument());
    await setPlannedAs(context, 'masterFlag', 0, before + 500);
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    const panel = await conflictPanel(canvas, 'Marina Castro', teamTime(context));
    await expect(panel).toHaveTextContent('as metas não foram programadas');
    await expectConflictRow(panel, cardName(first), before + 2000, before + 500);
    await expect(target.status).toBe('Rateada');
    await expect(planned()).toBe(before + 500);
    await userEvent.click(within(panel).getByRole('button', { name: 'Reaplicar meus valores' }));
    const done = await screen.findByRole('dialog', { name: /Metas programadas!/ }, { timeout: 8000 });
    await waitFor(() => expect(done).toBeVisible());
    await expect(planned()).toBe(before + 2000);
    await expect(target.status).toBe('Aprovada gerente');
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/dashboard'), { timeout: 5000 });
  },
};

/**
 * A supervisor approved his sellers after the gerente opened a programmed target: 'Programar
 * Metas' is refused with 'Alterado por Carlos Eduardo Santos às HH:MM' (no value of the gerente's
 * differs, so no table); 'Recarregar' closes the panel, and programming again on the new date works
 * and keeps the supervisor's approval.
 */
export const ConflitoProgramarRecarregar: Story = {
  parameters: { seed: { status: 'Aprovada gerente' } satisfies Seed },
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    const supervisor = PROFILE_PRESETS.supervisor;
    await clientAs(context.loaded, 'supervisor').PUT('/GravarProgramarMetasVendedor', {
      params: {
        query: {
          ...targetQuery(context),
          IdEmpregadoResponsavel: String(supervisor.idEmpregadoFlexx),
          token: '',
          usuario: supervisor.email,
          DataAtualizacao: formatBackendTimestamp(new Date()),
        },
      },
    });
    const part = () => storedTarget(context).supervisors.find((candidate) => candidate.id === supervisor.idEmpregadoFlexx);
    await expect(part()?.status).toBe('Aprovada supervisor');
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    const panel = await conflictPanel(canvas, 'Carlos Eduardo Santos', teamTime(context));
    await expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    await expect(storedTarget(context).responsavel).toBe('Carlos Eduardo Santos');
    await userEvent.click(within(panel).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(canvas.queryByRole('alert', { name: /^Alterado por/ })).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    const done = await screen.findByRole('dialog', { name: /Metas programadas!/ }, { timeout: 8000 });
    await waitFor(() => expect(done).toBeVisible());
    await expect(storedTarget(context).responsavel).toBe('Fernanda Oliveira');
    await expect(part()?.status).toBe('Aprovada supervisor');
  },
};

// ------------------------------------------------------------------------------------ change and programming

/** Programar Metas with a change ≥ 0: a wait, 'Metas programadas!', then /dashboard; the target is 'Aprovada gerente'. */
export const ProgramSuccess: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, clock: 'test' },
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    const target = storedTarget(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    const done = await screen.findByRole('dialog', { name: /Metas programadas!/ }, { timeout: 5000 });
    await waitFor(() => expect(done).toBeVisible());
    await expect(target.status).toBe('Aprovada gerente');
    await captureScreen();
    await storyClock(context.loaded).advance(AUTO_CLOSE_MS);
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/dashboard'), { timeout: 5000 });
  },
};

/** Programming fails on the server: the generic modal with 'Código: 15'; nothing changes. */
export const ProgramError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: (context) => failWrite(context, 'put', '/GravarProgramarMetasSupervisor'),
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    const error = await expectErrorCode(15);
    await captureScreen();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(storedTarget(context).status).toBe('Rateada');
    await expect(context.args.onNavigate).not.toHaveBeenCalled();
  },
};

/**
 * A supervisor was reduced: the change is negative (red, falling), the alert banner shows, and
 * Programar Metas opens 'Voce reduziu o valor da meta programada.'; 'Redistribuir para o time'
 * closes it and puts the focus on the first card's planned value.
 */
export const NegativeRedistribute: Story = {
  beforeEach: ({ loaded }) => setPlanned(loaded as Loaded, RATEADA, 0, -3000),
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    await expect(statValue(canvas, 'Alterações')).toContain('-R$ 3.000');
    await expect(canvas.getByRole('group', { name: 'Alterações' })).toHaveTextContent('Abaixo da meta assumida');
    await expect(canvas.getByText(BANNER)).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText(/^Redução de \d+,\d+%$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    const dialog = await dialogNamed('Voce reduziu o valor da meta programada.');
    await expect(within(dialog).getByRole('button', { name: 'Replanejar o valor da meta' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redistribuir para o time' }));
    await waitFor(() => expect(plannedInput(cards[0] as HTMLElement)).toHaveFocus());
    await expect(storedTarget(context).status).toBe('Rateada');
  },
};

/** The same dialog's 'Replanejar o valor da meta' goes to the planning screen on the same target. */
export const NegativeReplan: Story = {
  beforeEach: ({ loaded }) => setPlanned(loaded as Loaded, RATEADA, 1, -10),
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    const selection = selectionFor((context.loaded as Loaded).backend, RATEADA);
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    const dialog = await dialogNamed('Voce reduziu o valor da meta programada.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replanejar o valor da meta' }));
    await expect(context.args.onNavigate).toHaveBeenCalledWith(
      `/metas/planejamentos?ano=${selection.ano}&mes=${selection.mes}&meta=VBC&versao=${selection.versao}&linha=BRL1`,
    );
  },
};

/**
 * 'Distribuir diferença': a preview lists each supervisor before → after (nothing saved yet);
 * confirming saves them and the change comes back to R$ 0 in one step.
 */
export const DistributeDifference: Story = {
  beforeEach: ({ loaded }) => setPlanned(loaded as Loaded, RATEADA, 0, -9000),
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    await expect(statValue(canvas, 'Alterações')).toContain('-R$ 9.000');
    const secondBefore = storedPlanned(context, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Distribuir diferença' }));
    const dialog = await screen.findByRole('dialog', { name: 'Distribuir diferença' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('A diferença de R$ 9.000 será distribuída');
    const rows = within(dialog).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(within(dialog).getByRole('columnheader', { name: 'Atual' })).toBeVisible();
    await expect(within(dialog).getByRole('columnheader', { name: 'Após distribuir' })).toBeVisible();
    // A preview only: nothing was saved yet.
    await expect(storedPlanned(context, 1)).toBe(secondBefore);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar distribuição' }));
    const target = storedTarget(context);
    const suggested = target.supervisors.reduce((acc, part) => acc + part.sugerida, 0);
    const planned = () => target.supervisors.reduce((acc, part) => acc + part.values.reduce((a, v) => a + v, 0), 0);
    await waitFor(() => expect(planned()).toBe(suggested), { timeout: 8000 });
    await waitFor(() => expect(statValue(canvas, 'Alterações')).toContain('R$ 0'));
    await expect(canvas.queryByText(BANNER)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Distribuir diferença' })).toBeDisabled();
  },
};

/** 'Comparar metas supervisores': every category by supervisor with totals; Fechar closes it. */
export const Compare: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedScreen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Comparar metas supervisores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparar metas supervisores' });
    await waitFor(() => expect(dialog).toBeVisible());
    const table = within(dialog).getByRole('grid', { name: 'Comparar metas supervisores' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3), { timeout: 5000 });
    await expect(within(table).getByRole('columnheader', { name: 'Categoria' })).toBeVisible();
    const total = digits(statValue(canvas, 'Total'));
    await expect(within(table).getAllByText(`R$ ${total.toLocaleString('pt-BR')}`).length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comparar metas supervisores' })).not.toBeInTheDocument());
  },
};

// ------------------------------------------------------------------------------------ comments (issue 26)

/** The comments the history holds for the story's target (what the next person will see). */
async function savedComments(context: StoryContext) {
  const { api, backend } = context.loaded as Loaded;
  const selection = selectionFor(backend, seedOf(context) ?? RATEADA);
  const { data } = await api.GET('/metas/historico', {
    params: { query: { IdPuxada: DEMO_BROKER, Versao: selection.versao ?? '', TipoMeta: 'VBC', Linha: selection.linha ?? '' } },
  });
  return (data ?? []).filter((change) => change.acao === 'VALOR' && change.comentario).map((change) => change.comentario);
}

const COMMENT = 'Ajuste pela abertura da nova rota do interior.';

/**
 * 'Meta alterada' asks an optional comment (up to 280 characters, with a counter): Sim saves it with
 * the value, and the card shows it beside the value — who wrote it and when.
 */
export const ComentarioNaAlteracao: Story = {
  play: async (context) => {
    const { cards } = await loadedScreen(context.canvasElement);
    const card = cards[0] as HTMLElement;
    const before = storedPlanned(context, 0);
    await typePlanned(card, String(before + 3000));
    const dialog = await dialogNamed('Meta alterada');
    const field = within(dialog).getByRole('textbox', { name: 'Comentário (opcional)' });
    await expect(field).toHaveAttribute('maxlength', '280');
    await userEvent.type(field, COMMENT);
    await expect(dialog).toHaveTextContent(`${COMMENT.length}/280`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(storedPlanned(context, 0)).toBe(before + 3000));
    const note = await within(card).findByText(`“${COMMENT}”`, { exact: false }, { timeout: 5000 });
    await expect(note.closest('p')).toHaveTextContent(new RegExp(`^Comentário: “${COMMENT}” — Fernanda Oliveira, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`));
    await expect(await savedComments(context)).toContain(COMMENT);
  },
};

/** A failed save keeps the comment with the value: 'Tentar novamente' sends both. */
export const ComentarioMantidoNaFalha: Story = {
  beforeEach: (context) => failWrite(context, 'put', '/atualizarvalorsupervisorvalor', 1),
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const card = cards[0] as HTMLElement;
    const before = storedPlanned(context, 0);
    await typePlanned(card, String(before + 1200));
    const dialog = await dialogNamed('Meta alterada');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comentário (opcional)' }), COMMENT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await userEvent.click(within(await expectErrorCode(5)).getByRole('button', { name: 'OK' }));
    await expect(await savedComments(context)).not.toContain(COMMENT);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(storedPlanned(context, 0)).toBe(before + 1200));
    await waitFor(async () => expect(await savedComments(context)).toContain(COMMENT));
    await within(card).findByText(`“${COMMENT}”`, { exact: false }, { timeout: 5000 });
  },
};

/**
 * The comments saved before (the demo: the manager raised CARLOS's share and a category of the first
 * team): beside the value on the card, in a 'Comentários' column of the categories, and numbered in
 * 'Comparar metas supervisores' with the list under the table.
 */
export const ComentariosExistentes: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, cards } = await loadedScreen(canvasElement);
    const second = cards[1] as HTMLElement;
    await expect(await within(second).findByText(`“${DEMO_COMMENTS.team}”`, { exact: false }, { timeout: 5000 })).toBeVisible();
    const first = cards[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /^Ver categorias de / }));
    const grid = await within(first).findByRole('table', {}, { timeout: 5000 });
    await expect(within(grid).getByRole('columnheader', { name: 'Comentários' })).toBeVisible();
    await expect(within(grid).getByText(new RegExp(`“${DEMO_COMMENTS.category}” — Fernanda Oliveira`))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Comparar metas supervisores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comparar metas supervisores' });
    // Once the table has arrived: one numbered mark per commented cell (the category's, then CARLOS's
    // total in the footer) and the list under the table.
    await waitFor(
      () => expect([...dialog.querySelectorAll('[data-comment-mark]')].map((mark) => mark.textContent)).toEqual(['comentário 1', 'comentário 2']),
      { timeout: 5000 },
    );
    const list = within(dialog).getByRole('region', { name: 'Comentários' });
    await expect(list).toHaveTextContent(`“${DEMO_COMMENTS.category}”`);
    await expect(list).toHaveTextContent(`· Total: “${DEMO_COMMENTS.team}”`);
  },
};

/** The comments cannot be read: the screen says so (the values stay usable) and reads them again on request. */
export const ComentariosIndisponiveis: Story = {
  beforeEach: (context) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    let failing = true;
    worker.use(http.get('*/backend/metas/historico', () => (failing ? HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }) : undefined)));
    (context as unknown as { heal: () => void }).heal = () => {
      failing = false;
    };
  },
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const notice = await canvas.findByText('Não foi possível carregar os comentários das alterações.', {}, { timeout: 8000 });
    await expect(notice).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(plannedInput(cards[0] as HTMLElement)).not.toHaveAttribute('readonly');
    (context as unknown as { heal: () => void }).heal();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await within(cards[1] as HTMLElement).findByText(`“${DEMO_COMMENTS.team}”`, { exact: false }, { timeout: 5000 });
    await expect(canvas.queryByText('Não foi possível carregar os comentários das alterações.')).not.toBeInTheDocument();
  },
};

/** The floating changes panel appears once the page is scrolled 370 px or more. */
export const FloatingPanel: Story = {
  beforeEach: ({ loaded }) => setPlanned(loaded as Loaded, RATEADA, 0, 4321),
  play: async ({ canvasElement }) => {
    await loadedScreen(canvasElement);
    await expect(screen.queryByRole('complementary', { name: 'Alterações da programação' })).not.toBeInTheDocument();
    window.scrollTo(0, 200);
    window.dispatchEvent(new Event('scroll'));
    await expect(screen.queryByRole('complementary', { name: 'Alterações da programação' })).not.toBeInTheDocument();
    window.scrollTo(0, 400);
    const panel = await screen.findByRole('complementary', { name: 'Alterações da programação' });
    await expect(panel).toHaveTextContent('+R$ 4.321');
    window.scrollTo(0, 0);
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Alterações da programação' })).not.toBeInTheDocument());
  },
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Issue 16 item 1: no floating element ever covers an action. At every scroll position (0 to the
 * end, every 100 px and 370), every enabled button, link and field whose centre is in view and not
 * behind the docked bar receives a click at its centre; the changes panel never overlaps 'Voltar'
 * or 'Programar Metas' (they are in the same docked bar); then a real click on 'Programar Metas',
 * scrolled ≥ 370 px, programs the target.
 */
export const FloatingNeverCoversActions: Story = {
  beforeEach: ({ loaded }) => setPlanned(loaded as Loaded, RATEADA, 0, 4321),
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    // Open one category table so the page is long and has more actions.
    await userEvent.click(within(cards[3] as HTMLElement).getByRole('button', { name: /^Ver categorias de / }));
    await within(cards[3] as HTMLElement).findByRole('table', {}, { timeout: 5000 });
    const max = document.documentElement.scrollHeight - window.innerHeight;
    await expect(max).toBeGreaterThan(370);
    const positions = [...new Set([...Array.from({ length: Math.ceil(max / 100) + 1 }, (_, i) => Math.min(i * 100, max)), 370])];
    for (const y of positions) {
      window.scrollTo(0, y);
      await nextFrame();
      // What floats: the changes panel, inside the docked bar when there is one.
      const panel = screen.queryByRole('complementary', { name: 'Alterações da programação' });
      const bar = canvas.queryByRole('region', { name: 'Ações da programação' }) ?? panel;
      const barBox = bar?.getBoundingClientRect() ?? new DOMRect(0, window.innerHeight, 0, 0);
      const controls = [...context.canvasElement.querySelectorAll<HTMLElement>('button, a[href], input, [role="link"]')].filter(
        (control) => !control.matches(':disabled,[aria-disabled="true"]') && control.getClientRects().length > 0,
      );
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const centreY = box.top + box.height / 2;
        if (centreY < 0 || centreY > window.innerHeight) continue;
        // 1 px of slack: elementFromPoint rounds a fractional centre, and a centre on the edge is half hidden.
        const behindBar = centreY >= barBox.top - 1 && centreY <= barBox.bottom + 1 && x >= barBox.left - 1 && x <= barBox.right + 1;
        if (bar && !bar.contains(control) && behindBar) continue;
        const hit = document.elementFromPoint(x, centreY);
        await expect({ y, control: control.getAttribute('aria-label') ?? control.textContent, reached: control.contains(hit) }).toEqual({
          y,
          control: control.getAttribute('aria-label') ?? control.textContent,
          reached: true,
        });
      }
      await expect(panel !== null).toBe(window.scrollY >= 370);
      if (panel) {
        for (const name of ['Voltar', 'Programar Metas']) {
          await expect(overlaps(panel.getBoundingClientRect(), canvas.getByRole('button', { name }).getBoundingClientRect())).toBe(false);
        }
      }
    }
    window.scrollTo(0, 370);
    await nextFrame();
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Alterações da programação' })).toBeVisible());
    const program = canvas.getByRole('button', { name: 'Programar Metas' });
    const box = program.getBoundingClientRect();
    await expect(program.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
    const target = storedTarget(context);
    await userEvent.click(program);
    await waitFor(() => expect(target.status).toBe('Aprovada gerente'), { timeout: 5000 });
    window.scrollTo(0, 0);
  },
};

/** A change too small for 2 decimals never reads 'Aumento de 0,00%': 'Aumento de menos de 0,01%'. */
export const TinyIncrease: Story = {
  beforeEach: ({ loaded }) => setPlanned(loaded as Loaded, RATEADA, 0, 1),
  play: async ({ canvasElement }) => {
    const { cards } = await loadedScreen(canvasElement);
    await expect(within(cards[0] as HTMLElement).getByText(/^Aumento de /)).toHaveTextContent(/^Aumento de (menos de 0,01%|\d+,\d{1,2}%)$/);
    await expect(within(cards[0] as HTMLElement).queryByText('Aumento de 0,00%')).not.toBeInTheDocument();
    for (const card of cards.slice(1)) await expect(within(card).getByText('Sem alteração')).toBeVisible();
  },
};

/**
 * Every control of a card is named by its supervisor, so a screen-reader user can tell the cards
 * apart: planned value, category expander, edit toggle and each category cell.
 */
export const AccessibleNames: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, cards } = await loadedScreen(canvasElement);
    const names: string[] = [];
    for (const card of cards) {
      const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
      await expect(within(card).getByRole('textbox', { name: `Meta planejada de ${name}` })).toBeVisible();
      await expect(within(card).getByRole('button', { name: `Ver categorias de ${name}` })).toBeVisible();
      await expect(within(card).getByRole('button', { name: `Editar categorias de ${name}` })).toBeVisible();
      names.push(`Ver categorias de ${name}`, `Editar categorias de ${name}`, `Meta planejada de ${name}`);
    }
    await expect(new Set(names).size).toBe(names.length);
    const card = cards[0] as HTMLElement;
    const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
    await userEvent.click(within(card).getByRole('button', { name: `Editar categorias de ${name}` }));
    const cells = await within(card).findAllByRole('textbox', { name: new RegExp(`^Meta Planejada de .+ \\(${name}\\)$`) });
    const cellNames = cells.map((cell) => cell.getAttribute('aria-label'));
    await expect(new Set(cellNames).size).toBe(cells.length);
    await expect(within(card).getByRole('button', { name: `Concluir edição de ${name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table', { name: `Categorias de ${name}` })).toBeVisible();
  },
};

/** The breadcrumb's 'Metas' is a real link: it opens the status overview (/metas/status). */
export const BreadcrumbMetas: Story = {
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    await userEvent.click(within(trail).getByRole('link', { name: 'Metas' }));
    await expect(context.args.onNavigate).toHaveBeenCalledWith('/metas/status');
  },
};

/**
 * 'Histórico' (issue 26): the target's change history from the toolbar, a team's from its card — the
 * selection in the address, `&equipe=` for the team.
 */
export const Historico: Story = {
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    const selection = selectionFor((context.loaded as Loaded).backend, RATEADA);
    const target = `/metas/historico?ano=${selection.ano}&mes=${selection.mes}&meta=VBC&versao=${selection.versao}&linha=${selection.linha}`;
    await userEvent.click(canvas.getByRole('button', { name: 'Histórico' }));
    await expect(context.args.onNavigate).toHaveBeenLastCalledWith(target);
    const card = cards[1] as HTMLElement;
    const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
    await userEvent.click(within(card).getByRole('button', { name: `Histórico de ${name}` }));
    await expect(context.args.onNavigate).toHaveBeenLastCalledWith(`${target}&equipe=${String(PROFILE_PRESETS.supervisor.idEmpregadoFlexx)}`);
  },
};

// ------------------------------------------------------------------------------------ read-only

/** 'Liberado': every value read-only, no category editing, Programar Metas disabled. */
export const Released: Story = {
  parameters: { seed: { status: 'Liberado' } satisfies Seed },
  play: async ({ canvasElement }) => {
    const { canvas, cards } = await loadedScreen(canvasElement);
    await expect(canvas.getByText(/Status da META/)).toHaveTextContent('Liberado');
    await expect(canvas.getByText('Meta liberada para o time: edição desabilitada.')).toBeVisible();
    for (const card of cards) await expect(plannedInput(card)).toHaveAttribute('readonly');
    await expect(within(cards[0] as HTMLElement).queryByRole('button', { name: /^Editar categorias/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Programar Metas' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Distribuir diferença' })).not.toBeInTheDocument();
  },
};

/** An imported target (metaImportada = 1): read-only as well. */
export const Imported: Story = {
  parameters: { seed: { status: 'Aprovada gerente', imported: true } satisfies Seed },
  play: async ({ canvasElement }) => {
    const { canvas, cards } = await loadedScreen(canvasElement);
    await expect(canvas.getByText('Meta importada: edição desabilitada.')).toBeVisible();
    for (const card of cards) await expect(plannedInput(card)).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Programar Metas' })).toBeDisabled();
  },
};

/**
 * Perfil Supervisor (function 11, role SUPERVISOR) on a split target the gerente has not programmed:
 * only their own card, read-only, no Programar Metas; the screen says why and who acts first, the
 * status the server holds for him (none yet) — and he can still change the selection and leave.
 */
export const SupervisorPerfil: Story = {
  globals: { perfil: 'supervisor' },
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    await expect(cards).toHaveLength(1);
    await expect(plannedInput(cards[0] as HTMLElement)).toHaveAttribute('readonly');
    await expect(canvas.getByText('Somente o gerente pode alterar a programação dos supervisores.')).toBeVisible();
    await expect(canvas.getByText(/O gerente ainda não programou esta meta para os supervisores\./)).toBeVisible();
    await expect(canvas.getByText(/Status da META/)).toHaveTextContent('Status da META:Não informado');
    await expect(canvas.queryByRole('button', { name: 'Programar Metas' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Comparar metas supervisores' })).toBeVisible();
    // Not trapped: another line loads, and Voltar leaves.
    await userEvent.click(selectButton(canvas, 'Linha'));
    await userEvent.click(await screen.findByRole('option', { name: 'BRL2' }));
    await waitFor(() => expect(selectButton(canvas, 'Linha')).toHaveTextContent('BRL2'));
    await canvas.findAllByRole('article', {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(context.args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

/**
 * A supervisor whose part the gerente programmed ('Aprovada gerente'): 'Status da META' reads his
 * row's status, the screen says his next step is the seller split, and 'Ir para Aprovar Metas'
 * opens it on the same target.
 */
export const SupervisorProgrammed: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada gerente' } satisfies Seed },
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    await expect(canvas.getByText(/Status da META/)).toHaveTextContent('Status da META:Aprovada gerente');
    await expect(canvas.getByText(/O gerente já programou a sua parte/)).toBeVisible();
    const selection = selectionFor((context.loaded as Loaded).backend, { status: 'Aprovada gerente' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para Aprovar Metas' }));
    await expect(context.args.onNavigate).toHaveBeenCalledWith(
      `/metas/rateio-vendedor?ano=${selection.ano}&mes=${selection.mes}&meta=VBC&versao=${selection.versao}&linha=BRL1`,
    );
  },
};

/**
 * Issue 16 item 5 on this screen: once the supervisor approved his sellers, 'Status da META' is his
 * row's status on the server ('Aprovada supervisor'), not the target's ('Aprovada gerente', other
 * supervisors still to approve); the screen says the gerente releases next.
 */
export const SupervisorApprovedStatus: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada gerente' } satisfies Seed },
  beforeEach: async ({ loaded }) => {
    const { api, backend, perfil } = loaded as Loaded;
    const selection = selectionFor(backend, { status: 'Aprovada gerente' });
    await api.PUT('/GravarProgramarMetasVendedor', {
      params: {
        query: {
          IdPuxada: DEMO_BROKER,
          Versao: selection.versao ?? '',
          TipoMeta: 'VBC',
          IdEmpregadoResponsavel: String(perfil.idEmpregadoFlexx),
          token: '',
          Linha: selection.linha ?? '',
          usuario: perfil.email,
          DataAtualizacao: formatBackendTimestamp(new Date()),
        },
      },
    });
  },
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    await expect(storedTarget(context).status).toBe('Aprovada gerente');
    await expect(canvas.getByText(/Status da META/)).toHaveTextContent('Status da META:Aprovada supervisor');
    await expect(canvas.getByText('Você já aprovou o rateio dos seus vendedores. Agora o gerente libera a meta para o time.')).toBeVisible();
  },
};

/** Perfil Master Flag (type 1 staff, no broker filter): every supervisor, editable, Programar Metas. */
export const MasterFlagPerfil: Story = {
  globals: { perfil: 'masterFlag' },
  play: async ({ canvasElement }) => {
    const { canvas, cards } = await loadedScreen(canvasElement);
    await expect(cards).toHaveLength(4);
    await expect(plannedInput(cards[0] as HTMLElement)).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Programar Metas' })).toBeEnabled();
  },
};

// ------------------------------------------------------------------------------------ empty and errors

/** A period without parameters: 'Nenhum dado para este periodo!'. */
export const EmptyPeriod: Story = {
  parameters: { seed: { status: 'Rateada', noData: true } satisfies Seed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum dado para este periodo!')).toBeVisible(), { timeout: 5000 });
  },
};

/** An empty backend (scenario empty): 'Nenhum dado para este periodo!' as well. */
export const EmptyBackend: Story = {
  parameters: { backend: { scenario: 'empty' }, seed: { status: 'Rateada', noData: true } satisfies Seed },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Nenhum dado para este periodo!')).toBeVisible(), { timeout: 5000 });
  },
};

/**
 * A target not split yet ('Em aberto'): no supervisor card, 'Nenhum dado retornado!', and why: the
 * gerente plans it first. 'Ir para o Planejamento' opens the planning screen on the same target;
 * Voltar still leaves.
 */
export const EmptyTarget: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, seed: { status: 'Em aberto' } satisfies Seed },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum dado retornado!')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByRole('button', { name: 'Programar Metas' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Esta meta ainda não foi rateada entre os supervisores.')).toBeVisible());
    await expect(canvas.getByText(/Planeje a meta em Planejamento Metas VBC e use 'Ratear Metas'/)).toBeVisible();
    const selection = selectionFor((context.loaded as Loaded).backend, { status: 'Em aberto' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o Planejamento' }));
    await expect(context.args.onNavigate).toHaveBeenCalledWith(
      `/metas/planejamentos?ano=${selection.ano}&mes=${selection.mes}&meta=VBC&versao=${selection.versao}&linha=BRL1`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(context.args.onNavigate).toHaveBeenLastCalledWith('/dashboard');
  },
};

/** The same target for a supervisor: the gerente must plan it first; no action is offered to him. */
export const EmptyTargetSupervisor: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Em aberto' } satisfies Seed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum dado retornado!')).toBeVisible(), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByText(/Primeiro o gerente planeja a meta e usa 'Ratear Metas'/)).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Ir para o Planejamento' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeEnabled();
  },
};

/**
 * The server went away while loading (no answer or 502/503/504): 'Conexao com o servidor
 * reiniciada!', and the screen reloads by itself after 3 s.
 */
export const ServerRestarted: Story = {
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/tabelacartametasupervisorresumo', 503, 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Conexao com o servidor reiniciada!')).toBeVisible(), { timeout: 6000 });
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await canvas.findAllByRole('article', {}, { timeout: 8000 });
    await expect(canvas.queryByText('Conexao com o servidor reiniciada!')).not.toBeInTheDocument();
  },
};

/**
 * The cards do not answer within the client's time limit (3 s here, 30 s in the portal): the
 * spinner stops and the dialog says why ('O servidor não respondeu a tempo.', Código: 8); its
 * 'Tentar novamente' reads them again — this time they answer.
 */
export const SplitTimeout: Story = {
  // Long enough for the other reads to answer on a busy machine; the first card read never answers.
  parameters: { backend: { timeoutMs: 3000 } },
  beforeEach: (context) => {
    const msw = (context as unknown as { msw: SetupWorker }).msw;
    // The first read of the cards never answers; the next ones reach the mock backend.
    msw.use(http.get('*/backend/tabelacartametasupervisorresumo', () => new Promise<never>(() => undefined), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await expectErrorCode(8);
    await expect(dialog).toHaveTextContent('O servidor não respondeu a tempo.');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Conexao com o servidor reiniciada!')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findAllByRole('article', {}, { timeout: 8000 })).toHaveLength(4);
    // The dialog fades out (150 ms) while the cards arrive.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Loading the filter parameters fails: 'Código: 7'. */
export const ErrorParameters: Story = {
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/parametrotabelacartametafiltroversao', 500),
  play: async () => {
    await expectErrorCode(7);
  },
};

/** Loading the status fails: 'Código: 4'; editing stays off until it loads. */
export const ErrorStatus: Story = {
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/tabelacartametastatus', 500),
  play: async () => {
    await expectErrorCode(4);
  },
};

/** Loading the supervisor summary fails: 'Código: 8'; OK loads it again. */
export const ErrorSummary: Story = {
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/tabelacartametasupervisorresumo', 500, 2),
  play: async ({ canvasElement }) => {
    const dialog = await expectErrorCode(8);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await within(canvasElement).findAllByRole('article', {}, { timeout: 8000 });
  },
};

/** Loading a supervisor's categories fails: 'Código: 10'. */
export const ErrorCategories: Story = {
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/tabelacartametasupervisor', 500),
  play: async ({ canvasElement }) => {
    const { cards } = await loadedScreen(canvasElement);
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: /^Ver categorias de / }));
    await expectErrorCode(10);
  },
};

/** Loading the comparison table fails: 'Código: 14'. */
export const ErrorComparison: Story = {
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/tabelaosupervisor', 500),
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedScreen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Comparar metas supervisores' }));
    const dialog = await expectErrorCode(14);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comparar metas supervisores' })).not.toBeInTheDocument());
  },
};

/** Every call fails (scenario error, signed out): the filter parameters' 'Código: 7' comes first. */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'error' } },
  play: async () => {
    await expectErrorCode(7);
  },
};
