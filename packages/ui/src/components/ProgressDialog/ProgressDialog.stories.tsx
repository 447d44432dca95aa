import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ProgressDialog, type ProgressDialogProps } from './ProgressDialog';

/** Opens the progress dialog for a simulated request of `requestMs`. */
function ProgressDemo({ requestMs = 800, ...args }: ProgressDialogProps & { requestMs?: number }) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button
        onPress={() => {
          setOpen(true);
          setTimeout(() => setOpen(false), requestMs);
        }}
      >
        Confirmar
      </Button>
      <ProgressDialog {...args} isOpen={isOpen} />
    </>
  );
}

const meta = {
  title: 'UI/Dialogs/ProgressDialog',
  component: ProgressDialog,
  tags: ['autodocs'],
  args: { isOpen: false },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  render: (args) => <ProgressDemo {...args} />,
} satisfies Meta<typeof ProgressDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * 'Aguarde...' with a spinner while the request runs; Escape does not close it; when the request
 * ends it closes and focus returns to the trigger.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Confirmar' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Aguarde...' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Aguarde...' })).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, as seen while a user is being saved. */
export const Open: Story = {
  args: { isOpen: true, message: 'Salvando usuário' },
  render: (args) => <ProgressDialog {...args} />,
};
