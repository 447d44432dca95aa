import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProfilePreset } from '@conecta/core';
import { expect, within } from 'storybook/test';

/** The value shown beside a term of the definition list. */
const valueOf = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
import { PerfilPreview } from './PerfilPreview';

/**
 * The toolbar global **Perfil** picks the demo user a screen is rendered for. Feature stories read
 * it as `loaded.perfil` and pass it as the feature's `user` prop; this story shows what it holds.
 */
const meta = {
  title: 'Workbench/Perfil',
  component: PerfilPreview,
  render: (_args, { loaded }) => <PerfilPreview perfil={loaded.perfil as ProfilePreset} />,
} satisfies Meta<typeof PerfilPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

// `perfil` is provided by the loader; the arg below only satisfies the component's type.
const args = { perfil: undefined as unknown as ProfilePreset };

/** The toolbar's current choice (Master Flag by default). */
export const Toolbar: Story = {
  args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Perfil: Master Flag' })).toBeVisible();
    await expect(canvas.getByText('Sem filtro de broker')).toBeVisible();
  },
};

/** A manager of broker 10234: role user, data scoped to that broker. */
export const Gerente: Story = {
  args,
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Perfil: Gerente' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Função')).toBe('10 – Gerente');
    await expect(valueOf(canvasElement, 'Papel na sessão')).toBe('user');
    await expect(valueOf(canvasElement, 'Rotas permitidas')).toBe('user');
    await expect(valueOf(canvasElement, 'Escopo de dados')).toBe('Brokers 10234');
  },
};

/** A manufacturer master: admin, working with its list of brokers joined by commas. */
export const MasterFabricante: Story = {
  args,
  globals: { perfil: 'masterFabricante' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Perfil: Master Fabricante' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Função')).toBe('15 – Master Fabricante');
    await expect(valueOf(canvasElement, 'Papel na sessão')).toBe('admin');
    await expect(valueOf(canvasElement, 'Rotas permitidas')).toBe('admin, staff, user');
    await expect(valueOf(canvasElement, 'Escopo de dados')).toBe('Brokers 10234,10587,11020');
  },
};
