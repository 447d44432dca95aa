import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../clock/test-clock';
import { Button } from '../Button/Button';
import { AUTO_CLOSE_MS } from '../Dialog/useAutoClose';
import { SuccessDialog, type SuccessDialogProps } from './SuccessDialog';

interface DemoProps extends SuccessDialogProps {
  /** Story-only: show the 'Criar outro usuário' / 'Voltar' actions. */
  withActions?: boolean;
  /** Story-only: called by 'Criar outro usuário'. */
  onCreateAnother?: () => void;
}

function SuccessDemo({ withActions, onCreateAnother, ...args }: DemoProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const close = () => {
    setOpen(false);
    args.onClose();
  };
  return (
    <>
      <Button onPress={() => setOpen(true)}>Criar notificação</Button>
      <SuccessDialog
        {...args}
        isOpen={isOpen}
        onClose={close}
        actions={
          withActions ? (
            <>
              <Button variant="secondary" onPress={close}>
                Voltar
              </Button>
              <Button
                onPress={() => {
                  onCreateAnother?.();
                  close();
                }}
              >
                Criar outro usuário
              </Button>
            </>
          ) : undefined
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialogs/SuccessDialog',
  component: SuccessDialog,
  tags: ['autodocs'],
  args: { isOpen: false, message: 'Notificação criada com sucesso!', onClose: fn() },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  render: (args) => <SuccessDemo {...args} />,
} satisfies Meta<typeof SuccessDialog>;
export default meta;

type Story = StoryObj<typeof meta>;


/** 'Processo concluído!' closes by itself after 2.5 s; focus returns to the trigger. */
export const Default: Story = {
  parameters: { clock: 'test' },
  play: async ({ canvasElement, args, loaded }) => {
    const clock = storyClock(loaded);
    const trigger = within(canvasElement).getByRole('button', { name: 'Criar notificação' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Processo concluído!' });
    await waitFor(() => expect(within(dialog).getByText('Notificação criada com sucesso!')).toBeVisible());
    await clock.advance(AUTO_CLOSE_MS - 1);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await clock.advance(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Edited: Story = { args: { isOpen: true, message: 'Notificação editada com sucesso!' } };

/** With actions it stays open until the user chooses (no auto-close). */
export const WithActions: Story = {
  render: (args) => <SuccessDemo {...args} withActions onCreateAnother={fn()} />,
  args: {
    isOpen: true,
    title: 'Usuário criado com sucesso!',
    message: 'O novo usuário receberá um e-mail para confirmação...',
  },
  parameters: { clock: 'test' },
  play: async ({ args, loaded }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Usuário criado com sucesso!' });
    await storyClock(loaded).advance(10 * AUTO_CLOSE_MS);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('button', { name: 'Criar outro usuário' })).not.toBeInTheDocument();
  },
};
