/**
 * Every text of the notification center (Brazilian Portuguese). Texts quoted by the spec
 * (notifications §2, §4, §8) are kept verbatim; the others are this package's choice and are
 * listed in NotificationCenter.mdx.
 */
export const MESSAGES = {
  /** Page title (h1) and breadcrumb (§2). */
  title: 'Notificações',
  /** The create button (§2); also under the empty state. */
  create: 'Criar nova notificação',
  /** Hint beside a disabled create button (this package's choice). */
  noPermission: 'Você não tem permissão para criar ou alterar notificações.',
  /** The permission read failed: editing stays off until it answers (this package's choice). */
  permissionError: {
    title: 'Não foi possível verificar a sua permissão.',
    message: 'Criar e alterar notificações fica indisponível até a permissão ser lida.',
  },
  /** Tabs (§2). */
  tabs: {
    label: 'Tipos de notificação',
    mine: 'Minhas notificações',
    nestle: 'Notificações Nestlé',
  },
  /** Grid heading (§2). */
  gridTitle: 'Todas as notificações',
  /** Empty grid (§2). */
  empty: 'No momento, nenhuma notificação criada.',
  /** Empty 'Notificações Nestlé' tab (this package's choice). */
  emptyNestle: 'No momento, nenhuma notificação da Nestlé recebida.',
  /** Grid load failure (this package's choice). */
  loadError: {
    title: 'Não foi possível carregar as notificações.',
    message: 'Algo deu errado, tente novamente mais tarde.',
    retry: 'Tentar novamente',
    code: (code: number | string) => `Código: ${code}`,
  },
  /** Column headers (§2). */
  columns: {
    titulo: 'Título',
    mensagem: 'Mensagem',
    publico: 'Público',
    vigencia: 'Vigência',
    ferramentas: 'Ferramentas',
    status: 'Status',
    brokers: 'Broker participantes',
  },
  /** Cell contents. */
  cells: {
    title: (code: string, description: string) => `#${code} - ${description}`,
    preview: 'Preview',
    hasImage: 'Possui imagem destaque',
    period: (start: string, end: string) => `${start} a ${end}`,
    released: 'Disponível no app',
    createdAt: (date: string) => `Criada em ${date}`,
    enabled: 'Habilitada',
    disabled: 'Desabilitada',
    info: 'Informações de atingimento',
    edit: 'Editar notificação',
    delete: 'Excluir notificação',
    brokersCount: (count: number) => (count === 1 ? '1 broker' : `${count} brokers`),
    brokersList: 'Ver lista de brokers',
    /** Beside the title of the row just saved, for a moment (this package's choice). */
    revealed: 'Salva agora',
    /** Under a message cut after four lines: opens the Preview with the whole message (this package's choice). */
    readMore: 'Ver mensagem completa',
  },
  /** Audience type of `tipoPublico` ('1' channels, '2' solds, otherwise salespeople). */
  audience: {
    canal: { one: 'Canal', many: 'Canais' },
    sold: { one: 'Sold', many: 'Solds' },
    vendedor: { one: 'Vendedor', many: 'Vendedores' },
  },
  /** Status of a manufacturer notification seen by a broker (§4), exactly as the server sends it. */
  status: {
    aguardando: 'Aguardando resposta',
    aceita: 'Notificação aceita',
    recusada: 'Notificação recusada',
    desabilitado: 'Desabilitado',
    accept: 'Aceitar notificação',
    refuse: 'Recusar',
    acceptLater: 'Aceitar notificação?',
  },
  /** Dialogs (§2). */
  dialogs: {
    close: 'Fechar',
    ok: 'Ok',
    noImage: 'Sem imagem destaque',
    imageAlt: (title: string) => `Imagem destaque de ${title}`,
    linkLabel: 'Link',
    unsafeLink: 'Link bloqueado: apenas endereços http e https podem ser abertos.',
    newTab: '(abre em nova aba)',
    audienceTitle: (count: number, label: string) => `${count} ${label}`,
    participantsOne: 'Broker participante',
    participantsMany: 'Brokers participantes',
    accepted: 'Aceitaram',
    waiting: 'Aguardando',
    total: 'Total',
    achievementTitle: 'Informações de atingimento da notificação',
    achievementColumns: {
      id: 'Id notificação',
      origem: 'Origem',
      brokers: 'Quantidade Brokers',
      publico: 'Público',
      lidos: 'Lidos',
    },
    loading: 'Carregando',
  },
  /** Confirmations (§8). */
  confirm: {
    delete: {
      title: 'Tem certeza que deseja excluir a notificação?',
      detail: 'Você não vai poder recuperar após a exclusão.',
      confirm: 'Sim, excluir',
    },
    accept: {
      title: 'Deseja aceitar a notificação enviada?',
      confirm: 'Sim, aceitar',
    },
    refuse: {
      title: 'Tem certeza que deseja recusar a notificação enviada?',
      detail: 'Em caso de dúvidas, entre em contato com a manufacturer',
      confirm: 'Sim, recusar',
    },
    cancel: 'Cancelar',
  },
  /** Success dialog (§2); the messages are this package's choice. */
  success: {
    title: 'Processo concluído!',
    delete: 'Notificação excluída com sucesso!',
    accept: 'Notificação aceita com sucesso!',
    refuse: 'Notificação recusada com sucesso!',
    toggleOn: 'Notificação habilitada com sucesso!',
    toggleOff: 'Notificação desabilitada com sucesso!',
  },
  /** Warnings (§8). */
  warnings: {
    title: 'Atenção!',
    failed: 'Algo deu errado, tente novamente mais tarde.',
    imageDelete: 'Algo deu errado na exclusão da imagem. Tente novamente mais tarde.',
    noData: 'Não houve dados retornados.',
  },
  /** Busy state of an action (this package's choice). */
  working: 'Aguarde...',
} as const;
