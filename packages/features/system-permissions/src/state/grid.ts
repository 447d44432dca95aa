/**
 * Pure rules of the permissions grid (issue 23): the users as the server sends them, the user's
 * edits on top (Editar implies Visualizar, core `togglePermission`), bulk changes of a column or a
 * row, what changed, and the one save body for every changed user. Unit-tested and benched in node.
 */
import { buildPermissionSavePayload, togglePermission, type PermissionFlags, type PermissionSaveEntry } from '@conecta/core';

/** The six features of the permissions dialog, in its order. */
export const FEATURE_IDS = [1, 2, 3, 4, 5, 6] as const;

/** One user of the grid, as read (GET /permissaosistema/getdadospermissoesusuarios). */
export interface GridUser {
  id: number;
  name: string;
  email: string;
  funcao: number;
  brokers: readonly number[];
  /** Features his function can be given. */
  options: readonly number[];
  /** What he has now, one entry per option. */
  saved: readonly PermissionFlags[];
}

/** The server's row, as the contract gives it. */
export interface ServerPermissionUser {
  idUsuario: number;
  nomeUsuario: string;
  email: string;
  funcaoUsuario: number;
  brokers: number[];
  opcoes: number[];
  permissoes: { idFuncionalidade: number; visualizar: boolean; editar: boolean }[];
}

export function usersFromServer(rows: readonly ServerPermissionUser[]): GridUser[] {
  return rows.map((row) => ({
    id: row.idUsuario,
    name: row.nomeUsuario,
    email: row.email,
    funcao: row.funcaoUsuario,
    brokers: row.brokers,
    options: row.opcoes,
    saved: row.opcoes.map((id) => {
      const permission = row.permissoes.find((entry) => entry.idFuncionalidade === id);
      const editar = permission?.editar === true;
      return { id, visualizar: editar || permission?.visualizar === true, editar };
    }),
  }));
}

/** The user's edits: his whole flags, for the users changed in this session only. */
export type Edits = ReadonlyMap<number, readonly PermissionFlags[]>;

/** A user's flags now: his edit, else what he has. */
export const flagsOf = (user: GridUser, edits: Edits): readonly PermissionFlags[] => edits.get(user.id) ?? user.saved;

const sameFlags = (a: readonly PermissionFlags[], b: readonly PermissionFlags[]) =>
  a.length === b.length && a.every((flag, index) => flag.id === b[index]?.id && flag.visualizar === b[index]?.visualizar && flag.editar === b[index]?.editar);

/** Sets one user's flags in a map being built: an edit back to what he has is no edit. */
function putFlags(map: Map<number, readonly PermissionFlags[]>, user: GridUser, flags: readonly PermissionFlags[]): void {
  if (sameFlags(flags, user.saved)) map.delete(user.id);
  else map.set(user.id, flags);
}

/** The edits with one user's flags set (a new map; the same one when nothing changes). */
function withFlags(edits: Edits, user: GridUser, flags: readonly PermissionFlags[]): Edits {
  if (edits.get(user.id) === flags) return edits;
  const next = new Map(edits);
  putFlags(next, user, flags);
  return next;
}

/** One checkbox of one user (Editar implies Visualizar; unchecking Visualizar clears Editar). */
export function toggleCell(edits: Edits, user: GridUser, feature: number, flag: 'visualizar' | 'editar', checked: boolean): Edits {
  if (!user.options.includes(feature)) return edits;
  const flags = flagsOf(user, edits);
  const next = togglePermission(flags, { id: feature, flag, checked });
  return next === flags ? edits : withFlags(edits, user, next);
}

/**
 * A column for the users shown: every one who can have the feature gets the flag (Editar checks
 * Visualizar too; unchecking Visualizar clears Editar). One new map, whatever the number of users.
 */
export function setColumn(edits: Edits, users: readonly GridUser[], feature: number, flag: 'visualizar' | 'editar', checked: boolean): Edits {
  let next: Map<number, readonly PermissionFlags[]> | null = null;
  for (const user of users) {
    if (!user.options.includes(feature)) continue;
    const flags = flagsOf(user, next ?? edits);
    const withView = flag === 'editar' && checked ? togglePermission(flags, { id: feature, flag: 'visualizar', checked: true }) : flags;
    const changed = togglePermission(withView, { id: feature, flag, checked });
    if (changed === flags) continue;
    next ??= new Map(edits);
    putFlags(next, user, changed);
  }
  return next ?? edits;
}

/** A whole row: everything his function allows (Visualizar and Editar), or nothing. */
export function setRow(edits: Edits, user: GridUser, checked: boolean): Edits {
  return withFlags(edits, user, user.options.map((id) => ({ id, visualizar: checked, editar: checked })));
}

/** One change of the review: a user, a feature, and the flags before and after. */
export interface Change {
  user: GridUser;
  feature: number;
  before: PermissionFlags;
  after: PermissionFlags;
}

/** Every changed cell, by user (in the grid's order) and feature. */
export function changesOf(users: readonly GridUser[], edits: Edits): Change[] {
  const changes: Change[] = [];
  for (const user of users) {
    const flags = edits.get(user.id);
    if (!flags) continue;
    flags.forEach((after, index) => {
      const before = user.saved[index];
      if (before && (before.visualizar !== after.visualizar || before.editar !== after.editar)) changes.push({ user, feature: after.id, before, after });
    });
  }
  return changes;
}

/** The one save body: every changed user's whole flags (his 'nothing' entry when he has none left). */
export function saveBody(users: readonly GridUser[], edits: Edits): { dados: PermissionSaveEntry[] } {
  return { dados: users.filter((user) => edits.has(user.id)).flatMap((user) => buildPermissionSavePayload(user.id, flagsOf(user, edits)).dados) };
}

/** The users matching a search (name or e-mail, any case and accent), optionally only the changed ones. */
export function visibleUsers(users: readonly GridUser[], edits: Edits, search: string, onlyChanged: boolean): GridUser[] {
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('pt-BR');
  const wanted = fold(search.trim());
  return users.filter((user) => (!onlyChanged || edits.has(user.id)) && (wanted === '' || fold(user.name).includes(wanted) || fold(user.email).includes(wanted)));
}
