import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Mensagem', maxLength: 600, showCounter: true, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The notification message: 600 characters, counter 'n/600' updated while typing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Mensagem' });
    await expect(canvas.getByText('0/600')).toBeVisible();
    await userEvent.type(area, 'Nova tabela{Enter}de preços');
    await expect(canvas.getByText('21/600')).toBeVisible();
    await expect(area).toHaveAccessibleDescription(/21 de 600 caracteres/);
    await expect(args.onChange).toHaveBeenLastCalledWith('Nova tabela\nde preços');
  },
};

export const CounterAtLimit: Story = {
  args: { defaultValue: 'x'.repeat(600) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), 'y');
    await expect(canvas.getByText('600/600')).toBeVisible();
  },
};

export const WithoutCounter: Story = { args: { label: 'Observações', showCounter: false, maxLength: undefined } };

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'O título e a mensagem são obrigatórios para criar a notificação.',
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Mensagem' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/O título e a mensagem são obrigatórios/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Mensagem enviada aos brokers participantes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
  },
};
