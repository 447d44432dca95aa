import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { formatBRL, formatInteger, formatPercent, parseBrazilianNumber, type ProfilePreset } from '@conecta/core';
import { storyClock } from '@conecta/ui/testing';
import { Dashboard } from './Dashboard';
import { achievementMatrix, dashboardRequest, dashboardScope, periodLabel } from './state/dashboard';
import { MESSAGES } from './messages';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}


const meta = {
  title: 'Features/Dashboard',
  component: Dashboard,
  parameters: { layout: 'fullscreen' },
  args: { api: undefined as unknown as ApiClient, user: undefined as unknown as ProfilePreset },
  argTypes: { api: { control: false }, user: { control: false }, now: { control: 'date' } },
  render: (args, { loaded }) => {
    const { api, perfil } = loaded as Loaded;
    // The date control hands over a number: the root takes a Date.
    const now = args.now === undefined ? undefined : new Date(args.now);
    return <Dashboard api={api} user={perfil} now={now} />;
  },
} satisfies Meta<typeof Dashboard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The backend's own answers for the Perfil, line and period — what the screen must show. */
async function backendFigures(loaded: unknown, line = 'BRL1', now = new Date()) {
  const { api, perfil } = loaded as Loaded;
  const scope = dashboardScope(perfil, now);
  const [table, totals] = await Promise.all([
    api.POST('/Home', { body: dashboardRequest(scope, line, 'A') }),
    api.POST('/Home/Totais', { body: dashboardRequest(scope, line, 'T') }),
  ]);
  return { rows: table.data ?? [], totals: totals.data?.[0], scope };
}

/** Waits for the loaded state and gives the 'Supervisores' table. */
async function loadedDashboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('[data-status="loaded"]')).not.toBeNull(), { timeout: 8000 });
  const grid = await canvas.findByRole('grid', { name: 'Supervisores % Atingimento' });
  await waitFor(() => expect(grid.querySelectorAll('[role="row"]').length).toBeGreaterThan(1));
  return { canvas, grid };
}

/** Texts of the cells matching `selector` (plain DOM reads: role queries are slow on a 1,200-cell table). */
const textsOf = (grid: HTMLElement, selector: string) =>
  [...grid.querySelectorAll<HTMLElement>(selector)].filter((cell) => !cell.closest('tfoot')).map((cell) => cell.textContent ?? '');

/** Column headings after 'Categoria'. */
const supervisorHeaders = (grid: HTMLElement) => textsOf(grid, '[role="columnheader"]').slice(1);

/** The welcome, the select and the four cards with the backend's totals. */
async function expectWelcomeAndTotals(canvas: ReturnType<typeof within>, loaded: unknown, line = 'BRL1') {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Bem vindo ao Conecta CONECTANDO NOSSO FUTURO' })).toBeVisible();
  await expect(canvas.getByText('CONECTANDO NOSSO FUTURO')).toBeVisible();
  await expect(canvas.getByRole('button', { name: new RegExp(`${line}.*Linha de produtos`) })).toBeVisible();
  const { totals } = await backendFigures(loaded, line);
  if (!totals) throw new Error('the backend has no totals for this story');
  const expected: Array<[string, string]> = [
    ['VBC Meta Total', formatBRL(totals.valorMeta)],
    ['Cobertura Meta Total', formatInteger(totals.valorMetaCobertura)],
    ['VBC Efetivo Total', formatBRL(totals.valorEfetivo)],
    ['Cobertura Efetivo Total', formatInteger(totals.qtdSoldAtivos)],
  ];
  for (const [title, value] of expected) {
    const card = canvas.getByRole('group', { name: title });
    await expect(card).toHaveTextContent(value);
  }
  // BRL without decimals: 'R$ 1.234.567', never ',00'.
  await expect(canvas.getByRole('group', { name: 'VBC Meta Total' }).textContent).toMatch(/R\$ \d{1,3}(\.\d{3})*(?![\d,])/);
}

/**
 * The table proves the spec's rules against the backend's raw answer: the first two entries of
 * `supervisores` are not columns, one row per category, every cell's tone follows '> 99'.
 */
async function expectTableMatchesBackend(grid: HTMLElement, loaded: unknown, line = 'BRL1') {
  const { rows } = await backendFigures(loaded, line);
  const skipped = (rows[0]?.supervisores ?? []).slice(0, 2).map((entry) => entry.nome);
  await expect(skipped).toHaveLength(2);
  const headers = supervisorHeaders(grid);
  await expect(headers.filter((name) => skipped.includes(name))).toEqual([]);
  await expect(headers).toEqual(achievementMatrix(rows).supervisors);
  await expect(within(grid).getByRole('columnheader', { name: 'Categoria' })).toBeVisible();
  await expect(textsOf(grid, '[role="rowheader"]')).toEqual(rows.map((row) => row.categoria));
  const first = rows[0]?.supervisores[2];
  if (first) await expect(grid.querySelector('[role="gridcell"]')).toHaveTextContent(formatPercent(first.percentual));
  return expectTones(grid);
}

/** Every '% Atingimento' cell: green ('acima de 99%', check icon) above 99, red ('até 99%', alert icon) otherwise. */
async function expectTones(grid: HTMLElement) {
  const tones = { above: 0, below: 0 };
  const wrong: string[] = [];
  for (const badge of grid.querySelectorAll<HTMLElement>('[role="gridcell"] [data-tone]')) {
    const text = badge.textContent ?? '';
    const value = parseBrazilianNumber(text.slice(0, text.indexOf('%')));
    const tone = value !== null && value > 99 ? 'above' : 'below';
    tones[tone] += 1;
    const words = tone === 'above' ? ', acima de 99%' : ', até 99%';
    if (value === null || badge.dataset.tone !== tone || !text.endsWith(words) || !badge.querySelector('svg[aria-hidden="true"]'))
      wrong.push(text);
  }
  await expect(wrong).toEqual([]);
  await expect(tones.above + tones.below).toBeGreaterThan(0);
  return tones;
}

/** Master Flag (the toolbar's default): every broker, BRL1, the current month; carousel playing. */
export const Default: Story = {
  // The carousel plays only with full motion (the story tests ask for reduced motion otherwise).
  parameters: { motion: 'full' },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, grid } = await loadedDashboard(canvasElement);
    await expectWelcomeAndTotals(canvas, loaded);
    const tones = await expectTableMatchesBackend(grid, loaded);
    await expect(tones.above).toBeGreaterThan(0);
    await expect(tones.below).toBeGreaterThan(0);
    const carousel = await canvas.findByRole('region', { name: 'Destaques' });
    await expect(carousel).toHaveAttribute('data-playing');
    await expect(within(carousel).getByRole('img', { name: 'Campanha lancamento' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Legenda' })).toHaveTextContent('Acima de 99%Até 99%');
    const { scope } = await backendFigures(loaded);
    await expect(canvas.getByRole('group', { name: 'VBC Meta Total' })).toHaveTextContent(`Linha BRL1 · ${periodLabel(scope.periodo)}`);
  },
};

/** Master Flag: no broker filter (puxada '') and no employee filter ('000'). */
export const MasterFlag: Story = {
  globals: { perfil: 'masterFlag' },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, grid } = await loadedDashboard(canvasElement);
    const { scope } = await backendFigures(loaded);
    await expect(scope).toMatchObject({ puxada: '', empregado: '000' });
    await expectWelcomeAndTotals(canvas, loaded);
    await expectTableMatchesBackend(grid, loaded);
  },
};

/** Master Fabricante: its three brokers joined by commas; the 'TOTAL GERÊNCIA' aggregate is skipped. */
export const MasterFabricante: Story = {
  globals: { perfil: 'masterFabricante' },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, grid } = await loadedDashboard(canvasElement);
    const { scope } = await backendFigures(loaded);
    await expect(scope).toMatchObject({ puxada: '10234,10587,11020', empregado: '000' });
    await expectWelcomeAndTotals(canvas, loaded);
    await expectTableMatchesBackend(grid, loaded);
    await expect(supervisorHeaders(grid)).not.toContain('TOTAL BROKER');
  },
};

/** Gerente: the team of employee 5001; the broker total and the manager herself are not columns. */
export const Gerente: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, grid } = await loadedDashboard(canvasElement);
    await expectWelcomeAndTotals(canvas, loaded);
    await expectTableMatchesBackend(grid, loaded);
    const headers = supervisorHeaders(grid);
    await expect(headers).not.toContain('TOTAL BROKER');
    await expect(headers).not.toContain('FERNANDA OLIVEIRA');
    await expect(headers).toContain('CARLOS EDUARDO SANTOS');
    await expect(headers).toHaveLength(4);
  },
};

/**
 * Issue 22: each card opens the target tracking report of its type for the dashboard's month and
 * line; the table's last row opens the report on each supervisor's sellers.
 */
export const LinksToReport: Story = {
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, grid } = await loadedDashboard(canvasElement);
    const { scope } = await backendFigures(loaded);
    const month = `ano=${scope.periodo.slice(0, 4)}&mes=${Number(scope.periodo.slice(4))}`;
    await expect(canvas.getByRole('link', { name: 'Ver acompanhamento de metas: VBC Meta Total' })).toHaveAttribute(
      'href',
      `/relatorio/acompanhamento-metas?${month}&meta=VBC&linha=BRL1`,
    );
    await expect(canvas.getByRole('link', { name: 'Ver acompanhamento de metas: Cobertura Efetivo Total' })).toHaveAttribute(
      'href',
      `/relatorio/acompanhamento-metas?${month}&meta=COBERTURA&linha=BRL1`,
    );
    const link = within(grid).getByRole('link', { name: 'Ver vendedores de CARLOS EDUARDO SANTOS no acompanhamento de metas' });
    await expect(link.getAttribute('href')).toMatch(new RegExp(`^/relatorio/acompanhamento-metas\\?${month}&meta=VBC&linha=BRL1&supervisor=\\d+$`));
    await expect(within(grid).getAllByRole('link')).toHaveLength(supervisorHeaders(grid).length);
  },
};

/** A seller (function 12) may not open the report: no card or table links lead there. */
export const VendedorSemRelatorio: Story = {
  globals: { perfil: 'vendedor' },
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedDashboard(canvasElement);
    await expect(canvas.queryAllByRole('link', { name: /acompanhamento de metas/ })).toEqual([]);
  },
};

/** Supervisor: his own sellers — a single column, his own. */
export const Supervisor: Story = {
  globals: { perfil: 'supervisor' },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, grid } = await loadedDashboard(canvasElement);
    await expectWelcomeAndTotals(canvas, loaded);
    await expectTableMatchesBackend(grid, loaded);
    await expect(supervisorHeaders(grid)).toEqual(['CARLOS EDUARDO SANTOS']);
  },
};

/** 'Linha de produtos': BRL1 first; choosing BRL2 reloads the cards and the table for BRL2. */
export const ProductLineSwitch: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { canvas } = await loadedDashboard(canvasElement);
    const trigger = canvas.getByRole('button', { name: /BRL1.*Linha de produtos/ });
    await waitFor(() => expect(trigger).toBeEnabled());
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['BRL1', 'BRL2', 'BRL3']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'BRL2' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /BRL2.*Linha de produtos/ })).toBeVisible());
    const { grid } = await loadedDashboard(canvasElement);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'VBC Meta Total' })).toHaveTextContent('Linha BRL2'));
    await expectWelcomeAndTotals(canvas, loaded, 'BRL2');
    await expectTableMatchesBackend(grid, loaded, 'BRL2');
  },
};

/** Loading (the backend has not answered yet; held for as long as the story shows): a spinner in each card and in the table, the select waits for its options. */
export const Loading: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['VBC Meta Total', 'Cobertura Meta Total', 'VBC Efetivo Total', 'Cobertura Efetivo Total'])
      await expect(canvas.getByRole('progressbar', { name: `Carregando ${title}` })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /BRL1.*Linha de produtos/ })).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'Totais' })).toHaveAttribute('aria-busy', 'true');
    // The carousel keeps its place while its images load, so the table does not jump when they arrive.
    const carousel = canvas.getByRole('region', { name: MESSAGES.carousel.label });
    await expect(carousel).toHaveAttribute('aria-busy', 'true');
    await expect(within(carousel).queryByRole('img')).not.toBeInTheDocument();
    await expect(carousel.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** No figures (empty scenario): 'Nenhum dado para exibir' in place of the cards and the table; no carousel. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Nenhum dado para exibir' })).toBeVisible(), { timeout: 8000 });
    await expect(canvas.getByText(`Não há metas da linha BRL1 em ${periodLabel(dashboardScope({ tipoUsuario: 1, idPuxada: null, brokers: [], idEmpregadoFlexx: null }, new Date()).periodo)}.`)).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'VBC Meta Total' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bem vindo ao Conecta');
  },
};

/** The period is `now`'s year and month: two months back, every call asks that 'YYYYMM'. */
export const PeriodFromNow: Story = {
  args: { now: new Date(new Date().getFullYear(), new Date().getMonth() - 2, 15) },
  beforeEach: (context) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    const periods: string[] = [];
    (context.loaded as { periods?: string[] }).periods = periods;
    worker.use(
      http.post(`*/backend/Home*`, async ({ request }) => {
        periods.push(((await request.clone().json()) as { periodo: string }).periodo);
        return undefined;
      }),
      http.get(`*/backend/Home/Combo`, ({ request }) => {
        periods.push(new URL(request.url).searchParams.get('periodo') ?? '');
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement, args, loaded }) => {
    const { canvas } = await loadedDashboard(canvasElement);
    const when = new Date(args.now as unknown as Date);
    const expected = `${when.getFullYear()}${String(when.getMonth() + 1).padStart(2, '0')}`;
    const periods = (loaded as { periods: string[] }).periods;
    await expect(periods.length).toBeGreaterThanOrEqual(3);
    await expect(new Set(periods)).toEqual(new Set([expected]));
    await expect(canvas.getByRole('group', { name: 'VBC Meta Total' })).toHaveTextContent(periodLabel(expected));
  },
};

/** Every call fails (500): the error banner with 'Código: 500' and 'Tentar novamente'; no stale figures. */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The inbox fails too and says so in its own card (issue 26): the dashboard's banner is the other alert.
    await waitFor(() => expect(canvas.getByText('Não foi possível carregar a caixa de entrada.')).toBeVisible(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByText('Não foi possível carregar o painel.')).toBeVisible(), { timeout: 10_000 });
    const alert = canvas.getAllByRole('alert').find((candidate) => candidate.textContent?.includes('Não foi possível carregar o painel.'));
    if (!alert) throw new Error("the dashboard's error banner is missing");
    await expect(alert).toHaveTextContent('Não foi possível carregar o painel.');
    await expect(alert).toHaveTextContent('Tente novamente mais tarde.');
    await expect(alert).toHaveTextContent('Código: 500');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'VBC Meta Total' })).not.toBeInTheDocument();
  },
};

/** The table call fails (503) until the backend recovers; 'Tentar novamente' then loads the dashboard. */
export const ErrorThenRetry: Story = {
  beforeEach: (context: StoryContext) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    const state = { failing: true };
    (context.loaded as { outage?: typeof state }).outage = state;
    worker.use(
      http.post(`*/backend/Home`, () =>
        state.failing ? HttpResponse.json({ message: 'Serviço indisponível.', code: 'HTTP' }, { status: 503 }) : undefined,
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Código: 503');
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    const { grid } = await loadedDashboard(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expectTableMatchesBackend(grid, loaded);
  },
};

/** 'Pausar' stops the fading carousel (WCAG 2.2.2); 'Reproduzir' starts it again. */
export const CarouselPaused: Story = {
  parameters: { clock: 'test', motion: 'full' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Destaques' })).toHaveAttribute('data-playing'), { timeout: 8000 });
    const carousel = canvas.getByRole('region', { name: 'Destaques' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Pausar' }));
    await expect(within(carousel).getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    await expect(carousel).not.toHaveAttribute('data-playing');
    await userEvent.unhover(carousel);
    (document.activeElement as HTMLElement | null)?.blur();
    // Two whole intervals (5 s each) later it has not moved.
    await storyClock(loaded).advance(2 * 5000);
    await expect(within(carousel).getByRole('button', { name: 'Imagem 1 de 4' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Próxima imagem' }));
    await expect(within(carousel).getByRole('button', { name: 'Imagem 2 de 4' })).toHaveAttribute('aria-current', 'true');
  },
};

/** The large network (30 supervisors, 40 categories in the demo broker): a wide table that scrolls sideways. */
export const LargeNetwork: Story = {
  globals: { perfil: 'gerente' },
  parameters: { backend: { scenario: 'large' } },
  play: async ({ canvasElement, loaded }) => {
    const { grid } = await loadedDashboard(canvasElement);
    await expect(supervisorHeaders(grid)).toHaveLength(30);
    await expectTableMatchesBackend(grid, loaded);
  },
};

// ---------------------------------------------------------------------------------------------
// The inbox (issue 26)

/** The inbox card of the dashboard. */
const inboxOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 2, name: 'Caixa de entrada' });
  const card = heading.closest('section') as HTMLElement;
  await waitFor(() => expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument());
  return within(card);
};

/** The inbox items of the signed-in user, as the mock backend holds them. */
const storedInbox = (loaded: unknown) => {
  const { backend, perfil } = loaded as Loaded;
  const workflow = (backend.db.metas as { workflow?: { inbox: Array<{ id: number; idUsuario: number; lida: boolean; titulo: string }> } }).workflow;
  return (workflow?.inbox ?? []).filter((item) => item.idUsuario === perfil.idUsuario);
};

/**
 * The manager's inbox: the demo's open return ('Meta devolvida por …' with the reason), linking to
 * the supervisors' split of that target to answer it; 'Meta aguardando liberação' for last month.
 * 'Marcar como lida' is kept on the server; 'Marcar todas como lidas' reads them all.
 */
export const InboxGerente: Story = {
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement, loaded }) => {
    const inbox = await inboxOf(canvasElement);
    const returned = await inbox.findByRole('link', { name: /^Meta devolvida por / });
    await expect(returned.getAttribute('href')).toMatch(/^\/metas\/programacao\?ano=\d{4}&mes=\d{1,2}&meta=VBC&versao=\d{6}-V01&linha=BRL1$/);
    await expect(inbox.getByText(/Mercearia ficou acima do que a equipe vendeu/)).toBeVisible();
    await expect(inbox.getAllByRole('link', { name: 'Meta aguardando liberação' }).length).toBeGreaterThan(0);
    const unread = storedInbox(loaded).filter((item) => !item.lida).length;
    await expect(inbox.getByText(unread === 1 ? '1 não lida' : `${unread} não lidas`)).toBeVisible();
    const title = returned.textContent ?? '';
    await userEvent.click(inbox.getByRole('button', { name: `Marcar como lida: ${title}` }));
    await waitFor(() => expect(storedInbox(loaded).find((item) => item.titulo === title)?.lida).toBe(true));
    await expect(inbox.getByRole('button', { name: `Marcar como não lida: ${title}` })).toBeVisible();
    await userEvent.click(inbox.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(storedInbox(loaded).every((item) => item.lida)).toBe(true));
    await expect(inbox.getByText('Nenhuma não lida')).toBeVisible();
    await expect(inbox.queryByRole('button', { name: 'Marcar todas como lidas' })).not.toBeInTheDocument();
  },
};

/** The supervisor's inbox: 'Meta aguardando sua aprovação', linking to his sellers' screen of that target. */
export const InboxSupervisor: Story = {
  globals: { perfil: 'supervisor' },
  play: async ({ canvasElement }) => {
    const inbox = await inboxOf(canvasElement);
    const links = await inbox.findAllByRole('link', { name: 'Meta aguardando sua aprovação' });
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/metas\/rateio-vendedor\?ano=\d{4}&mes=\d{1,2}&meta=VBC&versao=\d{6}-V01&linha=BRL\d$/);
    await expect(inbox.getAllByText('Não lida').length).toBe(links.length);
    await expect(inbox.queryByText('Resolvida')).not.toBeInTheDocument();
  },
};

/** Nothing waits for the user (the manufacturer's master takes no part in this month's workflow). */
export const InboxEmpty: Story = {
  play: async ({ canvasElement }) => {
    const inbox = await inboxOf(canvasElement);
    await expect(inbox.getByText('Nada aguarda você agora.')).toBeVisible();
    await expect(inbox.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The inbox alone fails (500): its card says so with 'Tentar novamente'; the rest of the dashboard stays. */
export const InboxError: Story = {
  globals: { perfil: 'gerente' },
  beforeEach: (context: StoryContext) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    const state = { failing: true };
    (context.loaded as { outage?: typeof state }).outage = state;
    worker.use(
      http.get(`*/backend/caixaentrada`, () =>
        state.failing ? HttpResponse.json({ message: 'Erro interno no servidor.', code: 'INTERNAL_ERROR' }, { status: 500 }) : undefined,
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const inbox = await inboxOf(canvasElement);
    const alert = await inbox.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar a caixa de entrada.');
    await loadedDashboard(canvasElement);
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await inbox.findByRole('link', { name: /^Meta devolvida por / });
  },
};

/** The inbox while its list loads (held): a named spinner in its card. */
export const InboxLoading: Story = {
  globals: { perfil: 'gerente' },
  beforeEach: (context: StoryContext) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    worker.use(http.get(`*/backend/caixaentrada`, () => new Promise<Response>(() => undefined)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Caixa de entrada' });
    await expect(within(heading.closest('section') as HTMLElement).getByRole('progressbar', { name: 'Carregando caixa de entrada' })).toBeVisible();
  },
};

// ------------------------------------------------------------------------------------ approvals (issue 26)

/** The card 'Aprovações dos supervisores', once its answer arrived. */
const approvalsOf = async (canvasElement: HTMLElement) => {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: 'Aprovações dos supervisores' }, { timeout: 10_000 });
  const card = heading.closest('section') as HTMLElement;
  await waitFor(() => expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 10_000 });
  return within(card);
};

/** Two months back (the demo's month waiting for approval): how many approved, each team in words, the status to act on it. */
const TWO_MONTHS_BACK = new Date(new Date().getFullYear(), new Date().getMonth() - 2, 15);

/**
 * The manager's month waiting for approval: per target of the line, a bar of the supervisors who
 * approved ('1 de 4 supervisores aprovaram'), each team approved, waiting or returned, and 'Ver no
 * status' (where 'Lembrar' and the release are).
 */
export const AprovacoesGerente: Story = {
  globals: { perfil: 'gerente' },
  args: { now: TWO_MONTHS_BACK },
  play: async ({ canvasElement }) => {
    const card = await approvalsOf(canvasElement);
    const vbc = card.getByRole('region', { name: /^VBC · Versão \d{6}-V01$/ });
    await expect(within(vbc).getByText('1 de 4 supervisores aprovaram')).toBeVisible();
    await expect(within(vbc).getByRole('meter')).toHaveAttribute('aria-valuenow', '1');
    const teams = within(vbc).getAllByRole('listitem').map((item) => item.textContent);
    await expect(teams).toEqual([expect.stringMatching(/: Aprovada$/), expect.stringMatching(/: Aguardando$/), expect.stringMatching(/: Aguardando$/), 'BRUNO OLIVEIRA: Devolvida']);
    const period = TWO_MONTHS_BACK;
    await expect(within(vbc).getByRole('link', { name: /^Ver no status: VBC/ })).toHaveAttribute(
      'href',
      `/metas/status?ano=${period.getFullYear()}&mes=${period.getMonth() + 1}&meta=VBC`,
    );
  },
};

/** A month with nothing programmed (a year back, before the demo's targets): the card says so. */
export const AprovacoesEmpty: Story = {
  globals: { perfil: 'gerente' },
  args: { now: new Date(new Date().getFullYear() - 1, new Date().getMonth() - 1, 15) },
  play: async ({ canvasElement }) => {
    const card = await approvalsOf(canvasElement);
    await expect(card.getByText('Nenhuma meta deste mês e linha foi programada para os supervisores.')).toBeVisible();
  },
};

/** The progress cannot be read: the card says so and reads it again on request; the rest of the dashboard stands. */
export const AprovacoesError: Story = {
  globals: { perfil: 'gerente' },
  args: { now: TWO_MONTHS_BACK },
  beforeEach: (context: StoryContext) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    const state = { failing: true };
    (context.loaded as { outage?: typeof state }).outage = state;
    worker.use(
      http.get(`*/backend/metas/progresso`, () =>
        state.failing ? HttpResponse.json({ message: 'Erro interno no servidor.', code: 'INTERNAL_ERROR' }, { status: 500 }) : undefined,
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const card = await approvalsOf(canvasElement);
    const alert = await card.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar as aprovações.');
    await loadedDashboard(canvasElement);
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await card.findByText('1 de 4 supervisores aprovaram', {}, { timeout: 10_000 });
  },
};

/** A supervisor follows his own part in the inbox: no approvals card. */
export const AprovacoesSupervisor: Story = {
  globals: { perfil: 'supervisor' },
  args: { now: TWO_MONTHS_BACK },
  play: async ({ canvasElement }) => {
    await inboxOf(canvasElement);
    await expect(within(canvasElement).queryByRole('heading', { name: 'Aprovações dos supervisores' })).not.toBeInTheDocument();
  },
};
