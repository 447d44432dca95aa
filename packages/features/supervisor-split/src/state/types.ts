import type { TargetStatus } from '@conecta/core';

/** One supervisor card, mapped once from the summary row (GET /tabelacartametasupervisorresumo). */
export interface SupervisorCard {
  /** FLEXX employee id of the supervisor (`idEmpregadoResponsavelFlexx`). */
  id: string;
  /** Name as the server sends it. */
  name: string;
  /** Number of sellers in the team. */
  sellers: number;
  /** Planned value (the editable one). */
  planned: number;
  /** Suggested value (the part of the assumed total the planning gave this team). */
  suggested: number;
  /** Average monthly sales of the team over the history base. */
  average: number;
  /**
   * Update date of this supervisor's part as the server read it (`dataAtualizacao`,
   * 'YYYY-MM-DD HH:MM:SS'): the base a save of his values sends back. Absent when the server sends none.
   */
  updatedAt?: string;
  /** Who changed this supervisor's part last (`responsavel`). */
  updatedBy?: string;
}

/** A category value of one supervisor (GET /tabelacartametasupervisor, Tipo=G). */
export interface CategoryValue {
  /** `grupoBookKey`. */
  key: number;
  /** `grupoBook`. */
  name: string;
  /** Planned value. */
  planned: number;
}

/** The target's state for the chosen version and line (GET /tabelacartametastatus). */
export interface TargetState {
  /**
   * The status the server holds for this user's role ('Status da META'): the target's `statusGrupo`
   * for a GERENTE; for a SUPERVISOR the `statusSupervisor` of his own row ('Liberado' once the target
   * is released), or null when the server sends him no row (the target is not programmed yet).
   */
  status: TargetStatus | null;
  /** The target's own status (`statusGrupo`), whoever asks; null when no row came. */
  groupStatus: TargetStatus | null;
  imported: boolean;
}

/** A row of the comparison table: a category and one value per supervisor, in card order. */
export interface ComparisonRowModel {
  category: string;
  values: number[];
}

/** The full selection of the cascade (metas spec §4.4). */
export interface FullSelection {
  ano: number;
  mes: number;
  tipoMeta: string;
  versao: string;
  linha: string;
}

/**
 * A change the user typed, waiting for 'Meta alterada' (Sim / Nao), being saved, failed or in
 * conflict. `base` is the update date of the supervisor's part the change was built on (sent as
 * `DataAtualizacaoBase`; absent: the save is not checked).
 */
export type SupervisorChange =
  | { kind: 'total'; supervisorId: string; before: number; after: number; base?: string; comment?: string }
  | {
      kind: 'categories';
      supervisorId: string;
      /** Each changed category with its value before and after. */
      items: ReadonlyArray<{ key: number; before: number; after: number }>;
      base?: string;
      /** The comment typed in 'Meta alterada', saved with the change (issue 26). */
      comment?: string;
    };

/**
 * Where a change stands: asked, on its way to the server, refused by it (kept, retryable), or
 * refused because someone else changed the data first (409: kept, beside the server's value, until
 * the user reloads or re-applies).
 */
export type DraftStatus = 'pending' | 'saving' | 'failed' | 'conflict';

/** A change shown on screen over the server values until it is saved. */
export interface Draft {
  change: SupervisorChange;
  status: DraftStatus;
}

/** Who is using the screen, as far as the screen cares (metas spec §6). */
export interface SplitAccess {
  /** 'GERENTE' for function 10, otherwise 'SUPERVISOR' (core metasRole). */
  role: 'GERENTE' | 'SUPERVISOR';
  /** The `Empregado` filter: '000' (all) for GERENTE, else the user's employee id. */
  empregado: string;
  /** The `IdPuxada` filter (core brokerScope; '' for staff users, who see every broker). */
  idPuxada: string;
  /** Planning and programming belong to staff (type 1) and functions 1, 10 and 16 (spec §6). */
  canProgram: boolean;
}
