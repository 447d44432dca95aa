/**
 * Every text of the users list (Brazilian Portuguese). Texts quoted by the spec (shell spec §2, §8)
 * are kept verbatim; the others are this package's choice and are listed in UsersList.mdx.
 */
export const MESSAGES = {
  /** Page title (h1) and breadcrumb. */
  title: 'Usuários',
  /** Accessible name of the users table. */
  tableLabel: 'Lista de usuários',
  /** Column headers (shell spec §2). */
  columns: {
    nome: 'Nome',
    email: 'E-mail',
    funcao: 'Função',
    broker: 'Broker',
    tipo: 'Tipo',
    status: 'Status',
    ferramentas: 'Ferramentas',
    grupoMeta: 'Grupo meta',
  },
  /** Status of a user (`inD_USUARIO_INATIVO` '0' = Ativo, anything else Inativo). */
  status: { ativo: 'Ativo', inativo: 'Inativo' },
  /** Search box and its icon button. */
  search: {
    label: 'Pesquisar',
    placeholder: 'Nome ou e-mail',
    button: 'Pesquisar',
    clear: 'Limpar pesquisa',
  },
  /** Buttons of the toolbar. */
  actions: {
    newUser: 'Novo Usuário',
    exportXlsx: 'Exportar .xlsx',
    exportCsv: 'Exportar .csv',
  },
  /** Row tools (functions 1, 15, 16). */
  tools: {
    editUser: 'Editar usuário',
    editPermissions: 'Editar permissões',
  },
  /** Team view (functions 10 and 11). */
  team: {
    statusFilter: 'Vendedores',
    ativos: 'Ativos',
    inativos: 'Inativos',
    heading: (name: string) => `Equipe de ${name}`,
    supervisores: 'Lista de supervisores',
    vendedores: 'Lista de vendedores',
    download: 'Baixar planilha',
    close: 'Fechar',
    empty: 'Nenhum integrante encontrado.',
  },
  /** Table empty states. */
  empty: {
    noData: 'Nenhum usuário encontrado.',
    noMatch: (term: string) => `Nenhum usuário encontrado para "${term}".`,
  },
  /** Summary under the table: 'Mostrando 1–50 de 1.234 usuários'. */
  summary: (from: number, to: number, total: string) => `Mostrando ${from}–${to} de ${total} usuários`,
  /** Dialogs of shell spec §8. */
  dialogs: {
    title: 'Atenção!',
    headline: 'Algo deu errado!',
    noData: 'Não houve retorno de dados.',
    failed: 'Tente novamente mais tarde.',
    noSales: 'Não há vendedores com histórico de vendas.',
    ok: 'OK',
    /** ours (issue 17): reads the list again after a failure. */
    retry: 'Tentar novamente',
  },
  /** File names of the exports (shell spec §2). */
  files: { users: 'usuarios', team: 'equipe' },
  /** Sheet names inside the .xlsx files. */
  sheets: { users: 'Usuários', team: 'Equipe' },
  /** Console messages. */
  log: {
    export: '[users-list] Falha ao exportar:',
  },
} as const;
