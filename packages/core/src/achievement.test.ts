import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_THRESHOLD, achievementPercent, achievementTone } from './achievement';

describe("'% Atingimento'", () => {
  it('is realizado over meta, one decimal, and nothing without a meta', () => {
    expect(achievementPercent(100, 80)).toBe(80);
    expect(achievementPercent(3, 2)).toBe(66.7);
    expect(achievementPercent(1000, 1234)).toBe(123.4);
    expect(achievementPercent(0, 50)).toBeNull();
    expect(achievementPercent(-5, 50)).toBeNull();
    expect(achievementPercent(Number.NaN, 50)).toBeNull();
    expect(achievementPercent(100, Number.NaN)).toBeNull();
  });

  it('is green strictly above 99, red otherwise (§9)', () => {
    expect(ACHIEVEMENT_THRESHOLD).toBe(99);
    expect([99.1, 150, 99, 98.9, Number.NaN].map(achievementTone)).toEqual(['above', 'above', 'below', 'below', 'below']);
  });
});
