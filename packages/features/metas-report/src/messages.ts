/**
 * Every text of the target tracking report (/relatorio/acompanhamento-metas, issue 22). The spec
 * names the route, '% Atingimento' and its colour rule (shell spec §9), 'Nenhum dado para este
 * período!' and the defaults (period, VBC, BRL1); the rest are this feature's decisions, listed in
 * MetasReport.mdx.
 */
import { ACHIEVEMENT_THRESHOLD, type AchievementLevel } from '@conecta/core';

export const MESSAGES = {
  title: 'Acompanhamento de metas',
  breadcrumb: { relatorios: 'Relatórios', acompanhamento: 'Acompanhamento de metas' },
  filters: {
    label: 'Filtros do relatório',
    periodo: 'Período',
    meta: 'Meta',
    linha: 'Linha',
    broker: 'Broker',
    todosBrokers: 'Todos os brokers',
    meses: 'Tendência',
    mesesOption: (months: number) => `Últimos ${months} meses`,
    placeholder: 'Selecione',
  },
  /** How a printed page names the selection, since the selects are not printed. */
  printedSelection: ({ periodo, meta, linha, broker }: { periodo: string; meta: string; linha: string; broker: string | null }) =>
    [`Período: ${periodo}`, `Meta: ${meta}`, `Linha: ${linha}`, broker && `Broker: ${broker}`].filter(Boolean).join(' · '),
  summary: {
    label: 'Resumo',
    meta: 'Meta',
    realizado: 'Realizado',
    atingimento: '% Atingimento',
    monthToDate: 'Mês em andamento: realizado até hoje.',
  },
  levels: {
    /** The name column and the chart's rows at each level. */
    header: { broker: 'Broker', supervisor: 'Supervisor', seller: 'Vendedor', category: 'Categoria' } satisfies Record<AchievementLevel, string>,
    /** Title of the lines table and its chart. */
    title: {
      broker: 'Por broker',
      supervisor: 'Por supervisor',
      seller: 'Por vendedor',
      category: 'Por categoria',
    } satisfies Record<AchievementLevel, string>,
    chart: {
      broker: 'Meta x realizado por broker',
      supervisor: 'Meta x realizado por supervisor',
      seller: 'Meta x realizado por vendedor',
      category: 'Meta x realizado por categoria',
    } satisfies Record<AchievementLevel, string>,
  },
  drill: {
    label: 'Nível do relatório',
    /** The first crumb: everything the user may see. */
    root: { broker: 'Todos os brokers', supervisor: 'Todos os supervisores', seller: 'Minha equipe', category: 'Minha equipe' } satisfies Record<AchievementLevel, string>,
    /** The name button of a line that opens its detail. */
    open: (name: string, level: AchievementLevel) =>
      `${name}: ver ${level === 'broker' ? 'supervisores' : level === 'supervisor' ? 'vendedores' : 'categorias'}`,
  },
  categories: {
    title: 'Categorias',
    hint: 'Soma das categorias do nível escolhido.',
  },
  table: {
    meta: 'Meta',
    realizado: 'Realizado',
    atingimento: '% Atingimento',
    total: 'Total',
  },
  trend: {
    title: (months: number) => `% Atingimento nos últimos ${months} meses`,
    ofSupervisor: (months: number, name: string) => `% Atingimento de ${name} nos últimos ${months} meses`,
    failed: 'Não foi possível carregar a tendência.',
    loading: 'Carregando a tendência…',
    empty: 'Nenhum mês com meta programada neste intervalo.',
  },
  empty: {
    noPeriodData: 'Nenhum dado para este período!',
    noRows: 'Nenhuma meta programada para as equipes neste período.',
    noRowsHint: 'A meta aparece aqui quando o supervisor programa os vendedores.',
    /** The empty month's way out: the month before it. */
    previous: (periodo: string) => `Ver ${periodo}`,
    loadFailed: 'Não foi possível carregar o relatório.',
  },
  actions: {
    retry: 'Tentar novamente',
    exportar: 'Exportar',
    xlsx: 'Planilha Excel (.xlsx)',
    csv: 'Arquivo CSV (.csv)',
    imprimir: 'Imprimir',
  },
  export: {
    sheet: 'Acompanhamento',
    /** Columns of the files: one line per seller × category under the chosen level. */
    columns: {
      broker: 'Broker',
      supervisor: 'Supervisor',
      seller: 'Vendedor',
      category: 'Categoria',
      meta: 'Meta',
      realizado: 'Realizado',
      atingimento: '% Atingimento',
    },
    failed: 'Não foi possível gerar o arquivo. Tente novamente.',
    /** The file name without extension: acompanhamento-metas-VBC-BRL1-202611. */
    fileBase: (tipoMeta: string, linha: string, periodo: string) => `acompanhamento-metas-${tipoMeta}-${linha}-${periodo}`,
  },
  /** The spoken words of every '% Atingimento' badge (tables, summary, charts): colour is never the only signal (§9). */
  badge: {
    above: `acima de ${ACHIEVEMENT_THRESHOLD}%`,
    below: `até ${ACHIEVEMENT_THRESHOLD}%`,
    noFigure: 'sem meta',
  },
  /**
   * The charts (not in the spec, which has none), worded as the dashboard's '% Atingimento' table
   * words its tones, so the two screens speak alike.
   */
  charts: {
    /** Names of the figures: series, detail lines and table headers. */
    meta: 'Meta',
    realizado: 'Realizado',
    percent: '% Atingimento',
    legendLabel: 'Legenda',
    /** Text shown instead of an empty chart. */
    emptyBars: 'Nenhum dado para exibir no gráfico.',
    emptyTrend: 'Nenhum mês com dados para exibir no gráfico.',
    /** The data-table alternative's toggle. */
    showTable: 'Ver dados em tabela',
    hideTable: 'Ocultar tabela',
    bars: {
      legendMeta: 'Meta',
      legendAbove: `Realizado acima de ${ACHIEVEMENT_THRESHOLD}%`,
      legendBelow: `Realizado até ${ACHIEVEMENT_THRESHOLD}%`,
      /** Read when the chart takes the keyboard focus. */
      keysHint: 'Use as setas para cima e para baixo para percorrer as linhas.',
      /** Description of a row that drills down (screen readers). */
      selectHint: 'Enter para ver o detalhe',
      /** Last line of a drillable row's detail (pointer and keyboard). */
      selectDetailHint: 'Clique ou pressione Enter para ver o detalhe',
      /** Position of a row among the chart's rows: '3 de 40'. */
      position: (index: number, count: number) => `${index} de ${count}`,
    },
    trend: {
      legendAbove: `% Atingimento acima de ${ACHIEVEMENT_THRESHOLD}%`,
      legendBelow: `% Atingimento até ${ACHIEVEMENT_THRESHOLD}%`,
      legendReference: `Referência ${ACHIEVEMENT_THRESHOLD}%`,
      keysHint: 'Use as setas para a esquerda e para a direita para percorrer os meses.',
      /** Header of the months column of the data table. */
      monthHeader: 'Mês',
      /** A month in full: 'Março de 2026'. */
      monthLong: (month: string, year: number) => `${month} de ${year}`,
    },
  },
  /** A broker the names lookup does not know (or a user who may not read it). */
  brokerName: (id: string) => `Broker ${id}`,
} as const;
