import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The notifications grid switch: its words follow the state ('Habilitada' / 'Desabilitada'). */
export const Default: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Habilitada' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('Desabilitada')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('Habilitada')).toBeVisible();
  },
};

export const Off: Story = { args: { defaultSelected: false } };

/** With a visible setting name before the track. */
export const WithLabel: Story = {
  args: { label: 'Status da notificação', defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: /Status da notificação/ })).toBeChecked();
  },
};

export const CustomLabels: Story = { args: { label: 'Usuário', onLabel: 'Ativo', offLabel: 'Inativo' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
