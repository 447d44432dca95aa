/**
 * Body of POST /atualizartabelacartameta (metas spec §7): one DADOS item per category, with the
 * 'YYYY-MM-DD HH:MM:SS' timestamp, the chosen history base (QTD_MES_MEDIA, a contract addition) and
 * the base of the save (DATA_ATUALIZACAO_BASE, the `dataAtualizacao` the screen read: a contract
 * addition, see `concurrency.ts`).
 */
import type { components } from '@conecta/api';
import { commentToSend, formatBackendTimestamp, periodKey } from '@conecta/core';
import { META_TYPE } from './selection';
import type { CategoryRow, HistoryBase, PlannedValues } from './types';

type PlanningSaveRequest = components['schemas']['PlanningSaveRequest'];

export interface SavePayloadInput {
  rows: readonly CategoryRow[];
  values: PlannedValues;
  selection: { ano: number; mes: number; versao: string; linha: string };
  /** The broker whose target is saved (PUXADA_FLEXX_KEY). */
  broker: number;
  user: { email: string; idUsuario: number };
  now: Date;
  /** The history base chosen on screen: sent as QTD_MES_MEDIA (contract addition) so the server stores its suggestions with the plan. Omitted when none was chosen. */
  historyBase?: HistoryBase | null;
  /** The `dataAtualizacao` of the target the values were read from: sent as DATA_ATUALIZACAO_BASE in every item, so a save on data someone changed since is refused (409). Omitted when unknown. */
  base?: string | null;
  /** The comment typed for the plan (issue 26): sent as `Comentario`, left out when blank. */
  comment?: string;
}

/**
 * The save body. Every value must already be validated (> 0, see `missingRows`): a missing value
 * throws, so an invalid body is never sent.
 */
export function buildSavePayload({ rows, values, selection, broker, user, now, historyBase = null, base = null, comment }: SavePayloadInput): PlanningSaveRequest {
  const stamp = formatBackendTimestamp(now);
  const periodo = periodKey(selection.ano, selection.mes);
  const text = commentToSend(comment);
  return {
    DADOS: rows.map((row) => {
      const value = values[row.key] ?? null;
      if (value === null || value <= 0 || !Number.isInteger(value)) {
        throw new RangeError(`Planned value of ${row.categoria} must be a whole number > 0`);
      }
      return {
        PERIODO: periodo,
        TIPO_META: META_TYPE,
        GRUPO_META: selection.linha,
        PUXADA_FLEXX_KEY: broker,
        GRUPO_BOOK_KEY: row.grupoBookKey,
        DSC_VERSAO: selection.versao,
        VLR_META_PLANEJADO: value,
        USUARIO: user.email,
        DATA_ATUALIZACAO: stamp,
        ID_USUARIO: user.idUsuario,
        ...(historyBase !== null ? { QTD_MES_MEDIA: historyBase } : {}),
        ...(base ? { DATA_ATUALIZACAO_BASE: base } : {}),
      };
    }),
    ...(text === undefined ? {} : { Comentario: text }),
  };
}
