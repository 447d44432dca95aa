import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfigProblem } from './ConfigProblem';

/**
 * What the production build shows instead of starting when its `/config.json` is missing, cannot be
 * read or has errors (issue 19; page *Implantação*).
 */
const meta = {
  title: 'Portal/Configuração',
  component: ConfigProblem,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof ConfigProblem>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No `/config.json` (404, or the server's fallback page): what to publish, with an example. */
export const Ausente: Story = {
  args: { kind: 'missing', issues: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Configuração ausente' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'O portal não encontrou a sua configuração (/config.json) e por isso não pode iniciar.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/"apiBaseUrl": "https:\/\/api\.conecta\.example"/)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Tentar novamente' }),
    ).not.toBeInTheDocument();
  },
};

/** A file with errors: every one listed, by field. */
export const Invalida: Story = {
  args: {
    kind: 'invalid',
    issues: [
      { field: 'apiBaseUrl', problem: 'site-address', value: 'api.conecta.example' },
      { field: 'apiTimeoutMs', problem: 'milliseconds', value: 'trinta' },
      { field: 'apiBaseURL', problem: 'unknown' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Configuração inválida' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'apiBaseUrl: "api.conecta.example" não é um endereço http(s):// nem um caminho deste site (/…).',
      'apiTimeoutMs: "trinta" não é um número inteiro de milissegundos (0 = sem limite).',
      'apiBaseURL: campo desconhecido (os campos são apiBaseUrl, ipLookupUrl, merchandisingUrl, apiTimeoutMs, demo).',
    ]);
  },
};

/** The file could not be read (the server answered 503, or not at all): 'Tentar novamente' loads again. */
export const Indisponivel: Story = {
  args: { kind: 'unavailable', issues: [{ problem: 'status', value: 503 }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Configuração indisponível' }),
    ).toBeVisible();
    await expect(canvas.getByText('/config.json respondeu 503.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
