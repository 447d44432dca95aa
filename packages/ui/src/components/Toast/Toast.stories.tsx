import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../clock/test-clock';
import { Button } from '../Button/Button';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastTone } from './Toast';

interface ToastDemoProps {
  /** Text of the toast (`show({ message })`). */
  message: string;
  /** Optional bold first line. */
  title?: string;
  /** Tone: `error` is a red notice announced as an alert. */
  tone?: ToastTone;
  /** Milliseconds before it hides by itself; `null` keeps it.
   * @default 6000 */
  durationMs?: number | null;
  /** Label of the button that shows the toast. */
  triggerLabel: string;
}

function Trigger({ triggerLabel, ...options }: ToastDemoProps) {
  const toast = useToast();
  return <Button onPress={() => toast.show(options)}>{triggerLabel}</Button>;
}

/** A button that shows a toast through `useToast()`, inside its own `ToastProvider`. */
function ToastDemo(props: ToastDemoProps) {
  return (
    <ToastProvider>
      <Trigger {...props} />
    </ToastProvider>
  );
}

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastDemo,
  subcomponents: { ToastProvider },
  tags: ['autodocs'],
  args: { message: 'User data saved with api', tone: 'success', triggerLabel: 'Salvar perfil' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  parameters: { docs: { story: { inline: false, height: '240px' } } },
} satisfies Meta<typeof ToastDemo>;
export default meta;

type Story = StoryObj<typeof meta>;


/** A success notice (role status) that hides by itself after 6 s. */
export const Default: Story = {
  parameters: { clock: 'test' },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar perfil' }));
    const body = within(document.body);
    const status = await body.findByRole('status');
    await expect(status).toHaveTextContent('User data saved with api');
    await userEvent.unhover(status);
    (document.activeElement as HTMLElement | null)?.blur();
    await clock.advance(TOAST_DURATION_MS - 1);
    await expect(body.getByText('User data saved with api')).toBeInTheDocument();
    await clock.advance(1);
    await waitFor(() => expect(body.queryByText('User data saved with api')).not.toBeInTheDocument());
  },
};

export const Success: Story = { args: { message: 'Alterações salvas com sucesso.', title: 'Tudo certo!', tone: 'success' } };

/**
 * 'User not active': a red notice (role alert) in the bottom-right corner that stays 8 s, then hides.
 */
export const ErrorNotice: Story = {
  args: { message: 'User not active', tone: 'error', durationMs: 8000, triggerLabel: 'Entrar' },
  parameters: { clock: 'test' },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Entrar' }));
    (document.activeElement as HTMLElement | null)?.blur();
    const body = within(document.body);
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('User not active');
    const card = alert.parentElement as HTMLElement;
    await expect(card).toHaveAttribute('data-tone', 'error');
    const box = card.getBoundingClientRect();
    await expect(window.innerWidth - box.right).toBeLessThan(40);
    await expect(window.innerHeight - box.bottom).toBeLessThan(40);
    // Past the usual 6 s it is still there; at 8 s it goes.
    await clock.advance(8000 - 1);
    await expect(body.getByText('User not active')).toBeInTheDocument();
    await clock.advance(1);
    await waitFor(() => expect(body.queryByText('User not active')).not.toBeInTheDocument());
  },
};

/** The clock stops while the pointer is over the toast (WCAG 2.2.1) and runs again when it leaves. */
export const PausedOnHover: Story = {
  args: { message: 'Perfil atualizado', tone: 'info', durationMs: 1500, triggerLabel: 'Atualizar' },
  parameters: { clock: 'test' },
  play: async ({ canvasElement, loaded }) => {
    const clock = storyClock(loaded);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Atualizar' }));
    (document.activeElement as HTMLElement | null)?.blur();
    const body = within(document.body);
    const status = await body.findByRole('status');
    await clock.advance(500);
    await userEvent.hover(status);
    // Held under the pointer well past its 1.5 s.
    await clock.advance(5000);
    await expect(body.getByText('Perfil atualizado')).toBeInTheDocument();
    await userEvent.unhover(status);
    await userEvent.pointer({ coords: { x: 5, y: 5 } });
    // The clock runs on from where it stopped: 1 s was left.
    await clock.advance(1000 - 1);
    await expect(body.getByText('Perfil atualizado')).toBeInTheDocument();
    await clock.advance(1);
    await waitFor(() => expect(body.queryByText('Perfil atualizado')).not.toBeInTheDocument());
  },
};

/** 'Fechar' hides a toast at once. */
export const Dismiss: Story = {
  args: { message: 'Algo deu errado, tente novamente mais tarde.', tone: 'warning', durationMs: null, triggerLabel: 'Enviar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    const body = within(document.body);
    await body.findByText('Algo deu errado, tente novamente mais tarde.');
    await userEvent.click(body.getByRole('button', { name: 'Fechar' }));
    await expect(body.queryByText('Algo deu errado, tente novamente mais tarde.')).not.toBeInTheDocument();
  },
};
