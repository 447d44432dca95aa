/**
 * The texts of the problem page of the production build's settings (ConfigProblem.tsx): loaded only
 * when `/config.json` is missing, unreadable or wrong.
 */
import { CONFIG_FIELDS, CONFIG_PATH, type ConfigIssue } from './runtime-config';

export const CONFIG_MESSAGES = {
  title: {
    missing: 'Configuração ausente',
    unavailable: 'Configuração indisponível',
    invalid: 'Configuração inválida',
  },
  lead: {
    missing: `O portal não encontrou a sua configuração (${CONFIG_PATH}) e por isso não pode iniciar.`,
    unavailable: `O portal não conseguiu ler a sua configuração (${CONFIG_PATH}) e por isso não pode iniciar.`,
    invalid: `A configuração do portal (${CONFIG_PATH}) tem erros e por isso ele não pode iniciar:`,
  },
  who: 'Quem implanta o portal publica esse arquivo ao lado do index.html, com pelo menos o endereço do backend. Por exemplo:',
  retry: 'Tentar novamente',
  docs: 'Veja a página Implantação da documentação do Conecta.',
} as const;

/** One issue in Portuguese. */
export function describeIssue(issue: ConfigIssue): string {
  const value = JSON.stringify(issue.value);
  switch (issue.problem) {
    case 'required':
      return `${issue.field}: obrigatório — o endereço do backend (https://… ou um caminho deste site, como /api).`;
    case 'site-address':
      return `${issue.field}: ${value} não é um endereço http(s):// nem um caminho deste site (/…).`;
    case 'address':
      return `${issue.field}: ${value} não é um endereço http(s)://.`;
    case 'milliseconds':
      return `${issue.field}: ${value} não é um número inteiro de milissegundos (0 = sem limite).`;
    case 'boolean':
      return `${issue.field}: ${value} precisa ser true ou false.`;
    case 'unknown':
      return `${issue.field}: campo desconhecido (os campos são ${CONFIG_FIELDS.join(', ')}).`;
    case 'not-object':
      return 'O arquivo precisa conter um objeto JSON ({ … }).';
    case 'not-json':
      return 'O arquivo não é um JSON válido.';
    case 'no-answer':
      return `O servidor não respondeu ao pedido de ${CONFIG_PATH}.`;
    case 'status':
      return `${CONFIG_PATH} respondeu ${String(issue.value)}.`;
  }
}
