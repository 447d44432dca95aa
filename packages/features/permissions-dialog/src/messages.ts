/**
 * Every text of the permissions dialog (Brazilian Portuguese). The spec's texts (shell spec §2,
 * §6, §8) are kept exactly; the others are this package's choice (see PermissionsDialog.mdx).
 */
export const MESSAGES = {
  /** Title of the dialog (shell spec §2). */
  title: 'Permissões de acesso',
  /** Line under the title naming the user whose permissions are edited. */
  target: (name: string) => `Usuário: ${name}`,
  /** Buttons (shell spec §2). */
  save: 'Salvar',
  close: 'Fechar',
  /** Column headers and checkbox labels (shell spec §2). */
  featureColumn: 'Funcionalidade',
  visualizar: 'Visualizar',
  editar: 'Editar',
  /** Accessible name of each checkbox: 'Visualizar METAS', 'Editar METAS'. */
  checkboxName: (action: string, feature: string) => `${action} ${feature}`,
  /** Accessible name of the table of checkboxes. */
  tableLabel: (name: string) => `Permissões de ${name}`,
  /** Hint under the table: why an Editar checkbox is disabled. */
  editarHint: 'Para marcar Editar, marque antes Visualizar.',
  /** The target can be given no feature (shell spec §6). */
  noOptions: 'Este usuário não tem opções de permissão!',
  /** Progress while the permissions load. */
  loading: 'Carregando permissões',
  /** Progress while saving (the Salvar button's spinner). */
  saving: 'Salvando permissões',
  /** The permissions could not be loaded. */
  loadError: 'Não foi possível carregar as permissões deste usuário.',
  /** Retries loading after a failure. */
  retry: 'Tentar novamente',
  /** Save succeeded (shell spec §8). */
  successTitle: 'Tudo certo!',
  successMessage: 'Alterações salvas com sucesso.',
  /** Save failed (shell spec §8). */
  errorHeadline: 'Algo deu errado!',
  errorMessage: 'Não houve retorno de dados.',
  /** Console messages. */
  log: {
    save: '[permissions-dialog] Falha ao salvar as permissões:',
    load: '[permissions-dialog] Falha ao carregar as permissões:',
  },
} as const;
