import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

const filiais = [
  { id: 1, label: 'Recife' },
  { id: 2, label: 'Salvador' },
  { id: 3, label: 'Fortaleza' },
  { id: 4, label: 'Natal' },
];

const meta = {
  title: 'UI/Forms/MultiSelect',
  component: MultiSelect,
  tags: ['autodocs'],
  args: { label: 'Filiais', items: filiais, emptyText: 'Nenhuma filial selecionada', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof MultiSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const option = (name: string) => body().findByRole('option', { name });

/** Summaries: empty text, one or two names, then 'a, b, + N'. The list stays open while choosing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Filiais/ });
    await expect(trigger).toHaveTextContent('Nenhuma filial selecionada');
    await userEvent.click(trigger);
    await userEvent.click(await option('Recife'));
    await expect(args.onChange).toHaveBeenLastCalledWith([1]);
    await expect(trigger).toHaveTextContent('Recife');
    await userEvent.click(await option('Salvador'));
    await expect(trigger).toHaveTextContent('Recife, Salvador');
    await userEvent.click(await option('Fortaleza'));
    await expect(trigger).toHaveTextContent('Recife, Salvador, + 1');
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2, 3]);
  },
};

/** 'Todos' (id -1) selects every item; unticking it clears them all. */
export const SelectAll: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Filiais/ });
    await userEvent.click(trigger);
    await userEvent.click(await option('Todos'));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2, 3, 4]);
    for (const name of ['Todos', 'Recife', 'Salvador', 'Fortaleza', 'Natal']) {
      await expect(await option(name)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(trigger).toHaveTextContent('Todos');
    await userEvent.click(await option('Todos'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(trigger).toHaveTextContent('Nenhuma filial selecionada');
  },
};

/** With everything chosen, unticking one item keeps the others and clears 'Todos'. */
export const UnselectOneClearsTodos: Story = {
  args: { defaultValue: [1, 2, 3, 4] },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Filiais/ });
    await expect(trigger).toHaveTextContent('Todos');
    await userEvent.click(trigger);
    await userEvent.click(await option('Salvador'));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 3, 4]);
    await expect(await option('Todos')).toHaveAttribute('aria-selected', 'false');
    await expect(trigger).toHaveTextContent('Recife, Fortaleza, + 1');
  },
};

/** Choosing every item one by one ticks 'Todos' automatically. */
export const SelectingEveryItemTicksTodos: Story = {
  args: { defaultValue: [1, 2, 3] },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Filiais/ });
    await userEvent.click(trigger);
    await expect(await option('Todos')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(await option('Natal'));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 2, 3, 4]);
    await expect(await option('Todos')).toHaveAttribute('aria-selected', 'true');
  },
};

/** Keyboard: Enter opens, arrows move, Enter toggles, Escape closes and returns focus. */
export const Keyboard: Story = {
  args: { label: 'Brokers', emptyText: 'Nenhum broker selecionado', items: [{ id: 11, label: 'Broker Alfa' }, { id: 12, label: 'Broker Beta' }] },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Brokers/ });
    await expect(trigger).toHaveTextContent('Nenhum broker selecionado');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await option('Todos');
    // The list takes the focus once it has opened (an effect after its first render): wait for it, or
    // the arrow key still goes to the button.
    await waitFor(() => expect(body().getByRole('listbox')).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([11]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).not.toBeInTheDocument());
    // The focus goes back to the button once the list has gone (an effect of its closing).
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Broker Alfa');
  },
};

/** Without the select-all item. */
export const WithoutTodos: Story = {
  args: { showAll: false, label: 'Canais', emptyText: 'Nenhum canal selecionado', defaultValue: [1, 2, 3, 4] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Canais/ })).toHaveTextContent('Recife, Salvador, + 2');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Selecione ao menos uma Filial e um Broker.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Selecione ao menos uma Filial e um Broker.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, label: 'Vendedores', emptyText: 'Nenhum vendedor selecionado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Vendedores/ })).toBeDisabled();
  },
};
