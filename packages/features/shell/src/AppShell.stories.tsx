import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { primaryBroker, type ProfilePreset } from '@conecta/core';
import { storyClock } from '@conecta/ui/testing';
import { AppShell } from './AppShell';
import { HOVER_OPEN_DELAY_MS } from './state/open-state';
import type { ShellUser } from './state/types';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

/** The toolbar's Perfil as the portal maps it: the preset plus its broker's company name. */
function shellUserOf({ perfil, backend }: Loaded): ShellUser {
  const broker = primaryBroker(perfil);
  const razaoSocial = backend.db.network.brokers.find((candidate) => candidate.idPuxada === broker)?.razaoSocial ?? null;
  return {
    idUsuario: perfil.idUsuario,
    nomeUsuario: perfil.nomeUsuario,
    email: perfil.email,
    tipoUsuario: perfil.tipoUsuario,
    funcaoUsuario: perfil.funcaoUsuario,
    idPuxada: perfil.idPuxada,
    brokers: perfil.brokers,
    razaoSocial,
    descricaoUsuario: perfil.descricaoUsuario,
  };
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  h1 { margin: 0 0 ${({ theme }) => theme.space[2]}; color: ${({ theme }) => theme.colors.text}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const DemoBadge = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const meta = {
  title: 'Features/Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as ShellUser,
    currentPath: '/dashboard',
    onNavigate: fn(),
    onSignOut: fn(),
    merchandisingUrl: 'https://merchandising.conecta.example/app',
    headerExtra: <DemoBadge>Modo demonstração</DemoBadge>,
    children: null,
  },
  argTypes: {
    api: { control: false },
    user: { control: false },
    children: { control: false },
    headerExtra: { control: false },
  },
  render: (args, { loaded }) => (
    <AppShell {...args} api={(loaded as Loaded).api} user={shellUserOf(loaded as Loaded)}>
      <Page>
        <h1>Dashboard</h1>
        <p>Conteúdo da tela em {args.currentPath}.</p>
      </Page>
    </AppShell>
  ),
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const PROGRESS = 'Carregando permissões';

/** The side menu, once the permission calls have answered. */
async function loadedMenu(canvasElement: HTMLElement, timeout = 5000) {
  const canvas = within(canvasElement);
  const nav = await canvas.findByRole('navigation', { name: 'Menu principal' });
  await waitFor(() => expect(within(nav).queryByRole('progressbar', { name: PROGRESS })).not.toBeInTheDocument(), { timeout });
  return within(nav);
}

type Menu = Awaited<ReturnType<typeof loadedMenu>>;

const group = (menu: Menu, name: string) => menu.getByRole('button', { name });

async function openGroup(menu: Menu, name: string) {
  const button = group(menu, name);
  if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

async function expectLinks(menu: Menu, shown: readonly string[], hidden: readonly string[]) {
  for (const name of shown) await expect(menu.getByRole('link', { name })).toBeVisible();
  for (const name of hidden) await expect(menu.queryByRole('link', { name })).not.toBeInTheDocument();
}

async function expectGroups(menu: Menu, shown: readonly string[], hidden: readonly string[]) {
  for (const name of shown) await expect(group(menu, name)).toBeVisible();
  for (const name of hidden) await expect(menu.queryByRole('button', { name })).not.toBeInTheDocument();
}

/** The toolbar's Perfil (Master Flag unless changed): the menu that profile sees. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const menu = await loadedMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('id', 'conteudo');
  },
};

/** Master Flag (type 1, function 1): every area, the permissions entry (system 8) and the merchandising app. */
export const MasterFlag: Story = {
  globals: { perfil: 'masterFlag' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await loadedMenu(canvasElement);
    await expect(canvas.getByTestId('header-label')).toHaveTextContent('Flag');
    await expect(canvas.getByText('Bem-vindo(a), Marina Castro')).toBeVisible();
    await expect(canvas.getByText('Master Flag')).toBeVisible();
    await expectLinks(menu, ['Dashboard', 'Upload de imagens', 'Notificações', 'Estoque', 'Pesquisa', 'Recarga', 'Solicitar carga'], []);
    await expectGroups(menu, ['Metas', 'Usuários', 'Relatórios', 'Dashboards do fabricante'], []);
    await expect(menu.getByRole('button', { name: /App Merchandising/ })).toBeVisible();
    await openGroup(menu, 'Metas');
    await expectLinks(menu, ['Planejamento', 'Programação supervisor', 'Status das metas'], ['Rateio vendedor', 'Programação cobertura']);
    await openGroup(menu, 'Usuários');
    await expectLinks(menu, ['Lista de usuários', 'Permissões de sistemas'], []);
    await openGroup(menu, 'Dashboards do fabricante');
    await expectLinks(menu, ['Venda diária', 'Loja Perfeita'], ['Loja Perfeita NOVO', 'Ruptura NOVO']);
  },
};

/** Master Fabricante (type 2, function 15): no Metas; the NOVO dashboards; header 'Nestlé'. */
export const MasterFabricante: Story = {
  globals: { perfil: 'masterFabricante' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await loadedMenu(canvasElement);
    await expect(canvas.getByTestId('header-label')).toHaveTextContent('Nestlé');
    await expect(canvas.getByText('Master Fabricante')).toBeVisible();
    await expectLinks(menu, ['Upload de imagens', 'Notificações', 'Estoque', 'Pesquisa', 'Recarga', 'Solicitar carga'], []);
    await expectGroups(menu, ['Usuários', 'Relatórios', 'Dashboards do fabricante'], ['Metas']);
    await openGroup(menu, 'Dashboards do fabricante');
    await expectLinks(menu, ['Venda diária', 'Performance mensal', 'Positivação', 'Recomendador', 'Loja Perfeita', 'Loja Perfeita NOVO', 'Ruptura NOVO'], []);
    await openGroup(menu, 'Relatórios');
    await expectLinks(menu, ['Acompanhamento Stockout', 'Estrutura de produtos'], ['Acompanhamento de metas', 'Estrutura de equipe']);
  },
};

/**
 * Fabricante função 4 (type 2): the demo account may only view reports (action '10'), which is
 * enough to see Relatórios and the manufacturer dashboards (issue 25: 'Visualizar' shows the
 * entry; 'Editar' enables the actions inside).
 */
export const FabricanteFuncao4: Story = {
  globals: { perfil: 'fabricanteFuncao4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await loadedMenu(canvasElement);
    await expect(canvas.getByTestId('header-label')).toHaveTextContent('Nestlé');
    await expect(canvas.getByText('Fabricante (função 4)')).toBeVisible();
    await expectLinks(menu, ['Dashboard', 'Notificações'], ['Upload de imagens', 'Estoque', 'Pesquisa', 'Recarga']);
    await expectGroups(menu, ['Relatórios', 'Dashboards do fabricante'], ['Metas', 'Usuários']);
    await expect(menu.queryByRole('button', { name: /App Merchandising/ })).not.toBeInTheDocument();
  },
};

/** Master Broker (type 3, function 16): planning side of Metas, users and permissions; no manufacturer dashboards. */
export const MasterBroker: Story = {
  globals: { perfil: 'masterBroker' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await loadedMenu(canvasElement);
    // Broker users read their company name (dsC_RAZAO_SOCIAL) in the header.
    await expect(canvas.getByTestId('header-label')).toHaveTextContent('Distribuidora Horizonte Ltda');
    await expect(canvas.getByText('Master Broker')).toBeVisible();
    await expectGroups(menu, ['Metas', 'Usuários', 'Relatórios'], ['Dashboards do fabricante']);
    await expectLinks(menu, ['Upload de imagens', 'Notificações', 'Recarga'], []);
    await expect(menu.getByRole('button', { name: /App Merchandising/ })).toBeVisible();
    await openGroup(menu, 'Usuários');
    await expectLinks(menu, ['Lista de usuários', 'Permissões de sistemas'], []);
  },
};

/** Gerente (function 10): planning and supervisor split, no seller split; the team view under Relatórios. */
export const Gerente: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await loadedMenu(canvasElement);
    await expect(canvas.getByText('Gerente')).toBeVisible();
    await expect(canvas.getByText('Bem-vindo(a), Fernanda Oliveira')).toBeVisible();
    await expectLinks(menu, ['Dashboard', 'Notificações'], ['Upload de imagens', 'Estoque', 'Pesquisa', 'Recarga']);
    await expectGroups(menu, ['Metas', 'Relatórios'], ['Usuários', 'Dashboards do fabricante']);
    await openGroup(menu, 'Metas');
    await expectLinks(menu, ['Planejamento', 'Programação supervisor', 'Status das metas'], ['Rateio vendedor']);
    await openGroup(menu, 'Relatórios');
    await expectLinks(menu, ['Estrutura de equipe'], ['Lista de usuários']);
    await expect(menu.queryByRole('button', { name: /App Merchandising/ })).not.toBeInTheDocument();
  },
};

/** Supervisor (function 11): the seller split and programming items; no planning, no supervisor split. */
export const Supervisor: Story = {
  globals: { perfil: 'supervisor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await loadedMenu(canvasElement);
    await expect(canvas.getByText('Supervisor')).toBeVisible();
    await expectLinks(menu, ['Dashboard'], ['Notificações', 'Upload de imagens']);
    await expectGroups(menu, ['Metas', 'Relatórios'], ['Usuários']);
    await openGroup(menu, 'Metas');
    await expectLinks(
      menu,
      ['Rateio vendedor', 'Programação cobertura', 'Programação recomendador', 'Programação produto foco', 'Status das metas'],
      ['Planejamento', 'Programação supervisor'],
    );
  },
};

/** Vendedor (function 12): the dashboard, the reports he may view ('Visualizar' RELATORIOS) and 'Sair'. */
export const Vendedor: Story = {
  globals: { perfil: 'vendedor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await loadedMenu(canvasElement);
    await expect(canvas.getByText('Vendedor')).toBeVisible();
    await expectLinks(menu, ['Dashboard'], ['Notificações', 'Estoque', 'Pesquisa']);
    await expectGroups(menu, ['Relatórios'], ['Metas', 'Usuários', 'Dashboards do fabricante']);
    await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
  },
};

/** Collapsible (as on a tablet): the 'Menu' toggle folds the menu to a rail and back. */
export const Collapsed: Story = {
  args: { collapsible: true },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Menu principal' }));
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
    await userEvent.click(toggle);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** On a laptop the 280 px menu is always open, without a toggle. */
export const Expanded: Story = {
  args: { collapsible: 'auto' },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getBoundingClientRect().width).toBe(280);
    await expect(within(nav).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** One group open at a time: opening Relatórios closes Metas; clicking an open group closes it. */
export const OneGroupOpenAtATime: Story = {
  globals: { perfil: 'masterFlag' },
  play: async ({ canvasElement, args }) => {
    const menu = await loadedMenu(canvasElement);
    const metas = group(menu, 'Metas');
    const relatorios = group(menu, 'Relatórios');
    await userEvent.click(metas);
    await expect(metas).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Planejamento' })).toBeVisible();
    await userEvent.click(relatorios);
    await expect(relatorios).toHaveAttribute('aria-expanded', 'true');
    await expect(metas).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: 'Planejamento' })).not.toBeInTheDocument();
    await userEvent.click(menu.getByRole('link', { name: 'Estrutura de produtos' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/estrutura-produtos');
    await userEvent.click(relatorios);
    await expect(relatorios).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Resting the mouse 150 ms on a group opens it; passing over a group more quickly does nothing. */
export const HoverOpensAfterDebounce: Story = {
  globals: { perfil: 'masterFlag' },
  parameters: { clock: 'test' },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    const menu = await loadedMenu(canvasElement);
    const metas = group(menu, 'Metas');
    const relatorios = group(menu, 'Relatórios');
    await userEvent.hover(relatorios);
    await clock.advance(HOVER_OPEN_DELAY_MS - 1);
    await userEvent.unhover(relatorios);
    await clock.advance(1000);
    await expect(relatorios).toHaveAttribute('aria-expanded', 'false');

    await userEvent.hover(metas);
    await clock.advance(HOVER_OPEN_DELAY_MS - 1);
    await expect(metas).toHaveAttribute('aria-expanded', 'false');
    await clock.advance(1);
    await waitFor(() => expect(metas).toHaveAttribute('aria-expanded', 'true'));
    await expect(menu.getByRole('link', { name: 'Planejamento' })).toBeVisible();
    await userEvent.unhover(metas);
    await clock.advance(1000);
    await expect(metas).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Keyboard: Tab reaches the menu; arrows move, Right/Left open and close groups, Enter/Space toggle. */
export const Keyboard: Story = {
  globals: { perfil: 'masterFlag' },
  args: { currentPath: '/metas/status' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = await loadedMenu(canvasElement);
    // The current page's group is open and its link marked.
    const metas = group(menu, 'Metas');
    await expect(metas).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Status das metas' })).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveFocus();
    await userEvent.tab();
    const dashboard = menu.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('link', { name: 'Upload de imagens' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(metas).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(metas).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(metas).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(menu.getByRole('link', { name: 'Planejamento' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(metas).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(metas).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(metas).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(menu.getByRole('button', { name: 'Sair' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Home}');
    await expect(dashboard).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/dashboard');
  },
};

/** The grants not answered yet: entries that need no permission show at once, with progress for the rest (held for as long as the story shows). */
export const PermissionsLoading: Story = {
  tags: ['visual'],
  globals: { perfil: 'gerente' },
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true } },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Menu principal' }));
    await expect(nav.getByRole('progressbar', { name: PROGRESS })).toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.queryByRole('button', { name: 'Metas' })).not.toBeInTheDocument();
  },
};

/** A slow backend: progress in the menu until the grants arrive, then the entries they allow. */
export const PermissionsArrive: Story = {
  globals: { perfil: 'gerente' },
  parameters: { backend: { held: true } },
  play: async (context) => {
    await PermissionsLoading.play?.(context);
    (context.loaded as { answer: () => void }).answer();
    const menu = await loadedMenu(context.canvasElement, 8000);
    await expect(group(menu, 'Metas')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Notificações' })).toBeVisible();
  },
};

/**
 * The permission calls fail (here the workbench does not even sign in): the failure is only logged
 * (spec §8, so the story shows no error: its name says the permissions stay unread)
 * and the menu keeps the entries that need no permission.
 */
export const PermissionsUnread: Story = {
  tags: ['visual'],
  globals: { perfil: 'gerente' },
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const menu = await loadedMenu(canvasElement, 8000);
    await expectLinks(menu, ['Dashboard'], ['Notificações']);
    await expectGroups(menu, ['Relatórios', 'Sair'], ['Metas']);
    await openGroup(menu, 'Relatórios');
    await expectLinks(menu, ['Estrutura de equipe'], []);
  },
};

/** User permission 8: the merchandising entry opens the external app in a new tab, token in the URL. */
export const Merchandising: Story = {
  globals: { perfil: 'masterFlag' },
  play: async ({ canvasElement }) => {
    const menu = await loadedMenu(canvasElement);
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(menu.getByRole('button', { name: 'App Merchandising (abre em nova aba)' }));
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
      const [url, target, features] = open.mock.calls[0] ?? [];
      const parsed = new URL(String(url));
      await expect(`${parsed.origin}${parsed.pathname}`).toBe('https://merchandising.conecta.example/app');
      await expect(parsed.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      await expect(target).toBe('_blank');
      await expect(features).toBe('noopener,noreferrer');
    } finally {
      open.mockRestore();
    }
  },
};
