import { type ProfilerOnRenderCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import type { ProfilePreset } from '@conecta/core';
import { RenderProbeContext } from '@conecta/ui';
import { axeOnFirstItems } from '@conecta/ui/testing';
import { SystemPermissions } from './SystemPermissions';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

const API = '*/backend';
const worker = (context: unknown) => (context as { msw: SetupWorker }).msw;

const meta = {
  title: 'Features/Usuários/Permissões de sistemas',
  component: SystemPermissions,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'masterBroker' },
  args: { api: undefined as unknown as ApiClient, user: undefined as unknown as ProfilePreset },
  argTypes: { api: { control: false }, user: { control: false } },
  render: (args, { loaded }) => <SystemPermissions {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />,
} satisfies Meta<typeof SystemPermissions>;
export default meta;

type Story = StoryObj<typeof meta>;

async function loadedGrid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('table', { name: 'Permissões por usuário' }, { timeout: 10_000 });
  await waitFor(() => expect(grid.querySelectorAll('tbody tr[data-user-id]').length).toBeGreaterThan(0), { timeout: 10_000 });
  return { canvas, grid };
}

const rowsOf = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('tbody tr[data-user-id]')];
const nameOf = (row: HTMLElement) => row.querySelector('th')?.firstChild?.textContent ?? '';

/** The broker master's users: every one he may change, by name, each feature with Visualizar and Editar. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, grid } = await loadedGrid(canvasElement);
    const { api } = loaded as Loaded;
    const { data } = await api.GET('/permissaosistema/getdadospermissoesusuarios', { params: { query: { codigoPuxada: '10234', brokers: '10234' } } });
    await expect(rowsOf(grid).map(nameOf)).toEqual((data ?? []).map((user) => user.nomeUsuario));
    await expect(canvas.getByText(`${data?.length ?? 0} usuários`)).toBeVisible();
    for (const feature of ['METAS', 'NOTIFICACOES', 'ESTOQUE', 'PESQUISA', 'RELATORIOS', 'RECARGA']) await expect(within(grid).getByRole('columnheader', { name: feature })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revisar alterações (0)' })).toBeDisabled();
  },
};

/** Editar needs Visualizar; unchecking Visualizar clears Editar; a feature the function does not allow is off. */
export const CellRules: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await loadedGrid(canvasElement);
    const row = rowsOf(grid).find((candidate) => !(candidate.querySelector<HTMLInputElement>('input[aria-label^="Visualizar RELATORIOS"]')?.disabled ?? true)) as HTMLElement;
    const name = nameOf(row);
    const view = within(row).getByRole('checkbox', { name: `Visualizar RELATORIOS: ${name}` });
    const edit = within(row).getByRole('checkbox', { name: `Editar RELATORIOS: ${name}` });
    if (!(view as HTMLInputElement).checked) await userEvent.click(view);
    await userEvent.click(edit);
    await expect(edit).toBeChecked();
    await userEvent.click(view);
    await expect(view).not.toBeChecked();
    await expect(edit).not.toBeChecked();
    await expect(edit).toBeDisabled();
    await expect(row).toHaveAttribute('data-changed');
    await expect(canvas.getByRole('button', { name: /^Revisar alterações \(\d+\)$/ })).toBeEnabled();
  },
};

/** A column for everyone shown: Editar RELATORIOS for all; the review lists each user; 'Salvar' saves all in one call. */
export const BulkColumnAndSave: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { canvas, grid } = await loadedGrid(canvasElement);
    const { api } = loaded as Loaded;
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Editar RELATORIOS para todos os usuários mostrados' }));
    const eligible = rowsOf(grid).filter((row) => !(row.querySelector<HTMLInputElement>('input[aria-label^="Editar RELATORIOS"]')?.disabled ?? true));
    for (const row of eligible) await expect(row.querySelector('input[aria-label^="Editar RELATORIOS"]')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /^Revisar alterações/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Alterações a salvar' });
    await expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const done = await within(document.body).findByRole('dialog', { name: 'Tudo certo!' }, { timeout: 10_000 });
    await expect(within(done).getByText('Alterações salvas com sucesso.')).toBeInTheDocument();
    // Saved: every eligible user now has RELATORIOS edit (read back from the backend).
    const { data } = await api.GET('/permissaosistema/getdadospermissoesusuarios', { params: { query: { codigoPuxada: '10234', brokers: '10234' } } });
    const missing = eligible
      .map((row) => Number(row.dataset.userId))
      .filter((id) => !data?.find((user) => user.idUsuario === id)?.permissoes.some((permission) => permission.idFuncionalidade === 5 && permission.editar));
    await expect(missing).toEqual([]);
  },
};

/** The save fails: the spec's 'Algo deu errado!', and every change stays to save again. */
export const SaveError: Story = {
  beforeEach: (context) => {
    worker(context).use(http.post(`${API}/permissaosistema/postdadospermissoes`, () => HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await loadedGrid(canvasElement);
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Visualizar PESQUISA para todos os usuários mostrados' }));
    const review = canvas.getByRole('button', { name: /^Revisar alterações/ });
    const label = review.textContent;
    await userEvent.click(review);
    await userEvent.click(within(await within(document.body).findByRole('dialog', { name: 'Alterações a salvar' })).getByRole('button', { name: 'Salvar' }));
    const failed = await within(document.body).findByRole('alertdialog', { name: /Algo deu errado!/ }, { timeout: 10_000 });
    await expect(within(failed).getByText(/Não houve retorno de dados\./)).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('button', { name: /^Revisar alterações/ })).toHaveTextContent(label ?? '');
  },
};

/** Search by name or e-mail, and 'Só alterados'. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, grid } = await loadedGrid(canvasElement);
    const first = rowsOf(grid)[0] as HTMLElement;
    const name = nameOf(first);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar usuário' }), name.slice(0, 5).toUpperCase());
    await waitFor(() => expect(rowsOf(grid).every((row) => nameOf(row).toUpperCase().includes(name.slice(0, 5).toUpperCase()) || (row.querySelector('th span')?.textContent ?? '').toUpperCase().includes(name.slice(0, 5).toUpperCase()))).toBe(true));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Pesquisar usuário' }));
    await userEvent.click(within(first).getByRole('button', { name: `Nenhum para ${name}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Só alterados' }));
    await waitFor(() => expect(rowsOf(grid).map(nameOf)).toEqual([name]));
  },
};

const renders = new Map<string, number>();
const onRender: ProfilerOnRenderCallback = (id) => {
  renders.set(id, (renders.get(id) ?? 0) + 1);
};

/**
 * Large: 500 users × 6 features. Checking one cell renders that user's row once and no other; a
 * column for all 500 renders each row once.
 */
export const Large: Story = {
  globals: { perfil: 'masterFlag' },
  // axe checks the first 20 of the 500 users' rows (the others repeat them).
  parameters: { ...axeOnFirstItems('tbody tr[data-user-id]') },
  beforeEach: ({ loaded }) => {
    const { backend } = loaded as Loaded;
    const users = backend.db.network.users;
    const template = users.find((user) => user.funcaoUsuario === 10);
    if (!template) throw new Error('no manager to copy');
    // 500 besides the master himself (never listed).
    for (let n = users.length; n <= 500; n += 1) users.push({ ...template, idUsuario: 90_000 + n, nomeUsuario: `Usuário ${String(n).padStart(3, '0')}`, email: `usuario${n}@conecta.example` });
  },
  render: (args, { loaded }) => (
    <RenderProbeContext.Provider value={onRender}>
      <SystemPermissions {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />
    </RenderProbeContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const { grid } = await loadedGrid(canvasElement);
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThanOrEqual(500), { timeout: 20_000 });
    const row = rowsOf(grid)[250] as HTMLElement;
    const id = row.dataset.userId ?? '';
    renders.clear();
    await userEvent.click(within(row).getByRole('checkbox', { name: `Visualizar PESQUISA: ${nameOf(row)}` }));
    await expect(Object.fromEntries(renders)).toEqual({ [`user-${id}`]: 1 });
    renders.clear();
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Visualizar ESTOQUE para todos os usuários mostrados' }));
    await expect([...renders.values()].every((count) => count === 1)).toBe(true);
  },
};

/** Loading: the users wait for the backend (held until the story ends). */
export const Loading: Story = {
  parameters: { backend: { held: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('progressbar').length).toBeGreaterThan(0), { timeout: 5000 });
  },
};

/** Nobody to change in the brokers: the grid says so. */
export const Empty: Story = {
  beforeEach: (context) => {
    worker(context).use(http.get(`${API}/permissaosistema/getdadospermissoesusuarios`, () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum usuário nestes brokers.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The users cannot be read: why, and 'Tentar novamente'. */
export const ServerError: Story = {
  beforeEach: (context) => {
    const state = { failing: true };
    worker(context).use(
      http.get(`${API}/permissaosistema/getdadospermissoesusuarios`, () => (state.failing ? HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }) : undefined)),
    );
    (context.loaded as { outage?: typeof state }).outage = state;
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os usuários.', {}, { timeout: 10_000 })).toBeVisible();
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await loadedGrid(canvasElement);
  },
};

/** A function outside 1, 15, 16 (the manager): the backend refuses and the screen says why. */
export const Refused: Story = {
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem permissão para esta ação.', {}, { timeout: 10_000 })).toBeVisible();
  },
};
