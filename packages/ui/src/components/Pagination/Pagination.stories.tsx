import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Table } from '../Table/Table';
import { manyUsers, userColumns } from '../Table/table.fixtures';
import { Pagination } from './Pagination';
import { pageCountOf, paginate } from './pagination-logic';

const meta = {
  title: 'UI/Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 5, onChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first page: 'Anterior' is disabled; choosing a page or 'Próxima' reports the page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginação' });
    const pager = within(nav);
    await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager.getByRole('button', { name: 'Página 3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(pager.getByRole('button', { name: 'Próxima' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(pager.getByRole('button', { name: 'Página 1' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** A middle page: both arrows enabled, ellipses on both sides of the current page. */
export const MiddlePage: Story = {
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Paginação' }));
    await expect(pager.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
    const numbers = pager.getAllByRole('button', { name: /^Página/ }).map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '9', '10', '11', '20']);
    await expect(pager.getAllByText('…')).toHaveLength(2);
    await userEvent.click(pager.getByRole('button', { name: 'Anterior' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
  },
};

/** The last page: 'Próxima' is disabled. */
export const LastPage: Story = {
  args: { page: 5, pageCount: 5 },
  play: async ({ canvasElement }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Paginação' }));
    await expect(pager.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    await expect(pager.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Many pages near the start: one ellipsis before the last page. */
export const ManyPages: Story = {
  args: { page: 2, pageCount: 48 },
  play: async ({ canvasElement }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Paginação' }));
    const numbers = pager.getAllByRole('button', { name: /^Página/ }).map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '2', '3', '4', '5', '48']);
  },
};

/** One page only: the pager is not shown. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { page: 2, isDisabled: true } };

/** With the table: the users list pages 50 rows at a time on the client. */
export const WithTable: Story = {
  render: function Render() {
    const all = manyUsers(120);
    const [page, setPage] = useState(1);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Table aria-label="Usuários" columns={userColumns} rows={paginate(all, page, 50)} getRowKey={(user) => user.id} maxHeight="320px" />
        <Pagination page={page} pageCount={pageCountOf(all.length, 50)} onChange={setPage} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Usuários' });
    await within(table).findAllByRole('row'); // react-aria fills rows after the first paint
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};
