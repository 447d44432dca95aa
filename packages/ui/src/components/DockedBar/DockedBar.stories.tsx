import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { Page } from '../Page/Page';
import { ToastProvider, useToast } from '../Toast/Toast';
import { DockedBar, type DockedBarProps } from './DockedBar';

/** The bar's props plus the two actions the stories wire into it. */
type StoryArgs = DockedBarProps & { onBack: () => void; onProgram: () => void };

const Tall = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Figure = styled.span`
  display: inline-flex;
  flex-direction: column;
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const onRowAction = fn();

/** Twenty cards, each with its own action, so the page scrolls well past 370 px. */
const content = (
  <Tall>
    {Array.from({ length: 20 }, (_, i) => (
      <Row key={i}>
        <strong>{`Supervisor ${i + 1}`}</strong>
        <Button size="sm" variant="secondary" onPress={() => onRowAction(i + 1)}>
          {`Ver categorias de Supervisor ${i + 1}`}
        </Button>
      </Row>
    ))}
  </Tall>
);

const summary = (
  <>
    <Figure>
      <span>Alterações</span>
      <strong>+R$ 4.321</strong>
    </Figure>
    <Figure>
      <span>Total</span>
      <strong>R$ 1.204.321</strong>
    </Figure>
  </>
);

const meta = {
  title: 'UI/Layout/DockedBar',
  component: DockedBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Ações da programação',
    summaryLabel: 'Alterações da programação',
    summaryAfterScroll: 370,
    tone: 'positive',
    summary,
    onBack: fn(),
    onProgram: fn(),
  },
  argTypes: { summary: { control: false }, actions: { control: false } },
  render: ({ onBack, onProgram, ...args }) => (
    <Page title="Programacao Supervisor VBC">
      {content}
      <DockedBar
        {...args}
        actions={
          <>
            <Button variant="secondary" icon={<ArrowLeft size={18} aria-hidden="true" />} onPress={onBack}>
              Voltar
            </Button>
            <Button onPress={onProgram}>Programar Metas</Button>
          </>
        }
      />
    </Page>
  ),
} satisfies Meta<StoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The element a real mouse click at the centre of `element` would reach. */
function hitAtCentre(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

/** True when two boxes share any area. */
function intersects(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Ações da programação' });
const summaryRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('complementary', { name: 'Alterações da programação' });

/**
 * At the top of the page the bar holds only the actions, docked to the bottom of the viewport and
 * reachable by a real click; the summary waits until the page is scrolled 370 px.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    window.scrollTo(0, 0);
    const canvas = within(canvasElement);
    const program = canvas.getByRole('button', { name: 'Programar Metas' });
    await expect(bar(canvasElement)).toBeVisible();
    await expect(summaryRegion(canvasElement)).not.toBeInTheDocument();
    const box = bar(canvasElement).getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(program.contains(hitAtCentre(program))).toBe(true);
    await userEvent.click(program);
    await expect(args.onProgram).toHaveBeenCalledTimes(1);
  },
};

/**
 * Scrolled 370 px or more the summary shows beside the actions. At every scroll position, every
 * button whose centre is in view and outside the bar receives a click there, the summary never
 * overlaps the actions, and at the end of the page the bar sits below the last card (it reserves
 * its own space).
 */
export const ScrolledSummary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo(0, 200);
    await waitFor(() => expect(summaryRegion(canvasElement)).not.toBeInTheDocument());
    window.scrollTo(0, 370);
    await waitFor(() => expect(summaryRegion(canvasElement)).toBeVisible());
    await expect(summaryRegion(canvasElement)).toHaveTextContent('+R$ 4.321');
    const max = document.documentElement.scrollHeight - window.innerHeight;
    await expect(max).toBeGreaterThan(370);
    for (let y = 0; y <= max + 100; y += 100) {
      window.scrollTo(0, Math.min(y, max));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const barBox = bar(canvasElement).getBoundingClientRect();
      for (const button of canvas.getAllByRole('button')) {
        const box = button.getBoundingClientRect();
        const cy = box.top + box.height / 2;
        const inView = cy >= 0 && cy <= window.innerHeight;
        const underBar = cy >= barBox.top - 1 && cy <= barBox.bottom + 1 && !bar(canvasElement).contains(button);
        if (!inView || underBar) continue;
        await expect(button.contains(hitAtCentre(button))).toBe(true);
      }
      const floating = summaryRegion(canvasElement);
      if (floating) {
        for (const name of ['Voltar', 'Programar Metas']) {
          const action = canvas.getByRole('button', { name }).getBoundingClientRect();
          await expect(intersects(floating.getBoundingClientRect(), action)).toBe(false);
        }
      }
    }
    // The end of the page: the last card is fully above the bar.
    window.scrollTo(0, max);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const last = canvas.getByRole('button', { name: 'Ver categorias de Supervisor 20' });
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar(canvasElement).getBoundingClientRect().top);
    await userEvent.click(last);
    await expect(onRowAction).toHaveBeenCalledWith(20);
    window.scrollTo(0, 0);
  },
};

/**
 * Keyboard: a control that takes the focus scrolls clear of the bar (the document keeps the bar's
 * height as scroll padding), never behind it.
 */
export const KeyboardFocusClear: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    const canvas = within(canvasElement);
    const target = canvas.getByRole('button', { name: 'Ver categorias de Supervisor 9' });
    target.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(target).toHaveFocus();
    await waitFor(() =>
      expect(target.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar(canvasElement).getBoundingClientRect().top),
    );
    await expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);
    window.scrollTo(0, 0);
  },
};

/** Without actions and before the threshold there is nothing to dock: the bar is not rendered. */
export const SummaryOnly: Story = {
  render: (args) => (
    <Page title="Aprovar Metas VBC">
      {content}
      <DockedBar label="Diferença" summary={args.summary} summaryLabel="Diferença entre vendedores e supervisor" summaryAfterScroll={370} tone="negative" />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Diferença' })).not.toBeInTheDocument();
    window.scrollTo(0, 400);
    const region = await canvas.findByRole('complementary', { name: 'Diferença entre vendedores e supervisor' });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('data-tone', 'negative');
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Diferença' })).not.toBeInTheDocument());
  },
};

function ToastButton() {
  const toast = useToast();
  return (
    <Button variant="secondary" onPress={() => toast.show({ message: 'Logged in with JWT', tone: 'success' })}>
      Mostrar aviso
    </Button>
  );
}

/**
 * A snackbar (6 s, e.g. 'Logged in with JWT' after a page load) stacks above the bar, never on its
 * actions: the bar publishes its height and the toasts sit above it.
 */
export const ToastAboveBar: Story = {
  render: ({ onBack, onProgram, ...args }) => (
    <ToastProvider>
      <Page title="Programacao Supervisor VBC">
        <ToastButton />
        {content}
        <DockedBar
          {...args}
          actions={
            <>
              <Button variant="secondary" onPress={onBack}>
                Voltar
              </Button>
              <Button onPress={onProgram}>Programar Metas</Button>
            </>
          }
        />
      </Page>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    const toast = await within(document.body).findByText('Logged in with JWT');
    await waitFor(() => expect(toast).toBeVisible());
    const toastBox = (toast.closest('section > *') ?? toast).getBoundingClientRect();
    for (const name of ['Voltar', 'Programar Metas']) {
      const button = canvas.getByRole('button', { name });
      await expect(intersects(toastBox, button.getBoundingClientRect())).toBe(false);
      await expect(button.contains(hitAtCentre(button))).toBe(true);
    }
    await expect(toastBox.bottom).toBeLessThanOrEqual(bar(canvasElement).getBoundingClientRect().top);
  },
};
