/**
 * Every text of the session feature. The session messages (§4, §8 of the shell spec) are kept
 * exactly as the spec writes them, English ones included; the sign-in field messages and the
 * recovery texts are not in the spec and are written here in Brazilian Portuguese.
 */
export const MESSAGES = {
  // Shell spec §4 and §8: session and sign-in messages, verbatim.
  loggedInWithJwt: 'Logged in with JWT',
  tokenExpired: 'access_token expired',
  invalidToken: 'Invalid access_token',
  userNotActive: 'User not active',
  genericError: 'An error occurred',
  noStatusRecord: 'Credenciais inválidas',
  invalidEmailStatus: 'Credenciais Inválidas',
  loggingOut: 'Logging out..',
  /** Status check labels (§8); 'Active' leads on, anything else raises 'User not active'. */
  statusActive: 'Active',
  statusInactive: 'Inactive',
  statusLoginProblem: 'Login problem',

  // Sign-in screen.
  brand: 'Conecta',
  brandTagline: 'Portal de metas e operações da rede de brokers',
  signInTitle: 'Entrar',
  signInIntro: 'Use o e-mail e a senha cadastrados para acessar o portal.',
  emailLabel: 'E-mail',
  passwordLabel: 'Senha',
  submit: 'Entrar',
  forgotPassword: 'Esqueci minha senha',
  emailRequired: 'Informe o e-mail',
  emailInvalid: 'E-mail inválido',
  passwordRequired: 'Informe a senha',

  // Password recovery dialog.
  recoveryTitle: 'Recuperar senha',
  recoveryIntro: 'Informe o e-mail cadastrado. Enviaremos as instruções para criar uma nova senha.',
  recoverySubmit: 'Enviar instruções',
  recoveryCancel: 'Cancelar',
  recoveryClose: 'Fechar',
  recoveryDoneTitle: 'Verifique seu e-mail',
  /** Same text whether the e-mail is known or not, so the dialog does not reveal who has an account. */
  recoveryDone: (email: string) =>
    `Se o e-mail ${email} estiver cadastrado, você receberá as instruções para criar uma nova senha em alguns minutos.`,
} as const;

/** 'Tentativas recorrentes, precisa aguardar N minuto(s).' — 'minuto' singular when N is 1 (§8). */
export function lockoutMessage(minutes: number): string {
  return `Tentativas recorrentes, precisa aguardar ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
