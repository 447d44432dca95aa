import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConflictPanel } from './ConflictPanel';

const meta = {
  title: 'UI/Feedback/ConflictPanel',
  component: ConflictPanel,
  tags: ['autodocs'],
  args: {
    title: 'Alterado por Ana Souza às 14:32',
    description:
      'Outra pessoa salvou esta meta depois que você a abriu. Seus valores não foram salvos e continuam na tela: recarregue para ver os valores atuais ou reaplique os seus sobre eles.',
    rows: [
      { key: '5101', label: 'CARLOS MENDES', mine: 'R$ 1.250.000', theirs: 'R$ 1.180.400' },
      { key: '5102', label: 'PATRÍCIA LIMA', mine: 'R$ 980.000', theirs: 'R$ 1.012.300' },
    ],
    onReload: fn(),
    onReapply: fn(),
  },
} satisfies Meta<typeof ConflictPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A save refused with 409: who and when, the user's values beside the server's, two ways on. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert', { name: 'Alterado por Ana Souza às 14:32' });
    const table = within(alert).getByRole('table', { name: 'Alterado por Ana Souza às 14:32' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Seu valor', 'Valor atual']);
    const row = within(table).getByRole('row', { name: /CARLOS MENDES/ });
    await expect(row).toHaveTextContent('CARLOS MENDESR$ 1.250.000R$ 1.180.400');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reaplicar meus valores' }));
    await expect(args.onReapply).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** While a reload or re-apply runs, both buttons wait. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('aria-busy', 'true');
    const reapply = within(alert).getByRole('button', { name: 'Reaplicar meus valores' });
    await expect(reapply).toBeDisabled();
    await userEvent.click(reapply, { pointerEventsCheck: 0 });
    await expect(args.onReapply).not.toHaveBeenCalled();
  },
};

/** Nothing to compare (e.g. an approval refused because the split changed): no table. */
export const WithoutValues: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).queryByRole('table')).toBeNull();
  },
};

/**
 * The data is locked since (e.g. the target was split again and is not programmed for the team):
 * nothing to re-apply onto, so only 'Recarregar' is offered and the description says why.
 */
export const ReapplyNotPossible: Story = {
  args: {
    onReapply: undefined,
    description:
      'Outro usuário alterou esta meta depois que você abriu a tela, e agora ela não pode ser alterada nem aprovada (veja o aviso na tela). Nada do que você digitou foi salvo; seus valores ficam listados aqui, ao lado dos atuais, para você conferir. "Recarregar" fecha este aviso e mostra a nova versão.',
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'Alterado por Ana Souza às 14:32' });
    await expect(within(alert).queryByRole('button', { name: 'Reaplicar meus valores' })).not.toBeInTheDocument();
    await expect(within(alert).getByRole('table')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
