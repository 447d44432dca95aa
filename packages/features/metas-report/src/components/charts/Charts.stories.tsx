import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { achievementPercent, achievementTone, type AchievementLine, type AchievementMonth } from '@conecta/core';
import { AchievementBars } from './AchievementBars';
import { AchievementTrend } from './AchievementTrend';

/** A line as core's summarizeAchievement gives it: percentage and tone by the §9 rule. */
function line(key: string, name: string, meta: number, realizado: number, parentKey: string | null = null): AchievementLine {
  const percent = achievementPercent(meta, realizado);
  return { key, name, parentKey, meta, realizado, percent, tone: achievementTone(percent ?? Number.NaN) };
}

function month(periodo: string, meta: number, realizado: number): AchievementMonth {
  return { periodo, meta, realizado, percent: achievementPercent(meta, realizado) };
}

/** Five supervisors: 105,0 %, 99,0 % (red: not above 99), 99,1 % (green), 70,0 % and 110,0 %. */
const SUPERVISORS: AchievementLine[] = [
  line('101', 'Ana Souza', 1_250_000, 1_312_500),
  line('102', 'Bruno Lima', 980_000, 970_200),
  line('103', 'Carla Mendes', 1_100_000, 1_090_100),
  line('104', 'Diego Ramos', 760_000, 532_000),
  line('105', 'Elaine Castro de Albuquerque Figueiredo', 1_480_000, 1_628_000),
];

const FIRST_NAMES = ['Adriana', 'Bruno', 'Camila', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João'];
const LAST_NAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte'];

/** Forty sellers of one supervisor, one of them without a meta (no '% Atingimento'). */
const SELLERS: AchievementLine[] = Array.from({ length: 40 }, (_, index) => {
  const name = `${FIRST_NAMES[index % 10]} ${LAST_NAMES[Math.floor(index / 10)]}`;
  const meta = index === 17 ? 0 : 40_000 + ((index * 7_919) % 60_000);
  const realizado = Math.round((40_000 + ((index * 7_919) % 60_000)) * (0.7 + ((index * 37) % 50) / 100));
  return line(String(5000 + index), name, meta, realizado, '101');
});

/** COBERTURA: positivações per category (customers), a count. */
const CATEGORIES: AchievementLine[] = [
  line('11', 'Cervejas', 1_856, 1_902),
  line('12', 'Refrigerantes', 1_420, 1_301),
  line('13', 'Águas', 980, 971),
  line('14', 'Energéticos', 610, 655),
];

/** Six months, December without a meta: a gap in the line. */
const SIX_MONTHS: AchievementMonth[] = [
  month('202510', 5_200_000, 4_940_000),
  month('202511', 5_400_000, 5_346_000),
  month('202512', 0, 1_200_000),
  month('202601', 5_000_000, 5_250_000),
  month('202602', 5_100_000, 5_054_100),
  month('202603', 5_600_000, 5_885_600),
];

const TWELVE_MONTHS: AchievementMonth[] = Array.from({ length: 12 }, (_, index) => {
  const periodo = index < 9 ? `2025${String(index + 4).padStart(2, '0')}` : `2026${String(index - 8).padStart(2, '0')}`;
  const meta = 4_800_000 + index * 90_000;
  return month(periodo, meta, Math.round(meta * (0.9 + ((index * 7) % 20) / 100)));
});

const meta = {
  title: 'Features/Relatórios/Acompanhamento de metas/Gráficos',
  component: AchievementBars,
  subcomponents: { AchievementTrend },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The report's two charts, rendered directly (the feature's root comes later): meta x realizado per line as grouped bars, and '% Atingimento' month by month. Each is one tab stop (arrows, Home, End), shows the focused or hovered item's figures, and offers the same figures as a table.",
      },
    },
  },
} satisfies Meta<typeof AchievementBars>;
export default meta;

type BarsStory = StoryObj<typeof meta>;
type TrendStory = StoryObj<typeof AchievementTrend>;

const trendParameters = { controls: { include: ['months', 'title', 'metaType'] } };

/** The chart's group (named by its caption) and its rows. */
async function chartOf(canvasElement: HTMLElement, title: string, role: 'button' | 'img') {
  const chart = await within(canvasElement).findByRole('group', { name: title });
  return { chart, items: within(chart).getAllByRole(role) };
}

/** The detail shown over the chart: it holds every given text. */
async function expectDetail(canvasElement: HTMLElement, ...texts: string[]) {
  await waitFor(() => expect(canvasElement.querySelector('[data-chart-detail]')).not.toBeNull());
  const detail = canvasElement.querySelector<HTMLElement>('[data-chart-detail]');
  for (const text of texts) await expect(detail).toHaveTextContent(text);
}

/** Opens the data table and gives it; the toggle says it is open. */
async function openTable(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Ver dados em tabela' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  const table = await canvas.findByRole('table', { name: title });
  await expect(canvas.getByRole('button', { name: 'Ocultar tabela' })).toHaveAttribute('aria-expanded', 'true');
  return table;
}

/** The table row whose row header is `name`. */
function tableRow(table: HTMLElement, name: string) {
  const row = within(table).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no table row for ${name}`);
  return row;
}

/**
 * Five supervisors with mixed tones: 99,0 % is red ('até 99%'), 99,1 % green ('acima de 99%').
 * The arrows move the focus between rows and the detail follows; Enter, Space and a click drill down.
 */
export const Barras: BarsStory = {
  args: {
    lines: SUPERVISORS,
    metaType: 'VBC',
    title: 'Meta x realizado por supervisor',
    nameHeader: 'Supervisor',
    onSelect: fn(),
  },
  play: async ({ args, canvasElement, step }) => {
    const { chart, items: rows } = await chartOf(canvasElement, args.title, 'button');
    await expect(rows).toHaveLength(5);

    await step('the tone follows §9: 99,0 % is red, 99,1 % green, in words too', async () => {
      const bruno = within(chart).getByRole('button', { name: /^Bruno Lima/ });
      await expect(bruno).toHaveAttribute('data-tone', 'below');
      await expect(bruno).toHaveAccessibleName(
        'Bruno Lima, 2 de 5: Meta R$ 980.000, Realizado R$ 970.200, % Atingimento 99,0%, até 99%',
      );
      await expect(bruno).toHaveAccessibleDescription('Enter para ver o detalhe');
      await expect(chart.querySelector('[data-label-of="102"]')).toHaveTextContent('Bruno Lima99,0%');
      await expect(chart.querySelector('[data-label-of="102"]')).toHaveAttribute('data-tone', 'below');
      const carla = within(chart).getByRole('button', { name: /^Carla Mendes/ });
      await expect(carla).toHaveAttribute('data-tone', 'above');
      await expect(carla).toHaveAccessibleName(
        'Carla Mendes, 3 de 5: Meta R$ 1.100.000, Realizado R$ 1.090.100, % Atingimento 99,1%, acima de 99%',
      );
      await expect(chart.querySelector('[data-label-of="103"]')).toHaveTextContent('Carla Mendes99,1%');
      await expect(chart.querySelector('[data-label-of="103"]')).toHaveAttribute('data-tone', 'above');
    });

    await step('one tab stop; ↑ ↓ Home End move between rows and the detail follows', async () => {
      await expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1);
      await userEvent.tab();
      await expect(rows[0]).toHaveFocus();
      await expectDetail(canvasElement, 'Ana Souza', 'R$ 1.250.000', 'R$ 1.312.500', '105,0%');
      await userEvent.keyboard('{ArrowDown}');
      await expect(rows[1]).toHaveFocus();
      await expectDetail(canvasElement, 'Bruno Lima', 'R$ 980.000', 'R$ 970.200', '99,0%', 'Clique ou pressione Enter para ver o detalhe');
      await expect(rows[1]).toHaveAttribute('tabindex', '0');
      await expect(rows[0]).toHaveAttribute('tabindex', '-1');
      await userEvent.keyboard('{End}');
      await expect(rows[4]).toHaveFocus();
      await expectDetail(canvasElement, 'Elaine Castro de Albuquerque Figueiredo', 'R$ 1.480.000', 'R$ 1.628.000', '110,0%');
      await userEvent.keyboard('{ArrowDown}');
      await expect(rows[4]).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(rows[0]).toHaveFocus();
      // Tab leaves the chart at once: its rows are one stop.
      await userEvent.tab();
      await expect(canvasElement.ownerDocument.activeElement).toBe(within(canvasElement).getByRole('button', { name: 'Ver dados em tabela' }));
      await userEvent.tab({ shift: true });
      await expect(rows[0]).toHaveFocus();
    });

    await step('Enter, Space and a click drill down with the line key', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith('103');
      await userEvent.keyboard('{ArrowUp}[Space]');
      await expect(args.onSelect).toHaveBeenLastCalledWith('102');
      const diego = rows[3];
      if (!diego) throw new Error('no fourth row');
      await userEvent.click(diego);
      await expect(args.onSelect).toHaveBeenLastCalledWith('104');
      await expect(args.onSelect).toHaveBeenCalledTimes(3);
    });

    await step('the table shows the same figures', async () => {
      const table = await openTable(canvasElement, args.title);
      await expect(within(table).getAllByRole('row')).toHaveLength(6);
      await expect(within(table).getByRole('columnheader', { name: 'Supervisor' })).toBeVisible();
      for (const header of ['Meta', 'Realizado', '% Atingimento'])
        await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
      await expect(tableRow(table, 'Bruno Lima')).toHaveTextContent(/R\$ 980\.000.*R\$ 970\.200.*99,0%, até 99%/);
      await expect(tableRow(table, 'Carla Mendes')).toHaveTextContent(/R\$ 1\.100\.000.*R\$ 1\.090\.100.*99,1%, acima de 99%/);
      await expect(tableRow(table, 'Bruno Lima').querySelector('[data-tone]')).toHaveAttribute('data-tone', 'below');
      await expect(tableRow(table, 'Carla Mendes').querySelector('[data-tone]')).toHaveAttribute('data-tone', 'above');
    });
  },
};

/** Forty sellers (the last level: no drill-down): one row each, the chart grows in height. */
export const BarrasQuarentaVendedores: BarsStory = {
  args: {
    lines: SELLERS,
    metaType: 'VBC',
    title: 'Meta x realizado por vendedor',
    nameHeader: 'Vendedor',
  },
  play: async ({ args, canvasElement }) => {
    const { chart, items: rows } = await chartOf(canvasElement, args.title, 'img');
    await expect(rows).toHaveLength(40);
    await expect(within(chart).queryAllByRole('button')).toHaveLength(0);
    // 40 rows of 44 px: every name keeps a readable row.
    await expect(chart.getBoundingClientRect().height).toBeGreaterThan(40 * 40);

    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[39]).toHaveFocus();
    const last = SELLERS[39];
    if (!last) throw new Error('no 40th seller');
    await expect(rows[39]).toHaveAccessibleName(new RegExp(`^${last.name}, 40 de 40: Meta `));
    await expectDetail(canvasElement, last.name);
    // Without onSelect, Enter changes nothing (and says nothing about a detail).
    await userEvent.keyboard('{Enter}');
    await expect(rows[39]).toHaveFocus();
    await expect(canvasElement.querySelector('[data-chart-detail]')).not.toHaveTextContent('ver o detalhe');

    // The seller without a meta: no percentage ('—'), spoken 'sem meta'.
    const noMeta = rows[17];
    await expect(noMeta).toHaveAccessibleName(/% Atingimento sem meta$/);
    await expect(chart.querySelector(`[data-label-of="${SELLERS[17]?.key}"]`)).toHaveTextContent(/—$/);
  },
};

/** COBERTURA: counts of customers, in 'clientes'. */
export const BarrasCobertura: BarsStory = {
  args: {
    lines: CATEGORIES,
    metaType: 'COBERTURA',
    title: 'Meta x realizado por categoria',
    nameHeader: 'Categoria',
    onSelect: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const { chart, items: rows } = await chartOf(canvasElement, args.title, 'button');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveAccessibleName(
      'Cervejas, 1 de 4: Meta 1.856 clientes, Realizado 1.902 clientes, % Atingimento 102,5%, acima de 99%',
    );
    // The value axis names the unit.
    await expect(chart.querySelector('[data-unit]')).toHaveTextContent('clientes');
    const aguas = rows[2];
    if (!aguas) throw new Error('no third row');
    await userEvent.hover(aguas);
    await expectDetail(canvasElement, 'Águas', '980 clientes', '971 clientes', '99,1%');
    await expect(aguas).toHaveAttribute('data-tone', 'above');
    await userEvent.unhover(aguas);

    const table = await openTable(canvasElement, args.title);
    await expect(tableRow(table, 'Cervejas')).toHaveTextContent(/1\.856 clientes.*1\.902 clientes.*102,5%/);
    await expect(tableRow(table, 'Refrigerantes')).toHaveTextContent(/1\.420 clientes.*1\.301 clientes.*91,6%, até 99%/);
  },
};

/** No lines: a short text instead of an empty chart. */
export const BarrasVazio: BarsStory = {
  args: {
    lines: [],
    metaType: 'VBC',
    title: 'Meta x realizado por supervisor',
    nameHeader: 'Supervisor',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum dado para exibir no gráfico.')).toBeVisible();
    await expect(canvas.getByText('Meta x realizado por supervisor')).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Six months, December without a meta (a gap, no point); ← → Home End move between months. */
export const Tendencia: TrendStory = {
  args: {
    months: SIX_MONTHS,
    title: '% Atingimento nos últimos 6 meses',
    metaType: 'VBC',
  },
  parameters: trendParameters,
  render: (args) => <AchievementTrend {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const { chart, items: months } = await chartOf(canvasElement, args.title, 'img');
    await expect(months).toHaveLength(6);

    await step('December has no point; the tones follow §9', async () => {
      await expect(chart.querySelectorAll('[data-point]')).toHaveLength(5);
      await expect(chart.querySelector('[data-point-of="202512"]')).toBeNull();
      await expect(months[2]).toHaveAccessibleName('Dezembro de 2025: Meta R$ 0, Realizado R$ 1.200.000, % Atingimento sem meta');
      // 99,0 % (November) is red, 99,1 % (February) green.
      await expect(chart.querySelector('[data-point-of="202511"]')).toHaveAttribute('data-tone', 'below');
      await expect(chart.querySelector('[data-point-of="202602"]')).toHaveAttribute('data-tone', 'above');
      await expect(months[1]).toHaveAccessibleName(/% Atingimento 99,0%, até 99%$/);
      await expect(months[4]).toHaveAccessibleName(/% Atingimento 99,1%, acima de 99%$/);
      // The axis labels the months short, the reference line is labelled.
      await expect(chart).toHaveTextContent('out/25');
      await expect(chart).toHaveTextContent('mar/26');
      await expect(chart.querySelector('[data-reference]')).toHaveTextContent('99%');
    });

    await step('one tab stop; ← → Home End move between months and the detail follows', async () => {
      await userEvent.tab();
      await expect(months[0]).toHaveFocus();
      await expectDetail(canvasElement, 'Outubro de 2025', 'R$ 5.200.000', 'R$ 4.940.000', '95,0%');
      await userEvent.keyboard('{ArrowRight}');
      await expect(months[1]).toHaveFocus();
      await expectDetail(canvasElement, 'Novembro de 2025', 'R$ 5.400.000', 'R$ 5.346.000', '99,0%');
      await userEvent.keyboard('{ArrowRight}');
      await expectDetail(canvasElement, 'Dezembro de 2025', 'R$ 0', 'R$ 1.200.000', '—');
      await userEvent.keyboard('{End}');
      await expect(months[5]).toHaveFocus();
      await expectDetail(canvasElement, 'Março de 2026', 'R$ 5.600.000', 'R$ 5.885.600', '105,1%');
      await userEvent.keyboard('{ArrowRight}');
      await expect(months[5]).toHaveFocus();
      await userEvent.keyboard('{Home}{ArrowLeft}');
      await expect(months[0]).toHaveFocus();
    });

    await step('the table shows the same figures', async () => {
      const table = await openTable(canvasElement, args.title);
      await expect(within(table).getAllByRole('row')).toHaveLength(7);
      await expect(within(table).getByRole('columnheader', { name: 'Mês' })).toBeVisible();
      await expect(tableRow(table, 'Novembro de 2025')).toHaveTextContent(/R\$ 5\.400\.000.*R\$ 5\.346\.000.*99,0%, até 99%/);
      await expect(tableRow(table, 'Dezembro de 2025')).toHaveTextContent(/R\$ 0.*R\$ 1\.200\.000.*sem meta/);
      await expect(tableRow(table, 'Fevereiro de 2026')).toHaveTextContent(/99,1%, acima de 99%/);
    });
  },
};

/** Twelve months: every month stays reachable; the axis labels fit. */
export const TendenciaDozeMeses: TrendStory = {
  args: {
    months: TWELVE_MONTHS,
    title: '% Atingimento nos últimos 12 meses',
    metaType: 'VBC',
  },
  parameters: trendParameters,
  render: (args) => <AchievementTrend {...args} />,
  play: async ({ args, canvasElement }) => {
    const { chart, items: months } = await chartOf(canvasElement, args.title, 'img');
    await expect(months).toHaveLength(12);
    await expect(chart.querySelectorAll('[data-point]')).toHaveLength(12);
    await expect(chart).toHaveTextContent('abr/25');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(months[11]).toHaveFocus();
    await expectDetail(canvasElement, 'Março de 2026');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(months[10]).toHaveFocus();
    await expectDetail(canvasElement, 'Fevereiro de 2026');
  },
};
