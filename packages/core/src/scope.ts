/**
 * Data scope of a user: which brokers the backend should filter by (shell spec §6, metas §6).
 */
import { isManufacturerFunction, type CurrentUser } from './roles';

/** Broker code that manufacturer functions (4, 5, 6, 7, 15) send in permission queries. */
export const MANUFACTURER_BROKER_CODE = 99999999;

type ScopeUser = Pick<CurrentUser, 'tipoUsuario' | 'idPuxada' | 'brokers'>;

/**
 * The user's own broker: `idPuxada`, or the first listed broker when `idPuxada` is 0 or null.
 * Null when the user has neither.
 */
export function primaryBroker(user: Pick<CurrentUser, 'idPuxada' | 'brokers'>): number | null {
  if (user.idPuxada) return user.idPuxada;
  return user.brokers[0] ?? null;
}

/**
 * Broker filter for data queries (`IdPuxada`, `codigoPuxada`, `puxada`):
 * - type 1 (flag) → null: no broker filter, the user sees everything;
 * - type 2 (manufacturer) → its brokers joined by commas ('10234,10587');
 * - other types → `idPuxada`, or the first broker when it is 0 or null.
 *
 * A type 2 or 3 user without any broker gets '' (a filter that matches nothing), never null:
 * only flag users may see unfiltered data.
 */
export function brokerScope(user: ScopeUser): string | null {
  if (user.tipoUsuario === 1) return null;
  if (user.tipoUsuario === 2) return user.brokers.join(',');
  const broker = primaryBroker(user);
  return broker === null ? '' : String(broker);
}

/**
 * Broker code for permission queries (`codigoPuxada` of /permissaosistema/getdadospermissoes):
 * 99999999 for manufacturer functions, otherwise the user's primary broker, or 0 when the user
 * has none (0 is the backend's "unset" broker).
 */
export function permissionBrokerCode(
  user: Pick<CurrentUser, 'funcaoUsuario' | 'idPuxada' | 'brokers'>,
): number {
  if (isManufacturerFunction(user.funcaoUsuario)) return MANUFACTURER_BROKER_CODE;
  return primaryBroker(user) ?? 0;
}
