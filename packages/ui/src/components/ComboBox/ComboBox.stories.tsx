import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const solds = [
  { id: 100231, label: '100231 - Mercado São João' },
  { id: 100487, label: '100487 - Supermercado Boa Vista' },
  { id: 100512, label: '100512 - Padaria Pão Dourado' },
  { id: 100733, label: '100733 - Atacarejo Nordeste', isDisabled: true },
];

const meta = {
  title: 'UI/Forms/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: { label: 'Sold', placeholder: 'Busque pelo nome ou código do sold', items: solds, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof ComboBox>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Typing filters (accents and case ignored); arrows and Enter choose. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Sold' });
    await userEvent.type(input, 'sao');
    const body = within(document.body);
    const options = await body.findAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('100231 - Mercado São João');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100231);
    await expect(input).toHaveValue('100231 - Mercado São João');
  },
};

/** Searching by code works too. */
export const SearchByCode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Sold' }), '1005');
    await waitFor(() => expect(within(document.body).getByRole('option', { name: '100512 - Padaria Pão Dourado' })).toBeVisible());
  },
};

/** Nothing matches: the list says 'Nenhum resultado'. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Sold' }), 'xyz');
    await waitFor(() => expect(within(document.body).getByText('Nenhum resultado')).toBeVisible());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Selecione um sold da lista.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Sold' });
    await expect(input).toHaveAccessibleDescription('Selecione um sold da lista.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Sold' })).toBeDisabled();
  },
};
