import { FUNCTION_NAMES, USER_TYPE_NAMES, isFunctionCode, type UserType } from '@conecta/core';
import type { components } from '../../generated/schema';
import type { Broker, Network, UserRecord } from '../network';

/**
 * Helpers shared by the auth, users, permissions and dashboard areas of the mock backend: user
 * look-ups, data scope and the server's user row.
 */

type UserRow = components['schemas']['UserRow'];

/**
 * What the mock sends as `dsC_SENHA`: the real backend sends the stored (hashed) value; the mock
 * keeps demo passwords in clear, so it never sends them and answers this fixed mask instead.
 */
export const MASKED_PASSWORD = '********';

/** The refusal (403) of a change of a user outside the requester's reach (auth and users areas). */
export const OUT_OF_SCOPE_MESSAGE = 'Este usuário está fora do seu alcance: você não pode alterá-lo.';

/** E-mails compare case-insensitively and without surrounding blanks, as a login form types them. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(
  network: Network,
  email: string | null | undefined,
): UserRecord | undefined {
  if (!email) return undefined;
  const wanted = normaliseEmail(email);
  return network.users.find((user) => normaliseEmail(user.email) === wanted);
}

export function findBroker(
  network: Network,
  idPuxada: number | null | undefined,
): Broker | undefined {
  return idPuxada ? network.brokers.find((broker) => broker.idPuxada === idPuxada) : undefined;
}

/**
 * Parses a broker scope ('10234', '10234,10587' or ''): the broker codes, or null for '' / absent
 * (no broker filter). Anything that is not a list of digits reads as an empty list (matches nothing).
 */
export function parseScope(scope: string | null | undefined): number[] | null {
  const text = (scope ?? '').trim();
  if (text === '') return null;
  if (!/^\d+(,\d+)*$/.test(text)) return [];
  return text.split(',').map(Number);
}

/** User types a requester of a type may list and save: type 1 every type, type 2 types 2 and 3, type 3 type 3. */
export function manageableTypes(tipo: UserType): UserType[] {
  return tipo === 1 ? [1, 2, 3] : tipo === 2 ? [2, 3] : [3];
}

/**
 * Whether `actor` may change `target` (its status, its record): a type the actor manages
 * ({@link manageableTypes}) and, below type 1, a user of at least one broker the actor sees. A broker
 * master (type 3) never changes a manufacturer user (type 2) or a flag user (type 1), nor a user of
 * another broker.
 */
export function mayManageUser(network: Network, actor: UserRecord, target: UserRecord): boolean {
  if (!manageableTypes(actor.tipoUsuario).includes(target.tipoUsuario)) return false;
  if (actor.tipoUsuario === 1) return true;
  const visible = new Set(visibleBrokers(network, actor));
  const theirs = [...target.brokers, ...(target.idPuxada ? [target.idPuxada] : [])];
  return theirs.some((id) => visible.has(id));
}

/** Brokers a user may see data of: every broker for type 1, its own list (or idPuxada) otherwise. */
export function visibleBrokers(network: Network, user: UserRecord): number[] {
  if (user.tipoUsuario === 1) return network.brokers.map((broker) => broker.idPuxada);
  const own = new Set(user.brokers);
  if (user.idPuxada) own.add(user.idPuxada);
  return [...own];
}

/**
 * The brokers a request may read: the requested scope intersected with what the user may see. An
 * empty scope ('') means "no filter", which only a type 1 user gets as "every broker".
 */
export function scopedBrokers(
  network: Network,
  user: UserRecord,
  scope: string | null | undefined,
): number[] {
  const visible = visibleBrokers(network, user);
  const requested = parseScope(scope);
  if (requested === null) return user.tipoUsuario === 1 ? visible : [];
  return requested.filter((id) => visible.includes(id));
}

export const functionDescription = (funcao: number) =>
  isFunctionCode(funcao) ? FUNCTION_NAMES[funcao] : `Função ${funcao}`;

export const typeDescription = (tipo: UserType) => USER_TYPE_NAMES[tipo];

/** Broker codes of a user's rows: its brokers, or its own broker, or 0 (no broker) for flag users. */
function rowBrokers(user: UserRecord): number[] {
  if (user.brokers.length > 0) return user.brokers;
  return [user.idPuxada ?? 0];
}

/** The server's rows for a user: one per broker (`iD_PUXADA` differs), password masked. */
export function userRows(network: Network, user: UserRecord): UserRow[] {
  return rowBrokers(user).map((idPuxada) => ({
    iD_USUARIO: user.idUsuario,
    dsC_EMAIL: user.email,
    dsC_NOME_USUARIO: user.nomeUsuario,
    iD_USUARIO_TIPO: user.tipoUsuario,
    iD_USUARIO_FUNCAO: user.funcaoUsuario,
    dsC_SENHA: MASKED_PASSWORD,
    inD_ALTERA_IMAGEM: user.alteraImagem,
    iD_EMPREGADO_FLEXX: user.idEmpregadoFlexx === null ? null : String(user.idEmpregadoFlexx),
    imG_PERFIL: user.imagemPerfilBase64,
    iD_PUXADA: idPuxada,
    dsC_FUNCAO: functionDescription(user.funcaoUsuario),
    dsC_TIPO: typeDescription(user.tipoUsuario),
    dsC_APELIDO: findBroker(network, idPuxada)?.apelido ?? (user.tipoUsuario === 1 ? 'FLAG' : ''),
    inD_USUARIO_INATIVO: user.inativo ? '1' : '0',
  }));
}
