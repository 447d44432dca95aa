import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Table, type TableColumn, type TableProps } from './Table';
import { actionsOutOfReach, brokenWords } from './table-checks';
import { categories, categoryColumns, manyUsers, userColumns, users, type CategoryRow, type UserRow } from './table.fixtures';

/** Storybook needs a concrete row type; the users list is the reference example. */
function UsersTable(props: TableProps<UserRow>) {
  return <Table {...props} />;
}

function CategoryTable(props: TableProps<CategoryRow>) {
  return <Table {...props} />;
}

const meta = {
  title: 'UI/Data/Table',
  component: UsersTable,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Usuários',
    columns: userColumns,
    rows: users,
    getRowKey: (user: UserRow) => user.id,
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowKey: { control: false },
    emptyAction: { control: false },
  },
} satisfies Meta<typeof UsersTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const bodyRowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent ?? '');

/** The users list: Nome, E-mail, Função, Broker, Tipo, Status and per-row tools. Arrow keys move between cells. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Usuários' });
    await within(table).findAllByRole('row'); // react-aria fills rows after the first paint
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Nome', 'E-mail', 'Função', 'Broker', 'Tipo', 'Status', 'Ferramentas']);
    await expect(within(table).getAllByRole('row')).toHaveLength(users.length + 1);

    // Keyboard: focus the first cell of the first row, then move right and down.
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Mariana Couto' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(table).getByRole('gridcell', { name: 'mariana.couto@distribuidoranorte.com.br' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(table).getByRole('gridcell', { name: 'alvaro.nogueira@distribuidoranorte.com.br' })).toHaveFocus();
  },
};

/**
 * Sorted by Nome (pt-BR order: accents and case ignored). Pressing the sorted header flips the
 * direction; pressing another header sorts by it, ascending.
 */
export const Sorted: Story = {
  args: { defaultSortDescriptor: { column: 'name', direction: 'ascending' } },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Usuários' });
    const name = within(table).getByRole('columnheader', { name: 'Nome' });
    const email = within(table).getByRole('columnheader', { name: 'E-mail' });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRowNames(table)).toEqual([
      'Álvaro Nogueira',
      'Ana Paula Ribeiro',
      'bruna Lima',
      'Carlos Eduardo Souza',
      'Éder Martins',
      'Mariana Couto',
    ]);

    await userEvent.click(name);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await expect(bodyRowNames(table)[0]).toBe('Mariana Couto');

    await userEvent.click(email);
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).not.toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRowNames(table)[0]).toBe('Álvaro Nogueira');

    // Enter on a focused header sorts too.
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRowNames(table)[0]).toBe('Mariana Couto');
    await expect(bodyRowNames(table).at(-1)).toBe('Álvaro Nogueira');
  },
};

/** Sorting done by the server: the table reports the new sort and keeps the rows in the order it was given. */
export const ManualSorting: Story = {
  args: { manualSorting: true, sortDescriptor: { column: 'name', direction: 'ascending' } },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Usuários' });
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Status' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'status', direction: 'ascending' });
    await expect(bodyRowNames(table)[0]).toBe('Mariana Couto');
  },
};

/** The planning table by category, with a 'Total' footer that sums the values shown (BRL, no decimals). */
export const WithTotalRow: StoryObj<typeof CategoryTable> = {
  render: (args) => <CategoryTable {...args} />,
  args: {
    'aria-label': 'Metas por categoria',
    columns: categoryColumns,
    rows: categories,
    getRowKey: (row: CategoryRow) => row.key,
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('grid', { name: 'Metas por categoria' });
    // react-aria fills the collection after the first paint: wait for the rows.
    const rows = await within(table).findAllByRole('row');
    const total = rows.at(-1) as HTMLElement;
    await expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    await expect(total).toHaveTextContent('R$ 1.257.550');
    await expect(total).toHaveTextContent('R$ 1.374.000');
    // Sorting reorders the categories; the total row stays last.
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Meta Planejada' }));
    const sorted = within(table).getAllByRole('row');
    await expect(within(sorted[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Biscoitos');
    await expect(within(sorted.at(-1) as HTMLElement).getByRole('rowheader')).toHaveTextContent('Total');
  },
};

/** No rows: the message explains why, and an optional action offers the next step. */
export const Empty: Story = {
  args: {
    'aria-label': 'Todas as notificações',
    rows: [],
    emptyMessage: 'No momento, nenhuma notificação criada.',
    emptyAction: <Button icon={<Plus size={16} aria-hidden />} onPress={fn()}>Criar nova notificação</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria renders the body after the table's first commit: wait for it.
    await waitFor(() => expect(canvas.getByText('No momento, nenhuma notificação criada.')).toBeVisible());
    const create = canvas.getByRole('button', { name: 'Criar nova notificação' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(create).toHaveFocus();
  },
};

/** The default empty text. */
export const EmptyDefaultMessage: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Nenhum registro encontrado.')).toBeVisible());
  },
};

/** While data loads the table keeps its headers and shows progress. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeVisible());
    await expect(within(canvas.getByRole('grid', { name: 'Usuários' })).getAllByRole('row')).toHaveLength(2);
  },
};

/** Sixty users in a 360 px high box: the rows scroll under the header, which stays in view. */
export const StickyHeader: Story = {
  args: { rows: manyUsers(60), maxHeight: '360px', defaultSortDescriptor: { column: 'name', direction: 'ascending' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Usuários' });
    const scroller = table.parentElement as HTMLElement;
    const header = within(table).getByRole('columnheader', { name: 'Nome' });
    await expect(scroller.clientHeight).toBeLessThanOrEqual(360);
    scroller.scrollTop = 600;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    const offset = header.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    await expect(Math.abs(offset)).toBeLessThan(2);
  },
};

/** Rows that open something: clicking a row (or Enter on it) reports its key; the total row never does. */
export const RowAction: StoryObj<typeof CategoryTable> = {
  render: (args) => <CategoryTable {...args} />,
  args: {
    'aria-label': 'Metas por categoria',
    columns: categoryColumns,
    rows: categories,
    getRowKey: (row: CategoryRow) => row.key,
    onRowAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Metas por categoria' });
    await userEvent.click(await within(table).findByRole('rowheader', { name: 'Chocolates' }));
    await expect(args.onRowAction).toHaveBeenCalledWith('chocolates');
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Total' }));
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
  },
};

/** Narrowest width of each column of the users list (px, padding included): 900 px in all. */
const MIN_WIDTHS: Record<string, number> = { name: 140, email: 200, role: 130, broker: 140, type: 100, status: 90, tools: 100 };
const sizedUserColumns: TableColumn<UserRow>[] = userColumns.map((column) => ({
  ...column,
  minWidth: MIN_WIDTHS[column.id],
  wrap: column.id === 'email' ? 'email' : column.wrap,
}));

/**
 * At 768 px the box is narrower than the columns' 900 px: each row stacks as a card, one 'label
 * value' line per column, so both tools of every row are inside the viewport; no word breaks; the
 * sortable headers stay as a strip, and the arrow keys still move between cells.
 */
export const StacksOnTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { columns: sizedUserColumns },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBe(768));
    const table = await within(canvasElement).findByRole('grid', { name: 'Usuários' });
    await within(table).findAllByRole('row');
    await expect(getComputedStyle(table).display).toBe('block');
    await expect(actionsOutOfReach(table)).toEqual([]);
    await expect(brokenWords(table)).toEqual([]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const lefts = new Set(within(row).getAllByRole('gridcell').map((cell) => Math.round(cell.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);

    await userEvent.click(within(table).getByRole('columnheader', { name: 'Nome' }));
    await expect(within(table).getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Álvaro Nogueira' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(table).getByRole('gridcell', { name: 'alvaro.nogueira@distribuidoranorte.com.br' })).toHaveFocus();
  },
};

/** The same columns at the notebook: side by side, every tool inside the viewport, no word broken. */
export const FitsTheNotebook: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  args: { columns: sizedUserColumns },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBe(1366));
    const table = await within(canvasElement).findByRole('grid', { name: 'Usuários' });
    await within(table).findAllByRole('row');
    await expect(getComputedStyle(table).display).toBe('table');
    await expect(actionsOutOfReach(table)).toEqual([]);
    await expect(brokenWords(table)).toEqual([]);
  },
};
