import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Nome do hyperlink', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Typing reaches `onChange` with the whole text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome do hyperlink' });
    await userEvent.type(input, 'Catálogo');
    await expect(input).toHaveValue('Catálogo');
    await expect(args.onChange).toHaveBeenLastCalledWith('Catálogo');
  },
};

/** The notification title: at most 90 characters, with the counter 'n/90' announced politely. */
export const WithCounter: Story = {
  args: { label: 'Título', maxLength: 90, showCounter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Título' });
    await expect(canvas.getByText('0/90')).toBeVisible();
    await userEvent.type(input, 'Campanha');
    await expect(canvas.getByText('8/90')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/8 de 90 caracteres/);
    await expect(canvas.getByTestId('character-counter')).toHaveAttribute('aria-live', 'polite');
  },
};

/** At the limit the counter reads '90/90' and further typing is refused. */
export const CounterAtLimit: Story = {
  args: { label: 'Título', maxLength: 90, showCounter: true, defaultValue: 'A'.repeat(90) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Título' });
    await userEvent.type(input, 'B');
    await expect(input).toHaveValue('A'.repeat(90));
    await expect(canvas.getByText('90/90')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { label: 'Link (URL)', description: 'Máximo de 200 caracteres.', maxLength: 200, type: 'url' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Link (URL)' });
    await expect(input).toHaveAccessibleDescription('Máximo de 200 caracteres.');
  },
};

/** Invalid: the message is shown and announced as the input's description. */
export const Invalid: Story = {
  args: { label: 'Nome', isInvalid: true, errorMessage: 'Nome é obrigatório', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Nome/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Nome é obrigatório');
  },
};

export const Disabled: Story = {
  args: { label: 'E-mail', defaultValue: 'maria.souza@broker.com.br', isDisabled: true, type: 'email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};
