/**
 * Who may plan (metas spec §6: targets planning 1, 10, 16; type 1 staff have access to the area)
 * and on which broker the plan is saved.
 */
import { brokerScope, primaryBroker, type CurrentUser } from '@conecta/core';

/** Function codes that plan targets (metas spec §6). */
export const PLANNING_FUNCTIONS: readonly number[] = [1, 10, 16];

export interface PlanningAccess {
  /** Broker filter of the reads (`IdPuxada`): '' for type 1 (no broker filter). */
  scope: string;
  /** The user's function may plan (type 1 staff, or functions 1, 10, 16). */
  isPlanner: boolean;
  /** The broker a save is written for (PUXADA_FLEXX_KEY), or null when it is not one broker. */
  broker: number | null;
  /** Why the screen is read-only for this user, or null when the user can plan. */
  readOnlyReason: 'role' | 'broker' | null;
}

/**
 * Planning access of a user. Managers plan on their one broker: type 3 their `idPuxada` (or
 * first broker), type 1 and 2 only when they are tied to exactly one broker — the save names a
 * single broker and no row of the planning calls tells which broker a target belongs to.
 */
export function planningAccess(
  user: Pick<CurrentUser, 'tipoUsuario' | 'funcaoUsuario' | 'idPuxada' | 'brokers'>,
): PlanningAccess {
  const scope = brokerScope(user) ?? '';
  const isPlanner = user.tipoUsuario === 1 || PLANNING_FUNCTIONS.includes(user.funcaoUsuario);
  const distinct = [...new Set([...(user.idPuxada ? [user.idPuxada] : []), ...user.brokers])];
  const broker = user.tipoUsuario === 3 ? primaryBroker(user) : distinct.length === 1 ? (distinct[0] ?? null) : null;
  const readOnlyReason = !isPlanner ? 'role' : broker === null ? 'broker' : null;
  return { scope, isPlanner, broker, readOnlyReason };
}
