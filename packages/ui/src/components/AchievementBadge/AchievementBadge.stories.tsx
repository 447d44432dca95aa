import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AchievementBadge, AchievementLegendChip } from './AchievementBadge';

const meta = {
  title: 'UI/Data/AchievementBadge',
  component: AchievementBadge,
  tags: ['autodocs'],
  args: { value: 101.5 },
} satisfies Meta<typeof AchievementBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Strictly above 99: green with a check, and 'acima de 99%' for screen readers (§9). */
export const Above: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', 'above');
    await expect(badge).toHaveTextContent('101,5%, acima de 99%');
  },
};

/** Exactly 99 is not above 99: red with an alert, 'até 99%'. */
export const AtThreshold: Story = {
  args: { value: 99 },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-tone]');
    await expect(badge).toHaveAttribute('data-tone', 'below');
    await expect(badge).toHaveTextContent('99,0%, até 99%');
  },
};

/** No figure (no meta): a dash, spoken with the caller's words. */
export const NoFigure: Story = {
  args: { value: null, labels: { noFigure: 'sem meta' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('sem meta')).toBeInTheDocument();
  },
};

/** The legend chips of the two tones, in the badge's look. */
export const Legend: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 12, listStyle: 'none', padding: 0 }}>
      <li>
        <AchievementLegendChip tone="above">Acima de 99%</AchievementLegendChip>
      </li>
      <li>
        <AchievementLegendChip tone="below">Até 99%</AchievementLegendChip>
      </li>
    </ul>
  ),
};
