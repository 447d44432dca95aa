import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from './Stepper';

const notificationSteps = [
  { id: 'periodo', label: 'Período' },
  { id: 'publico', label: 'Público' },
  { id: 'conteudo', label: 'Conteúdo' },
  { id: 'final', label: 'Etapa final' },
];

const meta = {
  title: 'UI/Navigation/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps: notificationSteps, currentIndex: 1, label: 'Etapas da notificação' },
  argTypes: { currentIndex: { control: { type: 'number', min: 0, max: 3 } } },
} satisfies Meta<typeof Stepper>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The notification wizard on its second step: 'Período' done, 'Público' current, ending with 'Etapa final'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Etapas da notificação' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Período (concluída)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Público');
    await expect(items[2]).not.toHaveAttribute('aria-current');
    await expect(items[3]).toHaveTextContent('Etapa final');
  },
};

export const FirstStep: Story = {
  args: { currentIndex: 0 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).queryByText(/concluída/)).not.toBeInTheDocument();
  },
};

/** On the final step every earlier step is completed. */
export const FinalStep: Story = {
  args: { currentIndex: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).getAllByText(/concluída/)).toHaveLength(3);
  },
};

/** With `onStepPress`, completed steps are buttons that take the user back to review them. */
export const NavigableSteps: Story = {
  args: { currentIndex: 2, onStepPress: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Período (concluída)' }));
    await expect(args.onStepPress).toHaveBeenCalledWith(0);
  },
};

/** The user form wizard's four steps. */
export const UserForm: Story = {
  args: {
    label: 'Etapas do cadastro',
    currentIndex: 2,
    steps: [
      { id: 'tipo', label: 'Tipo de Usuário' },
      { id: 'identificacao', label: 'Identificação' },
      { id: 'classificacao', label: 'Classificação' },
      { id: 'imagem', label: 'Imagem Usuário (opcional)' },
    ],
  },
};
