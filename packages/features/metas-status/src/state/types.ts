/**
 * Domain types of the status screen (metas spec §2.4, §3, §4.3). Backend field names stop at
 * `rows.ts`; everything else reads these.
 */

/** How the status screen treats the signed-in user (spec §4.3, §6): function 11 is the supervisor, any other function sees the manager's view. */
export type StatusRole = 'manager' | 'supervisor';

/** One line of the status table. */
export interface StatusRow {
  /** Stable key of the line (type, version, line, employee, position). */
  key: string;
  /** Target type of the line: VBC, COBERTURA, RECOMENDADOR or FOCO. */
  tipoMeta: string;
  /** Product line (`grupoMeta`). */
  linha: string;
  /** Version key (`dscVersao`). */
  versao: string;
  /** The status this line is in: the target's while it is 'Em aberto', 'Rateada' or 'Liberado', else the supervisor's. */
  status: string;
  /** The whole target's status (`statusGrupo`): the release needs 'Aprovada supervisor' here. */
  groupStatus: string;
  /** The supervisor's own status (`statusSupervisor`), or null. */
  supervisorStatus: string | null;
  /** FLEXX employee id the line belongs to (`idEmpregadoResponsavelFlexx`), or null. */
  employeeId: string | null;
  /** Name of that employee (`dscNomeEmpregado`), or ''. */
  employeeName: string;
  /** Who changed the line last (`responsavel`), or ''. */
  updatedBy: string;
  /** When (`dataAtualizacao`, 'YYYY-MM-DD HH:MM:SS'), or ''. */
  updatedAt: string;
  /** `alteracao` read as: true 'com' (the supervisor's value was changed), false 'sem', null absent. Informative only: it does not decide the action (the reduction rule is the seller screen's). */
  hasSupervisorChange: boolean | null;
  /** The `alteracao` text as the server wrote it (the Observação column), or ''. */
  alteracaoText: string;
  /** `metaImportada` equal to 1. */
  imported: boolean;
  /** The team's share was sent back (issue 26, `devolucao`): to whom, by whom, when and why; null otherwise. */
  returned: ReturnedShare | null;
}

/** A share sent back one level (issue 26). */
export interface ReturnedShare {
  /** Who must act now: the manager (the supervisor sent it back) or the supervisor (the manager did). */
  to: 'manager' | 'supervisor';
  by: string;
  /** 'YYYY-MM-DD HH:MM:SS' */
  at: string;
  reason: string;
}

/** Where an action leads, before the target type picks the screen. */
export type ActionStep = 'planejamento' | 'programacao' | 'rateioVendedor';

/** The Ação cell of a line. */
export interface RowAction {
  /** Text of the action ('Ratear Meta', 'Sem Ação', …). */
  label: string;
  /** The screen it opens, or null when it is plain text. Never a screen the user's role may not open. */
  step: ActionStep | null;
  /** Whether the check icon (release to FLEXX) is offered beside it. */
  canRelease: boolean;
  /** Why the user cannot act on the line (who must act first, or the missing permission), shown under the label; null when there is nothing to explain. */
  reason: string | null;
}

/** The signed-in user as the action rules need him: the route access table reads type and function. */
export interface StatusViewer {
  /** User type (1 the company's own staff). */
  tipoUsuario: number;
  /** Function code (10 manager, 11 supervisor, …). */
  funcaoUsuario: number;
}

/** The metas permission of the release (feature 1): granted, refused, or not known (loading, failed, or not asked for supervisors). */
export type ReleasePermission = 'allowed' | 'denied' | 'unknown';

/** An option of a select. */
export interface Option<K extends string | number = string | number> {
  id: K;
  label: string;
}

/** The screen's own selection: year, month (1–12), target type. */
export interface StatusSelection {
  ano: number | null;
  mes: number | null;
  tipoMeta: string | null;
}

/** Outcome of a release to FLEXX. */
export type ReleaseOutcome =
  | { kind: 'released' }
  | {
      kind: 'failed';
      /** The occurrence id to report to support, or null for 'Sem retorno'. */
      occurrence: string | null;
    };
