import type { TargetChange } from '@conecta/core';
import type { ApiClient } from './client';
import type { components, operations } from './generated/schema';

type ServerChange = components['schemas']['TargetChange'];
/** The query of GET /metas/historico (target, and the optional filters). */
export type TargetHistoryQuery = operations['getTargetHistory']['parameters']['query'];

/** Maps one row of GET /metas/historico into the core's {@link TargetChange}, once, here. */
export function toTargetChange(row: ServerChange): TargetChange {
  return {
    id: row.id,
    action: row.acao,
    level: row.nivel,
    screen: row.tela,
    supervisorId: row.idEmpregadoSupervisor ?? null,
    supervisorName: row.dscNomeSupervisor ?? null,
    sellerId: row.idEmpregadoVendedor ?? null,
    sellerName: row.dscNomeVendedor ?? null,
    categoryKey: row.grupoBookKey ?? null,
    categoryName: row.grupoBook ?? null,
    before: row.valorAnterior ?? null,
    after: row.valorNovo ?? null,
    comment: row.comentario ?? null,
    userId: row.idUsuario,
    userName: row.usuario,
    at: row.dataAlteracao,
  };
}

/** Reads a target's change history (oldest first); rejects with an `ApiError`. */
export async function fetchTargetHistory(api: ApiClient, query: TargetHistoryQuery, signal?: AbortSignal): Promise<TargetChange[]> {
  const { data } = await api.GET('/metas/historico', { params: { query }, ...(signal ? { signal } : {}) });
  return (data ?? []).map(toTargetChange);
}
