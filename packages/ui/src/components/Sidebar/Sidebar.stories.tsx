import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Sidebar } from './Sidebar';

const MenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  a[aria-current='page'] { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

const Brand = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Frame = styled.div`
  display: flex;
  height: 520px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const menu = (
  <MenuList>
    <li><a href="/dashboard" aria-current="page">Dashboard</a></li>
    <li><a href="/metas/planejamentos">Metas</a></li>
    <li><a href="/notificacoes">Notificações</a></li>
    <li><a href="/usuarios">Usuários</a></li>
    <li><a href="/permissaosistemas">Permissões</a></li>
  </MenuList>
);

const meta = {
  title: 'UI/Layout/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    children: menu,
    header: <Brand>Conecta</Brand>,
    footer: <MenuList><li><a href="/login">Sair</a></li></MenuList>,
    onCollapsedChange: fn(),
  },
  argTypes: { children: { control: false }, header: { control: false }, footer: { control: false } },
  decorators: [(Story) => <Frame><Story /></Frame>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On a laptop screen the 280 px menu is always open: no toggle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getBoundingClientRect().width).toBe(280);
    await expect(within(nav).getByRole('link', { name: 'Notificações' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** Collapsible: the 'Menu' button folds the menu to a rail and back, and says so with `aria-expanded`. */
export const Collapsible: Story = {
  args: { collapsible: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Usuários' })).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(within(nav).queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(56));

    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Usuários' })).toBeVisible();
  },
};

/** As on a small screen: the menu starts closed; the toggle opens it. */
export const StartsCollapsed: Story = {
  args: { collapsible: true, defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** On a tablet-width viewport (768 px) `collapsible="auto"` shows the toggle; pick the Tablet viewport in the toolbar. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
