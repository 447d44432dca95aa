/**
 * Every text of the shell (Brazilian Portuguese). Menu labels are this package's choice where the
 * spec names only paths (shell spec §2); the decisions are in Shell.mdx.
 */
export const MESSAGES = {
  /** Side menu labels, by entry id. */
  menu: {
    dashboard: 'Dashboard',
    uploadImagens: 'Upload de imagens',
    metas: 'Metas',
    metasPlanejamento: 'Planejamento',
    metasProgramacao: 'Programação supervisor',
    metasRateioVendedor: 'Rateio vendedor',
    metasCobertura: 'Programação cobertura',
    metasRecomendador: 'Programação recomendador',
    metasProdutoFoco: 'Programação produto foco',
    metasStatus: 'Status das metas',
    notificacoes: 'Notificações',
    estoque: 'Estoque',
    pesquisa: 'Pesquisa',
    usuarios: 'Usuários',
    usuariosLista: 'Lista de usuários',
    permissoes: 'Permissões de sistemas',
    relatorios: 'Relatórios',
    acompanhamentoMetas: 'Acompanhamento de metas',
    acompanhamentoStockout: 'Acompanhamento Stockout',
    estruturaProdutos: 'Estrutura de produtos',
    estruturaEquipe: 'Estrutura de equipe',
    dashboardsFabricante: 'Dashboards do fabricante',
    vendaDiaria: 'Venda diária',
    performanceMensal: 'Performance mensal',
    positivacao: 'Positivação',
    recomendador: 'Recomendador',
    lojaPerfeita: 'Loja Perfeita',
    lojaPerfeitaNova: 'Loja Perfeita',
    ruptura: 'Ruptura',
    recarga: 'Recarga',
    solicitarCarga: 'Solicitar carga',
    merchandising: 'App Merchandising',
    sair: 'Sair',
  },
  /** Badge of the newer manufacturer dashboards (read as part of the entry's name). */
  novoBadge: 'NOVO',
  /** Accessible name of the navigation landmark. */
  navLabel: 'Menu principal',
  /** Accessible name of the sidebar's collapse toggle. */
  menuToggle: 'Menu',
  /** Product name above the menu. */
  brand: 'Conecta',
  /** Skip link to the main content. */
  skipToContent: 'Pular para o conteúdo',
  /** Progress indicator while the per-screen permissions load. */
  loadingPermissions: 'Carregando permissões',
  /** Read after the merchandising entry's name: it opens outside the portal. */
  opensInNewTab: '(abre em nova aba)',
  /** Progress of the merchandising entry while its token is requested. */
  openingMerchandising: 'Abrindo o app de merchandising',
  /** Welcome line of the top bar. */
  welcome: (name: string) => `Bem-vindo(a), ${name}`,
  /** Header label of type 1 users (shell spec §1). */
  flagLabel: 'Flag',
  /** Header label of a broker user whose company name is unknown. */
  brokerFallback: 'Broker',
  /** Default manufacturer name (the notifications spec names it). */
  defaultManufacturer: 'Nestlé',
  /** Console messages (failures that the spec says are only logged). */
  log: {
    permissions: '[shell] Falha ao carregar as permissões do menu:',
    systemCombo: '[shell] Falha ao carregar as permissões de sistema do menu:',
    merchandising: '[shell] Falha ao obter o token do app de merchandising:',
  },
} as const;
