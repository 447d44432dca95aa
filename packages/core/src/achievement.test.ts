import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENT_THRESHOLD,
  achievementPercent,
  achievementTone,
  achievementTotal,
  achievementTrendOf,
  sortAchievement,
  summarizeAchievement,
  type AchievementItem,
} from './achievement';

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

/** Two supervisors: Ana with sellers 1 and 2, Bruno with seller 3; categories 101 and 102. */
const item = (supervisorId: string, sellerId: string, categoryKey: number, meta: number, realizado: number): AchievementItem => ({
  brokerId: supervisorId === 'S3' ? '20304050' : '10234',
  brokerName: supervisorId === 'S3' ? 'NORDESTE' : 'SUL',
  supervisorId,
  supervisorName: supervisorId === 'S1' ? 'ANA' : 'BRUNO',
  sellerId,
  sellerName: `VENDEDOR ${sellerId}`,
  categoryKey,
  categoryName: categoryKey === 101 ? 'BISCOITOS' : 'CAFÉ',
  meta,
  realizado,
});
const ITEMS = [
  item('S1', '1', 101, 100, 120),
  item('S1', '1', 102, 100, 80),
  item('S1', '2', 101, 200, 150),
  item('S1', '2', 102, 0, 10),
  item('S2', '3', 101, 300, 330),
  item('S2', '3', 102, 100, 99),
];

describe('the report\'s groupings', () => {
  it('sums per supervisor, seller and category in the order they come, with % and colour', () => {
    expect(summarizeAchievement(ITEMS, 'supervisor')).toEqual([
      { key: 'S1', name: 'ANA', parentKey: '10234', meta: 400, realizado: 360, percent: 90, tone: 'below' },
      { key: 'S2', name: 'BRUNO', parentKey: '10234', meta: 400, realizado: 429, percent: 107.3, tone: 'above' },
    ]);
    expect(summarizeAchievement(ITEMS, 'seller').map((line) => [line.key, line.parentKey, line.percent])).toEqual([
      ['1', 'S1', 100],
      ['2', 'S1', 80],
      ['3', 'S2', 107.3],
    ]);
    expect(summarizeAchievement(ITEMS, 'category').map((line) => [line.name, line.meta, line.realizado])).toEqual([
      ['BISCOITOS', 600, 600],
      ['CAFÉ', 200, 189],
    ]);
    expect(achievementTotal(ITEMS)).toEqual({ meta: 800, realizado: 789, percent: 98.6, tone: 'below' });
  });

  it('sums per broker for the masters, each supervisor under his broker', () => {
    const network = [...ITEMS, item('S3', '7', 101, 50, 60)];
    expect(summarizeAchievement(network, 'broker').map((line) => [line.key, line.name, line.meta, line.realizado, line.tone])).toEqual([
      ['10234', 'SUL', 800, 789, 'below'],
      ['20304050', 'NORDESTE', 50, 60, 'above'],
    ]);
    expect(summarizeAchievement(network, 'supervisor').map((line) => [line.key, line.parentKey])).toEqual([
      ['S1', '10234'],
      ['S2', '10234'],
      ['S3', '20304050'],
    ]);
  });

  it('drills down by passing one supervisor\'s items; a line without a meta has no % and is red', () => {
    const ana = ITEMS.filter((entry) => entry.supervisorId === 'S1');
    expect(summarizeAchievement(ana, 'seller').map((line) => line.key)).toEqual(['1', '2']);
    const noMeta = summarizeAchievement([item('S1', '9', 102, 0, 10)], 'seller')[0];
    expect(noMeta?.percent).toBeNull();
    expect(noMeta?.tone).toBe('below');
    expect(achievementTotal([])).toEqual({ meta: 0, realizado: 0, percent: null, tone: 'below' });
  });

  it('sorts by any column, names in pt-BR order, lines without % last either way, ties stable', () => {
    const lines = [
      ...summarizeAchievement(ITEMS, 'seller'),
      { key: '4', name: 'álvaro', parentKey: 'S2', meta: 0, realizado: 5, percent: null, tone: 'below' as const },
    ];
    expect(sortAchievement(lines, { column: 'percent', direction: 'descending' }).map((line) => line.key)).toEqual(['3', '1', '2', '4']);
    expect(sortAchievement(lines, { column: 'percent', direction: 'ascending' }).map((line) => line.key)).toEqual(['2', '1', '3', '4']);
    expect(sortAchievement(lines, { column: 'name', direction: 'ascending' }).map((line) => line.key)).toEqual(['4', '1', '2', '3']);
    // Sellers 1 and 2 both have 200 of meta: they keep their order.
    expect(sortAchievement(lines, { column: 'meta', direction: 'descending' }).map((line) => line.key)).toEqual(['3', '1', '2', '4']);
  });

  it('keeps a month without rows in the trend, as a gap (no meta, no %)', () => {
    const rows = [{ periodo: '202603', supervisorId: 'S1', meta: 100, realizado: 90 }];
    expect(achievementTrendOf(rows, undefined, ['202601', '202602', '202603'])).toEqual([
      { periodo: '202601', meta: 0, realizado: 0, percent: null },
      { periodo: '202602', meta: 0, realizado: 0, percent: null },
      { periodo: '202603', meta: 100, realizado: 90, percent: 90 },
    ]);
  });

  it('makes the trend month by month, oldest first, for everyone or one supervisor', () => {
    const rows = [
      { periodo: '202603', supervisorId: 'S1', meta: 100, realizado: 90 },
      { periodo: '202602', supervisorId: 'S1', meta: 100, realizado: 110 },
      { periodo: '202603', supervisorId: 'S2', meta: 300, realizado: 300 },
      { periodo: '202602', supervisorId: 'S2', meta: 0, realizado: 0 },
    ];
    expect(achievementTrendOf(rows)).toEqual([
      { periodo: '202602', meta: 100, realizado: 110, percent: 110 },
      { periodo: '202603', meta: 400, realizado: 390, percent: 97.5 },
    ]);
    expect(achievementTrendOf(rows, 'S2')).toEqual([
      { periodo: '202602', meta: 0, realizado: 0, percent: null },
      { periodo: '202603', meta: 300, realizado: 300, percent: 100 },
    ]);
  });
});
