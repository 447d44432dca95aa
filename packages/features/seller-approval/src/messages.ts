import type { MetaType } from '@conecta/core';

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
  statusUnknown: 'Não informado',
  teams: {
    heading: 'Status por equipe',
    line: (name: string, status: string) => `${name}: ${status}`,
  },
  /**
   * Why the user cannot act on the split yet and who must act first (issue 16 item 2). Title,
   * then the text for a supervisor or for the manager (GERENTE, who sees every team).
   */
  lock: {
    notSplit: {
      title: 'Meta ainda não rateada',
      SUPERVISOR:
        'O gerente ainda precisa planejar esta meta e rateá-la entre os supervisores. Depois que ele programar a meta para a sua equipe, você poderá distribuí-la entre os vendedores e aprová-la aqui.',
      GERENTE:
        'Esta meta ainda não foi planejada e rateada. Planeje e rateie a meta em Planejamento Metas VBC e depois programe-a para o time.',
    },
    notProgrammed: {
      title: 'Meta ainda não programada para a equipe',
      SUPERVISOR:
        'O gerente já rateou esta meta entre os supervisores, mas ainda não a programou para a sua equipe. Quando ele usar "Programar Metas", os valores dos seus vendedores aparecem aqui para você distribuir e aprovar.',
      GERENTE:
        'A meta foi rateada entre os supervisores, mas ainda não foi programada para o time. Use "Programar Metas" na tela Programação Supervisor; depois cada supervisor distribui e aprova as metas dos seus vendedores.',
    },
    approved: {
      title: 'Metas dos vendedores já aprovadas',
      SUPERVISOR:
        'Você já aprovou as metas dos vendedores desta equipe. Agora é a vez do gerente: ele libera a meta para o time quando todas as equipes tiverem aprovado. Até lá os valores ficam só para consulta.',
      GERENTE:
        'Todos os supervisores aprovaram as metas dos vendedores. Libere a meta para o time na tela Status do planejamento de metas.',
    },
    released: {
      title: 'Meta liberada para o time',
      SUPERVISOR: 'Esta meta já foi liberada para o time e não pode mais ser alterada.',
      GERENTE: 'Esta meta já foi liberada para o time e não pode mais ser alterada.',
    },
    imported: {
      title: 'Meta importada',
      SUPERVISOR: 'Meta importada: os valores não podem ser alterados.',
      GERENTE: 'Meta importada: os valores não podem ser alterados.',
    },
    noStatus: {
      title: 'Status da meta não informado',
      SUPERVISOR:
        'O servidor não informou o status desta meta para a sua equipe, por isso os valores ficam só para consulta. Tente novamente mais tarde ou fale com o gerente.',
      GERENTE:
        'O servidor não informou o status desta meta, por isso os valores ficam só para consulta. Tente novamente mais tarde.',
    },
    permission: {
      title: 'Somente consulta',
      SUPERVISOR:
        'Seu usuário pode consultar estas metas, mas não tem permissão para editá-las nem aprová-las. Peça a permissão de edição das metas dos vendedores ao administrador do portal.',
      GERENTE:
        'Seu usuário pode consultar estas metas, mas não tem permissão para editá-las. Peça a permissão de edição das metas dos vendedores ao administrador do portal.',
    },
    changeSelection: 'Você pode escolher outro ano, período, versão ou linha a qualquer momento.',
    goPlanning: 'Ir para o Planejamento',
    goProgramming: 'Ir para a Programação Supervisor',
    goStatus: 'Ir para o Status das metas',
  },
  roundingNote: 'Os valores podem variar levemente por causa de arredondamentos.',
  supervisor: {
    heading: 'Supervisor',
    headingAll: 'Supervisores (todas as equipes)',
    planned: 'Meta planejada',
    categories: 'Meta do supervisor por categoria',
  },
  seller: {
    average: 'Média: R$',
    /** COBERTURA: the seller's active customers, the ceiling of each category (issue 22). */
    activeCustomers: 'Clientes ativos (limite por categoria)',
    share: 'Participação',
    planned: 'Meta planejada',
    plannedOf: (name: string) => `Meta planejada de ${name}`,
    up: 'Acima da meta sugerida',
    down: 'Abaixo da meta sugerida',
    neutral: 'Igual à meta sugerida',
    viewByCategory: 'Visualizar por Categoria',
    viewByCategoryOf: (name: string) => `Visualizar por Categoria de ${name}`,
    hideCategories: 'Ocultar categorias',
    categoriesOf: (name: string) => `Metas por categoria de ${name}`,
    category: 'Categoria',
    value: 'Meta Planejada',
    valueOf: (category: string, seller: string) => `Meta Planejada de ${category} (${seller})`,
    total: 'Total',
    unsaved: 'Não salvo',
    saving: 'Salvando…',
    retry: 'Tentar novamente',
    retryOf: (name: string) => `Tentar novamente (${name})`,
    discard: 'Descartar alteração',
    discardOf: (name: string) => `Descartar alteração (${name})`,
    invalid: 'Valor não permitido: corrija antes de salvar',
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
    /** Repeats a failed call (the failure dialog, issue 17). */
    retry: 'Tentar novamente',
    discardAll: 'Descartar alterações',
  },
  approveHint: {
    role: 'A aprovação é feita pelo supervisor de cada equipe.',
    permission: 'Seu usuário não tem permissão para editar as metas dos vendedores.',
    status: (status: string) => `Não é possível aprovar com o status ${status}.`,
  },
  confirmSave: {
    title: 'Salvar novo valor.',
    message: 'Deseja confirmar a alteração do valor?',
    /** Issue 26: an optional comment saved with the value. */
    comment: 'Comentário (opcional)',
    commentHint: 'Quem abrir esta meta verá o comentário ao lado do valor.',
  },
  /** Issue 26: the target's change history. */
  history: {
    all: 'Histórico',
    seller: 'Histórico',
    sellerOf: (name: string) => `Histórico de ${name}`,
  },
  /** Issue 26: the comments saved with the values. */
  comments: {
    title: 'Comentários',
    failed: 'Não foi possível carregar os comentários das alterações.',
    retry: 'Tentar novamente',
    total: 'Total',
  },
  nonPositive: { title: 'ATENÇÃO!', message: 'Não é permitido valores iguais ou menores que 0.' },
  negativeChange: 'Não é permitido valor alterado negativo.',
  categoryNonPositive: {
    title: 'ATENÇÃO!',
    message: 'Não é permitido valores iguais ou menores que 0.',
    detail: (seller: string, categories: readonly string[]) =>
      categories.length === 1
        ? `Categoria ${categories[0]} de ${seller}: digite um valor de 1 ou mais. Nada foi salvo; o que você digitou continua na tabela.`
        : `Categorias ${new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(categories)} de ${seller}: digite valores de 1 ou mais. Nada foi salvo; o que você digitou continua na tabela.`,
  },
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
    unchanged: 'Sem alteração',
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
    /** Added under the spec's lines when a save of typed values failed (OK keeps them; no page reload). */
    keptTyped:
      'O que você digitou continua na tela, marcado como "Não salvo". Use "Tentar salvar novamente" quando quiser enviar de novo.',
  },
  /**
   * Ours (issue 17, 'a 401 loses nothing'): the sellers' values typed and not saved are kept per
   * selection and come back when the screen opens on it again (e.g. after the session expired).
   */
  draft: {
    restoredTitle: 'Rascunho recuperado',
    restored:
      'Recuperamos os valores que você tinha alterado nesta meta e ainda não tinham sido salvos (por exemplo, antes de a sessão expirar). Eles estão marcados como "Não salvo": use "Tentar salvar novamente" para salvá-los.',
    baseChanged:
      'Atenção: as metas desta equipe foram alteradas no servidor depois disso. Confira os valores antes de salvar; se outro usuário as alterou, nada é gravado por cima e a tela mostra os seus valores ao lado dos atuais.',
    dropped: (n: number) =>
      n === 1
        ? '1 vendedor do rascunho não está mais nesta equipe e ficou de fora.'
        : `${n} vendedores do rascunho não estão mais nesta equipe e ficaram de fora.`,
    discard: 'Descartar rascunho',
    notAppliedTitle: 'Rascunho não aplicado',
    notApplied:
      'Você tinha valores alterados e não salvos nesta meta, mas ela não pode mais ser alterada (veja o motivo na tela). Por isso eles foram descartados.',
  },
  /** A save refused because another user changed the data first (issue 16, concurrent edits). */
  conflict: {
    description: {
      save: 'Outro usuário alterou as metas desta equipe depois que você abriu a tela, por isso nada do que você digitou foi salvo. Seus valores continuam na tela, ao lado dos valores atuais. "Recarregar" descarta os seus e mostra os atuais; "Reaplicar meus valores" salva os seus sobre a nova versão.',
      difference:
        'Seus valores foram salvos, mas outro usuário alterou as metas desta equipe antes que a diferença fosse registrada. "Recarregar" mostra os valores atuais; "Reaplicar meus valores" registra a diferença sobre a nova versão.',
      approve:
        'Outro usuário alterou as metas desta equipe depois que você abriu a tela, por isso a aprovação não foi enviada. Confira os valores atuais: "Recarregar" mostra a nova versão; "Reaplicar meus valores" envia a aprovação sobre ela.',
    },
    /** Said when the supervisor's total changed: the difference to distribute changed with it. */
    newDifference: (amount: string) => `A diferença a distribuir agora é ${amount}.`,
    supervisor: 'Meta do supervisor',
    seller: (name: string) => `Meta planejada de ${name}`,
    category: (category: string, seller: string) => `${category} (${seller})`,
    none: 'Sem valor',
    reading: 'Lendo os valores atuais…',
    item: 'Meta',
    /** The current values lock the screen (re-split, approved or released meanwhile): nothing to re-apply onto. */
    lockedNow: {
      save: 'Outro usuário alterou esta meta depois que você abriu a tela, e agora ela não pode ser alterada nem aprovada (veja o aviso na tela). Nada do que você digitou foi salvo; seus valores ficam listados aqui, ao lado dos atuais, para você conferir. "Recarregar" fecha este aviso e mostra a nova versão.',
      difference:
        'Seus valores foram salvos, mas outro usuário alterou esta meta antes que a diferença fosse registrada, e agora ela não pode ser alterada nem aprovada (veja o aviso na tela). "Recarregar" fecha este aviso e mostra a nova versão.',
      approve:
        'Outro usuário alterou esta meta depois que você abriu a tela, e agora ela não pode ser aprovada (veja o aviso na tela). A aprovação não foi enviada. "Recarregar" fecha este aviso e mostra a nova versão.',
    },
    lockedTitle: 'Não é possível reaplicar',
    locked:
      'A meta mudou de situação e não pode ser alterada nem aprovada agora (veja o aviso na tela). Seus valores continuam listados no painel; use "Recarregar" para ver a nova versão.',
  },
} as const;

/** The texts of a lock notice: a title, then the text for a supervisor and for the manager. */
interface LockText {
  title: string;
  SUPERVISOR: string;
  GERENTE: string;
}

/** The texts that name the target type (VBC's are the spec's; the others', issue 22). */
export interface TypeTexts {
  /** The screen's title (the portal's route title for the other types). */
  title: string;
  /** The breadcrumb's screen item. */
  breadcrumb: string;
  /** The type as the breadcrumb and the cards name it. */
  label: string;
  cards: { assumed: string; changes: string; total: string };
  /** Before a seller's average ('Média: R$' for reais). */
  average: string;
  /** Under the title: what the type counts (null for VBC, whose unit the spec does not explain). */
  unitNote: string | null;
  /** Lock texts that differ from {@link MESSAGES.lock} (the other types are planned and split upstream). */
  lock: Partial<Record<'notSplit' | 'notProgrammed' | 'viewOnly', LockText>>;
}

const list = (items: readonly string[]) => new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(items);

/** COBERTURA's ceiling refused (issue 22): names the seller's active customers. */
export const ABOVE_CEILING = {
  title: 'ATENÇÃO!',
  category: (seller: string, categories: readonly string[], ceiling: string) =>
    `${categories.length === 1 ? `Categoria ${categories[0]}` : `Categorias ${list(categories)}`} de ${seller}: a cobertura de uma categoria não pode passar dos clientes ativos do vendedor (${ceiling}). Nada foi salvo; o que você digitou continua na tabela.`,
  total: (seller: string, ceiling: string, active: string, categories: number) =>
    `A cobertura de ${seller} não pode passar de ${ceiling} (${active} clientes ativos em cada uma das ${categories} categorias). O valor anterior foi mantido.`,
};

const followOnly = (label: string) =>
  `A programação da meta ${label} entre os vendedores é feita pelo supervisor de cada equipe. Aqui você acompanha os valores e o status de cada equipe; para liberar a meta aprovada, use a tela Status do planejamento de metas.`;

/** Lock texts of the types whose planning and split among supervisors happen outside the portal. */
const upstreamLocks = (label: string): TypeTexts['lock'] => {
  const notYet = {
    title: 'Meta ainda não programada para a equipe',
    SUPERVISOR: `A meta ${label} desta linha ainda não foi programada para a sua equipe. Ela é planejada e rateada entre os supervisores fora do portal; quando chegar programada, os valores dos seus vendedores aparecem aqui para você distribuir e aprovar.`,
    GERENTE: `A meta ${label} desta linha ainda não foi programada para o time. Ela é planejada e rateada entre os supervisores fora do portal; quando chegar programada, cada supervisor distribui e aprova aqui as metas dos seus vendedores.`,
  };
  return {
    notSplit: notYet,
    notProgrammed: notYet,
    // Only a role other than the supervisor's is view-only here (rules `accessOf`): one text for both keys.
    viewOnly: { title: 'Somente consulta', SUPERVISOR: followOnly(label), GERENTE: followOnly(label) },
  };
};

const TYPE_TEXTS: Record<MetaType, TypeTexts> = {
  VBC: {
    title: MESSAGES.title,
    breadcrumb: MESSAGES.breadcrumb.rateio,
    label: MESSAGES.metaType,
    cards: { assumed: MESSAGES.cards.assumed, changes: MESSAGES.cards.changes, total: MESSAGES.cards.total },
    average: MESSAGES.seller.average,
    unitNote: null,
    lock: {},
  },
  COBERTURA: {
    title: 'Programação Cobertura',
    breadcrumb: 'Programação Vendedor',
    label: 'COBERTURA',
    cards: { assumed: 'COBERTURA Assumida Supervisor', changes: 'Alterações COBERTURA Supervisor', total: 'COBERTURA Total Vendedores' },
    average: 'Média:',
    unitNote:
      'Cobertura em clientes: em cada categoria, quantos clientes do vendedor devem comprar no mês; o total soma as categorias. Em uma categoria a meta de um vendedor não passa dos seus clientes ativos.',
    lock: upstreamLocks('COBERTURA'),
  },
  RECOMENDADOR: {
    title: 'Programação Recomendador',
    breadcrumb: 'Programação Vendedor',
    label: 'RECOMENDADOR',
    cards: { assumed: 'RECOMENDADOR Assumido Supervisor', changes: 'Alterações RECOMENDADOR Supervisor', total: 'RECOMENDADOR Total Vendedores' },
    average: 'Média:',
    unitNote: 'Recomendador em itens: quantos itens sugeridos pelo recomendador cada vendedor deve vender no mês, por categoria.',
    lock: upstreamLocks('RECOMENDADOR'),
  },
  FOCO: {
    title: 'Programação Produto Foco',
    breadcrumb: 'Programação Vendedor',
    label: 'PRODUTO FOCO',
    cards: { assumed: 'PRODUTO FOCO Assumido Supervisor', changes: 'Alterações PRODUTO FOCO Supervisor', total: 'PRODUTO FOCO Total Vendedores' },
    average: MESSAGES.seller.average,
    unitNote: 'Produto foco em reais: o valor de venda dos produtos foco de cada categoria no mês.',
    lock: upstreamLocks('PRODUTO FOCO'),
  },
};

/** The texts naming the screen's target type. */
export function typeTexts(metaType: MetaType): TypeTexts {
  return TYPE_TEXTS[metaType];
}

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
