/** One slot of a pager: a page number, or a gap on either side of the current page. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(from: number, to: number): number[] {
  const result: number[] = [];
  for (let page = from; page <= to; page += 1) result.push(page);
  return result;
}

/** Number of pages needed for `totalItems` at `pageSize` per page (at least 1). */
export function pageCountOf(totalItems: number, pageSize: number): number {
  if (!Number.isFinite(totalItems) || totalItems <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(totalItems / Math.floor(pageSize));
}

/** Keeps `page` within 1…`total` (1 when there are no pages). */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, Math.trunc(total)));
}

/**
 * The page buttons to show: the first and last page always, `siblings` pages on each side of the
 * current one, and an ellipsis for each hidden run. The result always has the same length
 * (2 × siblings + 5 once there are more pages than that), so the pager does not jump as the user moves.
 * A hidden run of a single page shows that page instead of an ellipsis.
 */
export function pageRange(current: number, total: number, siblings = 1): PageItem[] {
  const pages = Math.trunc(total);
  if (!Number.isFinite(pages) || pages < 1) return [];
  const side = Math.max(0, Math.trunc(siblings));
  const page = clampPage(current, pages);
  const slots = side * 2 + 5;
  if (pages <= slots) return range(1, pages);

  const left = Math.max(page - side, 1);
  const right = Math.min(page + side, pages);
  const showStartGap = left > 3;
  const showEndGap = right < pages - 2;
  const edgeCount = 3 + side * 2;

  if (!showStartGap) return [...range(1, edgeCount), 'end-ellipsis', pages];
  if (!showEndGap) return [1, 'start-ellipsis', ...range(pages - edgeCount + 1, pages)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', pages];
}

/** The rows of one page (1-based). A page past the end gives the last page; an empty list gives []. */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const size = Math.floor(pageSize);
  if (!Number.isFinite(size) || size <= 0) return [...rows];
  const current = clampPage(page, pageCountOf(rows.length, size));
  const start = (current - 1) * size;
  return rows.slice(start, start + size);
}
