/** Every text of the seller split and approval screen (metas spec §2.3, §4.7, §5, §8), pt-BR. */
export const MESSAGES = {
  title: 'Aprovar Metas VBC',
  breadcrumb: { metas: 'Metas', rateio: 'Rateio Vendedor' },
  metaType: 'VBC',
  selectors: {
    ano: 'Ano',
    periodo: 'Período',
    versao: 'Versão',
    linha: 'Linha',
    placeholder: 'Selecione',
    loadingOptions: 'Carregando opções…',
  },
  cards: {
    assumed: 'VBC Assumido Supervisor',
    changes: 'Alterações VBC Supervisor',
    total: 'VBC Total Vendedores',
    positive: 'Acima do valor assumido',
    negative: 'Abaixo do valor assumido',
    neutral: 'Igual ao valor assumido',
  },
  status: 'Status da META',
  imported: 'Meta importada: os valores não podem ser alterados.',
  statusUnknown: '—',
  roundingNote: 'Os valores podem variar levemente por causa de arredondamentos.',
  supervisor: {
    heading: 'Supervisor',
    headingAll: 'Supervisores (todas as equipes)',
    planned: 'Meta planejada',
    categories: 'Meta do supervisor por categoria',
  },
  seller: {
    average: 'Média: R$',
    share: 'Participação',
    planned: 'Meta planejada',
    plannedOf: (name: string) => `Meta planejada de ${name}`,
    up: 'Acima da meta sugerida',
    down: 'Abaixo da meta sugerida',
    neutral: 'Igual à meta sugerida',
    viewByCategory: 'Visualizar por Categoria',
    hideCategories: 'Ocultar categorias',
    categoriesOf: (name: string) => `Metas por categoria de ${name}`,
    category: 'Categoria',
    value: 'Meta Planejada',
    valueOf: (category: string) => `Meta Planejada de ${category}`,
    total: 'Total',
    unsaved: 'Não salvo',
    saving: 'Salvando…',
    retry: 'Tentar novamente',
    discard: 'Descartar alteração',
    loadingCategories: 'Carregando categorias',
  },
  list: { heading: 'Vendedores', count: (n: number) => (n === 1 ? '1 vendedor' : `${n} vendedores`) },
  actions: {
    compare: 'Comparar metas vendedores',
    distribute: 'Distribuir diferença',
    undo: 'Desfazer',
    approve: 'Aprovar Metas',
    close: 'Fechar',
    yes: 'Sim',
    no: 'Não',
    ok: 'OK',
    apply: 'Aplicar e salvar',
    cancel: 'Cancelar',
    retryAll: 'Tentar salvar novamente',
    discardAll: 'Descartar alterações',
  },
  approveHint: {
    role: 'A aprovação é feita pelo supervisor de cada equipe.',
    permission: 'Seu usuário não tem permissão para editar as metas dos vendedores.',
    status: (status: string) => `Não é possível aprovar com o status ${status}.`,
  },
  confirmSave: { title: 'Salvar novo valor.', message: 'Deseja confirmar a alteração do valor?' },
  nonPositive: { title: 'ATENÇÃO!', message: 'Não é permitido valores iguais ou menores que 0.' },
  negativeChange: 'Não é permitido valor alterado negativo.',
  categoryForced: (category: string) =>
    `O valor de ${category} foi ajustado para 1, o mínimo por categoria.`,
  outOfTolerance: 'Existem valores a serem distribuídos entre os vendedores.',
  unsavedChanges: {
    title: 'Atenção!',
    message: 'As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?',
    yes: 'SIM',
    no: 'NAO',
  },
  warningBanner: (direction: 'acima' | 'abaixo') =>
    `A meta está ${direction} do que você planejou inicialmente. É necessário chegar no valor programado redistribuindo a diferença entre os outros vendedores.`,
  floating: { label: 'Diferença a distribuir', region: 'Diferença entre vendedores e supervisor' },
  compare: {
    title: 'Comparar metas vendedores',
    category: 'Categoria',
    total: 'Total',
    table: 'Metas dos vendedores por categoria',
  },
  distribute: {
    title: 'Distribuir diferença',
    intro: (amount: string) =>
      `A diferença de ${amount} será distribuída entre os vendedores na proporção das suas médias de venda.`,
    seller: 'Vendedor',
    before: 'Antes',
    after: 'Depois',
    change: 'Variação',
    table: 'Prévia da distribuição',
    nothing: 'Não há diferença a distribuir.',
    result: (amount: string) => `Diferença após aplicar: ${amount}`,
  },
  unsavedBar: {
    message: (n: number) =>
      n === 1 ? 'Há 1 alteração não salva.' : `Há ${n} alterações não salvas.`,
  },
  approved: { title: 'Metas aprovadas!', message: 'As metas dos vendedores foram aprovadas.' },
  saving: 'Salvando alterações…',
  approving: 'Aprovando metas…',
  loading: 'Carregando metas',
  empty: {
    noData: 'Nenhum dado retornado!',
    noPeriod: 'Nenhum dado para este período!',
    restarted: 'Conexão com o servidor reiniciada!',
    restartedHint: 'Recarregando em instantes…',
    chooseLine: 'Selecione o ano, o período, a versão e a linha para ver as metas dos vendedores.',
  },
  error: {
    title: 'Atenção!',
    headline: 'Algo deu errado!',
    message: 'Tente novamente mais tarde.',
  },
} as const;

/** Error codes of metas spec §8 that apply to this screen. */
export const ERROR_CODES = {
  /** Opening a seller's category table. */
  categoryTable: 2,
  /** Reloading a seller's category table after a save. */
  categoryTableReload: 3,
  /** Saving category values. */
  saveCategories: 5,
  /** Saving a seller total. */
  saveTotal: 6,
  /** Loading the filter parameters. */
  parameters: 7,
  /** Loading the supervisor's categories (the categories of the screen). */
  sellerCategories: 11,
  /** Loading the seller summary (with the supervisor summary and the status). */
  sellerSummary: 12,
  /** Loading the comparison table. */
  comparison: 14,
  /** Approving. */
  approval: 15,
  /** Saving the difference. */
  saveDifference: 16,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
