import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Carregando' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg', label: 'Carregando metas' } };

/**
 * Whoever asks for less motion (`prefers-reduced-motion: reduce`) sees the ring stand still — not
 * spinning, and not jumping to a new angle every frame as an endless animation cut to 0.01 ms by the
 * theme's global rule would. The story tests run with reduced motion; in the workbench the reader's own
 * setting decides which half of the check applies.
 */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Carregando' }).firstElementChild as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(ring.getAnimations().length).toBe(reduced ? 0 : 1);
  },
};
