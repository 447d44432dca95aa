/**
 * Pure rules of the supervisor split (metas spec §4.6, §5, §8, §9): mapping of the backend rows,
 * totals and change, shares and notes, enablement, payloads of the three saves and the
 * 'Distribuir diferença' plan. No React, no styles.
 */
import {
  SELLER_CATEGORY_MINIMUM,
  type EditBatch,
  type MetasSelection,
  brokerScope,
  commentToSend,
  distributeDifference,
  formatBackendTimestamp,
  formatPercent,
  isTargetStatus,
  statusShownTo,
  metasRole,
  percentOf,
  type CurrentUser,
} from '@conecta/core';
import { ApiError, type components } from '@conecta/api';
import type {
  CategoryValue,
  ComparisonRowModel,
  Draft,
  FullSelection,
  SplitAccess,
  SupervisorCard,
  SupervisorChange,
  TargetState,
} from './types';

type Schemas = components['schemas'];

/** Codes of the generic error modal (metas spec §8) used by this screen. */
export const ERROR_CODES = {
  /** Loading the status rows ('Status da META'). */
  status: 4,
  /** Saving a supervisor's values (total or categories). */
  save: 5,
  /** Loading the filter parameters (versions and lines). */
  parameters: 7,
  /** Loading the supervisor summary (the cards). */
  summary: 8,
  /** Loading a supervisor's categories. */
  categories: 10,
  /** Loading the comparison table. */
  comparison: 14,
  /** Programming the supervisors (PUT /GravarProgramarMetasSupervisor). */
  program: 15,
} as const;

/** Delay before the screen reloads itself after 'Conexao com o servidor reiniciada!' (spec §8: 3 s). */
export const RESTART_RELOAD_MS = 3000;
/** The floating changes panel shows from this scroll offset on (spec §9). */
export const FLOATING_SCROLL_PX = 370;
/** The invalid-value popup hides after 500 ms (spec §5). */
export const INVALID_POPUP_MS = 500;
/** 'Supervisor employee filter value '000' means all' (spec §9). */
export const ALL_EMPLOYEES = '000';
/** `Tela` sent to /parametrotabelacartametafiltroversao (the spec does not name the values). */
export const SCREEN_NAME = 'PROGRAMACAO_SUPERVISOR';
/** Functions that plan and program targets, besides staff users (type 1) (spec §6). */
const PROGRAMMING_FUNCTIONS: readonly number[] = [1, 10, 16];

/** Role, scope and rights of the user on this screen (spec §6). */
export function accessOf(user: CurrentUser): SplitAccess {
  const role = metasRole(user.funcaoUsuario);
  return {
    role,
    empregado:
      role === 'GERENTE' || user.idEmpregadoFlexx === null ? ALL_EMPLOYEES : String(user.idEmpregadoFlexx),
    idPuxada: brokerScope(user) ?? '',
    canProgram: user.tipoUsuario === 1 || PROGRAMMING_FUNCTIONS.includes(user.funcaoUsuario),
  };
}

// ---------------------------------------------------------------------------------- mapping

export function mapSummary(rows: readonly Schemas['SupervisorSummaryRow'][]): SupervisorCard[] {
  return rows.map((row) => ({
    id: String(row.idEmpregadoResponsavelFlexx),
    name: row.dscNomeEmpregado,
    sellers: row.qtdEmpregadosSupervisor,
    planned: row.vlrMetaPlanejado,
    suggested: row.vlrMetaSugerida,
    average: row.vlrMediaVenda,
    ...(row.dataAtualizacao ? { updatedAt: row.dataAtualizacao } : {}),
    ...(row.responsavel ? { updatedBy: row.responsavel } : {}),
  }));
}

export function mapCategories(rows: readonly Schemas['CategoryValueRow'][]): CategoryValue[] {
  return rows.map((row) => ({ key: row.grupoBookKey, name: row.grupoBook, planned: row.vlrMetaPlanejado }));
}

export function mapComparison(rows: readonly Schemas['ComparisonRow'][]): ComparisonRowModel[] {
  return rows.map((row) => ({ category: row.GrupoBook, values: row.Itens.map((item) => item.Valor) }));
}

/**
 * The status of the chosen line and version for the user's role; imported when metaImportada is 1.
 * As on every targets screen (`statusShownTo`): a GERENTE reads the target's `statusGrupo`; a
 * SUPERVISOR his own row (the server sends a supervisor only his rows): its `statusSupervisor`, or
 * 'Liberado' once the target is released; no own row means the manager has not programmed the
 * target yet (status null).
 */
export function targetStateOf(
  rows: readonly Schemas['TargetStatusRow'][],
  selection: Pick<FullSelection, 'versao' | 'linha' | 'tipoMeta'>,
  access: Pick<SplitAccess, 'role' | 'empregado'> = { role: 'GERENTE', empregado: ALL_EMPLOYEES },
): TargetState {
  const matching = rows.filter(
    (candidate) =>
      candidate.grupoMeta === selection.linha &&
      candidate.dscVersao === selection.versao &&
      (candidate.tipoMeta === undefined || candidate.tipoMeta === selection.tipoMeta),
  );
  const row = matching[0];
  if (!row) return { status: null, groupStatus: null, imported: false };
  const groupStatus = isTargetStatus(row.statusGrupo) ? row.statusGrupo : null;
  const imported = row.metaImportada === 1;
  const own = access.role === 'GERENTE' ? undefined : matching.find((candidate) => candidate.idEmpregadoResponsavelFlexx === access.empregado);
  const ownTeam = own ? { status: isTargetStatus(own.statusSupervisor) ? own.statusSupervisor : null } : undefined;
  return { status: statusShownTo(access.role, groupStatus, ownTeam), groupStatus, imported };
}

/** Versions offered for the period (DSC_VERSAO rows), in server order without repeats. */
export function versionsOf(rows: readonly Schemas['ParameterRow'][]): string[] {
  return [...new Set(rows.filter((row) => row.identificador === 'DSC_VERSAO').map((row) => row.dadoBase))];
}

/** Lines offered for a version (LINHA rows of that version; rows without a version count for all). */
export function linesOf(rows: readonly Schemas['ParameterRow'][], versao: string): string[] {
  return [
    ...new Set(
      rows
        .filter((row) => row.identificador === 'LINHA' && (row.versao === undefined || row.versao === versao))
        .map((row) => row.dadoBase),
    ),
  ];
}

// ---------------------------------------------------------------------------------- drafts

/** Planned total a change gives its supervisor, from the total before it. */
export function plannedAfter(change: SupervisorChange, plannedBefore: number): number {
  if (change.kind === 'total') return change.after;
  return plannedBefore + change.items.reduce((acc, item) => acc + item.after - item.before, 0);
}

/** The cards as the user sees them: server values with the drafts (pending, saving, failed) over them. */
export function applyDrafts(cards: readonly SupervisorCard[], drafts: Readonly<Record<string, Draft>>): SupervisorCard[] {
  return cards.map((card) => {
    const draft = drafts[card.id];
    return draft ? { ...card, planned: plannedAfter(draft.change, card.planned) } : card;
  });
}

/** A supervisor's categories with a categories draft over them. */
export function applyCategoryDraft(categories: readonly CategoryValue[], draft: Draft | undefined): CategoryValue[] {
  if (!draft || draft.change.kind !== 'categories') return [...categories];
  const after = new Map(draft.change.items.map((item) => [item.key, item.after]));
  return categories.map((category) => ({ ...category, planned: after.get(category.key) ?? category.planned }));
}

/** Keys of the categories a draft changed (shown as 'não salvo'). */
export function draftKeys(draft: Draft | undefined): ReadonlySet<number> {
  if (!draft || draft.change.kind !== 'categories') return new Set();
  return new Set(draft.change.items.map((item) => item.key));
}

// ---------------------------------------------------------------------------------- totals

export interface SplitTotals {
  /** The broker's assumed total: Σ suggested (what the planning split among the supervisors). */
  assumed: number;
  /** Σ planned. */
  total: number;
  /** total − assumed (spec §4.6: planned total minus suggested total). */
  change: number;
}

export function totalsOf(cards: readonly SupervisorCard[]): SplitTotals {
  const assumed = cards.reduce((acc, card) => acc + card.suggested, 0);
  const total = cards.reduce((acc, card) => acc + card.planned, 0);
  return { assumed, total, change: total - assumed };
}

export type ChangeTone = 'positive' | 'negative' | 'neutral';

/** Positive green with a rising icon, negative red with a falling icon, zero neutral (spec §4.6). */
export function changeTone(change: number): ChangeTone {
  return change > 0 ? 'positive' : change < 0 ? 'negative' : 'neutral';
}

/** A supervisor's share: planned ÷ the broker's assumed total, 1 decimal (spec §9). */
export function shareText(planned: number, assumed: number): string {
  return formatPercent(percentOf(planned, assumed), { fractionDigits: 1 });
}

export type NoteTone = 'increase' | 'decrease' | 'neutral';

export interface DifferenceNote {
  tone: NoteTone;
  /** The percentage only ('5,2%'); the screen words it 'Aumento de …' / 'Redução de …'. */
  percent: string;
}

/**
 * The increase (orange) or decrease (red) of planned against suggested, as a percentage of the
 * suggested value: 1 decimal, or 2 when 1 decimal would read 0,0% for a real change (spec §9).
 */
export function differenceNote(planned: number, suggested: number): DifferenceNote {
  const difference = planned - suggested;
  if (difference === 0) return { tone: 'neutral', percent: formatPercent(0) };
  const percent = Math.abs(suggested === 0 ? 100 : percentOf(difference, suggested));
  const tone = difference > 0 ? 'increase' : 'decrease';
  // A real change never reads '0,00%': below 0,005% it is 'menos de 0,01%'.
  if (Math.round(percent * 100) === 0) return { tone, percent: `menos de ${formatPercent(0.01, { fractionDigits: 2 })}` };
  const digits = Math.round(percent * 10) === 0 ? 2 : 1;
  return { tone, percent: formatPercent(percent, { fractionDigits: digits }) };
}

/**
 * What the user can do next, when this screen leaves him nothing to do (metas spec §4.1, §4.3):
 * - `planFirst`: the target is not split among the supervisors yet ('Em aberto': no cards). The
 *   manager plans it first ('Ratear Metas' on the planning screen); `canPlan` says whether this
 *   user is the one (planning belongs to the same functions as programming, spec §6).
 * - `awaitManager`: a supervisor on a split target the manager has not programmed yet.
 * - `approveSellers`: a supervisor whose part is programmed ('Aprovada gerente'): his next step is
 *   the seller split ('Aprovar Metas VBC').
 * - `awaitRelease`: a supervisor who approved ('Aprovada supervisor'): the manager releases next.
 * - null: nothing to say (the user can act here, or the target is released or imported).
 */
export type Guidance =
  | { kind: 'planFirst'; canPlan: boolean }
  | { kind: 'awaitManager' }
  | { kind: 'approveSellers' }
  | { kind: 'awaitRelease' }
  | null;

export function guidanceOf(input: {
  target: TargetState;
  access: Pick<SplitAccess, 'role' | 'canProgram'>;
  /** The summary came back empty: nobody has a share of this target yet. */
  isEmptyTarget: boolean;
  /** The summary came back with cards. */
  hasCards: boolean;
}): Guidance {
  const { target, access, isEmptyTarget, hasCards } = input;
  if (target.groupStatus === 'Liberado' || target.imported) return null;
  if (isEmptyTarget || target.groupStatus === 'Em aberto') return { kind: 'planFirst', canPlan: access.canProgram };
  if (access.canProgram || !hasCards) return null;
  if (target.status === null || target.status === 'Rateada') return { kind: 'awaitManager' };
  if (target.status === 'Aprovada gerente') return { kind: 'approveSellers' };
  if (target.status === 'Aprovada supervisor') return { kind: 'awaitRelease' };
  return null;
}

// ---------------------------------------------------------------------------------- rules

/** A typed planned value: accepted when a whole number greater than 0 (spec §5). */
export function acceptsPlanned(value: number | null): value is number {
  return value !== null && Number.isFinite(value) && value > 0;
}

/** Whole reais (the inputs accept '1.234,00'; decimals are dropped the way the server rounds). */
export function wholeValue(value: number): number {
  return Math.round(value);
}

export type LockReason = 'released' | 'imported' | 'readOnly' | null;

/** Why values cannot be edited: Liberado, imported (metaImportada 1), or a user who cannot program. */
export function lockReason(target: TargetState, access: SplitAccess): LockReason {
  if (target.groupStatus === 'Liberado' || target.status === 'Liberado') return 'released';
  if (target.imported) return 'imported';
  if (!access.canProgram) return 'readOnly';
  return null;
}

/** What 'Programar Metas' does: program when the change is ≥ 0, otherwise the reduction dialog. */
export function programDecision(change: number): 'program' | 'reduced' {
  return change >= 0 ? 'program' : 'reduced';
}

/**
 * Load failures that mean the server went away (the connection dropped, or a gateway answer while it
 * restarts). A time-out is not one: the server is there but slow, and the generic modal says so
 * ('O servidor não respondeu a tempo.') with 'Tentar novamente' — reloading it every 3 s would only
 * pile up requests on a slow server.
 */
export function isRestartError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code === 'ABORTED' || error.code === 'TIMEOUT') return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}

// ---------------------------------------------------------------------------------- distribution

export interface DistributionRow {
  id: string;
  name: string;
  before: number;
  after: number;
}

/**
 * 'Distribuir diferença': spreads assumed − Σ planned over the supervisors in proportion to their
 * averages (core distributeDifference), so Σ planned equals the assumed total in one step. Nobody
 * goes below 1 (a value must stay > 0). Null when there is nothing to distribute.
 */
export function distributionPlan(cards: readonly SupervisorCard[]): DistributionRow[] | null {
  const { assumed, change } = totalsOf(cards);
  if (change === 0 || cards.length === 0 || assumed < cards.length) return null;
  const after = distributeDifference(
    cards.map((card) => Math.max(0, wholeValue(card.planned))),
    cards.map((card) => card.average),
    assumed,
    { minimum: SELLER_CATEGORY_MINIMUM },
  );
  return cards.map((card, i) => ({ id: card.id, name: card.name, before: card.planned, after: after[i] ?? card.planned }));
}

// ---------------------------------------------------------------------------------- payloads

const META_TYPES: readonly Schemas['MetaType'][] = ['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO'];

/** The target type of a selection; anything unknown reads as VBC, the only type of this screen. */
export function metaTypeOf(text: string | undefined): Schemas['MetaType'] {
  return META_TYPES.find((type) => type === text) ?? 'VBC';
}

/** What every save names: the broker scope, the target and who saves. */
export interface SaveContext {
  idPuxada: string;
  versao: string;
  tipoMeta: Schemas['MetaType'];
  linha: string;
  /** The signed-in user's e-mail (the contract's `usuario`). */
  usuario: string;
}

/** `DataAtualizacaoBase` of a save: the update date it is based on, left out when there is none. */
const baseField = (base: string | null | undefined) => (base ? { DataAtualizacaoBase: base } : {});
/** `Comentario` of a save (issue 26): what was typed, left out when blank. */
const commentField = (comment: string | undefined) => {
  const text = commentToSend(comment);
  return text === undefined ? {} : { Comentario: text };
};

/**
 * Query of PUT /atualizarvalorsupervisorvalor (one supervisor's total); `base` is the update date
 * of his part the value was typed on.
 */
export function supervisorTotalQuery(
  context: SaveContext,
  supervisorId: string,
  valor: number,
  now: Date,
  base?: string | null,
  comment?: string,
) {
  return {
    IdPuxada: context.idPuxada,
    Versao: context.versao,
    TipoMeta: context.tipoMeta,
    IdEmpregadoResponsavelFlexx: supervisorId,
    Valor: valor,
    Linha: context.linha,
    usuario: context.usuario,
    DataAtualizacao: formatBackendTimestamp(now),
    Tipo: 'P' as const,
    ...baseField(base),
    ...commentField(comment),
  };
}

/** Body of POST /atualizarvalorsupervisor (a supervisor's category values), based on `base`. */
export function supervisorCategoriesBody(
  context: SaveContext,
  supervisorId: string,
  items: ReadonlyArray<{ key: number; value: number }>,
  now: Date,
  base?: string | null,
  comment?: string,
): Schemas['SupervisorCategoriesSave'] {
  const stamp = formatBackendTimestamp(now);
  return {
    IdPuxada: context.idPuxada,
    IdEmpregadoResponsavelFlexx: supervisorId,
    TipoMeta: context.tipoMeta,
    GrupoMeta: context.linha,
    Versao: context.versao,
    DADOS: items.map((item) => ({
      GrupoBookKey: item.key,
      VlrTotalMetaPlanejadoFinal: item.value,
      UltimoUsuarioAlteracao: context.usuario,
      UltimaDataAlteracao: stamp,
    })),
    ...baseField(base),
    ...commentField(comment),
  };
}

/**
 * Query of PUT /GravarProgramarMetasSupervisor. `token` is the session's access token; the
 * client fills it from its bearer header (see the root), so a feature never holds the token.
 * `base` is the latest update date of all supervisor parts (the team's, see `teamBase`).
 */
export function programQuery(context: SaveContext, now: Date, token = '', base?: string | null) {
  return {
    IdPuxada: context.idPuxada,
    Versao: context.versao,
    TipoMeta: context.tipoMeta,
    token,
    Linha: context.linha,
    usuario: context.usuario,
    DataAtualizacao: formatBackendTimestamp(now),
    ...baseField(base),
  };
}

// ---------------------------------------------------------------------------------- cascade

export type SelectionField = 'ano' | 'mes' | 'tipoMeta' | 'versao' | 'linha';
const SELECTION_ORDER: readonly SelectionField[] = ['ano', 'mes', 'tipoMeta', 'versao', 'linha'];

/** The selection after choosing `field`: earlier fields kept, later ones reset (spec §4.4); type VBC by default. */
export function nextSelection(selection: MetasSelection, field: SelectionField, value: string | number): MetasSelection {
  const next: MetasSelection = {};
  for (const key of SELECTION_ORDER) {
    if (key === field) {
      Object.assign(next, { [key]: value });
      break;
    }
    if (selection[key] !== undefined) Object.assign(next, { [key]: selection[key] });
  }
  if (next.mes !== undefined && next.tipoMeta === undefined) next.tipoMeta = 'VBC';
  return next;
}

// ---------------------------------------------------------------------------------- undo

const totalKey = (id: string) => `total|${id}`;
const categoryKey = (id: string, key: number) => `cat|${id}|${key}`;

/** The history batch of a saved change. */
export function recordsOf(change: SupervisorChange): EditBatch<string> {
  if (change.kind === 'total') return [{ key: totalKey(change.supervisorId), before: change.before, after: change.after }];
  return change.items.map((item) => ({
    key: categoryKey(change.supervisorId, item.key),
    before: item.before,
    after: item.after,
  }));
}

/** The changes that take a history batch back (applied in reverse order). */
export function revertChanges(batch: EditBatch<string>): SupervisorChange[] {
  const totals: SupervisorChange[] = [];
  const categories = new Map<string, Map<number, { before: number; after: number }>>();
  for (const record of [...batch].reverse()) {
    const [kind, id = '', key] = record.key.split('|');
    const before = record.before ?? 0;
    const after = record.after ?? 0;
    if (kind === 'total') totals.push({ kind: 'total', supervisorId: id, before: after, after: before });
    else {
      const items = categories.get(id) ?? new Map<number, { before: number; after: number }>();
      // Reverse order: the earliest 'before' of a key is the value to restore.
      items.set(Number(key), { before: after, after: before });
      categories.set(id, items);
    }
  }
  const grouped: SupervisorChange[] = [...categories].map(([supervisorId, items]) => ({
    kind: 'categories',
    supervisorId,
    items: [...items].map(([key, values]) => ({ key, ...values })),
  }));
  return [...totals, ...grouped];
}

