import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { ApiError, createApiClient, type ApiClient } from '@conecta/api';
import { holdCalls, planningSaveItems, type HeldCalls, type MockBackend } from '@conecta/api/mocks';
import { PROFILE_PRESETS, formatBRL, formatBackendTimestamp, type MetasSelection, type ProfilePreset } from '@conecta/core';
import { captureScreen } from '@conecta/ui/testing';
import { MetasPlanning } from './MetasPlanning';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
  /** A story's held calls (`holdCalls`), put here by its beforeEach. */
  gate?: HeldCalls;
}

/** `parameters.planning`: open the screen on a seeded VBC target of the demo broker. */
interface Seed {
  status: 'Em aberto' | 'Rateada' | 'Aprovada gerente' | 'Aprovada supervisor' | 'Liberado';
  imported?: boolean;
  /** Stop the preselection after the period (the cascade shows Versao empty). */
  periodOnly?: boolean;
}

type Target = MockBackend['db']['metas']['targets'][number];

function targetFor(backend: MockBackend, seed: Seed): Target {
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
  const target = targetFor(backend, seed);
  const period = { ano: Number(target.periodo.slice(0, 4)), mes: Number(target.periodo.slice(4)) };
  if (seed.periodOnly) return period;
  return { ...period, tipoMeta: 'VBC', versao: target.versao, linha: target.linha };
}

/** Makes the calls whose path ends with `pathEnd` answer `status` with `body` while `when()` holds. */
function answer(api: ApiClient, pathEnd: string, status: number, body: unknown, when: () => boolean = () => true) {
  api.use({
    onResponse: ({ request }) =>
      new URL(request.url).pathname.endsWith(pathEnd) && when()
        ? new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
        : undefined,
  });
}

/** Refuses the calls whose path ends with `pathEnd` before they reach the backend while `when()` holds. */
function refuse(api: ApiClient, pathEnd: string, when: () => boolean) {
  api.use({
    onRequest: ({ request }) =>
      new URL(request.url).pathname.endsWith(pathEnd) && when()
        ? new Response(JSON.stringify({ message: 'Erro interno do servidor.' }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          })
        : undefined,
  });
}

const meta = {
  title: 'Features/Metas/Planejamento',
  component: MetasPlanning,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'gerente' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as ProfilePreset,
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false }, initialSelection: { control: false } },
  render: (args, { loaded, parameters }) => {
    const { api, perfil, backend } = loaded as Loaded;
    const seed = parameters.planning as Seed | undefined;
    return (
      <MetasPlanning
        {...args}
        api={api}
        user={perfil}
        initialSelection={seed ? selectionFor(backend, seed) : args.initialSelection}
      />
    );
  },
} satisfies Meta<typeof MetasPlanning>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Chooses `option` in the select labelled `label`. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = await within(canvasElement).findByRole('button', { name: new RegExp(`${label}$`) });
  await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(trigger);
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** The category table once its rows have arrived. */
async function loadedTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Metas por categoria' }, { timeout: 8000 });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1));
  return { canvas, table: within(table), tableElement: table };
}

/** The Meta Planejada inputs, top to bottom. */
const plannedInputs = (table: ReturnType<typeof within>) =>
  table.getAllByRole('textbox', { name: /^Meta Planejada de / }) as HTMLInputElement[];

/** The number a planned input shows ('1.234' → 1234; '' → null). */
const shown = (input: HTMLInputElement) => (input.value === '' ? null : Number(input.value.replace(/\./g, '')));

/** Every body row's category name. */
const categories = (table: ReturnType<typeof within>) => table.getAllByRole('rowheader').slice(0, -1).map((cell: HTMLElement) => cell.textContent ?? '');

/** The footer cell of the 'Meta Planejada' column (the 7th column). */
function plannedFooter(tableElement: HTMLElement) {
  const cells = tableElement.querySelectorAll('tfoot td, tfoot th');
  return (cells[6]?.textContent ?? '').trim();
}

/** The seeded planned values of a target, by category name. */
const seededPlanned = (target: Target) => target.categories.map((category) => category.vlrMetaPlanejado);

/** Sum of the values the planned inputs show. */
const plannedSum = (table: ReturnType<typeof within>) => plannedInputs(table).reduce((acc, input) => acc + (shown(input) ?? 0), 0);

/**
 * Perfil Gerente, nothing chosen: only Ano is shown; each select appears once the previous one is
 * chosen (Periodo → Versao → Linha), and choosing the line loads the target.
 */
export const CascadeSteps: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Planejamento Metas VBC' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Ano$/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Periodo$/ })).not.toBeInTheDocument();
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const year = new Date().getFullYear();
    await userEvent.click(canvas.getByRole('button', { name: /Ano$/ }));
    const years = await body().findAllByRole('option');
    await expect(years.map((option) => option.textContent)).toEqual([String(year), String(year - 1)]);
    await userEvent.click(await body().findByRole('option', { name: target.periodo.slice(0, 4) }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Periodo$/ })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /Versao$/ })).not.toBeInTheDocument();
    const month = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'][
      Number(target.periodo.slice(4)) - 1
    ] as string;
    await choose(canvasElement, 'Periodo', month);
    await expect(canvas.queryByRole('button', { name: /Linha$/ })).not.toBeInTheDocument();
    await choose(canvasElement, 'Versao', target.versao);
    await choose(canvasElement, 'Linha', target.linha);
    const { table } = await loadedTable(canvasElement);
    await expect(plannedInputs(table).map(shown)).toEqual(seededPlanned(target));
    // Changing an earlier step clears the later ones (no unsaved changes: no question).
    await choose(canvasElement, 'Periodo', month === 'Janeiro' ? 'Fevereiro' : 'Janeiro');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Linha$/ })).not.toBeInTheDocument());
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** While the target's calls have not been answered, the screen says it is loading (held for as long as the story shows). */
export const Loading: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true }, planning: { status: 'Rateada' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Carregando a meta...')).toBeVisible(), { timeout: 5000 });
  },
};

/** A slow backend: 'Carregando a meta...' while the calls run, then the table, and the loading message is gone. */
export const SlowBackend: Story = {
  parameters: { backend: { held: true }, planning: { status: 'Rateada' } },
  play: async (context) => {
    await Loading.play?.(context);
    (context.loaded as { answer: () => void }).answer();
    await loadedTable(context.canvasElement);
    await expect(within(context.canvasElement).queryByText('Carregando a meta...')).not.toBeInTheDocument();
  },
};

/**
 * A split target ('Rateada'): cards (minimum, meta, ideal, assumed total with its level), the
 * columns, a level per row with its colour, the totals footer and the status warning.
 */
export const LoadedWithLevels: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table, tableElement } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Categoria',
      'Media Broker',
      'Meta Minima',
      '% Cat.',
      'Meta Meta',
      'Meta Ideal',
      'Meta Planejada',
      '% Cat.',
      'Nivel da meta',
    ]);
    const cards = within(canvas.getByRole('region', { name: 'Resumo da meta' }));
    const sum = (pick: (c: Target['categories'][number]) => number) => target.categories.reduce((acc, c) => acc + pick(c), 0);
    await expect(cards.getByRole('group', { name: 'Meta Minima' })).toHaveTextContent(formatBRL(sum((c) => c.metaMinima)));
    await expect(cards.getByRole('group', { name: 'Meta Meta' })).toHaveTextContent(formatBRL(sum((c) => c.metaMeta)));
    await expect(cards.getByRole('group', { name: 'Meta Ideal' })).toHaveTextContent(formatBRL(sum((c) => c.metaIdeal)));
    const assumed = cards.getByRole('group', { name: 'Meta Assumida' });
    await expect(assumed).toHaveTextContent(formatBRL(sum((c) => c.vlrMetaPlanejado)));
    await expect(assumed.querySelector('[data-level]')).not.toBeNull();
    await expect(plannedFooter(tableElement)).toBe(formatBRL(sum((c) => c.vlrMetaPlanejado)));
    // Each row's level follows §4.2 with its tone.
    const tones = { 'Abaixo Minima': 'error', 'Meta Minima': 'warning', 'Meta Meta': 'info', 'Meta Ideal': 'success' } as const;
    const badges = [...tableElement.querySelectorAll('tbody [data-level]')];
    await expect(badges).toHaveLength(target.categories.length);
    target.categories.forEach((category, i) => {
      const expected =
        category.vlrMetaPlanejado >= category.metaIdeal
          ? 'Meta Ideal'
          : category.vlrMetaPlanejado >= category.metaMeta
            ? 'Meta Meta'
            : category.vlrMetaPlanejado >= category.metaMinima
              ? 'Meta Minima'
              : 'Abaixo Minima';
      void expect(badges[i]).toHaveTextContent(expected);
      void expect(badges[i]).toHaveAttribute('data-tone', tones[expected]);
    });
    await expect(canvas.getByText('Status da META: Rateada')).toBeVisible();
    await expect(canvas.getByText('Os valores podem variar ligeiramente devido a arredondamentos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ratear Metas' })).toBeEnabled();
  },
};

/** The mock backend's whole metas state, to prove a step wrote nothing. */
const snapshot = (backend: MockBackend) => JSON.stringify(backend.db.metas);

/** The category rows the contract answers for history base `months` (Tipo=G; a read). */
async function baseRows(loaded: Loaded, target: Target, months: 3 | 6 | 9 | 12) {
  const { data = [] } = await loaded.api.GET('/tabelacartametagrupo', {
    params: {
      query: {
        IdPuxada: String(target.idPuxada),
        Versao: target.versao,
        TipoMeta: 'VBC',
        Linha: target.linha,
        QtdMesMedia: months,
        Tipo: 'G',
        IdUsuario: loaded.perfil.idUsuario,
      },
    },
  });
  return data;
}

/** The supervisors a split target holds, as the overwrite dialog must name them: upper-case name and total. */
function splitOf(backend: MockBackend, target: Target) {
  return target.supervisors.map((part) => ({
    nome: (backend.db.network.employees.find((e) => e.idEmpregadoFlexx === part.id)?.nome ?? '').toLocaleUpperCase('pt-BR'),
    total: part.values.reduce((a, b) => a + b, 0),
    sellers: part.sellers.length,
  }));
}

/** The overwrite dialog once it has read the split (Continuar enabled). */
async function overwriteDialog() {
  const dialog = await body().findByRole('alertdialog', { name: 'Atenção!' });
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(dialog).toHaveTextContent(
    'Meta selecionada ja foi rateada, qualquer alteracao ira sobrescrever o rateio anterior.',
  );
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeEnabled(), { timeout: 5000 });
  return dialog;
}

/** 'Ratear Metas', answering the overwrite question with Continuar when the target is split. */
async function ratear(canvasElement: HTMLElement, split: boolean) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ratear Metas' }));
  if (!split) return;
  const dialog = await overwriteDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
}

/**
 * Builds the story of one history base on the open target: the wait dialog, then the base's
 * suggestions fill Meta Planejada on screen, unsaved — nothing is written on the server.
 */
function historyBaseStory(months: 3 | 6 | 9 | 12): Story {
  return {
    parameters: { planning: { status: 'Em aberto' } },
    beforeEach: ({ loaded }) => {
      (loaded as Loaded).gate = holdCalls((loaded as Loaded).api, '/tabelacartametatotal', (url) => url.searchParams.get('Tipo') === 'P');
    },
    play: async ({ canvasElement, loaded }) => {
      const { canvas, table } = await loadedTable(canvasElement);
      const { backend } = loaded as Loaded;
      const target = targetFor(backend, { status: 'Em aberto' });
      const before = snapshot(backend);
      await expect(plannedSum(table)).toBe(0);
      await expect(canvas.getByText('Status da META: Em aberto')).toBeVisible();
      await userEvent.click(canvas.getByRole('radio', { name: `${months} meses` }));
      // No overwrite question on a target never planned; the wait dialog shows while it runs.
      const wait = await body().findByRole('dialog', { name: 'Aguarde...' });
      await expect(wait).toHaveTextContent('Processando o histórico de vendas.');
      (loaded as Loaded).gate?.open();
      await waitFor(() => expect(body().queryByRole('dialog', { name: 'Aguarde...' })).not.toBeInTheDocument(), { timeout: 5000 });
      const suggested = await baseRows(loaded as Loaded, target, months);
      await waitFor(() => expect(plannedInputs(table).map(shown)).toEqual(suggested.map((row) => row.metaMeta)));
      await expect(canvas.getByRole('checkbox', { name: 'Meta Meta' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: `${months} meses` })).toBeChecked();
      // Unsaved on screen, nothing on the server.
      await expect(canvas.getByText(`${suggested.length} valores alterados não salvos.`)).toBeVisible();
      await expect(snapshot(backend)).toBe(before);
      await expect(target.qtdMesMedia).toBe(0);
      await expect(canvas.getByText('Status da META: Em aberto')).toBeVisible();
    },
  };
}

/** History base 3 months on the open target. */
export const HistoryBase3 = historyBaseStory(3);
/** History base 6 months. */
export const HistoryBase6 = historyBaseStory(6);
/** History base 9 months. */
export const HistoryBase9 = historyBaseStory(9);
/** History base 12 months. */
export const HistoryBase12 = historyBaseStory(12);

/**
 * A target split by the manager ('Rateada'): choosing a history base first warns 'Meta
 * selecionada ja foi rateada…' naming the supervisors and totals; Cancelar keeps everything;
 * Continuar fills the base's suggestions on screen only — the server keeps the split.
 */
export const HistoryBaseOverwriteWarning: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, { status: 'Rateada' });
    const before = snapshot(backend);
    const planned = seededPlanned(target);
    await userEvent.click(canvas.getByRole('radio', { name: '9 meses' }));
    let dialog = await overwriteDialog();
    for (const supervisor of splitOf(backend, target)) {
      await expect(dialog).toHaveTextContent(`${supervisor.nome}: ${formatBRL(supervisor.total)}`);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('radio', { name: '9 meses' })).not.toBeChecked();
    await expect(plannedInputs(table).map(shown)).toEqual(planned);
    await expect(snapshot(backend)).toBe(before);

    await userEvent.click(canvas.getByRole('radio', { name: '9 meses' }));
    dialog = await overwriteDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const suggested = await baseRows(loaded as Loaded, target, 9);
    await waitFor(() => expect(plannedInputs(table).map(shown)).toEqual(suggested.map((row) => row.metaMeta)), { timeout: 5000 });
    await expect(snapshot(backend)).toBe(before);
    await expect(target.status).toBe('Rateada');
    await expect(canvas.getByText('Status da META: Rateada')).toBeVisible();
  },
};

/**
 * Issue 16 item 3 — a target whose split the manager already programmed ('Aprovada gerente'):
 * choosing a history base names what would be lost (each supervisor and total, the sellers
 * holding values, that the team is programmed). Cancelar leaves the server untouched; Continuar
 * writes nothing either (the values are on screen, unsaved); only 'Ratear Metas' — asking again —
 * replaces the split, and the status shown is the server's at every step.
 */
export const HistoryBaseOnApprovedTarget: Story = {
  parameters: { planning: { status: 'Aprovada gerente' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, { status: 'Aprovada gerente' });
    const split = splitOf(backend, target);
    const before = snapshot(backend);
    await expect(canvas.getByText('Status da META: Aprovada gerente')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: '3 meses' }));
    let dialog = await overwriteDialog();
    const lost = within(dialog).getByRole('region', { name: 'O que será substituído:' });
    for (const supervisor of split) {
      await expect(lost).toHaveTextContent(`${supervisor.nome}: ${formatBRL(supervisor.total)}`);
    }
    const total = split.reduce((acc, s) => acc + s.total, 0);
    await expect(lost).toHaveTextContent(`${split.length} supervisores com valores, total ${formatBRL(total)}.`);
    await expect(lost).toHaveTextContent('O gerente já programou a meta para o time.');
    await expect(lost).toHaveTextContent(/\d+ vendedores já têm metas definidas\./);
    await expect(dialog).toHaveTextContent('Nada é gravado agora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(snapshot(backend)).toBe(before);
    await expect(plannedInputs(table).map(shown)).toEqual(seededPlanned(target));

    // Continuar: the base's suggestions on screen, unsaved; the server still holds the approved split.
    await userEvent.click(canvas.getByRole('radio', { name: '3 meses' }));
    dialog = await overwriteDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const suggested = await baseRows(loaded as Loaded, target, 3);
    await waitFor(() => expect(plannedInputs(table).map(shown)).toEqual(suggested.map((row) => row.metaMeta)), { timeout: 5000 });
    await expect(snapshot(backend)).toBe(before);
    await expect(target.status).toBe('Aprovada gerente');
    await expect(canvas.getByText('Status da META: Aprovada gerente')).toBeVisible();
    // Leaving now asks (unsaved changes).
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    dialog = await body().findByRole('alertdialog', { name: 'Atenção!' });
    await expect(dialog).toHaveTextContent('As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'NAO' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());

    // 'Ratear Metas' asks again, naming the same split; Continuar writes it, with base 3.
    await ratear(canvasElement, true);
    await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 5000 });
    await expect(target.status).toBe('Rateada');
    await expect(target.qtdMesMedia).toBe(3);
    await expect(seededPlanned(target)).toEqual(suggested.map((row) => row.metaMeta));
    await waitFor(() => expect(canvas.getByText('Status da META: Rateada')).toBeVisible());
  },
};

/**
 * Issue 16 item 4 — 'Ratear Metas' on a target every supervisor already approved: it asks first,
 * naming the supervisors, their totals, the sellers holding values and the approvals. Cancelar
 * sends nothing and keeps the typed value; Continuar saves.
 */
export const RatearMetasOnApprovedAsks: Story = {
  parameters: { planning: { status: 'Aprovada supervisor' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, { status: 'Aprovada supervisor' });
    const split = splitOf(backend, target);
    const before = snapshot(backend);
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('424.242{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Ratear Metas' }));
    const dialog = await overwriteDialog();
    for (const supervisor of split) {
      await expect(dialog).toHaveTextContent(
        `${supervisor.nome}: ${formatBRL(supervisor.total)} · ${supervisor.sellers} vendedores com valores · já aprovou as metas dos vendedores`,
      );
    }
    await expect(dialog).toHaveTextContent(`${split.length} de ${split.length} supervisores já aprovaram as metas dos vendedores.`);
    await expect(dialog).toHaveTextContent('Ao continuar, este rateio é substituído');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(snapshot(backend)).toBe(before);
    await expect(shown(plannedInputs(table)[0] as HTMLInputElement)).toBe(424242);

    await ratear(canvasElement, true);
    await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 5000 });
    await expect(target.categories[0]?.vlrMetaPlanejado).toBe(424242);
    await expect(target.status).toBe('Rateada');
  },
};

/**
 * Reading what would be lost takes time, or fails: the dialog says so and 'Continuar' stays
 * disabled (never proceeds on an unread split); 'Tentar novamente' reads it again.
 */
export const OverwriteLossReadFails: Story = {
  parameters: { planning: { status: 'Aprovada gerente' } },
  beforeEach: ({ loaded }) => {
    const { api } = loaded as Loaded;
    let failures = 1;
    (loaded as Loaded).gate = holdCalls(api, '/tabelacartametasupervisorresumo');
    refuse(api, '/tabelacartametasupervisorresumo', () => failures-- > 0);
  },
  play: async ({ canvasElement, loaded }) => {
    const { canvas } = await loadedTable(canvasElement);
    const { backend, gate: resumo } = loaded as Loaded;
    const before = snapshot(backend);
    await userEvent.click(canvas.getByRole('button', { name: 'Ratear Metas' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Atenção!' });
    const reading = await within(dialog).findByText('Carregando o rateio atual...');
    await waitFor(() => expect(reading).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    resumo?.open();
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar o rateio atual.');
    await expect(alert).toHaveTextContent('Nada foi alterado. Tente novamente ou cancele.');
    await expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    resumo?.shut();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(dialog).getByText('Carregando o rateio atual...')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    resumo?.open();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeEnabled(), { timeout: 5000 });
    await expect(dialog).toHaveTextContent('O gerente já programou a meta para o time.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(snapshot(backend)).toBe(before);
  },
};

/** A header checkbox copies that suggestion into every row; Desfazer brings the previous values back. */
export const HeaderCheckboxOverwrite: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table, tableElement } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const before = seededPlanned(target);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Meta Ideal' }));
    const ideal = target.categories.map((c) => c.metaIdeal);
    await expect(plannedInputs(table).map(shown)).toEqual(ideal);
    await expect(canvas.getByRole('checkbox', { name: 'Meta Ideal' })).toBeChecked();
    await expect(plannedFooter(tableElement)).toBe(formatBRL(ideal.reduce((a, b) => a + b, 0)));
    for (const badge of tableElement.querySelectorAll('tbody [data-level]')) await expect(badge).toHaveTextContent('Meta Ideal');
    for (const category of categories(table)) await expect(table.getByRole('radio', { name: `Meta Ideal de ${category}` })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Meta Minima' }));
    await expect(plannedInputs(table).map(shown)).toEqual(target.categories.map((c) => c.metaMinima));
    await expect(canvas.getByRole('checkbox', { name: 'Meta Ideal' })).not.toBeChecked();
    await expect(canvas.getByText(`${target.categories.length} valores alterados não salvos.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Desfazer' }));
    await expect(plannedInputs(table).map(shown)).toEqual(ideal);
    await userEvent.click(canvas.getByRole('button', { name: 'Desfazer' }));
    await expect(plannedInputs(table).map(shown)).toEqual(before);
    await expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeDisabled();
  },
};

/** A row radio overwrites that row's planned value; its level and the totals follow live. */
export const RowRadioOverwrite: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { table, tableElement } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const [first] = target.categories;
    if (!first) throw new Error('no categories');
    const name = categories(table)[0] as string;
    await userEvent.click(table.getByRole('radio', { name: `Meta Minima de ${name}` }));
    await expect(shown(plannedInputs(table)[0] as HTMLInputElement)).toBe(first.metaMinima);
    await expect(tableElement.querySelector('tbody [data-level]')).toHaveTextContent('Meta Minima');
    await expect(tableElement.querySelector('tbody [data-level]')).toHaveAttribute('data-tone', 'warning');
    await expect(table.getByRole('radio', { name: `Meta Minima de ${name}` })).toBeChecked();
    const rest = seededPlanned(target).slice(1).reduce((a, b) => a + b, 0);
    await expect(plannedFooter(tableElement)).toBe(formatBRL(rest + first.metaMinima));
    await expect(within(plannedInputs(table)[0]?.closest('td') as HTMLElement).getByText('não salvo')).toBeInTheDocument();
  },
};

/**
 * An open target without history (every suggestion 0): no row, card or total is rated ('Sem nível',
 * grey — before, 0 ≥ 0 showed a green 'Meta Ideal'), no radio and no header box is chosen.
 */
export const ZeroSuggestionsNoLevel: Story = {
  parameters: { planning: { status: 'Em aberto' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table, tableElement } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Em aberto' });
    await expect(target.categories.every((c) => c.metaIdeal === 0 && c.vlrMetaPlanejado === 0)).toBe(true);
    const badges = [...tableElement.querySelectorAll('[data-level]')];
    await expect(badges.length).toBe(target.categories.length + 1);
    for (const badge of badges) {
      await expect(badge).toHaveTextContent('Sem nível');
      await expect(badge).not.toHaveAttribute('data-tone', 'success');
    }
    await expect(tableElement.querySelectorAll('tbody tr[data-tone]')).toHaveLength(0);
    const assumed = within(canvas.getByRole('region', { name: 'Resumo da meta' })).getByRole('group', { name: 'Meta Assumida' });
    await expect(assumed).toHaveTextContent('Sem nível');
    for (const radio of table.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    for (const name of ['Meta Minima', 'Meta Meta', 'Meta Ideal']) {
      const box = canvas.getByRole('checkbox', { name });
      await expect(box).not.toBeChecked();
      await expect(box).not.toBePartiallyChecked();
    }
  },
};

/**
 * The header boxes always agree with the row radios: checked when every row has that choice,
 * mixed when only some rows do, unchecked otherwise.
 */
export const HeaderFollowsRadios: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const names = categories(table);
    const box = (name: string) => canvas.getByRole('checkbox', { name });
    await userEvent.click(box('Meta Meta'));
    for (const category of names) await expect(table.getByRole('radio', { name: `Meta Meta de ${category}` })).toBeChecked();
    await expect(box('Meta Meta')).toBeChecked();
    await userEvent.click(table.getByRole('radio', { name: `Meta Minima de ${names[0] as string}` }));
    await expect(box('Meta Meta')).toBePartiallyChecked();
    await expect(box('Meta Minima')).toBePartiallyChecked();
    await expect(box('Meta Ideal')).not.toBeChecked();
    await expect(box('Meta Ideal')).not.toBePartiallyChecked();
    // A mixed box, clicked, applies its choice to every row.
    await userEvent.click(box('Meta Minima'));
    for (const category of names) await expect(table.getByRole('radio', { name: `Meta Minima de ${category}` })).toBeChecked();
    await expect(box('Meta Minima')).toBeChecked();
    await expect(box('Meta Meta')).not.toBePartiallyChecked();
  },
};

/** The accessible name a control is announced with (aria-label, else its label or text). */
function nameOf(element: HTMLElement): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const labelledby = element.getAttribute('aria-labelledby');
  if (labelledby)
    return labelledby
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const wrapping = element.closest('label');
  return (wrapping?.textContent ?? element.textContent ?? '').trim();
}

/**
 * A screen-reader user can tell every control apart: radios, cells and boxes are named by
 * category ('Meta Minima de BISCOITOS', 'Meta Planejada de BISCOITOS'), no two controls share a
 * name, and the breadcrumb has no link that goes nowhere (Metas is text, Planejamento the
 * current page).
 */
export const ControlsNamedByCategory: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    for (const category of categories(table)) {
      for (const column of ['Meta Minima', 'Meta Meta', 'Meta Ideal'])
        await expect(table.getByRole('radio', { name: `${column} de ${category}` })).toBeInTheDocument();
      await expect(table.getByRole('textbox', { name: `Meta Planejada de ${category}` })).toBeInTheDocument();
    }
    const controls = ['radio', 'checkbox', 'textbox', 'button'].flatMap((role) =>
      canvas.getAllByRole(role).map((element) => `${role}: ${nameOf(element)}`),
    );
    const repeated = controls.filter((name, i) => controls.indexOf(name) !== i);
    await expect(repeated).toEqual([]);
    const trail = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    for (const link of within(trail).queryAllByRole('link')) {
      if (link.getAttribute('aria-current') === 'page') continue;
      await expect(link).toHaveAttribute('href');
    }
    await expect(within(trail).getByText('Metas').closest('a, [role="link"]')).toBeNull();
    await expect(within(trail).getByText('Planejamento').closest('[aria-current="page"]')).not.toBeNull();
  },
};

/**
 * Typing a planned value and pressing Enter confirms it: the row becomes 'não salvo', the total,
 * '% Cat.' and the level change live; Ctrl+Z undoes it. Decimals are refused.
 */
export const EditWithEnter: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table, tableElement } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const input = plannedInputs(table)[0] as HTMLInputElement;
    const row = input.closest('tr') as HTMLElement;
    await userEvent.click(input);
    await userEvent.keyboard('1{Enter}');
    await expect(shown(input)).toBe(1);
    await expect(row.querySelector('[data-level]')).toHaveTextContent('Abaixo Minima');
    await expect(row.querySelector('[data-level]')).toHaveAttribute('data-tone', 'error');
    await expect(within(row).getByText('não salvo')).toBeInTheDocument();
    const rest = seededPlanned(target).slice(1).reduce((a, b) => a + b, 0);
    await expect(plannedFooter(tableElement)).toBe(formatBRL(rest + 1));
    await expect(canvas.getByText('1 valor alterado não salvo.')).toBeVisible();
    // A decimal value is refused and the cell keeps its value.
    const second = plannedInputs(table)[1] as HTMLInputElement;
    const secondBefore = shown(second);
    await userEvent.clear(second);
    await userEvent.type(second, '12,5{Enter}');
    const warning = await body().findByRole('alertdialog', { name: 'Atenção!' });
    await expect(warning).toHaveTextContent('"12,5" não é um valor válido.');
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(shown(second)).toBe(secondBefore);
    // Ctrl+Z on the grid undoes the typed value.
    await userEvent.click(plannedInputs(table)[2] as HTMLInputElement);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(shown(input)).toBe(seededPlanned(target)[0]);
    await expect(within(row).queryByText('não salvo')).not.toBeInTheDocument();
  },
};

/** A column copied from Excel pastes downwards as one action, undone at once. */
export const PasteFromExcel: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.paste('1.000\r\n2.000,00\r\n3000\r\n');
    await waitFor(() => expect(plannedInputs(table).slice(0, 3).map(shown)).toEqual([1000, 2000, 3000]));
    await expect(plannedInputs(table).slice(3).map(shown)).toEqual(seededPlanned(target).slice(3));
    await expect(canvas.getByText('3 valores alterados não salvos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Desfazer' }));
    await expect(plannedInputs(table).map(shown)).toEqual(seededPlanned(target));
  },
};

/** An emptied planned value: 'Ratear Metas' shows 'ATENCAO!' and nothing is sent. */
export const MissingValueDialog: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const input = plannedInputs(table)[1] as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}{Enter}');
    await expect(input.value).toBe('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ratear Metas' }));
    const dialog = await body().findByRole('alertdialog', { name: 'ATENCAO!' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(
      'Para darmos sequencia voce precisa selecionar os valores das metas que serao rateadas.',
    );
    await captureScreen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(target.categories[1]?.vlrMetaPlanejado).toBe(seededPlanned(target)[1]);
    await expect(target.status).toBe('Rateada');
  },
};

/** Saves the table (Continuar when the split target asks) and waits for 'Meta definida!'. */
async function saveAndConfirm(canvasElement: HTMLElement, split = false) {
  await ratear(canvasElement, split);
  const dialog = await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** 'Meta definida!' → 'Definir outras metas': the values are stored and the cascade starts again. */
export const SavedPlanOther: Story = {
  parameters: { planning: { status: 'Em aberto' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '6 meses' }));
    await waitFor(() => expect(plannedSum(table)).toBeGreaterThan(0), { timeout: 5000 });
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('123.456{Enter}');
    const dialog = await saveAndConfirm(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    await expect(target.categories[0]?.vlrMetaPlanejado).toBe(123456);
    await expect(target.qtdMesMedia).toBe(6); // the chosen base travels with the save
    await expect(target.supervisors.length).toBeGreaterThan(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Definir outras metas' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Periodo$/ })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Ano$/ })).toHaveTextContent('Selecione');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** 'Meta definida!' → 'Programar para o time' opens the supervisor split on the same target. */
export const SavedProgramTeam: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded, args }) => {
    await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const dialog = await saveAndConfirm(canvasElement, true);
    await userEvent.click(dialog.getByRole('button', { name: 'Programar para o time' }));
    const mes = Number(target.periodo.slice(4));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      `/metas/programacao?ano=${target.periodo.slice(0, 4)}&mes=${mes}&meta=VBC&versao=${target.versao}&linha=${target.linha}`,
    );
  },
};

/**
 * Unsaved changes and a selector change: 'As alteracoes ainda nao foram salvas…'; NAO keeps the
 * edit and the selection, SIM discards it and changes the selection. 'Voltar' asks too.
 */
export const UnsavedChangesConfirmation: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded, args }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('777{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    let dialog = await body().findByRole('alertdialog', { name: 'Atenção!' });
    await expect(dialog).toHaveTextContent('As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?');
    await captureScreen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'NAO' }));
    await expect(args.onNavigate).not.toHaveBeenCalled();

    await choose(canvasElement, 'Linha', 'BRL2');
    dialog = await body().findByRole('alertdialog', { name: 'Atenção!' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'NAO' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Linha$/ })).toHaveTextContent(target.linha);
    await expect(shown(plannedInputs(table)[0] as HTMLInputElement)).toBe(777);

    await choose(canvasElement, 'Linha', 'BRL2');
    dialog = await body().findByRole('alertdialog', { name: 'Atenção!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'SIM' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Linha$/ })).toHaveTextContent('BRL2'));
    const other = await loadedTable(canvasElement);
    await waitFor(() => expect(within(canvasElement).queryByText(/não salvo/)).not.toBeInTheDocument());
    await expect(plannedInputs(other.table).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

/** Any status other than 'Liberado' is shown as a warning (here 'Aprovada gerente'); editing stays possible. */
export const StatusWarning: Story = {
  parameters: { planning: { status: 'Aprovada gerente' } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const banner = canvas.getByText('Status da META: Aprovada gerente').closest('[role="status"]') as HTMLElement;
    await expect(banner).toHaveAttribute('data-tone', 'warning');
    await expect(banner).toHaveTextContent('A meta ainda não foi liberada para o time.');
    await expect(plannedInputs(table)[0]).not.toHaveAttribute('readonly');
  },
};

/** 'Liberado': read-only (inputs, radios, checkboxes, history base and 'Ratear Metas'). */
export const LiberadoReadOnly: Story = {
  parameters: { planning: { status: 'Liberado' } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(canvas.getByText('Meta liberada para o time: os valores não podem ser alterados.')).toBeVisible();
    for (const input of plannedInputs(table)) await expect(input).toHaveAttribute('readonly');
    for (const radio of table.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Meta Meta' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '6 meses' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ratear Metas' })).toBeDisabled();
  },
};

/** An imported target (metaImportada 1): read-only as well. */
export const ImportedReadOnly: Story = {
  parameters: { planning: { status: 'Aprovada gerente', imported: true } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(canvas.getByText('Meta importada: os valores não podem ser alterados.')).toBeVisible();
    for (const input of plannedInputs(table)) await expect(input).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Ratear Metas' })).toBeDisabled();
  },
};

/** A period without parameters: 'Nenhum dado para este periodo!'. */
export const EmptyPeriod: Story = {
  parameters: { backend: { scenario: 'empty' } },
  args: { initialSelection: { ano: new Date().getFullYear(), mes: new Date().getMonth() + 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum dado para este periodo!')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: /Versao$/ })).toBeDisabled();
  },
};

/** The category call answers no rows: 'Nenhum dado retornado!'. */
export const EmptyData: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, planning: { status: 'Rateada' } },
  beforeEach: ({ loaded }) => {
    answer((loaded as Loaded).api, '/tabelacartametagrupo', 200, []);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum dado retornado!')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Ratear Metas' })).toBeDisabled();
  },
};

/** The filter parameters fail: the generic modal with 'Código: 7', and a retry beside the selectors. */
export const ErrorModal: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  args: { initialSelection: { ano: new Date().getFullYear(), mes: new Date().getMonth() + 1 } },
  beforeEach: ({ loaded }) => {
    answer((loaded as Loaded).api, '/parametrotabelacartameta', 500, { message: 'Erro interno do servidor.' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 8000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Algo deu errado!');
    await expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
    await expect(dialog).toHaveTextContent('Código: 7');
    await captureScreen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('Não foi possível carregar as versões e linhas deste periodo.')).toBeVisible();
  },
};

/** Every call fails (error scenario): the same modal, 'Código: 7'. */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'error' } },
  args: { initialSelection: { ano: new Date().getFullYear(), mes: new Date().getMonth() + 1 } },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('Código: 7');
  },
};

/** Loading the target fails: an inline error with 'Tentar novamente' (decision: the spec only logs it). */
export const LoadErrorRetry: Story = {
  parameters: { planning: { status: 'Rateada' } },
  beforeEach: ({ loaded }) => {
    let failing = true;
    const api = (loaded as Loaded).api;
    answer(api, '/tabelacartametagrupo', 500, { message: 'Erro interno do servidor.' }, () => failing);
    api.use({
      onRequest: ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/tabelacartametagrupo') && document.body.dataset.retry === '1') failing = false;
        return undefined;
      },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar a meta.');
    document.body.dataset.retry = '1';
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await loadedTable(canvasElement);
    delete document.body.dataset.retry;
  },
};

/** Perfil Gerente (function 10): can plan (history base, edits and 'Ratear Metas' enabled). */
export const PerfilGerente: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(canvas.queryByText(/Somente gerentes planejam metas/)).not.toBeInTheDocument();
    await expect(plannedInputs(table)[0]).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('radio', { name: '3 meses' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Ratear Metas' })).toBeEnabled();
  },
};

/** Perfil Supervisor (function 11): a read-only view with a clear message (decision). */
export const PerfilSupervisor: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(
      canvas.getByText('Somente gerentes planejam metas. Você pode consultar os valores, mas não alterá-los.'),
    ).toBeVisible();
    for (const input of plannedInputs(table)) await expect(input).toHaveAttribute('readonly');
    await expect(canvas.getByRole('checkbox', { name: 'Meta Ideal' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ratear Metas' })).toBeDisabled();
  },
};

/** Master Flag (type 1 staff without a broker): reads every broker, saves none (decision). */
export const PerfilMasterFlag: Story = {
  globals: { perfil: 'masterFlag' },
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedTable(canvasElement);
    await expect(canvas.getByText(/Seu usuário não está vinculado a um único broker/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ratear Metas' })).toBeDisabled();
  },
};

// ------------------------------------------------------------------------------------------------
// A failed save: the typed values stay, the banner says why, 'Tentar novamente' saves.

/** The story's MSW worker (msw-storybook-addon). */
// ------------------------------------------------------------------------------------ comments (issue 26)

const PLAN_COMMENT = 'Meta de março com o lançamento do café solúvel.';

/** The planning comments the history holds for a target. */
async function planComments(loaded: Loaded, target: Target) {
  const { data } = await loaded.api.GET('/metas/historico', {
    params: { query: { IdPuxada: String(target.idPuxada), Versao: target.versao, TipoMeta: 'VBC', Linha: target.linha } },
  });
  return (data ?? []).filter((change) => change.acao === 'PLANEJAMENTO' && change.comentario);
}

/**
 * 'Comentário do planejamento (opcional)' (up to 280 characters) goes with 'Ratear Metas': every
 * category the save changed carries it in the history.
 */
export const ComentarioDoPlanejamento: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('234.567{Enter}');
    const field = canvas.getByRole('textbox', { name: 'Comentário do planejamento (opcional)' });
    await expect(field).toHaveAttribute('maxlength', '280');
    await userEvent.type(field, PLAN_COMMENT);
    await saveAndConfirm(canvasElement, true);
    const saved = await planComments(loaded as Loaded, target);
    await expect(saved).toEqual([expect.objectContaining({ grupoBookKey: target.categories[0]?.key, valorNovo: 234567, comentario: PLAN_COMMENT })]);
    // The comment went with the plan: the field under the table is empty again.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Comentário do planejamento (opcional)', hidden: true })).toHaveValue(''));
  },
};

/** A failed save keeps the comment typed, as it keeps the values: 'Tentar novamente' sends both. */
export const ComentarioMantidoNaFalha: Story = {
  parameters: { planning: { status: 'Rateada' } },
  beforeEach: ({ loaded }) => {
    let failures = 1;
    refuse((loaded as Loaded).api, '/atualizartabelacartameta', () => failures-- > 0);
  },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('234.567{Enter}');
    const field = canvas.getByRole('textbox', { name: 'Comentário do planejamento (opcional)' });
    await userEvent.type(field, PLAN_COMMENT);
    await ratear(canvasElement, true);
    await dismissSaveError();
    await expect(field).toHaveValue(PLAN_COMMENT);
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Tentar novamente' }));
    await userEvent.click(within(await overwriteDialog()).getByRole('button', { name: 'Continuar' }));
    await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 5000 });
    await expect((await planComments(loaded as Loaded, target)).map((change) => change.comentario)).toEqual([PLAN_COMMENT]);
  },
};

/** A plan saved with a comment: the table shows it beside the category it changed, with who and when. */
export const ComentarioNaCategoria: Story = {
  parameters: { planning: { status: 'Rateada' } },
  beforeEach: async ({ loaded }) => {
    const { api, backend } = loaded as Loaded;
    const target = targetFor(backend, { status: 'Rateada' });
    await api.POST('/atualizartabelacartameta', {
      body: {
        DADOS: planningSaveItems(
          target,
          target.categories.map((category, i) => category.vlrMetaPlanejado + (i === 1 ? 1000 : 0)),
          PROFILE_PRESETS.gerente,
        ),
        Comentario: PLAN_COMMENT,
      },
    });
  },
  play: async ({ canvasElement, loaded }) => {
    const { table, tableElement } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    // The comments arrive with the target's history, read beside the table's own calls.
    await expect(await table.findByRole('columnheader', { name: 'Comentário' }, { timeout: 5000 })).toBeVisible();
    const row = within(tableElement).getByRole('rowheader', { name: target.categories[1]?.nome ?? '' }).closest('tr') as HTMLElement;
    await expect(within(row).getByText(new RegExp(`^“${PLAN_COMMENT}” — ${PROFILE_PRESETS.gerente.nomeUsuario}, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`))).toBeVisible();
    const other = within(tableElement).getByRole('rowheader', { name: target.categories[0]?.nome ?? '' }).closest('tr') as HTMLElement;
    await expect(within(other).queryByText(PLAN_COMMENT, { exact: false })).not.toBeInTheDocument();
  },
};

const workerOf = (context: StoryContext) => (context as unknown as { msw: SetupWorker }).msw;

/** Waits for the save's error modal ('Código: 5'; the overwrite question, also 'Atenção!', may still be closing) and presses OK. */
async function dismissSaveError(): Promise<void> {
  const dialog = await waitFor(
    () => {
      const found = body().getAllByRole('alertdialog').find((candidate) => candidate.textContent?.includes('Código: 5'));
      if (!found) throw new Error('no error modal yet');
      return found;
    },
    { timeout: 5000 },
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
}

/**
 * Builds the story of a save that fails (`fail` installs the failure for the first save only):
 * 'Código: 5', the value `typed` kept and marked 'não salvo', the server unchanged, the banner
 * with the reason `reason`, and 'Tentar novamente' saving on the same base.
 */
function failedSaveStory(fail: (context: StoryContext) => void, reason: string, typed: number): Story {
  return {
    parameters: { planning: { status: 'Rateada' } },
    beforeEach: (context) => fail(context),
    play: async ({ canvasElement, loaded }) => {
      const { canvas, table } = await loadedTable(canvasElement);
      const { backend } = loaded as Loaded;
      const target = targetFor(backend, { status: 'Rateada' });
      const input = plannedInputs(table)[0] as HTMLInputElement;
      await userEvent.click(input);
      await userEvent.keyboard(`${typed.toLocaleString('pt-BR')}{Enter}`);
      const before = snapshot(backend);
      await ratear(canvasElement, true);
      await dismissSaveError();
      await expect(shown(input)).toBe(typed);
      await expect(within(input.closest('td') as HTMLElement).getByText('não salvo')).toBeInTheDocument();
      const banner = canvas.getByRole('alert');
      await expect(banner).toHaveTextContent('As metas não foram salvas.');
      await expect(banner).toHaveTextContent(reason);
      await expect(banner).toHaveTextContent('Os valores alterados continuam na tela, marcados como não salvos.');
      await expect(snapshot(backend)).toBe(before);
      await expect(target.categories[0]?.vlrMetaPlanejado).not.toBe(typed);
      await userEvent.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
      await userEvent.click(within(await overwriteDialog()).getByRole('button', { name: 'Continuar' }));
      await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 5000 });
      await expect(target.categories[0]?.vlrMetaPlanejado).toBe(typed);
      await expect(canvas.queryByText('As metas não foram salvas.')).not.toBeInTheDocument();
    },
  };
}

/**
 * The save fails (HTTP 500): 'Código: 5'; the edited values stay on screen marked 'não salvo', with a
 * banner and 'Tentar novamente', which saves them.
 */
export const SaveFailedRetry = failedSaveStory(
  ({ loaded }) => {
    let failures = 1;
    refuse((loaded as Loaded).api, '/atualizartabelacartameta', () => failures-- > 0);
  },
  'O servidor não gravou as metas: Erro interno do servidor.',
  55555,
);

/** The connection drops on the save (network error): 'Sem conexão com o servidor…', values kept, retry saves. */
export const SaveNetworkErrorRetry = failedSaveStory(
  (context) =>
    workerOf(context).use(http.post(`*/backend/atualizartabelacartameta`, () => HttpResponse.error(), { once: true })),
  'Sem conexão com o servidor. Verifique a rede e tente novamente.',
  56565,
);

/** The save gets no answer within the client's limit (ApiError 'TIMEOUT'): said so, values kept, retry saves. */
export const SaveTimeoutRetry = failedSaveStory(
  (context) => {
    let failures = 1;
    (context.loaded as Loaded).api.use({
      onRequest: ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/atualizartabelacartameta') && failures-- > 0)
          throw new ApiError({ status: 0, code: 'TIMEOUT', message: 'No answer within 30000 ms', path: '/atualizartabelacartameta' });
        return undefined;
      },
    });
  },
  'O servidor não respondeu a tempo.',
  56566,
);

/**
 * The save reached the server but its answer was lost (TIMEOUT after the write). The retry is sent
 * on the same base, so the server refuses it (409) instead of writing twice: the panel says the
 * target was saved under the user's own name, the values now on the server equal the typed ones,
 * and 'Recarregar' ends it with nothing lost.
 */
export const SaveTimeoutAfterWrite: Story = {
  parameters: { planning: { status: 'Rateada' } },
  beforeEach: ({ loaded }) => {
    let failures = 1;
    (loaded as Loaded).api.use({
      onResponse: ({ request }) => {
        if (new URL(request.url).pathname.endsWith('/atualizartabelacartameta') && failures-- > 0)
          throw new ApiError({ status: 0, code: 'TIMEOUT', message: 'No answer within 30000 ms', path: '/atualizartabelacartameta' });
        return undefined;
      },
    });
  },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const { backend, perfil } = loaded as Loaded;
    const target = targetFor(backend, { status: 'Rateada' });
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('57.575{Enter}');
    await ratear(canvasElement, true);
    await dismissSaveError();
    await expect(target.categories[0]?.vlrMetaPlanejado).toBe(57575); // it was written
    const snapshotAfterWrite = snapshot(backend);
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('O servidor não respondeu a tempo.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    await userEvent.click(within(await overwriteDialog()).getByRole('button', { name: 'Continuar' }));
    const panel = await conflictPanel(canvasElement, perfil.nomeUsuario);
    await expect(panel).toHaveTextContent('Esta meta foi gravada com o seu usuário');
    await expect(panel).toHaveTextContent('Os valores que você alterou são iguais aos atuais');
    await expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    await expect(snapshot(backend)).toBe(snapshotAfterWrite); // not written twice
    await userEvent.click(within(panel).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(shown(plannedInputs(table)[0] as HTMLInputElement)).toBe(57575);
    await expect(canvas.queryByText(/não salvo/)).not.toBeInTheDocument();
  },
};

// ------------------------------------------------------------------------------------------------
// Concurrent edits (issue 16, "Beyond"): another user changes the target while it is open here.

/** A client signed in as another demo account on the story's backend: another user, in another browser. */
function clientAs(backend: MockBackend, email: string): { api: ApiClient; nome: string } {
  const account = backend.db.network.users.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  const token = backend.context.issueToken(account);
  return { api: createApiClient({ baseUrl: backend.baseUrl, getToken: () => token }), nome: account.nomeUsuario };
}

/** The broker's other planner (Master Broker, Ricardo Almeida) saves a plan of `target` with `values`. */
async function planAsOtherManager(backend: MockBackend, target: Target, values: readonly number[]): Promise<string> {
  const preset = PROFILE_PRESETS.masterBroker;
  const other = clientAs(backend, preset.email);
  await other.api.POST('/atualizartabelacartameta', {
    body: { DADOS: planningSaveItems(target, values, preset) },
  });
  return other.nome;
}

/** The supervisor `id` approves his sellers' targets ('Aprovar Metas' on his own screen). */
async function approveAsSupervisor(backend: MockBackend, target: Target, id: number): Promise<string> {
  const account = backend.db.network.users.find((candidate) => candidate.idEmpregadoFlexx === id && candidate.funcaoUsuario === 11);
  if (!account) throw new Error(`no demo account for supervisor ${id}`);
  const supervisor = clientAs(backend, account.email);
  await supervisor.api.PUT('/GravarProgramarMetasVendedor', {
    params: {
      query: {
        IdPuxada: String(target.idPuxada),
        Versao: target.versao,
        TipoMeta: 'VBC',
        IdEmpregadoResponsavel: String(id),
        token: 'token',
        Linha: target.linha,
        usuario: account.email,
        DataAtualizacao: formatBackendTimestamp(new Date()),
      },
    },
  });
  return supervisor.nome;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The conflict panel once it names `who` ('Alterado por X às HH:MM', with the date on another day). */
async function conflictPanel(canvasElement: HTMLElement, who: string) {
  const name = new RegExp(`^Alterado por ${escapeRegExp(who)}( em \\d{2}/\\d{2}/\\d{4})? às \\d{2}:\\d{2}$`);
  const panel = await within(canvasElement).findByRole('alert', { name }, { timeout: 8000 });
  await waitFor(() => expect(within(panel).getByRole('button', { name: 'Recarregar' })).toBeEnabled());
  return panel;
}

/** The panel's value rows: category, 'Seu valor', 'Valor atual'. */
function conflictRows(panel: HTMLElement) {
  const table = within(panel).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** 'X de N supervisores já aprovaram…' as the overwrite dialog counts approvals. */
const approvals = (approved: number, of: number) =>
  approved === 1 ? `1 de ${of} supervisores já aprovou as metas dos vendedores.` : `${approved} de ${of} supervisores já aprovaram as metas dos vendedores.`;

/**
 * Another planner saves the target while it is open here with a typed value: 'Ratear Metas' is
 * refused (409) and writes nothing; the panel says who and when and shows the typed value beside
 * the server's. 'Recarregar' drops the typed value and shows the server's plan and status; the
 * next save, on that version, goes through.
 */
export const ConflitoRecarregar: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, { status: 'Rateada' });
    const name = categories(table)[0] as string;
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('111.111{Enter}');
    // Meanwhile, in another browser: the other planner saves another value for the same category.
    const theirs = seededPlanned(target).map((value, i) => (i === 0 ? 222_222 : value));
    const who = await planAsOtherManager(backend, target, theirs);
    const before = snapshot(backend);

    await ratear(canvasElement, true);
    const panel = await conflictPanel(canvasElement, who);
    await expect(panel).toHaveTextContent('Outra pessoa gravou esta meta depois que você a abriu.');
    await expect(within(panel).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Categoria', 'Seu valor', 'Valor atual']);
    await expect(conflictRows(panel)).toEqual([[name, formatBRL(111_111), formatBRL(222_222)]]);
    await expect(snapshot(backend)).toBe(before); // the refused save wrote nothing
    await expect(shown(plannedInputs(table)[0] as HTMLInputElement)).toBe(111_111); // nothing typed is lost
    await expect(canvas.getByText('1 valor alterado não salvo.')).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(plannedInputs(table).map(shown)).toEqual(theirs));
    await expect(canvas.queryByText(/não salvo/)).not.toBeInTheDocument();
    await expect(canvas.getByText('Status da META: Rateada')).toBeVisible();
    await expect(snapshot(backend)).toBe(before);

    // The screen is on the server's version now: the next save is not refused.
    await userEvent.click(plannedInputs(table)[1] as HTMLInputElement);
    await userEvent.keyboard('333.333{Enter}');
    await saveAndConfirm(canvasElement, true);
    await expect(seededPlanned(target)).toEqual(theirs.map((value, i) => (i === 1 ? 333_333 : value)));
  },
};

/**
 * A target still 'Em aberto' when opened: the manager fills it from a history base and types a
 * value; meanwhile another planner splits it. 'Ratear Metas' (no question: it was open) is refused;
 * the panel lists every category, the user's value beside the server's, and the new status.
 * 'Reaplicar meus valores' — now on a split target — asks the overwrite question first, naming the
 * split that will be replaced, then saves the user's values on the new version.
 */
export const ConflitoReaplicar: Story = {
  parameters: { planning: { status: 'Em aberto' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, { status: 'Em aberto' });
    const names: string[] = categories(table);
    await userEvent.click(canvas.getByRole('radio', { name: '6 meses' }));
    const suggested = (await baseRows(loaded as Loaded, target, 6)).map((row) => row.metaMeta);
    await waitFor(() => expect(plannedInputs(table).map(shown)).toEqual(suggested), { timeout: 5000 });
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('123.456{Enter}');
    const mine = suggested.map((value, i) => (i === 0 ? 123_456 : value));
    const theirs = suggested.map((value) => value + 1_000);
    const who = await planAsOtherManager(backend, target, theirs);
    await expect(target.status).toBe('Rateada');

    await ratear(canvasElement, false);
    const panel = await conflictPanel(canvasElement, who);
    await expect(panel).toHaveTextContent('Status da META agora: Rateada.');
    await expect(conflictRows(panel)).toEqual(names.map((category, i) => [category, formatBRL(mine[i] ?? 0), formatBRL(theirs[i] ?? 0)]));
    await expect(plannedInputs(table).map(shown)).toEqual(mine);
    await expect(seededPlanned(target)).toEqual(theirs);
    await waitFor(() => expect(canvas.getByText('Status da META: Rateada')).toBeVisible());

    // Re-apply on a target that is split now: the overwrite question comes back, naming the split.
    await userEvent.click(within(panel).getByRole('button', { name: 'Reaplicar meus valores' }));
    const dialog = await overwriteDialog();
    for (const supervisor of splitOf(backend, target)) {
      await expect(dialog).toHaveTextContent(`${supervisor.nome}: ${formatBRL(supervisor.total)}`);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 5000 });
    await expect(seededPlanned(target)).toEqual(mine);
    await expect(target.qtdMesMedia).toBe(6);
    await expect(canvas.queryByRole('alert', { name: /^Alterado por/ })).not.toBeInTheDocument();
  },
};

/**
 * A programmed target ('Aprovada gerente'): a supervisor approves his sellers after the manager
 * opened it. The overwrite question (read when it opens) already counts the approval; the save is
 * refused all the same ('Alterado por' that supervisor). Before the re-apply a second supervisor
 * approves: the re-apply asks again with the new count of what will be lost, is refused again, and
 * the panel names the newer change. The third attempt saves.
 */
export const ConflitoAprovacaoSupervisor: Story = {
  parameters: { planning: { status: 'Aprovada gerente' } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const { backend } = loaded as Loaded;
    const target = targetFor(backend, { status: 'Aprovada gerente' });
    const name = categories(table)[0] as string;
    const seeded = seededPlanned(target);
    const of = target.supervisors.length;
    const approvedAt = () => target.supervisors.filter((part) => part.status === 'Aprovada supervisor').length;
    const [first, second] = target.supervisors.filter((part) => part.status !== 'Aprovada supervisor');
    if (!first || !second) throw new Error('two supervisors yet to approve are needed');
    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('424.242{Enter}');

    const firstName = await approveAsSupervisor(backend, target, first.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Ratear Metas' }));
    let dialog = await overwriteDialog();
    await expect(dialog).toHaveTextContent(approvals(approvedAt(), of));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    let panel = await conflictPanel(canvasElement, firstName);
    await expect(conflictRows(panel)).toEqual([[name, formatBRL(424_242), formatBRL(seeded[0] ?? 0)]]);
    await expect(first.status).toBe('Aprovada supervisor'); // the approval stands

    const secondName = await approveAsSupervisor(backend, target, second.id);
    await userEvent.click(within(panel).getByRole('button', { name: 'Reaplicar meus valores' }));
    dialog = await overwriteDialog();
    await expect(dialog).toHaveTextContent(approvals(approvedAt(), of));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    panel = await conflictPanel(canvasElement, secondName);
    await expect(second.status).toBe('Aprovada supervisor');
    await expect(target.categories[0]?.vlrMetaPlanejado).toBe(seeded[0]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Reaplicar meus valores' }));
    dialog = await overwriteDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await body().findByRole('dialog', { name: 'Meta definida!' }, { timeout: 5000 });
    await expect(target.categories[0]?.vlrMetaPlanejado).toBe(424_242);
    await expect(target.status).toBe('Rateada');
  },
};

/**
 * Every save carries the base it is built on (DATA_ATUALIZACAO_BASE in each item): the first the
 * totals' dataAtualizacao read on entry, the next the X-Data-Atualizacao of the previous save — so
 * the manager's own consecutive saves never conflict.
 */
export const ConsecutiveSavesNoConflict: Story = {
  parameters: { planning: { status: 'Rateada' } },
  play: async ({ canvasElement, loaded }) => {
    const { api, perfil } = loaded as Loaded;
    const sent: (string | undefined)[][] = [];
    const answered: (string | null)[] = [];
    api.use({
      onRequest: async ({ request }) => {
        if (!new URL(request.url).pathname.endsWith('/atualizartabelacartameta')) return undefined;
        const payload = (await request.clone().json()) as { DADOS: { DATA_ATUALIZACAO_BASE?: string }[] };
        sent.push(payload.DADOS.map((item) => item.DATA_ATUALIZACAO_BASE));
        return undefined;
      },
      onResponse: ({ request, response }) => {
        if (new URL(request.url).pathname.endsWith('/atualizartabelacartameta')) answered.push(response.headers.get('X-Data-Atualizacao'));
        return undefined;
      },
    });
    const { table } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const { data: totals = [] } = await api.GET('/tabelacartametatotal', {
      params: {
        query: {
          IdPuxada: String(target.idPuxada),
          Versao: target.versao,
          TipoMeta: 'VBC',
          Linha: target.linha,
          QtdMesMedia: 0,
          Tipo: 'T',
          IdUsuario: perfil.idUsuario,
        },
      },
    });
    const read = totals[0]?.dataAtualizacao;
    await expect(read).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await userEvent.click(plannedInputs(table)[0] as HTMLInputElement);
    await userEvent.keyboard('101.010{Enter}');
    const success = await saveAndConfirm(canvasElement, true);
    await userEvent.click(success.getByRole('button', { name: 'Programar para o time' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Meta definida!' })).not.toBeInTheDocument());
    await userEvent.click(plannedInputs(table)[1] as HTMLInputElement);
    await userEvent.keyboard('202.020{Enter}');
    await saveAndConfirm(canvasElement, true);

    const items = target.categories.length;
    await expect(sent).toEqual([Array(items).fill(read), Array(items).fill(answered[0])]);
    await expect(answered[1]).not.toBe(answered[0]);
    await expect(within(canvasElement).queryByRole('alert', { name: /^Alterado por/ })).not.toBeInTheDocument();
    await expect(target.categories.slice(0, 2).map((category) => category.vlrMetaPlanejado)).toEqual([101_010, 202_020]);
  },
};

// ------------------------------------------------------------------------------------------------
// A read that never answers (issue 17): the client's time limit ends it, the screen says why and
// 'Tentar novamente' reads again.

/** Makes the first GET of `path` never answer (the next ones reach the mock backend). */
const hangOnce = (context: StoryContext, path: string) =>
  workerOf(context).use(http.get(`*/backend${path}`, () => new Promise<never>(() => undefined), { once: true }));

/**
 * The versions and lines of the period do not answer within the client's time limit (3 s here,
 * 30 s by default): no spinner is left, the modal says 'O servidor não respondeu a tempo.' with
 * 'Código: 7', and its 'Tentar novamente' reads them again — the cascade goes on to the table.
 */
export const PlanningTimeout: Story = {
  parameters: { backend: { timeoutMs: 3000 }, planning: { status: 'Rateada', periodOnly: true } },
  beforeEach: (context) => hangOnce(context, '/parametrotabelacartameta'),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const dialog = await body().findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 8000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('Algo deu errado!');
    await expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
    await expect(dialog).toHaveTextContent('O servidor não respondeu a tempo.');
    await expect(dialog).toHaveTextContent('Código: 7');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('Não foi possível carregar as versões e linhas deste periodo.').closest('[role="alert"]')).toHaveTextContent(
      'O servidor não respondeu a tempo.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByText('Não foi possível carregar as versões e linhas deste periodo.')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await choose(canvasElement, 'Versao', target.versao);
    await choose(canvasElement, 'Linha', target.linha);
    const { table } = await loadedTable(canvasElement);
    await expect(plannedInputs(table).map(shown)).toEqual(seededPlanned(target));
  },
};

/**
 * The target's category rows do not answer in time: the spinner stops, the inline error says why
 * ('O servidor não respondeu a tempo.'), and 'Tentar novamente' loads the table.
 */
export const TargetReadTimeout: Story = {
  parameters: { backend: { timeoutMs: 3000 }, planning: { status: 'Rateada' } },
  beforeEach: (context) => hangOnce(context, '/tabelacartametagrupo'),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Rateada' });
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar a meta.');
    await expect(alert).toHaveTextContent('O servidor não respondeu a tempo. Verifique a conexão e tente novamente.');
    await expect(canvas.queryByText('Carregando a meta...')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    const { table } = await loadedTable(canvasElement);
    await expect(plannedInputs(table).map(shown)).toEqual(seededPlanned(target));
  },
};

/**
 * The history calculation (Tipo=P) does not answer in time: the wait dialog closes, the modal says
 * 'O servidor não respondeu a tempo.' (no code: the spec gives none), nothing changed on screen,
 * and its 'Tentar novamente' runs the calculation again — the suggestions fill Meta Planejada.
 */
export const HistoryBaseTimeout: Story = {
  parameters: { backend: { timeoutMs: 3000 }, planning: { status: 'Em aberto' } },
  beforeEach: (context) => {
    let hang = true;
    workerOf(context).use(
      http.get(`*/backend/tabelacartametatotal`, ({ request }) => {
        if (!hang || new URL(request.url).searchParams.get('Tipo') !== 'P') return undefined;
        hang = false;
        return new Promise<never>(() => undefined);
      }),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const target = targetFor((loaded as Loaded).backend, { status: 'Em aberto' });
    await userEvent.click(canvas.getByRole('radio', { name: '6 meses' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 8000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('O servidor não respondeu a tempo.');
    await expect(dialog).not.toHaveTextContent('Código');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Aguarde...' })).not.toBeInTheDocument());
    await expect(plannedSum(table)).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    const suggested = (await baseRows(loaded as Loaded, target, 6)).map((row) => row.metaMeta);
    await waitFor(() => expect(plannedInputs(table).map(shown)).toEqual(suggested), { timeout: 5000 });
    await expect(canvas.getByRole('radio', { name: '6 meses' })).toBeChecked();
  },
};
