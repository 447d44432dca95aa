import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatBRL, formatInteger, formatPercent } from '@conecta/core';
import { expect, within } from 'storybook/test';
import { Grid } from '../Grid/Grid';
import { StatCard } from './StatCard';

const meta = {
  title: 'UI/Data/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { title: 'VBC Meta Total', value: formatBRL(1_234_567) },
  argTypes: { value: { control: 'text' } },
} satisfies Meta<typeof StatCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A key figure, named by its title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'VBC Meta Total' });
    await expect(card).toHaveTextContent('R$ 1.234.567');
  },
};

export const WithHint: Story = { args: { hint: 'Linha BRL1 · março de 2025' } };

/** A rise: up icon, green text on a light green chip, and the word 'Aumento' for screen readers. */
export const PositiveTrend: Story = {
  args: {
    title: 'Alterações VBC Supervisor',
    value: formatBRL(45_300),
    trend: { tone: 'positive', label: `+${formatPercent(3.7)} sobre a meta assumida` },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Alterações VBC Supervisor' });
    await expect(card).toHaveTextContent('Aumento: +3,7% sobre a meta assumida');
  },
};

/** A fall: down icon, red text, and the word 'Redução'. */
export const NegativeTrend: Story = {
  args: {
    title: 'Alterações VBC Supervisor',
    value: formatBRL(-12_800),
    trend: { tone: 'negative', label: `-${formatPercent(1.04, { fractionDigits: 2 })} sobre a meta assumida` },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Alterações VBC Supervisor' })).toHaveTextContent(
      'Redução: -1,04% sobre a meta assumida',
    );
  },
};

export const NeutralTrend: Story = {
  args: { title: 'Alterações VBC Supervisor', value: formatBRL(0), trend: { tone: 'neutral', label: 'Sem alteração na meta' } },
};

/** While the value loads a spinner takes its place. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Carregando VBC Meta Total' })).toBeVisible();
  },
};

/** The dashboard's four cards in a responsive grid. */
export const DashboardCards: Story = {
  render: () => (
    <Grid columns={4} minColumnWidth="220px">
      <StatCard title="VBC Meta Total" value={formatBRL(1_234_567)} />
      <StatCard title="Cobertura Meta Total" value={formatInteger(1_850)} hint="Clientes positivados" />
      <StatCard
        title="VBC Efetivo Total"
        value={formatBRL(1_198_020)}
        trend={{ tone: 'negative', label: `${formatPercent(97)} da meta` }}
      />
      <StatCard
        title="Cobertura Efetivo Total"
        value={formatInteger(1_902)}
        trend={{ tone: 'positive', label: `${formatPercent(102.8)} da meta` }}
      />
    </Grid>
  ),
};
