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
  /** No status row for this user's team (as on the seller screen). */
  statusUnknown: 'Não informado',
  supervisorsHeading: 'Supervisores',
  statusLocked: {
    released: 'Meta liberada para o time: edição desabilitada.',
    imported: 'Meta importada: edição desabilitada.',
    readOnly: 'Somente o gerente pode alterar a programação dos supervisores.',
  },
  /** Why the user cannot act here yet and who acts first (ours). */
  guidance: {
    planFirst: {
      title: 'Esta meta ainda não foi rateada entre os supervisores.',
      manager:
        "Planeje a meta em Planejamento Metas VBC e use 'Ratear Metas'; depois volte aqui para programar os supervisores.",
      other:
        "Primeiro o gerente planeja a meta e usa 'Ratear Metas' no Planejamento; depois ele programa os supervisores aqui.",
      action: 'Ir para o Planejamento',
    },
    awaitManager:
      "O gerente ainda não programou esta meta para os supervisores. Quando ele usar 'Programar Metas', você distribui a sua parte entre os seus vendedores em Aprovar Metas VBC.",
    approveSellers: {
      text: 'O gerente já programou a sua parte: distribua-a entre os seus vendedores e aprove em Aprovar Metas VBC.',
      action: 'Ir para Aprovar Metas',
    },
    awaitRelease: 'Você já aprovou o rateio dos seus vendedores. Agora o gerente libera a meta para o time.',
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
    /** A value refused because someone else changed the data first (ours). */
    conflict: 'Não salvo: alterado por outra pessoa',
    saving: 'Salvando...',
    showCategories: 'Ver categorias',
    hideCategories: 'Ocultar categorias',
    edit: 'Editar categorias',
    stopEdit: 'Concluir edição',
    /** Accessible names: each card's buttons name their supervisor (the visible text stays short). */
    showCategoriesOf: (name: string) => `Ver categorias de ${name}`,
    hideCategoriesOf: (name: string) => `Ocultar categorias de ${name}`,
    editOf: (name: string) => `Editar categorias de ${name}`,
    stopEditOf: (name: string) => `Concluir edição de ${name}`,
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
    /** Issue 26: an optional comment saved with the value. */
    comment: 'Comentário (opcional)',
    commentHint: 'Quem abrir esta meta verá o comentário ao lado do valor.',
  },
  /** Issue 26: the target's change history. */
  history: {
    all: 'Histórico',
    team: 'Histórico',
    teamOf: (name: string) => `Histórico de ${name}`,
  },
  /** Issue 26: the comments saved with the values. */
  comments: {
    title: 'Comentários',
    failed: 'Não foi possível carregar os comentários das alterações.',
    retry: 'Tentar novamente',
    total: 'Total',
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
  /**
   * The kept draft (issue 17, ours): values not saved yet are kept across a sign-out forced by the
   * session (401), a reload or leaving the screen, and put back when the same target shows again.
   */
  draft: {
    restoredTitle: 'Rascunho recuperado',
    restored:
      'Recuperamos os valores que você tinha alterado nesta programação e que ainda não tinham sido salvos (por exemplo, antes de a sessão expirar). Eles estão marcados como não salvos: salve-os ou descarte o rascunho.',
    changedSince:
      'Outra pessoa alterou esta programação depois disso: ao salvar, você verá os valores atuais ao lado dos seus para decidir.',
    dropped: (count: number) =>
      count === 1
        ? 'Um valor não foi recuperado porque o supervisor ou a categoria não existe mais nesta meta.'
        : `${count} valores não foram recuperados porque os supervisores ou as categorias não existem mais nesta meta.`,
    save: 'Salvar alterações',
    discard: 'Descartar rascunho',
    notAppliedTitle: 'Rascunho descartado',
    locked: 'Havia valores desta programação que não tinham sido salvos, mas a meta não pode mais ser alterada; por isso eles foram descartados.',
    gone: 'Havia valores desta programação que não tinham sido salvos, mas os supervisores ou as categorias deles não existem mais nesta meta; por isso eles foram descartados.',
  },
  /** A save refused because someone else changed the data first (409) (ours; the title comes from core's conflictTitle). */
  conflict: {
    save: 'Outra pessoa alterou esta programação depois que você a abriu, e o seu valor não foi salvo. Ele continua na tela ao lado do valor atual: recarregue para ficar com os valores atuais ou reaplique os seus sobre eles.',
    program:
      "Outra pessoa alterou esta programação depois que você a abriu, e as metas não foram programadas. Recarregue para ver os valores atuais, ou reaplique os seus valores e programe de novo.",
    item: 'Meta planejada',
    categoryRow: (category: string, supervisor: string) => `${category} (${supervisor})`,
    mine: 'Seu valor',
    theirs: 'Valor atual',
    reload: 'Recarregar',
    reapply: 'Reaplicar meus valores',
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
  /** The bar docked at the bottom: the actions, and the changes once scrolled 370 px (ours). */
  dock: 'Ações da programação',
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
