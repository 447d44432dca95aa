import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const meses = [
  { id: 1, label: 'Janeiro' },
  { id: 2, label: 'Fevereiro' },
  { id: 3, label: 'Março' },
  { id: 4, label: 'Abril', isDisabled: true },
  { id: 5, label: 'Maio' },
];

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Período', items: meses, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Click opens the list in a popover; choosing an option closes it and shows the choice. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Período/ });
    await expect(trigger).toHaveTextContent('Selecione');
    await userEvent.click(trigger);
    const body = within(document.body);
    await userEvent.click(await body.findByRole('option', { name: 'Março' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Março');
  },
};

/** Keyboard: Enter opens, arrows skip disabled options, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Período/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await expect(await body.findByRole('option', { name: 'Abril' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(trigger).toHaveTextContent('Maio');
  },
};

export const WithValue: Story = { args: { defaultValue: 2, label: 'Mês' } };

export const CustomPlaceholder: Story = { args: { label: 'Linha', placeholder: 'Escolha a linha', items: [{ id: 'secos', label: 'Secos' }, { id: 'refrigerados', label: 'Refrigerados' }] } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Selecione o período.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Selecione o período.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Período/ })).toBeDisabled();
  },
};
