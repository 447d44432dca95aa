import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { id: 'cadastro', label: 'Cadastro', href: '/usuarios' },
      { id: 'novo', label: 'Novo Usuário' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The user form: Cadastro › Novo Usuário. The last item is the current page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navegação estrutural' }));
    // react-aria renders the items after the list's first commit: wait for them.
    await expect(await nav.findByRole('link', { name: 'Cadastro' })).toHaveAttribute('href', '/usuarios');
    const current = nav.getByText('Novo Usuário');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
  },
};

/** The seller split: Metas › Rateio Vendedor › VBC › BRL1; the target type is plain text. */
export const SellerSplit: Story = {
  args: {
    items: [
      { id: 'metas', label: 'Metas', href: '/metas/status' },
      { id: 'rateio', label: 'Rateio Vendedor', href: '/metas/rateio-vendedor' },
      { id: 'tipo', label: 'VBC' },
      { id: 'linha', label: 'BRL1' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navegação estrutural' }));
    await expect(await nav.findAllByRole('listitem')).toHaveLength(4);
    await expect(nav.queryByRole('link', { name: 'VBC' })).not.toBeInTheDocument();
    await expect(nav.getByText('BRL1')).toHaveAttribute('aria-current', 'page');
  },
};

/** Client-side routing: items without `href` call `onAction`; the current page does not. */
export const WithOnAction: Story = {
  args: {
    onAction: fn(),
    items: [
      { id: 'metas', label: 'Metas' },
      { id: 'status', label: 'Status' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Navegação estrutural' }));
    await userEvent.click(await nav.findByRole('link', { name: 'Metas' }));
    await expect(args.onAction).toHaveBeenCalledWith('metas');
    await userEvent.click(nav.getByText('Status'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
