import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Senha', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle ('Mostrar senha' / 'Ocultar senha') reveals and hides it again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await userEvent.type(input, 'Conecta@2025');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('Conecta@2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Conecta@2025');
    const hide = canvas.getByRole('button', { name: 'Ocultar senha' });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Nova senha',
    autoComplete: 'new-password',
    description: 'Mínimo 8 caracteres, com letra maiúscula, número e caractere especial.',
  },
};

export const Invalid: Story = {
  args: { label: 'Confirmação de senha', isInvalid: true, errorMessage: 'Senhas não coincidem', defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Confirmação de senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Senhas não coincidem');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'segredo123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Senha')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
  },
};
