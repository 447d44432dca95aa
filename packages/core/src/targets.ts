/**
 * Sales-target (metas) rules: target level and tone, status order, approval tolerance, and the
 * whole-number split math used by the supervisor and seller screens (metas spec §4, §5, §9).
 */

/** Assumed-target levels, lowest first. */
export const TARGET_LEVELS = ['Abaixo Minima', 'Meta Minima', 'Meta Meta', 'Meta Ideal'] as const;

/** An assumed-target level label. */
export type TargetLevel = (typeof TARGET_LEVELS)[number];

/** The suggested thresholds a planned value is compared with. */
export interface TargetThresholds {
  /** Suggested minimum (metaMinima). */
  minima: number;
  /** Suggested meta (metaMeta). */
  meta: number;
  /** Suggested ideal (metaIdeal). */
  ideal: number;
}

/**
 * Level of a planned value: below the minimum 'Abaixo Minima'; from the minimum up to below the
 * meta 'Meta Minima'; from the meta up to below the ideal 'Meta Meta'; at or above the ideal
 * 'Meta Ideal'. Checked from the ideal down, so unordered thresholds favour the higher level.
 */
export function targetLevel(
  planned: number,
  { minima, meta, ideal }: TargetThresholds,
): TargetLevel {
  if (planned >= ideal) return 'Meta Ideal';
  if (planned >= meta) return 'Meta Meta';
  if (planned >= minima) return 'Meta Minima';
  return 'Abaixo Minima';
}

/** Semantic colour of a status: error red, warning orange, info blue, success green. */
export type Tone = 'error' | 'warning' | 'info' | 'success';

/** Tone of each level: red, orange, blue and green from 'Abaixo Minima' to 'Meta Ideal'. */
export const TARGET_LEVEL_TONES: Readonly<Record<TargetLevel, Tone>> = {
  'Abaixo Minima': 'error',
  'Meta Minima': 'warning',
  'Meta Meta': 'info',
  'Meta Ideal': 'success',
};

/** Target status values in workflow order. */
export const TARGET_STATUSES = [
  'Em aberto',
  'Rateada',
  'Aprovada gerente',
  'Aprovada supervisor',
  'Liberado',
] as const;

/** A target status. */
export type TargetStatus = (typeof TARGET_STATUSES)[number];

/** True when `value` is one of the five target statuses (exact spelling). */
export function isTargetStatus(value: unknown): value is TargetStatus {
  return (TARGET_STATUSES as readonly unknown[]).includes(value);
}

/**
 * Statuses in which the whole target decides every team's status: 'Em aberto' and 'Rateada' (nothing
 * is programmed per supervisor yet) and 'Liberado' (released to every team at once).
 */
const GROUP_WIDE_STATUSES: ReadonlySet<TargetStatus> = new Set(['Em aberto', 'Rateada', 'Liberado']);

/**
 * The status a supervisor's team stands at, as every targets screen shows it (the status overview's
 * line, 'Status da META' on the supervisor split and the seller screen): the target's own status
 * (`statusGrupo`) while it is group-wide, otherwise the team's `statusSupervisor` (null when the
 * server sends none). So a released target reads 'Liberado' for everyone, wherever he looks.
 */
export function teamStatusOf(groupStatus: TargetStatus | null, teamStatus: TargetStatus | null): TargetStatus | null {
  if (groupStatus !== null && GROUP_WIDE_STATUSES.has(groupStatus)) return groupStatus;
  return teamStatus;
}

/**
 * 'Status da META' for the viewer of a targets screen (metas spec §6: GERENTE for function 10,
 * SUPERVISOR otherwise): a GERENTE reads the target's own status; a SUPERVISOR his own team's
 * ({@link teamStatusOf}); without a row of his own — the manager has not programmed the target for
 * his team yet — null ('Não informado', and the screen says who must act first), unless the
 * target is released.
 */
export function statusShownTo(
  role: 'GERENTE' | 'SUPERVISOR',
  groupStatus: TargetStatus | null,
  ownTeam: { status: TargetStatus | null } | undefined,
): TargetStatus | null {
  if (role === 'GERENTE') return groupStatus;
  if (groupStatus === 'Liberado') return groupStatus;
  return ownTeam ? teamStatusOf(groupStatus, ownTeam.status) : null;
}

/** Approval tolerance of the supervisor difference: 0 to 10, inclusive. */
export const DIFFERENCE_TOLERANCE = { min: 0, max: 10 } as const;

/**
 * True when the difference still to distribute is within 0..10 (approval and selector changes
 * allowed) — VBC's rule; each target type's is core `isWithinMetaTolerance`.
 */
export function isWithinTolerance(diff: number): boolean {
  return diff >= DIFFERENCE_TOLERANCE.min && diff <= DIFFERENCE_TOLERANCE.max;
}

/** Minimum category value on the seller screen (0 or less is forced to 1). */
export const SELLER_CATEGORY_MINIMUM = 1;

/**
 * Share of `part` in `total` as percentage points (25 of 200 → 12.5). A zero or non-finite
 * total, or a non-finite result, gives 0.
 */
export function percentOf(part: number, total: number): number {
  const percent = (part / total) * 100;
  return total === 0 || !Number.isFinite(percent) ? 0 : percent;
}

/** Options of the split functions. */
export interface SplitOptions {
  /**
   * Lowest whole value any part may get, honoured whenever total ≥ minimum × parts
   * (1 on the seller screen).
   * @default 0
   */
  minimum?: number;
}

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
  }
}

/** Negative, NaN and infinite weights count as 0. */
function cleanWeight(weight: number): number {
  return Number.isFinite(weight) && weight > 0 ? weight : 0;
}

interface Slot {
  index: number;
  weight: number;
}

/**
 * Largest-remainder split of a whole `total` over slots: floors of the exact quotas, then one
 * more to the largest remainders, lower index first on ties. All-zero weights split equally.
 */
function largestRemainder(total: number, slots: readonly Slot[]): Array<Slot & { share: number }> {
  // Plain loops and typed arrays: the mock backend's seed splits tens of thousands of targets.
  const count = slots.length;
  let max = 0;
  for (const slot of slots) if (slot.weight > max) max = slot.weight;
  const scaled = new Float64Array(count);
  let sum = 0;
  for (let k = 0; k < count; k += 1) {
    const weight = max > 0 ? (slots[k] as Slot).weight / max : 1;
    scaled[k] = weight;
    sum += weight;
  }
  const shares = new Array<number>(count);
  const remainders = new Float64Array(count);
  let assigned = 0;
  for (let k = 0; k < count; k += 1) {
    const quota = (total * (scaled[k] as number)) / sum;
    const share = Math.floor(quota);
    shares[k] = share;
    remainders[k] = quota - share;
    assigned += share;
  }
  // The leftover units go to the largest remainders (ties: the lower index).
  const leftover = total - assigned;
  const winners = leftover >= 0 ? Math.min(leftover, count) : Math.max(count + leftover, 0);
  if (winners > 0) {
    const order = Array.from({ length: count }, (_, k) => k).sort(
      (a, b) => (remainders[b] as number) - (remainders[a] as number) || (slots[a] as Slot).index - (slots[b] as Slot).index,
    );
    for (let i = 0; i < winners; i += 1) {
      const k = order[i] as number;
      shares[k] = (shares[k] as number) + 1;
    }
  }
  return slots.map((slot, k) => ({ index: slot.index, weight: slot.weight, share: shares[k] as number }));
}

/**
 * Splits a whole `total` into whole parts proportional to `weights` by the largest-remainder
 * method (ties go to the lower index). Parts sum exactly to `total` and are never negative.
 * With `minimum`, a part whose share falls below it is pinned at the minimum and the rest is
 * re-split among the others, so no part is below the minimum whenever
 * total ≥ minimum × weights.length (otherwise the minimum is ignored). All-zero weights split
 * equally; negative or non-finite weights count as 0. No weights gives [].
 * Throws a RangeError when `total` or `minimum` is not a non-negative safe integer.
 */
export function splitProportionally(
  total: number,
  weights: readonly number[],
  { minimum = 0 }: SplitOptions = {},
): number[] {
  assertWhole(total, 'total');
  assertWhole(minimum, 'minimum');
  const floor = total >= minimum * weights.length ? minimum : 0;
  const parts = weights.map(() => floor);
  let free: Slot[] = weights.map((weight, index) => ({ index, weight: cleanWeight(weight) }));
  let remaining = total;
  for (;;) {
    const placed = largestRemainder(remaining, free);
    const pinned = placed.filter((slot) => slot.share < floor);
    if (pinned.length === 0) {
      for (const slot of placed) parts[slot.index] = slot.share;
      return parts;
    }
    remaining -= floor * pinned.length;
    free = placed.filter((slot) => slot.share >= floor);
  }
}

/**
 * Takes `amount` away from items in proportion to their weights, never more than an item's
 * capacity; an item whose share would exceed its capacity gives exactly its capacity and the
 * rest is re-split among the others. Requires amount ≤ sum of capacities.
 */
function cutProportionally(
  amount: number,
  weights: readonly number[],
  capacities: readonly number[],
): number[] {
  const cuts = capacities.map(() => 0);
  let open: Slot[] = weights
    .map((weight, index) => ({ index, weight: cleanWeight(weight) }))
    .filter((slot) => (capacities[slot.index] ?? 0) > 0);
  let remaining = amount;
  while (remaining > 0) {
    const placed = largestRemainder(remaining, open);
    const over = placed.filter((slot) => slot.share > (capacities[slot.index] ?? 0));
    if (over.length === 0) {
      for (const slot of placed) cuts[slot.index] = slot.share;
      return cuts;
    }
    for (const slot of over) {
      cuts[slot.index] = capacities[slot.index] ?? 0;
      remaining -= cuts[slot.index] ?? 0;
    }
    open = placed.filter((slot) => slot.share <= (capacities[slot.index] ?? 0));
  }
  return cuts;
}

/** Options of {@link distributeDifference}. */
export interface DistributeOptions extends SplitOptions {
  /**
   * Highest whole value of each item (null: no ceiling), e.g. a COBERTURA seller's active customers
   * × categories. An increase never takes an item above it: a full item takes nothing more and the
   * others absorb the rest, and when every item is full what does not fit is left undistributed
   * (the values then sum to less than `target`). An item already above its ceiling keeps its value.
   */
  maximums?: readonly (number | null)[];
}

/**
 * Spreads the difference `target − sum(values)` over the items in proportion to `averages`
 * (their sales averages), so the new values sum exactly to `target`. Values below `minimum`
 * are first raised to it; a reduction never takes an item below `minimum` (a capped item gives
 * what it can and the others absorb the rest). The minimum is honoured whenever
 * target ≥ minimum × values.length, otherwise it is ignored. All-zero averages spread equally.
 * With `maximums`, an increase stops at each item's ceiling (see {@link DistributeOptions}).
 * Throws a RangeError for mismatched lengths or when `target`, `minimum` or a value is not a
 * non-negative safe integer.
 */
export function distributeDifference(
  values: readonly number[],
  averages: readonly number[],
  target: number,
  { minimum = 0, maximums }: DistributeOptions = {},
): number[] {
  if (values.length !== averages.length) {
    throw new RangeError(
      `values and averages differ in length (${values.length}, ${averages.length})`,
    );
  }
  assertWhole(target, 'target');
  assertWhole(minimum, 'minimum');
  values.forEach((value) => assertWhole(value, 'value'));
  const floor = target >= minimum * values.length ? minimum : 0;
  const raised = values.map((value) => Math.max(value, floor));
  const difference = target - raised.reduce((acc, value) => acc + value, 0);
  if (difference >= 0) {
    if (maximums) {
      const room = raised.map((value, i) => {
        const ceiling = maximums[i];
        return ceiling === null || ceiling === undefined ? difference : Math.max(0, Math.floor(ceiling) - value);
      });
      const fits = Math.min(difference, room.reduce((acc, value) => acc + value, 0));
      const extra = cutProportionally(fits, averages, room);
      return raised.map((value, i) => value + (extra[i] ?? 0));
    }
    const extra = splitProportionally(difference, averages);
    return raised.map((value, i) => value + (extra[i] ?? 0));
  }
  const cuts = cutProportionally(
    -difference,
    averages,
    raised.map((value) => value - floor),
  );
  return raised.map((value, i) => value - (cuts[i] ?? 0));
}
