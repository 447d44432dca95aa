/** Direction of a sort, as react-aria's `SortDescriptor` names it. */
export type SortDirection = 'ascending' | 'descending';

/** A value a column can be sorted by. Empty values (`null`, `undefined`, `''`, `NaN`) sort last. */
export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true, ignorePunctuation: false });

function isEmpty(value: SortValue): value is null | undefined {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (value instanceof Date && Number.isNaN(value.getTime()))
  );
}

function rank(value: Exclude<SortValue, null | undefined>): number {
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return 0;
  return 1;
}

function numeric(value: number | boolean | Date): number {
  if (value instanceof Date) return value.getTime();
  return Number(value);
}

/**
 * Compares two non-empty values in ascending order: numbers, booleans and dates numerically, strings
 * with the pt-BR collation (accents and case ignored, digits compared as numbers: 'Item 2' < 'Item 10').
 * Numbers come before strings when a column mixes both.
 */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Math.sign(numeric(a as number | boolean | Date) - numeric(b as number | boolean | Date));
}

/**
 * Returns a sorted copy of `rows` (the input is not changed). The sort is stable, so rows with equal
 * values keep their order; empty values go last in both directions, because a back-office user
 * reversing a column wants to see data, not blanks.
 */
export function sortRows<T>(rows: readonly T[], getValue: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'descending' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: getValue(row) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.value);
      const bEmpty = isEmpty(b.value);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return sign * compareSortValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
