import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/Data/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Editar usuário', icon: <Pencil size={18} aria-hidden />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'primary', 'danger'] },
    icon: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The label is the button's accessible name and appears as a tooltip when the button gets keyboard focus. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar usuário' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Editar usuário');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Hovering with the mouse shows the same tooltip. */
export const TooltipOnHover: Story = {
  args: { label: 'Informações de atingimento', icon: <Info size={18} aria-hidden /> },
  play: async ({ canvasElement }) => {
    // The pointer crosses the page before it reaches the button, as a real mouse does.
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Informações de atingimento' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Informações de atingimento');
  },
};

export const Primary: Story = { args: { variant: 'primary', label: 'Criar nova notificação', icon: <Plus size={18} aria-hidden /> } };

export const Danger: Story = { args: { variant: 'danger', label: 'Excluir notificação', icon: <Trash2 size={18} aria-hidden /> } };

export const Small: Story = { args: { size: 'sm', label: 'Editar permissões', icon: <ShieldCheck size={16} aria-hidden /> } };

/** Disabled icon buttons ignore presses. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar usuário' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Without tooltip: for places where the label is already visible nearby. */
export const WithoutTooltip: Story = {
  args: { showTooltip: false },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Editar usuário' })).toHaveFocus();
    await expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
