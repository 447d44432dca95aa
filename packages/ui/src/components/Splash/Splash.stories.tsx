import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, lazy, useState, type ComponentProps } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useClock } from '../../clock/ClockProvider';
import { storyClock } from '../../clock/test-clock';
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

/** How long the simulated route chunk takes to arrive (on the story's clock). */
const CHUNK_MS = 600;

/** A lazy route whose code arrives {@link CHUNK_MS} after it is first rendered, on the kit's clock. */
function LazyRoute(props: ComponentProps<typeof Splash>) {
  const clock = useClock();
  const [Screen] = useState(() =>
    lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          clock.setTimeout(() => resolve({ default: () => <h1>Painel</h1> }), CHUNK_MS);
        }),
    ),
  );
  return (
    <Suspense fallback={<Splash {...props} />}>
      <Screen />
    </Suspense>
  );
}

/** Behind a lazy route: the splash shows until the screen's code arrives. */
export const BehindLazyRoute: Story = {
  parameters: { clock: 'test' },
  render: (args) => <LazyRoute {...args} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const clock = storyClock(loaded);
    await clock.advance(CHUNK_MS - 1);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    await clock.advance(1);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Painel' })).toBeVisible());
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
