import { z } from 'zod';
import { sanitizeText, type FunctionCode, type UserType } from '@conecta/core';
import type { components } from '@conecta/api';
import { MESSAGES } from '../messages';
import { PASSWORD_GATE_LENGTH, PASSWORD_ISSUE_MESSAGES, characterCount, passwordIssues } from './password';

// Under a strict Content-Security-Policy (no 'unsafe-eval'), zod's probe for `new Function` is
// reported as a violation even though it is caught: parse without it (issue 19).
z.config({ jitless: true });

/**
 * The user form's domain: values, validation (§5), step gates (§4), the payload of
 * POST /sistema/Usuarios and PUT /sistema/Usuarios/{id} (§3) and the reading of their answer.
 * Backend field names stay here, at the boundary.
 */

type UserFormPayload = components['schemas']['UserFormPayload'];
type UserRow = components['schemas']['UserRow'];
type ProductLine = components['schemas']['ProductLine'];
type BrokerEmployee = components['schemas']['BrokerEmployee'];
type UserFunctionOption = components['schemas']['UserFunctionOption'];

/** What the wizard holds while the user fills it in. */
export interface UserFormValues {
  /** User type (1 flag, 2 manufacturer, 3 broker); null until chosen. */
  tipoUsuario: number | null;
  /** Function code; null until chosen. */
  funcaoUsuario: number | null;
  /** Name, kept exactly as typed (not trimmed). */
  nomeUsuario: string;
  email: string;
  senha: string;
  confirmacaoSenha: string;
  /** Product line codes ('BRL1'). */
  linhasBroker: string[];
  /** Broker codes (idPuxada). */
  brokers: number[];
  /** FLEXX employee id, for functions 10, 11 and 12 only. */
  idEmpregadoFlexx: string | null;
  /** 'Permite alterar imagem'. */
  alteraImagem: boolean;
  /** The chosen profile image, base64 without the data-URL prefix; null for none. */
  imagemPerfilBase64: string | null;
}

/** An empty form (create mode). */
export const EMPTY_VALUES: UserFormValues = {
  tipoUsuario: null,
  funcaoUsuario: null,
  nomeUsuario: '',
  email: '',
  senha: '',
  confirmacaoSenha: '',
  linhasBroker: [],
  brokers: [],
  idEmpregadoFlexx: null,
  alteraImagem: false,
  imagemPerfilBase64: null,
};

/** The wizard's steps, in order (§2). */
export const STEPS = [
  { id: 'tipo', label: MESSAGES.stepType },
  { id: 'identificacao', label: MESSAGES.stepIdentity },
  { id: 'classificacao', label: MESSAGES.stepClassification },
  { id: 'imagem', label: MESSAGES.stepImage },
] as const;

/** Index of the last step (the image step, where edit mode starts and Confirmar shows). */
export const LAST_STEP = STEPS.length - 1;

/** The fields each step validates before moving on. */
export const STEP_FIELDS: ReadonlyArray<ReadonlyArray<keyof UserFormValues>> = [
  ['tipoUsuario', 'funcaoUsuario'],
  ['nomeUsuario', 'email', 'senha', 'confirmacaoSenha'],
  ['linhasBroker', 'brokers', 'idEmpregadoFlexx'],
  [],
];

/** Product line every type 2 (manufacturer) user gets, whatever was chosen (§5). */
export const MANUFACTURER_LINE = 'BRL1';

/** Functions that need a FLEXX employee, with the employee kind (idTipoEmpregado) each takes. */
export const EMPLOYEE_KIND_OF_FUNCTION: Readonly<Record<number, number>> = { 10: 1, 11: 2, 12: 3 };

/** Whether the function needs (and shows) the employee field: manager, supervisor, seller. */
export function needsEmployee(funcaoUsuario: number | null): boolean {
  return funcaoUsuario !== null && funcaoUsuario in EMPLOYEE_KIND_OF_FUNCTION;
}

/** Whether the user type takes a single broker (type 3, a broker's own user). */
export function takesSingleBroker(tipoUsuario: number | null): boolean {
  return tipoUsuario === 3;
}

/** Whether the product lines are forced to BRL1 (type 2). */
export function hasForcedLines(tipoUsuario: number | null): boolean {
  return tipoUsuario === 2;
}

/** The functions offered for a type (the lookup ties each function to a type). */
export function functionsOfType(functions: readonly UserFunctionOption[], tipoUsuario: number | null): UserFunctionOption[] {
  return tipoUsuario === null ? [] : functions.filter((option) => option.idUsuarioTipo === tipoUsuario);
}

/** The broker's employees that fit the function (managers for 10, supervisors for 11, sellers for 12). */
export function employeesForFunction(employees: readonly BrokerEmployee[], funcaoUsuario: number | null): BrokerEmployee[] {
  const kind = funcaoUsuario === null ? undefined : EMPLOYEE_KIND_OF_FUNCTION[funcaoUsuario];
  return kind === undefined ? [] : employees.filter((employee) => employee.idTipoEmpregado === kind);
}

const emailFormat = z.email();

/** Non-space length used by the 'Mínimo 3 caracteres' rule (the name itself is sent untrimmed). */
function meaningfulLength(text: string): number {
  return characterCount(text.trim());
}

/** Whether both password fields are empty on edit: the previous password is kept (§5). */
export function keepsPassword(values: Pick<UserFormValues, 'senha' | 'confirmacaoSenha'>, isEdit: boolean): boolean {
  return isEdit && values.senha === '' && values.confirmacaoSenha === '';
}

/**
 * The §5 validation of the whole form, one message per field (the first rule it breaks). Edit
 * mode accepts empty password fields (the previous password is kept).
 */
export function validateUserForm(values: UserFormValues, isEdit: boolean): Partial<Record<keyof UserFormValues, string>> {
  const errors: Partial<Record<keyof UserFormValues, string>> = {};
  if (values.tipoUsuario === null) errors.tipoUsuario = MESSAGES.typeRequired;
  if (values.funcaoUsuario === null) errors.funcaoUsuario = MESSAGES.functionRequired;

  if (values.nomeUsuario.trim() === '') errors.nomeUsuario = MESSAGES.nameRequired;
  else if (meaningfulLength(values.nomeUsuario) < 3) errors.nomeUsuario = MESSAGES.minimum3;

  const email = values.email.trim();
  if (email === '') errors.email = MESSAGES.emailRequired;
  else if (!emailFormat.safeParse(email).success) errors.email = MESSAGES.emailInvalid;

  if (!keepsPassword(values, isEdit)) {
    const issue = passwordIssues(values.senha)[0];
    if (values.senha === '') errors.senha = MESSAGES.passwordRequired;
    else if (issue) errors.senha = PASSWORD_ISSUE_MESSAGES[issue];
    if (values.confirmacaoSenha === '') errors.confirmacaoSenha = MESSAGES.confirmationRequired;
    else if (values.confirmacaoSenha !== values.senha) errors.confirmacaoSenha = MESSAGES.confirmationMismatch;
  }

  if (!hasForcedLines(values.tipoUsuario) && values.linhasBroker.length === 0) errors.linhasBroker = MESSAGES.linesRequired;
  if (values.brokers.length === 0) errors.brokers = MESSAGES.brokersRequired;
  if (needsEmployee(values.funcaoUsuario) && !values.idEmpregadoFlexx) errors.idEmpregadoFlexx = MESSAGES.employeeRequired;
  return errors;
}

/** The form schema for react-hook-form's zod resolver: every §5 rule as an issue on its field. */
export function createUserFormSchema(isEdit: boolean) {
  return z
    .object({
      tipoUsuario: z.number().nullable(),
      funcaoUsuario: z.number().nullable(),
      nomeUsuario: z.string(),
      email: z.string(),
      senha: z.string(),
      confirmacaoSenha: z.string(),
      linhasBroker: z.array(z.string()),
      brokers: z.array(z.number()),
      idEmpregadoFlexx: z.string().nullable(),
      alteraImagem: z.boolean(),
      imagemPerfilBase64: z.string().nullable(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(validateUserForm(values, isEdit))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

/** Step 1 → 2: type and function chosen. */
export function isTypeStepComplete(values: Pick<UserFormValues, 'tipoUsuario' | 'funcaoUsuario'>): boolean {
  return values.tipoUsuario !== null && values.funcaoUsuario !== null;
}

/**
 * The 6-character gate of step 2 (§4): name and e-mail at least 3 characters, password and
 * confirmation at least 6. On edit, both passwords may stay empty. Validation (the 8-character
 * rule and the rest) still has to pass before the wizard moves on.
 */
export function isIdentityGateOpen(
  values: Pick<UserFormValues, 'nomeUsuario' | 'email' | 'senha' | 'confirmacaoSenha'>,
  isEdit: boolean,
): boolean {
  const filled = characterCount(values.nomeUsuario) >= 3 && characterCount(values.email.trim()) >= 3;
  if (keepsPassword(values, isEdit)) return filled;
  return (
    filled &&
    characterCount(values.senha) >= PASSWORD_GATE_LENGTH &&
    characterCount(values.confirmacaoSenha) >= PASSWORD_GATE_LENGTH
  );
}

/** Step 3 → 4: product lines and brokers chosen and, when required, the employee. */
export function isClassificationStepComplete(
  values: Pick<UserFormValues, 'tipoUsuario' | 'funcaoUsuario' | 'linhasBroker' | 'brokers' | 'idEmpregadoFlexx'>,
): boolean {
  const lines = hasForcedLines(values.tipoUsuario) || values.linhasBroker.length > 0;
  const employee = !needsEmployee(values.funcaoUsuario) || Boolean(values.idEmpregadoFlexx);
  return lines && values.brokers.length > 0 && employee;
}

/**
 * A text field of the payload (house rule 12). Left as it was read, it is sent exactly as read:
 * text read back is never sanitised again (`sanitizeText` doubles quotes, so a second pass would
 * double them on every save). Typed (or new), it is sent sanitised once, after `prepare`.
 */
function payloadText(value: string, loaded: string | undefined, prepare: (typed: string) => string = (typed) => typed): string {
  return loaded !== undefined && value === loaded ? value : sanitizeText(prepare(value));
}

/**
 * The save payload (§3, §5): typed texts sanitised once (core `sanitizeText`; the name is not
 * trimmed, the e-mail is), texts left as `loaded` (the user as read, edit mode) sent exactly as
 * read; descricaoUsuario equal to nomeUsuario, type 2 lines forced to BRL1, brokers always a list
 * (one item for type 3), idEmpregadoFlexx only for 10/11/12 (null otherwise). Passwords are sent
 * as typed: sanitising would change them.
 */
export function buildPayload(values: UserFormValues, loaded: UserFormValues | null = null): UserFormPayload {
  const nome = payloadText(values.nomeUsuario, loaded?.nomeUsuario);
  const lines = hasForcedLines(values.tipoUsuario) ? [MANUFACTURER_LINE] : [...new Set(values.linhasBroker)];
  const brokers = takesSingleBroker(values.tipoUsuario) ? values.brokers.slice(0, 1) : [...new Set(values.brokers)];
  return {
    email: payloadText(values.email, loaded?.email, (typed) => typed.trim()),
    nomeUsuario: nome,
    tipoUsuario: (values.tipoUsuario ?? 0) as UserType,
    funcaoUsuario: (values.funcaoUsuario ?? 0) as FunctionCode,
    senha: values.senha,
    confirmacaoSenha: values.confirmacaoSenha,
    linhasBroker: lines.map((line): ProductLine => ({ dsC_LINHA_USUARIO: line })),
    alteraImagem: values.alteraImagem,
    brokers,
    idEmpregadoFlexx: needsEmployee(values.funcaoUsuario) ? values.idEmpregadoFlexx : null,
    imagemPerfilBase64: values.imagemPerfilBase64,
    descricaoUsuario: nome,
  };
}

/**
 * The form field behind a field the backend refused (a 400's `field`: `email`, `nomeUsuario`,
 * `brokers[0]`, `linhasBroker[0].dsC_LINHA_USUARIO`), or null when it names nothing the form shows.
 * `descricaoUsuario` is sent from the name.
 */
export function formFieldOf(serverField: string | undefined): keyof UserFormValues | null {
  const head = /^[A-Za-z_$][\w$]*/.exec(serverField ?? '')?.[0] ?? '';
  const name = head === 'descricaoUsuario' ? 'nomeUsuario' : head;
  return Object.hasOwn(EMPTY_VALUES, name) ? (name as keyof UserFormValues) : null;
}

/** The step that shows a field (0–3). */
export function stepOfField(field: keyof UserFormValues): number {
  const index = STEP_FIELDS.findIndex((fields) => fields.includes(field));
  return index >= 0 ? index : LAST_STEP;
}

/** How a save ended: the result modes of §4 (besides progress). */
export type SaveOutcome = 'success' | 'error' | 'email-error';

/**
 * Reads the save answer (always HTTP 200): true or 'True' saved, false or 'False' failed, any other
 * text is the database's duplicate e-mail message. Compared case-sensitively, as the contract says.
 */
export function interpretSaveResult(answer: unknown): SaveOutcome {
  if (answer === true || answer === 'True') return 'success';
  if (typeof answer === 'string' && answer !== 'False') return 'email-error';
  return 'error';
}

/** A user loaded for editing: the form values plus what edit mode shows beside them. */
export interface EditableUser {
  idUsuario: number;
  values: UserFormValues;
  /** Whether the user is active (inD_USUARIO_INATIVO '0'). */
  isActive: boolean;
  /** The stored profile image (base64), if any. */
  currentImage: string | null;
}

/**
 * Maps GET /usuario/update rows (one per broker) and GET /getlinhabroker into the form, once, at
 * the boundary. Texts are kept exactly as read (never sanitised, trimmed or re-cased: house rule
 * 12). Passwords start empty (an empty password keeps the previous one); broker 0 (a flag user's row
 * without broker) is dropped. Null when there is no row.
 */
export function editableUserFromRows(rows: readonly UserRow[], lines: readonly ProductLine[]): EditableUser | null {
  const first = rows[0];
  if (!first) return null;
  const brokers = [...new Set(rows.map((row) => row.iD_PUXADA ?? 0).filter((id) => id > 0))];
  const funcao = first.iD_USUARIO_FUNCAO;
  return {
    idUsuario: first.iD_USUARIO,
    values: {
      tipoUsuario: first.iD_USUARIO_TIPO,
      funcaoUsuario: funcao,
      nomeUsuario: first.dsC_NOME_USUARIO,
      email: first.dsC_EMAIL,
      senha: '',
      confirmacaoSenha: '',
      linhasBroker: [...new Set(lines.map((line) => line.dsC_LINHA_USUARIO))],
      brokers: takesSingleBroker(first.iD_USUARIO_TIPO) ? brokers.slice(0, 1) : brokers,
      idEmpregadoFlexx: needsEmployee(funcao) ? (first.iD_EMPREGADO_FLEXX ?? null) : null,
      alteraImagem: first.inD_ALTERA_IMAGEM === true,
      imagemPerfilBase64: null,
    },
    isActive: first.inD_USUARIO_INATIVO === '0',
    currentImage: first.imG_PERFIL ?? null,
  };
}
