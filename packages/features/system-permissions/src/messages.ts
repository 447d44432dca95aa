/**
 * Every text of the system permissions screen (/permissaosistemas, issue 23). The features and
 * their Visualizar/Editar, and the save's messages ('Tudo certo!', 'Alterações salvas com
 * sucesso.', 'Algo deu errado!', 'Não houve retorno de dados.') are the spec's (shell §3, §8); the
 * rest are this feature's decisions, listed in SystemPermissions.mdx.
 */
export const MESSAGES = {
  title: 'Permissões de sistemas',
  breadcrumb: { usuarios: 'Usuários', permissoes: 'Permissões de sistemas' },
  intro: 'As permissões de muitos usuários de uma vez: escolha os brokers, marque e revise antes de salvar.',
  /** The features of the permissions dialog, in its order (shell spec §3). */
  features: { 1: 'METAS', 2: 'NOTIFICACOES', 3: 'ESTOQUE', 4: 'PESQUISA', 5: 'RELATORIOS', 6: 'RECARGA' } as Readonly<Record<number, string>>,
  visualizar: 'Visualizar',
  editar: 'Editar',
  filters: {
    label: 'Filtros',
    brokers: 'Brokers',
    brokersPlaceholder: 'Todos os seus brokers',
    search: 'Pesquisar usuário',
    searchPlaceholder: 'Nome ou e-mail',
    onlyChanged: 'Só alterados',
  },
  grid: {
    label: 'Permissões por usuário',
    user: 'Usuário',
    count: (shown: number, total: number) => (shown === total ? `${total} usuários` : `${shown} de ${total} usuários`),
    cell: (flag: string, feature: string, user: string) => `${flag} ${feature}: ${user}`,
    notAvailable: 'Não se aplica à função do usuário',
    column: (flag: string, feature: string) => `${flag} ${feature} para todos os usuários mostrados`,
    row: (user: string) => `Todos para ${user}`,
    rowNone: (user: string) => `Nenhum para ${user}`,
    all: 'Todos',
    none: 'Nenhum',
    empty: 'Nenhum usuário nestes brokers.',
    noMatch: 'Nenhum usuário com esse nome ou e-mail.',
    changed: 'alterado',
    brokersLocked: 'Salve ou descarte as alterações para trocar de brokers.',
  },
  actions: {
    review: (count: number) => `Revisar alterações (${count})`,
    discard: 'Descartar alterações',
    save: 'Salvar',
    close: 'Fechar',
    retry: 'Tentar novamente',
  },
  review: {
    title: 'Alterações a salvar',
    intro: (users: number) => `${users} ${users === 1 ? 'usuário' : 'usuários'} mudam de permissão:`,
    granted: 'passa a ter',
    removed: 'deixa de ter',
  },
  saved: { title: 'Tudo certo!', message: 'Alterações salvas com sucesso.' },
  failed: { title: 'Algo deu errado!', message: 'Não houve retorno de dados.', kept: 'Suas alterações continuam na tela: tente salvar de novo.' },
  errors: { load: 'Não foi possível carregar os usuários.' },
  /** A broker the names lookup does not know. */
  brokerName: (id: number) => `Broker ${id}`,
} as const;
