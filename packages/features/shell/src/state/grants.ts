import { NO_PERMISSIONS, parsePermissionResult, type ParsedPermissions } from '@conecta/core';
import type { MenuGrants } from './types';

/** The system whose permission shows 'Permissões de sistemas', and the user permission of the merchandising app. */
export const SYSTEM_PERMISSIONS_ID = 8;
/** The user-specific permission value that shows the merchandising entry. */
export const MERCHANDISING_PERMISSION = 8;

/** The grants of a user with no permission at all (while loading, or after a failure). */
export const NO_GRANTS: MenuGrants = { permissions: NO_PERMISSIONS, system8: false, userPermission8: false };

/** A row of GET /getDadosComboPermissaoSistemas, read defensively (numbers may come as text). */
export interface SystemComboRow {
  identificador?: unknown;
  idIdentificador?: unknown;
  permissao?: unknown;
}

const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * Reads the system combo (queried with sistema=8): system 8 is permitted when a SISTEMAS row names
 * system 8 (its `idIdentificador` or its `permissao`); the user permission is 8 when a USUARIO row's
 * `permissao` equals 8. Anything else (an empty or malformed answer) grants nothing.
 */
export function parseSystemCombo(rows: unknown): Pick<MenuGrants, 'system8' | 'userPermission8'> {
  const list: SystemComboRow[] = Array.isArray(rows)
    ? rows.filter((row): row is SystemComboRow => typeof row === 'object' && row !== null)
    : [];
  const kind = (row: SystemComboRow) => (typeof row.identificador === 'string' ? row.identificador.trim().toUpperCase() : '');
  const system8 = list.some(
    (row) =>
      kind(row) === 'SISTEMAS' &&
      (asNumber(row.idIdentificador) === SYSTEM_PERMISSIONS_ID || asNumber(row.permissao) === SYSTEM_PERMISSIONS_ID),
  );
  const userPermission8 = list.some(
    (row) => kind(row) === 'USUARIO' && asNumber(row.permissao) === MERCHANDISING_PERMISSION,
  );
  return { system8, userPermission8 };
}

/** Grants from the two answers; a missing answer (loading or failed) grants nothing of its part. */
export function grantsFrom(permissionResult: unknown, comboRows: unknown): MenuGrants {
  const permissions: ParsedPermissions =
    permissionResult === undefined ? NO_PERMISSIONS : parsePermissionResult(permissionResult);
  return { permissions, ...parseSystemCombo(comboRows) };
}
