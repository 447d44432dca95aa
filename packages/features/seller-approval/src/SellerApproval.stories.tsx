import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, type ApiClient } from '@conecta/api';
import { DEMO_COMMENTS, planningSaveItems, type MockBackend } from '@conecta/api/mocks';
import { MONTH_NAMES, PROFILE_PRESETS, conflictTitle, formatBRL, formatBackendTimestamp, type ProfilePreset } from '@conecta/core';
import { AUTO_CLOSE_MS } from '@conecta/ui';
import { axeOnFirstItems, captureScreen, storyClock } from '@conecta/ui/testing';
import type { ProfilerOnRenderCallback } from 'react';
import { SellerApproval } from './SellerApproval';
import { RenderProbeContext } from './components/screen-context';
import {
  cards,
  dialogNamed,
  loadedScreen,
  managerChangesSupervisor,
  periodKeyOf,
  selectionOf,
  sum,
  typeValue,
  valueInput,
  API,
  loadedOf,
  worker,
  type Loaded,
  type Period,
} from './test/story-helpers';




/** The story's target in the mock database (for checks of what a save stored). */
function targetOf(backend: MockBackend, period: Period = 'aprovadaGerente', linha = 'BRL1') {
  const periodo = periodKeyOf(period);
  const target = backend.db.metas.targets.find(
    (t) => t.periodo === periodo && t.linha === linha && t.tipoMeta === 'VBC' && t.versao === `${periodo}-V01`,
  );
  if (!target) throw new Error(`no seeded target for ${period}`);
  return target;
}

const partOf = (backend: MockBackend, supervisorId: number, period: Period = 'aprovadaGerente') => {
  const part = targetOf(backend, period).supervisors.find((p) => p.id === supervisorId);
  if (!part) throw new Error(`no part for ${supervisorId}`);
  return part;
};

/** Moves one seller of the supervisor's team by `delta` through the API (out of tolerance). */
async function shiftFirstSeller(context: StoryContext, delta: number) {
  const { api, backend, perfil } = loadedOf(context);
  const supervisorId = perfil.idEmpregadoFlexx ?? 5102;
  const part = partOf(backend, supervisorId);
  const seller = part.sellers[0];
  if (!seller) throw new Error('no seller');
  const selection = selectionOf('aprovadaGerente');
  await api.PUT('/atualizarvalorvendedorvalor', {
    params: {
      query: {
        IdPuxada: '10234',
        Versao: selection.versao ?? '',
        TipoMeta: 'VBC',
        Linha: 'BRL1',
        GrupoMeta: 'BRL1',
        valor: sum(seller.values) + delta,
        EmpregadoSupervisor: String(supervisorId),
        empregadoVendedor: String(seller.id),
        usuario: perfil.email,
        DataAtualizacao: '2026-01-01 10:00:00',
        Tipo: 'P',
      },
    },
  });
}

/** A client of the story's backend signed in as the demo manager ("another user", another session). */
function managerApi(backend: MockBackend, timeoutMs?: number): ApiClient {
  const user = backend.db.network.users.find((candidate) => candidate.email === PROFILE_PRESETS.gerente.email);
  if (!user) throw new Error('no demo manager');
  const token = backend.context.issueToken(user);
  return createApiClient({ baseUrl: backend.baseUrl, getToken: () => token, ...(timeoutMs ? { timeoutMs } : {}) });
}

const meta = {
  title: 'Features/Metas/Aprovar Metas',
  component: SellerApproval,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'supervisor' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as ProfilePreset,
    initialSelection: selectionOf('aprovadaGerente'),
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false } },
  render: (args, { loaded }) => <SellerApproval {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />,
} satisfies Meta<typeof SellerApproval>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Accessible name of a select's button: its value (or 'Selecione'), then its label. */
const selectName = (label: string) => new RegExp(`${label}$`);

const firstCard = (canvasElement: HTMLElement) => {
  const card = cards(canvasElement)[0];
  if (!card) throw new Error('no seller card');
  return card;
};

const difference = (canvas: Canvas) => canvas.getByTestId('difference');

/** A supervisor on a target programmed by the manager ('Aprovada gerente'): everything loaded and editable. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aprovar Metas VBC' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    for (const text of ['Metas', 'Rateio Vendedor', 'VBC', 'BRL1']) await expect(crumbs.getByText(text)).toBeVisible();
    // Only 'Metas' leads somewhere (a real link); the screen and the type are plain text; the line is the current page.
    await expect(crumbs.getByRole('link', { name: 'Metas' })).toHaveAttribute('href', '/metas/status');
    for (const text of ['Rateio Vendedor', 'VBC']) await expect(crumbs.queryByRole('link', { name: text })).not.toBeInTheDocument();
    await expect(crumbs.getByText('BRL1').closest('[aria-current="page"]')).not.toBeNull();
    await expect(canvas.getByText('VBC Assumido Supervisor')).toBeVisible();
    await expect(canvas.getByText('Alterações VBC Supervisor')).toBeVisible();
    await expect(canvas.getByTestId('status')).toHaveTextContent('Aprovada gerente');
    const part = partOf(backend, 5102);
    await expect(canvas.getAllByText(formatBRL(sum(part.values))).length).toBeGreaterThan(0);
    await expect(cards(canvasElement)).toHaveLength(part.sellers.length);
    const card = firstCard(canvasElement);
    await expect(within(card).getByText('Média: R$', { exact: false })).toBeVisible();
    await expect(within(card).getByText(/^Participação/)).toBeVisible();
    await expect(within(card).getByRole('button', { name: /^Visualizar por Categoria de / })).toBeVisible();
    await expect(difference(canvas)).toHaveTextContent('R$ 0');
    await expect(canvas.getByRole('button', { name: 'Aprovar Metas' })).toBeEnabled();
    await expect(canvas.getByText('Os valores podem variar levemente por causa de arredondamentos.')).toBeVisible();
  },
};

/** Rough item: the breadcrumb's only link, 'Metas', goes to the status screen (through `onNavigate`). */
export const BreadcrumbLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await loadedScreen(canvasElement);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    await expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Metas', 'BRL1']);
    for (const text of ['Rateio Vendedor', 'VBC']) await expect(crumbs.queryByRole('link', { name: text })).not.toBeInTheDocument();
    await userEvent.click(crumbs.getByRole('link', { name: 'Metas' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/metas/status');
  },
};

/**
 * 'Histórico' (issue 26): the supervisor's opens the target's changes of his team; a seller's link,
 * that seller's.
 */
export const Historico: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const target = targetOf((loaded as Loaded).backend);
    const ano = Number(target.periodo.slice(0, 4));
    const mes = Number(target.periodo.slice(4));
    const base = `/metas/historico?ano=${ano}&mes=${mes}&meta=VBC&versao=${target.versao}&linha=${target.linha}&equipe=5102`;
    await userEvent.click(canvas.getByRole('button', { name: 'Histórico' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(base);
    const card = firstCard(canvasElement);
    const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
    await userEvent.click(within(card).getByRole('button', { name: `Histórico de ${name}` }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${base}&vendedor=${card.dataset.sellerId}`);
  },
};

// ------------------------------------------------------------------------------------------------
// Helpers of the stories below.

/** Makes one call fail (status 500 by default; 'network' drops the connection) while `state.failing`. */
function failCall(context: StoryContext, method: 'get' | 'post' | 'put', path: string, how: number | 'network' = 500) {
  const state = { failing: true, calls: 0 };
  const handler = () => {
    state.calls += 1;
    if (!state.failing) return undefined;
    return how === 'network' ? HttpResponse.error() : HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: how });
  };
  worker(context).use(http[method](`${API()}${path}`, handler));
  (context.loaded as { outage?: typeof state }).outage = state;
  return state;
}

const outageOf = (loaded: unknown) => (loaded as { outage: { failing: boolean; calls: number } }).outage;

/** Requests of one path the backend received in this story. */
function recordCalls(context: StoryContext, method: 'get' | 'post' | 'put', path: string) {
  const urls: URL[] = [];
  worker(context).use(
    http[method](`${API()}${path}`, ({ request }) => {
      urls.push(new URL(request.url));
      return undefined;
    }),
  );
  (context.loaded as { calls?: URL[] }).calls = urls;
}

const callsOf = (loaded: unknown) => (loaded as { calls: URL[] }).calls;

async function expectErrorCode(code: number) {
  const dialog = await dialogNamed('Atenção!');
  await expect(dialog.getByText('Algo deu errado!')).toBeVisible();
  await expect(dialog.getByText('Tente novamente mais tarde.')).toBeVisible();
  await expect(dialog.getByText(`Código: ${code}`)).toBeVisible();
  return dialog;
}

async function chooseOption(canvasElement: HTMLElement, label: string, option: string) {
  const trigger = await within(canvasElement).findByRole('button', { name: selectName(label) });
  await waitFor(() => expect(trigger).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(trigger);
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/** Types a new total in the first seller's card; returns the card and the old value. */
async function editFirstSeller(canvasElement: HTMLElement, backend: MockBackend, delta: number) {
  const card = firstCard(canvasElement);
  const id = Number(card.dataset.sellerId);
  const seller = partOf(backend, 5102).sellers.find((x) => x.id === id);
  const before = sum(seller?.values ?? []);
  await typeValue(valueInput(card), String(before + delta));
  return { card, id, before };
}

const sellerTotal = (backend: MockBackend, id: number, supervisorId = 5102) =>
  sum(partOf(backend, supervisorId).sellers.find((x) => x.id === id)?.values ?? []);

const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

// ------------------------------------------------------------------------------------------------

/** Nothing in the address: the four selects unlock one after the other; the line loads the cards. */
export const Cascade: Story = {
  args: { initialSelection: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Selecione o ano, o período, a versão e a linha para ver as metas dos vendedores.')).toBeVisible();
    for (const label of ['Período', 'Versão', 'Linha']) await expect(canvas.getByRole('button', { name: selectName(label) })).toBeDisabled();
    const selection = selectionOf('aprovadaGerente');
    await chooseOption(canvasElement, 'Ano', String(selection.ano));
    await expect(canvas.getByRole('button', { name: selectName('Período') })).toBeEnabled();
    await chooseOption(canvasElement, 'Período', MONTHS[(selection.mes ?? 1) - 1] ?? '');
    await chooseOption(canvasElement, 'Versão', selection.versao ?? '');
    await chooseOption(canvasElement, 'Linha', 'BRL1');
    await loadedScreen(canvasElement);
    await expect(args.onNavigate).toHaveBeenLastCalledWith(
      `/metas/rateio-vendedor?ano=${selection.ano}&mes=${selection.mes}&meta=VBC&versao=${selection.versao}&linha=BRL1`,
    );
    // Changing an earlier select resets the later ones.
    await chooseOption(canvasElement, 'Ano', String((selection.ano ?? 2026) - 1));
    await expect(canvas.getByRole('button', { name: selectName('Linha') })).toBeDisabled();
    await expect(canvas.queryByRole('heading', { name: /^Vendedores/ })).not.toBeInTheDocument();
  },
};

/** While the target's calls have not been answered: the spinner 'Carregando metas' (held for as long as the story shows). */
export const Loading: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar', { name: 'Carregando metas' })).toBeVisible(), { timeout: 5000 });
  },
};

/** A slow backend: the spinner 'Carregando metas' shows for the real request, then the screen. */
export const SlowBackend: Story = {
  parameters: { backend: { held: true } },
  play: async (context) => {
    await Loading.play?.(context);
    (context.loaded as { answer: () => void }).answer();
    await loadedScreen(context.canvasElement);
  },
};

/** Editing a value asks 'Salvar novo valor.'; Sim saves it and the screen reloads with the same selections. */
export const SaveConfirmYes: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const { id, before } = await editFirstSeller(canvasElement, backend, 1000);
    const dialog = await dialogNamed('Salvar novo valor.');
    await expect(dialog.getByText('Deseja confirmar a alteração do valor?')).toBeVisible();
    await captureScreen();
    await userEvent.click(dialog.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before + 1000), { timeout: 5000 });
    await waitFor(() => expect(difference(canvas)).toHaveTextContent('R$ 1.000'));
    await waitFor(() => expect(partOf(backend, 5102).diferencaSalva).toBe(1000));
    await expect(valueInput(firstCard(canvasElement))).toHaveValue(new Intl.NumberFormat('pt-BR').format(before + 1000));
    await expect(canvas.getByRole('button', { name: selectName('Linha') })).toHaveTextContent('BRL1');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Não restores the previous value; nothing is saved. */
export const SaveConfirmNo: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const { card, id, before } = await editFirstSeller(canvasElement, backend, 500);
    const dialog = await dialogNamed('Salvar novo valor.');
    await userEvent.click(dialog.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(valueInput(card)).toHaveValue(new Intl.NumberFormat('pt-BR').format(before)));
    await expect(sellerTotal(backend, id)).toBe(before);
    await expect(difference(canvas)).toHaveTextContent('R$ 0');
  },
};

/** 0 is rejected with 'ATENÇÃO!' (closing after 0.5 s) and the value reverts. */
export const NonPositiveRejected: Story = {
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const card = firstCard(canvasElement);
    const id = Number(card.dataset.sellerId);
    const before = sellerTotal(backend, id);
    await typeValue(valueInput(card), '0');
    const dialog = await dialogNamed('ATENÇÃO!');
    await expect(dialog.getByText('Não é permitido valores iguais ou menores que 0.')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog', { name: 'ATENÇÃO!' })).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(valueInput(card)).toHaveValue(new Intl.NumberFormat('pt-BR').format(before));
    await expect(within(document.body).queryByRole('alertdialog', { name: 'Salvar novo valor.' })).not.toBeInTheDocument();
  },
};

/**
 * 'Visualizar por Categoria': a category typed as 0 is refused with 'ATENÇÃO!' naming the category
 * (issue 16 item 8); nothing is sent, the 0 stays typed (marked), and a corrected value saves.
 */
export const CategoryZeroRefused: Story = {
  beforeEach: (context) => {
    recordCalls(context, 'post', '/atualizarvalorvendedor');
  },
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const card = firstCard(canvasElement);
    const id = Number(card.dataset.sellerId);
    const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
    const stored = [...(partOf(backend, 5102).sellers.find((x) => x.id === id)?.values ?? [])];
    await userEvent.click(within(card).getByRole('button', { name: /^Visualizar por Categoria de / }));
    const table = await within(card).findByRole('table', { name: /^Metas por categoria de / });
    const category = targetOf(backend).categories[0]?.nome ?? '';
    const cell = within(table).getByRole('textbox', { name: `Meta Planejada de ${category} (${name})` });
    await userEvent.click(cell);
    await userEvent.keyboard('0{Enter}');
    const dialog = await dialogNamed('ATENÇÃO!');
    await expect(dialog.getByText('Não é permitido valores iguais ou menores que 0.')).toBeVisible();
    await expect(
      dialog.getByText(`Categoria ${category} de ${name}: digite um valor de 1 ou mais. Nada foi salvo; o que você digitou continua na tabela.`),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog', { name: 'Salvar novo valor.' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    // What was typed stays, marked invalid and unsaved; nothing reached the server.
    await expect(cell).toHaveValue('0');
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await expect(within(card).getByText('Não salvo')).toBeVisible();
    await expect(callsOf(loaded)).toHaveLength(0);
    await expect(partOf(backend, 5102).sellers.find((x) => x.id === id)?.values).toEqual(stored);
    // Corrected, it asks 'Salvar novo valor.' and saves.
    await userEvent.click(cell);
    await userEvent.keyboard('5{Enter}');
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(partOf(backend, 5102).sellers.find((x) => x.id === id)?.values[0]).toBe(5), { timeout: 5000 });
    await waitFor(() => expect(within(card).queryByText('Não salvo')).not.toBeInTheDocument());
  },
};

/** A seller moved 500 above the supervisor (set up through the API): the warning banner says 'acima'. */
export const WarningBanner: Story = {
  beforeEach: async (context) => {
    await shiftFirstSeller(context, 500);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loadedScreen(canvasElement);
    await expect(
      canvas.getByText(
        'A meta está acima do que você planejou inicialmente. É necessário chegar no valor programado redistribuindo a diferença entre os outros vendedores.',
      ),
    ).toBeVisible();
    await expect(difference(canvas)).toHaveTextContent('R$ 500');
  },
};

/** Below the supervisor: 'abaixo', and the difference is negative. */
export const WarningBannerBelow: Story = {
  beforeEach: async (context) => {
    await shiftFirstSeller(context, -300);
  },
  play: async ({ canvasElement }) => {
    const canvas = await loadedScreen(canvasElement);
    await expect(canvas.getByText(/^A meta está abaixo do que você planejou inicialmente\./)).toBeVisible();
    await expect(difference(canvas)).toHaveTextContent('-R$ 300');
  },
};

/** Out of tolerance, 'Aprovar Metas' shows 'Existem valores a serem distribuídos entre os vendedores.' and approves nothing. */
export const OutOfToleranceOnApprove: Story = {
  beforeEach: async (context) => {
    await shiftFirstSeller(context, 11);
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar Metas' }));
    const dialog = await dialogNamed('Atenção!');
    await expect(dialog.getByText('Existem valores a serem distribuídos entre os vendedores.')).toBeVisible();
    await expect(partOf((loaded as Loaded).backend, 5102).status).toBe('Aprovada gerente');
  },
};

/** Out of tolerance, changing the line is refused with the same dialog; the line stays. */
export const OutOfToleranceOnSelector: Story = {
  beforeEach: async (context) => {
    await shiftFirstSeller(context, -1);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await loadedScreen(canvasElement);
    await chooseOption(canvasElement, 'Linha', 'BRL2');
    const dialog = await dialogNamed('Atenção!');
    await expect(dialog.getByText('Existem valores a serem distribuídos entre os vendedores.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: selectName('Linha') })).toHaveTextContent('BRL1');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Within tolerance (difference 10): the line changes and the address follows. */
export const WithinToleranceSelectorChange: Story = {
  beforeEach: async (context) => {
    await shiftFirstSeller(context, 10);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await loadedScreen(canvasElement);
    await chooseOption(canvasElement, 'Linha', 'BRL2');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(expect.stringContaining('linha=BRL2')));
    await waitFor(() => expect(within(canvasElement).getAllByText('BRL2').length).toBeGreaterThan(0));
    await loadedScreen(canvasElement);
    await expect(canvas.queryByRole('alertdialog', { name: 'Atenção!' })).not.toBeInTheDocument();
  },
};

/** 'Aprovar Metas' approves; 'Metas aprovadas!' and the selections reset. */
export const ApprovalSuccess: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, clock: 'test' },
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = await loadedScreen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar Metas' }));
    const dialog = await dialogNamed('Metas aprovadas!');
    await expect(dialog.getByText('As metas dos vendedores foram aprovadas.')).toBeVisible();
    await captureScreen();
    await storyClock(loaded).advance(AUTO_CLOSE_MS);
    await waitFor(() => expect(partOf((loaded as Loaded).backend, 5102).status).toBe('Aprovada supervisor'));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/metas/rateio-vendedor');
    await waitFor(() => expect(canvas.getByRole('button', { name: selectName('Período') })).toBeDisabled());
  },
};

/** Already approved ('Aprovada supervisor'): editing and 'Aprovar Metas' are disabled. */
export const ApproveDisabledByStatus: Story = {
  args: { initialSelection: selectionOf('aprovadaSupervisor') },
  play: async ({ canvasElement }) => {
    const canvas = await loadedScreen(canvasElement);
    await expect(canvas.getByTestId('status')).toHaveTextContent('Aprovada supervisor');
    await expect(canvas.getByRole('button', { name: 'Aprovar Metas' })).toBeDisabled();
    await expect(canvas.getByText('Metas dos vendedores já aprovadas')).toBeVisible();
    await expect(canvas.getByTestId('lock')).toHaveTextContent(/^Você já aprovou as metas dos vendedores desta equipe\. Agora é a vez do gerente/);
    await expect(valueInput(firstCard(canvasElement))).toBeDisabled();
  },
};

/** Without the feature-1 edit permission: read only, 'Aprovar Metas' disabled. */
export const ApproveDisabledByPermission: Story = {
  beforeEach: (context) => {
    const { backend, perfil } = loadedOf(context);
    backend.db.permissions.grants[String(perfil.idUsuario)] = [{ feature: 1, action: '10' }];
  },
  play: async ({ canvasElement }) => {
    const canvas = await loadedScreen(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aprovar Metas' })).toBeDisabled();
    await expect(canvas.getByText('Somente consulta')).toBeVisible();
    await expect(canvas.getByTestId('lock')).toHaveTextContent(/^Seu usuário pode consultar estas metas, mas não tem permissão para editá-las/);
    await expect(valueInput(firstCard(canvasElement))).toBeDisabled();
  },
};

// ------------------------------------------------------------------------------------------------
// Issue 16 item 2: a user can always change the selection; a screen he cannot act on says why and
// who must act first. Item 7: 'Status da META' is the status the server holds for his team.

/** Moves one seller of a team by `delta` in the mock database (targets the API refuses to change). */
function shiftInDb(context: StoryContext, period: Period, delta: number, supervisorId = 5102) {
  const seller = partOf(loadedOf(context).backend, supervisorId, period).sellers[0];
  if (!seller) throw new Error('no seller');
  seller.values[0] = (seller.values[0] ?? 0) + delta;
}

/** Waits for the notice saying why the user cannot act (its title). */
async function lockNotice(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await canvas.findByText(title, {}, { timeout: 10_000 });
  return canvas.getByTestId('lock');
}

/** Changes the line to BRL2: no 'Existem valores…' dialog, the address follows. */
async function lineChanges(canvasElement: HTMLElement, onNavigate: unknown) {
  await chooseOption(canvasElement, 'Linha', 'BRL2');
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(expect.stringContaining('linha=BRL2')));
  await expect(within(document.body).queryByText('Existem valores a serem distribuídos entre os vendedores.')).not.toBeInTheDocument();
  await expect(within(canvasElement).getByRole('button', { name: selectName('Linha') })).toHaveTextContent('BRL2');
}

/**
 * A supervisor opens (by its address) a target the manager split ('Rateada') but has not programmed
 * for the team: the screen says so and who acts first, shows no R$ 0 sellers and no difference to
 * distribute, and the line can be changed (the tolerance rule does not trap him).
 */
export const SupervisorNotProgrammed: Story = {
  args: { initialSelection: selectionOf('rateada') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lock = await lockNotice(canvasElement, 'Meta ainda não programada para a equipe');
    await expect(lock).toHaveTextContent(
      'O gerente já rateou esta meta entre os supervisores, mas ainda não a programou para a sua equipe. Quando ele usar "Programar Metas", os valores dos seus vendedores aparecem aqui para você distribuir e aprovar. Você pode escolher outro ano, período, versão ou linha a qualquer momento.',
    );
    await expect(canvas.getByTestId('status')).toHaveTextContent('Não informado');
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Aprovar Metas' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^A meta está abaixo/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ir para a Programação Supervisor' })).not.toBeInTheDocument();
    await lineChanges(canvasElement, args.onNavigate);
    await lockNotice(canvasElement, 'Meta ainda não programada para a equipe');
  },
};

/**
 * A second version of the seeded 'Rateada' month (a copy of its V01 targets as V02), so the
 * version can be changed there too.
 */
function secondVersionOfRateada(context: StoryContext) {
  const { backend } = loadedOf(context);
  const periodo = periodKeyOf('rateada');
  const copies = backend.db.metas.targets
    .filter((t) => t.periodo === periodo && t.tipoMeta === 'VBC' && t.versao === `${periodo}-V01`)
    .map((t) => ({ ...structuredClone(t), versao: `${periodo}-V02` }));
  backend.db.metas.targets.push(...copies);
}

/** No 'Existem valores a serem distribuídos…' dialog: the change went through. */
async function notRefused() {
  await expect(within(document.body).queryByText('Existem valores a serem distribuídos entre os vendedores.')).not.toBeInTheDocument();
}

/**
 * Item 2, every selector: from the 'Rateada' month the supervisor cannot act on, he changes the
 * version (and picks the line again), the period and the year — none refused by the tolerance
 * rule, each followed by the address.
 */
async function everySelectorChanges(canvasElement: HTMLElement, onNavigate: unknown) {
  const from = selectionOf('rateada');
  const versao2 = `${periodKeyOf('rateada')}-V02`;
  await chooseOption(canvasElement, 'Versão', versao2);
  await notRefused();
  await chooseOption(canvasElement, 'Linha', 'BRL1');
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(expect.stringContaining(`versao=${versao2}`)));
  await lockNotice(canvasElement, 'Meta ainda não programada para a equipe');
  // Another month of the same year (with data or not), then the other year the select offers.
  const month = (from.mes ?? 1) === 1 ? 2 : (from.mes ?? 2) - 1;
  await chooseOption(canvasElement, 'Período', MONTH_NAMES[month - 1] ?? '');
  await notRefused();
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: selectName('Período') })).toHaveTextContent(MONTH_NAMES[month - 1] ?? ''));
  const thisYear = new Date().getFullYear();
  const otherYear = from.ano === thisYear ? thisYear - 1 : thisYear;
  await chooseOption(canvasElement, 'Ano', String(otherYear));
  await notRefused();
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: selectName('Ano') })).toHaveTextContent(String(otherYear)));
}

/** Item 2 on every selector: the supervisor on a target not programmed for his team changes version, period and year. */
export const SupervisorNotProgrammedEverySelector: Story = {
  args: { initialSelection: selectionOf('rateada') },
  beforeEach: (context) => {
    secondVersionOfRateada(context);
  },
  play: async ({ canvasElement, args }) => {
    await lockNotice(canvasElement, 'Meta ainda não programada para a equipe');
    await everySelectorChanges(canvasElement, args.onNavigate);
  },
};

/**
 * Item 2 with view-only permission (feature 1 without edit) on the same 'Rateada' month: the first
 * thing that must happen is named first (the manager programs the team), and every selector
 * changes.
 */
export const ViewOnlyNotProgrammed: Story = {
  args: { initialSelection: selectionOf('rateada') },
  beforeEach: (context) => {
    secondVersionOfRateada(context);
    const { backend, perfil } = loadedOf(context);
    backend.db.permissions.grants[String(perfil.idUsuario)] = [{ feature: 1, action: '10' }];
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await lockNotice(canvasElement, 'Meta ainda não programada para a equipe');
    await expect(canvas.getByTestId('status')).toHaveTextContent('Não informado');
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByText(/^A meta está abaixo/)).not.toBeInTheDocument();
    await everySelectorChanges(canvasElement, args.onNavigate);
  },
};

/** The manager on the same target: told to program it, with a button to the programming screen. */
export const GerenteNotProgrammed: Story = {
  globals: { perfil: 'gerente' },
  args: { initialSelection: selectionOf('rateada') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lock = await lockNotice(canvasElement, 'Meta ainda não programada para a equipe');
    await expect(lock).toHaveTextContent(/^A meta foi rateada entre os supervisores, mas ainda não foi programada para o time\./);
    await expect(canvas.getByTestId('status')).toHaveTextContent('Rateada');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para a Programação Supervisor' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/metas/programacao');
    await lineChanges(canvasElement, args.onNavigate);
  },
};

/** The manager once every team approved: told to release it, with a button to the status screen. */
export const GerenteAllApproved: Story = {
  globals: { perfil: 'gerente' },
  args: { initialSelection: selectionOf('aprovadaSupervisor') },
  play: async ({ canvasElement, args }) => {
    const canvas = await loadedScreen(canvasElement);
    const lock = await lockNotice(canvasElement, 'Metas dos vendedores já aprovadas');
    await expect(lock).toHaveTextContent(/^Todos os supervisores aprovaram as metas dos vendedores\. Libere a meta para o time/);
    await expect(valueInput(firstCard(canvasElement))).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o Status das metas' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/metas/status');
  },
};

/** A target not yet planned ('Em aberto'): 'Nenhum dado retornado!' and who acts first. */
export const SupervisorNotSplit: Story = {
  args: { initialSelection: selectionOf('emAberto') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum dado retornado!')).toBeVisible(), { timeout: 10_000 });
    const lock = await lockNotice(canvasElement, 'Meta ainda não rateada');
    await expect(lock).toHaveTextContent(/^O gerente ainda precisa planejar esta meta e rateá-la entre os supervisores\./);
  },
};

/**
 * View-only permission (feature 1 without edit) on a split out of tolerance: read only, says so,
 * no banner asking him to redistribute, and the line can be changed.
 */
export const ViewOnly: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: async (context) => {
    await shiftFirstSeller(context, 500);
    const { backend, perfil } = loadedOf(context);
    backend.db.permissions.grants[String(perfil.idUsuario)] = [{ feature: 1, action: '10' }];
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await loadedScreen(canvasElement);
    await lockNotice(canvasElement, 'Somente consulta');
    await expect(difference(canvas)).toHaveTextContent('R$ 500');
    await expect(valueInput(firstCard(canvasElement))).toBeDisabled();
    await expect(canvas.queryByText(/^A meta está acima/)).not.toBeInTheDocument();
    await lineChanges(canvasElement, args.onNavigate);
  },
};

/** Already approved ('Aprovada supervisor') with a difference: waiting for the manager's release; the line can be changed. */
export const ApprovedCanChangeSelection: Story = {
  args: { initialSelection: selectionOf('aprovadaSupervisor') },
  beforeEach: (context) => {
    shiftInDb(context, 'aprovadaSupervisor', 300);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await loadedScreen(canvasElement);
    await lockNotice(canvasElement, 'Metas dos vendedores já aprovadas');
    await expect(difference(canvas)).toHaveTextContent('R$ 300');
    await lineChanges(canvasElement, args.onNavigate);
  },
};

/**
 * Released ('Liberado'): 'Status da META' says 'Liberado' — the release is the whole target's, and
 * the server leaves the team's statusSupervisor at 'Aprovada supervisor' (the supervisor split and
 * the status overview say 'Liberado' too); the notice says why nothing can change, and the line can
 * be changed.
 */
export const ReleasedCanChangeSelection: Story = {
  args: { initialSelection: selectionOf('liberado') },
  beforeEach: (context) => {
    shiftInDb(context, 'liberado', -40);
  },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const lock = await lockNotice(canvasElement, 'Meta liberada para o time');
    await expect(lock).toHaveTextContent(/^Esta meta já foi liberada para o time e não pode mais ser alterada\./);
    await expect(partOf((loaded as Loaded).backend, 5102, 'liberado').status).toBe('Aprovada supervisor');
    await expect(canvas.getByTestId('status')).toHaveTextContent(/^Liberado$/);
    await lineChanges(canvasElement, args.onNavigate);
  },
};

/**
 * Item 7: the server answers no row for this supervisor (only another team's): 'Status da META' is
 * not the group's status nor the other team's, and nothing can be edited without a status.
 */
export const StatusWithoutOwnRow: Story = {
  beforeEach: (context) => {
    worker(context).use(
      http.get(`${API()}/tabelacartametastatus`, () =>
        HttpResponse.json([
          {
            grupoMeta: 'BRL1',
            statusGrupo: 'Aprovada gerente',
            dscVersao: selectionOf('aprovadaGerente').versao,
            metaImportada: 0,
            idEmpregadoResponsavelFlexx: '5101',
            dscNomeEmpregado: 'OUTRO SUPERVISOR',
            statusSupervisor: 'Aprovada supervisor',
          },
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await loadedScreen(canvasElement);
    await expect(canvas.getByTestId('status')).toHaveTextContent('Não informado');
    await lockNotice(canvasElement, 'Status da meta não informado');
    await expect(valueInput(firstCard(canvasElement))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Aprovar Metas' })).toBeDisabled();
  },
};

/** Rough items: every seller's controls are named by the seller, every category cell by category and seller. */
export const AccessibleNames: Story = {
  play: async ({ canvasElement }) => {
    await loadedScreen(canvasElement);
    const all = cards(canvasElement);
    const names = all.map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
    for (const [i, card] of all.entries()) {
      await expect(within(card).getByRole('textbox', { name: new RegExp(`^Meta planejada de ${names[i]}`) })).toBeVisible();
      await expect(within(card).getByRole('button', { name: `Visualizar por Categoria de ${names[i]}` })).toBeVisible();
    }
    const [a, b] = all;
    if (!a || !b) throw new Error('two sellers needed');
    const cellNames: string[] = [];
    for (const card of [a, b]) {
      await userEvent.click(within(card).getByRole('button', { name: /^Visualizar por Categoria de / }));
      const table = await within(card).findByRole('table', { name: /^Metas por categoria de / });
      cellNames.push(...within(table).getAllByRole('textbox').map((cell) => cell.getAttribute('aria-label') ?? ''));
    }
    await expect(new Set(cellNames).size).toBe(cellNames.length);
    await expect(cellNames[0]).toMatch(new RegExp(`^Meta Planejada de .+ \\(${names[0]}\\)$`));
  },
};

/** 'Comparar metas vendedores': every seller by category, with totals per seller and per category. */
export const CompareTable: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    await userEvent.click(canvas.getByRole('button', { name: 'Comparar metas vendedores' }));
    const dialog = await dialogNamed('Comparar metas vendedores');
    const table = await dialog.findByRole('grid', { name: 'Metas dos vendedores por categoria' });
    const part = partOf(backend, 5102);
    const names = cards(canvasElement).map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
    for (const name of names) await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    const total = part.sellers.reduce((acc, seller) => acc + sum(seller.values), 0);
    await expect(within(table).getAllByText(formatBRL(total)).length).toBeGreaterThan(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Comparar metas vendedores' })).not.toBeInTheDocument());
  },
};

// ------------------------------------------------------------------------------------ comments (issue 26)

const COMMENT = 'Dois clientes novos no setor a partir da semana que vem.';

/** The comments the history holds for the story's target, as the next person will read them. */
async function savedComments(loaded: unknown) {
  const { backend, api } = loaded as Loaded;
  const target = targetOf(backend);
  const { data } = await api.GET('/metas/historico', {
    params: { query: { IdPuxada: String(target.idPuxada), Versao: target.versao, TipoMeta: 'VBC', Linha: target.linha } },
  });
  return (data ?? []).filter((change) => change.acao === 'VALOR' && change.comentario).map((change) => change.comentario);
}

/**
 * 'Salvar novo valor.' asks an optional comment (up to 280 characters): Sim saves it with the value,
 * and the seller's card shows it beside the value, with who and when.
 */
export const ComentarioAoSalvar: Story = {
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const { card, id, before } = await editFirstSeller(canvasElement, backend, 700);
    const dialog = await dialogNamed('Salvar novo valor.');
    const field = dialog.getByRole('textbox', { name: 'Comentário (opcional)' });
    await expect(field).toHaveAttribute('maxlength', '280');
    await userEvent.type(field, COMMENT);
    await userEvent.click(dialog.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before + 700), { timeout: 5000 });
    const note = await within(card).findByText(`“${COMMENT}”`, { exact: false }, { timeout: 5000 });
    await expect(note.closest('p')).toHaveTextContent(new RegExp(`^Comentário: “${COMMENT}” — ${PROFILE_PRESETS.supervisor.nomeUsuario}, `));
    await expect(await savedComments(loaded)).toContain(COMMENT);
  },
};

/** A failed save keeps the comment with the value ('Não salvo'); 'Tentar novamente' sends both. */
export const ComentarioMantidoNaFalha: Story = {
  beforeEach: (context) => {
    failCall(context, 'put', '/atualizarvalorvendedorvalor');
  },
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const { card, id, before } = await editFirstSeller(canvasElement, backend, 300);
    const dialog = await dialogNamed('Salvar novo valor.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Comentário (opcional)' }), COMMENT);
    await userEvent.click(dialog.getByRole('button', { name: 'Sim' }));
    await userEvent.click((await expectErrorCode(6)).getByRole('button', { name: 'OK' }));
    await expect(within(card).getByText('Não salvo')).toBeVisible();
    outageOf(loaded).failing = false;
    await userEvent.click(within(card).getByRole('button', { name: /^Tentar novamente \(/ }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before + 300), { timeout: 5000 });
    await waitFor(async () => expect(await savedComments(loaded)).toContain(COMMENT));
  },
};

/**
 * The comments saved before (the demo): the manager's on the supervisor's share in the supervisor box,
 * the supervisor's on a seller beside the seller's value, numbered in 'Comparar metas vendedores'.
 */
export const ComentariosExistentes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedScreen(canvasElement);
    await expect(await canvas.findByText(`“${DEMO_COMMENTS.team}”`, { exact: false }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(`“${DEMO_COMMENTS.seller}”`, { exact: false }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Comparar metas vendedores' }));
    const dialog = await dialogNamed('Comparar metas vendedores');
    await dialog.findByRole('grid', { name: 'Metas dos vendedores por categoria' });
    const list = await dialog.findByRole('region', { name: 'Comentários' }, { timeout: 5000 });
    await expect(list).toHaveTextContent(`· Total: “${DEMO_COMMENTS.seller}”`);
    await waitFor(() => expect(document.querySelectorAll('[role="dialog"] [data-comment-mark]')).toHaveLength(1));
  },
};

/** The comments cannot be read: the screen says so, the values stay usable, and they are read again on request. */
export const ComentariosIndisponiveis: Story = {
  beforeEach: (context) => {
    failCall(context, 'get', '/metas/historico');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os comentários das alterações.', {}, { timeout: 8000 })).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(valueInput(firstCard(canvasElement))).toBeEnabled();
    outageOf(loaded).failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await canvas.findByText(`“${DEMO_COMMENTS.team}”`, { exact: false }, { timeout: 5000 });
    await expect(canvas.queryByText('Não foi possível carregar os comentários das alterações.')).not.toBeInTheDocument();
  },
};

/** Scrolled 370 px or more, the floating difference banner shows; back at the top it hides. */
export const FloatingBanner: Story = {
  beforeEach: async (context) => {
    await shiftFirstSeller(context, 250);
  },
  play: async ({ canvasElement }) => {
    await loadedScreen(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Diferença entre vendedores e supervisor' })).not.toBeInTheDocument();
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 400);
    const banner = await canvas.findByRole('complementary', { name: 'Diferença entre vendedores e supervisor' });
    await expect(banner).toHaveTextContent('Diferença a distribuir:');
    await expect(banner).toHaveTextContent('R$ 250');
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvas.queryByRole('complementary', { name: 'Diferença entre vendedores e supervisor' })).not.toBeInTheDocument());
    document.body.style.minHeight = '';
  },
};

/** A period without parameters (a year back): 'Nenhum dado para este período!'. */
export const EmptyPeriod: Story = {
  args: { initialSelection: { ...selectionOf('semDados'), versao: undefined, linha: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum dado para este período!')).toBeVisible(), { timeout: 8000 });
  },
};

/** The target answers no sellers: 'Nenhum dado retornado!'. */
export const EmptyData: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: (context) => {
    worker(context).use(http.get(`${API()}/tabelacartametavendedorresumo`, () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nenhum dado retornado!')).toBeVisible(), { timeout: 8000 });
  },
};

/** The connection drops: 'Conexão com o servidor reiniciada!', then the screen reloads by itself after 3 s. */
export const ServerRestarted: Story = {
  beforeEach: (context) => {
    failCall(context, 'get', '/tabelacartametavendedorresumo', 'network');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Conexão com o servidor reiniciada!')).toBeVisible(), { timeout: 8000 });
    outageOf(loaded).failing = false;
    await loadedScreen(canvasElement);
  },
};

/** Code 2: a seller's category table cannot open. */
export const ErrorCode2: Story = {
  beforeEach: (context) => {
    failCall(context, 'get', '/tabelacartametavendedor');
  },
  play: async ({ canvasElement }) => {
    await loadedScreen(canvasElement);
    await userEvent.click(within(firstCard(canvasElement)).getByRole('button', { name: /^Visualizar por Categoria de / }));
    await expectErrorCode(2);
  },
};

/** Code 3: the category table cannot reload after a save. */
export const ErrorCode3: Story = {
  play: async (context) => {
    const { canvasElement, loaded } = context;
    await loadedScreen(canvasElement);
    const card = firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: /^Visualizar por Categoria de / }));
    await within(card).findByRole('table', { name: /^Metas por categoria de / });
    failCall(context, 'get', '/tabelacartametavendedor');
    await editFirstSeller(canvasElement, (loaded as Loaded).backend, 100);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await expectErrorCode(3);
  },
};

/** Code 5: saving category values fails; the value stays on screen, marked 'Não salvo'. */
export const ErrorCode5: Story = {
  beforeEach: (context) => {
    failCall(context, 'post', '/atualizarvalorvendedor');
  },
  play: async ({ canvasElement }) => {
    await loadedScreen(canvasElement);
    const card = firstCard(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: /^Visualizar por Categoria de / }));
    const table = await within(card).findByRole('table', { name: /^Metas por categoria de / });
    await userEvent.click(within(table).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.keyboard('777{Enter}');
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await expectErrorCode(5);
    await expect(within(table).getAllByRole('textbox')[0]).toHaveValue('777');
    await expect(within(card).getByText('Não salvo')).toBeVisible();
  },
};

/** Code 6: saving a seller total fails. */
export const ErrorCode6: Story = {
  beforeEach: (context) => {
    failCall(context, 'put', '/atualizarvalorvendedorvalor');
  },
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    await editFirstSeller(canvasElement, (loaded as Loaded).backend, 100);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await expectErrorCode(6);
  },
};

/** Code 7: the filter parameters cannot load. */
export const ErrorCode7: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: (context) => {
    failCall(context, 'get', '/parametrotabelacartametafiltroversao');
  },
  play: async () => {
    await expectErrorCode(7);
  },
};

/** Code 11: the categories of the screen (the supervisor box's table) cannot load. */
export const ErrorCode11: Story = {
  beforeEach: (context) => {
    failCall(context, 'get', '/tabelacartametasupervisor');
  },
  play: async () => {
    await expectErrorCode(11);
  },
};

/** Code 12: the seller summary cannot load; OK asks again. */
export const ErrorCode12: Story = {
  beforeEach: (context) => {
    failCall(context, 'get', '/tabelacartametavendedorresumo');
  },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await expectErrorCode(12);
    outageOf(loaded).failing = false;
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await loadedScreen(canvasElement);
  },
};

/**
 * Issue 17: the first read of the sellers never answers (the client's time limit, here 3 s): the
 * spinner stops, the dialog says why ('O servidor não respondeu a tempo.') with the spec's lines and
 * code 12, and 'Tentar novamente' loads the data.
 */
export const SellersTimeout: Story = {
  parameters: { backend: { timeoutMs: 3000 } },
  beforeEach: (context) => {
    // The first read never answers; the next ones reach the mock backend.
    worker(context).use(http.get(`${API()}/tabelacartametavendedorresumo`, () => new Promise<never>(() => undefined), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await expectErrorCode(12);
    await expect(dialog.getByText('O servidor não respondeu a tempo.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: 'Carregando metas' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Conexão com o servidor reiniciada!')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    await loadedScreen(canvasElement);
    // Gone once its closing fade has run.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog', { name: 'Atenção!' })).not.toBeInTheDocument());
  },
};

/** Code 14: the comparison table cannot load. */
export const ErrorCode14: Story = {
  beforeEach: (context) => {
    failCall(context, 'get', '/tabelaovendedor');
  },
  play: async ({ canvasElement }) => {
    const canvas = await loadedScreen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Comparar metas vendedores' }));
    await expectErrorCode(14);
  },
};

/** Code 15: the approval fails. */
export const ErrorCode15: Story = {
  beforeEach: (context) => {
    failCall(context, 'put', '/GravarProgramarMetasVendedor');
  },
  play: async ({ canvasElement }) => {
    const canvas = await loadedScreen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar Metas' }));
    await expectErrorCode(15);
  },
};

/** Code 16: the difference cannot be saved (the value itself was saved). */
export const ErrorCode16: Story = {
  beforeEach: (context) => {
    failCall(context, 'post', '/tabelacartametadiferencasupervisor/salvardiferencametavbc');
  },
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const { id, before } = await editFirstSeller(canvasElement, backend, 100);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await expectErrorCode(16);
    await expect(sellerTotal(backend, id)).toBe(before + 100);
  },
};

/** A failed save keeps the value, marks it unsaved and offers 'Tentar novamente'; the retry saves it. */
export const FailedSaveRetry: Story = {
  beforeEach: (context) => {
    failCall(context, 'put', '/atualizarvalorvendedorvalor');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const { card, id, before } = await editFirstSeller(canvasElement, backend, 400);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    const error = await expectErrorCode(6);
    await userEvent.click(error.getByRole('button', { name: 'OK' }));
    await expect(valueInput(card)).toHaveValue(new Intl.NumberFormat('pt-BR').format(before + 400));
    await expect(within(card).getByText('Não salvo')).toBeVisible();
    await expect(canvas.getByText('Há 1 alteração não salva.')).toBeVisible();
    outageOf(loaded).failing = false;
    await userEvent.click(within(card).getByRole('button', { name: /^Tentar novamente \(/ }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before + 400), { timeout: 5000 });
    await waitFor(() => expect(within(card).queryByText('Não salvo')).not.toBeInTheDocument());
  },
};

/** 'Distribuir diferença' previews before → after per seller; Cancelar changes nothing. */
export const DistributePreview: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: async (context) => {
    await shiftFirstSeller(context, 1234);
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const before = partOf(backend, 5102).sellers.map((seller) => sum(seller.values));
    await userEvent.click(canvas.getByRole('button', { name: 'Distribuir diferença' }));
    const dialog = await dialogNamed('Distribuir diferença');
    await expect(dialog.getByText('A diferença de -R$ 1.234 será distribuída entre os vendedores na proporção das suas médias de venda.')).toBeVisible();
    const table = dialog.getByRole('grid', { name: 'Prévia da distribuição' });
    for (const header of ['Vendedor', 'Antes', 'Depois', 'Variação']) await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(before.length + 2);
    await expect(dialog.getByText('Diferença após aplicar: R$ 0')).toBeVisible();
    await captureScreen();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(partOf(backend, 5102).sellers.map((seller) => sum(seller.values))).toEqual(before);
    await expect(difference(canvas)).toHaveTextContent('R$ 1.234');
  },
};

/** Applying the distribution saves every changed seller; the difference is 0 in one step and approval goes ahead. */
export const DistributeApply: Story = {
  beforeEach: async (context) => {
    await shiftFirstSeller(context, -987);
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    await userEvent.click(canvas.getByRole('button', { name: 'Distribuir diferença' }));
    const dialog = await dialogNamed('Distribuir diferença');
    await userEvent.click(dialog.getByRole('button', { name: 'Aplicar e salvar' }));
    const part = () => partOf(backend, 5102);
    await waitFor(() => expect(part().sellers.reduce((acc, s) => acc + sum(s.values), 0)).toBe(sum(part().values)), { timeout: 8000 });
    await waitFor(() => expect(difference(canvas)).toHaveTextContent('R$ 0'));
    await waitFor(() => expect(canvas.queryByText(/^A meta está abaixo/)).not.toBeInTheDocument());
    // The save ends with the reload (same selections): the loaded difference is 0 too.
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Aguarde...' })).not.toBeInTheDocument(), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar Metas' }));
    await dialogNamed('Metas aprovadas!');
  },
};

/** 'Desfazer' brings the last saved change back; after Sim the backend holds the old value again. */
export const Undo: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    await expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeDisabled();
    const { id, before } = await editFirstSeller(canvasElement, backend, 321);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before + 321), { timeout: 5000 });
    // The save reloads the sellers: 'Desfazer' takes a click once the screen is back (enabled again).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Desfazer' })).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Desfazer' }));
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before), { timeout: 5000 });
    await waitFor(() => expect(difference(canvas)).toHaveTextContent('R$ 0'));
  },
};

/** Unsaved values (a failed save) and a selector change: 'As alteracoes ainda nao foram salvas…'; NAO stays, SIM moves on. */
export const UnsavedChangesOnSelector: Story = {
  beforeEach: (context) => {
    failCall(context, 'put', '/atualizarvalorvendedorvalor');
  },
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = await loadedScreen(canvasElement);
    await editFirstSeller(canvasElement, (loaded as Loaded).backend, 5);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await userEvent.click((await expectErrorCode(6)).getByRole('button', { name: 'OK' }));
    await chooseOption(canvasElement, 'Linha', 'BRL2');
    let dialog = await dialogNamed('Atenção!');
    await expect(dialog.getByText('As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'NAO' }));
    await expect(canvas.getByRole('button', { name: selectName('Linha') })).toHaveTextContent('BRL1');
    await expect(within(firstCard(canvasElement)).getByText('Não salvo')).toBeVisible();
    await chooseOption(canvasElement, 'Linha', 'BRL2');
    dialog = await dialogNamed('Atenção!');
    await userEvent.click(dialog.getByRole('button', { name: 'SIM' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(expect.stringContaining('linha=BRL2')));
  },
};

/** Spreadsheet editing: a column pasted from Excel fills the category cells downwards, one confirmation saves them all. */
export const CategoryPaste: Story = {
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const card = firstCard(canvasElement);
    const id = Number(card.dataset.sellerId);
    await userEvent.click(within(card).getByRole('button', { name: /^Visualizar por Categoria de / }));
    const table = await within(card).findByRole('table', { name: /^Metas por categoria de / });
    await userEvent.click(within(table).getAllByRole('textbox')[0] as HTMLElement);
    await userEvent.paste('1.500\n2.500\n3.500');
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(partOf(backend, 5102).sellers.find((x) => x.id === id)?.values.slice(0, 3)).toEqual([1500, 2500, 3500]), { timeout: 5000 });
    const cells = within(table).getAllByRole('textbox');
    await expect(cells.slice(0, 3).map((cell) => (cell as HTMLInputElement).value)).toEqual(['1.500', '2.500', '3.500']);
    await expect(within(table).getByText(formatBRL(sum(partOf(backend, 5102).sellers.find((x) => x.id === id)?.values ?? [])))).toBeVisible();
  },
};

/** Perfil Gerente: every team of the broker (Empregado 000), editable; approval belongs to the supervisors. */
export const Gerente: Story = {
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const target = targetOf((loaded as Loaded).backend);
    const sellers = target.supervisors.reduce((acc, part) => acc + part.sellers.length, 0);
    await expect(cards(canvasElement)).toHaveLength(sellers);
    await expect(canvas.getByRole('heading', { name: 'Supervisores (todas as equipes)' })).toBeVisible();
    await expect(canvas.getByTestId('status')).toHaveTextContent('Aprovada gerente');
    // Item 7: beside the target's status, each team's own status as the server holds it.
    const teams = within(canvas.getByRole('list', { name: 'Status por equipe' }));
    const items = teams.getAllByRole('listitem');
    await expect(items).toHaveLength(target.supervisors.length);
    await expect(items.map((item) => item.textContent?.split(': ')[1])).toEqual(target.supervisors.map((part) => part.status));
    await expect(items.some((item) => item.textContent?.endsWith(': Aprovada supervisor'))).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Aprovar Metas' })).toBeDisabled();
    await expect(canvas.getByText('A aprovação é feita pelo supervisor de cada equipe.')).toBeVisible();
    await expect(valueInput(firstCard(canvasElement))).toBeEnabled();
  },
};

/** The seller summary call carries the supervisor's scope (Empregado) and Cliente 000. */
export const CallsScope: Story = {
  beforeEach: (context) => {
    recordCalls(context, 'get', '/tabelacartametavendedorresumo');
  },
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    const [call] = callsOf(loaded);
    await expect(call?.searchParams.get('Empregado')).toBe('5102');
    await expect(call?.searchParams.get('Cliente')).toBe('000');
    await expect(call?.searchParams.get('TipoMeta')).toBe('VBC');
    await expect(call?.searchParams.get('IdPuxada')).toBe('10234');
  },
};

/** Every request the screen's client sent: its URL and the signal that aborts it. */
interface SentRequest {
  url: URL;
  signal: AbortSignal | null | undefined;
}

/**
 * Changing the selection while the chosen line's target is still loading aborts that read (the
 * query's signal reaches the request), and the aborted read shows no error: the screen loads the
 * new line as if the first one had never been asked for.
 */
export const SelectionChangeCancelsRead: Story = {
  beforeEach: (context) => {
    const { backend, perfil } = loadedOf(context);
    // BRL1's sellers never answer: the read stays in flight until the selection moves on.
    worker(context).use(
      http.get(`${API()}/tabelacartametavendedorresumo`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('Linha') !== 'BRL1') return undefined;
        await new Promise<never>(() => undefined);
      }),
    );
    const user = backend.db.network.users.find((candidate) => candidate.email === perfil.email);
    if (!user) throw new Error(`no demo user ${perfil.email}`);
    const token = backend.context.issueToken(user);
    const sent: SentRequest[] = [];
    const api = createApiClient({
      baseUrl: backend.baseUrl,
      getToken: () => token,
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
        sent.push({ url, signal: init?.signal ?? (input instanceof Request ? input.signal : undefined) });
        return window.fetch(input, init);
      },
    });
    Object.assign(context.loaded as object, { watchedApi: api, sent });
  },
  render: (args, { loaded }) => (
    <SellerApproval {...args} api={(loaded as Loaded & { watchedApi: ApiClient }).watchedApi} user={(loaded as Loaded).perfil} />
  ),
  play: async ({ canvasElement, args, loaded }) => {
    const sent = (loaded as { sent: SentRequest[] }).sent;
    const sellersOf = (linha: string) =>
      sent.filter((request) => request.url.pathname.endsWith('/tabelacartametavendedorresumo') && request.url.searchParams.get('Linha') === linha);
    await waitFor(() => expect(sellersOf('BRL1')).toHaveLength(1), { timeout: 10_000 });
    const [first] = sellersOf('BRL1');
    await expect(first?.signal?.aborted).toBe(false);

    await chooseOption(canvasElement, 'Linha', 'BRL2');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(expect.stringContaining('linha=BRL2')));
    await waitFor(() => expect(first?.signal?.aborted).toBe(true));
    await waitFor(() => expect(sellersOf('BRL2').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: selectName('Linha') })).toHaveTextContent('BRL2'));
    // The aborted read is no failure: no error dialog, no restart notice.
    await expect(within(document.body).queryByText('Algo deu errado!')).not.toBeInTheDocument();
    await expect(within(document.body).queryByText(/Conexão com o servidor reiniciada/)).not.toBeInTheDocument();
  },
};

// ------------------------------------------------------------------------------------------------
// Performance: 300 sellers × 40 categories (large scenario, Gerente with Empregado 000).

const renders = new Map<string, number>();
const onRender: ProfilerOnRenderCallback = (id) => {
  renders.set(id, (renders.get(id) ?? 0) + 1);
};

/**
 * Large broker (30 supervisors × 10 sellers, 40 categories) seen by the Gerente: 300 cards.
 * Confirming one seller's new value re-renders exactly that card once and the totals once; the
 * other 299 cards do not render at all (React Profiler counts).
 */
export const RenderIsolation: Story = {
  globals: { perfil: 'gerente' },
  // axe checks the first 20 of the 299 cards (the others repeat them).
  parameters: { backend: { scenario: 'large' }, ...axeOnFirstItems('article[data-seller-id]') },
  render: (args, { loaded }) => (
    <RenderProbeContext.Provider value={onRender}>
      <SellerApproval {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />
    </RenderProbeContext.Provider>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    // 30 teams × 10 sellers; the seed has one inactive seller, so 299 cards.
    const expected = targetOf((loaded as Loaded).backend).supervisors.reduce((acc, part) => acc + part.sellers.length, 0);
    await expect(expected).toBeGreaterThanOrEqual(299);
    await canvas.findByRole('heading', { level: 2, name: /^Vendedores/ }, { timeout: 60_000 });
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(expected), { timeout: 10_000 });
    const card = cards(canvasElement)[150] as HTMLElement;
    const id = card.dataset.sellerId ?? '';
    const input = valueInput(card);
    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    renders.clear();
    await userEvent.keyboard('{Enter}');
    await dialogNamed('Salvar novo valor.');
    // The edited card at most 3 times (the commit, batched with its typing state, and the input
    // losing focus to the dialog — React may batch two of them under CPU load: a clean-clone CI saw
    // 2 once), the totals once, the buttons/banners once, the floating banner once (the page
    // scrolled to the card); the other cards not at all.
    const { [`seller-${id}`]: cardRenders, ...others } = Object.fromEntries(renders);
    await expect(cardRenders).toBeGreaterThanOrEqual(1);
    await expect(cardRenders).toBeLessThanOrEqual(3);
    await expect(others).toEqual({ totals: 1, actions: 1, floating: 1 });

    await expect(difference(canvas)).not.toHaveTextContent(/^R\$ 0$/);
    // Sim saves and reloads the target: still only that card renders among the 300.
    renders.clear();
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Aguarde...' })).not.toBeInTheDocument(), { timeout: 20_000 });
    await waitFor(() => expect(within(card).queryByText('Salvando…')).not.toBeInTheDocument());
    const afterSave = [...renders].filter(([key]) => key.startsWith('seller-')).map(([key]) => key);
    await expect(afterSave).toEqual([`seller-${id}`]);
    await expect(renders.get('totals')).toBe(1);
  },
};

// ------------------------------------------------------------------------------------------------
// Concurrent edits (issue 16, "Beyond: concurrent edits"): the manager changes the team on
// /metas/programacao (or re-plans the target) after this screen loaded; the supervisor's save is
// refused (409) and the screen says who changed what and when, keeping his values beside the new ones.

/** The manager saves the planning again (re-plans): the target goes back to 'Rateada' and every split is discarded. */
async function managerReplans(backend: MockBackend) {
  const target = targetOf(backend);
  await managerApi(backend).POST('/atualizartabelacartameta', {
    body: {
      DADOS: planningSaveItems(
        target,
        target.categories.map((category) => category.vlrMetaPlanejado + 100),
        PROFILE_PRESETS.gerente,
      ),
    },
  });
}

/** The conflict panel once it shows the server's values (its title names who changed and when). */
async function conflictPanel(backend: MockBackend) {
  const part = partOf(backend, 5102);
  const title = conflictTitle({ changedBy: part.responsavel, changedAt: formatBackendTimestamp(new Date(part.atualizadoEm)) });
  await expect(part.responsavel).toBe(PROFILE_PRESETS.gerente.nomeUsuario);
  const panel = await within(document.body).findByRole('alert', { name: title }, { timeout: 8000 });
  // Until the server's values are read again, the panel says so and its buttons wait.
  await waitFor(() => expect(panel).not.toHaveTextContent('Lendo os valores atuais…'), { timeout: 8000 });
  return { panel, view: within(panel), title };
}

/** The cells of one row of the panel's table ('Seu valor', 'Valor atual'), by its row header. */
function conflictRow(panel: HTMLElement, label: string) {
  const header = within(panel).getByRole('rowheader', { name: label });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row ${label}`);
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent);
}

/**
 * The manager raises this supervisor's total after the screen loaded; the supervisor types a
 * seller's value and confirms: 'Alterado por Fernanda Oliveira às HH:MM', his value beside the
 * server's, the supervisor's new total; 'Recarregar' drops his value and shows the server's.
 */
export const ConflitoRecarregar: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const supervisorBefore = sum(partOf(backend, 5102).values);
    const newTotal = await managerChangesSupervisor(backend, 2000);
    const { card, id, before } = await editFirstSeller(canvasElement, backend, 300);
    const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    const { panel, view } = await conflictPanel(backend);
    await expect(view.getByRole('columnheader', { name: 'Seu valor' })).toBeVisible();
    await expect(view.getByRole('columnheader', { name: 'Valor atual' })).toBeVisible();
    await expect(conflictRow(panel, `Meta planejada de ${name}`)).toEqual([formatBRL(before + 300), formatBRL(before)]);
    await expect(conflictRow(panel, 'Meta do supervisor')).toEqual([formatBRL(supervisorBefore), formatBRL(newTotal)]);
    await expect(panel).toHaveTextContent(`A diferença a distribuir agora é ${formatBRL(300 - 2000)}.`);
    // Nothing was written; the typed value is still on the card, marked unsaved; no generic error.
    await expect(sellerTotal(backend, id)).toBe(before);
    await expect(valueInput(card)).toHaveValue(new Intl.NumberFormat('pt-BR').format(before + 300));
    await expect(within(card).getByText('Não salvo')).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog', { name: 'Atenção!' })).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(within(document.body).queryByRole('alert', { name: /^Alterado por / })).not.toBeInTheDocument(), { timeout: 8000 });
    await waitFor(() => expect(valueInput(card)).toHaveValue(new Intl.NumberFormat('pt-BR').format(before)));
    await expect(within(card).queryByText('Não salvo')).not.toBeInTheDocument();
    await waitFor(() => expect(difference(canvas)).toHaveTextContent(formatBRL(-2000)));
    await expect(sellerTotal(backend, id)).toBe(before);
    await expect(sum(partOf(backend, 5102).values)).toBe(newTotal);
    // The tolerance rule still holds on the new data.
    await expect(canvas.getByText(/^A meta está abaixo do que você planejou inicialmente\./)).toBeVisible();
  },
};

/**
 * Same conflict; 'Reaplicar meus valores' saves the typed value on the new version (no second
 * conflict with his own save), and 'Distribuir diferença' then closes the new difference.
 */
export const ConflitoReaplicar: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const newTotal = await managerChangesSupervisor(backend, 1500);
    const { card, id, before } = await editFirstSeller(canvasElement, backend, 300);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    const { view } = await conflictPanel(backend);
    await userEvent.click(view.getByRole('button', { name: 'Reaplicar meus valores' }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before + 300), { timeout: 8000 });
    await waitFor(() => expect(within(document.body).queryByRole('alert', { name: /^Alterado por / })).not.toBeInTheDocument());
    await waitFor(() => expect(partOf(backend, 5102).diferencaSalva).toBe(300 - 1500));
    await waitFor(() => expect(within(card).queryByText('Não salvo')).not.toBeInTheDocument());
    await expect(valueInput(card)).toHaveValue(new Intl.NumberFormat('pt-BR').format(before + 300));
    await waitFor(() => expect(difference(canvas)).toHaveTextContent(formatBRL(300 - 1500)));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Aguarde...' })).not.toBeInTheDocument(), { timeout: 8000 });
    // The next saves are on the new base: distributing the difference and approving go through.
    await userEvent.click(canvas.getByRole('button', { name: 'Distribuir diferença' }));
    await userEvent.click((await dialogNamed('Distribuir diferença')).getByRole('button', { name: 'Aplicar e salvar' }));
    const part = () => partOf(backend, 5102);
    await waitFor(() => expect(part().sellers.reduce((acc, x) => acc + sum(x.values), 0)).toBe(newTotal), { timeout: 8000 });
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Aguarde...' })).not.toBeInTheDocument(), { timeout: 8000 });
    await expect(within(document.body).queryByRole('alert', { name: /^Alterado por / })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar Metas' }));
    await dialogNamed('Metas aprovadas!');
    await expect(part().status).toBe('Aprovada supervisor');
  },
};

/**
 * The manager re-plans the target (back to 'Rateada', the split discarded) while the supervisor
 * types: the panel keeps his value beside the current one, the screen shows why he cannot act
 * ('Meta ainda não programada para a equipe'), and the panel offers no 'Reaplicar meus valores'
 * (there is nothing to re-apply onto) but says why; 'Recarregar' leaves the locked screen with the
 * line still changeable.
 */
export const ConflitoMetaReplanejada: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    await managerReplans(backend);
    const { card, before } = await editFirstSeller(canvasElement, backend, 300);
    const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    const { panel, view } = await conflictPanel(backend);
    await expect(conflictRow(panel, `Meta planejada de ${name}`)[0]).toBe(formatBRL(before + 300));
    await lockNotice(canvasElement, 'Meta ainda não programada para a equipe');
    await expect(within(canvasElement).queryByRole('button', { name: 'Aprovar Metas' })).not.toBeInTheDocument();
    await expect(panel).toHaveTextContent(/agora ela não pode ser alterada nem aprovada \(veja o aviso na tela\)\. Nada do que você digitou foi salvo/);
    await expect(panel).not.toHaveTextContent('A diferença a distribuir agora');
    await expect(view.queryByRole('button', { name: 'Reaplicar meus valores' })).not.toBeInTheDocument();
    await expect(targetOf(backend).status).toBe('Rateada');
    await userEvent.click(view.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(within(document.body).queryByRole('alert', { name: /^Alterado por / })).not.toBeInTheDocument(), { timeout: 8000 });
    await lockNotice(canvasElement, 'Meta ainda não programada para a equipe');
    await lineChanges(canvasElement, args.onNavigate);
  },
};

/** A network error on save: the generic modal (code 6); OK keeps the typed value (no page reload) and says so; the retry saves. */
export const FailedSaveNetwork: Story = {
  beforeEach: (context) => {
    failCall(context, 'put', '/atualizarvalorvendedorvalor', 'network');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const { card, id, before } = await editFirstSeller(canvasElement, backend, 250);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    const error = await expectErrorCode(6);
    await expect(error.getByText(/^O que você digitou continua na tela/)).toBeVisible();
    await userEvent.click(error.getByRole('button', { name: 'OK' }));
    await expect(valueInput(card)).toHaveValue(new Intl.NumberFormat('pt-BR').format(before + 250));
    await expect(canvas.getByText('Há 1 alteração não salva.')).toBeVisible();
    await expect(sellerTotal(backend, id)).toBe(before);
    outageOf(loaded).failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar salvar novamente' }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before + 250), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByText('Há 1 alteração não salva.')).not.toBeInTheDocument());
  },
};

/**
 * The save gets no answer in time (the client's TIMEOUT, here 3 s): the generic modal (code 6);
 * OK keeps the typed value and the retry saves it once the backend answers again.
 */
export const FailedSaveTimeout: Story = {
  render: (args, { loaded }) => {
    const { backend, perfil } = loaded as Loaded;
    const user = backend.db.network.users.find((candidate) => candidate.email === perfil.email);
    const token = user ? backend.context.issueToken(user) : null;
    const api = createApiClient({ baseUrl: backend.baseUrl, getToken: () => token, timeoutMs: 3000 });
    return <SellerApproval {...args} api={api} user={perfil} />;
  },
  beforeEach: (context) => {
    const state = { failing: true, calls: 0 };
    worker(context).use(
      http.put(`${API()}/atualizarvalorvendedorvalor`, async () => {
        state.calls += 1;
        if (!state.failing) return undefined;
        // No answer within the client's time limit.
        await new Promise((resolve) => setTimeout(resolve, 4000));
        return HttpResponse.json(true);
      }),
    );
    (context.loaded as { outage?: typeof state }).outage = state;
  },
  play: async ({ canvasElement, loaded }) => {
    await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const { card, id, before } = await editFirstSeller(canvasElement, backend, 150);
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    const error = await expectErrorCode(6);
    await expect(error.getByText(/^O que você digitou continua na tela/)).toBeVisible();
    // Issue 17: the dialog says why.
    await expect(error.getByText('O servidor não respondeu a tempo.')).toBeVisible();
    await userEvent.click(error.getByRole('button', { name: 'OK' }));
    await expect(valueInput(card)).toHaveValue(new Intl.NumberFormat('pt-BR').format(before + 150));
    await expect(within(card).getByText('Não salvo')).toBeVisible();
    await expect(sellerTotal(backend, id)).toBe(before);
    outageOf(loaded).failing = false;
    await userEvent.click(within(card).getByRole('button', { name: /^Tentar novamente \(/ }));
    await waitFor(() => expect(sellerTotal(backend, id)).toBe(before + 150), { timeout: 5000 });
    await waitFor(() => expect(within(card).queryByText('Não salvo')).not.toBeInTheDocument());
  },
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Issue 16 item 1 on this screen: 'Aprovar Metas' is docked in the bottom bar with the floating
 * difference, so at every scroll position (0 to the end, every 100 px, and 370) it is in view and
 * a click at its centre reaches it; then a real click, scrolled past 370 px, approves.
 */
export const ApproveNeverCovered: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    // Open two category tables so the page is long.
    for (const card of cards(canvasElement).slice(0, 2)) {
      await userEvent.click(within(card).getByRole('button', { name: /^Visualizar por Categoria de / }));
      await within(card).findByRole('table', { name: /^Metas por categoria de / });
    }
    const bar = canvas.getByRole('region', { name: 'Diferença a distribuir' });
    const approve = canvas.getByRole('button', { name: 'Aprovar Metas' });
    await expect(bar.contains(approve)).toBe(true);
    const max = document.documentElement.scrollHeight - window.innerHeight;
    await expect(max).toBeGreaterThan(370);
    const positions = [...new Set([...Array.from({ length: Math.ceil(max / 100) + 1 }, (_, i) => Math.min(i * 100, max)), 370])];
    for (const y of positions) {
      window.scrollTo(0, y);
      await nextFrame();
      const box = approve.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const centreY = box.top + box.height / 2;
      await expect({ y, inView: centreY > 0 && centreY < window.innerHeight }).toEqual({ y, inView: true });
      await expect({ y, reached: approve.contains(document.elementFromPoint(x, centreY)) }).toEqual({ y, reached: true });
      // The floating difference shows beside it once scrolled 370 px, never on top of it.
      const summary = canvas.queryByRole('complementary', { name: 'Diferença entre vendedores e supervisor' });
      await expect(summary !== null).toBe(window.scrollY >= 370);
    }
    window.scrollTo(0, 400);
    await nextFrame();
    await expect(approve).toBeEnabled();
    await userEvent.click(approve);
    await dialogNamed('Metas aprovadas!');
    await waitFor(() => expect(partOf(backend, 5102).status).toBe('Aprovada supervisor'));
    window.scrollTo(0, 0);
  },
};

