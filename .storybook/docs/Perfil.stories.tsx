import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProfilePreset } from '@conecta/core';
import { expect, within } from 'storybook/test';
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
    await expect(canvas.getByText('10 – Gerente')).toBeVisible();
    await expect(canvas.getByText('Brokers 10234')).toBeVisible();
    await expect(canvas.getByText('user', { exact: true })).toBeVisible();
  },
};

/** A manufacturer master: admin, working with its list of brokers joined by commas. */
export const MasterFabricante: Story = {
  args,
  globals: { perfil: 'masterFabricante' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15 – Master Fabricante')).toBeVisible();
    await expect(canvas.getByText('admin', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Brokers 10234,10587,11020')).toBeVisible();
  },
};
