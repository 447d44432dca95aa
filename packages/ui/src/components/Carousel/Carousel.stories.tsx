import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../clock/test-clock';
import { Carousel } from './Carousel';
import { storySlides } from './carousel-fixtures';


/** The dot of the slide shown (aria-current). */
function currentDot(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('button[aria-current="true"]');
}

/** Moves the pointer off the carousel and focus out of it, so only the play state decides. */
async function leave(canvasElement: HTMLElement) {
  await userEvent.unhover(within(canvasElement).getByRole('region'));
  (document.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: 'UI/Feedback/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { slides: storySlides, label: 'Destaques do painel' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  // Auto-play and fading follow the person's motion setting: these stories run with full motion (the
  // story tests ask for reduced motion otherwise, .storybook/stories.setup.ts); 'Reduced Motion' sets it.
  parameters: { motion: 'full' },
} satisfies Meta<typeof Carousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every 5 s the next image fades in; the controls are named 'Pausar', 'Imagem anterior', 'Imagem 2 de 4'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Destaques do painel' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pausar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imagem 1 de 4' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima imagem' }));
    await expect(canvas.getByRole('button', { name: 'Imagem 2 de 4' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Imagem anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Imagem anterior' }));
    await expect(canvas.getByRole('button', { name: 'Imagem 4 de 4' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Imagem 3 de 4' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Metas do trimestre' })).toBeVisible());
  },
};

/** Images still loading: the same place (image area and controls row), busy, with no image yet. */
export const Loading: Story = {
  args: { slides: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Destaques do painel' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(region.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** Playing with a 1 s interval: it advances by itself. */
export const Playing: Story = {
  args: { intervalMs: 1000 },
  parameters: { clock: 'test' },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    const canvas = within(canvasElement);
    await leave(canvasElement);
    await clock.advance(1000 - 1);
    await expect(canvas.getByRole('button', { name: 'Imagem 1 de 4' })).toHaveAttribute('aria-current', 'true');
    await clock.advance(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Imagem 2 de 4' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** 'Pausar' stops the advance (WCAG 2.2.2) until 'Reproduzir' is pressed. */
export const Paused: Story = {
  args: { intervalMs: 1000 },
  parameters: { clock: 'test' },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    await leave(canvasElement);
    const before = currentDot(canvasElement)?.getAttribute('aria-label');
    await clock.advance(5000);
    await expect(currentDot(canvasElement)?.getAttribute('aria-label')).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir' }));
    await leave(canvasElement);
    await clock.advance(1000);
    await waitFor(() => expect(currentDot(canvasElement)?.getAttribute('aria-label')).not.toBe(before));
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
  },
};

/** Holding the pointer over the carousel holds the slide. */
export const HoldsOnHover: Story = {
  args: { intervalMs: 800 },
  parameters: { clock: 'test' },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    await userEvent.hover(within(canvasElement).getByRole('region'));
    await clock.advance(4000);
    await expect(currentDot(canvasElement)).toHaveAccessibleName('Imagem 1 de 4');
  },
};

/** Reduced motion: it starts paused ('Reproduzir'), does not fade, and moves only when asked. */
export const ReducedMotion: Story = {
  args: { intervalMs: 800, reducedMotion: true },
  parameters: { clock: 'test' },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    await leave(canvasElement);
    await clock.advance(4000);
    await expect(currentDot(canvasElement)).toHaveAccessibleName('Imagem 1 de 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima imagem' }));
    await expect(currentDot(canvasElement)).toHaveAccessibleName('Imagem 2 de 4');
    const slide = canvas.getByRole('group', { name: 'Imagem 2 de 4' });
    const { transitionDuration, transitionProperty } = getComputedStyle(slide);
    await expect(transitionProperty === 'none' || transitionDuration === '0s').toBe(true);
    await expect(slide).toBeVisible();
  },
};

/** A single image: no controls. */
export const SingleImage: Story = { args: { slides: storySlides.slice(0, 1) } };
