import { formatBackendTimestamp } from '@conecta/core';
import type { components } from '../../generated/schema';
import type { TargetRecord } from './metas-model';

/**
 * The planning save's items (`POST /atualizartabelacartameta`) for a stored target: one per
 * category with `values[i]`, saved by `user` now. For stories and tests that play another person
 * re-planning a target while the screen under test has it open.
 */
export function planningSaveItems(
  target: Pick<TargetRecord, 'periodo' | 'tipoMeta' | 'linha' | 'idPuxada' | 'versao' | 'categories'>,
  values: readonly number[],
  user: { email: string; idUsuario: number },
): components['schemas']['PlanningSaveItem'][] {
  const now = formatBackendTimestamp(new Date());
  return target.categories.map((category, i) => ({
    PERIODO: target.periodo,
    TIPO_META: target.tipoMeta,
    GRUPO_META: target.linha,
    PUXADA_FLEXX_KEY: target.idPuxada,
    GRUPO_BOOK_KEY: category.key,
    DSC_VERSAO: target.versao,
    VLR_META_PLANEJADO: values[i] ?? 1,
    USUARIO: user.email,
    DATA_ATUALIZACAO: now,
    ID_USUARIO: user.idUsuario,
  }));
}
