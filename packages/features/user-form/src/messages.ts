/**
 * Every text of the user form (/usuario/cadastro). The spec's texts (shell spec §2, §5, §8) are
 * kept character for character; where §5 gives several wordings for one rule, the one chosen is
 * marked "§5" and the alternatives are listed in UserForm.mdx. Texts the spec does not give are
 * written here in Brazilian Portuguese and marked "ours".
 */
export const MESSAGES = {
  // §2: page, breadcrumb and steps.
  titleNew: 'Novo usuário',
  /** ours: the title in edit mode (the spec names only the creation title). */
  titleEdit: 'Editar usuário',
  breadcrumbRoot: 'Cadastro',
  breadcrumbNew: 'Novo Usuário',
  /** ours: last breadcrumb in edit mode. */
  breadcrumbEdit: 'Editar Usuário',
  stepType: 'Tipo de Usuário',
  stepIdentity: 'Identificação',
  stepClassification: 'Classificação',
  stepImage: 'Imagem Usuário (opcional)',
  stepperLabel: 'Etapas do cadastro',
  loading: 'Carregando cadastro de usuário',

  // Buttons (§2 names Cancelar and Confirmar; the step buttons are ours).
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  next: 'Próximo',
  previous: 'Anterior',

  // Field labels (ours, from the entity names of §3).
  typeLabel: 'Tipo de Usuário',
  functionLabel: 'Função',
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  passwordLabel: 'Senha',
  confirmationLabel: 'Confirmação de senha',
  linesLabel: 'Linhas de produto',
  linesEmpty: 'Nenhuma linha selecionada',
  brokersLabel: 'Brokers',
  brokerLabel: 'Broker',
  brokersEmpty: 'Nenhum broker selecionado',
  employeeLabel: 'Empregado',
  imageLabel: 'Imagem do usuário',
  imageChosen: (name: string) => `Imagem escolhida: ${name}`,
  imageCurrent: 'Imagem atual do usuário',
  imageRemove: 'Remover imagem',
  /** Where the preview goes while no image is chosen (the step's title is not repeated there). */
  imageNone: 'Nenhuma imagem escolhida.',
  /** §3: 'Permite alterar imagem'. */
  allowImageChange: 'Permite alterar imagem',
  /** §2: the active/inactive checkbox of edit mode (checked = active). */
  activeLabel: 'Usuário ativo',
  activeHint: 'Desmarque para inativar o usuário. A alteração é enviada na hora.',
  activeFailed: 'Não foi possível alterar o status do usuário. Tente novamente.',

  // Help texts (ours).
  passwordHint:
    'Mínimo 8 caracteres, com uma letra maiúscula e um caractere especial, sem sequências como abc, 123, qwe ou 111.',
  passwordEditHint: 'Deixe a senha em branco para manter a senha atual.',
  linesForcedHint: 'Usuários do tipo Fabricante usam sempre a linha BRL1.',
  brokersNeedLines: 'Escolha as linhas de produto para ver os brokers.',
  employeeNeedsBroker: 'Escolha o broker para ver os empregados.',
  gateHint: 'Preencha nome, e-mail, senha e confirmação para continuar.',

  // §5 validation (one wording per rule; alternatives in UserForm.mdx).
  typeRequired: 'Informe o tipo de Usuário',
  functionRequired: 'Selecione a função de Usuário',
  nameRequired: 'Informe o nome do Usuário',
  minimum3: 'Mínimo 3 caracteres',
  emailRequired: 'Informe o e-mail do Usuário',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha obrigatória',
  passwordLength: 'Precisa ter mais que 8 caracteres',
  passwordUppercase: 'A senha deve conter pelo menos uma letra maiúscula',
  passwordSpecial: 'A senha deve conter pelo menos um caracter especial',
  passwordSequence: 'A senha não pode conter sequências específicas',
  confirmationRequired: 'Confirmação obrigatória',
  confirmationMismatch: 'Confirmação não confere com a senha',
  linesRequired: "Selecione a(s) linhas(s) do(s) broker's",
  brokersRequired: 'Selecione o Broker',
  employeeRequired: 'Selecione o empregado',

  // §2, §4, §8: result dialogs.
  progress: 'Aguarde...',
  progressMessage: 'Salvando o usuário.',
  successTitle: 'Usuário criado com sucesso!',
  successMessage: 'O novo usuário receberá um e-mail para confirmação...',
  /** ours: the success of an edit (the spec gives only the creation texts). */
  successEditTitle: 'Usuário alterado com sucesso!',
  successEditMessage: 'As alterações do usuário foram salvas.',
  createAnother: 'Criar outro usuário',
  backToList: 'Voltar',
  errorTitle: 'Atenção!',
  errorHeadline: 'Algo deu errado!',
  errorMessage: 'O usuário não foi salvo. Revise os dados e tente novamente.',
  emailTaken: 'O e-mail informado já está sendo usado.',
  emailTakenMessage: 'Informe outro e-mail e tente novamente.',
  /** Reads the failed data again, or saves again after a failure with a reason (time-out, no connection). */
  retry: 'Tentar novamente',
  lookupsFailed: 'Não foi possível carregar os dados do cadastro. Tente novamente mais tarde.',
  editNotFound: 'Usuário não encontrado.',

  // ours (issue 17): a draft kept across a sign-out forced by the session (401), a reload or leaving the screen.
  draftRestoredTitle: 'Rascunho recuperado',
  draftRestored: 'Recuperamos o que você tinha preenchido e ainda não tinha sido salvo (por exemplo, antes de a sessão expirar).',
  draftPasswordsAgain: 'Por segurança, a senha e a confirmação não são guardadas: digite-as de novo.',
  draftDiscard: 'Descartar rascunho',
} as const;
