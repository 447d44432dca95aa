import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, type ApiClient } from '@conecta/api';
import { holdCalls, type HeldCalls, type MockBackend } from '@conecta/api/mocks';
import { PROFILE_PRESETS, type MetasSelection, type ProfilePreset } from '@conecta/core';
import { AUTO_CLOSE_MS } from '@conecta/ui';
import { captureScreen, storyClock } from '@conecta/ui/testing';
import { MetasStatus } from './MetasStatus';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
  /** The release call held by a story's beforeEach (`holdCalls`). */
  release?: HeldCalls;
}

/** `parameters.seed`: open the screen on the seeded period whose target of this type is in this status. */
interface Seed {
  status: 'Em aberto' | 'Rateada' | 'Aprovada gerente' | 'Aprovada supervisor' | 'Liberado';
  tipoMeta?: string;
  imported?: boolean;
}

/** The period of the story's mock backend whose target is in `seed.status` (see metasSeedPeriods). */
function selectionFor(backend: MockBackend, seed: Seed): MetasSelection {
  const tipoMeta = seed.tipoMeta ?? 'VBC';
  const target = backend.db.metas.targets.find(
    (candidate) =>
      candidate.tipoMeta === tipoMeta &&
      candidate.status === seed.status &&
      candidate.metaImportada === (seed.imported ? 1 : 0),
  );
  if (!target) throw new Error(`no seeded ${tipoMeta} target in ${seed.status}`);
  return { ano: Number(target.periodo.slice(0, 4)), mes: Number(target.periodo.slice(4)), tipoMeta };
}

/** The period key of a selection. */

/**
 * The alert dialog named `name` once it shows, looked up again on every try: a dialog replaced while
 * it opens (its first instance unmounted) is the one the user sees, not a detached node.
 */
const shownAlert = (name: string, timeout: number) =>
  waitFor(
    () => {
      const dialog = within(document.body).getByRole('alertdialog', { name });
      expect(dialog).toBeVisible();
      return dialog;
    },
    { timeout },
  );

const periodoOf = (selection: MetasSelection) => `${selection.ano}${String(selection.mes).padStart(2, '0')}`;

/** A client signed in as the demo manager on the story's backend ("another session"). */
function managerClient(backend: MockBackend): ApiClient {
  const user = backend.db.network.users.find((candidate) => candidate.email === PROFILE_PRESETS.gerente.email);
  if (!user) throw new Error('no demo manager');
  const token = backend.context.issueToken(user);
  return createApiClient({ baseUrl: backend.baseUrl, getToken: () => token });
}

/** Makes one call of the story's client answer `status` with `body`. */
function answer(api: ApiClient, pathEnd: string, status: number, body: unknown) {
  api.use({
    onResponse: ({ request }) =>
      new URL(request.url).pathname.endsWith(pathEnd)
        ? new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
        : undefined,
  });
}

const meta = {
  title: 'Features/Metas/Status',
  component: MetasStatus,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'gerente' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as ProfilePreset,
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false } },
  render: (args, { loaded, parameters }) => {
    const { api, perfil, backend } = loaded as Loaded;
    const seed = (parameters as { seed?: Seed }).seed;
    const initialSelection = seed ? selectionFor(backend, seed) : args.initialSelection;
    return <MetasStatus {...args} api={api} user={perfil} initialSelection={initialSelection} />;
  },
} satisfies Meta<typeof MetasStatus>;
export default meta;

type Story = StoryObj<typeof meta>;

const TABLE = 'Status do planejamento de metas';
/** The check icon of a line: 'Liberar meta para o time (enviar ao FLEXX): meta VBC, linha BRL1, versão …, <supervisor>'. */
const RELEASE = /^Liberar meta para o time \(enviar ao FLEXX\): meta /;
/** A line's action link, named by its text and then its line ('Ratear Meta: meta VBC, linha BRL1, …'). */
const actionName = (label: string) => new RegExp(`^${label}: meta `);

/** The status table: react-aria gives it role grid (its cells hold links and buttons). */
const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: TABLE }, { timeout: 5000 });

/** The table once its lines have arrived. */
async function loadedTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const element = await findTable(canvasElement);
  const table = within(element);
  await waitFor(() => expect(linesOf(table).length).toBeGreaterThan(0), { timeout: 8000 });
  await waitFor(() => expect(table.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 8000 });
  return { canvas, table };
}

/** The data lines (rows with a Status cell; the empty state is a row too), top to bottom. */
const linesOf = (table: ReturnType<typeof within>): HTMLElement[] =>
  table
    .queryAllByRole('rowheader')
    .filter((cell: HTMLElement) => cell.id.endsWith('-status'))
    .map((cell: HTMLElement) => cell.closest('[role="row"]') as HTMLElement);

/** The cells of a line: Status, Responsável, Data / Versão, Ação, Observação. */
const cellsOf = (line: HTMLElement) => {
  const [status, responsavel, dataVersao, acao, observacao] = [...line.querySelectorAll('[role="rowheader"], [role="gridcell"]')] as HTMLElement[];
  return { status, responsavel, dataVersao, acao, observacao } as Record<'status' | 'responsavel' | 'dataVersao' | 'acao' | 'observacao', HTMLElement>;
};

/** Every line shows `status` and the action `label`, as a link to `path` (with the line's selection) or as text. */
async function expectLines(
  table: ReturnType<typeof within>,
  selection: MetasSelection,
  status: string,
  label: string,
  path: string | null,
) {
  const lines = linesOf(table);
  await expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const cells = cellsOf(line);
    await expect(cells.status).toHaveTextContent(status);
    await expect(cells.acao).toHaveTextContent(label);
    const link = within(cells.acao).queryByRole('link');
    if (path === null) {
      await expect(link).toBeNull();
    } else {
      const linha = within(cells.status).getByText(/^Linha /).textContent?.slice('Linha '.length);
      const versao = within(cells.dataVersao).getByText(/^Versão /).textContent?.slice('Versão '.length);
      await expect(link).toHaveAttribute(
        'href',
        `${path}?ano=${selection.ano}&mes=${selection.mes}&meta=${selection.tipoMeta}&versao=${versao}&linha=${linha}`,
      );
      // Named by its line, so a screen-reader user can tell the links apart.
      await expect(link).toHaveAccessibleName(new RegExp(`^${label}: meta .*linha ${linha}, versão ${versao}`));
    }
  }
}

const seedOf = (context: { loaded: unknown; parameters: unknown }) =>
  selectionFor((context.loaded as Loaded).backend, (context.parameters as { seed: Seed }).seed);

// ------------------------------------------------------------------------------------------ gerente

/** Gerente without a saved period: title, breadcrumb, Ano (current and previous year), 12 months; choosing them loads the status with Meta VBC by default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByRole('heading', { level: 1, name: TABLE })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    const trail = within(nav);
    await expect(trail.getByText('Metas')).toBeVisible();
    await expect(trail.getByText('Status')).toBeVisible();
    // No crumb pretends to go somewhere: 'Metas' (no route of its own) is plain text, 'Status' is the current page.
    await expect(nav.querySelectorAll('a[href]')).toHaveLength(0);
    await expect(trail.getAllByRole('link')).toHaveLength(1);
    await expect(trail.getByRole('link')).toHaveTextContent('Status');
    await expect(trail.getByRole('link')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Selecione o ano, o mês e a meta para ver o status.')).toBeVisible();
    for (const name of ['Status', 'Responsável', 'Data / Versão', 'Ação', 'Observação'])
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();

    const now = new Date();
    await userEvent.click(canvas.getByRole('button', { name: /Ano/ }));
    const years = await body.findByRole('listbox');
    await expect(within(years).getAllByRole('option').map((option) => option.textContent)).toEqual([
      String(now.getFullYear()),
      String(now.getFullYear() - 1),
    ]);
    await userEvent.click(within(years).getByRole('option', { name: String(now.getFullYear()) }));
    await userEvent.click(canvas.getByRole('button', { name: /Mês/ }));
    const months = await body.findByRole('listbox');
    await expect(within(months).getAllByRole('option')).toHaveLength(12);
    await expect(within(months).getAllByRole('option')[0]).toHaveTextContent('Janeiro');
    const monthName = within(months).getAllByRole('option')[now.getMonth()] as HTMLElement;
    await userEvent.click(monthName);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Meta/ })).toHaveTextContent('VBC'), { timeout: 5000 });
    const { table } = await loadedTable(canvasElement);
    await expectLines(table, { ano: now.getFullYear(), mes: now.getMonth() + 1, tipoMeta: 'VBC' }, 'Em aberto', 'Ratear Meta', '/metas/planejamentos');
  },
};

/** Em aberto (gerente): 'Ratear Meta', a link to the planning screen on that target; pressing it navigates there. */
export const EmAbertoGerente: Story = {
  parameters: { seed: { status: 'Em aberto' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    const selection = seedOf(context);
    await expectLines(table, selection, 'Em aberto', 'Ratear Meta', '/metas/planejamentos');
    await expect(cellsOf(linesOf(table)[0] as HTMLElement).responsavel).toHaveTextContent('FERNANDA OLIVEIRA');
    await userEvent.click(table.getAllByRole('link', { name: actionName('Ratear Meta') })[0] as HTMLElement);
    await expect(context.args.onNavigate).toHaveBeenCalledWith(
      `/metas/planejamentos?ano=${selection.ano}&mes=${selection.mes}&meta=VBC&versao=${periodoOf(selection)}-V01&linha=BRL1`,
    );
  },
};

/** Rateada (gerente): 'Programar Metas Time', a link to the supervisor split (/metas/programacao). */
export const RateadaGerente: Story = {
  parameters: { seed: { status: 'Rateada' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    await expectLines(table, seedOf(context), 'Rateada', 'Programar Metas Time', '/metas/programacao');
  },
};

/**
 * Aprovada gerente (gerente): one line per supervisor. A supervisor still to approve: 'Aguardar
 * Aprovação Do Supervisor'. A supervisor who already approved: his status 'Aprovada supervisor', the
 * target's 'Status da meta: Aprovada gerente', and 'Aguardar Aprovação Dos Outros Supervisores' with
 * the reason (the release is per target). No link, no check icon.
 */
export const AprovadaGerenteGerente: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, seed: { status: 'Aprovada gerente' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    const lines = linesOf(table);
    await expect(lines).toHaveLength(8);
    const approved = lines.filter((line) => cellsOf(line).status.textContent?.startsWith('Aprovada supervisor'));
    await expect(approved).toHaveLength(2);
    // The demo's open return (issue 26): the third supervisor sent his BRL1 share back to the manager.
    const returned = lines.filter((line) => cellsOf(line).observacao.textContent?.includes('Devolvida ao gerente por'));
    await expect(returned).toHaveLength(1);
    for (const line of lines) {
      const cells = cellsOf(line);
      if (approved.includes(line)) {
        await expect(cells.status).toHaveTextContent('Status da meta: Aprovada gerente');
        await expect(cells.acao).toHaveTextContent('Aguardar Aprovação Dos Outros Supervisores');
        await expect(cells.acao).toHaveTextContent('Este supervisor já aprovou; a meta é liberada quando todos os supervisores aprovarem.');
      } else if (returned.includes(line)) {
        await expect(cells.status).toHaveTextContent(/^Aprovada gerente/);
        await expect(cells.observacao).toHaveTextContent('Mercearia ficou acima do que a equipe vendeu');
        const link = within(cells.acao).getByRole('link', { name: actionName('Responder Devolução') });
        await expect(link.getAttribute('href')).toMatch(/^\/metas\/programacao\?ano=\d{4}&mes=\d{1,2}&meta=VBC&versao=\d{6}-V01&linha=BRL1$/);
      } else {
        await expect(cells.status).toHaveTextContent(/^Aprovada gerente/);
        await expect(cells.status).not.toHaveTextContent('Status da meta');
        await expect(cells.acao).toHaveTextContent(/^Aguardar Aprovação Do Supervisor$/);
      }
    }
    // One action link (the return's answer); the other links are each line's 'Histórico' (issue 26).
    await expect(table.getAllByRole('link').filter((link) => !/^Histórico: /.test(link.getAttribute('aria-label') ?? ''))).toHaveLength(1);
    await expect(table.queryByRole('button', { name: RELEASE })).not.toBeInTheDocument();
    await expect(cellsOf(lines[2] as HTMLElement).observacao).toHaveTextContent('com alteração');
  },
};

/** An imported target (metaImportada 1): the Observação column says 'Meta importada'. */
export const ImportadaGerente: Story = {
  parameters: { seed: { status: 'Aprovada gerente', imported: true } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    for (const line of linesOf(table)) await expect(cellsOf(line).observacao).toHaveTextContent('Meta importada');
  },
};

/** Aprovada supervisor (gerente, with the metas permission): 'Liberar Meta Para o Time' with the check icon on every line. */
export const AprovadaSupervisorGerente: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, seed: { status: 'Aprovada supervisor' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    await expectLines(table, seedOf(context), 'Aprovada supervisor', 'Liberar Meta Para o Time', null);
    await expect(table.getAllByRole('button', { name: RELEASE })).toHaveLength(linesOf(table).length);
  },
};

/** Liberado (gerente): 'Sem Ação', no link, no check icon. */
export const LiberadoGerente: Story = {
  parameters: { seed: { status: 'Liberado' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    await expectLines(table, seedOf(context), 'Liberado', 'Sem Ação', null);
    await expect(table.queryByRole('button', { name: RELEASE })).not.toBeInTheDocument();
  },
};

// --------------------------------------------------------------------------------------- supervisor

/** Supervisor: no line in Em aberto or Rateada (the split period, then the open one): an empty table, no error dialog. */
export const SupervisorSemLinhasAbertasOuRateadas: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Rateada' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Nenhuma meta deste período está com a sua equipe.';
    await waitFor(() => expect(canvas.getByText(message)).toBeVisible(), { timeout: 8000 });
    await expect(linesOf(within(await findTable(canvasElement)))).toHaveLength(0);
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    const now = new Date();
    await userEvent.click(canvas.getByRole('button', { name: /Ano/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: String(now.getFullYear()) }));
    await userEvent.click(canvas.getByRole('button', { name: /Mês/ }));
    const months = await within(document.body).findByRole('listbox');
    await userEvent.click(within(months).getAllByRole('option')[now.getMonth()] as HTMLElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Meta/ })).toHaveTextContent('VBC'), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByText(message)).toBeVisible(), { timeout: 8000 });
    await expect(canvas.queryByRole('link', { name: actionName('Ratear Meta') })).not.toBeInTheDocument();
  },
};

/** Supervisor: only the lines tied to their own employee id (2 lines, one per product line, against 8 for the manager). */
export const SupervisorSoAsPropriasLinhas: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada supervisor' } },
  play: async ({ canvasElement }) => {
    const { table } = await loadedTable(canvasElement);
    const lines = linesOf(table);
    await expect(lines).toHaveLength(2);
    for (const line of lines) await expect(cellsOf(line).responsavel).toHaveTextContent('CARLOS EDUARDO SANTOS');
  },
};

/**
 * Aprovada gerente (supervisor) without supervisor changes ('sem alteração'): his part waits for his
 * approval, so 'Aprovar Rateio Vendedor', a link to the seller screen — never 'Aprovada' (issue 16
 * item 5: the row is not approved). Reducing values is the seller screen's rule, not a reason to hide
 * the approval.
 */
export const AprovadaGerenteSupervisor: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada gerente' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    const selection = seedOf(context);
    await expectLines(table, selection, 'Aprovada gerente', 'Aprovar Rateio Vendedor', '/metas/rateio-vendedor');
    for (const line of linesOf(table)) {
      await expect(cellsOf(line).observacao).toHaveTextContent('sem alteração');
      await expect(cellsOf(line).acao).not.toHaveTextContent(/^Aprovada$/);
    }
    const links = table.getAllByRole('link', { name: actionName('Aprovar Rateio Vendedor') });
    await expect(links).toHaveLength(2);
    await expect(new Set(links.map((link) => link.getAttribute('aria-label'))).size).toBe(2);
    await userEvent.click(links[1] as HTMLElement);
    await expect(context.args.onNavigate).toHaveBeenCalledWith(
      `/metas/rateio-vendedor?ano=${selection.ano}&mes=${selection.mes}&meta=VBC&versao=${periodoOf(selection)}-V01&linha=BRL2`,
    );
  },
};

/**
 * Aprovada gerente (supervisor) after the manager changed this supervisor's value ('com alteração'):
 * 'Aprovar Rateio Vendedor', a link to the seller screen — the same action as without changes.
 */
export const AprovarRateioVendedorSupervisor: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada gerente' } },
  beforeEach: async (context) => {
    const { backend } = context.loaded as Loaded;
    const selection = seedOf(context);
    const periodo = periodoOf(selection);
    const target = backend.db.metas.targets.find((t) => t.periodo === periodo && t.tipoMeta === 'VBC' && t.linha === 'BRL1');
    const part = target?.supervisors.find((candidate) => candidate.id === PROFILE_PRESETS.supervisor.idEmpregadoFlexx);
    if (!part) throw new Error('no seeded supervisor part');
    const total = part.values.reduce((sum, value) => sum + value, 0);
    // The manager raises this supervisor's target on the supervisor split screen.
    await managerClient(backend).PUT('/atualizarvalorsupervisorvalor', {
      params: {
        query: {
          IdPuxada: '10234',
          Versao: `${periodo}-V01`,
          TipoMeta: 'VBC',
          Linha: 'BRL1',
          IdEmpregadoResponsavelFlexx: String(part.id),
          Valor: total + 5000,
          usuario: PROFILE_PRESETS.gerente.email,
          DataAtualizacao: '2026-01-01 10:00:00',
          Tipo: 'P',
        },
      },
    });
  },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    const selection = seedOf(context);
    const [brl1, brl2] = linesOf(table) as [HTMLElement, HTMLElement];
    await expect(cellsOf(brl1).observacao).toHaveTextContent('com alteração');
    await expect(cellsOf(brl2).observacao).toHaveTextContent('sem alteração');
    const link = within(cellsOf(brl1).acao).getByRole('link', { name: actionName('Aprovar Rateio Vendedor') });
    await expect(link).toHaveAccessibleName(
      `Aprovar Rateio Vendedor: meta VBC, linha BRL1, versão ${periodoOf(selection)}-V01, CARLOS EDUARDO SANTOS`,
    );
    const path = `/metas/rateio-vendedor?ano=${selection.ano}&mes=${selection.mes}&meta=VBC&versao=${periodoOf(selection)}-V01&linha=BRL1`;
    await expect(link).toHaveAttribute('href', path);
    await expect(within(cellsOf(brl2).acao).getByRole('link')).toHaveTextContent('Aprovar Rateio Vendedor');
    await userEvent.click(link);
    await expect(context.args.onNavigate).toHaveBeenCalledWith(path);
  },
};

/** Aprovada supervisor (supervisor, who holds the metas permission): 'Aguardar Liberação Do Gerente' (the spec's alternative label), and no check icon for supervisors. */
export const AprovadaSupervisorSupervisor: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada supervisor' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    await expectLines(table, seedOf(context), 'Aprovada supervisor', 'Aguardar Liberação Do Gerente', null);
    await expect(table.queryByRole('button', { name: RELEASE })).not.toBeInTheDocument();
  },
};

/**
 * A supervisor who approved BRL1 while other supervisors have not: his own status 'Aprovada
 * supervisor', the target's 'Status da meta: Aprovada gerente', 'Aguardar Liberação Do Gerente' and
 * why it waits; his BRL2 part still offers 'Aprovar Rateio Vendedor'.
 */
export const AprovadaSupervisorAguardandoOutros: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada gerente' } },
  beforeEach: (context) => {
    const { backend } = context.loaded as Loaded;
    const periodo = periodoOf(seedOf(context));
    const target = backend.db.metas.targets.find((t) => t.periodo === periodo && t.tipoMeta === 'VBC' && t.linha === 'BRL1');
    const part = target?.supervisors.find((candidate) => candidate.id === PROFILE_PRESETS.supervisor.idEmpregadoFlexx);
    if (!part) throw new Error('no seeded supervisor part');
    part.status = 'Aprovada supervisor';
  },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    const [brl1, brl2] = linesOf(table) as [HTMLElement, HTMLElement];
    await expect(cellsOf(brl1).status).toHaveTextContent(/^Aprovada supervisor/);
    await expect(cellsOf(brl1).status).toHaveTextContent('Status da meta: Aprovada gerente');
    await expect(cellsOf(brl1).acao).toHaveTextContent('Aguardar Liberação Do Gerente');
    await expect(cellsOf(brl1).acao).toHaveTextContent('Você já aprovou; a liberação espera a aprovação dos outros supervisores.');
    await expect(within(cellsOf(brl1).acao).queryByRole('link')).not.toBeInTheDocument();
    await expect(cellsOf(brl2).status).toHaveTextContent(/^Aprovada gerente/);
    await expect(within(cellsOf(brl2).acao).getByRole('link', { name: actionName('Aprovar Rateio Vendedor') })).toBeVisible();
  },
};

/** Liberado (supervisor): 'Sem Ação'. */
export const LiberadoSupervisor: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Liberado' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    await expectLines(table, seedOf(context), 'Liberado', 'Sem Ação', null);
  },
};

// ------------------------------------------------------------------------------------ links by type

/**
 * 'Histórico' beside each line's date (issue 26): the target's change history, on the line's team
 * once the target has teams (`&equipe=`).
 */
export const Historico: Story = {
  parameters: { seed: { status: 'Aprovada gerente' } },
  play: async (context) => {
    const selection = seedOf(context);
    const { table } = await loadedTable(context.canvasElement);
    for (const line of linesOf(table)) {
      const cells = cellsOf(line);
      const linha = within(cells.status).getByText(/^Linha /).textContent?.slice('Linha '.length);
      const versao = within(cells.dataVersao).getByText(/^Versão /).textContent?.slice('Versão '.length);
      const link = within(cells.dataVersao).getByRole('link', { name: /^Histórico: meta / });
      await expect(link.getAttribute('href')).toMatch(
        new RegExp(`^/metas/historico\\?ano=${selection.ano}&mes=${selection.mes}&meta=${selection.tipoMeta}&versao=${versao}&linha=${linha}&equipe=\\d+$`),
      );
    }
  },
};

/**
 * Each type links to its own screen (spec §2.4) — for a role that may open it. The supervisor, on
 * his parts waiting for approval: VBC → seller screen, COBERTURA, RECOMENDADOR and PRODUTO FOCO →
 * their programming screens (function 11 opens them).
 */
export const LinksPorTipo: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada gerente' } },
  beforeEach: (context) => {
    // The period's other types go back to 'Aprovada gerente' (seeded as released), every part with them.
    const { backend } = context.loaded as Loaded;
    const periodo = periodoOf(seedOf(context));
    for (const target of backend.db.metas.targets) {
      if (target.periodo !== periodo || target.tipoMeta === 'VBC') continue;
      target.status = 'Aprovada gerente';
      for (const part of target.supervisors) part.status = 'Aprovada gerente';
    }
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const body = within(document.body);
    const selection = seedOf(context);
    const { table } = await loadedTable(context.canvasElement);
    await expectLines(table, selection, 'Aprovada gerente', 'Aprovar Rateio Vendedor', '/metas/rateio-vendedor');
    const cases = [
      ['COBERTURA', 'COBERTURA', '/metas/cobertura-programacao'],
      ['RECOMENDADOR', 'RECOMENDADOR', '/metas/recomendador-programacao'],
      ['PRODUTO FOCO', 'FOCO', '/metas/produtofoco-programacao'],
    ] as const;
    for (const [label, tipoMeta, path] of cases) {
      await userEvent.click(canvas.getByRole('button', { name: /Meta/ }));
      await userEvent.click(await body.findByRole('option', { name: label }));
      await waitFor(() => expect(within(cellsOf(linesOf(table)[0] as HTMLElement).acao).getByRole('link')).toHaveAttribute('href', expect.stringContaining(path)), { timeout: 5000 });
      await expectLines(table, { ...selection, tipoMeta }, 'Aprovada gerente', 'Aprovar Rateio Vendedor', path);
    }
    await userEvent.click(table.getByRole('link', { name: /^Aprovar Rateio Vendedor: meta PRODUTO FOCO, linha BRL1/ }));
    await expect(context.args.onNavigate).toHaveBeenLastCalledWith(
      `/metas/produtofoco-programacao?ano=${selection.ano}&mes=${selection.mes}&meta=FOCO&versao=${periodoOf(selection)}-V01&linha=BRL1`,
    );
  },
};

/**
 * Issue 22 — the manager on COBERTURA, RECOMENDADOR and PRODUTO FOCO lines in Em aberto or Rateada:
 * those types are planned and split outside the portal, so there is nothing for him to split or
 * program; 'Acompanhar Programação' opens the type's programming screen, which he follows
 * read-only, with the reason under it. VBC keeps the spec's action and link.
 */
export const OutrosTiposGerenteAcompanha: Story = {
  parameters: { seed: { status: 'Em aberto' } },
  beforeEach: (context) => {
    // This period's other types go back before their programming (they are seeded programmed).
    const { backend } = context.loaded as Loaded;
    const periodo = periodoOf(seedOf(context));
    const back: Array<[string, 'Em aberto' | 'Rateada']> = [
      ['COBERTURA', 'Rateada'],
      ['RECOMENDADOR', 'Em aberto'],
      ['FOCO', 'Rateada'],
    ];
    for (const [tipoMeta, status] of back) {
      const target = backend.db.metas.targets.find((t) => t.periodo === periodo && t.tipoMeta === tipoMeta);
      if (!target) throw new Error(`no seeded ${tipoMeta} target`);
      target.status = status;
      for (const part of target.supervisors) part.status = status;
    }
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const body = within(document.body);
    const selection = seedOf(context);
    const { table } = await loadedTable(context.canvasElement);
    await expectLines(table, selection, 'Em aberto', 'Ratear Meta', '/metas/planejamentos');
    const cases = [
      ['COBERTURA', 'COBERTURA', 'Rateada', '/metas/cobertura-programacao'],
      ['RECOMENDADOR', 'RECOMENDADOR', 'Em aberto', '/metas/recomendador-programacao'],
      ['PRODUTO FOCO', 'FOCO', 'Rateada', '/metas/produtofoco-programacao'],
    ] as const;
    for (const [label, tipoMeta, status, path] of cases) {
      await userEvent.click(canvas.getByRole('button', { name: /Meta/ }));
      await userEvent.click(await body.findByRole('option', { name: label }));
      await waitFor(() => expect(cellsOf(linesOf(table)[0] as HTMLElement).status).toHaveTextContent(status), { timeout: 5000 });
      await expectLines(table, { ...selection, tipoMeta }, status, 'Acompanhar Programação', path);
      for (const line of linesOf(table))
        await expect(cellsOf(line).acao).toHaveTextContent(
          'Esta meta é planejada e rateada entre os supervisores fora do portal; na tela você acompanha cada equipe.',
        );
    }
  },
};

/**
 * Every control of a line is named by its line (type, line, version, supervisor): the eight check
 * icons of an approved month have eight different accessible names.
 */
export const NomesPorLinha: Story = {
  parameters: { seed: { status: 'Aprovada supervisor' } },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    const versao = `${periodoOf(seedOf(context))}-V01`;
    const checks = table.getAllByRole('button', { name: RELEASE });
    await expect(checks).toHaveLength(linesOf(table).length);
    const names = checks.map((check) => check.getAttribute('aria-label'));
    await expect(new Set(names).size).toBe(checks.length);
    for (const line of linesOf(table)) {
      const cells = cellsOf(line);
      const linha = within(cells.status).getByText(/^Linha /).textContent?.slice('Linha '.length);
      const description = `meta VBC, linha ${linha}, versão ${versao}, ${cells.responsavel.textContent}`;
      await expect(within(cells.acao).getByRole('button', { name: RELEASE })).toHaveAccessibleName(`Liberar meta para o time (enviar ao FLEXX): ${description}`);
      // Issue 26: the line's other control, named the same way.
      await expect(within(cells.acao).getByRole('button', { name: /^Devolver ao supervisor/ })).toHaveAccessibleName(`Devolver ao supervisor: ${description}`);
    }
  },
};

// ----------------------------------------------------------------------------------------- release

/** Release to FLEXX: 'Aguarde...' while it runs, 'Meta Liberada!' closing by itself after 2.5 s, and the status reloads to Liberado. */
export const LiberarMetaSucesso: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, seed: { status: 'Aprovada supervisor' }, clock: 'test' },
  // The release call is held until the play has seen the progress dialog.
  beforeEach: ({ loaded }) => {
    (loaded as Loaded).release = holdCalls((loaded as Loaded).api, '/atualizarbaseflexxbroker');
  },
  play: async (context) => {
    const body = within(document.body);
    const selection = seedOf(context);
    const { table } = await loadedTable(context.canvasElement);
    const first = linesOf(table)[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: RELEASE }));
    const progress = await body.findByRole('dialog', { name: 'Aguarde...' });
    await waitFor(() => expect(progress).toBeVisible());
    const release = (context.loaded as Loaded).release;
    release?.open();
    const success = await body.findByRole('dialog', { name: 'Meta Liberada!' }, { timeout: 5000 });
    await waitFor(() => expect(success).toBeVisible());
    await expect(success).toHaveTextContent(`A meta VBC da linha BRL1 (versão ${periodoOf(selection)}-V01) foi enviada ao FLEXX.`);
    await captureScreen();
    // It closes by itself 2.5 s after it appeared (on the story's test clock), not a moment earlier.
    const clock = storyClock(context.loaded);
    await clock.advance(AUTO_CLOSE_MS - 1);
    await expect(success).toBeInTheDocument();
    await clock.advance(1);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Meta Liberada!' })).not.toBeInTheDocument());

    const [sent] = release?.calls ?? [];
    await expect(release?.calls).toHaveLength(1);
    const query = Object.fromEntries(sent?.searchParams ?? []);
    await expect(query).toMatchObject({
      IdPuxada: '10234',
      usuario: PROFILE_PRESETS.gerente.email,
      codVersao: `${periodoOf(selection)}-V01`,
      periodo: periodoOf(selection),
      grupoMeta: 'BRL1',
      tipoMeta: 'VBC',
    });
    await expect(query.chaveocorrencia).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(query.dataexportacao).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The status reloaded: BRL1 is released, BRL2 still waits for its release.
    await waitFor(() => expect(cellsOf(linesOf(table)[0] as HTMLElement).status).toHaveTextContent('Liberado'), { timeout: 5000 });
    for (const line of linesOf(table)) {
      const cells = cellsOf(line);
      const brl1 = cells.status.textContent?.includes('Linha BRL1');
      await expect(cells.acao).toHaveTextContent(brl1 ? 'Sem Ação' : 'Liberar Meta Para o Time');
    }
  },
};

/** Release refused (another session released the target a moment earlier): 'Envio não concluído!' with the occurrence id; it stays open until OK. */
export const LiberarMetaFalha: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, seed: { status: 'Aprovada supervisor' }, clock: 'test' },
  play: async (context) => {
    const body = within(document.body);
    const { backend } = context.loaded as Loaded;
    const selection = seedOf(context);
    const { table } = await loadedTable(context.canvasElement);
    const periodo = periodoOf(selection);
    await managerClient(backend).GET('/atualizarbaseflexxbroker', {
      params: {
        query: {
          IdPuxada: '10234',
          usuario: PROFILE_PRESETS.gerente.email,
          chaveocorrencia: crypto.randomUUID(),
          codVersao: `${periodo}-V01`,
          periodo,
          grupoMeta: 'BRL1',
          tipoMeta: 'VBC',
          dataexportacao: '2026-01-01 10:00:00',
        },
      },
    });
    await userEvent.click(within(linesOf(table)[0] as HTMLElement).getByRole('button', { name: RELEASE }));
    const dialog = await shownAlert('Atenção!', 5000);
    const last = backend.db.metas.releases.at(-1);
    await expect(last?.codOcorrencia).toBe(3);
    await expect(dialog).toHaveTextContent('Envio não concluído!');
    await expect(dialog).toHaveTextContent(
      `Houve algum problema e o processamento não foi concluído. Entre em contato com o suporte e informe o código:${last?.idOcorrencia}`,
    );
    // Unlike a success, it does not close by itself: long past 2.5 s it is still open.
    await storyClock(context.loaded).advance(10 * AUTO_CLOSE_MS);
    // The same dialog is still mounted (one that closed and opened again would be a new element), and
    // shown: waited for, not read once — once in npm test on 2 cores the check right after the clock's
    // advance found it not visible (retried and passed; not reproduced in 7 runs under load), which an
    // overlay's fade still pending for lack of a frame explains.
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
    await captureScreen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The status reloaded after the attempt: the target is released.
    await expect(cellsOf(linesOf(table)[0] as HTMLElement).status).toHaveTextContent('Liberado');
  },
};

/** Release without an answer (the call fails): 'Envio não concluído!' … 'Sem retorno'. */
export const LiberarMetaSemRetorno: Story = {
  parameters: { seed: { status: 'Aprovada supervisor' } },
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/atualizarbaseflexxbroker', 500, { message: 'Erro interno do servidor.' }),
  play: async ({ canvasElement }) => {
    const { table } = await loadedTable(canvasElement);
    await userEvent.click(within(linesOf(table)[0] as HTMLElement).getByRole('button', { name: RELEASE }));
    const dialog = await shownAlert('Atenção!', 5000);
    await expect(dialog).toHaveTextContent('Envio não concluído!');
    await expect(dialog).toHaveTextContent('informe o código:Sem retorno');
  },
};

/** A manager without the metas permission: 'Liberar Meta Para o Time' without the check icon, and why. */
export const SemPermissao: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, seed: { status: 'Aprovada supervisor' } },
  beforeEach: ({ loaded }) => {
    (loaded as Loaded).backend.db.permissions.grants[String(PROFILE_PRESETS.gerente.idUsuario)] = [];
  },
  play: async (context) => {
    const { table } = await loadedTable(context.canvasElement);
    await expectLines(table, seedOf(context), 'Aprovada supervisor', 'Liberar Meta Para o Time', null);
    await expect(table.queryByRole('button', { name: RELEASE })).not.toBeInTheDocument();
    for (const line of linesOf(table))
      await expect(cellsOf(line).acao).toHaveTextContent('Você não tem permissão para liberar metas; peça a quem tem a permissão de metas.');
  },
};

/** The permission call fails: no check icon, and a banner says why (the original only logs it). */
export const ErroPermissao: Story = {
  parameters: { seed: { status: 'Aprovada supervisor' } },
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/getdadospermissoes', 500, { message: 'Erro interno do servidor.' }),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(
      await canvas.findByText(/Não foi possível verificar a sua permissão de liberar metas/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(table.queryByRole('button', { name: RELEASE })).not.toBeInTheDocument();
    // Not known is not refused: no 'sem permissão' reason under the action.
    await expect(table.queryByText(/Você não tem permissão/)).not.toBeInTheDocument();
  },
};

// ------------------------------------------------------------------------------- loading, empty, errors

/** Loading: 'Carregando...' in Meta while the period's options are not answered, then a spinner in the table while the status is not (held for as long as the story shows). */
export const Loading: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true }, seed: { status: 'Em aberto' } },
  beforeEach: (context) => {
    // Once the options are answered, the status itself stays unanswered: the table's own spinner.
    const msw = (context as unknown as { msw: SetupWorker }).msw;
    msw.use(http.get('*/backend/tabelacartametastatus', () => new Promise<never>(() => undefined)));
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Meta/ })).toHaveTextContent('Carregando...');
    (loaded as { answer: () => void }).answer();
    const table = within(await findTable(canvasElement));
    await waitFor(() => expect(table.getByRole('progressbar')).toBeVisible(), { timeout: 5000 });
  },
};

/** A period without parameter data (the same month last year): 'Nenhum dado para este período!' and Meta stays disabled. */
export const SemDadosNoPeriodo: Story = {
  args: (() => {
    const now = new Date();
    return { initialSelection: { ano: now.getFullYear() - 1, mes: now.getMonth() + 1 } };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Nenhum dado para este período!', {}, { timeout: 5000 }))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Meta/ })).toBeDisabled();
    await expect(linesOf(within(await findTable(canvasElement)))).toHaveLength(0);
  },
};

/** Empty backend (no targets at all): the current period has no data either. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'empty' } },
  args: (() => {
    const now = new Date();
    return { initialSelection: { ano: now.getFullYear(), mes: now.getMonth() + 1, tipoMeta: 'VBC' } };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Nenhum dado para este período!', {}, { timeout: 5000 }))[0]).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** An empty status answer: 'Atenção!' / 'Algo deu errado!' / 'Não houve retorno de status.' (no code). */
export const RetornoDeStatusVazio: Story = {
  parameters: { seed: { status: 'Em aberto' } },
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/tabelacartametastatus', 200, []),
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await shownAlert('Atenção!', 5000);
    await expect(dialog).toHaveTextContent('Algo deu errado!');
    await expect(dialog).toHaveTextContent('Não houve retorno de status.');
    await expect(dialog).not.toHaveTextContent('Código');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('Nenhum status para exibir.')).toBeVisible();
  },
};

/** The status rows fail: 'Atenção!' / 'Algo deu errado!' / 'Tente novamente mais tarde.' / 'Código: 4'; after OK the table offers 'Tentar novamente'. */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, seed: { status: 'Em aberto' } },
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/tabelacartametastatus', 500, { message: 'Erro interno do servidor.' }),
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await shownAlert('Atenção!', 8000);
    await expect(dialog).toHaveTextContent('Algo deu errado!');
    await expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
    await expect(dialog).toHaveTextContent('Código: 4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar o status.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/**
 * The status rows do not answer within the client's time limit (3 s here, 30 s in the portal): the
 * dialog says why ('O servidor não respondeu a tempo.'); after OK the table's 'Tentar novamente'
 * reads them again — this time they answer.
 */
export const StatusTimeout: Story = {
  parameters: { seed: { status: 'Em aberto' }, backend: { timeoutMs: 3000 } },
  beforeEach: (context) => {
    const msw = (context as unknown as { msw: SetupWorker }).msw;
    msw.use(http.get('*/backend/tabelacartametastatus', () => new Promise<never>(() => undefined), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
    await expect(dialog).toHaveTextContent('O servidor não respondeu a tempo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvas.queryByText('Não foi possível carregar o status.')).not.toBeInTheDocument(), { timeout: 8000 });
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 8000 });
  },
};

/** The period's options fail: a banner with 'Tentar novamente' (the original only logs it). */
export const ErroParametros: Story = {
  parameters: { seed: { status: 'Em aberto' } },
  beforeEach: ({ loaded }) => answer((loaded as Loaded).api, '/parametrotabelacartameta', 500, { message: 'Erro interno do servidor.' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Não foi possível carregar as metas deste período.')).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** 'Voltar' clears the saved period and goes to /dashboard. */
export const Voltar: Story = {
  parameters: { seed: { status: 'Rateada' } },
  play: async ({ canvasElement, args }) => {
    const { canvas } = await loadedTable(canvasElement);
    const voltar = canvas.getByRole('link', { name: 'Voltar' });
    await expect(voltar).toHaveAttribute('href', '/dashboard');
    await userEvent.click(voltar);
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Ano/ })).toHaveTextContent('Selecione'));
    await expect(canvas.getByRole('button', { name: /Mês/ })).toBeDisabled();
    await expect(canvas.getByText('Selecione o ano, o mês e a meta para ver o status.')).toBeVisible();
  },
};

// ------------------------------------------------------------------------------------------ issue 26

/**
 * The manager's approval progress of the month (issue 26): per target, 'N de M supervisores
 * aprovaram' as a bar and in words, each team approved, waiting since when or returned with the
 * reason, and yesterday's reminder. 'Lembrar' reminds a waiting supervisor (in his inbox, logged
 * with who sent it); a second reminder the same day is refused with who sent the first and when.
 */
export const ProgressoELembrar: Story = {
  parameters: { seed: { status: 'Aprovada gerente' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await loadedTable(canvasElement);
    const card = await canvas.findByRole('region', { name: 'VBC · Linha BRL1 · Versão ' + seedVersion(loaded) }, { timeout: 8000 });
    const panel = within(card);
    const meter = panel.getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(meter).toHaveAttribute('aria-valuemax', '4');
    await expect(card).toHaveTextContent('1 de 4 supervisores aprovaram · 1 devolvida');
    await expect(card).toHaveTextContent(/BRUNO OLIVEIRA — Devolvida ao gerente por Bruno Oliveira em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(card).toHaveTextContent('Mercearia ficou acima do que a equipe vendeu');
    await expect(card).toHaveTextContent(/HENRIQUE DIAS — Aguardando desde .*Lembrado por Fernanda Oliveira em/);
    const { backend } = loaded as Loaded;
    const reminders = () => (backend.db.metas as { workflow?: { reminders: unknown[] } }).workflow?.reminders.length ?? 0;
    const before = reminders();
    await userEvent.click(panel.getByRole('button', { name: 'Lembrar CARLOS EDUARDO SANTOS' }));
    await waitFor(() => expect(panel.getByText('Lembrete enviado para CARLOS EDUARDO SANTOS.')).toBeVisible());
    await expect(reminders()).toBe(before + 1);
    await waitFor(() => expect(card).toHaveTextContent(/CARLOS EDUARDO SANTOS — Aguardando desde .*Lembrado por Fernanda Oliveira em/));
    await userEvent.click(panel.getByRole('button', { name: 'Lembrar CARLOS EDUARDO SANTOS' }));
    const refused = await panel.findByRole('alert');
    await expect(refused).toHaveTextContent(/^Lembrete já enviado hoje por Fernanda Oliveira às \d{2}:\d{2}\.$/);
    await expect(reminders()).toBe(before + 1);
  },
};

/** The version of the seeded 'Aprovada gerente' target (the progress names each target by it). */
function seedVersion(loaded: unknown): string {
  const { backend } = loaded as Loaded;
  const target = backend.db.metas.targets.find((candidate) => candidate.tipoMeta === 'VBC' && candidate.status === 'Aprovada gerente' && candidate.metaImportada === 0);
  return target?.versao ?? '';
}

/** The dialog of a return, once open. */
const giveBackDialog = (name: string) =>
  waitFor(() => {
    const dialog = within(document.body).getByRole('dialog', { name });
    expect(dialog).toBeVisible();
    return dialog;
  });

/**
 * The supervisor sends his waiting share back to the manager with a reason (issue 26): the reason is
 * required; once sent his line waits for the manager ('Aguardar Resposta Do Gerente') and says who
 * sent it back, when and why.
 */
export const DevolverAoGerente: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada gerente' } },
  play: async ({ canvasElement, loaded }) => {
    const { table } = await loadedTable(canvasElement);
    const button = table.getAllByRole('button', { name: /^Devolver ao gerente: meta VBC, linha BRL1/ })[0] as HTMLElement;
    await userEvent.click(button);
    const dialog = within(await giveBackDialog('Devolver ao gerente'));
    await userEvent.click(dialog.getByRole('button', { name: 'Devolver' }));
    await expect(dialog.getByText('Escreva o motivo da devolução.')).toBeVisible();
    const reason = 'Bebidas acima do que vendemos no semestre.';
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motivo' }), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Devolver ao gerente' })).not.toBeInTheDocument());
    await within(canvasElement).findByText('Meta devolvida.');
    await waitFor(() => {
      const line = linesOf(table).find((candidate) => cellsOf(candidate).status.textContent?.includes('Linha BRL1'));
      expect(line && cellsOf(line).acao).toHaveTextContent('Aguardar Resposta Do Gerente');
      expect(line && cellsOf(line).observacao).toHaveTextContent(reason);
    });
    const { backend, perfil } = loaded as Loaded;
    const part = backend.db.metas.targets
      .find((target) => target.tipoMeta === 'VBC' && target.status === 'Aprovada gerente' && target.linha === 'BRL1' && target.metaImportada === 0)
      ?.supervisors.find((candidate) => candidate.id === perfil.idEmpregadoFlexx) as { devolucao?: { motivo: string } } | undefined;
    await expect(part?.devolucao?.motivo).toBe(reason);
  },
};

/** The manager sends an approved split back to its supervisor before the release: the line reopens ('Aprovada gerente'). */
export const DevolverAoSupervisor: Story = {
  parameters: { seed: { status: 'Aprovada supervisor' } },
  play: async ({ canvasElement }) => {
    const { table } = await loadedTable(canvasElement);
    const button = table.getAllByRole('button', { name: /^Devolver ao supervisor: meta VBC, linha BRL1/ })[0] as HTMLElement;
    const name = button.getAttribute('aria-label')?.split(', ').at(-1) ?? '';
    await userEvent.click(button);
    const dialog = within(await giveBackDialog('Devolver ao supervisor'));
    await expect(dialog.getByText(new RegExp(`A aprovação de ${name}`))).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Redistribua Mercearia entre os vendedores novos.');
    await userEvent.click(dialog.getByRole('button', { name: 'Devolver' }));
    await within(canvasElement).findByText('Meta devolvida.');
    await waitFor(() => {
      const line = linesOf(table).find((candidate) => cellsOf(candidate).responsavel.textContent === name && cellsOf(candidate).status.textContent?.includes('Linha BRL1'));
      expect(line && cellsOf(line).status).toHaveTextContent(/^Aprovada gerente/);
      expect(line && cellsOf(line).observacao).toHaveTextContent('Devolvida ao supervisor por Fernanda Oliveira');
    });
  },
};

/** A return that fails (500) says so in the dialog and keeps the reason typed; the next try goes through. */
export const DevolverFalhaMantemMotivo: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { seed: { status: 'Aprovada gerente' } },
  beforeEach: (context: StoryContext) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    const state = { failing: true };
    (context.loaded as { outage?: typeof state }).outage = state;
    worker.use(
      http.post('*/backend/metas/devolucao', () =>
        state.failing ? HttpResponse.json({ message: 'Erro interno no servidor.', code: 'INTERNAL_ERROR' }, { status: 500 }) : undefined,
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const { table } = await loadedTable(canvasElement);
    await userEvent.click(table.getAllByRole('button', { name: /^Devolver ao gerente: meta VBC, linha BRL1/ })[0] as HTMLElement);
    const dialog = within(await giveBackDialog('Devolver ao gerente'));
    const reason = 'Categoria Bebidas alta demais.';
    await userEvent.type(dialog.getByRole('textbox', { name: 'Motivo' }), reason);
    await userEvent.click(dialog.getByRole('button', { name: 'Devolver' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(/Não foi possível|servidor/);
    await expect(dialog.getByRole('textbox', { name: 'Motivo' })).toHaveValue(reason);
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Devolver' }));
    await within(canvasElement).findByText('Meta devolvida.');
  },
};
