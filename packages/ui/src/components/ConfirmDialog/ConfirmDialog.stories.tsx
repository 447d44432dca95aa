import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function ConfirmDemo(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Excluir notificação
      </Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    title: 'Tem certeza que deseja excluir a notificação?',
    message: 'Você não vai poder recuperar após a exclusão.',
    confirmLabel: 'Sim, excluir',
    cancelLabel: 'Cancelar',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The trigger opens the confirmation; 'Sim, excluir' calls `onConfirm` and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Excluir notificação' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Tem certeza que deseja excluir a notificação?' });
    await waitFor(() => expect(within(dialog).getByText('Você não vai poder recuperar após a exclusão.')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim, excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open; a destructive confirmation starts with focus on Cancelar, and Escape cancels. */
export const Danger: Story = {
  args: { isOpen: true },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Open, neutral tone: a primary confirming button. Cancelar calls `onCancel`. */
export const Neutral: Story = {
  args: {
    isOpen: true,
    tone: 'default',
    title: 'Descartar alterações?',
    message: 'As alterações não salvas serão perdidas.',
    confirmLabel: 'Descartar',
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Descartar alterações?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
