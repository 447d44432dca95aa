import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { formatBackendTimestamp, type MetasSelection, type ProfilePreset } from '@conecta/core';
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

/**
 * Makes a write fail before it reaches the mock backend (a handler in front of the backend's own),
 * the first `times` calls; later calls go through.
 */
function failWrite(context: unknown, method: 'put' | 'post', path: string, times = Number.POSITIVE_INFINITY) {
  const worker = (context as { msw: SetupWorker }).msw;
  let left = times;
  worker.use(
    http[method](`${window.location.origin}/backend${path}`, () => {
      if (left <= 0) return undefined;
      left -= 1;
      return HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 });
    }),
  );
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
    const { api, perfil, backend } = context.loaded as Loaded;
    const seed = seedOf(context);
    const initialSelection = seed ? selectionFor(backend, seed) : args.initialSelection;
    return <SupervisorSplit {...args} api={api} user={perfil} initialSelection={initialSelection} />;
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

/** While the data loads (scenario slow): the spinner 'Carregando programação', then the cards. */
export const Loading: Story = {
  parameters: { backend: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Carregando programação' }, { timeout: 5000 })).toBeVisible();
    await canvas.findAllByRole('article', {}, { timeout: 10000 });
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
    await expect(await within(card).findByText('Não salvo')).toBeVisible();
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
  beforeEach: (context) => failWrite(context, 'put', '/atualizarvalorsupervisorvalor'),
  play: async (context) => {
    const { canvas, cards } = await loadedScreen(context.canvasElement);
    await typePlanned(cards[0] as HTMLElement, '1000');
    await userEvent.click(within(await dialogNamed('Meta alterada')).getByRole('button', { name: 'Sim' }));
    await userEvent.click(within(await expectErrorCode(5)).getByRole('button', { name: 'OK' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    const confirm = await dialogNamed('As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'NAO' }));
    await expect(context.args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(
      within(await dialogNamed('As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?')).getByRole('button', { name: 'SIM' }),
    );
    await expect(context.args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

// ------------------------------------------------------------------------------------ change and programming

/** Programar Metas with a change ≥ 0: a wait, 'Metas programadas!', then /dashboard; the target is 'Aprovada gerente'. */
export const ProgramSuccess: Story = {
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    const target = storedTarget(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    const done = await screen.findByRole('dialog', { name: /Metas programadas!/ }, { timeout: 5000 });
    await waitFor(() => expect(done).toBeVisible());
    await expect(target.status).toBe('Aprovada gerente');
    await waitFor(() => expect(context.args.onNavigate).toHaveBeenCalledWith('/dashboard'), { timeout: 5000 });
  },
};

/** Programming fails on the server: the generic modal with 'Código: 15'; nothing changes. */
export const ProgramError: Story = {
  tags: ['visual'],
  beforeEach: (context) => failWrite(context, 'put', '/GravarProgramarMetasSupervisor'),
  play: async (context) => {
    const { canvas } = await loadedScreen(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Programar Metas' }));
    await userEvent.click(within(await expectErrorCode(15)).getByRole('button', { name: 'OK' }));
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
    await expect(await screen.findByRole('complementary', { name: 'Alterações da programação' })).toBeVisible();
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
    await expect(canvas.getByText(/Status da META/)).toHaveTextContent('Status da META:—');
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
    await expect(await canvas.findByText('Nenhum dado para este periodo!', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** An empty backend (scenario empty): 'Nenhum dado para este periodo!' as well. */
export const EmptyBackend: Story = {
  parameters: { backend: { scenario: 'empty' }, seed: { status: 'Rateada', noData: true } satisfies Seed },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum dado para este periodo!', {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * A target not split yet ('Em aberto'): no supervisor card, 'Nenhum dado retornado!', and why: the
 * gerente plans it first. 'Ir para o Planejamento' opens the planning screen on the same target;
 * Voltar still leaves.
 */
export const EmptyTarget: Story = {
  tags: ['visual'],
  parameters: { seed: { status: 'Em aberto' } satisfies Seed },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Nenhum dado retornado!', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Programar Metas' })).not.toBeInTheDocument();
    await expect(await canvas.findByText('Esta meta ainda não foi rateada entre os supervisores.')).toBeVisible();
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
    await expect(await canvas.findByText('Nenhum dado retornado!', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(/Primeiro o gerente planeja a meta e usa 'Ratear Metas'/)).toBeVisible();
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
    await expect(await canvas.findByText('Conexao com o servidor reiniciada!', {}, { timeout: 6000 })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await canvas.findAllByRole('article', {}, { timeout: 8000 });
    await expect(canvas.queryByText('Conexao com o servidor reiniciada!')).not.toBeInTheDocument();
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
  parameters: { backend: { scenario: 'error' } },
  play: async () => {
    await expectErrorCode(7);
  },
};
