/**
 * Every text of the notification wizard (Brazilian Portuguese). Texts quoted by the spec
 * (notifications §2, §4, §5, §8) are kept verbatim, including its grammar ('Nenhum sold foi
 * identificados'); the others are this package's choice and are listed in NotificationWizard.mdx.
 */
import { FILE_MESSAGES } from '@conecta/core';

export const MESSAGES = {
  /** Dialog title (spec §2), the same in create and edit mode. */
  title: 'Criar nova notificação',
  /** Line under the title in edit mode (ours). */
  editing: (id: number) => `Editando a notificação #${id}`,
  /** Steps of the progress line (spec §2: it ends with 'Etapa final'). */
  steps: { periodo: 'Período', publico: 'Público', conteudo: 'Conteúdo', final: 'Etapa final' },
  stepsLabel: 'Etapas da notificação',
  /** Step headings. */
  headings: {
    periodo: 'Período',
    publico: 'Público',
    conteudo: 'Conteúdo',
    final: 'Imagem destaque e link (Opcional)',
  },
  /** Footer buttons (spec §2). */
  buttons: { cancel: 'Cancelar', next: 'Próximo', back: 'Voltar', save: 'Salvar' },
  /** Step 1. */
  period: {
    label: 'Período',
    description: 'Data inicial e data final da vigência, no formato dd/MM/aaaa.',
  },
  /** Step 2 (spec §2, §4). */
  audience: {
    loading: 'Carregando público...',
    loadFailed: 'Não foi possível carregar as opções de público.',
    retry: 'Tentar novamente',
    modeLabel: 'Enviar para',
    modes: { canal: 'Por canais', sold: 'Por solds', vendedor: 'Por vendedores' },
    datesFirst: 'Escolha as duas datas do período para liberar as opções de público.',
    branches: 'Filiais',
    brokers: 'Brokers',
    channels: 'Canais',
    sellers: 'Selecione os Vendedores',
    all: 'Todos',
    empty: {
      branches: 'Nenhuma filial selecionada',
      brokers: 'Nenhum broker selecionado',
      channels: 'Nenhum canal selecionado',
      sellers: 'Nenhum vendedor selecionado',
    },
    needBranchAndBroker: 'Selecione ao menos uma Filial e um Broker.',
  },
  /** The solds panel (spec §2, §5). */
  solds: {
    heading: 'Solds',
    tip: 'Dica: envie uma planilha .csv com uma coluna codigo_sold (um código por linha). Baixe o modelo para começar.',
    dropLabel: 'Lista de solds',
    caption: '.csv com no máximo 5 MB',
    sample: 'modelo_planilha.csv',
    sampleButton: 'Baixar modelo_planilha.csv',
    identified: (n: string) => `${n} solds identificados`,
    none: 'Nenhum sold foi identificados',
    partial: (n: string) => `Somente ${n} solds foram identificados`,
    remove: 'Excluir',
    removeLabel: 'Excluir lista de solds',
    reading: 'Lendo a planilha...',
    readFailed: FILE_MESSAGES.uploadFailed,
    search: 'Busque pelo nome ou código do sold',
    searchEmpty: 'Nenhum sold encontrado',
    add: 'Adicionar',
    notFound: (text: string) => `Nenhum sold encontrado para "${text}".`,
    alreadyAdded: 'Este sold já está na lista.',
    tableLabel: 'Solds adicionados',
    columns: { codigo: 'Código', sold: 'Sold', excluir: 'Excluir' },
    removeOne: (code: string) => `Excluir o sold ${code}`,
    tableEmpty: 'Nenhum sold adicionado.',
    more: (shown: string, total: string) => `Mostrando ${shown} de ${total} solds.`,
    /** The match report (ours). */
    report: {
      heading: 'Resultado da leitura',
      file: (name: string, size: string) => `Arquivo: ${name} (${size})`,
      found: 'Identificados',
      notFound: 'Não identificados',
      duplicates: 'Repetidos (contados uma vez)',
      invalid: 'Valores inválidos',
      blank: 'Linhas em branco ignoradas',
      download: 'Baixar códigos não identificados (.csv)',
      downloadName: 'solds_nao_identificados.csv',
      reasonNotFound: 'não pertence aos brokers selecionados',
      reasonInvalid: 'código inválido',
    },
  },
  /** Step 3 (spec §2, §5). */
  content: {
    title: 'Título',
    message: 'Mensagem',
    required: 'O título e a mensagem são obrigatórios para criar a notificação.',
  },
  /** Step 4 (spec §2, §5). */
  final: {
    imageLabel: 'Imagem destaque',
    imageCaption: 'JPG ou PNG com no máximo 200 KB',
    imagePreview: 'Pré-visualização da imagem destaque',
    imageCurrent: (name: string, size: string) => (size ? `Imagem atual: ${name} (${size})` : `Imagem atual: ${name}`),
    imageNew: (name: string, size: string) => `Nova imagem: ${name} (${size})`,
    imageRemove: 'Remover imagem',
    imageReading: 'Lendo a imagem...',
    linkName: 'Nome do hyperlink',
    linkUrl: 'Link (URL)',
    linkUrlHint: 'Somente endereços http:// ou https://.',
    /** URL safety (beyond the spec). */
    unsafeUrl: 'Link não permitido: use apenas endereços http:// ou https:// (javascript:, data: e outros tipos são recusados).',
    invalidUrl: 'Link inválido: informe o endereço completo, começando com http:// ou https://.',
    linkPair: 'Informe o nome do hyperlink e o link (URL), ou deixe os dois em branco.',
  },
  /** Save (spec §2, §8) and what failed (ours). */
  save: {
    saving: 'Salvando a notificação...',
    successTitle: 'Processo concluído!',
    created: 'Notificação criada com sucesso!',
    edited: 'Notificação editada com sucesso!',
    warningTitle: 'Atenção!',
    uploadTitle: 'Erro no upload',
    uploadFailed: 'Algo deu errado no upload da imagem. Tente novamente mais tarde.',
    deleteFailed: 'Algo deu errado na exclusão da imagem. Tente novamente mais tarde.',
    failed: 'Algo deu errado, tente novamente mais tarde.',
    kept: 'Seu rascunho foi mantido: corrija o que for preciso e clique em Salvar de novo.',
    failedStep: (step: string, index: number, total: number) => `Falhou a etapa ${index} de ${total} do salvamento: ${step}.`,
    stepNames: {
      deleteImage: 'exclusão da imagem anterior',
      uploadImage: 'envio da imagem',
      create: 'criação da notificação',
      edit: 'gravação da edição',
      cleanup: 'exclusão da imagem removida',
    },
    serverSaid: (message: string) => `Resposta do servidor: “${message.trim()}”`,
    cleanupFailed: 'A notificação foi salva, mas a imagem removida não pôde ser excluída do servidor.',
  },
  /** Edit-data load failure (spec §4). */
  editLoad: {
    loading: 'Carregando informações da notificação...',
    title: 'Erro no upload',
    message: 'Algo deu errado ao carregar informações.',
    detail: 'Tente novamente mais tarde.',
  },
  /** A draft kept from an earlier opening (issue 17: a 401, a reload or leaving the page) — ours. */
  draft: {
    restoredTitle: 'Rascunho recuperado',
    restored: 'Recuperamos o que você tinha preenchido e ainda não tinha sido salvo (por exemplo, antes de a sessão expirar).',
    csvAgain: (fileName: string) => `O arquivo de solds ${fileName} era grande demais para ser guardado: escolha-o de novo.`,
    discard: 'Descartar rascunho',
  },
} as const;
