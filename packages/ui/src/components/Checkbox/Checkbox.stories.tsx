import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Permite alterar imagem', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Click or Space toggles; `onChange` gets the new state. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Permite alterar imagem' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** The user form's active flag: checked means 'Ativo'. */
export const Checked: Story = { args: { children: 'Ativo', defaultSelected: true } };

/** Some rows chosen: the header checkbox is mixed. */
export const Indeterminate: Story = {
  args: { children: 'Selecionar todas as metas', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Selecionar todas as metas' });
    await expect(box).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { children: 'Visualizar', description: 'Permite ver a funcionalidade Metas.' },
};

export const Invalid: Story = {
  args: { children: 'Li e aceito os termos', isInvalid: true, errorMessage: 'Aceite os termos para continuar.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Li e aceito os termos' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Aceite os termos para continuar.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { children: 'Editar', isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Editar' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
