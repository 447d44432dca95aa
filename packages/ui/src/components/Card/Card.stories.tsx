import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Pencil } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Table } from '../Table/Table';
import { categories, categoryColumns } from '../Table/table.fixtures';
import { Card } from './Card';

const meta = {
  title: 'UI/Data/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Supervisores',
    children: <p style={{ margin: 0 }}>Percentual de atingimento por categoria e supervisor no período.</p>,
  },
  argTypes: { children: { control: false }, actions: { control: false } },
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A titled card is a region named by its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Supervisores' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Supervisores' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Usuários',
    actions: (
      <>
        <IconButton label="Exportar .xlsx" icon={<Download size={18} aria-hidden />} />
        <Button size="sm">Novo Usuário</Button>
      </>
    ),
  },
};

/** Without a title the card is a plain surface. */
export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A level-3 title inside a section of the page. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3, title: 'Visualizar por Categoria' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Visualizar por Categoria' })).toBeVisible();
  },
};

/** No padding: a table fills the card to its edges. */
export const WithTable: Story = {
  args: {
    title: 'Meta por categoria',
    padding: 'none',
    actions: <IconButton label="Editar valores" icon={<Pencil size={18} aria-hidden />} />,
    children: <Table aria-label="Meta por categoria" columns={categoryColumns} rows={categories} getRowKey={(row) => row.key} />,
  },
};
