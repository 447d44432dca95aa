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
  /**
   * qtdSoldAtivos: the seller's active customers, the ceiling of each of his COBERTURA category
   * values (issue 22); null when the server does not say.
   */
  activeCustomers: number | null;
}

/**
 * Where a seller's save stands: 'failed' the server refused or did not answer; 'invalid' the
 * values typed were refused before sending (a category below 1), kept on screen to be corrected.
 */
export type SaveState = 'idle' | 'saving' | 'failed' | 'invalid';

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
  /**
   * The comment typed in 'Salvar novo valor.' for the unsaved values (issue 26): sent with them, kept
   * through a failed save, gone once they are saved or discarded.
   */
  comment?: string;
}

/** One team's status row (`GET /tabelacartametastatus`, one row per supervisor once programmed). */
export interface TeamStatus {
  /** idEmpregadoResponsavelFlexx. */
  id: string;
  /** dscNomeEmpregado. */
  name: string;
  /** statusSupervisor: where this supervisor's seller split stands. */
  status: TargetStatus | null;
}

/** Status of the selected target for this screen's user, as the server holds it. */
export interface TargetState {
  /** statusGrupo of the target (the whole broker's target). */
  group: TargetStatus | null;
  /**
   * The status 'Status da META' shows: SUPERVISOR, statusSupervisor of the row of their own team
   * (null when the server sends no row for it, e.g. a target not yet programmed for the team —
   * never the group status in its place); GERENTE (every team), statusGrupo.
   */
  supervisor: TargetStatus | null;
  /** The supervisors' rows of the line in server order (GERENTE: every team; SUPERVISOR: their own). */
  teams: readonly TeamStatus[];
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
