import { parsePermissionResult } from '@conecta/core';
import type { MenuGrants } from './types';

/**
 * Test helper: grants as the server would answer them. `features` maps a screen feature id
 * (1 METAS … 6 RECARGA) to its action ids ('10' view, '11' edit).
 */
export function grantsOf(
  features: Readonly<Record<number, readonly string[]>>,
  extra: Partial<Pick<MenuGrants, 'system8' | 'userPermission8'>> = {},
): MenuGrants {
  const json = Object.entries(features).map(([id, actions]) => ({
    ID_FUNCIONALIDADE_PORTAL: Number(id),
    DSC_FUNCIONALIDADE: `F${id}`,
    status: actions.map((action) => ({ ID_FUNCIONALIDADE_ACAO: action })),
  }));
  return {
    permissions: parsePermissionResult([{ jsonRetorno: JSON.stringify(json) }]),
    system8: extra.system8 ?? false,
    userPermission8: extra.userPermission8 ?? false,
  };
}

/** Every per-screen feature (1–6) granted with view and edit. */
export const ALL_FEATURES: Readonly<Record<number, readonly string[]>> = {
  1: ['10', '11'],
  2: ['10', '11'],
  3: ['10', '11'],
  4: ['10', '11'],
  5: ['10', '11'],
  6: ['10', '11'],
};
