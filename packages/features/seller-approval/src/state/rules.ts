/**
 * Pure rules of the seller split screen (metas spec §4.7, §5, §9), unit-tested in node.
 */
import {
  SELLER_CATEGORY_MINIMUM,
  distributeDifference,
  isWithinTolerance,
  percentOf,
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
 * Whether seller values may be edited (§4.7): the feature-1 permission, a supervisor part still
 * at 'Aprovada gerente' (not yet approved), and a target neither released nor imported (the
 * backend refuses both; the spec's "Liberado blocks editing unless permitted" cannot be honoured
 * against a backend that refuses every released change).
 */
export function canEditSellers(state: TargetState, permitted: boolean): boolean {
  if (!permitted || state.imported) return false;
  if (state.group === 'Liberado') return false;
  return state.supervisor === 'Aprovada gerente';
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
 * and the current one, is within 0..10 (§4.7).
 */
export function canApprove(initial: number | null, current: number): boolean {
  return isWithinTolerance(current) && (initial === null || isWithinTolerance(initial));
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
export type TotalInput = { ok: true; value: number } | { ok: false; reason: 'nonPositive' };

/**
 * A typed seller total (§5): whole reais; 0, negative, empty or invalid gives the 'ATENÇÃO!'
 * popup ('Não é permitido valores iguais ou menores que 0.') and the value reverts.
 */
export function readSellerTotal(value: number | null): TotalInput {
  if (value === null || !Number.isFinite(value)) return { ok: false, reason: 'nonPositive' };
  const whole = Math.round(value);
  return whole > 0 ? { ok: true, value: whole } : { ok: false, reason: 'nonPositive' };
}

/** A typed category value (§5): whole reais, 0 or less (or empty) forced to 1. */
export function readCategoryValue(value: number | null): { value: number; forced: boolean } {
  const whole = value === null || !Number.isFinite(value) ? 0 : Math.round(value);
  return whole >= SELLER_CATEGORY_MINIMUM ? { value: whole, forced: false } : { value: SELLER_CATEGORY_MINIMUM, forced: true };
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
 * below 1 when the categories are unknown.
 */
export function planDistribution(
  sellers: readonly Pick<SellerState, 'id' | 'name' | 'average'>[],
  shown: readonly number[],
  supervisorPlanned: number,
  categoryCount: number,
): DistributionLine[] {
  const minimum = SELLER_CATEGORY_MINIMUM * Math.max(1, categoryCount);
  const target = Math.max(0, Math.round(supervisorPlanned));
  const before = shown.map((value) => Math.max(0, Math.round(value)));
  const after = distributeDifference(before, sellers.map((seller) => seller.average), target, { minimum });
  return sellers.map((seller, i) => ({ id: seller.id, name: seller.name, before: before[i] ?? 0, after: after[i] ?? 0 }));
}
