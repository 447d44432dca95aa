import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyRound, Pencil } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompactIconButton } from '../CompactIconButton/CompactIconButton';
import type { SortDescriptor, TableColumn } from '../Table/Table';
import { actionsOutOfReach, brokenWords } from '../Table/table-checks';
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

/**
 * `highlightedKey` points a row out (e.g. the one just saved): scrolled into view inside a short
 * scroller, shown in the highlight colour that fades over 4 s. The caller clears the key afterwards.
 */
export const HighlightedRow: Story = {
  args: { maxHeight: '160px', highlightedKey: users[users.length - 1]?.id },
  // The highlight fades only with full motion (the story tests ask for reduced motion otherwise).
  parameters: { motion: 'full' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Usuários' });
    const last = users[users.length - 1];
    const row = within(table).getByRole('rowheader', { name: last?.name ?? '' }).closest('tr') as HTMLElement;
    await expect(row).toHaveAttribute('data-highlighted');
    await expect(table.querySelectorAll('tr[data-highlighted]')).toHaveLength(1);
    // Scrolled into the 160-px scroller's view.
    const scroller = table.parentElement as HTMLElement;
    await waitFor(() => {
      const box = scroller.getBoundingClientRect();
      const rect = row.getBoundingClientRect();
      expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 1);
      expect(rect.top).toBeGreaterThanOrEqual(box.top - 1);
    });
    await expect(getComputedStyle(row.firstElementChild as HTMLElement).animationName).not.toBe('none');
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

// ---------------------------------------------------------------------------------------------
// Narrow boxes (house rule 13): columns keep their narrowest width, rows stack below their sum.

/** A user with a free-text note, for the clamp. */
interface NotedUser extends UserRow {
  note: string;
}

const LONG_NOTE =
  'Responsável pelas campanhas de CHOCOLATES e BISCOITOS nas lojas da região metropolitana; ' +
  'acompanha a positivação semanal, os pedidos programados e a reposição dos pontos de venda. ' +
  'Prefere contato por telefone pela manhã; às sextas-feiras visita os atacados do interior e ' +
  'retorna as mensagens no fim do dia, com o resumo das visitas e das ocorrências registradas.';

const notedUsers: NotedUser[] = users.map((user, index) => ({
  ...user,
  note: index === 0 ? LONG_NOTE : 'Sem observações.',
}));

const onMoreNote = fn();

/**
 * The users list's columns with their narrowest widths (960 px in all): names and brokers wrap
 * between words, e-mails right after '@', the note is cut after three lines with 'Ver observação
 * completa', and the tools never wrap.
 */
const responsiveColumns: TableColumn<NotedUser>[] = [
  { id: 'name', header: 'Nome', value: (user) => user.name, allowsSorting: true, isRowHeader: true, minWidth: 140 },
  { id: 'email', header: 'E-mail', value: (user) => user.email, allowsSorting: true, minWidth: 200, wrap: 'email' },
  { id: 'role', header: 'Função', value: (user) => user.role, minWidth: 130 },
  { id: 'broker', header: 'Broker', value: (user) => user.broker, minWidth: 140 },
  {
    id: 'note',
    header: 'Observação',
    value: (user) => user.note,
    minWidth: 230,
    clamp: { lines: 3, moreLabel: 'Ver observação completa', onMore: onMoreNote },
  },
  {
    id: 'tools',
    header: 'Ferramentas',
    minWidth: 120,
    wrap: 'none',
    cell: (user) => (
      <>
        <CompactIconButton label={`Editar usuário ${user.name}`} icon={<Pencil size={16} aria-hidden="true" />} />{' '}
        <CompactIconButton label={`Editar permissões de ${user.name}`} icon={<KeyRound size={16} aria-hidden="true" />} />
      </>
    ),
  },
];

function ResponsiveTable() {
  const [sort, setSort] = useState<SortDescriptor | undefined>();
  const rows = useMemo(() => {
    const getValue = responsiveColumns.find((column) => column.id === sort?.column)?.value;
    return sort && getValue ? sortRows(notedUsers, getValue, sort.direction) : notedUsers;
  }, [sort]);
  return (
    <DataTable
      aria-label="Usuários"
      columns={responsiveColumns}
      rows={rows}
      getRowKey={(user) => user.id}
      sortDescriptor={sort}
      onSortChange={setSort}
    />
  );
}

/** The table once laid out in the story's viewport. */
async function laidOut(canvasElement: HTMLElement, width: number) {
  await waitFor(() => expect(window.innerWidth).toBe(width));
  return within(canvasElement).getByRole('table', { name: 'Usuários' });
}

/**
 * At the notebook (1366×768) the six columns fit side by side: every tool is inside the viewport
 * and its box, no word breaks, the long note shows three lines and 'Ver observação completa'.
 */
export const FitsTheNotebook: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  render: () => <ResponsiveTable />,
  play: async ({ canvasElement }) => {
    const table = await laidOut(canvasElement, 1366);
    await expect(getComputedStyle(table).display).toBe('table');
    // The table fits its box: nothing to scroll sideways.
    const box = (table.parentElement as HTMLElement).getBoundingClientRect();
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    await expect(actionsOutOfReach(table)).toEqual([]);
    await expect(brokenWords(table)).toEqual([]);
    const more = await within(table).findByRole('button', { name: 'Ver observação completa' });
    await expect(within(table).getAllByRole('button', { name: 'Ver observação completa' })).toHaveLength(1);
    await userEvent.click(more);
    await expect(onMoreNote).toHaveBeenCalledWith(notedUsers[0]);
  },
};

/**
 * At 768 px the box is narrower than the columns' 960 px: each user becomes a card, one 'label
 * value' line per column, the tools inside the viewport; the sortable headers stay as a strip.
 */
export const StacksOnTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  render: () => <ResponsiveTable />,
  play: async ({ canvasElement }) => {
    const table = await laidOut(canvasElement, 768);
    await expect(getComputedStyle(table).display).toBe('block');
    await expect(actionsOutOfReach(table)).toEqual([]);
    await expect(brokenWords(table)).toEqual([]);
    // The cells of a row sit one under the other, at the same left edge.
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    const lefts = new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    const tops = cells.map((cell) => cell.getBoundingClientRect().top);
    await expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // The long note is still cut after three lines, with its button in reach.
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Ver observação completa' })).toBeVisible());
    // Sorting still works from the strip of headers.
    const nome = within(table).getByRole('columnheader', { name: 'Nome' });
    await userEvent.click(within(nome).getByRole('button', { name: 'Nome' }));
    await expect(nome).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Álvaro Nogueira');
  },
};
