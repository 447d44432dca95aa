/**
 * The release to FLEXX (metas spec §4.3, §7, §8): GET /atualizarbaseflexxbroker with a generated
 * GUID and the export time, and how its answer reads.
 */
import { formatBackendTimestamp } from '@conecta/core';
import type { ReleaseOutcome, StatusRow } from './types';

/** Target types the contract accepts in a release. */
const META_TYPES = ['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO'] as const;
export type ReleaseMetaType = (typeof META_TYPES)[number];

/** The query of a release. */
export interface ReleaseQuery {
  IdPuxada: string;
  usuario: string;
  chaveocorrencia: string;
  codVersao: string;
  periodo: string;
  grupoMeta: string;
  tipoMeta: ReleaseMetaType;
  dataexportacao: string;
}

export interface ReleaseRequestInput {
  /** The line whose target is released. */
  row: Pick<StatusRow, 'tipoMeta' | 'versao' | 'linha'>;
  /** 'YYYYMM'. */
  periodo: string;
  /** Broker scope (core `brokerScope`, '' for no filter). */
  scope: string;
  /** Who releases (the signed-in user's e-mail, as in the contract's `usuario`). */
  usuario: string;
  /** A new GUID per attempt (`crypto.randomUUID()`). */
  chave: string;
  /** Export time. */
  now: Date;
}

/** True for a target type the release accepts. */
export function isReleaseMetaType(value: string): value is ReleaseMetaType {
  return (META_TYPES as readonly string[]).includes(value);
}

/** The query of GET /atualizarbaseflexxbroker, or null when the line's type is not one the contract knows. */
export function buildReleaseQuery({ row, periodo, scope, usuario, chave, now }: ReleaseRequestInput): ReleaseQuery | null {
  const tipoMeta = row.tipoMeta.toUpperCase();
  if (!isReleaseMetaType(tipoMeta)) return null;
  return {
    IdPuxada: scope,
    usuario,
    chaveocorrencia: chave,
    codVersao: row.versao,
    periodo,
    grupoMeta: row.linha,
    tipoMeta,
    dataexportacao: formatBackendTimestamp(now),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the answer: a list whose first item has `codOcorrencia` (0 = released) and `idOcorrencia`
 * (the occurrence to report on failure). Anything else — an empty list, another shape, a failed
 * request (`undefined`) — is a failure without occurrence ('Sem retorno').
 */
export function interpretRelease(data: unknown): ReleaseOutcome {
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  if (!isObject(first)) return { kind: 'failed', occurrence: null };
  const raw = first.codOcorrencia;
  const code = typeof raw === 'string' ? (raw.trim() === '' ? Number.NaN : Number(raw)) : raw;
  if (code === 0) return { kind: 'released' };
  const id = first.idOcorrencia;
  const occurrence =
    typeof id === 'number' && Number.isFinite(id) ? String(id) : typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
  return { kind: 'failed', occurrence };
}
