import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SELLER_CATEGORY_MINIMUM,
  TARGET_LEVEL_TONES,
  TARGET_STATUSES,
  distributeDifference,
  isTargetStatus,
  isWithinTolerance,
  percentOf,
  splitProportionally,
  statusShownTo,
  targetLevel,
  teamStatusOf,
} from './targets';

const RUNS = { numRuns: 3000 };
const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

describe('targetLevel', () => {
  const thresholds = { minima: 1000, meta: 2000, ideal: 3000 };

  it('labels each band, with each threshold belonging to the band above', () => {
    expect(targetLevel(999, thresholds)).toBe('Abaixo Minima');
    expect(targetLevel(1000, thresholds)).toBe('Meta Minima');
    expect(targetLevel(1999, thresholds)).toBe('Meta Minima');
    expect(targetLevel(2000, thresholds)).toBe('Meta Meta');
    expect(targetLevel(2999, thresholds)).toBe('Meta Meta');
    expect(targetLevel(3000, thresholds)).toBe('Meta Ideal');
    expect(targetLevel(1e9, thresholds)).toBe('Meta Ideal');
  });

  it('colours the levels red, orange, blue and green', () => {
    expect(TARGET_LEVEL_TONES).toEqual({
      'Abaixo Minima': 'error',
      'Meta Minima': 'warning',
      'Meta Meta': 'info',
      'Meta Ideal': 'success',
    });
  });
});

describe('statuses and tolerance', () => {
  it('lists the five statuses in workflow order', () => {
    expect(TARGET_STATUSES).toEqual([
      'Em aberto',
      'Rateada',
      'Aprovada gerente',
      'Aprovada supervisor',
      'Liberado',
    ]);
    expect(isTargetStatus('Liberado')).toBe(true);
    expect(isTargetStatus('liberado')).toBe(false);
  });

  it('accepts differences from 0 to 10 inclusive', () => {
    expect([0, 5, 10].every(isWithinTolerance)).toBe(true);
    expect([-1, -0.5, 10.5, 11, NaN].some(isWithinTolerance)).toBe(false);
  });
});

describe('percentOf', () => {
  it('gives percentage points and 0 for a zero total', () => {
    expect(percentOf(25, 200)).toBe(12.5);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(NaN, 10)).toBe(0);
  });
});

describe('splitProportionally', () => {
  it('splits by largest remainder', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(10, [3, 5, 2])).toEqual([3, 5, 2]);
    expect(splitProportionally(7, [1, 2, 4])).toEqual([1, 2, 4]);
    expect(splitProportionally(10, [1, 1, 1, 1, 2.2])).toEqual([2, 2, 2, 1, 3]);
  });

  it('gives ties to the lower index', () => {
    expect(splitProportionally(1, [1, 1])).toEqual([1, 0]);
    expect(splitProportionally(2, [5, 5, 5])).toEqual([1, 1, 0]);
  });

  it('splits equally when every weight is 0', () => {
    expect(splitProportionally(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it('treats negative and non-finite weights as 0', () => {
    expect(splitProportionally(10, [-5, 1, NaN, Infinity])).toEqual([0, 10, 0, 0]);
  });

  it('lifts tiny shares to the minimum and re-splits the rest proportionally', () => {
    expect(splitProportionally(100, [1, 1, 98], { minimum: 1 })).toEqual([1, 1, 98]);
    expect(splitProportionally(10, [0, 0, 100], { minimum: 1 })).toEqual([1, 1, 8]);
    expect(splitProportionally(3, [0, 0, 100], { minimum: 1 })).toEqual([1, 1, 1]);
  });

  it('ignores the minimum when the total cannot cover it', () => {
    expect(splitProportionally(2, [1, 1, 1], { minimum: 1 })).toEqual([1, 1, 0]);
  });

  it('returns no parts for no weights', () => {
    expect(splitProportionally(0, [])).toEqual([]);
  });

  it('refuses totals and minimums that are not non-negative whole numbers', () => {
    expect(() => splitProportionally(-1, [1])).toThrow(RangeError);
    expect(() => splitProportionally(1.5, [1])).toThrow(RangeError);
    expect(() => splitProportionally(10, [1], { minimum: -1 })).toThrow(RangeError);
  });

  const weight = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.double({ min: 0, max: 1e9, noNaN: true }),
  );
  const splitCase = fc.record({
    total: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 1_000_000_000 })),
    weights: fc.array(weight, { minLength: 1, maxLength: 40 }),
    minimum: fc.integer({ min: 0, max: 5 }),
  });

  it('always sums to the total with no negative part', () => {
    fc.assert(
      fc.property(splitCase, ({ total, weights, minimum }) => {
        const parts = splitProportionally(total, weights, { minimum });
        expect(parts).toHaveLength(weights.length);
        expect(sum(parts)).toBe(total);
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never goes below the minimum when the total covers it', () => {
    fc.assert(
      fc.property(splitCase, ({ total, weights, minimum }) => {
        fc.pre(total >= minimum * weights.length);
        const parts = splitProportionally(total, weights, { minimum });
        expect(Math.min(...parts)).toBeGreaterThanOrEqual(minimum);
      }),
      RUNS,
    );
  });

  it('keeps every part within one unit of its exact share when there is no minimum', () => {
    fc.assert(
      fc.property(splitCase, ({ total, weights }) => {
        const weightSum = sum(weights);
        const parts = splitProportionally(total, weights);
        parts.forEach((part, i) => {
          const exact =
            weightSum > 0 ? (total * (weights[i] ?? 0)) / weightSum : total / weights.length;
          expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6 * Math.max(1, total));
        });
      }),
      RUNS,
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(splitCase, ({ total, weights, minimum }) => {
        expect(splitProportionally(total, weights, { minimum })).toEqual(
          splitProportionally(total, [...weights], { minimum }),
        );
      }),
      RUNS,
    );
  });
});

describe('distributeDifference', () => {
  it('stops an increase at each ceiling and gives the rest to the others (COBERTURA)', () => {
    // Proportional would be [125, 175]: the second is held at 150, the first takes the rest.
    expect(distributeDifference([100, 100], [1000, 3000], 300, { maximums: [null, 150] })).toEqual([150, 150]);
    expect(distributeDifference([100, 100], [1000, 3000], 300, { maximums: [140, 150] })).toEqual([140, 150]);
    // Every item full: what does not fit stays undistributed.
    expect(distributeDifference([100, 100], [1, 1], 500, { maximums: [120, 130] })).toEqual([120, 130]);
    // An item already above its ceiling keeps its value; a reduction ignores the ceilings.
    expect(distributeDifference([200, 100], [1, 1], 320, { maximums: [150, 150] })).toEqual([200, 120]);
    expect(distributeDifference([200, 100], [1, 1], 250, { maximums: [150, 150] })).toEqual([175, 75]);
  });

  it('spreads an increase in proportion to the averages', () => {
    expect(distributeDifference([100, 100], [1000, 3000], 300)).toEqual([125, 175]);
  });

  it('spreads a decrease in proportion to the averages', () => {
    expect(distributeDifference([100, 100], [1000, 3000], 160)).toEqual([90, 70]);
  });

  it('caps a reduction at the minimum and moves the rest to the others', () => {
    expect(distributeDifference([2, 100], [1000, 1000], 52, { minimum: 1 })).toEqual([1, 51]);
  });

  it('first lifts values below the seller minimum', () => {
    expect(distributeDifference([0, 10], [1, 1], 12, { minimum: SELLER_CATEGORY_MINIMUM })).toEqual(
      [2, 10],
    );
  });

  it('leaves values unchanged when they already reach the target', () => {
    expect(distributeDifference([5, 7, 9], [1, 2, 3], 21)).toEqual([5, 7, 9]);
  });

  it('spreads equally when every average is 0, the lower index taking the odd unit', () => {
    expect(distributeDifference([10, 10, 10], [0, 0, 0], 20)).toEqual([6, 7, 7]);
    expect(distributeDifference([10, 10, 10], [0, 0, 0], 40)).toEqual([14, 13, 13]);
  });

  it('refuses mismatched lengths and invalid values', () => {
    expect(() => distributeDifference([1, 2], [1], 3)).toThrow(RangeError);
    expect(() => distributeDifference([1, -2], [1, 1], 3)).toThrow(RangeError);
    expect(() => distributeDifference([1, 2], [1, 1], 2.5)).toThrow(RangeError);
  });

  const distributeCase = fc.integer({ min: 1, max: 30 }).chain((count) =>
    fc.record({
      values: fc.array(fc.integer({ min: 0, max: 1_000_000 }), {
        minLength: count,
        maxLength: count,
      }),
      averages: fc.array(fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1e7, noNaN: true })), {
        minLength: count,
        maxLength: count,
      }),
      target: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30_000_000 })),
      minimum: fc.integer({ min: 0, max: 2 }),
    }),
  );

  it('always reaches the target exactly with no negative value', () => {
    fc.assert(
      fc.property(distributeCase, ({ values, averages, target, minimum }) => {
        const result = distributeDifference(values, averages, target, { minimum });
        expect(result).toHaveLength(values.length);
        expect(sum(result)).toBe(target);
        expect(result.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never goes below the minimum when the target covers it', () => {
    fc.assert(
      fc.property(distributeCase, ({ values, averages, target, minimum }) => {
        fc.pre(target >= minimum * values.length);
        const result = distributeDifference(values, averages, target, { minimum });
        expect(Math.min(...result)).toBeGreaterThanOrEqual(minimum);
      }),
      RUNS,
    );
  });

  it('moves every value in the direction of the difference', () => {
    fc.assert(
      fc.property(distributeCase, ({ values, averages, target }) => {
        const result = distributeDifference(values, averages, target);
        const rising = target >= sum(values);
        result.forEach((value, i) => {
          const before = values[i] ?? 0;
          expect(rising ? value >= before : value <= before).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(distributeCase, ({ values, averages, target, minimum }) => {
        expect(distributeDifference(values, averages, target, { minimum })).toEqual(
          distributeDifference([...values], [...averages], target, { minimum }),
        );
      }),
      RUNS,
    );
  });
});

describe('teamStatusOf and statusShownTo (one status per target and role on every screen)', () => {
  it("shows the target's status while it is group-wide, the team's otherwise", () => {
    expect(teamStatusOf('Em aberto', null)).toBe('Em aberto');
    expect(teamStatusOf('Rateada', 'Aprovada gerente')).toBe('Rateada');
    expect(teamStatusOf('Liberado', 'Aprovada supervisor')).toBe('Liberado');
    expect(teamStatusOf('Aprovada gerente', 'Aprovada supervisor')).toBe('Aprovada supervisor');
    expect(teamStatusOf('Aprovada gerente', null)).toBeNull();
  });

  it("gives the manager the target's status and the supervisor his team's, 'Liberado' once released", () => {
    expect(statusShownTo('GERENTE', 'Aprovada gerente', { status: 'Aprovada supervisor' })).toBe('Aprovada gerente');
    expect(statusShownTo('SUPERVISOR', 'Aprovada gerente', { status: 'Aprovada supervisor' })).toBe('Aprovada supervisor');
    expect(statusShownTo('SUPERVISOR', 'Rateada', undefined)).toBeNull();
    expect(statusShownTo('SUPERVISOR', 'Liberado', undefined)).toBe('Liberado');
    expect(statusShownTo('SUPERVISOR', 'Liberado', { status: 'Aprovada supervisor' })).toBe('Liberado');
  });
});
