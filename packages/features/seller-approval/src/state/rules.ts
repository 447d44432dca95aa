/**
 * Pure rules of the seller split screen (metas spec §4.7, §5, §9), unit-tested in node.
 */
import {
  SELLER_CATEGORY_MINIMUM,
  distributeDifference,
  isWithinMetaTolerance,
  percentOf,
  type MetaType,
  type MetasRole,
  type TargetStatus,
} from '@conecta/core';
import type { CategoryValue, SellerState, TargetState } from './types';

/** Scroll offset (px) from which the floating difference banner shows (§9). */
export const FLOATING_SCROLL_OFFSET = 370;

/** Milliseconds the invalid-value popup stays (§5). */
export const INVALID_POPUP_MS = 500;

/** Milliseconds before reloading after 'Conexão com o servidor reiniciada!' (§8). */
export const RESTART_RELOAD_MS = 3000;

/**
 * Why this user cannot change the seller values now, and who must act first (issue 16 item 2):
 * - 'notSplit': the target is not planned and split yet ('Em aberto', or a supervisor with no part
 *   of it) — the manager plans and splits it;
 * - 'notProgrammed': split among the supervisors ('Rateada') but not programmed for the team (the
 *   sellers have no values yet) — the manager programs it ('Programar Metas');
 * - 'released': 'Liberado' — nothing can change any more;
 * - 'imported': metaImportada = 1 — the values are fixed (approval still possible);
 * - 'approved': the team's split is 'Aprovada supervisor' — waiting for the manager's release;
 * - 'noStatus': the server sent no status for the team although its sellers have values;
 * - 'permission': the feature-1 permission allows viewing only;
 * - 'viewOnly': COBERTURA, RECOMENDADOR and FOCO are programmed by the supervisors only (function
 *   11, issue 22): the manager follows them here without editing.
 */
export type Lock = 'notSplit' | 'notProgrammed' | 'released' | 'imported' | 'approved' | 'noStatus' | 'permission' | 'viewOnly';

/** What {@link accessOf} needs. */
export interface AccessInput {
  /** The status as the server holds it for this viewer. */
  state: TargetState;
  /** Feature-1 edit permission; null while it loads. */
  permitted: boolean | null;
  /** The viewer has a part of the split (the supervisors' summary answered a planned value > 0). */
  split: boolean;
  /** The sellers have values (programmed: the server gives every programmed seller ≥ 1 per category). */
  programmed: boolean;
  /** Who is looking and the screen's type: only a supervisor edits the other types. @default SUPERVISOR, VBC */
  role?: MetasRole;
  metaType?: MetaType;
}

/** Whether the seller values can be edited, and otherwise why ({@link Lock}, null while unknown). */
export interface Access {
  editable: boolean;
  lock: Lock | null;
}

/**
 * Who may edit (§4.7), decided once for the whole screen: a team split at 'Aprovada gerente' (the
 * group neither released nor imported) and the feature-1 permission. The state reasons come before
 * the permission (the first thing that must happen is named first). The spec's "Liberado blocks
 * editing unless permitted" cannot be honoured: the backend refuses every change of a released target.
 */
export function accessOf({ state, permitted, split, programmed, role = 'SUPERVISOR', metaType = 'VBC' }: AccessInput): Access {
  const status = state.supervisor;
  const locked = (lock: Lock): Access => ({ editable: false, lock });
  if (state.group === 'Liberado') return locked('released');
  if (state.group === 'Em aberto' || status === 'Em aberto' || (status === null && !split)) return locked('notSplit');
  if (state.group === 'Rateada' || status === 'Rateada' || (status === null && !programmed)) return locked('notProgrammed');
  if (state.imported) return locked('imported');
  if (status === 'Aprovada supervisor') return locked('approved');
  if (status !== 'Aprovada gerente') return locked('noStatus');
  if (metaType !== 'VBC' && role !== 'SUPERVISOR') return locked('viewOnly');
  if (permitted === false) return locked('permission');
  return { editable: permitted === true, lock: null };
}

/** What stops a change of Ano/Período/Versão/Linha, or null when it goes ahead. */
export type SelectionBlock = 'outOfTolerance' | 'unsavedChanges';

/**
 * A change of the selection (§4.4, §5): the tolerance rule (difference 0..10) guards only a split
 * this user can act on — loaded and editable; a locked screen (not programmed yet, approved,
 * released, imported, view-only) never traps the user, whatever its difference. Values typed and
 * not saved ask first (§8), on any screen.
 */
export function selectionBlock(input: {
  editable: boolean;
  loaded: boolean;
  difference: number;
  unsaved: number;
  /** The tolerance is the type's (core `isWithinMetaTolerance`). @default 'VBC' */
  metaType?: MetaType;
}): SelectionBlock | null {
  if (input.loaded && input.editable && !isWithinMetaTolerance(input.difference, input.metaType ?? 'VBC')) return 'outOfTolerance';
  if (input.unsaved > 0) return 'unsavedChanges';
  return null;
}

/** Why 'Aprovar Metas' is disabled, or null when it is enabled. */
export type ApproveBlock = 'role' | 'permission' | 'status';

/**
 * 'Aprovar Metas' (§4.7): enabled only when the status is neither 'Em aberto' nor 'Aprovada
 * supervisor' and seller editing is permitted. A split not yet programmed ('Rateada') or a
 * released target has nothing to approve either. Approval belongs to a supervisor's own team
 * (the backend needs one supervisor), so GERENTE, who sees every team, cannot approve.
 */
export function approveBlock(role: MetasRole, status: TargetStatus | null, permitted: boolean): ApproveBlock | null {
  if (role !== 'SUPERVISOR') return 'role';
  if (!permitted) return 'permission';
  if (status === null || status === 'Em aberto' || status === 'Aprovada supervisor' || status === 'Rateada' || status === 'Liberado')
    return 'status';
  return null;
}

/**
 * Approval may go ahead only when the supervisor difference, both the initial one (as loaded)
 * and the current one, is within 0..10 (§4.7) — the type's tolerance: exactly 0 for a count.
 */
export function canApprove(initial: number | null, current: number, metaType: MetaType = 'VBC'): boolean {
  return isWithinMetaTolerance(current, metaType) && (initial === null || isWithinMetaTolerance(initial, metaType));
}

/**
 * The ceiling of each category value of a seller: his active customers on a COBERTURA target
 * (nobody covers more customers than he has), none on the other types or when the server does not
 * say how many he has.
 */
export function categoryCeiling(seller: Pick<SellerState, 'activeCustomers'>, metaType: MetaType): number | null {
  return metaType === 'COBERTURA' && seller.activeCustomers !== null ? seller.activeCustomers : null;
}

/** The ceiling of a seller's total: the category ceiling × the categories (null: none). */
export function totalCeiling(seller: Pick<SellerState, 'activeCustomers'>, metaType: MetaType, categoryCount: number): number | null {
  const ceiling = categoryCeiling(seller, metaType);
  return ceiling === null || categoryCount <= 0 ? null : ceiling * categoryCount;
}

/** The up, down or neutral icon of a seller: planned against suggested (§3). */
export function trendOf(planned: number, suggested: number): 'up' | 'down' | 'neutral' {
  if (planned > suggested) return 'up';
  if (planned < suggested) return 'down';
  return 'neutral';
}

/** Share of a seller in the sellers' total, percentage points. */
export function shareOf(value: number, total: number): number {
  return percentOf(value, total);
}

/** Outcome of a typed seller total. */
export type TotalInput = { ok: true; value: number } | { ok: false; reason: 'nonPositive' } | { ok: false; reason: 'aboveCeiling'; ceiling: number };

/**
 * A typed seller total (§5): whole reais; 0, negative, empty or invalid gives the 'ATENÇÃO!'
 * popup ('Não é permitido valores iguais ou menores que 0.') and the value reverts.
 */
export function readSellerTotal(value: number | null, ceiling: number | null = null): TotalInput {
  if (value === null || !Number.isFinite(value)) return { ok: false, reason: 'nonPositive' };
  const whole = Math.round(value);
  if (whole <= 0) return { ok: false, reason: 'nonPositive' };
  return ceiling !== null && whole > ceiling ? { ok: false, reason: 'aboveCeiling', ceiling } : { ok: true, value: whole };
}

/** Outcome of a typed category value. */
export type CategoryInput = { ok: true; value: number } | { ok: false; reason: 'belowMinimum' } | { ok: false; reason: 'aboveCeiling'; ceiling: number };

/**
 * A typed category value: whole reais, at least SELLER_CATEGORY_MINIMUM (1, §9). The spec forces
 * 0 or less to 1; here it is refused instead (issue 16 item 8), so nothing the user did not type
 * is saved: 0, negative, empty or invalid (or below 1 once rounded) → refused.
 */
export function readCategoryValue(value: number | null, ceiling: number | null = null): CategoryInput {
  if (value === null || !Number.isFinite(value)) return { ok: false, reason: 'belowMinimum' };
  const whole = Math.round(value);
  if (whole < SELLER_CATEGORY_MINIMUM) return { ok: false, reason: 'belowMinimum' };
  return ceiling !== null && whole > ceiling ? { ok: false, reason: 'aboveCeiling', ceiling } : { ok: true, value: whole };
}

/**
 * Names of the categories whose value on screen is refused before any save: below the minimum, or
 * above the ceiling (`ceiling`, {@link categoryCeiling}).
 */
export function invalidCategories(seller: Pick<SellerState, 'categories' | 'categoryDrafts'>, ceiling: number | null = null): string[] {
  if (!seller.categories) return [];
  return seller.categories
    .filter((category) => {
      const draft = seller.categoryDrafts[category.key];
      return draft !== undefined && !readCategoryValue(draft, ceiling).ok;
    })
    .map((category) => category.name);
}

/** A category's value on screen: the draft, else the saved value. */
export function categoryShown(seller: Pick<SellerState, 'categoryDrafts'>, category: CategoryValue): number {
  return seller.categoryDrafts[category.key] ?? category.value;
}

/** Whether a seller has anything typed and not yet saved. */
export function isDirty(seller: Pick<SellerState, 'draft' | 'categoryDrafts'>): boolean {
  return seller.draft !== null || Object.keys(seller.categoryDrafts).length > 0;
}

/**
 * A seller's total on screen: the typed total; else, with unsaved category values, the sum of
 * the categories as shown; else the saved total.
 */
export function sellerShown(seller: SellerState): number {
  if (seller.draft !== null) return seller.draft;
  if (seller.categories && Object.keys(seller.categoryDrafts).length > 0) {
    let sum = 0;
    for (const category of seller.categories) sum += categoryShown(seller, category);
    return sum;
  }
  return seller.planned;
}

/** One line of the 'Distribuir diferença' preview. */
export interface DistributionLine {
  id: string;
  name: string;
  before: number;
  after: number;
}

/**
 * 'Distribuir diferença': spreads supervisor − Σ sellers over the sellers in proportion to their
 * averages (core `distributeDifference`), so the sellers sum exactly to the supervisor's value
 * (difference 0, within tolerance in one step). A seller never goes below
 * SELLER_CATEGORY_MINIMUM per category (the backend keeps at least 1 in each category), nor
 * below 1 when the categories are unknown. On COBERTURA no seller goes above his active customers
 * × the categories ({@link totalCeiling}): the others take the rest, and what fits nobody stays to
 * distribute (the preview's result says how much).
 */
export function planDistribution(
  sellers: readonly Pick<SellerState, 'id' | 'name' | 'average' | 'activeCustomers'>[],
  shown: readonly number[],
  supervisorPlanned: number,
  categoryCount: number,
  metaType: MetaType = 'VBC',
): DistributionLine[] {
  const minimum = SELLER_CATEGORY_MINIMUM * Math.max(1, categoryCount);
  const target = Math.max(0, Math.round(supervisorPlanned));
  const before = shown.map((value) => Math.max(0, Math.round(value)));
  const ceilings = sellers.map((seller) => totalCeiling(seller, metaType, categoryCount));
  const maximums = ceilings.some((ceiling) => ceiling !== null) ? ceilings : undefined;
  const after = distributeDifference(before, sellers.map((seller) => seller.average), target, { minimum, maximums });
  return sellers.map((seller, i) => ({ id: seller.id, name: seller.name, before: before[i] ?? 0, after: after[i] ?? 0 }));
}
