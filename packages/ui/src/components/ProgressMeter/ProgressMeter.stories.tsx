import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressMeter } from './ProgressMeter';

const meta = {
  title: 'UI/Data/ProgressMeter',
  component: ProgressMeter,
  tags: ['autodocs'],
  args: { label: 'Aprovações de VBC · Linha BRL1', value: 3, max: 4, valueText: '3 de 4 supervisores aprovaram' },
} satisfies Meta<typeof ProgressMeter>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three of four done: a meter named and read as the words say. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Aprovações de VBC · Linha BRL1' });
    await expect(meter).toHaveAttribute('aria-valuenow', '3');
    await expect(meter).toHaveAttribute('aria-valuetext', '3 de 4 supervisores aprovaram');
  },
};

/** Nothing to count yet (0 of 0): an empty bar, never a division by zero. */
export const Zero: Story = { args: { value: 0, max: 0, valueText: '0 de 0' } };
