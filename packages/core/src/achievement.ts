/**
 * '% Atingimento': how much of a target was achieved, and its colour (shell spec §9: "Dashboard
 * percentage above 99 is green, otherwise red"). One rule for the dashboard's table and the target
 * tracking report (issue 22).
 */

/** A '% Atingimento' strictly above this is green; anything else is red (§9). */
export const ACHIEVEMENT_THRESHOLD = 99;

/** Colour of a '% Atingimento': 'above' (green) when strictly above 99, else 'below' (red). */
export type AchievementTone = 'above' | 'below';

export function achievementTone(percentual: number): AchievementTone {
  return Number.isFinite(percentual) && percentual > ACHIEVEMENT_THRESHOLD ? 'above' : 'below';
}

/**
 * realizado ÷ meta × 100, one decimal (as the dashboard's figures): 80 of 100 → 80; null when there
 * is no meta (0, negative or not a number), where no percentage means anything.
 */
export function achievementPercent(meta: number, realizado: number): number | null {
  if (!Number.isFinite(meta) || meta <= 0 || !Number.isFinite(realizado)) return null;
  return Math.round((realizado / meta) * 1000) / 10;
}
