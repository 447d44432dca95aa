/** Every text the embedding kit shows (Brazilian Portuguese, as the rest of Conecta). */
export const MESSAGES = {
  loadingUser: 'Carregando usuário...',
  userErrorTitle: 'Algo deu errado!',
  userError: 'Não foi possível identificar o usuário conectado. Tente novamente mais tarde.',
  userUnauthorized: 'Sua sessão expirou ou não é válida. Entre novamente no portal.',
  retry: 'Tentar novamente',
} as const;
