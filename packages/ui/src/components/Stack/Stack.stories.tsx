import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Stack } from './Stack';

const Box = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    children: [<Box key="a">Ano</Box>, <Box key="b">Período</Box>, <Box key="c">Versão</Box>, <Box key="d">Linha</Box>],
  },
  argTypes: {
    children: { control: false },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] },
  },
} satisfies Meta<typeof Stack>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Vertical, 16 px apart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = [within(canvasElement).getByText('Ano'), within(canvasElement).getByText('Período')];
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
};

/** Side by side, 8 px apart. */
export const Horizontal: Story = {
  args: { direction: 'horizontal', gap: 2 },
  play: async ({ canvasElement }) => {
    const [first, second] = [within(canvasElement).getByText('Ano'), within(canvasElement).getByText('Período')];
    await expect(second.getBoundingClientRect().left - first.getBoundingClientRect().right).toBe(8);
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
  },
};

/** A button bar: actions pushed to the end. */
export const ButtonBar: Story = {
  args: {
    direction: 'horizontal',
    justify: 'end',
    gap: 3,
    children: [
      <Button key="cancel" variant="secondary">Cancelar</Button>,
      <Button key="confirm">Confirmar</Button>,
    ],
  },
};

export const Wrapping: Story = { args: { direction: 'horizontal', wrap: true, gap: 3 } };
