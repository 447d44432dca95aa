import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '@conecta/api';
import { DEMO_COMMENTS, DEMO_RETURN_REASON, seedLongHistory, type MockBackend } from '@conecta/api/mocks';
import { PROFILE_PRESETS, type MetasSelection, type ProfilePreset } from '@conecta/core';
import { MetasHistory } from './MetasHistory';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
  answer: () => void;
}

type Status = 'Em aberto' | 'Rateada' | 'Aprovada gerente' | 'Aprovada supervisor' | 'Liberado';

/** `parameters.target`: open on the seeded VBC BRL1 target in this status (its first version), or on a month with no data. */
interface TargetParameter {
  status?: Status;
  noData?: boolean;
}

function targetOf(backend: MockBackend, status: Status) {
  const target = backend.db.metas.targets.find(
    (candidate) => candidate.tipoMeta === 'VBC' && candidate.linha === 'BRL1' && candidate.status === status && candidate.metaImportada === 0 && candidate.versao.endsWith('-V01'),
  );
  if (!target) throw new Error(`no seeded VBC target in ${status}`);
  return target;
}

function selectionOf(backend: MockBackend, parameter: TargetParameter): MetasSelection {
  if (parameter.noData) {
    const date = new Date();
    date.setDate(1);
    date.setMonth(date.getMonth() - 12);
    return { ano: date.getFullYear(), mes: date.getMonth() + 1, tipoMeta: 'VBC' };
  }
  const target = targetOf(backend, parameter.status ?? 'Aprovada gerente');
  return { ano: Number(target.periodo.slice(0, 4)), mes: Number(target.periodo.slice(4)), tipoMeta: 'VBC', versao: target.versao, linha: target.linha };
}

const worker = (context: unknown) => (context as { msw: SetupWorker }).msw;

const meta = {
  title: 'Features/Metas/Histórico',
  component: MetasHistory,
  parameters: { layout: 'fullscreen', target: { status: 'Aprovada gerente' } satisfies TargetParameter },
  globals: { perfil: 'gerente' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as ProfilePreset,
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false }, initialSelection: { control: false } },
  render: (args, { loaded, parameters }) => {
    const { api, perfil, backend } = loaded as Loaded;
    const target = (parameters as { target?: TargetParameter | null }).target;
    return <MetasHistory {...args} api={api} user={perfil} initialSelection={args.initialSelection ?? (target ? selectionOf(backend, target) : undefined)} />;
  },
} satisfies Meta<typeof MetasHistory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The table of changes once its rows arrived. */
async function changesTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: /^Alterações da meta/ }, { timeout: 10_000 });
  await waitFor(() => expect(within(table).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 10_000 });
  return table;
}

/** The data rows of a table (its header row left out). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('rowheader').length > 0);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim());

/** The count next to the table's title ('(37 alterações)', '(5 de 37 alterações)'). */
const countText = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 2, name: /^Alterações da meta/ }).textContent ?? '';

async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = within(canvasElement).getByRole('button', { name: new RegExp(`${label}$`) });
  await userEvent.click(trigger);
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/**
 * The manager on the month waiting for approval: every change in order — the plan's categories, the
 * values changed with their comments, the programming, a team's approval and a team's return with its
 * reason — with who, when, on which screen, before → after.
 */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Histórico da meta' })).toBeVisible();
    const table = await changesTable(canvasElement);
    for (const header of ['Data', 'Quem', 'Tela', 'Alteração', 'Antes', 'Depois', 'Comentário'])
      await expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeVisible();
    const rows = bodyRows(table).map(cellsOf);
    await expect(rows[0]?.[3]).toMatch(/^Meta planejada · /);
    const texts = rows.map((cells) => cells.join(' | '));
    await expect(texts.some((text) => text.includes('Programou as metas para o time'))).toBe(true);
    await expect(texts.some((text) => text.includes(DEMO_COMMENTS.team))).toBe(true);
    await expect(texts.some((text) => /Aprovou o rateio da equipe/.test(text))).toBe(true);
    // Dates in order, oldest first.
    const stamps = rows.map((cells) => cells[0]?.replace(/^(\d{2})\/(\d{2})\/(\d{4}) (.*)$/, '$3$2$1 $4') ?? '');
    await expect([...stamps].sort()).toEqual(stamps);
    await expect(countText(canvasElement)).toMatch(/\(\d+ alterações\)/);
  },
};

/** A returned share: the row says who sent it back and why (the reason in Comentário). */
export const Devolvida: Story = {
  play: async ({ canvasElement }) => {
    const table = await changesTable(canvasElement);
    const row = bodyRows(table).find((candidate) => /Devolveu a parte da equipe/.test(candidate.textContent ?? ''));
    await expect(row).toBeDefined();
    await expect(cellsOf(row as HTMLElement)[6]).toBe(DEMO_RETURN_REASON);
    await expect(cellsOf(row as HTMLElement)[2]).toBe('Status');
  },
};

/** The supervisor sees his team's changes and the target's own (the plan, the programming), never another team's. */
export const Supervisor: Story = {
  globals: { perfil: 'supervisor' },
  play: async ({ canvasElement }) => {
    const table = await changesTable(canvasElement);
    const texts = bodyRows(table).map((row) => row.textContent ?? '');
    await expect(texts.some((text) => text.includes(DEMO_COMMENTS.team))).toBe(true);
    await expect(texts.some((text) => text.includes(DEMO_COMMENTS.seller))).toBe(true);
    await expect(texts.some((text) => text.includes(DEMO_COMMENTS.category))).toBe(false);
    await expect(texts.some((text) => text.includes(DEMO_RETURN_REASON))).toBe(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Equipe$/ }));
    const teams = within(document.body).getAllByRole('option').map((option) => option.textContent);
    await expect(teams).toEqual(['Todas as equipes', 'CARLOS EDUARDO SANTOS']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Opened from a team's card (`&equipe=`): only that team's changes; 'Limpar filtros' shows them all again. */
export const FiltroPorEquipe: Story = {
  args: { initialTeam: String(PROFILE_PRESETS.supervisor.idEmpregadoFlexx) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await changesTable(canvasElement);
    await waitFor(() => expect(countText(canvasElement)).toMatch(/\(\d+ de \d+ alterações\)/));
    for (const row of bodyRows(table)) await expect(cellsOf(row)[3]).toMatch(/CARLOS EDUARDO SANTOS/);
    await expect(canvas.getByRole('button', { name: /Equipe$/ })).toHaveTextContent('CARLOS EDUARDO SANTOS');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(countText(canvasElement)).toMatch(/^Alterações da meta \(\d+ alterações\)$/));
  },
};

/** Filter by who changed and by a day range: the count says how many of the whole history show. */
export const FiltroPorPessoaEDatas: Story = {
  play: async ({ canvasElement }) => {
    const table = await changesTable(canvasElement);
    const all = Number(/\((\d+) alterações\)/.exec(countText(canvasElement))?.[1]);
    await choose(canvasElement, 'Quem alterou', 'Carlos Eduardo Santos');
    await waitFor(() => expect(countText(canvasElement)).toMatch(new RegExp(`\\(\\d+ de ${all} alterações\\)`)));
    for (const row of bodyRows(table)) await expect(cellsOf(row)[1]).toBe('Carlos Eduardo Santos');
    // A range of days that holds no change.
    const group = within(canvasElement).getByRole('group', { name: 'Período das alterações' });
    const [startDay] = within(group).getAllByRole('spinbutton', { name: /dia/i });
    await userEvent.click(startDay as HTMLElement);
    await userEvent.keyboard('01012020');
    await userEvent.keyboard('02012020');
    await waitFor(() => expect(within(table).getByText('Nenhuma alteração com estes filtros.')).toBeVisible());
  },
};

/** A target nobody has changed yet (this month, 'Em aberto'). */
export const Empty: Story = {
  parameters: { target: { status: 'Em aberto' } },
  play: async ({ canvasElement }) => {
    const table = await changesTable(canvasElement);
    await expect(within(table).getByText('Nenhuma alteração registrada nesta meta.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Arquivo CSV (.csv)' })).toBeDisabled();
  },
};

/** A month with no target: 'Nenhum dado para este período!'. */
export const EmptyPeriod: Story = {
  parameters: { target: { noData: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum dado para este período!', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the history has not been answered. */
export const Loading: Story = {
  parameters: { backend: { held: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar', { name: 'Carregando o histórico...' })).toBeVisible(), { timeout: 5000 });
  },
};

/** The history cannot be read: the screen says so and 'Tentar novamente' reads it again. */
export const LoadError: Story = {
  beforeEach: (context) => {
    let failing = true;
    worker(context).use(http.get('*/backend/metas/historico', () => (failing ? HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }) : undefined)));
    (context as unknown as { heal: () => void }).heal = () => {
      failing = false;
    };
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar o histórico.', {}, { timeout: 10_000 })).toBeVisible();
    (context as unknown as { heal: () => void }).heal();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await changesTable(context.canvasElement);
  },
};

/**
 * A busy month: 2,000 more changes. 50 per page with pagination; a filter answers at once on the
 * device (the whole history is read once).
 */
export const LongHistory: Story = {
  beforeEach: ({ loaded, parameters }) => {
    const { backend } = loaded as Loaded;
    const target = selectionOf(backend, (parameters as { target: TargetParameter }).target);
    const added = seedLongHistory(backend.db.metas, backend.db.network, { versao: target.versao ?? '', linha: target.linha ?? '' }, 2000);
    if (added !== 2000) throw new Error(`seeded ${added} changes`);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await changesTable(canvasElement);
    const all = Number(/\(([\d.]+) alterações\)/.exec(countText(canvasElement))?.[1]?.replace('.', ''));
    await expect(all).toBeGreaterThan(2000);
    await expect(bodyRows(table)).toHaveLength(50);
    const pages = canvas.getByRole('navigation', { name: 'Paginação' });
    await userEvent.click(within(pages).getByRole('button', { name: new RegExp(`${Math.ceil(all / 50)}$`) }));
    await waitFor(() => expect(bodyRows(table).length).toBe(all % 50 || 50));
    await choose(canvasElement, 'Equipe', 'CARLOS EDUARDO SANTOS');
    await waitFor(() => expect(countText(canvasElement)).toMatch(/de [\d.]+ alterações/));
    for (const row of bodyRows(table)) await expect(cellsOf(row)[3]).toMatch(/CARLOS EDUARDO SANTOS/);
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

/** Export .csv: the same rows as the table (all pages, the filters applied), same columns, pt-BR figures. */
export const ExportCsv: Story = {
  args: { initialTeam: String(PROFILE_PRESETS.supervisor.idEmpregadoFlexx) },
  play: async ({ canvasElement }) => {
    const { blobs, click } = captureDownloads();
    const table = await changesTable(canvasElement);
    await waitFor(() => expect(countText(canvasElement)).toMatch(/de/));
    const shown = bodyRows(table).map(cellsOf);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Arquivo CSV (.csv)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    await expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^historico-VBC-\d{6}-V01-BRL1\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (blobs[0] as Blob).arrayBuffer());
    const lines = text.slice(1).split('\r\n').map((line) => line.split(';'));
    await expect(lines[0]).toEqual(['Data', 'Quem', 'Tela', 'Alteração', 'Antes', 'Depois', 'Comentário']);
    await expect(lines).toHaveLength(shown.length + 1);
    lines.slice(1).forEach((cells, i) => {
      const row = shown[i] ?? [];
      void expect([cells[0], cells[1], cells[2], cells[3]]).toEqual([row[0], row[1], row[2], row[3]]);
      void expect(cells[5] === '' ? '' : `R$ ${Number(cells[5]).toLocaleString('pt-BR')}`).toBe(row[5]);
    });
  },
};

/** Export .xlsx: a real workbook (a zip) named like the .csv. */
export const ExportXlsx: Story = {
  play: async ({ canvasElement }) => {
    const { blobs, click } = captureDownloads();
    await changesTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Planilha Excel (.xlsx)' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    await expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^historico-VBC-\d{6}-V01-BRL1\.xlsx$/);
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    await expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  },
};

/**
 * 'Comparar versões' on the month released in two versions: V02 raised one team's first category, so
 * that team, that category and the total are marked, the rest reads 'Igual'.
 */
export const CompararVersoes: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, target: { status: 'Liberado' } },
  beforeEach: ({ loaded }) => {
    const { backend } = loaded as Loaded;
    const v01 = targetOf(backend, 'Liberado');
    const v02 = backend.db.metas.targets.find((candidate) => candidate.periodo === v01.periodo && candidate.linha === 'BRL1' && candidate.tipoMeta === 'VBC' && candidate.versao.endsWith('-V02'));
    const part = v02?.supervisors[0];
    if (!v02 || !part) throw new Error('no second version');
    // V02 equal to V01 except for one team's first category.
    v02.supervisors = structuredClone(v01.supervisors);
    const changed = v02.supervisors[0];
    if (changed) changed.values[0] = (changed.values[0] ?? 0) + 1000;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await changesTable(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Comparar versões' }));
    // One team and one category differ (the total follows them).
    await expect(await canvas.findByText(/^2 de \d+ linhas mudaram entre as versões\.$/, {}, { timeout: 10_000 })).toBeVisible();
    const teams = canvas.getByRole('grid', { name: /^Por equipe: / });
    const marked = [...teams.querySelectorAll('[data-changed]')].map((cell) => cell.textContent);
    await expect(marked).toEqual([expect.stringMatching(/^\+R\$ 1\.000 \(\+\d+,\d%\)$/), expect.stringMatching(/^\+R\$ 1\.000 \(\+0,0[1-9]%\)$/)]);
    const categories = canvas.getByRole('grid', { name: /^Por categoria: / });
    await expect(categories.querySelectorAll('[data-changed]')).toHaveLength(1);
    await expect(within(categories).getAllByText('Igual').length).toBeGreaterThan(0);
  },
};

/** A month with one version of the target: nothing to compare, and the screen says so. */
export const CompararUmaVersao: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await changesTable(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Comparar versões' }));
    await expect(canvas.getByText('Este período tem uma versão só desta meta: não há o que comparar.')).toBeVisible();
  },
};
