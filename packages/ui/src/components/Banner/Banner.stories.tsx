import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Banner } from './Banner';

const meta = {
  title: 'UI/Feedback/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    tone: 'warning',
    children:
      'A meta está acima do que você planejou inicialmente. É necessário chegar no valor programado redistribuindo a diferença entre os outros vendedores.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'error'] } },
} satisfies Meta<typeof Banner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Warning: a status message with an icon and the spoken word 'Atenção:'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/^Atenção: A meta está acima do que você planejou inicialmente\./);
  },
};

export const Warning: Story = {};

/** The supervisor split's alert banner on a negative total change: role alert, with an action. */
export const Alert: Story = {
  args: {
    tone: 'error',
    children:
      'A meta esta abaixo do que voce planejou inicialmente. E necessario chegar no valor programado ou voltar para o Planejamento e reprogramar a meta assumida.',
    action: (
      <Button variant="link" size="sm" onPress={fn()}>
        Voltar para o Planejamento
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Erro: A meta esta abaixo do que voce planejou inicialmente. E necessario chegar no valor programado ou voltar para o Planejamento e reprogramar a meta assumida.',
    );
    await expect(within(alert).getByRole('button', { name: 'Voltar para o Planejamento' })).toBeEnabled();
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Etapa final', children: 'Revise os dados antes de criar a notificação.' },
};

/** With `onDismiss`, a 'Fechar' button hides the banner. */
export const Dismissable: Story = {
  args: { tone: 'info', children: 'Há uma nova versão do portal disponível.', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fechar' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
