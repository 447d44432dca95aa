/** Domain types of the seller split screen; backend field names stop at `map.ts`. */
import type { MetasRole, TargetStatus } from '@conecta/core';

/** One category value of a seller or of the supervisor. */
export interface CategoryValue {
  /** grupoBookKey. */
  key: number;
  /** grupoBook. */
  name: string;
  /** vlrMetaPlanejado. */
  value: number;
}

/** A seller card as the server sent it. */
export interface SellerRecord {
  /** idEmpregadoFlexx. */
  id: string;
  /** dscNomeEmpregado. */
  name: string;
  /** vlrMediaVenda ('Média: R$'). */
  average: number;
  /** vlrMetaSugerida. */
  suggested: number;
  /** vlrMetaPlanejado (saved). */
  planned: number;
}

/** Where a seller's save stands. */
export type SaveState = 'idle' | 'saving' | 'failed';

/**
 * A seller's state on screen: the saved record plus unsaved drafts. One jotai atom per seller
 * holds it, so editing one seller re-renders only that seller's card (and the totals).
 */
export interface SellerState extends SellerRecord {
  /** The seller's total typed on screen and not yet saved; null when none. */
  draft: number | null;
  /** Saved category values (loaded when the category table opens); null until then. */
  categories: readonly CategoryValue[] | null;
  /** Unsaved category values by key. */
  categoryDrafts: Readonly<Record<number, number>>;
  /** State of the last save of this seller. */
  save: SaveState;
}

/** Status of the selected target for this screen's user. */
export interface TargetState {
  /** statusGrupo of the target. */
  group: TargetStatus | null;
  /** statusSupervisor of the user's team (SUPERVISOR), or the group status (GERENTE). */
  supervisor: TargetStatus | null;
  /** metaImportada = 1. */
  imported: boolean;
}

/** The supervisor box: planned value and categories (summed over the teams for GERENTE). */
export interface SupervisorBox {
  /** Names of the supervisors in scope. */
  names: readonly string[];
  /** Σ vlrMetaPlanejado of the supervisors in scope. */
  planned: number;
}

/** Who is looking: role and the employee scope sent as `Empregado`. */
export interface Viewer {
  role: MetasRole;
  /** The supervisor's employee id, or '000' (all) for GERENTE. */
  empregado: string;
}

/** A fully chosen cascade. */
export interface ChosenTarget {
  ano: number;
  mes: number;
  /** 'YYYYMM'. */
  periodo: string;
  versao: string;
  linha: string;
}
