import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyRound, Pencil } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompactIconButton } from '../CompactIconButton/CompactIconButton';
import type { SortDescriptor, TableColumn } from '../Table/Table';
import { sortRows } from '../Table/table-logic';
import { users, type UserRow } from '../Table/table.fixtures';
import { DataTable, type DataTableProps } from './DataTable';

const columns: TableColumn<UserRow>[] = [
  {
    id: 'name',
    header: 'Nome',
    value: (user) => user.name,
    allowsSorting: true,
    isRowHeader: true,
  },
  { id: 'email', header: 'E-mail', value: (user) => user.email, allowsSorting: true },
  { id: 'role', header: 'Função', value: (user) => user.role, allowsSorting: true },
  { id: 'broker', header: 'Broker', value: (user) => user.broker },
  { id: 'status', header: 'Status', value: (user) => user.status, allowsSorting: true },
  {
    id: 'tools',
    header: 'Ferramentas',
    cell: (user) => (
      <span style={{ display: 'inline-flex', gap: 4 }}>
        <CompactIconButton
          label={`Editar usuário ${user.name}`}
          icon={<Pencil size={16} aria-hidden="true" />}
        />
        <CompactIconButton
          label={`Editar permissões de ${user.name}`}
          icon={<KeyRound size={16} aria-hidden="true" />}
        />
      </span>
    ),
  },
];

/** Storybook needs a concrete row type; the sort is controlled here as a caller would do it. */
function UsersDataTable({
  sortDescriptor: initialSort,
  onSortChange,
  rows,
  ...props
}: DataTableProps<UserRow>) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(initialSort);
  const sorted = useMemo(() => {
    const getValue = columns.find((column) => column.id === sort?.column)?.value;
    return sort && getValue ? sortRows(rows, getValue, sort.direction) : rows;
  }, [rows, sort]);
  return (
    <DataTable
      {...props}
      rows={sorted}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/DataTable',
  component: UsersDataTable,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Usuários',
    columns,
    rows: users,
    getRowKey: (user: UserRow) => user.id,
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowKey: { control: false },
  },
} satisfies Meta<typeof UsersDataTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const bodyRowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');

/** A native table: sortable headers are buttons, the Nome column is the row header, tools are light icon buttons. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Usuários' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Nome', 'E-mail', 'Função', 'Broker', 'Status', 'Ferramentas']);
    await expect(within(table).getAllByRole('row')).toHaveLength(users.length + 1);
    await expect(bodyRowNames(table)).toEqual(users.map((user) => user.name));
    await expect(
      within(table).getByRole('cell', { name: 'mariana.couto@distribuidoranorte.com.br' }),
    ).toBeVisible();

    const nome = within(table).getByRole('columnheader', { name: 'Nome' });
    await expect(nome).not.toHaveAttribute('aria-sort');
    await expect(within(table).queryByRole('button', { name: 'Broker' })).not.toBeInTheDocument();

    await userEvent.click(within(nome).getByRole('button', { name: 'Nome' }));
    await expect(nome).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'ascending',
    });
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
    const ascending = bodyRowNames(table);
    await expect(ascending).toEqual([...ascending].sort(collator.compare));

    await userEvent.keyboard('{Enter}'); // the header button keeps focus: Enter flips the direction
    await expect(nome).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRowNames(table)).toEqual([...ascending].reverse());

    const tool = within(table).getByRole('button', { name: 'Editar usuário Mariana Couto' });
    await expect(tool).toHaveAttribute('type', 'button');
  },
};

/** Sorted at first by e-mail, descending; pressing another header sorts it ascending and moves `aria-sort`. */
export const Sorted: Story = {
  args: { sortDescriptor: { column: 'email', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Usuários' });
    const email = within(table).getByRole('columnheader', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    const emails = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    await expect(emails).toEqual([...emails].sort().reverse());

    const status = within(table).getByRole('columnheader', { name: 'Status' });
    await userEvent.click(within(status).getByRole('button'));
    await expect(status).toHaveAttribute('aria-sort', 'ascending');
    await expect(email).not.toHaveAttribute('aria-sort');
    await expect(within(table).getAllByRole('row')).toHaveLength(users.length + 1);
  },
};

/** No rows: a single row carries the empty message. */
export const Empty: Story = {
  args: { rows: [], emptyMessage: 'Nenhum usuário encontrado.' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Usuários' });
    await expect(
      within(table).getByRole('cell', { name: 'Nenhum usuário encontrado.' }),
    ).toBeVisible();
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  },
};

/** Loading: a 'Carregando' progress indicator inside the table. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Usuários' });
    await expect(within(table).getByRole('progressbar', { name: 'Carregando' })).toBeVisible();
  },
};

/** Named by a visible caption; the header stays visible while rows scroll. */
export const WithCaption: Story = {
  render: ({ columns: cols, rows, getRowKey, onSortChange }) => (
    <UsersDataTable
      caption="Usuários da rede"
      maxHeight="200px"
      {...{ columns: cols, rows, getRowKey, onSortChange }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Usuários da rede' }),
    ).toBeVisible();
  },
};
