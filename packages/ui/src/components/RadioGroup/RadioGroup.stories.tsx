import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  tags: ['autodocs'],
  args: {
    label: 'Público',
    onChange: fn(),
    children: (
      <>
        <Radio value="canal">Por canais</Radio>
        <Radio value="sold">Por solds</Radio>
        <Radio value="vendedor">Por vendedores</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice; `onChange` gets the option's value. */
export const Default: Story = {
  args: { defaultValue: 'canal' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Público' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Por solds' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('sold');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Por vendedores' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('vendedor');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'sold' } };

/** Audience options stay disabled until both dates are chosen (notifications §5). */
export const Disabled: Story = {
  args: { isDisabled: true, description: 'Escolha o período para liberar as opções.' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: {
    label: 'Tipo de meta',
    defaultValue: 'vbc',
    children: (
      <>
        <Radio value="vbc">VBC</Radio>
        <Radio value="volume" isDisabled>
          Volume
        </Radio>
      </>
    ),
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Escolha o público da notificação.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Escolha o público da notificação.')).toBeVisible();
  },
};
