import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@conecta/api';
import { expect, waitFor, within } from 'storybook/test';
import { BackendPreview } from './BackendPreview';

/**
 * The embedded mock backend in the workbench: each story gets a fresh, stateful backend (so state
 * never leaks between stories) and a client signed in as the toolbar's Perfil. Scenarios are story
 * parameters: `parameters: { backend: { scenario: 'empty' | 'error' | 'slow' | 'unauthorized' | 'large' } }`.
 */
const meta = {
  title: 'Workbench/Backend simulado',
  component: BackendPreview,
  render: (_args, { loaded }) => <BackendPreview api={loaded.api as ApiClient} />,
  args: { api: undefined as unknown as ApiClient },
} satisfies Meta<typeof BackendPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The gerente's own data, read from the mock through the typed client. */
export const Default: Story = {
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Fernanda Oliveira')).toBeVisible());
    await expect(canvas.getByText('gerente@conecta.example')).toBeVisible();
    await expect(canvas.getByText('10 – Gerente')).toBeVisible();
  },
};

/** The `slow` scenario: progress shows while the real request runs. */
export const Slow: Story = {
  globals: { perfil: 'supervisor' },
  parameters: { backend: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando usuário' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('11 – Supervisor')).toBeVisible(), { timeout: 5000 });
  },
};

/** The `error` scenario: every call answers 500, surfaced as one typed ApiError. */
export const ServerError: Story = {
  parameters: { backend: { scenario: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/Erro interno do servidor\. \(HTTP 500\)/)).toBeVisible(), { timeout: 5000 });
  },
};

/** The `unauthorized` scenario: protected calls answer 401. */
export const Unauthorized: Story = {
  parameters: { backend: { scenario: 'unauthorized' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/Token inválido ou expirado\. \(HTTP 401\)/)).toBeVisible());
  },
};
