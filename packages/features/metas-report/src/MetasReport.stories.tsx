import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { formatMetaValue, type MetaType, type MetasSelection, type ProfilePreset } from '@conecta/core';
import { MetasReport } from './MetasReport';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

type Status = 'Em aberto' | 'Aprovada supervisor' | 'Aprovada gerente' | 'Liberado';

/** The month of the story's backend whose first-line target of the type is in `status` (the seed's spread of months). */
function monthOf(backend: MockBackend, tipoMeta: MetaType, status: Status): MetasSelection {
  const target = backend.db.metas.targets.find((candidate) => candidate.tipoMeta === tipoMeta && candidate.linha === 'BRL1' && candidate.status === status);
  if (!target) throw new Error(`no ${tipoMeta} target in ${status}`);
  return { ano: Number(target.periodo.slice(0, 4)), mes: Number(target.periodo.slice(4)), tipoMeta, linha: 'BRL1' };
}

/** The VBC (or the selection's type) first-line target of a selection's month. */
function targetIn(backend: MockBackend, selection: MetasSelection) {
  const periodo = `${selection.ano}${String(selection.mes).padStart(2, '0')}`;
  const target = backend.db.metas.targets.find(
    (candidate) => candidate.periodo === periodo && candidate.tipoMeta === (selection.tipoMeta ?? 'VBC') && candidate.linha === 'BRL1',
  );
  if (!target) throw new Error(`no target in ${periodo}`);
  return target;
}

/** `parameters.month`: open on the month whose VBC (or `tipoMeta`) target is in this status. */
interface MonthParameter {
  status: Status;
  tipoMeta?: MetaType;
}

const API = '*/backend';
const worker = (context: { parameters: unknown }) => (context as unknown as { msw: SetupWorker }).msw;

const meta = {
  title: 'Features/Relatórios/Acompanhamento de metas',
  component: MetasReport,
  parameters: { layout: 'fullscreen', month: { status: 'Aprovada supervisor' } satisfies MonthParameter },
  globals: { perfil: 'gerente' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as ProfilePreset,
  },
  argTypes: { api: { control: false }, user: { control: false } },
  render: (args, { loaded, parameters }) => {
    const { api, perfil, backend } = loaded as Loaded;
    const { month, openSupervisor } = parameters as { month?: MonthParameter | null; openSupervisor?: boolean };
    const initialSelection = args.initialSelection ?? (month ? monthOf(backend, month.tipoMeta ?? 'VBC', month.status) : undefined);
    const initialSupervisor = openSupervisor && initialSelection ? String(targetIn(backend, initialSelection).supervisors[1]?.id ?? '') : args.initialSupervisor;
    return <MetasReport {...args} api={api} user={perfil} initialSelection={initialSelection} initialSupervisor={initialSupervisor} />;
  },
} satisfies Meta<typeof MetasReport>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The table of the level shown ('Por supervisor', 'Por vendedor'…), once its lines arrived. */
async function levelTable(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: heading }, { timeout: 10_000 });
  await waitFor(() => expect(within(table).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 10_000 });
  await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0), { timeout: 10_000 });
  return table;
}

/** The data rows of a table (the header row excluded). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('rowheader').length > 0);

/** The names of a table's rows, top to bottom. */
const namesOf = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent?.trim() ?? '');

/** The '% Atingimento' of a row as a number (99,6 % → 99.6), or null for '—'. */
function percentOf(row: HTMLElement): number | null {
  const text = within(row).getAllByRole('cell').at(-1)?.textContent ?? '';
  const match = /(\d+(?:\.\d{3})*(?:,\d+)?)\s*%/.exec(text);
  return match?.[1] ? Number(match[1].replace(/\./g, '').replace(',', '.')) : null;
}

/** The manager of the demo broker, last month (approved by the supervisors): one line per supervisor, the totals, both charts. */
export const Gerente: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acompanhamento de metas' })).toBeVisible();
    const table = await levelTable(canvasElement, 'Por supervisor');
    const { api } = loaded as Loaded;
    const selection = monthOf((loaded as Loaded).backend, 'VBC', 'Aprovada supervisor');
    const periodo = `${selection.ano}${String(selection.mes).padStart(2, '0')}`;
    const { data } = await api.GET('/relatorio/acompanhamentometas', {
      params: { query: { IdPuxada: '10234', Periodo: periodo, TipoMeta: 'VBC', Linha: 'BRL1', Empregado: '000' } },
    });
    const rows = data ?? [];
    const supervisors = [...new Set(rows.map((row) => row.dscNomeSupervisor))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    await expect(namesOf(table)).toEqual(supervisors);
    const meta = rows.reduce((acc, row) => acc + row.vlrMeta, 0);
    const summary = within(canvas.getByRole('group', { name: 'Resumo' }));
    await expect(summary.getByText(formatMetaValue(meta, 'VBC'))).toBeVisible();
    // The colour rule of §9 on every line: above 99 green, otherwise red, and said in words.
    for (const row of bodyRows(table)) {
      const percent = percentOf(row);
      if (percent === null) continue;
      await expect(within(row).getByText(percent > 99 ? /acima de 99%/ : /até 99%/)).toBeInTheDocument();
    }
    await expect(canvas.getByRole('table', { name: 'Categorias' })).toBeVisible();
  },
};

/**
 * Sorting by '% Atingimento' both ways; drilling supervisor → sellers → categories (the focus moves
 * to the new level's title); the crumbs go back.
 */
export const SortAndDrillDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await levelTable(canvasElement, 'Por supervisor');
    await userEvent.click(within(table).getByRole('columnheader', { name: /% Atingimento/ }));
    await waitFor(() => {
      const percents = bodyRows(table).map(percentOf).filter((value): value is number => value !== null);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
    });
    await userEvent.click(within(table).getByRole('columnheader', { name: /% Atingimento/ }));
    await waitFor(() => {
      const percents = bodyRows(table).map(percentOf).filter((value): value is number => value !== null);
      expect(percents).toEqual([...percents].sort((a, b) => b - a));
    });
    const first = namesOf(table)[0] ?? '';
    await userEvent.click(within(table).getByRole('button', { name: `${first}: ver vendedores` }));
    const sellers = await levelTable(canvasElement, 'Por vendedor');
    // The button that had the focus is gone with its level: the focus is on the new level's title.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Por vendedor' })).toHaveFocus();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Nível do relatório' }));
    await expect(crumbs.getByText(first)).toBeVisible();
    const seller = namesOf(sellers)[0] ?? '';
    await userEvent.click(within(sellers).getByRole('button', { name: `${seller}: ver categorias` }));
    const categories = await levelTable(canvasElement, 'Por categoria');
    // The last level: names are not buttons, and there is no second categories table.
    await expect(within(categories).queryAllByRole('button', { name: /: ver / })).toHaveLength(0);
    await expect(canvas.queryByRole('table', { name: 'Categorias' })).not.toBeInTheDocument();
    await userEvent.click(crumbs.getByRole('link', { name: 'Todos os supervisores' }));
    await levelTable(canvasElement, 'Por supervisor');
  },
};

/** Opened from the dashboard's link on one supervisor (`&supervisor=…`): his sellers, and the crumbs back to every supervisor. */
export const OpenedOnSupervisor: Story = {
  parameters: { openSupervisor: true },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const sellers = await levelTable(canvasElement, 'Por vendedor');
    const part = targetIn((loaded as Loaded).backend, monthOf((loaded as Loaded).backend, 'VBC', 'Aprovada supervisor')).supervisors[1];
    await expect(bodyRows(sellers)).toHaveLength(part?.sellers.length ?? -1);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Nível do relatório' }));
    await userEvent.click(crumbs.getByRole('link', { name: 'Todos os supervisores' }));
    await levelTable(canvasElement, 'Por supervisor');
  },
};

/** The supervisor reads only his own team: his sellers at the first level ('Minha equipe'). */
export const Supervisor: Story = {
  globals: { perfil: 'supervisor' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const table = await levelTable(canvasElement, 'Por vendedor');
    const { backend, perfil } = loaded as Loaded;
    const selection = monthOf(backend, 'VBC', 'Aprovada supervisor');
    const target = backend.db.metas.targets.find(
      (candidate) => candidate.tipoMeta === 'VBC' && candidate.linha === 'BRL1' && candidate.periodo === `${selection.ano}${String(selection.mes).padStart(2, '0')}` && candidate.status === 'Aprovada supervisor',
    );
    const mine = target?.supervisors.find((part) => String(part.id) === String(perfil.idEmpregadoFlexx));
    await expect(bodyRows(table)).toHaveLength(mine?.sellers.length ?? -1);
    await expect(within(canvas.getByRole('navigation', { name: 'Nível do relatório' })).getByText('Minha equipe')).toBeVisible();
  },
};

/** The network's master (type 1) chooses among the brokers: a Broker select, 'Todos os brokers' first. */
export const MasterFlag: Story = {
  globals: { perfil: 'masterFlag' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await levelTable(canvasElement, 'Por supervisor');
    await expect(await canvas.findByRole('button', { name: /^Todos os brokers\s*Broker$/ }, { timeout: 10_000 })).toBeVisible();
  },
};

/** COBERTURA this month (programmed for every team): figures in customers, never R$. */
export const Cobertura: Story = {
  parameters: { month: { status: 'Aprovada gerente', tipoMeta: 'COBERTURA' } satisfies MonthParameter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await levelTable(canvasElement, 'Por supervisor');
    const cells = within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent(/clientes$/);
    await expect(table).not.toHaveTextContent('R$');
    await expect(canvas.getByText('Mês em andamento: realizado até hoje.')).toBeVisible();
  },
};

/** RECOMENDADOR this month: recommended items sold, counted in 'itens'. */
export const Recomendador: Story = {
  parameters: { month: { status: 'Aprovada gerente', tipoMeta: 'RECOMENDADOR' } satisfies MonthParameter },
  play: async ({ canvasElement }) => {
    const table = await levelTable(canvasElement, 'Por supervisor');
    await expect(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/itens?$/);
    await expect(table).not.toHaveTextContent('R$');
  },
};

/** PRODUTO FOCO this month: focus-product sales, in reais; the Meta select names it 'PRODUTO FOCO'. */
export const ProdutoFoco: Story = {
  parameters: { month: { status: 'Aprovada gerente', tipoMeta: 'FOCO' } satisfies MonthParameter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await levelTable(canvasElement, 'Por supervisor');
    await expect(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^R\$ /);
    await expect(canvas.getByRole('button', { name: /^PRODUTO FOCO\s*Meta$/ })).toBeVisible();
  },
};

/**
 * A function outside the report's permission table (the manufacturer's master, function 15; the
 * portal's menu and guard keep him out): if the report is embedded for him anyway, the backend
 * refuses and the screen says why.
 */
export const Refused: Story = {
  globals: { perfil: 'masterFabricante' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você não tem permissão para esta ação.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Não foi possível carregar o relatório.')).toBeVisible();
  },
};

/** Loading: the figures wait for the backend (held until the story ends). */
export const Loading: Story = {
  parameters: { backend: { held: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('progressbar').length).toBeGreaterThan(0), { timeout: 5000 });
  },
};

/** This month's VBC target is not programmed for the teams yet: the empty message and a way to the month before. */
export const Empty: Story = {
  parameters: { month: { status: 'Em aberto' } satisfies MonthParameter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Nenhuma meta programada para as equipes neste período.', {}, { timeout: 10_000 }))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Planilha Excel (.xlsx)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Ver \p{L}+\/\d{4}$/u }));
    await levelTable(canvasElement, 'Por supervisor');
  },
};

/** A month without any target: 'Nenhum dado para este período!'. */
export const NoPeriodData: Story = {
  parameters: { month: null },
  args: { initialSelection: { ano: new Date().getFullYear() - 1, mes: new Date().getMonth() + 1, tipoMeta: 'VBC' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Nenhum dado para este período!', {}, { timeout: 10_000 }))[0]).toBeVisible();
  },
};

/** The report cannot be read: the reason, and 'Tentar novamente' reads it again. */
export const ServerError: Story = {
  beforeEach: (context) => {
    const state = { failing: true };
    worker(context).use(
      http.get(`${API}/relatorio/acompanhamentometas`, () =>
        state.failing ? HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }) : undefined,
      ),
    );
    (context.loaded as { outage?: typeof state }).outage = state;
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Não foi possível carregar o relatório.', {}, { timeout: 10_000 }))[0]).toBeVisible();
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(canvas.getAllByRole('button', { name: 'Tentar novamente' })[0] as HTMLElement);
    await levelTable(canvasElement, 'Por supervisor');
  },
};

/** The trend alone fails: the report stays, the trend's card says so and retries. */
export const TrendError: Story = {
  beforeEach: (context) => {
    worker(context).use(http.get(`${API}/relatorio/acompanhamentometas/tendencia`, () => HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await levelTable(canvasElement, 'Por supervisor');
    await expect(await canvas.findByText('Não foi possível carregar a tendência.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Captures the Blob of a download instead of saving it. */
function captureDownloads() {
  const blobs: Blob[] = [];
  spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    if (object instanceof Blob) blobs.push(object);
    return 'blob:captured';
  });
  spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click };
}

/** Export .csv of the supervisor opened: one line per seller × category of his team, pt-BR figures, the file named by type, line and month. */
export const ExportCsv: Story = {
  play: async ({ canvasElement }) => {
    const { blobs, click } = captureDownloads();
    const canvas = within(canvasElement);
    const table = await levelTable(canvasElement, 'Por supervisor');
    const first = namesOf(table)[0] ?? '';
    await userEvent.click(within(table).getByRole('button', { name: `${first}: ver vendedores` }));
    const sellers = await levelTable(canvasElement, 'Por vendedor');
    const categories = await levelTable(canvasElement, 'Categorias');
    await userEvent.click(canvas.getByRole('button', { name: 'Arquivo CSV (.csv)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    await expect(anchor.download).toMatch(/^acompanhamento-metas-VBC-BRL1-\d{6}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (blobs[0] as Blob).arrayBuffer());
    const lines = text.slice(1).split('\r\n');
    await expect(lines[0]).toBe('Supervisor;Vendedor;Categoria;Meta;Realizado;% Atingimento');
    await expect(lines).toHaveLength(1 + bodyRows(sellers).length * bodyRows(categories).length);
    for (const line of lines.slice(1)) await expect(line.startsWith(`${first};`)).toBe(true);
  },
};

/** Export .xlsx: a real workbook (a zip) named like the .csv. */
export const ExportXlsx: Story = {
  play: async ({ canvasElement }) => {
    const { blobs, click } = captureDownloads();
    const canvas = within(canvasElement);
    await levelTable(canvasElement, 'Por supervisor');
    await userEvent.click(canvas.getByRole('button', { name: 'Planilha Excel (.xlsx)' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    await expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^acompanhamento-metas-VBC-BRL1-\d{6}\.xlsx$/);
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    await expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  },
};

/**
 * Large: one supervisor with 40 sellers × 40 categories (the large broker's teams made one, this
 * month's COBERTURA): 40 lines in the table and the chart, 40 categories under a seller.
 */
export const Large: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { backend: { scenario: 'large' }, month: { status: 'Aprovada gerente', tipoMeta: 'COBERTURA' } satisfies MonthParameter },
  beforeEach: ({ loaded }) => {
    const { backend, perfil } = loaded as Loaded;
    const selection = monthOf(backend, 'COBERTURA', 'Aprovada gerente');
    const periodo = `${selection.ano}${String(selection.mes).padStart(2, '0')}`;
    const target = backend.db.metas.targets.find((t) => t.periodo === periodo && t.linha === 'BRL1' && t.tipoMeta === 'COBERTURA' && t.status === 'Aprovada gerente');
    const mine = target?.supervisors.find((part) => String(part.id) === String(perfil.idEmpregadoFlexx));
    if (!target || !mine) throw new Error('no part of the supervisor');
    const others = target.supervisors.filter((part) => part !== mine);
    while (mine.sellers.length < 40 && others.length > 0) {
      const from = others.shift();
      if (!from) break;
      mine.sellers.push(...from.sellers.splice(0, 40 - mine.sellers.length));
    }
    mine.values = target.categories.map((_, i) => mine.sellers.reduce((acc, seller) => acc + (seller.values[i] ?? 0), 0));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await levelTable(canvasElement, 'Por vendedor');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(40), { timeout: 10_000 });
    await expect(bodyRows(await levelTable(canvasElement, 'Categorias'))).toHaveLength(40);
    await expect(canvasElement.querySelectorAll('g[data-key][data-index]')).toHaveLength(40);
    const seller = namesOf(table)[0] ?? '';
    await userEvent.click(within(table).getByRole('button', { name: `${seller}: ver categorias` }));
    await waitFor(async () => expect(bodyRows(await levelTable(canvasElement, 'Por categoria'))).toHaveLength(40));
    await expect(canvas.queryByRole('table', { name: 'Categorias' })).not.toBeInTheDocument();
  },
};
