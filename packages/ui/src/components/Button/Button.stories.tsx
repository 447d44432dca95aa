import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Salvar', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] } },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The main action of a screen. Pressing it (mouse, Enter or Space) calls `onPress` once. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Voltar' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Sim, excluir', icon: <Trash2 size={16} aria-hidden /> } };

export const Link: Story = { args: { variant: 'link', children: 'Ver lista de brokers' } };

export const WithIcon: Story = { args: { icon: <Plus size={16} aria-hidden />, children: 'Criar nova notificação' } };

/** Disabled buttons ignore presses and say so to assistive technology. */
export const Disabled: Story = {
  args: { isDisabled: true, children: 'Criar nova notificação' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Criar nova notificação' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While a request runs the button shows progress and ignores further presses. */
export const Pending: Story = {
  args: { isPending: true, children: 'Salvar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Salvar/ });
    await expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
