import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

/** A trigger button and the dialog it opens; `isOpen` in args is the initial state. */
function DialogDemo(args: DialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Abrir diálogo</Button>
      <Dialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
        actions={
          args.actions === undefined ? undefined : (
            <>
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Fechar
              </Button>
              <Button onPress={() => setOpen(false)}>Ok</Button>
            </>
          )
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialogs/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    isOpen: false,
    title: 'Informações de atingimento da notificação',
    children: <p>Id notificação, origem, quantidade de brokers, público e lidos.</p>,
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'warning', 'success', 'error'] } },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The trigger opens the dialog; focus moves inside, Escape closes it and focus returns to the trigger.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir diálogo' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Informações de atingimento da notificação' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, with actions; Tab stays inside the dialog (focus trap). */
export const WithActions: Story = {
  args: { isOpen: true, actions: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect([close, ok]).toContain(document.activeElement);
  },
};

/** Icon tones beside the title. */
export const WarningTone: Story = {
  args: { isOpen: true, tone: 'warning', title: 'Atenção!', children: <p>Não houve dados retornados.</p> },
};

export const SuccessTone: Story = {
  args: { isOpen: true, tone: 'success', title: 'Tudo certo!', children: <p>Alterações salvas com sucesso.</p> },
};

export const ErrorTone: Story = {
  args: { isOpen: true, tone: 'error', title: 'Algo deu errado!', children: <p>Não houve retorno de dados.</p> },
};

/** Not dismissable: Escape does nothing. */
export const NotDismissable: Story = {
  args: { isOpen: true, isDismissable: false, title: 'Envio em andamento', actions: true },
  play: async () => {
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Envio em andamento' });
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Envio em andamento' })).toBeInTheDocument();
  },
};
