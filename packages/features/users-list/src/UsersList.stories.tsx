import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import type { ProfilePreset } from '@conecta/core';
import { UsersList, type UsersListUser } from './UsersList';
import { HOSTILE_STRINGS, INJECTION_PAYLOADS } from './state/fixtures';
import { actionsOutOfReach, brokenWords } from '@conecta/ui/testing';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

/** The toolbar's Perfil as the portal maps it. */
const userOf = ({ perfil }: Loaded): UsersListUser => ({
  idUsuario: perfil.idUsuario,
  tipoUsuario: perfil.tipoUsuario,
  funcaoUsuario: perfil.funcaoUsuario,
  idPuxada: perfil.idPuxada,
  brokers: [...perfil.brokers],
  nomeUsuario: perfil.nomeUsuario,
});

const meta = {
  title: 'Features/Users/Lista de usuários',
  component: UsersList,
  parameters: { layout: 'fullscreen' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as UsersListUser,
    onNewUser: fn(),
    onEditUser: fn(),
    onEditPermissions: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false } },
  render: (args, { loaded }) => <UsersList {...args} api={(loaded as Loaded).api} user={userOf(loaded as Loaded)} />,
} satisfies Meta<typeof UsersList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The table once its rows have arrived. */
async function loadedTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Lista de usuários' }, { timeout: 5000 });
  await waitFor(() => expect(within(table).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, table: within(table) };
}

/** Names in the Nome column, top to bottom. */
const namesOf = (table: ReturnType<typeof within>) =>
  table.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent ?? '');

const HEADERS = ['Nome', 'E-mail', 'Função', 'Broker', 'Tipo', 'Status'];

async function expectHeaders(table: ReturnType<typeof within>, withTools: boolean) {
  for (const name of HEADERS) await expect(table.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible();
  if (withTools) await expect(table.getByRole('columnheader', { name: 'Ferramentas' })).toBeVisible();
  else await expect(table.queryByRole('columnheader', { name: 'Ferramentas' })).not.toBeInTheDocument();
}

/** Master Flag (the toolbar's default): every user, tools, sort, both exports and 'Novo Usuário'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Navegação estrutural' })).getByText('Usuários')).toBeVisible();
    await expectHeaders(table, true);
    await expect(canvas.getByRole('button', { name: 'Exportar .xlsx' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Exportar .csv' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Novo Usuário' }));
    await expect(args.onNewUser).toHaveBeenCalledTimes(1);
    const firstRow = table.getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(within(firstRow).getByRole('button', { name: 'Editar usuário' }));
    await expect(args.onEditUser).toHaveBeenCalledTimes(1);
    await userEvent.click(within(firstRow).getByRole('button', { name: 'Editar permissões' }));
    await expect(args.onEditPermissions).toHaveBeenCalledTimes(1);
    const [target] = (args.onEditPermissions as ReturnType<typeof fn>).mock.calls[0] as [Record<string, unknown>];
    await expect(Object.keys(target).sort()).toEqual(['funcaoUsuario', 'idPuxada', 'idUsuario', 'nomeUsuario', 'tipoUsuario']);
    await expect(target.nomeUsuario).toBe(namesOf(table)[0]);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Mostrando 1–50 de \d+ usuários$/);
  },
};

/** Master Flag (function 1): tools on every line but its own. */
export const MasterFlag: Story = {
  globals: { perfil: 'masterFlag' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expectHeaders(table, true);
    await expect(table.getAllByRole('button', { name: 'Editar usuário' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Novo Usuário' })).toBeVisible();
  },
};

/** Master Fabricante (function 15): types 2 and 3 of its brokers, with tools. */
export const MasterFabricante: Story = {
  globals: { perfil: 'masterFabricante' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expectHeaders(table, true);
    await expect(table.queryByRole('cell', { name: 'Master Flag' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Exportar .csv' })).toBeVisible();
  },
};

/** Master Broker (function 16): the users of its broker, with tools. */
export const MasterBroker: Story = {
  globals: { perfil: 'masterBroker' },
  play: async ({ canvasElement }) => {
    const { table } = await loadedTable(canvasElement);
    await expectHeaders(table, true);
    await expect(table.getAllByRole('button', { name: 'Editar permissões' }).length).toBeGreaterThan(0);
  },
};

/**
 * Fabricante função 4: outside the users area of the permission table (1, 5, 15, 16; the portal
 * shows no menu entry and no route for him). Opened anyway (an embedded list, a stale link), the
 * backend refuses the list (403): the dialog says so in the user's words, without 'Tentar
 * novamente' (the same read would be refused again), and no row of anyone is shown.
 */
export const FabricanteFuncao4: Story = {
  globals: { perfil: 'fabricanteFuncao4' },
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('Algo deu errado!');
    await expect(dialog).toHaveTextContent('Você não tem permissão para esta ação.');
    await expect(within(dialog).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: 'Editar usuário' })).not.toBeInTheDocument();
  },
};

async function expectTeamView(canvasElement: HTMLElement, name: string, dialogTitle: string) {
  const { canvas, table } = await loadedTable(canvasElement);
  await expectHeaders(table, false);
  await expect(table.getByRole('columnheader', { name: 'Nome' })).not.toHaveAttribute('aria-sort');
  await expect(canvas.queryByRole('button', { name: 'Novo Usuário' })).not.toBeInTheDocument();
  await expect(canvas.queryByRole('button', { name: 'Exportar .csv' })).not.toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Exportar .xlsx' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: /Vendedores/ })).toHaveTextContent('Ativos');
  await expect(canvas.getByRole('heading', { level: 2, name: `Equipe de ${name}` })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: dialogTitle }));
  const dialog = await within(document.body).findByRole('dialog', { name: dialogTitle });
  // 'Baixar planilha' turns enabled once the team has loaded (a loading row alone does not count).
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Baixar planilha' })).toBeEnabled(), { timeout: 5000 });
  await expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: dialogTitle })).not.toBeInTheDocument());
}

/** Gerente (function 10): the sellers of the team, status filter, 'Lista de supervisores'. No tools, sort, csv or Novo Usuário. */
export const Gerente: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement }) => expectTeamView(canvasElement, 'Fernanda Oliveira', 'Lista de supervisores'),
};

/** Supervisor (function 11): its sellers, status filter, 'Lista de vendedores'. */
export const Supervisor: Story = {
  globals: { perfil: 'supervisor' },
  play: async ({ canvasElement }) => expectTeamView(canvasElement, 'Carlos Eduardo Santos', 'Lista de vendedores'),
};

/** Search by Enter and by the icon: matching lines, name ascending, page 1. */
export const Search: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar' });
    await userEvent.type(box, 'fernanda{Enter}');
    await waitFor(() => expect(namesOf(table)).toEqual(['Fernanda Oliveira']));
    await userEvent.clear(box);
    await userEvent.type(box, 'MASTER@conecta');
    await userEvent.click(canvas.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(namesOf(table)).toEqual(['Marina Castro']));
    await userEvent.clear(box);
    await userEvent.type(box, 'ninguém-assim{Enter}');
    await waitFor(() => expect(table.getByText('Nenhum usuário encontrado para "ninguém-assim".')).toBeVisible());
  },
};

/** Sorted: pressing Nome flips to descending, pressing E-mail sorts by e-mail ascending. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await loadedTable(canvasElement);
    const nome = table.getByRole('columnheader', { name: /^Nome/ });
    await expect(nome).toHaveAttribute('aria-sort', 'ascending');
    const ascending = namesOf(table);
    await userEvent.click(nome);
    await expect(nome).toHaveAttribute('aria-sort', 'descending');
    const descending = namesOf(table);
    await expect(descending[0]).not.toBe(ascending[0]);
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
    await expect(collator.compare(descending[0] ?? '', descending[1] ?? '')).toBeGreaterThanOrEqual(0);
    const email = table.getByRole('columnheader', { name: /^E-mail/ });
    await userEvent.click(email);
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
  },
};

/**
 * The large scenario: 20,000 users (44,538 server rows, one per user and broker) in pages of 50.
 * `node scripts/bench-users-page.mjs` measures a page change on this story in Chromium.
 */
export const LargeNetwork: Story = {
  parameters: { backend: { scenario: 'large' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 1–50 de 20.000 usuários'), { timeout: 20_000 });
    const table = within(canvas.getByRole('table', { name: 'Lista de usuários' }));
    await expect(table.getAllByRole('row')).toHaveLength(51);
  },
};

/** Paging: 50 lines per page, 'Próxima' and the numbered pages. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(51);
    const pager = within(canvas.getByRole('navigation', { name: 'Paginação' }));
    await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    const first = namesOf(table)[0];
    await userEvent.click(pager.getByRole('button', { name: 'Próxima' }));
    await expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Mostrando 51–/);
    await expect(namesOf(table)[0]).not.toBe(first);
    await userEvent.click(pager.getByRole('button', { name: 'Página 1' }));
    await expect(namesOf(table)[0]).toBe(first);
  },
};

/** Loading (the backend has not answered yet; held for as long as the story shows): a progress indicator in the table while the request runs. */
export const Loading: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Exportar .xlsx' })).toBeDisabled();
  },
};

/** Empty answer: 'Atenção!' / 'Algo deu errado!' / 'Não houve retorno de dados.' (shell spec §8), and the empty table behind it. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'empty' } },
  beforeEach: ({ loaded }) => {
    // The empty scenario keeps the demo accounts: make GET /usuarios answer an empty list.
    (loaded as Loaded).api.use({
      onResponse: ({ request }) =>
        new URL(request.url).pathname.endsWith('/usuarios')
          ? new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })
          : undefined,
    });
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Algo deu errado!');
    await expect(dialog).toHaveTextContent('Não houve retorno de dados.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('Nenhum usuário encontrado.')).toBeVisible();
  },
};

/** Failed request: 'Atenção!' / 'Algo deu errado!' / 'Tente novamente mais tarde.' */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'error' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('Algo deu errado!');
    await expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
  },
};

/**
 * The list does not answer within the client's time limit (3 s here, 30 s in the portal): the
 * spinner stops, the dialog says why ('O servidor não respondeu a tempo.') and 'Tentar novamente'
 * reads the list again — this time it answers.
 */
export const Timeout: Story = {
  parameters: { backend: { timeoutMs: 3000 } },
  beforeEach: (context) => {
    const msw = (context as unknown as { msw: SetupWorker }).msw;
    // The first read never answers; the next ones reach the mock backend.
    msw.use(http.get('*/backend/usuarios', () => new Promise<never>(() => undefined), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 8000 });
    await expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
    await expect(dialog).toHaveTextContent('O servidor não respondeu a tempo.');
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 8000 });
    // The dialog fades out as the list arrives: gone once its exit animation ends.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** A manager whose team has no sales-group data: 'Atenção!' / 'Não há vendedores com histórico de vendas.' */
export const TeamWithoutSales: Story = {
  globals: { perfil: 'gerente' },
  parameters: { backend: { scenario: 'empty' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Atenção!' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Não há vendedores com histórico de vendas.');
  },
};

/** The signed-in user's own line has 'Editar usuário' but no 'Editar permissões'. */
export const OwnRowHasNoPermissionIcon: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Pesquisar' });
    await userEvent.type(box, 'marina castro{Enter}');
    const own = await table.findByRole('row', { name: /Marina Castro/ });
    await expect(within(own).getByRole('button', { name: 'Editar usuário' })).toBeVisible();
    await expect(within(own).queryByRole('button', { name: 'Editar permissões' })).not.toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'fernanda oliveira{Enter}');
    const other = await table.findByRole('row', { name: /Fernanda Oliveira/ });
    await expect(within(other).getByRole('button', { name: 'Editar permissões' })).toBeVisible();
  },
};

/** Adds users with the given names (e-mails carry `tag`) to the story's backend. */
function addUsers(loaded: unknown, names: readonly string[], tag: string) {
  const { backend } = loaded as Loaded;
  const template = backend.db.network.users.find((candidate) => candidate.funcaoUsuario === 12);
  if (!template) throw new Error('no seller in the demo network');
  names.forEach((nomeUsuario, index) => {
    backend.db.network.users.push({
      ...template,
      idUsuario: 900_000 + index,
      idEmpregadoFlexx: null,
      nomeUsuario,
      email: `${tag}${index}@conecta.example`,
    });
  });
}

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

/** Exportar .csv: UTF-8 BOM, ';' separator, escaped cells, file usuarios.csv. */
export const ExportCsv: Story = {
  beforeEach: ({ loaded }) => addUsers(loaded, ['=HYPERLINK("http://evil.example","Clique")', '@SUM(1;2)'], 'exporta'),
  play: async ({ canvasElement }) => {
    const { blobs, click } = captureDownloads();
    const { canvas, table } = await loadedTable(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'exporta{Enter}');
    await waitFor(() => expect(namesOf(table)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar .csv' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    await expect(anchor.download).toBe('usuarios.csv');
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    await expect(lines[0]).toBe('Nome;E-mail;Função;Broker;Tipo;Status');
    await expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""Clique"")";exporta0@conecta.example;Vendedor;HORIZONTE;Broker;Ativo`);
    await expect(lines).toContain(`"'@SUM(1;2)";exporta1@conecta.example;Vendedor;HORIZONTE;Broker;Ativo`);
    for (const line of lines.slice(1)) await expect(line).not.toMatch(/^"?[=+\-@]/);
  },
};

/** Hostile names are shown exactly as stored, as text: nothing runs and no element is injected. */
export const HostileStrings: Story = {
  beforeEach: ({ loaded }) => addUsers(loaded, [...HOSTILE_STRINGS, ...INJECTION_PAYLOADS.slice(0, 4)], 'hostil'),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await loadedTable(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar' }), 'hostil{Enter}');
    await waitFor(() => expect(namesOf(table)).toHaveLength(HOSTILE_STRINGS.length + 4));
    await expect(table.getByText('<script>window.__pwned = true</script>')).toBeVisible();
    await expect(table.getByText('<img src=x onerror="window.__pwned = true">')).toBeVisible();
    await expect(table.getByText(`=cmd|' /C calc'!A0`)).toBeVisible();
    await expect(table.getByText('x'.repeat(10_000))).toBeInTheDocument();
    await expect(canvasElement.querySelector('script, img, iframe, svg[onload], [onerror], [onload]')).toBeNull();
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

// ---------------------------------------------------------------------------------------------
// Layout at the notebook (1366×768) and at 768 px (house rule 13, issue 25 item 2).

/**
 * Renders the screen in the width the portal gives it beside its side menu: the 280-px menu at
 * the notebook, the 56-px rail at 768 px (AppShell).
 */
const besideTheMenu = (menuWidth: number) => (Story: () => ReactElement) => (
  <div style={{ maxWidth: `calc(100vw - ${menuWidth}px)` }}>
    <Story />
  </div>
);

/** The table laid out in the story's viewport. */
async function tableAt(canvasElement: HTMLElement, width: number) {
  await waitFor(() => expect(window.innerWidth).toBe(width));
  const loaded = await loadedTable(canvasElement);
  return { ...loaded, element: within(canvasElement).getByRole('table', { name: 'Lista de usuários' }) };
}

/**
 * Master Flag at the notebook: the seven columns fit beside the menu, both tools of every line
 * inside the viewport and the table's box; names, functions and types wrap between words
 * ('Fabrican te' before), e-mails only right after '@'.
 */
export const MasterNoNotebook: Story = {
  globals: { perfil: 'masterFlag', viewport: { value: 'laptop', isRotated: false } },
  decorators: [besideTheMenu(280)],
  play: async ({ canvasElement, args }) => {
    const { table, element } = await tableAt(canvasElement, 1366);
    await expect(getComputedStyle(element).display).toBe('table');
    await expect(actionsOutOfReach(element)).toEqual([]);
    await expect(brokenWords(element)).toEqual([]);
    const last = table.getAllByRole('row').at(-1) as HTMLElement;
    await userEvent.click(within(last).getByRole('button', { name: 'Editar usuário' }));
    await expect(args.onEditUser).toHaveBeenCalledTimes(1);
  },
};

/**
 * Master Flag at 768 px: each user is a card (one 'label  value' line per column), both tools in
 * view without sideways scrolling, no word broken; the headers stay as a strip that sorts.
 */
export const MasterEm768: Story = {
  globals: { perfil: 'masterFlag', viewport: { value: 'tablet', isRotated: false } },
  decorators: [besideTheMenu(56)],
  play: async ({ canvasElement, args }) => {
    const { table, element } = await tableAt(canvasElement, 768);
    await expect(getComputedStyle(element).display).toBe('block');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(768);
    await expect(actionsOutOfReach(element)).toEqual([]);
    await expect(brokenWords(element)).toEqual([]);
    const first = table.getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Editar permissões' }));
    await expect(args.onEditPermissions).toHaveBeenCalledTimes(1);
    const nome = table.getByRole('columnheader', { name: /^Nome/ });
    const direction = nome.getAttribute('aria-sort');
    await userEvent.click(within(nome).getByRole('button'));
    await waitFor(() => expect(nome.getAttribute('aria-sort')).not.toBe(direction));
  },
};

/** A manager at 768 px: the team view and the 'Lista de supervisores' dialog keep their words whole. */
export const GerenteEm768: Story = {
  globals: { perfil: 'gerente', viewport: { value: 'tablet', isRotated: false } },
  decorators: [besideTheMenu(56)],
  play: async ({ canvasElement }) => {
    const { canvas, element } = await tableAt(canvasElement, 768);
    await expect(brokenWords(element)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Lista de supervisores' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Lista de supervisores' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Baixar planilha' })).toBeEnabled(), { timeout: 5000 });
    await expect(brokenWords(within(dialog).getByRole('grid'))).toEqual([]);
    // The dialog fades in: on a busy machine it can still be transparent here.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible(), { timeout: 5000 });
  },
};
