/**
 * Every text of the status screen (metas spec §2.4, §4.3, §8), character for character where the
 * spec writes it; the rest are decisions of this feature, listed in MetasStatus.mdx.
 */
export const MESSAGES = {
  title: 'Status do planejamento de metas',
  breadcrumb: { metas: 'Metas', status: 'Status' },
  /** Issue 26: each line's change history (/metas/historico). */
  history: 'Histórico',
  filters: {
    label: 'Filtros do status',
    ano: 'Ano',
    mes: 'Mês',
    meta: 'Meta',
    placeholder: 'Selecione',
    loadingMeta: 'Carregando...',
  },
  table: {
    label: 'Status do planejamento de metas',
    status: 'Status',
    responsavel: 'Responsável',
    dataVersao: 'Data / Versão',
    acao: 'Ação',
    observacao: 'Observação',
    linha: (linha: string) => `Linha ${linha}`,
    updatedBy: (name: string) => `por ${name}`,
    versao: (versao: string) => `Versão ${versao}`,
    imported: 'Meta importada',
    /** Issue 26: a share sent back, in the Observação column. */
    returned: (to: 'manager' | 'supervisor', by: string, at: string) =>
      `${to === 'manager' ? 'Devolvida ao gerente' : 'Devolvida ao supervisor'} por ${by}${at ? ` em ${at}` : ''}`,
    /** Under a supervisor's status when the whole target is elsewhere (e.g. he approved, others have not). */
    groupStatus: (status: string) => `Status da meta: ${status}`,
    /** What tells a line apart, appended to the accessible name of its controls. */
    rowDescription: ({ tipoMeta, linha, versao, employee }: { tipoMeta: string; linha: string; versao: string; employee: string }) =>
      [`meta ${tipoMeta}`, linha && `linha ${linha}`, versao && `versão ${versao}`, employee].filter(Boolean).join(', '),
    /** Accessible name of a row control: its visible text, then the line it acts on. */
    controlName: (label: string, row: string) => `${label}: ${row}`,
  },
  empty: {
    chooseFilters: 'Selecione o ano, o mês e a meta para ver o status.',
    noPeriodData: 'Nenhum dado para este período!',
    noRows: 'Nenhum status para exibir.',
    noRowsSupervisor: 'Nenhuma meta deste período está com a sua equipe.',
    loadFailed: 'Não foi possível carregar o status.',
  },
  actions: {
    ratear: 'Ratear Meta',
    programar: 'Programar Metas Time',
    aguardarSupervisor: 'Aguardar Aprovação Do Supervisor',
    aprovarRateioVendedor: 'Aprovar Rateio Vendedor',
    /** Spec §4.3's alternative label for a supervisor whose part is approved (chosen over 'Aprovada'; see the MDX). */
    aguardarLiberacao: 'Aguardar Liberação Do Gerente',
    /** Manager, on the line of a supervisor who approved while others have not (the release is per target). */
    aguardarOutrosSupervisores: 'Aguardar Aprovação Dos Outros Supervisores',
    liberar: 'Liberar Meta Para o Time',
    /** Issue 26: the manager, on a share the supervisor sent back. */
    responderDevolucao: 'Responder Devolução',
    /** Issue 26: the supervisor, on the share he sent back. */
    aguardarGerente: 'Aguardar Resposta Do Gerente',
    semAcao: 'Sem Ação',
    /**
     * Ours (issue 22): the manager on a COBERTURA, RECOMENDADOR or PRODUTO FOCO line not yet
     * programmed for the teams — planned and split outside the portal, so there is nothing for him to
     * split or program; the link opens the type's screen, read-only.
     */
    acompanhar: 'Acompanhar Programação',
    /** A step whose screen the user's role may not open (core route access table): who must act. */
    waiting: {
      supervisorProgram: 'Aguardando o supervisor programar',
      supervisorApprove: 'Aguardando o supervisor aprovar',
      managerPlan: 'Aguardando o gerente ratear a meta',
      managerProgram: 'Aguardando o gerente programar o time',
    },
    /** Why the user cannot act on a line, shown under the action. */
    reasons: {
      supervisorStep: 'Esta etapa é feita pelo supervisor; o seu perfil não tem acesso a essa tela.',
      managerStep: 'Esta etapa é feita pelo gerente; o seu perfil não tem acesso a essa tela.',
      noAccess: 'O seu perfil não tem acesso à tela desta etapa.',
      upstream: 'Esta meta é planejada e rateada entre os supervisores fora do portal; na tela você acompanha cada equipe.',
      othersPendingManager: 'Este supervisor já aprovou; a meta é liberada quando todos os supervisores aprovarem.',
      othersPendingSupervisor: 'Você já aprovou; a liberação espera a aprovação dos outros supervisores.',
      noReleasePermission: 'Você não tem permissão para liberar metas; peça a quem tem a permissão de metas.',
      returnedToManager: 'Você devolveu esta meta; o gerente responde mudando os valores ou programando de novo.',
    },
    /** Accessible name (and tooltip) of the check icon that sends the release to FLEXX. */
    release: 'Liberar meta para o time (enviar ao FLEXX)',
    voltar: 'Voltar',
    retry: 'Tentar novamente',
  },
  dialogs: {
    title: 'Atenção!',
    headline: 'Algo deu errado!',
    failed: 'Tente novamente mais tarde.',
    noStatus: 'Não houve retorno de status.',
    ok: 'OK',
    statusCode: 4,
    releasing: 'Enviando a meta para o FLEXX.',
    released: 'Meta Liberada!',
    releasedMessage: (tipoMeta: string, linha: string, versao: string) =>
      `A meta ${tipoMeta} da linha ${linha} (versão ${versao}) foi enviada ao FLEXX.`,
    releaseFailed: 'Envio não concluído!',
    releaseFailedMessage:
      'Houve algum problema e o processamento não foi concluído. Entre em contato com o suporte e informe o código:',
    noReturn: 'Sem retorno',
  },
  /** Issue 26: the approval progress of the month's targets (manager's view). */
  progress: {
    title: 'Aprovações dos supervisores',
    target: (type: string, linha: string, versao: string) => `${type} · Linha ${linha} · Versão ${versao}`,
    count: (approved: number, total: number) => `${approved} de ${total} ${total === 1 ? 'supervisor aprovou' : 'supervisores aprovaram'}`,
    meter: (title: string) => `Aprovações de ${title}`,
    returnedCount: (count: number) => (count === 1 ? '1 devolvida' : `${count} devolvidas`),
    approved: (at: string) => `Aprovada em ${at}`,
    waiting: (since: string) => `Aguardando desde ${since}`,
    returned: (toManager: boolean, by: string, at: string) => `${toManager ? 'Devolvida ao gerente' : 'Devolvida ao supervisor'} por ${by} em ${at}`,
    reminded: (by: string, at: string) => `Lembrado por ${by} em ${at}`,
    remind: 'Lembrar',
    remindName: (name: string) => `Lembrar ${name}`,
    reminderSent: (name: string) => `Lembrete enviado para ${name}.`,
    reminderFailed: 'Não foi possível enviar o lembrete.',
    loading: 'Carregando aprovações',
    failed: 'Não foi possível carregar as aprovações.',
  },
  /** Issue 26: sending a share back with a reason. */
  giveBack: {
    toManager: 'Devolver ao gerente',
    toSupervisor: 'Devolver ao supervisor',
    explainToManager: (target: string) =>
      `A sua parte da meta (${target}) volta para o gerente com o motivo; ele responde mudando os valores da sua equipe ou programando de novo.`,
    explainToSupervisor: (target: string, name: string) =>
      `A aprovação de ${name} (${target}) é desfeita e a parte volta para ele com o motivo, antes da liberação.`,
    reason: 'Motivo',
    reasonHint: 'Até 280 caracteres. Quem recebe vê o motivo no status e na caixa de entrada.',
    reasonMissing: 'Escreva o motivo da devolução.',
    cancel: 'Cancelar',
    submit: 'Devolver',
    failed: 'Não foi possível devolver a meta.',
    done: 'Meta devolvida.',
  },
  banners: {
    parametersFailed: 'Não foi possível carregar as metas deste período.',
    permissionFailed:
      'Não foi possível verificar a sua permissão de liberar metas; o envio ao FLEXX fica indisponível até a verificação.',
  },
} as const;
