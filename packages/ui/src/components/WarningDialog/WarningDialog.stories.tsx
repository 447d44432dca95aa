import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AUTO_CLOSE_MS, WarningDialog, type WarningDialogProps } from './WarningDialog';

function WarningDemo(args: WarningDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Salvar notificação</Button>
      <WarningDialog
        {...args}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialogs/WarningDialog',
  component: WarningDialog,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    message: 'Algo deu errado, tente novamente mais tarde.',
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  render: (args) => <WarningDemo {...args} />,
} satisfies Meta<typeof WarningDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Atenção!' closes by itself after 2.5 s, calls `onClose`, and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Salvar notificação' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Atenção!' });
    await waitFor(() => expect(within(dialog).getByText('Algo deu errado, tente novamente mais tarde.')).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: AUTO_CLOSE_MS + 1500,
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open with two lines. Escape closes it before the timer. */
export const TwoLines: Story = {
  args: {
    isOpen: true,
    message: 'Algo deu errado no upload da imagem.',
    detail: 'Tente novamente mais tarde.',
  },
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Atenção!' });
    await waitFor(() => expect(within(dialog).getByText('Tente novamente mais tarde.')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The targets screens' invalid-value popup ('ATENÇÃO!') closes after 0.5 s. */
export const ShortTimer: Story = {
  args: { isOpen: true, title: 'ATENÇÃO!', message: 'Não é permitido valores iguais ou menores que 0.', autoCloseMs: 500 },
};
