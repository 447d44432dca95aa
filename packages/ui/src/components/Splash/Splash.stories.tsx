import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, lazy } from 'react';
import { expect, within } from 'storybook/test';
import { Splash } from './Splash';

const meta = {
  title: 'UI/Feedback/Splash',
  component: Splash,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof Splash>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Covers the viewport with 'Conecta' and a spinner named 'Carregando'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = canvas.getByRole('progressbar', { name: 'Carregando' });
    await expect(progress).toBeVisible();
    await expect(canvas.getByText('Conecta')).toBeVisible();
    const splash = progress.closest('[aria-busy]') as HTMLElement;
    await expect(splash).toHaveAttribute('aria-busy', 'true');
    const box = splash.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** Inside a container (a panel that loads), not over the whole page. */
export const Inline: Story = { args: { fullScreen: false, label: 'Carregando metas' } };

/** Resolves after `ms`, like a lazy route's chunk. */
const LazyScreen = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(() => resolve({ default: () => <h1>Painel</h1> }), 600),
    ),
);

/** Behind a lazy route: the splash shows until the screen's code arrives. */
export const BehindLazyRoute: Story = {
  render: (args) => (
    <Suspense fallback={<Splash {...args} />}>
      <LazyScreen />
    </Suspense>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Painel' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
