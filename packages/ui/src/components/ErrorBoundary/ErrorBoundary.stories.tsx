import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorBoundary, ErrorReportingProvider } from './ErrorBoundary';

/** A part of a screen that throws while rendering until `fixed` (a wrong-shaped answer, a bug). */
function Fragile({ fixed }: { fixed: () => boolean }) {
  if (!fixed()) throw new Error('resposta em formato inesperado');
  return <p>Conteúdo carregado.</p>;
}

function Host({ onError, onBack }: { onError: () => void; onBack: () => void }) {
  const attempts = useRef(0);
  return (
    <div>
      <nav aria-label="Menu do host">
        <Button variant="link">Outra página</Button>
      </nav>
      <ErrorBoundary
        onError={onError}
        onReset={() => {
          attempts.current += 1;
        }}
        backAction={{ label: 'Voltar para o início', onPress: onBack }}
      >
        <Fragile fixed={() => attempts.current > 0} />
      </ErrorBoundary>
    </div>
  );
}

const meta = {
  title: 'UI/Feedback/ErrorBoundary',
  component: ErrorBoundary,
  tags: ['autodocs'],
  args: { children: null },
} satisfies Meta<typeof ErrorBoundary>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A part that throws: the spec's 'Algo deu errado!' / 'Tente novamente mais tarde.' in its place,
 * the rest of the page intact, the error reported once; 'Tentar novamente' renders it again.
 */
export const CaughtAndRetried: Story = {
  render: () => <Host onError={reported} onBack={back} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert', { name: 'Algo deu errado!' });
    await expect(alert).toHaveTextContent('Tente novamente mais tarde.');
    await expect(canvas.getByRole('navigation', { name: 'Menu do host' })).toBeVisible();
    await expect(reported).toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Voltar para o início' }));
    await expect(back).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvas.getByText('Conteúdo carregado.')).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
const reported = fn();
const back = fn();

/** One reporting hook for a whole host: `ErrorReportingProvider` receives what the boundaries catch. */
export const ReportedToTheHost: Story = {
  render: () => (
    <ErrorReportingProvider onError={hostReporter}>
      <ErrorBoundary>
        <Fragile fixed={() => false} />
      </ErrorBoundary>
    </ErrorReportingProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert', { name: 'Algo deu errado!' })).toBeVisible();
    await expect(hostReporter).toHaveBeenCalled();
    const [error] = hostReporter.mock.calls[0] as [Error];
    await expect(error.message).toBe('resposta em formato inesperado');
  },
};
const hostReporter = fn();
