/**
 * Every text of the planning screen (metas spec §2.1, §4.5, §5, §8), character for character
 * where the spec writes it. Texts the spec does not give are marked "(decision)".
 */
export const MESSAGES = {
  title: 'Planejamento Metas VBC',
  breadcrumb: { metas: 'Metas', planejamento: 'Planejamento' },
  selectors: {
    group: 'Seleção da meta',
    ano: 'Ano',
    periodo: 'Periodo',
    versao: 'Versao',
    linha: 'Linha',
    placeholder: 'Selecione',
    metaType: 'Tipo de meta: VBC',
  },
  cards: {
    group: 'Resumo da meta',
    minima: 'Meta Minima',
    meta: 'Meta Meta',
    ideal: 'Meta Ideal',
    assumida: 'Meta Assumida',
    level: (level: string) => `Nível: ${level}`,
    /** (decision) A row or total with no suggestions or no planned value is not rated. */
    noLevel: 'Sem nível',
  },
  history: {
    label: 'Base histórica',
    description: 'Média dos últimos meses usada para sugerir as metas.',
    option: (months: number) => `${months} meses`,
  },
  /** Issue 26: the comment saved with the plan, and the comments shown beside the values. */
  comments: {
    field: 'Comentário do planejamento (opcional)',
    hint: 'Salvo com a meta ao clicar em Ratear Metas; quem abrir esta meta verá o comentário ao lado de cada categoria alterada.',
    column: 'Comentário',
    failed: 'Não foi possível carregar os comentários das alterações.',
    retry: 'Tentar novamente',
  },
  table: {
    label: 'Metas por categoria',
    categoria: 'Categoria',
    mediaBroker: 'Media Broker',
    minima: 'Meta Minima',
    percentCat: '% Cat.',
    meta: 'Meta Meta',
    ideal: 'Meta Ideal',
    planejada: 'Meta Planejada',
    nivel: 'Nivel da meta',
    total: 'Total',
    plannedLabel: (categoria: string) => `Meta Planejada de ${categoria}`,
    choiceLabel: (column: string, categoria: string) => `${column} de ${categoria}`,
    applyAll: 'Aplicar a todas as categorias',
    applyAllLabel: (column: string) => `${column} para todas as categorias`,
    rounding: 'Os valores podem variar ligeiramente devido a arredondamentos.',
    pasteHint: 'Dica: cole uma coluna copiada do Excel na coluna Meta Planejada.',
    loading: 'Carregando a meta...',
  },
  status: {
    label: 'Status da META',
    notReleased: (status: string) => `Status da META: ${status}`,
    notReleasedDetail: 'A meta ainda não foi liberada para o time.',
    released: 'Meta liberada para o time: os valores não podem ser alterados.',
    imported: 'Meta importada: os valores não podem ser alterados.',
  },
  access: {
    readOnly:
      'Somente gerentes planejam metas. Você pode consultar os valores, mas não alterá-los.',
    noBroker:
      'Seu usuário não está vinculado a um único broker: você pode consultar as metas, mas o planejamento é feito por um usuário do broker.',
  },
  actions: {
    voltar: 'Voltar',
    ratear: 'Ratear Metas',
    desfazer: 'Desfazer',
    retry: 'Tentar novamente',
  },
  empty: {
    noData: 'Nenhum dado retornado!',
    noPeriod: 'Nenhum dado para este periodo!',
  },
  dialogs: {
    unsaved: {
      title: 'Atenção!',
      message: 'As alteracoes ainda nao foram salvas. Deseja continuar assim mesmo?',
      confirm: 'SIM',
      cancel: 'NAO',
    },
    overwrite: {
      title: 'Atenção!',
      message:
        'Meta selecionada ja foi rateada, qualquer alteracao ira sobrescrever o rateio anterior.',
      confirm: 'Continuar',
      cancel: 'Cancelar',
      /** (decision) Heading of what the next save replaces. */
      lostTitle: 'O que será substituído:',
      loading: 'Carregando o rateio atual...',
      loadError: 'Não foi possível carregar o rateio atual.',
      loadErrorDetail: 'Nada foi alterado. Tente novamente ou cancele.',
      sellers: (count: number) => (count === 1 ? '1 vendedor com valores' : `${count} vendedores com valores`),
      approved: 'já aprovou as metas dos vendedores',
      total: (count: number, total: string) =>
        count === 1 ? `1 supervisor com valores, total ${total}.` : `${count} supervisores com valores, total ${total}.`,
      sellersTotal: (count: number) =>
        count === 1 ? '1 vendedor já tem metas definidas.' : `${count} vendedores já têm metas definidas.`,
      programmed: 'O gerente já programou a meta para o time.',
      approvals: (approved: number, of: number) =>
        approved === 1 ? `1 de ${of} supervisores já aprovou as metas dos vendedores.` : `${approved} de ${of} supervisores já aprovaram as metas dos vendedores.`,
      none: 'Nenhum supervisor tem valores rateados.',
      baseNote:
        'Nada é gravado agora: as sugestões da base preenchem a Meta Planejada na tela. O rateio anterior só é substituído quando você clicar em Ratear Metas.',
      saveNote:
        'Ao continuar, este rateio é substituído por um novo rateio entre os supervisores e a meta volta para Rateada.',
      plannedNote:
        'As sugestões da base substituem os valores da Meta Planejada na tela (Desfazer os traz de volta). Nada é gravado antes de Ratear Metas.',
    },
    wait: {
      title: 'Aguarde...',
      history: 'Processando o histórico de vendas.',
      saving: 'Salvando as metas.',
      /** (decision) After a 409, while the server's current values are read. */
      rereading: 'A meta foi alterada por outra pessoa. Carregando os valores atuais...',
      /** (decision) 'Recarregar' of the conflict panel. */
      reloading: 'Carregando a meta atual...',
    },
    missing: {
      title: 'ATENCAO!',
      message:
        'Para darmos sequencia voce precisa selecionar os valores das metas que serao rateadas.',
    },
    invalid: {
      title: 'Atenção!',
      message: (text: string) => `"${text}" não é um valor válido.`,
      detail: 'Use apenas números inteiros, sem casas decimais (ex.: 125.000).',
    },
    success: {
      title: 'Meta definida!',
      message: 'As metas foram rateadas entre os supervisores.',
      other: 'Definir outras metas',
      team: 'Programar para o time',
    },
    error: {
      title: 'Atenção!',
      headline: 'Algo deu errado!',
      message: 'Tente novamente mais tarde.',
      ok: 'OK',
    },
  },
  loadError: {
    title: 'Não foi possível carregar a meta.',
    detail: 'Verifique a conexão e tente novamente.',
  },
  parametersError: {
    title: 'Não foi possível carregar as versões e linhas deste periodo.',
  },
  saveError: {
    title: 'As metas não foram salvas.',
    detail: 'Os valores alterados continuam na tela, marcados como não salvos.',
    /** (decision) Why, by kind of failure. */
    reason: (failure: { kind: 'timeout' } | { kind: 'network' } | { kind: 'http'; status: number; message: string | null }) =>
      failure.kind === 'timeout'
        ? 'O servidor não respondeu a tempo. A gravação pode ter sido concluída: ao tentar novamente, se ela já estiver no servidor, você verá os seus valores ao lado dos atuais antes de decidir.'
        : failure.kind === 'network'
          ? 'Sem conexão com o servidor. Verifique a rede e tente novamente.'
          : failure.message
            ? `O servidor não gravou as metas: ${failure.message}`
            : `O servidor não gravou as metas (erro ${failure.status}).`,
  },
  /** (decision) A save refused because the target changed after it was read (409; ui ConflictPanel). */
  conflict: {
    description:
      'Outra pessoa gravou esta meta depois que você a abriu. Seus valores não foram gravados e continuam na tela, ao lado dos valores atuais.',
    ownDescription:
      'Esta meta foi gravada com o seu usuário depois que você a abriu (em outra aba, ou uma gravação anterior que ficou sem resposta). Seus valores continuam na tela, ao lado dos valores atuais.',
    status: (status: string) => `Status da META agora: ${status}.`,
    noValues: 'Os valores que você alterou são iguais aos atuais; mudou o rateio ou o status da meta.',
    choices: 'Recarregar mostra a meta atual e descarta os seus valores; Reaplicar meus valores grava os seus sobre a versão atual.',
    empty: 'vazio',
    labels: {
      item: 'Categoria',
      mine: 'Seu valor',
      theirs: 'Valor atual',
      reload: 'Recarregar',
      reapply: 'Reaplicar meus valores',
    },
  },
  /**
   * (decision, issue 17) The values kept across a sign-out forced by the session (401), a reload or
   * leaving the screen, restored when the screen opens on the same selection.
   */
  draft: {
    title: 'Rascunho recuperado',
    restored:
      'Recuperamos os valores que você tinha alterado e ainda não tinham sido salvos (por exemplo, antes de a sessão expirar). Eles estão marcados como não salvos: clique em Ratear Metas para salvá-los.',
    changed:
      'Atenção: a meta foi gravada no servidor depois que você fez essas alterações. As categorias que você não alterou já mostram os valores atuais; confira antes de ratear.',
    dropped: (count: number) =>
      count === 1
        ? 'O valor de 1 categoria que não existe mais nesta meta foi descartado.'
        : `Os valores de ${count} categorias que não existem mais nesta meta foram descartados.`,
    discard: 'Descartar rascunho',
  },
  /** (decision) A chosen history base counts as an unsaved change. */
  baseUnsaved: (months: number) => `Base histórica de ${months} meses escolhida, não salva.`,
  unsavedCount: (count: number) =>
    count === 1 ? '1 valor alterado não salvo.' : `${count} valores alterados não salvos.`,
  log: {
    parameters: 'metas-planning: falha ao carregar os parâmetros',
    data: 'metas-planning: falha ao carregar a meta',
    history: 'metas-planning: falha ao calcular pelo histórico',
    losses: 'metas-planning: falha ao ler o rateio atual',
    save: 'metas-planning: falha ao salvar',
    conflict: 'metas-planning: gravação recusada, a meta mudou depois da leitura',
  },
} as const;

/** Codes of the generic error modal (metas spec §8) used on this screen. */
export const ERROR_CODES = {
  /** POST /atualizartabelacartameta failed ("5 saving category values"). */
  save: 5,
  /** GET /parametrotabelacartameta failed ("7 loading the filter parameters"). */
  parameters: 7,
} as const;
