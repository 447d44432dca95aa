import { Profiler, useMemo, useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  TARGET_LEVEL_TONES,
  canUndo,
  emptyHistory,
  formatInteger,
  recordEdits,
  targetLevel,
  undoLast,
  type EditRecord,
} from '@conecta/core';
import { axeOnFirstItems } from '../../axe-first-items';
import { Button } from '../Button/Button';
import {
  ValueGrid,
  type ValueGridColumn,
  type ValueGridEdit,
  type ValueGridProps,
} from './ValueGrid';

/** A seller's targets per category, as the supervisor split and seller approval screens show them. */
interface SellerRow {
  id: string;
  name: string;
  average: number;
  values: Readonly<Record<string, number | null>>;
  /** A released target: its cells are read-only. */
  locked?: boolean;
}

const CATEGORIES = ['BISCOITOS', 'MASSAS', 'CAFÉ'] as const;

const sellers: SellerRow[] = [
  {
    id: '101',
    name: 'Ana Souza',
    average: 9_100,
    values: { BISCOITOS: 4_000, MASSAS: 3_500, CAFÉ: 2_000 },
  },
  {
    id: '102',
    name: 'Bruno Lima',
    average: 7_300,
    values: { BISCOITOS: 3_000, MASSAS: 2_500, CAFÉ: 1_500 },
  },
  {
    id: '103',
    name: 'Carla Dias',
    average: 6_000,
    values: { BISCOITOS: 2_000, MASSAS: 1_000, CAFÉ: null },
  },
  {
    id: '104',
    name: 'Diego Rocha',
    average: 4_800,
    values: { BISCOITOS: 1_000, MASSAS: 1_200, CAFÉ: 900 },
  },
  {
    id: '105',
    name: 'Elisa Prado',
    average: 5_200,
    values: { BISCOITOS: 2_200, MASSAS: 1_800, CAFÉ: 1_300 },
    locked: true,
  },
];

const rowTotal = (row: SellerRow) =>
  CATEGORIES.reduce((sum, category) => sum + (row.values[category] ?? 0), 0);

/** Row tone: the seller's total against thresholds made from the sales average. */
const toneOfRow = (row: SellerRow) =>
  TARGET_LEVEL_TONES[
    targetLevel(rowTotal(row), {
      minima: row.average * 0.8,
      meta: row.average,
      ideal: row.average * 1.2,
    })
  ];

const REJECTED_MESSAGE = 'Não é permitido valores iguais ou menores que 0.';

/** Counts row renders (the Vendedor cell renders once per row render), to prove row memoisation. */
const rowRenders = { count: 0 };

type CellKey = `${string}|${string}`;

/**
 * The caller a screen would be: values and their undo history in state, a rule that rejects
 * values of 0 or less (the grid then shows the previous value again), a footer total per
 * category, dirty marks against the saved values and invalid marks on empty cells.
 */
function SellerTargetsDemo({
  rows: initialRows,
  onCommit,
  onUndo,
  ...props
}: ValueGridProps<SellerRow>) {
  const [saved] = useState(() => new Map(initialRows.map((row) => [row.id, row.values])));
  const [rows, setRows] = useState(initialRows);
  const [history, setHistory] = useState(emptyHistory<CellKey>());
  const [message, setMessage] = useState('');

  const baseColumns = useMemo<ValueGridColumn<SellerRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Vendedor',
        isRowHeader: true,
        render: (row) => {
          rowRenders.count += 1;
          return row.name;
        },
      },
      { id: 'average', header: 'Média', align: 'end', render: (row) => formatInteger(row.average) },
      ...CATEGORIES.map<ValueGridColumn<SellerRow>>((category) => ({
        id: category,
        header: category,
        editable: {
          value: (row) => row.values[category] ?? null,
          label: (row) => `${category} de ${row.name}`,
          isDisabled: (row) => row.locked ?? false,
          isDirty: (row) => row.values[category] !== saved.get(row.id)?.[category],
          isInvalid: (row) => row.values[category] === null,
        },
      })),
      { id: 'total', header: 'Total', align: 'end', render: (row) => formatInteger(rowTotal(row)) },
    ],
    [saved],
  );

  // Only the footers change with the totals: the row-facing parts of the columns stay identical.
  const columns = useMemo(
    () =>
      baseColumns.map((column) => {
        if (column.id === 'name') return { ...column, footer: 'Total' };
        const isCategory = (CATEGORIES as readonly string[]).includes(column.id);
        if (!isCategory && column.id !== 'total') return column;
        const total = rows.reduce(
          (sum, row) => sum + (isCategory ? (row.values[column.id] ?? 0) : rowTotal(row)),
          0,
        );
        return { ...column, footer: formatInteger(total) };
      }),
    [baseColumns, rows],
  );

  const apply = (changes: readonly { key: CellKey; value: number | null }[]) => {
    setRows((current) =>
      current.map((row) => {
        const mine = changes.filter((change) => change.key.startsWith(`${row.id}|`));
        if (mine.length === 0) return row;
        const values = { ...row.values };
        for (const change of mine) values[change.key.slice(row.id.length + 1)] = change.value;
        return { ...row, values };
      }),
    );
  };

  const commit = (edits: ValueGridEdit[]) => {
    onCommit(edits);
    const accepted = edits.filter((edit) => edit.value !== null && edit.value > 0);
    setMessage(accepted.length < edits.length ? REJECTED_MESSAGE : '');
    const batch: EditRecord<CellKey>[] = accepted.map((edit) => ({
      key: `${edit.rowKey}|${edit.columnId}`,
      before: rows.find((row) => row.id === edit.rowKey)?.values[edit.columnId] ?? null,
      after: Math.round(edit.value ?? 0),
    }));
    setHistory(recordEdits(history, batch));
    apply(batch.map((record) => ({ key: record.key, value: record.after })));
  };

  const undo = () => {
    const { history: next, revert } = undoLast(history);
    if (!revert) return;
    setHistory(next);
    setMessage('');
    apply([...revert].reverse().map((record) => ({ key: record.key, value: record.before })));
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ValueGrid
        {...props}
        rows={rows}
        columns={columns}
        onCommit={commit}
        onUndo={() => {
          onUndo?.();
          undo();
        }}
      />
      <p role="status" style={{ margin: 0, minHeight: '1.5em' }}>
        {message}
      </p>
      <div>
        <Button variant="secondary" size="sm" isDisabled={!canUndo(history)} onPress={undo}>
          Desfazer
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Data/ValueGrid',
  component: ValueGrid as ComponentType<ValueGridProps<SellerRow>>,
  tags: ['autodocs'],
  render: (args) => <SellerTargetsDemo {...args} />,
  args: {
    'aria-label': 'Metas por vendedor',
    rows: sellers,
    getRowKey: (row: SellerRow) => row.id,
    columns: [],
    rowTone: toneOfRow,
    onCommit: fn(),
    onUndo: fn(),
  },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    getRowKey: { control: false },
    rowTone: { control: false },
  },
} satisfies Meta<ComponentType<ValueGridProps<SellerRow>>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The spy was called exactly once, with these edits (one commit = one undo step). */
const expectCommittedOnce = async (spy: unknown, edits: ValueGridEdit[]) => {
  await expect(spy).toHaveBeenCalledOnce();
  await expect(spy).toHaveBeenCalledWith(edits);
};

const gridOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Metas por vendedor' }));

const footerCell = (canvasElement: HTMLElement, index: number) =>
  canvasElement.querySelectorAll('tfoot td')[index];

/**
 * Sellers × categories. Typing replaces the value; Enter confirms and goes to the same category
 * of the next seller; the row total and the footer total follow.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    await expect(grid.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Vendedor',
      'Média',
      'BISCOITOS',
      'MASSAS',
      'CAFÉ',
      'Total',
    ]);
    await expect(grid.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      ...sellers.map((seller) => seller.name),
      'Total',
    ]);
    const ana = grid.getByRole('textbox', { name: 'BISCOITOS de Ana Souza' });
    await expect(ana).toHaveValue('4.000');
    await expect(ana).toHaveAttribute('inputmode', 'numeric');
    await expect(footerCell(canvasElement, 1)).toHaveTextContent('12.200');

    await userEvent.click(ana);
    await expect(ana).toHaveFocus();
    await userEvent.keyboard('4.500{Enter}');
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '101', columnId: 'BISCOITOS', text: '4.500', value: 4500 },
    ]);
    await expect(ana).toHaveValue('4.500');
    await expect(grid.getByRole('textbox', { name: 'BISCOITOS de Bruno Lima' })).toHaveFocus();
    await expect(footerCell(canvasElement, 1)).toHaveTextContent('12.700');
    await expect(grid.getByRole('row', { name: /Ana Souza/ })).toHaveTextContent('10.000');

    // Shift+Enter goes back up; Enter without a change reports nothing.
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(ana).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
  },
};

/** Escape drops what was typed and restores the value; the focus stays in the cell. */
export const EscapeRestores: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = grid.getByRole('textbox', { name: 'MASSAS de Bruno Lima' });
    await userEvent.click(cell);
    await userEvent.keyboard('999');
    await expect(cell).toHaveValue('999');
    await userEvent.keyboard('{Escape}');
    await expect(cell).toHaveValue('2.500');
    await expect(cell).toHaveFocus();
    await userEvent.tab();
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

/**
 * ArrowUp/ArrowDown confirm and move between sellers; ArrowLeft/ArrowRight move between categories
 * once the caret is at the edge of the text (or the whole value is selected).
 */
export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = (name: string) => grid.getByRole('textbox', { name });
    await userEvent.click(cell('MASSAS de Bruno Lima'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell('MASSAS de Carla Dias')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(cell('MASSAS de Ana Souza')).toHaveFocus();

    // The whole value is selected on arrival: the side arrows move at once.
    await userEvent.keyboard('{ArrowRight}');
    await expect(cell('CAFÉ de Ana Souza')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cell('MASSAS de Ana Souza')).toHaveFocus();

    // While typing, the side arrows move the caret until it reaches the edge.
    await userEvent.keyboard('12{ArrowLeft}');
    await expect(cell('MASSAS de Ana Souza')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(cell('BISCOITOS de Ana Souza')).toHaveFocus();
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '101', columnId: 'MASSAS', text: '12', value: 12 },
    ]);
    await expect(cell('MASSAS de Ana Souza')).toHaveValue('12');

    // ArrowDown confirms too; the last row keeps the focus.
    await userEvent.keyboard('700{ArrowDown}');
    await expect(cell('BISCOITOS de Bruno Lima')).toHaveFocus();
    await expect(cell('BISCOITOS de Ana Souza')).toHaveValue('700');
    await userEvent.click(cell('CAFÉ de Elisa Prado'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell('CAFÉ de Elisa Prado')).toHaveFocus();
  },
};

/** Tab and Shift+Tab confirm and move through the cells in reading order. */
export const TabMoves: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = (name: string) => grid.getByRole('textbox', { name });
    await userEvent.click(cell('CAFÉ de Diego Rocha'));
    await userEvent.keyboard('1.100');
    await userEvent.tab();
    await expect(cell('BISCOITOS de Elisa Prado')).toHaveFocus();
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '104', columnId: 'CAFÉ', text: '1.100', value: 1100 },
    ]);
    await userEvent.tab({ shift: true });
    await expect(cell('CAFÉ de Diego Rocha')).toHaveFocus();
    await expect(cell('CAFÉ de Diego Rocha')).toHaveValue('1.100');
  },
};

/** Clicking anywhere else confirms the typed value (the metas spec: 'Enter or clicking away confirms'). */
export const ClickAwayCommits: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = grid.getByRole('textbox', { name: 'BISCOITOS de Carla Dias' });
    await userEvent.click(cell);
    await userEvent.keyboard('2.750');
    await userEvent.click(grid.getByRole('columnheader', { name: 'Vendedor' }));
    await expect(cell).not.toHaveFocus();
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '103', columnId: 'BISCOITOS', text: '2.750', value: 2750 },
    ]);
    await expect(cell).toHaveValue('2.750');
    await expect(footerCell(canvasElement, 1)).toHaveTextContent('12.950');
  },
};

/**
 * A column copied from Excel ('1.234', '2.345,00', '10') fills three sellers downwards in one
 * commit; the footer follows; Ctrl+Z undoes the whole paste in one step.
 */
export const PasteColumn: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = (name: string) => grid.getByRole('textbox', { name });
    await userEvent.click(cell('MASSAS de Ana Souza'));
    await userEvent.paste('1.234\n2.345,00\n10');
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '101', columnId: 'MASSAS', text: '1.234', value: 1234 },
      { rowKey: '102', columnId: 'MASSAS', text: '2.345,00', value: 2345 },
      { rowKey: '103', columnId: 'MASSAS', text: '10', value: 10 },
    ]);
    await expect(cell('MASSAS de Ana Souza')).toHaveValue('1.234');
    await expect(cell('MASSAS de Bruno Lima')).toHaveValue('2.345');
    await expect(cell('MASSAS de Carla Dias')).toHaveValue('10');
    await expect(cell('MASSAS de Diego Rocha')).toHaveValue('1.200');
    await expect(cell('MASSAS de Ana Souza')).toHaveFocus();
    await expect(footerCell(canvasElement, 2)).toHaveTextContent('6.589');

    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await expect(cell('MASSAS de Ana Souza')).toHaveValue('3.500');
    await expect(cell('MASSAS de Bruno Lima')).toHaveValue('2.500');
    await expect(cell('MASSAS de Carla Dias')).toHaveValue('1.000');
    await expect(footerCell(canvasElement, 2)).toHaveTextContent('10.000');
  },
};

/**
 * Two columns copied from Excel (tab-separated, CRLF, trailing line break) fill the following
 * categories; lines beyond the last seller and a released seller's cells are skipped.
 */
export const PasteBlock: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = (name: string) => grid.getByRole('textbox', { name });
    await userEvent.click(cell('MASSAS de Diego Rocha'));
    await userEvent.paste('1.500\t800\r\n1.600\t850\r\n9\t9\r\n');
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '104', columnId: 'MASSAS', text: '1.500', value: 1500 },
      { rowKey: '104', columnId: 'CAFÉ', text: '800', value: 800 },
    ]);
    await expect(cell('CAFÉ de Diego Rocha')).toHaveValue('800');
    await expect(cell('MASSAS de Elisa Prado')).toHaveValue('1.800');
  },
};

/** A single value pasted into a cell is just text in the input, confirmed like typing. */
export const PasteSingleValue: Story = {
  play: async ({ canvasElement, args }) => {
    const cell = gridOf(canvasElement).getByRole('textbox', { name: 'CAFÉ de Ana Souza' });
    await userEvent.click(cell);
    await userEvent.paste('2.100');
    await expect(cell).toHaveValue('2.100');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '101', columnId: 'CAFÉ', text: '2.100', value: 2100 },
    ]);
  },
};

/**
 * Ctrl+Z while typing is the input's own text undo; once nothing is being typed it undoes the
 * last confirmed edit.
 */
export const Undo: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = grid.getByRole('textbox', { name: 'BISCOITOS de Bruno Lima' });
    await userEvent.click(cell);
    await userEvent.keyboard('3.300{Enter}');
    await expect(cell).toHaveValue('3.300');
    const next = grid.getByRole('textbox', { name: 'BISCOITOS de Carla Dias' });
    await userEvent.keyboard('55');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(args.onUndo).not.toHaveBeenCalled();
    await expect(cell).toHaveValue('3.300');
    await userEvent.keyboard('{Escape}');
    await expect(next).toHaveValue('2.000');
    await userEvent.keyboard('{Meta>}z{/Meta}');
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await expect(cell).toHaveValue('3.000');
    await expect(next).toHaveFocus();
    await expect(within(canvasElement).getByRole('button', { name: 'Desfazer' })).toBeDisabled();
  },
};

/** A value of 0 or less is rejected by the caller: the cell shows its previous value again. */
export const RejectedValue: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = grid.getByRole('textbox', { name: 'CAFÉ de Bruno Lima' });
    await userEvent.click(cell);
    await userEvent.keyboard('0{Enter}');
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '102', columnId: 'CAFÉ', text: '0', value: 0 },
    ]);
    await expect(cell).toHaveValue('1.500');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(REJECTED_MESSAGE);

    await userEvent.click(cell);
    await userEvent.keyboard('abc{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith([
      { rowKey: '102', columnId: 'CAFÉ', text: 'abc', value: null },
    ]);
    await expect(cell).toHaveValue('1.500');
  },
};

/**
 * The whole grid read-only (a released target): cells still take the focus and move with the
 * keys, so keyboard users can read them, but typing, pasting and Ctrl+Z change nothing.
 */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = grid.getByRole('textbox', { name: 'BISCOITOS de Ana Souza' });
    await expect(cell).toHaveAttribute('readonly');
    await expect(cell).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(cell);
    await expect(cell).toHaveFocus();
    await userEvent.keyboard('123{Enter}');
    await expect(cell).toHaveValue('4.000');
    await expect(grid.getByRole('textbox', { name: 'BISCOITOS de Bruno Lima' })).toHaveFocus();
    await userEvent.paste('1\n2');
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(args.onCommit).not.toHaveBeenCalled();
    await expect(args.onUndo).not.toHaveBeenCalled();
  },
};

/** Released sellers (Bruno Lima, Elisa Prado): only their cells are read-only. */
export const DisabledRow: Story = {
  args: {
    rows: sellers.map((seller) => (seller.id === '102' ? { ...seller, locked: true } : seller)),
  },
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    const cell = (name: string) => grid.getByRole('textbox', { name });
    await expect(cell('MASSAS de Elisa Prado')).toHaveAttribute('readonly');
    await expect(cell('MASSAS de Bruno Lima')).toHaveAttribute('readonly');
    await expect(cell('MASSAS de Diego Rocha')).not.toHaveAttribute('readonly');

    // Read-only cells take the focus and the keys, but no typing.
    await userEvent.click(cell('MASSAS de Diego Rocha'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell('MASSAS de Elisa Prado')).toHaveFocus();
    await userEvent.keyboard('5');
    await expect(cell('MASSAS de Elisa Prado')).toHaveValue('1.800');

    // A paste starting on a read-only cell changes nothing, not even the editable cells below it.
    await userEvent.click(cell('MASSAS de Bruno Lima'));
    await userEvent.paste('1\n2');
    await expect(cell('MASSAS de Carla Dias')).toHaveValue('1.000');

    // A paste from an editable cell skips the read-only ones and fills the rest.
    await userEvent.click(cell('MASSAS de Ana Souza'));
    await userEvent.paste('10\n20\n30');
    await expectCommittedOnce(args.onCommit, [
      { rowKey: '101', columnId: 'MASSAS', text: '10', value: 10 },
      { rowKey: '103', columnId: 'MASSAS', text: '30', value: 30 },
    ]);
    await expect(cell('MASSAS de Bruno Lima')).toHaveValue('2.500');
    await expect(cell('MASSAS de Carla Dias')).toHaveValue('30');
  },
};

/** No rows: the default empty message and no footer. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    await expect(grid.getByRole('cell', { name: 'Nenhum dado retornado!' })).toBeVisible();
    await expect(grid.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvasElement.querySelector('tfoot')).toBeNull();
  },
};

/**
 * Markers: an empty cell the caller marks invalid (`aria-invalid`, red border); an edited cell is
 * dirty until saved (a dot, and 'não salvo' for screen readers); each row's left border takes the
 * tone of its level.
 */
export const Markers: Story = {
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    const empty = grid.getByRole('textbox', { name: 'CAFÉ de Carla Dias' });
    await expect(empty).toHaveValue('');
    await expect(empty).toBeInvalid();
    await expect(grid.queryByText('não salvo')).toBeNull();

    const below = grid.getByRole('textbox', { name: 'CAFÉ de Diego Rocha' });
    await userEvent.click(empty);
    await userEvent.keyboard('800{Enter}');
    await expect(empty).not.toBeInvalid();
    await expect(empty).toHaveAccessibleDescription('não salvo');
    await expect(grid.getAllByText('não salvo')).toHaveLength(1);
    await expect(below).toHaveFocus();
    await expect(below).not.toHaveAccessibleDescription();

    const rows = grid.getAllByRole('row').slice(1, -1);
    await expect(rows.map((row) => row.getAttribute('data-tone'))).toEqual(sellers.map(toneOfRow));
    await expect(getComputedStyle(rows[0]?.firstElementChild as Element).boxShadow).toContain(
      'inset',
    );
  },
};

const containerEscape = fn();

/** Inside a dialog-like container, Escape with a draft stops at the grid. */
export const EscapeStaysInGrid: Story = {
  render: (args) => (
    // A dialog would close on this Escape; here a spy stands for it.
    <div onKeyDown={(event) => event.key === 'Escape' && containerEscape()}>
      <SellerTargetsDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    containerEscape.mockClear();
    const cell = gridOf(canvasElement).getByRole('textbox', { name: 'CAFÉ de Ana Souza' });
    await userEvent.click(cell);
    await userEvent.keyboard('1{Escape}');
    await expect(cell).toHaveValue('2.000');
    await expect(containerEscape).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(containerEscape).toHaveBeenCalledOnce();
  },
};

const manySellers: SellerRow[] = Array.from({ length: 300 }, (_, index) => ({
  id: String(1000 + index),
  name: `Vendedor ${String(index + 1).padStart(3, '0')}`,
  average: 3_000 + ((index * 37) % 2_000),
  values: { BISCOITOS: 1_000 + index, MASSAS: 800 + index, CAFÉ: 500 + index },
}));

const commits: number[] = [];
const mounts: number[] = [];

/**
 * 300 sellers under a sticky header and footer (maxHeight 420px). Confirming one cell re-renders
 * only its row; the React commit time of that update is measured by a Profiler.
 */
export const ThreeHundredRows: Story = {
  args: { rows: manySellers, maxHeight: '420px' },
  // axe checks the first 20 rows (the others repeat them).
  parameters: { ...axeOnFirstItems('tbody > tr') },
  render: (args) => (
    <Profiler
      id="value-grid"
      onRender={(_id, phase, duration) => (phase === 'mount' ? mounts : commits).push(duration)}
    >
      <SellerTargetsDemo {...args} />
    </Profiler>
  ),
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    await expect(grid.getAllByRole('textbox')).toHaveLength(900);
    const mount = mounts.at(-1) ?? 0;
    const header = grid.getByRole('columnheader', { name: 'BISCOITOS' });
    const cell = grid.getByRole('textbox', { name: 'BISCOITOS de Vendedor 150' });
    await userEvent.click(cell);
    await expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      cell.getBoundingClientRect().top + 1,
    );

    rowRenders.count = 0;
    commits.length = 0;
    await userEvent.keyboard('9.999{Enter}');
    await expect(args.onCommit).toHaveBeenCalledOnce();
    await expect(grid.getByRole('textbox', { name: 'BISCOITOS de Vendedor 151' })).toHaveFocus();
    await waitFor(() => expect(footerCell(canvasElement, 1)).toHaveTextContent('353.700'));
    // Only the edited row rendered again (the focus move and the totals re-render no other row).
    await expect(rowRenders.count).toBe(1);
    const update = Math.max(...commits);
    console.info(
      `[ValueGrid] 300 rows: mount ${mount.toFixed(1)} ms, one-cell commit ${update.toFixed(1)} ms`,
    );
  },
};

/**
 * Narrow space (or many categories): the table scrolls sideways under a sticky first column, so
 * each value stays next to its seller's name; a focused cell scrolls clear of that column.
 */
export const Wide: Story = {
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <SellerTargetsDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    const name = grid.getByRole('rowheader', { name: 'Ana Souza' });
    const scroller = canvasElement.querySelector('table')?.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const left = name.getBoundingClientRect().left;

    const cafe = grid.getByRole('textbox', { name: 'CAFÉ de Ana Souza' });
    await userEvent.click(grid.getByRole('textbox', { name: 'BISCOITOS de Ana Souza' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(cafe).toHaveFocus();
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(name.getBoundingClientRect().left).toBeCloseTo(left, 0);
    await expect(cafe.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().right,
    );
  },
};

/** Named by a visible heading (`aria-labelledby`), as a card title names the grid on a screen. */
export const LabelledByHeading: Story = {
  render: (args) => (
    <section>
      <h3 id="value-grid-heading">Meta por vendedor e categoria</h3>
      <SellerTargetsDemo {...args} aria-labelledby="value-grid-heading" />
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Meta por vendedor e categoria' }),
    ).toBeVisible();
  },
};
