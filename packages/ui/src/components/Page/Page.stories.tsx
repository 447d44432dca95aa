import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatBRL } from '@conecta/core';
import { Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Grid } from '../Grid/Grid';
import { StatCard } from '../StatCard/StatCard';
import { Page } from './Page';

const meta = {
  title: 'UI/Layout/Page',
  component: Page,
  tags: ['autodocs'],
  args: {
    title: 'Notificações',
    actions: <Button icon={<Plus size={16} aria-hidden />}>Criar nova notificação</Button>,
    children: (
      <Card title="Todas as notificações">
        <p style={{ margin: 0 }}>No momento, nenhuma notificação criada.</p>
      </Card>
    ),
  },
  argTypes: { children: { control: false }, actions: { control: false }, breadcrumb: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The title is the page's h1; the actions sit beside it; the content is at most 1570 px wide. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Notificações' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar nova notificação' })).toBeVisible();
    const container = canvasElement.querySelector('[data-width]') as HTMLElement;
    await expect(getComputedStyle(container).maxWidth).toBe('1570px');
  },
};

/** A form page: narrow (1120 px) with the trail Cadastro › Novo Usuário. */
export const NarrowWithBreadcrumb: Story = {
  args: {
    title: 'Novo usuário',
    width: 'narrow',
    actions: undefined,
    breadcrumb: (
      <Breadcrumbs
        items={[
          { id: 'cadastro', label: 'Cadastro', href: '/usuarios' },
          { id: 'novo', label: 'Novo Usuário' },
        ]}
      />
    ),
    children: (
      <Card title="Tipo de Usuário">
        <p style={{ margin: 0 }}>Escolha o tipo do novo usuário.</p>
      </Card>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Navegação estrutural' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Novo usuário' })).toBeVisible();
    const container = canvasElement.querySelector('[data-width]') as HTMLElement;
    await expect(getComputedStyle(container).maxWidth).toBe('1120px');
  },
};

/** The dashboard: a description under the title and the four key figures. */
export const WithDescription: Story = {
  args: {
    title: 'Dashboard',
    description: 'Linha de produtos BRL1 · período atual',
    actions: undefined,
    children: (
      <Grid columns={4} minColumnWidth="220px">
        <StatCard title="VBC Meta Total" value={formatBRL(1_234_567)} />
        <StatCard title="Cobertura Meta Total" value="1.850" />
        <StatCard title="VBC Efetivo Total" value={formatBRL(1_198_020)} />
        <StatCard title="Cobertura Efetivo Total" value="1.902" />
      </Grid>
    ),
  },
};
