import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProfilerOnRenderCallback } from 'react';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { MONTH_NAMES, formatInteger, type MetaType, type MetasSelection, type ProfilePreset } from '@conecta/core';
import { axeOnFirstItems } from '@conecta/ui/testing';
import { SellerApproval } from './SellerApproval';
import { RenderProbeContext } from './components/screen-context';
import {
  API,
  cards,
  dialogNamed,
  loadedOf,
  loadedScreen,
  openCategories,
  periodKeyOf,
  selectionOf,
  sum,
  typeValue,
  valueInput,
  worker,
  type Loaded,
  type Period,
} from './test/story-helpers';

/**
 * Issue 22: the programming screens of COBERTURA, RECOMENDADOR and PRODUTO FOCO — the seller split
 * engine of 'Aprovar Metas VBC' in each type's unit, on the mock backend's targets of each type
 * (this month programmed for every team, last month approved, earlier months released).
 */



/** The supervisor of the demo 'supervisor' profile. */
const SUPERVISOR = 5102;

/** This month's target of a type (or another seeded period), as the address carries it. */
const selectionFor = (metaType: MetaType, period: Period = 'emAberto'): MetasSelection => ({ ...selectionOf(period), tipoMeta: metaType });

/** The type's target of a seeded period in the mock database. */
function targetOf(backend: MockBackend, metaType: MetaType, period: Period = 'emAberto') {
  const periodo = periodKeyOf(period);
  const target = backend.db.metas.targets.find((t) => t.periodo === periodo && t.linha === 'BRL1' && t.tipoMeta === metaType);
  if (!target) throw new Error(`no seeded ${metaType} target for ${period}`);
  return target;
}

function partOf(backend: MockBackend, metaType: MetaType, supervisorId = SUPERVISOR) {
  const part = targetOf(backend, metaType).supervisors.find((candidate) => candidate.id === supervisorId);
  if (!part) throw new Error(`no part of ${supervisorId}`);
  return part;
}

/** This month's COBERTURA seller rows of the supervisor's team, as the mock answers them. */
async function coberturaSellers(api: ApiClient) {
  const selection = selectionFor('COBERTURA');
  const { data } = await api.GET('/tabelacartametavendedorresumo', {
    params: {
      query: { IdPuxada: '10234', Versao: selection.versao ?? '', Linha: 'BRL1', TipoMeta: 'COBERTURA', Tipo: 'R', Empregado: String(SUPERVISOR), Cliente: '000' },
    },
  });
  return data ?? [];
}

/** The seller's active customers (`qtdSoldAtivos` of his row). */
async function activeCustomersOf(api: ApiClient, id: number): Promise<number> {
  const row = (await coberturaSellers(api)).find((candidate) => candidate.idEmpregadoFlexx === String(id));
  if (row?.qtdSoldAtivos === undefined) throw new Error(`no active customers for ${id}`);
  return row.qtdSoldAtivos;
}

/** Every seller's COBERTURA ceiling (active customers × categories). */
async function capacityOf(api: ApiClient, categories: number): Promise<Map<string, number>> {
  return new Map((await coberturaSellers(api)).map((row) => [row.idEmpregadoFlexx, (row.qtdSoldAtivos ?? 0) * categories]));
}

const firstCard = (canvasElement: HTMLElement) => {
  const card = cards(canvasElement)[0];
  if (!card) throw new Error('no seller card');
  return card;
};

/** Waits until no save runs: the seller's 'Salvando…' gone and the screen's wait dialog closed. */
async function saved(card: HTMLElement) {
  await waitFor(() => expect(within(card).queryByText('Salvando…')).not.toBeInTheDocument(), { timeout: 10_000 });
  await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Aguarde...' })).not.toBeInTheDocument(), { timeout: 10_000 });
}

const nameOf = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent ?? '';

/** The first seller's card on the loaded screen: his id, name and active customers. */
async function firstSeller(canvasElement: HTMLElement, { api, backend }: Loaded) {
  await loadedScreen(canvasElement);
  const card = firstCard(canvasElement);
  const id = Number(card.dataset.sellerId);
  return { backend, card, id, name: nameOf(card), active: await activeCustomersOf(api, id) };
}

const meta = {
  title: 'Features/Metas/Programação por tipo',
  component: SellerApproval,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'supervisor' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as ProfilePreset,
    metaType: 'COBERTURA',
    initialSelection: selectionFor('COBERTURA'),
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false }, metaType: { control: 'inline-radio', options: ['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO'] } },
  render: (args, { loaded }) => <SellerApproval {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />,
} satisfies Meta<typeof SellerApproval>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * COBERTURA for a supervisor: customers, not reais — the cards, the supervisor's target and the
 * difference in 'clientes', each seller's active customers beside his average, the table cells as
 * whole numbers; the breadcrumb and the address name the type.
 */
export const Cobertura: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Programação Cobertura' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    for (const text of ['Metas', 'Programação Vendedor', 'COBERTURA', 'BRL1']) await expect(crumbs.getByText(text)).toBeVisible();
    await expect(canvas.getByTestId('unit-note')).toHaveTextContent(
      'Cobertura em clientes: em cada categoria, quantos clientes do vendedor devem comprar no mês; o total soma as categorias. Em uma categoria a meta de um vendedor não passa dos seus clientes ativos.',
    );
    await expect(canvas.getByText('COBERTURA Assumida Supervisor')).toBeVisible();
    await expect(canvas.getByText('Alterações COBERTURA Supervisor')).toBeVisible();
    const part = partOf(backend, 'COBERTURA');
    await expect(canvas.getAllByText(`${formatInteger(sum(part.values))} clientes`).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/R\$/)).not.toBeInTheDocument();
    await expect(canvas.getByTestId('difference')).toHaveTextContent('0 clientes');
    await expect(canvas.getByTestId('status')).toHaveTextContent('Aprovada gerente');
    await expect(cards(canvasElement)).toHaveLength(part.sellers.length);
    const card = firstCard(canvasElement);
    await expect(within(card).getByText(/^Média:/)).toHaveTextContent(/^Média: [\d.]+ clientes?$/);
    const active = await activeCustomersOf((loaded as Loaded).api, Number(card.dataset.sellerId));
    await expect(within(card).getByText(/^Clientes ativos/)).toHaveTextContent(`Clientes ativos (limite por categoria): ${formatInteger(active)}`);
    await expect(canvas.getByRole('button', { name: 'Aprovar Metas' })).toBeEnabled();
  },
};

/** The address a change of the selection writes is the type's own screen, with its type. */
export const AddressFollowsType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await loadedScreen(canvasElement);
    const month = new Date().getMonth() + 1;
    const other = MONTH_NAMES[(month === 1 ? 2 : month - 1) - 1] ?? '';
    await userEvent.click(await canvas.findByRole('button', { name: /Período$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: other }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenLastCalledWith(expect.stringMatching(/^\/metas\/cobertura-programacao\?.*meta=COBERTURA/)));
  },
};

/**
 * A COBERTURA category above the seller's active customers is refused before anything is sent:
 * the dialog names the category and the limit, the value typed stays in the table (marked), and a
 * value within the limit saves.
 */
export const CoberturaCategoryAboveActive: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { backend, card, id, name, active } = await firstSeller(canvasElement, loaded as Loaded);
    const stored = [...(partOf(backend, 'COBERTURA').sellers.find((seller) => seller.id === id)?.values ?? [])];
    const table = await openCategories(card);
    const category = targetOf(backend, 'COBERTURA').categories[0]?.nome ?? '';
    const cell = within(table).getByRole('textbox', { name: `Meta Planejada de ${category} (${name})` });
    await typeValue(cell, String(active + 1));
    const dialog = await dialogNamed('ATENÇÃO!');
    await expect(
      dialog.getByText(
        `Categoria ${category} de ${name}: a cobertura de uma categoria não pode passar dos clientes ativos do vendedor (${formatInteger(active)}). Nada foi salvo; o que você digitou continua na tabela.`,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(cell).toHaveValue(formatInteger(active + 1));
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await expect(within(card).getByText('Valor não permitido: corrija antes de salvar')).toBeVisible();
    await expect(partOf(backend, 'COBERTURA').sellers.find((seller) => seller.id === id)?.values).toEqual(stored);
    // Within the limit: asked, then saved.
    await typeValue(cell, String(active));
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(partOf(backend, 'COBERTURA').sellers.find((seller) => seller.id === id)?.values[0]).toBe(active), { timeout: 8000 });
  },
};

/** A COBERTURA total that cannot fit the seller's active customers × the categories: refused, naming the limit; the value reverts. */
export const CoberturaTotalAboveActive: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { backend, card, id, name, active } = await firstSeller(canvasElement, loaded as Loaded);
    const categories = targetOf(backend, 'COBERTURA').categories.length;
    const before = sum(partOf(backend, 'COBERTURA').sellers.find((seller) => seller.id === id)?.values ?? []);
    const input = valueInput(card);
    await typeValue(input, String(active * categories + 1));
    const dialog = await dialogNamed('ATENÇÃO!');
    await expect(
      dialog.getByText(
        `A cobertura de ${name} não pode passar de ${formatInteger(active * categories)} (${formatInteger(active)} clientes ativos em cada uma das ${categories} categorias). O valor anterior foi mantido.`,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(input).toHaveValue(formatInteger(before)));
    await expect(within(document.body).queryByRole('alertdialog', { name: 'Salvar novo valor.' })).not.toBeInTheDocument();
  },
};

/**
 * A count is split in whole units with nothing to tolerate: one customer more than the
 * supervisor's target already asks to redistribute ('A meta está acima…'), and 'Aprovar Metas'
 * answers 'Existem valores a serem distribuídos entre os vendedores.' (VBC tolerates 0 to 10 reais).
 */
export const CoberturaNothingToTolerate: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    const card = firstCard(canvasElement);
    const id = Number(card.dataset.sellerId);
    const before = sum(partOf(backend, 'COBERTURA').sellers.find((seller) => seller.id === id)?.values ?? []);
    await typeValue(valueInput(card), String(before + 1));
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(canvas.getByTestId('difference')).toHaveTextContent('1 cliente'), { timeout: 8000 });
    await saved(card);
    await expect(
      canvas.getByText(
        'A meta está acima do que você planejou inicialmente. É necessário chegar no valor programado redistribuindo a diferença entre os outros vendedores.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar Metas' }));
    await expect((await dialogNamed(/Atenção|ATENÇÃO/)).getByText('Existem valores a serem distribuídos entre os vendedores.')).toBeVisible();
    await expect(partOf(backend, 'COBERTURA').status).toBe('Aprovada gerente');
  },
};

/**
 * 'Distribuir diferença' on COBERTURA never takes a seller above his active customers: the
 * supervisor's target is raised to 7 customers more than the whole team can cover; the preview
 * fills every seller to his ceiling and says what stays to distribute ('-7 clientes'), and after
 * applying no category of any seller is above his active customers.
 */
export const CoberturaDistributeWithinActive: Story = {
  beforeEach: async (context) => {
    const { api, backend } = loadedOf(context);
    const target = targetOf(backend, 'COBERTURA');
    const part = partOf(backend, 'COBERTURA');
    const capacity = [...(await capacityOf(api, target.categories.length)).values()].reduce((a, b) => a + b, 0);
    part.values[0] = (part.values[0] ?? 0) + capacity + 7 - sum(part.values);
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { api, backend } = loaded as Loaded;
    const categories = targetOf(backend, 'COBERTURA').categories.length;
    const ceilings = await capacityOf(api, categories);
    await userEvent.click(canvas.getByRole('button', { name: 'Distribuir diferença' }));
    const dialog = await dialogNamed('Distribuir diferença');
    await expect(dialog.getByText('Diferença após aplicar: -7 clientes')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Aplicar e salvar' }));
    await waitFor(() => expect(canvas.getByTestId('difference')).toHaveTextContent('-7 clientes'), { timeout: 15_000 });
    for (const card of cards(canvasElement)) await saved(card);
    for (const seller of partOf(backend, 'COBERTURA').sellers) {
      const ceiling = ceilings.get(String(seller.id)) ?? 0;
      await expect(sum(seller.values)).toBe(ceiling);
      await expect(Math.max(...seller.values)).toBeLessThanOrEqual(ceiling / categories);
    }
  },
};

/** RECOMENDADOR for a supervisor: items; approving the programmed split works as on VBC. */
export const Recomendador: Story = {
  args: { metaType: 'RECOMENDADOR', initialSelection: selectionFor('RECOMENDADOR') },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Programação Recomendador' })).toBeVisible();
    await expect(canvas.getByText('RECOMENDADOR Assumido Supervisor')).toBeVisible();
    await expect(canvas.getAllByText(`${formatInteger(sum(partOf(backend, 'RECOMENDADOR').values))} itens`).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('difference')).toHaveTextContent('0 itens');
    await expect(within(firstCard(canvasElement)).queryByText(/^Clientes ativos/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar Metas' }));
    await dialogNamed('Metas aprovadas!');
    await expect(partOf(backend, 'RECOMENDADOR').status).toBe('Aprovada supervisor');
  },
};

/** PRODUTO FOCO for a supervisor: reais, and the spec's 0 to 10 of rounding tolerated (5 reais above still approves). */
export const ProdutoFoco: Story = {
  args: { metaType: 'FOCO', initialSelection: selectionFor('FOCO') },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await loadedScreen(canvasElement);
    const { backend } = loaded as Loaded;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Programação Produto Foco' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Navegação estrutural' }));
    await expect(crumbs.getByText('PRODUTO FOCO')).toBeVisible();
    await expect(canvas.getByText('PRODUTO FOCO Assumido Supervisor')).toBeVisible();
    await expect(within(firstCard(canvasElement)).getByText('Média: R$', { exact: false })).toBeVisible();
    const card = firstCard(canvasElement);
    const id = Number(card.dataset.sellerId);
    const before = sum(partOf(backend, 'FOCO').sellers.find((seller) => seller.id === id)?.values ?? []);
    await typeValue(valueInput(card), String(before + 5));
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(canvas.getByTestId('difference')).toHaveTextContent('R$ 5'), { timeout: 8000 });
    await saved(card);
    await userEvent.click(canvas.getByRole('button', { name: 'Aprovar Metas' }));
    await dialogNamed('Metas aprovadas!');
    await expect(partOf(backend, 'FOCO').status).toBe('Aprovada supervisor');
  },
};

/**
 * The manager follows the other types' programming, read-only: every team's status, the sellers'
 * values without a field to type in, and why ('Somente consulta'), with a way to the status screen.
 */
export const GerenteFollows: Story = {
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = await loadedScreen(canvasElement);
    const target = targetOf((loaded as Loaded).backend, 'COBERTURA');
    await expect(cards(canvasElement)).toHaveLength(target.supervisors.reduce((acc, part) => acc + part.sellers.length, 0));
    await expect(canvas.getByText('Somente consulta')).toBeVisible();
    await expect(canvas.getByTestId('lock')).toHaveTextContent(
      'A programação da meta COBERTURA entre os vendedores é feita pelo supervisor de cada equipe. Aqui você acompanha os valores e o status de cada equipe; para liberar a meta aprovada, use a tela Status do planejamento de metas.',
    );
    await expect(valueInput(firstCard(canvasElement))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Aprovar Metas' })).toBeDisabled();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o Status das metas' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/metas/status');
  },
};

/** The backend says no too: the manager's save of a COBERTURA seller is refused (403). */
export const GerenteRefusedByBackend: Story = {
  globals: { perfil: 'gerente' },
  play: async ({ loaded }) => {
    const { api, backend } = loaded as Loaded;
    const part = partOf(backend, 'COBERTURA');
    const seller = part.sellers[0];
    if (!seller) throw new Error('no seller');
    const selection = selectionFor('COBERTURA');
    await expect(
      api.PUT('/atualizarvalorvendedorvalor', {
        params: {
          query: {
            IdPuxada: '10234',
            Versao: selection.versao ?? '',
            TipoMeta: 'COBERTURA',
            Linha: 'BRL1',
            GrupoMeta: 'BRL1',
            valor: sum(seller.values) + 1,
            EmpregadoSupervisor: String(part.id),
            empregadoVendedor: String(seller.id),
            usuario: 'gerente@conecta.example',
            DataAtualizacao: '2026-01-01 10:00:00',
            Tipo: 'P',
          },
        },
      }),
    ).rejects.toMatchObject({ status: 403 });
  },
};

/**
 * Not programmed for the team yet (the type's planning and split happen outside the portal): the
 * notice says so, without the VBC screens' buttons; no cards, no difference.
 */
export const NotProgrammedYet: Story = {
  beforeEach: (context) => {
    const target = targetOf(loadedOf(context).backend, 'COBERTURA');
    target.status = 'Rateada';
    for (const part of target.supervisors) {
      part.status = 'Rateada';
      for (const seller of part.sellers) {
        seller.values = [];
        seller.sugerida = 0;
      }
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Meta ainda não programada para a equipe', {}, { timeout: 10_000 });
    await expect(canvas.getByTestId('lock')).toHaveTextContent(
      'A meta COBERTURA desta linha ainda não foi programada para a sua equipe. Ela é planejada e rateada entre os supervisores fora do portal; quando chegar programada, os valores dos seus vendedores aparecem aqui para você distribuir e aprovar.',
    );
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /^Ir para/ })).not.toBeInTheDocument();
  },
};

/** Last month's COBERTURA, approved by the team: read-only, waiting for the manager's release. */
export const CoberturaApproved: Story = {
  args: { initialSelection: selectionFor('COBERTURA', 'aprovadaSupervisor') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Metas dos vendedores já aprovadas', {}, { timeout: 10_000 });
    await expect(canvas.getByTestId('status')).toHaveTextContent('Aprovada supervisor');
    await expect(valueInput(firstCard(canvasElement))).toBeDisabled();
  },
};

/** The spinner 'Carregando metas' while the type's target is read. */
export const Loading: Story = {
  parameters: { backend: { held: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar', { name: 'Carregando metas' })).toBeVisible(), { timeout: 5000 });
  },
};

/** A month with no target of the type: 'Nenhum dado para este período!'. */
export const EmptyPeriod: Story = {
  args: { initialSelection: { ...selectionFor('COBERTURA', 'semDados'), versao: undefined, linha: undefined } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Nenhum dado para este período!')).toBeVisible(), { timeout: 8000 });
  },
};

/** The sellers cannot be read: the spec's dialog with code 12, and OK reads them again. */
export const ServerError: Story = {
  beforeEach: (context) => {
    const state = { failing: true };
    worker(context).use(
      http.get(`${API()}/tabelacartametavendedorresumo`, () =>
        state.failing ? HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }) : undefined,
      ),
    );
    (context.loaded as { outage?: typeof state }).outage = state;
  },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await dialogNamed('Atenção!');
    await expect(dialog.getByText('Algo deu errado!')).toBeVisible();
    await expect(dialog.getByText('Código: 12')).toBeVisible();
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await loadedScreen(canvasElement);
  },
};

const renders = new Map<string, number>();
const onRender: ProfilerOnRenderCallback = (id) => {
  renders.set(id, (renders.get(id) ?? 0) + 1);
};

/**
 * Large: one supervisor with 40 sellers × 40 categories (the large broker's first four teams made
 * one). Confirming one seller's new COBERTURA value re-renders exactly that card and the totals; the
 * other 39 cards do not render at all (React Profiler counts), as on VBC.
 */
export const LargeRenderIsolation: Story = {
  // axe checks the first 20 of the 40 cards (the others repeat them).
  parameters: { backend: { scenario: 'large' }, ...axeOnFirstItems('article[data-seller-id]') },
  beforeEach: (context) => {
    const target = targetOf(loadedOf(context).backend, 'COBERTURA');
    const mine = target.supervisors.find((part) => part.id === SUPERVISOR);
    if (!mine) throw new Error('no part of the supervisor');
    const others = target.supervisors.filter((part) => part !== mine);
    while (mine.sellers.length < 40 && others.length > 0) {
      const from = others.shift();
      if (!from) break;
      mine.sellers.push(...from.sellers.splice(0, 40 - mine.sellers.length));
    }
    mine.values = target.categories.map((_, i) => sum(mine.sellers.map((seller) => seller.values[i] ?? 0)));
  },
  render: (args, { loaded }) => (
    <RenderProbeContext.Provider value={onRender}>
      <SellerApproval {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />
    </RenderProbeContext.Provider>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: /^Vendedores/ }, { timeout: 30_000 });
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(40), { timeout: 10_000 });
    await expect(targetOf((loaded as Loaded).backend, 'COBERTURA').categories).toHaveLength(40);
    const card = cards(canvasElement)[20] as HTMLElement;
    const id = card.dataset.sellerId ?? '';
    const input = valueInput(card);
    await userEvent.clear(input);
    await userEvent.type(input, '321');
    renders.clear();
    await userEvent.keyboard('{Enter}');
    await dialogNamed('Salvar novo valor.');
    await expect(Object.fromEntries(renders)).toEqual({ [`seller-${id}`]: 3, totals: 1, actions: 1, floating: 1 });
    renders.clear();
    await userEvent.click((await dialogNamed('Salvar novo valor.')).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(within(card).queryByText('Salvando…')).not.toBeInTheDocument(), { timeout: 20_000 });
    await expect([...renders.keys()].filter((key) => key.startsWith('seller-'))).toEqual([`seller-${id}`]);
    // The saved value is the one already shown: the totals render again at most once.
    await expect(renders.get('totals') ?? 0).toBeLessThanOrEqual(1);
  },
};
