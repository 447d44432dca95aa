/**
 * Domain types of the planning screen. Backend field names stay in `rows.ts` (house rule 4).
 */
import type { TargetLevel, TargetStatus, Tone } from '@conecta/core';

/** One category row of the table (from a TargetGroupRow). */
export interface CategoryRow {
  /** grupoBookKey, as a string (the grid's row key and the drafts' key). */
  key: string;
  /** grupoBookKey as the backend sends it. */
  grupoBookKey: number;
  /** Category name (grupoBook). */
  categoria: string;
  /** Broker's average sales over the history base. */
  mediaBroker: number;
  /** Suggested minimum. */
  minima: number;
  /** Σ metaMinima over the categories (the first '% Cat.'). */
  minimaTotal: number;
  /** Suggested meta. */
  meta: number;
  /** Suggested ideal. */
  ideal: number;
  /** Planned value stored on the server. */
  planejado: number;
}

/** Broker totals of the target (from a TargetTotalRow). */
export interface TargetTotals {
  mediaBroker: number;
  minima: number;
  meta: number;
  ideal: number;
  planejado: number;
  sugerida: number;
}

/** The three suggestions a row or the header can copy into Meta Planejada. */
export type Choice = 'minima' | 'meta' | 'ideal';

/** The choices in column order. */
export const CHOICES: readonly Choice[] = ['minima', 'meta', 'ideal'];

/** Planned values being edited, by row key (null = empty cell). */
export type PlannedValues = Readonly<Record<string, number | null>>;

/** Status of the chosen target (from the TargetStatusRow of the chosen line). */
export interface TargetState {
  status: TargetStatus | null;
  /** metaImportada equal to 1. */
  imported: boolean;
}

/** Level of a planned value and its tone. */
export interface LevelInfo {
  level: TargetLevel;
  tone: Tone;
}

/** How many rows hold a header choice: every row ('all'), some ('some', the box shows mixed) or none. */
export type ChoiceCoverage = 'all' | 'some' | 'none';

/** One supervisor of a split the next save would replace (GET /tabelacartametasupervisorresumo Tipo=R). */
export interface SupervisorShare {
  /** idEmpregadoResponsavelFlexx. */
  id: string;
  /** dscNomeEmpregado. */
  nome: string;
  /** The supervisor's planned total (vlrMetaPlanejado). */
  total: number;
  /** Sellers of the team (qtdEmpregadosSupervisor). */
  sellers: number;
}

/** A supervisor's row of GET /tabelacartametastatus (from 'Aprovada gerente' on, one per supervisor). */
export interface SupervisorStatus {
  /** idEmpregadoResponsavelFlexx (absent on a group row). */
  id: string | null;
  /** statusGrupo. */
  group: TargetStatus | null;
  /** statusSupervisor. */
  supervisor: TargetStatus | null;
}

/** History base options in months (metas spec §9). */
export const HISTORY_BASES = [3, 6, 9, 12] as const;
export type HistoryBase = (typeof HISTORY_BASES)[number];
