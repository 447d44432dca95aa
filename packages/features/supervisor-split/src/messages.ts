/**
 * Every text of the supervisor split screen (metas spec §2.2, §4.6, §5, §8), character for
 * character where the spec writes it. Texts the spec does not give are marked "(ours)".
 */
export const MESSAGES = {
  title: 'Programacao Supervisor VBC',
  breadcrumb: { metas: 'Metas', screen: 'Programação Supervisor' },
  selectors: {
    ano: 'Ano',
    periodo: 'Periodo',
    meta: 'Meta',
    versao: 'Versao',
    linha: 'Linha',
    placeholder: 'Selecione',
  },
  cards: {
    assumed: 'VBC Assumido Broker',
    change: 'Alterações',
    total: 'Total',
    changeTrend: {
      positive: 'Acima da meta assumida',
      negative: 'Abaixo da meta assumida',
      neutral: 'Igual à meta assumida',
    },
  },
  statusLabel: 'Status da META',
  supervisorsHeading: 'Supervisores',
  statusLocked: {
    released: 'Meta liberada para o time: edição desabilitada.',
    imported: 'Meta importada: edição desabilitada.',
    readOnly: 'Somente o gerente pode alterar a programação dos supervisores.',
  },
  roundingNote: 'Os valores podem variar levemente por causa de arredondamentos.',
  supervisor: {
    sellers: (count: number) => `${count} ${count === 1 ? 'vendedor' : 'vendedores'}`,
    average: 'Média',
    planned: 'Meta planejada',
    plannedOf: (name: string) => `Meta planejada de ${name}`,
    share: 'do total',
    increase: (percent: string) => `Aumento de ${percent}`,
    decrease: (percent: string) => `Redução de ${percent}`,
    unchanged: 'Sem alteração',
    unsaved: 'Não salvo',
    saving: 'Salvando...',
    showCategories: 'Ver categorias',
    hideCategories: 'Ocultar categorias',
    edit: 'Editar categorias',
    stopEdit: 'Concluir edição',
    categoriesOf: (name: string) => `Categorias de ${name}`,
    category: 'Categoria',
    categoryValue: 'Meta Planejada',
    categoryShare: '% Cat.',
    categoryInput: (category: string, name: string) => `Meta Planejada de ${category} (${name})`,
    categoryTotal: 'Total',
    loadingCategories: 'Carregando categorias',
  },
  actions: {
    voltar: 'Voltar',
    programar: 'Programar Metas',
    comparar: 'Comparar metas supervisores',
    distribuir: 'Distribuir diferença',
    desfazer: 'Desfazer',
    fechar: 'Fechar',
    retry: 'Tentar novamente',
    discard: 'Descartar alterações',
  },
  confirmChange: {
    title: 'Meta alterada',
    total: (name: string, before: string, after: string) =>
      `${name}: de ${before} para ${after}. Deseja salvar o novo valor?`,
    categories: (name: string, count: number) =>
      `${name}: ${count} ${count === 1 ? 'categoria alterada' : 'categorias alteradas'}. Deseja salvar os novos valores?`,
    yes: 'Sim',
    no: 'Nao',
  },
  nonPositive: 'Nao e permitido valores iguais ou menores que 0.',
  negative: {
    banner:
      'A meta esta abaixo do que voce planejou inicialmente. E necessario chegar no valor programado ou voltar para o Planejamento e reprogramar a meta assumida.',
    dialogTitle: 'Voce reduziu o valor da meta programada.',
    redistribuir: 'Redistribuir para o time',
    replanejar: 'Replanejar o valor da meta',
  },
  unsavedConfirm: {
    title: 'As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?',
    yes: 'SIM',
    no: 'NAO',
  },
  unsavedBanner: {
    title: 'Alterações não salvas',
    message: (count: number) =>
      `${count === 1 ? 'Uma alteração não pôde ser salva' : `${count} alterações não puderam ser salvas`}. Os valores continuam na tela.`,
  },
  programmed: {
    title: 'Metas programadas!',
    message: 'A programação dos supervisores foi enviada para o time.',
  },
  distribute: {
    title: 'Distribuir diferença',
    intro: (difference: string) =>
      `A diferença de ${difference} será distribuída entre os supervisores em proporção às suas médias de venda.`,
    supervisor: 'Supervisor',
    before: 'Atual',
    after: 'Após distribuir',
    total: 'Total',
    confirm: 'Aplicar distribuição',
    cancel: 'Cancelar',
  },
  compare: {
    title: 'Comparar metas supervisores',
    category: 'Categoria',
    total: 'Total',
  },
  floating: {
    label: 'Alterações da programação',
    change: 'Alterações',
    total: 'Total',
  },
  empty: {
    noData: 'Nenhum dado retornado!',
    noPeriod: 'Nenhum dado para este periodo!',
    restarted: 'Conexao com o servidor reiniciada!',
    restartedHint: 'Recarregando em instantes...',
    chooseSelection: 'Escolha o ano, o período, a meta, a versão e a linha para ver a programação.',
  },
  error: {
    title: 'Atenção!',
    headline: 'Algo deu errado!',
    message: 'Tente novamente mais tarde.',
    ok: 'OK',
  },
  loading: 'Carregando programação',
  progress: 'Aguarde...',
} as const;
