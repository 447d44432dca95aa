import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Grid } from './Grid';

const Box = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const cards = ['VBC Meta Total', 'Cobertura Meta Total', 'VBC Efetivo Total', 'Cobertura Efetivo Total'];

const meta = {
  title: 'UI/Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { children: cards.map((title) => <Box key={title}>{title}</Box>) },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Grid>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Four columns on a wide screen: the four dashboard cards share one row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tops = cards.map((title) => within(canvasElement).getByText(title).getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** In a 600 px container the same grid drops to two columns. */
export const NarrowContainer: Story = {
  decorators: [(Story) => <div style={{ width: 600 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const rects = cards.map((title) => within(canvasElement).getByText(title).getBoundingClientRect());
    await expect(rects[0]?.top).toBe(rects[1]?.top);
    await expect(rects[2]?.top).toBeGreaterThan(rects[0]?.bottom ?? 0);
  },
};

export const TwoColumns: Story = { args: { columns: 2, gap: 6 } };

/** Up to three columns, never narrower than 320 px. */
export const WideItems: Story = { args: { columns: 3, minColumnWidth: '320px' } };
