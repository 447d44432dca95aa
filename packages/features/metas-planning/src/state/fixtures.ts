/** Small category rows for the unit tests of the planning rules. */
import type { CategoryRow } from './types';

const row = (key: number, categoria: string, media: number, minima: number, meta: number, ideal: number, planejado: number): CategoryRow => ({
  key: String(key),
  grupoBookKey: key,
  categoria,
  mediaBroker: media,
  minima,
  minimaTotal: 3000,
  meta,
  ideal,
  planejado,
});

/** Three categories: minimums sum to 3000; planned values 0 (an open target). */
export const OPEN_ROWS: readonly CategoryRow[] = [
  row(101, 'BISCOITOS', 1000, 1000, 1100, 1210, 0),
  row(102, 'CAFÉ SOLÚVEL', 1500, 1500, 1600, 1760, 0),
  row(103, 'CHOCOLATES', 500, 500, 550, 605, 0),
];

/** The same categories planned at the meta suggestion. */
export const PLANNED_ROWS: readonly CategoryRow[] = OPEN_ROWS.map((r) => ({ ...r, planejado: r.meta }));
