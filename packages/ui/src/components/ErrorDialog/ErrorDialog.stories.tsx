import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorDialog, type ErrorDialogProps } from './ErrorDialog';

function ErrorDemo(args: ErrorDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Carregar status</Button>
      <ErrorDialog
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
  title: 'UI/Dialogs/ErrorDialog',
  component: ErrorDialog,
  tags: ['autodocs'],
  args: { isOpen: false, code: 4, onClose: fn() },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  render: (args) => <ErrorDemo {...args} />,
} satisfies Meta<typeof ErrorDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'Atenção!' / 'Algo deu errado!' / 'Tente novamente mais tarde.' / 'Código: 4'; OK closes, focus returns. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Carregar status' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Atenção!' });
    const inDialog = within(dialog);
    await waitFor(() => expect(inDialog.getByText('Algo deu errado!')).toBeVisible());
    await waitFor(() => expect(inDialog.getByText('Tente novamente mais tarde.')).toBeVisible());
    await waitFor(() => expect(inDialog.getByText('Código: 4')).toBeVisible());
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open without a code: no 'Código' line. */
export const WithoutCode: Story = {
  args: { isOpen: true, code: undefined, message: 'Não houve retorno de dados.' },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Atenção!' });
    await waitFor(() => expect(within(dialog).getByText('Não houve retorno de dados.')).toBeVisible());
    await expect(within(dialog).queryByText(/Código/)).not.toBeInTheDocument();
  },
};

export const WithCode: Story = { args: { isOpen: true, code: 15 } };

/**
 * A call that timed out: the reason under the message ('O servidor não respondeu a tempo.') and
 * 'Tentar novamente', which closes the dialog and repeats what failed.
 */
export const WithReasonAndRetry: Story = {
  args: { isOpen: true, code: undefined, reason: 'O servidor não respondeu a tempo.', onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Atenção!' });
    await expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
    await expect(dialog).toHaveTextContent('O servidor não respondeu a tempo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
