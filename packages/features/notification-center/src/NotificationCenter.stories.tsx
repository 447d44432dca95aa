import { useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createConectaQueryClient, type ApiClient } from '@conecta/api';
import { holdCalls, type MockBackend } from '@conecta/api/mocks';
import type { CurrentUser, ProfilePreset } from '@conecta/core';
import { Button } from '@conecta/ui';
import { http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { NotificationCenter, type NotificationCenterProps } from './NotificationCenter';
import type { NotificationReveal } from './state/reveal';
import { actionsOutOfReach, brokenWords, captureScreen } from '@conecta/ui/testing';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

type Notification = MockBackend['db']['notifications']['notifications'][number];

const loadedOf = (context: { loaded: unknown }) => context.loaded as Loaded;

const meta = {
  title: 'Features/Notificações/Central',
  component: NotificationCenter,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'gerente' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as CurrentUser,
    onCreate: fn(),
    onEdit: fn(),
    onNavigate: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false } },
  render: (args, { loaded }) => <NotificationCenter {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />,
} satisfies Meta<typeof NotificationCenter>;
export default meta;

type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Helpers.

const body = () => within(document.body);

/** The grid once its rows arrived: the table and its body rows. */
async function loadedGrid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Todas as notificações' }, { timeout: 8000 });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), { timeout: 8000 });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0), { timeout: 8000 });
  return { canvas, table: within(table), rows: () => within(table).getAllByRole('row').slice(1) };
}

const headersOf = (table: ReturnType<typeof within>) => table.getAllByRole('columnheader').map((cell: HTMLElement) => cell.textContent);

/** The body row whose title contains `text`. */
async function rowWith(table: ReturnType<typeof within>, text: string | RegExp) {
  const header = await table.findByRole('rowheader', { name: new RegExp(typeof text === 'string' ? text : text.source) });
  return within(header.closest('tr') as HTMLElement);
}

/** A dialog (or alertdialog) by name, once it faded in. */
async function openDialog(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await body().findByRole(role, { name }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function closed(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(body().queryByRole(role, { name })).not.toBeInTheDocument(), { timeout: 5000 });
}

/** Records the bodies of POST /notificacoes/atualizarnotificacoes and the image deletions. */
function recordCalls(context: { loaded: unknown }) {
  const updates: Record<string, unknown>[] = [];
  const imageDeletes: URLSearchParams[] = [];
  const grids: string[] = [];
  loadedOf(context).api.use({
    onRequest: async ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/notificacoes/atualizarnotificacoes')) updates.push((await request.clone().json()) as Record<string, unknown>);
      if (url.pathname.endsWith('/notificacoes/deleteimagenotificacao')) imageDeletes.push(url.searchParams);
      if (url.pathname.endsWith('/notificacoes/getdadosgrid')) grids.push(url.searchParams.get('origem') ?? '');
      return undefined;
    },
  });
  return { updates, imageDeletes, grids };
}

/** Makes every call whose path ends with `suffix` answer `status` (with `body`). */
function answer(context: { loaded: unknown }, suffix: string, status: number, payload: unknown = { message: 'Erro simulado.' }) {
  loadedOf(context).api.use({
    onResponse: ({ request }) =>
      new URL(request.url).pathname.endsWith(suffix)
        ? new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } })
        : undefined,
  });
}

const notificationsOf = (context: { loaded: unknown }) => loadedOf(context).backend.db.notifications;

/** Keeps only the notifications that pass `keep` (the rest of the seed is dropped for this story). */
function keepOnly(context: { loaded: unknown }, keep: (record: Notification) => boolean) {
  const state = notificationsOf(context);
  state.notifications = state.notifications.filter(keep);
}

const isOwnOf10234 = (record: Notification) => record.origem === 'BROKER' && record.brokers.includes(10234);
const sentTo10234 = (record: Notification) => record.origem === 'NESTLE' && record.destinatarios.some((d) => d.idPuxada === 10234);
const recipient10234 = (record: Notification) => record.destinatarios.find((d) => d.idPuxada === 10234);

/** Keeps the broker's own notifications and one manufacturer notification for 10234 in `state`. */
function oneNestleNotification(context: { loaded: unknown }, state: 'aguardando' | 'aceita' | 'recusada' | 'desabilitado') {
  const first = notificationsOf(context).notifications.find(sentTo10234);
  if (!first) throw new Error('the seed has no manufacturer notification for 10234');
  keepOnly(context, (record) => isOwnOf10234(record) || record === first);
  const recipient = recipient10234(first);
  if (!recipient) throw new Error('no recipient');
  recipient.habilitada = state !== 'desabilitado';
  recipient.resposta = state === 'aceita' || state === 'recusada' ? state : 'aguardando';
  first.titulo = 'Campanha de teste do fabricante';
  return first;
}

async function openNestleTab(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  const tab = await canvas.findByRole('tab', { name: `Notificações Nestlé, ${count}` }, { timeout: 8000 });
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  return loadedGrid(canvasElement);
}

const BROKER_HEADERS = ['Título', 'Mensagem', 'Público', 'Vigência', 'Ferramentas'];
const NESTLE_HEADERS = ['Título', 'Mensagem', 'Público', 'Vigência', 'Status'];
const MANUFACTURER_HEADERS = ['Título', 'Mensagem', 'Público', 'Vigência', 'Broker participantes', 'Ferramentas'];

// ---------------------------------------------------------------------------------------------
// Grids per Perfil.

/**
 * Gerente (function 10, broker kind): title, 'Criar nova notificação', the two tabs with the
 * Nestlé count, and the broker's own grid in pages of 3 with every cell of §2.
 */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, args }) => {
    const { canvas, table, rows } = await loadedGrid(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Todas as notificações' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Minhas notificações' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /^Notificações Nestlé, \d+$/ })).toBeVisible());
    await expect(headersOf(table)).toEqual(BROKER_HEADERS);
    await expect(rows()).toHaveLength(3);
    const first = within(rows()[0] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent(/^#\d+ - /);
    await expect(first.getByRole('button', { name: 'Preview' })).toBeVisible();
    await expect(first.getByRole('button', { name: /^(Canais|Solds|Vendedores)$/ })).toBeVisible();
    await expect(first.getByText(/^\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(first.getByText(/^Criada em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(first.getByRole('switch', { name: /^(Habilitada|Desabilitada)$/ })).toBeEnabled();
    await expect(first.getByRole('button', { name: 'Informações de atingimento' })).toBeEnabled();
    await expect(first.getByRole('button', { name: 'Editar notificação' })).toBeEnabled();
    await expect(first.getByRole('button', { name: 'Excluir notificação' })).toBeEnabled();
    await expect(table.getAllByText('Disponível no app').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar nova notificação' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await userEvent.click(first.getByRole('button', { name: 'Editar notificação' }));
    const id = Number(/^#(\d+)/.exec(first.getByRole('rowheader').textContent ?? '')?.[1]);
    await expect(args.onEdit).toHaveBeenCalledWith(id);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Master Broker (function 16): the broker grid and both tabs. */
export const MasterBroker: Story = {
  globals: { perfil: 'masterBroker' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedGrid(canvasElement);
    await expect(headersOf(table)).toEqual(BROKER_HEADERS);
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
  },
};

/** Master Fabricante (function 15, manufacturer kind): 'Broker participantes' with a count and 'Ver lista de brokers'; no Nestlé tab. */
export const MasterFabricante: Story = {
  globals: { perfil: 'masterFabricante' },
  play: async ({ canvasElement }) => {
    const { canvas, table, rows } = await loadedGrid(canvasElement);
    await expect(headersOf(table)).toEqual(MANUFACTURER_HEADERS);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Minhas notificações']);
    const first = within(rows()[0] as HTMLElement);
    await expect(first.getByText(/^\d+ brokers?$/)).toBeVisible();
    await expect(first.getByRole('button', { name: 'Ver lista de brokers' })).toBeVisible();
    await expect(first.getByRole('switch')).toBeEnabled();
    await expect(table.queryByRole('button', { name: 'Aceitar notificação' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Criar nova notificação' })).toBeEnabled());
  },
};

/** Fabricante função 4 (manufacturer kind): the manufacturer grid. */
export const FabricanteFuncao4: Story = {
  globals: { perfil: 'fabricanteFuncao4' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedGrid(canvasElement);
    await expect(headersOf(table)).toEqual(MANUFACTURER_HEADERS);
    await expect(canvas.queryByRole('tab', { name: /Notificações Nestlé/ })).not.toBeInTheDocument();
  },
};

/** Vendedor (function 12): no access — nothing renders and the portal is sent to /dashboard. */
export const VendedorSemAcesso: Story = {
  globals: { perfil: 'vendedor' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/dashboard'));
    await expect(within(canvasElement).queryByRole('heading', { name: 'Notificações' })).not.toBeInTheDocument();
  },
};

/** 'Notificações Nestlé' (broker users): its count in the tab and the Status column of §4. */
export const NotificacoesNestle: Story = {
  play: async (context) => {
    const expected = notificationsOf(context).notifications.filter((record) => sentTo10234(record) && !record.excluida).length;
    const { table } = await openNestleTab(context.canvasElement, expected);
    await expect(headersOf(table)).toEqual(NESTLE_HEADERS);
    await expect(table.queryByRole('switch')).not.toBeInTheDocument();
  },
};

/** Master Flag (function 1) is broker kind: both tabs; it answers for the broker whose status a row shows. */
export const MasterFlag: Story = {
  globals: { perfil: 'masterFlag' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedGrid(canvasElement);
    await expect(headersOf(table)).toEqual(BROKER_HEADERS);
    await waitFor(() => expect(canvas.getByRole('tab', { name: /^Notificações Nestlé, \d+$/ })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Criar nova notificação' })).toBeEnabled());
  },
};

/** Master Flag accepting: with no broker of its own, it answers for the broker whose status the row shows. */
export const MasterFlagAceita: Story = {
  globals: { perfil: 'masterFlag' },
  beforeEach: (context) => void oneNestleNotification(context, 'aguardando'),
  play: async (context) => {
    const calls = recordCalls(context);
    const { table } = await openNestleTab(context.canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await userEvent.click(row.getByRole('button', { name: 'Aceitar notificação' }));
    await userEvent.click(within(await openDialog('Deseja aceitar a notificação enviada?', 'alertdialog')).getByRole('button', { name: 'Sim, aceitar' }));
    await expect(await openDialog('Processo concluído!')).toHaveTextContent('Notificação aceita com sucesso!');
    await expect(calls.updates).toEqual([
      expect.objectContaining({ codigoPuxada: '10234', emailUser: 'master@conecta.example', indAcao: 3, indEstadoAcao: 2 }),
    ]);
  },
};

// ---------------------------------------------------------------------------------------------
// Paging and states.

/** More than 3 rows: pages of 3 and a pager; page 2 shows the next rows. */
export const Pager: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await loadedGrid(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Paginação' });
    const firstTitle = within(rows()[0] as HTMLElement).getByRole('rowheader').textContent;
    await userEvent.click(within(pager).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByRole('rowheader').textContent).not.toBe(firstTitle));
    await expect(rows().length).toBeLessThanOrEqual(3);
  },
};

/** Exactly 3 rows: no pager. */
export const ThreeRowsNoPager: Story = {
  beforeEach: (context) => {
    const own = notificationsOf(context).notifications.filter(isOwnOf10234).slice(0, 3);
    keepOnly(context, (record) => own.includes(record) || !isOwnOf10234(record));
  },
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await loadedGrid(canvasElement);
    await expect(rows()).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  },
};

/** No notification: 'No momento, nenhuma notificação criada.' with the create button. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'empty' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No momento, nenhuma notificação criada.')).toBeVisible(), { timeout: 8000 });
    const buttons = canvas.getAllByRole('button', { name: 'Criar nova notificação' });
    await expect(buttons).toHaveLength(2);
    await waitFor(() => expect(buttons[1]).toBeEnabled());
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onCreate).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Notificações Nestlé, 0' })).toBeVisible());
  },
};

/** Loading (the backend has not answered yet; held for as long as the story shows): a spinner in the grid while the request runs. */
export const Loading: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeVisible());
    await expect(canvas.getByRole('table', { name: 'Todas as notificações' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Server failure (500): the error banner with 'Código: 500' and 'Tentar novamente'. */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Não foi possível carregar as notificações.')).toBeVisible(), { timeout: 10000 });
    await expect(canvas.getByText(/Código: 500/)).toBeVisible();
    // The permission read failed too: its warning has its own 'Tentar novamente'.
    await expect(canvas.getByText('Não foi possível verificar a sua permissão.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(2);
  },
};

/** An expired session (401): 'Código: 401' (the portal's session signs out on any 401). */
export const Unauthorized: Story = {
  parameters: { backend: { scenario: 'unauthorized' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/Código: 401/)).toBeVisible(), { timeout: 8000 });
  },
};

/**
 * The grid does not answer within the client's time limit (3 s here, 30 s in the portal): the
 * banner says why ('O servidor não respondeu a tempo.') and shows no 'Código: 0' (there was no
 * answer to have a code); 'Tentar novamente' reads it again — this time it answers.
 */
export const GridTimeout: Story = {
  parameters: { backend: { timeoutMs: 3000 } },
  beforeEach: (context) => {
    const msw = (context as unknown as { msw: SetupWorker }).msw;
    msw.use(http.get('*/backend/notificacoes/getdadosgrid', () => new Promise<never>(() => undefined), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = (await canvas.findByText('Não foi possível carregar as notificações.', {}, { timeout: 10000 })).closest('[role="alert"], [role="status"]') ?? canvasElement;
    await expect(banner).toHaveTextContent('O servidor não respondeu a tempo.');
    await expect(banner).not.toHaveTextContent(/Código/);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvas.getByRole('table', { name: 'Todas as notificações' })).toBeVisible(), { timeout: 8000 });
    await waitFor(() => expect(canvas.queryByText('Não foi possível carregar as notificações.')).toBeNull());
  },
};

/**
 * The permission read fails (500): that is not 'no permission'. A warning says the permission
 * could not be read, editing stays off meanwhile, and 'Tentar novamente' asks again — then the
 * create button turns on.
 */
export const PermissaoIndisponivel: Story = {
  beforeEach: (context) => {
    const msw = (context as unknown as { msw: SetupWorker }).msw;
    msw.use(http.get('*/backend/permissaosistema/getdadospermissoes', () => new Response('erro', { status: 500 }), { once: true }));
    // The one automatic retry of a 5xx read fails too.
    msw.use(http.get('*/backend/permissaosistema/getdadospermissoes', () => new Response('erro', { status: 500 }), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Não foi possível verificar a sua permissão.')).toBeVisible(), { timeout: 10000 });
    await expect(canvas.queryByText('Você não tem permissão para criar ou alterar notificações.')).toBeNull();
    const create = canvas.getAllByRole('button', { name: 'Criar nova notificação' })[0] as HTMLElement;
    await expect(create).toBeDisabled();
    const retries = canvas.getAllByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retries[0] as HTMLElement);
    await waitFor(() => expect(create).toBeEnabled(), { timeout: 8000 });
    await expect(canvas.queryByText('Não foi possível verificar a sua permissão.')).toBeNull();
  },
};

/** Server text is shown exactly as stored — quotes, markup, entities, formula leads — as text: nothing is injected. */
export const TextosHostis: Story = {
  beforeEach: (context) => {
    const own = notificationsOf(context).notifications.find(isOwnOf10234);
    if (!own) throw new Error('no own notification');
    own.titulo = '<img src=x onerror=alert(1)>Promoção';
    own.mensagem = '=HYPERLINK("http://evil.example","Clique") &amp; "aspas" <b>negrito</b>';
    keepOnly(context, (record) => record === own || !isOwnOf10234(record));
  },
  play: async ({ canvasElement }) => {
    const { table } = await loadedGrid(canvasElement);
    const row = await rowWith(table, 'Promoção');
    await expect(row.getByRole('rowheader').querySelector('strong')).toHaveTextContent(/^#\d+ - <img src=x onerror=alert\(1\)>Promoção$/);
    await expect(row.getByText('=HYPERLINK("http://evil.example","Clique") &amp; "aspas" <b>negrito</b>')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** A refused request (400): 'Código: 400'; 'Tentar novamente' reloads once the backend answers. */
export const BadRequest: Story = {
  beforeEach: (context) => {
    let failing = true;
    loadedOf(context).api.use({
      onResponse: ({ request }) =>
        failing && new URL(request.url).pathname.endsWith('/notificacoes/getdadosgrid')
          ? new Response(JSON.stringify({ message: 'codigoPuxada inválido.' }), { status: 400, headers: { 'Content-Type': 'application/json' } })
          : undefined,
    });
    (loadedOf(context) as Loaded & { stopFailing?: () => void }).stopFailing = () => {
      failing = false;
    };
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByText(/Código: 400/)).toBeVisible(), { timeout: 8000 });
    (loadedOf(context) as Loaded & { stopFailing: () => void }).stopFailing();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await loadedGrid(context.canvasElement);
  },
};

/** Without the edit permission (functionality 2): create, switch, edit, delete, accept and refuse are disabled; reading stays. */
export const SemPermissaoDeEdicao: Story = {
  beforeEach: (context) => {
    const { backend, perfil } = loadedOf(context);
    backend.db.permissions.grants[String(perfil.idUsuario)] = [{ feature: 2, action: '10' }];
  },
  play: async ({ canvasElement }) => {
    const { canvas, rows } = await loadedGrid(canvasElement);
    await waitFor(() => expect(canvas.getByText('Você não tem permissão para criar ou alterar notificações.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Criar nova notificação' })).toBeDisabled();
    const first = within(rows()[0] as HTMLElement);
    await expect(first.getByRole('switch')).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Editar notificação' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Excluir notificação' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Informações de atingimento' })).toBeEnabled();
    await expect(first.getByRole('button', { name: 'Preview' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('tab', { name: /Notificações Nestlé/ }));
    const nestle = await loadedGrid(canvasElement);
    for (const button of nestle.table.queryAllByRole('button', { name: /^(Aceitar notificação\??|Recusar)$/ })) await expect(button).toBeDisabled();
  },
};

// ---------------------------------------------------------------------------------------------
// Dialogs.

/** Preview: title, image, message and the hyperlink opening in a new tab (rel="noopener noreferrer"); Fechar. */
export const PreviewComImagemELink: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: (context) => {
    keepOnly(context, (record) => isOwnOf10234(record) && record.imagem !== null && record.hiperlink !== '');
  },
  play: async ({ canvasElement }) => {
    const { rows } = await loadedGrid(canvasElement);
    const row = within(rows()[0] as HTMLElement);
    await expect(row.getByRole('img', { name: 'Possui imagem destaque' })).toBeVisible();
    const title = row.getByRole('rowheader').querySelector('strong')?.textContent ?? '';
    await userEvent.click(row.getByRole('button', { name: 'Preview' }));
    const dialog = within(await openDialog(title));
    await expect(dialog.getByRole('img', { name: /^Imagem destaque de / })).toBeVisible();
    const link = dialog.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    await expect(link).toHaveAccessibleName(/\(abre em nova aba\)$/);
    await captureScreen();
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await closed(title);
  },
};

/** Preview of a notification without image or link: the placeholder 'Sem imagem destaque' and no link. */
export const PreviewSemImagem: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: (context) => {
    keepOnly(context, (record) => isOwnOf10234(record) && record.imagem === null && record.hiperlink === '');
  },
  play: async ({ canvasElement }) => {
    const { rows } = await loadedGrid(canvasElement);
    const row = within(rows()[0] as HTMLElement);
    await expect(row.queryByRole('img', { name: 'Possui imagem destaque' })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Preview' }));
    const dialog = within(await openDialog(/^#\d+ - /));
    await expect(dialog.getByRole('img', { name: 'Sem imagem destaque' })).toBeVisible();
    await expect(dialog.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A javascript: hyperlink never becomes a link: it shows as plain text with a note. */
export const PreviewLinkInseguro: Story = {
  beforeEach: (context) => {
    const own = notificationsOf(context).notifications.find(isOwnOf10234);
    if (!own) throw new Error('no own notification');
    own.nomeHiperlink = 'Clique aqui';
    own.hiperlink = 'javascript:alert(document.cookie)';
    own.titulo = 'Link malicioso';
    keepOnly(context, (record) => record === own || !isOwnOf10234(record));
  },
  play: async ({ canvasElement }) => {
    const { rows } = await loadedGrid(canvasElement);
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Preview' }));
    const dialog = within(await openDialog(/Link malicioso/));
    await expect(dialog.queryByRole('link')).not.toBeInTheDocument();
    await expect(dialog.getByText('javascript:alert(document.cookie)')).toBeVisible();
    await expect(dialog.getByText('Link bloqueado: apenas endereços http e https podem ser abertos.')).toBeVisible();
  },
};

/** Audience list: the title is the count plus the type; Ok closes it. */
export const ListaDePublico: Story = {
  beforeEach: (context) => {
    keepOnly(context, (record) => isOwnOf10234(record) && record.publico === 1);
  },
  play: async ({ canvasElement }) => {
    const { rows } = await loadedGrid(canvasElement);
    const row = within(rows()[0] as HTMLElement);
    await userEvent.click(row.getByRole('button', { name: 'Canais' }));
    const dialog = within(await openDialog(/^\d+ Cana(l|is)$/));
    const count = Number(/^(\d+)/.exec(dialog.getByRole('heading').textContent ?? '')?.[1]);
    await expect(count).toBeGreaterThan(0);
    await expect(dialog.getAllByRole('listitem')).toHaveLength(count);
    await userEvent.click(dialog.getByRole('button', { name: 'Ok' }));
    await closed(/Cana/);
  },
};

/** Participating brokers (manufacturer): accepted and waiting counts, total, a status icon per broker; Ok. */
export const BrokersParticipantes: Story = {
  globals: { perfil: 'masterFabricante' },
  beforeEach: (context) => {
    const record = notificationsOf(context).notifications.find(
      (candidate) => candidate.origem === 'NESTLE' && candidate.destinatarios.length >= 3,
    );
    if (!record) throw new Error('no manufacturer notification with 3 brokers');
    record.titulo = 'Notificação com vários brokers';
    record.destinatarios = record.destinatarios.slice(0, 3).map((recipient, index) => ({
      ...recipient,
      resposta: index === 0 ? 'aceita' : index === 1 ? 'aguardando' : 'recusada',
      habilitada: true,
    }));
    record.brokers = record.destinatarios.map((recipient) => recipient.idPuxada);
    keepOnly(context, (candidate) => candidate === record);
  },
  play: async ({ canvasElement }) => {
    const { rows } = await loadedGrid(canvasElement);
    const row = within(rows()[0] as HTMLElement);
    await expect(row.getByText('3 brokers')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Ver lista de brokers' }));
    const dialog = within(await openDialog('Brokers participantes'));
    await expect(dialog.getByText('Aceitaram').nextElementSibling).toHaveTextContent('1');
    await expect(dialog.getByText('Aguardando').nextElementSibling).toHaveTextContent('1');
    await expect(dialog.getByText('Total').nextElementSibling).toHaveTextContent('3');
    const items = dialog.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Notificação aceita');
    await expect(items[1]).toHaveTextContent('Aguardando resposta');
    await expect(items[2]).toHaveTextContent('Notificação recusada');
    await userEvent.click(dialog.getByRole('button', { name: 'Ok' }));
    await closed('Brokers participantes');
  },
};

/** Achievement info: Id notificação, Origem, Quantidade Brokers, Público and Lidos as read over total. */
export const InformacoesDeAtingimento: Story = {
  play: async ({ canvasElement }) => {
    const { rows } = await loadedGrid(canvasElement);
    const row = within(rows()[0] as HTMLElement);
    const id = /^#(\d+)/.exec(row.getByRole('rowheader').textContent ?? '')?.[1] ?? '';
    await userEvent.click(row.getByRole('button', { name: 'Informações de atingimento' }));
    const dialog = within(await openDialog('Informações de atingimento da notificação'));
    const table = within(dialog.getByRole('table'));
    await expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Id notificação',
      'Origem',
      'Quantidade Brokers',
      'Público',
      'Lidos',
    ]);
    const cells = table.getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells[0]).toBe(id);
    await expect(cells[1]).toBe('BROKER');
    await expect(cells[3]).toMatch(/^(CANAL|SOLD|VENDEDOR)$/);
    await expect(cells[4]).toMatch(/^\d+\/\d+$/);
  },
};

/** Achievement without data: 'Atenção!' / 'Não houve dados retornados.', closing by itself after 2.5 s. */
export const AtingimentoSemDados: Story = {
  beforeEach: (context) => answer(context, '/notificacoes/getinfonotificacoes', 200, []),
  play: async ({ canvasElement }) => {
    const { rows } = await loadedGrid(canvasElement);
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Informações de atingimento' }));
    const dialog = await openDialog('Atenção!', 'alertdialog');
    await expect(dialog).toHaveTextContent('Não houve dados retornados.');
    await closed('Atenção!', 'alertdialog');
  },
};

// ---------------------------------------------------------------------------------------------
// Statuses of a manufacturer notification seen by a broker (§4).

/** 'Aguardando resposta': 'Aceitar notificação' and 'Recusar'. */
export const StatusAguardandoResposta: Story = {
  beforeEach: (context) => void oneNestleNotification(context, 'aguardando'),
  play: async ({ canvasElement }) => {
    const { table } = await openNestleTab(canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await expect(row.getByText('Aguardando resposta')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Aceitar notificação' })).toBeEnabled();
    await expect(row.getByRole('button', { name: 'Recusar' })).toBeEnabled();
  },
};

/** 'Notificação aceita': a check icon, no button. */
export const StatusAceita: Story = {
  beforeEach: (context) => void oneNestleNotification(context, 'aceita'),
  play: async ({ canvasElement }) => {
    const { table } = await openNestleTab(canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await expect(row.getByRole('img', { name: 'Notificação aceita' })).toBeVisible();
    await expect(row.queryByRole('button', { name: /Aceitar|Recusar/ })).not.toBeInTheDocument();
  },
};

/** 'Notificação recusada': 'Aceitar notificação?' to accept later. */
export const StatusRecusada: Story = {
  beforeEach: (context) => void oneNestleNotification(context, 'recusada'),
  play: async ({ canvasElement }) => {
    const { table } = await openNestleTab(canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await expect(row.getByText('Notificação recusada')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Aceitar notificação?' })).toBeEnabled();
    await expect(row.queryByRole('button', { name: 'Recusar' })).not.toBeInTheDocument();
  },
};

/** 'Desabilitado': no action. */
export const StatusDesabilitado: Story = {
  beforeEach: (context) => void oneNestleNotification(context, 'desabilitado'),
  play: async ({ canvasElement }) => {
    const { table } = await openNestleTab(canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await expect(row.getByText('Desabilitado')).toBeVisible();
    await expect(row.queryByRole('button', { name: /Aceitar|Recusar/ })).not.toBeInTheDocument();
  },
};

// ---------------------------------------------------------------------------------------------
// Actions.

/** Accept: 'Deseja aceitar a notificação enviada?' → 'Sim, aceitar' → indAcao 3 / indEstadoAcao 2, success, the row reloads as accepted. */
export const AceitarNotificacao: Story = {
  beforeEach: (context) => void oneNestleNotification(context, 'aguardando'),
  play: async (context) => {
    const calls = recordCalls(context);
    const { table } = await openNestleTab(context.canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await userEvent.click(row.getByRole('button', { name: 'Aceitar notificação' }));
    const confirm = within(await openDialog('Deseja aceitar a notificação enviada?', 'alertdialog'));
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    const gridsBefore = calls.grids.length;
    await userEvent.click(confirm.getByRole('button', { name: 'Sim, aceitar' }));
    const success = await openDialog('Processo concluído!');
    await expect(success).toHaveTextContent('Notificação aceita com sucesso!');
    await expect(calls.updates).toEqual([
      expect.objectContaining({ codigoPuxada: '10234', emailUser: 'gerente@conecta.example', indAcao: 3, indEstadoAcao: 2 }),
    ]);
    await expect(calls.grids.length).toBeGreaterThan(gridsBefore);
    const after = await rowWith(within(context.canvasElement.querySelector('table') as HTMLElement), 'Campanha de teste do fabricante');
    await waitFor(() => expect(after.getByRole('img', { name: 'Notificação aceita' })).toBeVisible());
    await closed('Processo concluído!');
  },
};

/** Refuse: the §8 texts → 'Sim, recusar' → indAcao 3 / indEstadoAcao 4; the row then offers 'Aceitar notificação?'. */
export const RecusarNotificacao: Story = {
  beforeEach: (context) => void oneNestleNotification(context, 'aguardando'),
  play: async (context) => {
    const calls = recordCalls(context);
    const { table } = await openNestleTab(context.canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await userEvent.click(row.getByRole('button', { name: 'Recusar' }));
    const element = await openDialog('Tem certeza que deseja recusar a notificação enviada?', 'alertdialog');
    await expect(element).toHaveTextContent('Em caso de dúvidas, entre em contato com a manufacturer');
    await userEvent.click(within(element).getByRole('button', { name: 'Sim, recusar' }));
    await expect(await openDialog('Processo concluído!')).toHaveTextContent('Notificação recusada com sucesso!');
    await expect(calls.updates).toEqual([expect.objectContaining({ indAcao: 3, indEstadoAcao: 4 })]);
    const after = await rowWith(within(context.canvasElement.querySelector('table') as HTMLElement), 'Campanha de teste do fabricante');
    await waitFor(() => expect(after.getByRole('button', { name: 'Aceitar notificação?' })).toBeVisible());
  },
};

/** Accept later: a refused notification accepted through 'Aceitar notificação?' (indAcao 3 / indEstadoAcao 2). */
export const AceitarDepois: Story = {
  beforeEach: (context) => void oneNestleNotification(context, 'recusada'),
  play: async (context) => {
    const calls = recordCalls(context);
    const { table } = await openNestleTab(context.canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await userEvent.click(row.getByRole('button', { name: 'Aceitar notificação?' }));
    await userEvent.click(within(await openDialog('Deseja aceitar a notificação enviada?', 'alertdialog')).getByRole('button', { name: 'Sim, aceitar' }));
    await openDialog('Processo concluído!');
    await expect(calls.updates).toEqual([expect.objectContaining({ indAcao: 3, indEstadoAcao: 2 })]);
  },
};

/** Cancelling a confirmation sends nothing. */
export const CancelarConfirmacao: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: (context) => void oneNestleNotification(context, 'aguardando'),
  play: async (context) => {
    const calls = recordCalls(context);
    const { table } = await openNestleTab(context.canvasElement, 1);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await userEvent.click(row.getByRole('button', { name: 'Recusar' }));
    const confirm = await openDialog(/recusar a notificação/, 'alertdialog');
    await captureScreen();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await closed(/recusar a notificação/, 'alertdialog');
    await expect(calls.updates).toEqual([]);
    await expect(row.getByText('Aguardando resposta')).toBeVisible();
  },
};

/** Delete: the §8 texts → 'Sim, excluir' → 'Aguarde...' → indAcao 2 / indEstadoAcao 1, then the image is removed (ambiente prod) and the list reloads without the row. */
export const ExcluirNotificacao: Story = {
  beforeEach: (context) => {
    const withImage = notificationsOf(context).notifications.find((record) => isOwnOf10234(record) && record.imagem !== null);
    if (!withImage) throw new Error('no own notification with an image');
    withImage.titulo = 'Notificação a excluir';
    (loadedOf(context) as Loaded & { target?: Notification }).target = withImage;
    keepOnly(context, (record) => record === withImage || !isOwnOf10234(record));
  },
  play: async (context) => {
    const target = (loadedOf(context) as Loaded & { target: Notification }).target;
    const image = target.imagem;
    const calls = recordCalls(context);
    const letGo = holdCalls(loadedOf(context).api, '/notificacoes/atualizarnotificacoes').open;
    const { table, canvas } = await loadedGrid(context.canvasElement);
    const row = await rowWith(table, 'Notificação a excluir');
    await userEvent.click(row.getByRole('button', { name: 'Excluir notificação' }));
    const element = await openDialog('Tem certeza que deseja excluir a notificação?', 'alertdialog');
    await expect(element).toHaveTextContent('Você não vai poder recuperar após a exclusão.');
    await expect(within(element).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await userEvent.click(within(element).getByRole('button', { name: 'Sim, excluir' }));
    await expect(await openDialog('Aguarde...')).toBeVisible();
    letGo();
    await expect(await openDialog('Processo concluído!')).toHaveTextContent('Notificação excluída com sucesso!');
    await expect(calls.updates).toEqual([
      { codigoPuxada: '10234', emailUser: 'gerente@conecta.example', idNotificacao: target.id, indAcao: 2, indEstadoAcao: 1 },
    ]);
    await expect(calls.imageDeletes.map((params) => [params.get('filename'), params.get('ambiente')])).toEqual([[image, 'prod']]);
    await expect(notificationsOf(context).images.some((stored) => stored.filename === image)).toBe(false);
    await waitFor(() => expect(canvas.getByText('No momento, nenhuma notificação criada.')).toBeVisible());
  },
};

/** Switch: no confirmation; indAcao 1 with indEstadoAcao 0 (it was enabled), and the row reloads as 'Desabilitada'. */
export const AlternarHabilitada: Story = {
  beforeEach: (context) => {
    const own = notificationsOf(context).notifications.find(isOwnOf10234);
    if (!own) throw new Error('no own notification');
    own.habilitada = true;
    own.titulo = 'Notificação do interruptor';
    keepOnly(context, (record) => record === own || !isOwnOf10234(record));
  },
  play: async (context) => {
    const calls = recordCalls(context);
    const { table } = await loadedGrid(context.canvasElement);
    const row = await rowWith(table, 'Notificação do interruptor');
    await userEvent.click(row.getByRole('switch', { name: 'Habilitada' }));
    await expect(await row.findByRole('switch', { name: 'Desabilitada' }, { timeout: 5000 })).not.toBeChecked();
    await expect(body().queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(calls.updates).toEqual([expect.objectContaining({ codigoPuxada: '10234', indAcao: 1, indEstadoAcao: 0 })]);
    await waitFor(() => expect(row.getByRole('switch')).toBeEnabled());
    await userEvent.click(row.getByRole('switch', { name: 'Desabilitada' }));
    await expect(await row.findByRole('switch', { name: 'Habilitada' }, { timeout: 5000 })).toBeChecked();
    await expect(calls.updates[1]).toEqual(expect.objectContaining({ indAcao: 1, indEstadoAcao: 1 }));
  },
};

/** A manufacturer's switch targets the codes of the listed brokers. */
export const AlternarFabricante: Story = {
  globals: { perfil: 'masterFabricante' },
  beforeEach: (context) => {
    const record = notificationsOf(context).notifications.find(
      (candidate) => candidate.origem === 'NESTLE' && candidate.destinatarios.length >= 2 && candidate.destinatarios.every((d) => d.habilitada),
    );
    if (!record) throw new Error('no manufacturer notification');
    record.titulo = 'Notificação do fabricante';
    keepOnly(context, (candidate) => candidate === record);
  },
  play: async (context) => {
    const calls = recordCalls(context);
    const { table } = await loadedGrid(context.canvasElement);
    const row = await rowWith(table, 'Notificação do fabricante');
    const codes = notificationsOf(context).notifications[0]?.destinatarios.map((d) => d.idPuxada).join(',');
    await userEvent.click(row.getByRole('switch', { name: 'Habilitada' }));
    await waitFor(() => expect(row.getByRole('switch', { name: 'Desabilitada' })).toBeVisible(), { timeout: 5000 });
    await expect(calls.updates).toEqual([expect.objectContaining({ codigoPuxada: codes, indAcao: 1, indEstadoAcao: 0 })]);
  },
};

/** A failed status update: 'Atenção!' / 'Algo deu errado, tente novamente mais tarde.' (closes after 2.5 s); the list reloads. */
export const AcaoComFalha: Story = {
  beforeEach: (context) => answer(context, '/notificacoes/atualizarnotificacoes', 500),
  play: async (context) => {
    const calls = recordCalls(context);
    const { rows } = await loadedGrid(context.canvasElement);
    const gridsBefore = calls.grids.length;
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('switch'));
    const dialog = await openDialog('Atenção!', 'alertdialog');
    await expect(dialog).toHaveTextContent('Algo deu errado, tente novamente mais tarde.');
    await expect(calls.grids.length).toBeGreaterThan(gridsBefore);
    await closed('Atenção!', 'alertdialog');
  },
};

/** The image cleanup after a delete fails: 'Algo deu errado na exclusão da imagem. Tente novamente mais tarde.' */
export const ExclusaoDeImagemComFalha: Story = {
  beforeEach: (context) => {
    answer(context, '/notificacoes/deleteimagenotificacao', 500);
    keepOnly(context, (record) => !isOwnOf10234(record) || record.imagem !== null);
  },
  play: async ({ canvasElement }) => {
    const { rows } = await loadedGrid(canvasElement);
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Excluir notificação' }));
    await userEvent.click(within(await openDialog(/excluir a notificação/, 'alertdialog')).getByRole('button', { name: 'Sim, excluir' }));
    const dialog = await openDialog('Atenção!', 'alertdialog');
    await expect(dialog).toHaveTextContent('Algo deu errado na exclusão da imagem. Tente novamente mais tarde.');
  },
};

// ---------------------------------------------------------------------------------------------
// Reloading after the wizard saved.

function addBrokerNotification(loaded: Loaded, titulo: string) {
  const state = loaded.backend.db.notifications;
  const template = state.notifications.find(isOwnOf10234);
  if (!template) throw new Error('no own notification');
  state.notifications.push({ ...template, id: state.nextId++, titulo, criadoEm: Date.now() + 60_000, excluida: false });
}

function ReloadKeyHost(props: NotificationCenterProps & { loaded: Loaded; save?: (loaded: Loaded) => NotificationReveal }) {
  const [reloadKey, setReloadKey] = useState(0);
  const [reveal, setReveal] = useState<NotificationReveal | null>(null);
  const { loaded, save, ...rest } = props;
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          if (save) setReveal(save(loaded));
          else addBrokerNotification(loaded, 'Criada pelo assistente');
          setReloadKey((key) => key + 1);
        }}
      >
        Simular salvamento do assistente
      </Button>
      <NotificationCenter {...rest} reloadKey={reloadKey} reveal={reveal} />
    </>
  );
}

/** The portal changes `reloadKey` after the wizard saved: the grid reloads and shows the new notification first. */
export const RecarregarPorReloadKey: Story = {
  render: (args, { loaded }) => <ReloadKeyHost {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} loaded={loaded as Loaded} />,
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedGrid(canvasElement);
    await expect(table.queryByText(/Criada pelo assistente/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Simular salvamento do assistente' }));
    await waitFor(() => expect(table.getByRole('rowheader', { name: /Criada pelo assistente/ })).toBeVisible(), { timeout: 5000 });
  },
};

/** A story render: the center beside a button that simulates the wizard's save with `save`. */
const savingHost =
  (save: (loaded: Loaded) => NotificationReveal): NonNullable<Story['render']> =>
  (args, { loaded }) => (
    <ReloadKeyHost {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} loaded={loaded as Loaded} save={save} />
  );

/** The page the pager shows, from its current-page button. */
const currentPage = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { current: 'page' }).textContent;

/**
 * After a create, the grid shows the page holding the new notification (the user was on page 2)
 * and marks its row — highlighted, 'Salva agora' beside its title — for 4 s. The create call
 * answers no id: the new row is the one the grid did not have before the save.
 */
export const MostraACriada: Story = {
  render: savingHost((current) => {
    addBrokerNotification(current, 'Campanha recém-criada');
    return { kind: 'created' };
  }),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedGrid(canvasElement);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Paginação' })).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(currentPage(canvas)).toBe('2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Simular salvamento do assistente' }));
    const header = await table.findByRole('rowheader', { name: /Campanha recém-criada/ }, { timeout: 5000 });
    await expect(currentPage(canvas)).toBe('1');
    const row = header.closest('tr') as HTMLElement;
    await expect(row).toHaveAttribute('data-highlighted');
    await expect(within(row).getByText('Salva agora')).toBeVisible();
    await waitFor(() => expect(row).not.toHaveAttribute('data-highlighted'), { timeout: 6000 });
    await expect(within(row).queryByText('Salva agora')).toBeNull();
  },
};

/** After an edit, the grid goes to the page of the edited notification (the last one here) and marks it. */
export const MostraAEditada: Story = {
  render: savingHost((current) => {
    const own = current.backend.db.notifications.notifications.filter((record) => isOwnOf10234(record) && !record.excluida);
    const oldest = own.reduce((first, record) => (record.criadoEm < first.criadoEm ? record : first));
    oldest.titulo = 'Título alterado no assistente';
    return { kind: 'edited', idNotificacao: oldest.id };
  }),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedGrid(canvasElement);
    await expect(currentPage(canvas)).toBe('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular salvamento do assistente' }));
    const header = await table.findByRole('rowheader', { name: /Título alterado no assistente/ }, { timeout: 5000 });
    const pager = within(canvas.getByRole('navigation', { name: 'Paginação' }));
    const pages = pager.getAllByRole('button', { name: /^Página \d+$/ }).map((button) => button.textContent);
    await expect(currentPage(canvas)).toBe(pages[pages.length - 1]);
    await expect(header.closest('tr')).toHaveAttribute('data-highlighted');
  },
};

function InvalidateButton({ loaded }: { loaded: Loaded }) {
  const queryClient = useQueryClient();
  return (
    <Button
      variant="secondary"
      onPress={() => {
        addBrokerNotification(loaded, 'Criada com cliente compartilhado');
        void queryClient.invalidateQueries({ queryKey: ['get', '/notificacoes/getdadosgrid'] });
      }}
    >
      Invalidar a consulta da grade
    </Button>
  );
}

function SharedClientHost(props: NotificationCenterProps & { loaded: Loaded }) {
  const [client] = useState(createConectaQueryClient);
  const { loaded, ...rest } = props;
  return (
    <QueryClientProvider client={client}>
      <InvalidateButton loaded={loaded} />
      <NotificationCenter {...rest} />
    </QueryClientProvider>
  );
}

/** A host sharing its QueryClient invalidates `['get', '/notificacoes/getdadosgrid']`: the grid reloads. */
export const RecarregarPorInvalidacao: Story = {
  render: (args, { loaded }) => <SharedClientHost {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} loaded={loaded as Loaded} />,
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedGrid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invalidar a consulta da grade' }));
    await waitFor(() => expect(table.getByRole('rowheader', { name: /Criada com cliente compartilhado/ })).toBeVisible(), { timeout: 5000 });
  },
};

// ---------------------------------------------------------------------------------------------
// Layout at the notebook (1366×768) and at 768 px (house rule 13, issue 25 item 2).

const LONG_MESSAGE =
  'Montagem de ilhas de CHOCOLATES nas lojas selecionadas. O material de ponto de venda segue com a próxima ' +
  'entrega, junto com os displays de BISCOITOS e as instruções de montagem para cada loja participante. ' +
  'Confirmem a quantidade de caixas recebidas até sexta-feira, fotografem a ilha montada e registrem a foto no ' +
  'app; as lojas que concluírem a montagem até o dia 15 entram no sorteio de brindes da campanha de Páscoa.';

/** Every manufacturer notification of the seed gets a message too long for four lines of the grid. */
function longManufacturerMessages(context: { loaded: unknown }) {
  for (const record of notificationsOf(context).notifications) if (record.origem === 'NESTLE') record.mensagem = LONG_MESSAGE;
}

/**
 * Renders the screen in the width the portal gives it beside its side menu: the 280-px menu at
 * the notebook, the 56-px rail at 768 px (AppShell).
 */
const besideTheMenu = (menuWidth: number) => (Story: () => ReactElement) => (
  <div style={{ maxWidth: `calc(100vw - ${menuWidth}px)` }}>
    <Story />
  </div>
);

/** The grid laid out in the story's viewport. */
async function gridAt(canvasElement: HTMLElement, width: number) {
  await waitFor(() => expect(window.innerWidth).toBe(width));
  const grid = await loadedGrid(canvasElement);
  const element = canvasElement.querySelector('table') as HTMLElement;
  return { ...grid, element };
}

/**
 * Master Fabricante at the notebook: the six columns fit beside each other; the switch, 'Informações
 * de atingimento', 'Editar notificação' and 'Excluir notificação' of every row are inside the
 * viewport and the table's box; no word breaks inside ('CHOCOLA TES'); a long message shows four
 * lines and 'Ver mensagem completa', which opens the Preview with all of it; delete asks first.
 */
export const FabricanteNoNotebook: Story = {
  globals: { perfil: 'masterFabricante', viewport: { value: 'laptop', isRotated: false } },
  decorators: [besideTheMenu(280)],
  beforeEach: (context) => longManufacturerMessages(context),
  play: async ({ canvasElement }) => {
    const { table, rows, element } = await gridAt(canvasElement, 1366);
    await expect(headersOf(table)).toEqual(MANUFACTURER_HEADERS);
    await expect(getComputedStyle(element).display).toBe('table');
    await expect(actionsOutOfReach(element)).toEqual([]);
    await expect(brokenWords(element)).toEqual([]);
    const row = within(rows()[0] as HTMLElement);
    for (const name of ['Informações de atingimento', 'Editar notificação', 'Excluir notificação']) await expect(row.getByRole('button', { name })).toBeVisible();

    await userEvent.click(await row.findByRole('button', { name: 'Ver mensagem completa' }));
    const preview = await openDialog(/^#\d+ - /);
    await expect(preview).toHaveTextContent(LONG_MESSAGE);
    await userEvent.click(within(preview).getByRole('button', { name: 'Fechar' }));
    await closed(/^#\d+ - /);

    await userEvent.click(row.getByRole('button', { name: 'Excluir notificação' }));
    const confirm = await openDialog('Tem certeza que deseja excluir a notificação?', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await closed('Tem certeza que deseja excluir a notificação?', 'alertdialog');
  },
};

/**
 * Master Fabricante at 768 px: each notification is a card (one 'label  value' line per column),
 * every action inside the viewport without sideways scrolling, no word broken; 'Editar
 * notificação' reaches the host.
 */
export const FabricanteEm768: Story = {
  globals: { perfil: 'masterFabricante', viewport: { value: 'tablet', isRotated: false } },
  decorators: [besideTheMenu(56)],
  beforeEach: (context) => longManufacturerMessages(context),
  play: async ({ canvasElement, args }) => {
    const { rows, element } = await gridAt(canvasElement, 768);
    await expect(getComputedStyle(element).display).toBe('block');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(768);
    await expect(actionsOutOfReach(element)).toEqual([]);
    await expect(brokenWords(element)).toEqual([]);
    const row = within(rows()[0] as HTMLElement);
    await userEvent.click(row.getByRole('button', { name: 'Editar notificação' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/**
 * A broker at 768 px, 'Notificações Nestlé': 'Aceitar notificação' and 'Recusar' inside the
 * viewport; the achievement table keeps its words whole ('Orige m', 'BROKE R', 'Lido s' before).
 */
export const NestleEm768: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  decorators: [besideTheMenu(56)],
  beforeEach: (context) => void oneNestleNotification(context, 'aguardando'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBe(768));
    const { table } = await openNestleTab(canvasElement, 1);
    const element = canvasElement.querySelector('table') as HTMLElement;
    await expect(actionsOutOfReach(element)).toEqual([]);
    await expect(brokenWords(element)).toEqual([]);
    const row = await rowWith(table, 'Campanha de teste do fabricante');
    await userEvent.click(row.getByRole('button', { name: 'Recusar' }));
    const confirm = await openDialog('Tem certeza que deseja recusar a notificação enviada?', 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await closed('Tem certeza que deseja recusar a notificação enviada?', 'alertdialog');

    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Minhas notificações' }));
    const own = await loadedGrid(canvasElement);
    await userEvent.click(within(own.rows()[0] as HTMLElement).getByRole('button', { name: 'Informações de atingimento' }));
    const dialog = await openDialog('Informações de atingimento da notificação');
    await expect(brokenWords(within(dialog).getByRole('table'))).toEqual([]);
  },
};
