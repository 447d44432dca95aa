/** Id of the 'Todos' item (notifications spec: 'Todos' has id -1). */
export const ALL_ID = -1;

type Id = string | number;

/** Keeps `ids` that exist in `itemIds`, in item order, without duplicates. */
function inItemOrder(ids: Iterable<Id>, itemIds: readonly Id[]): Id[] {
  const chosen = new Set(ids);
  return itemIds.filter((id) => chosen.has(id));
}

/** Whether every item is chosen (and there is at least one item). */
export function isAllSelected(selected: readonly Id[], itemIds: readonly Id[]): boolean {
  if (itemIds.length === 0) return false;
  const chosen = new Set(selected);
  return itemIds.every((id) => chosen.has(id));
}

/**
 * The keys the listbox shows as selected: the chosen items, plus 'Todos' when every item is chosen
 * (so choosing each item one by one ticks 'Todos' too).
 */
export function displayedKeys(selected: readonly Id[], itemIds: readonly Id[]): Id[] {
  const keys = inItemOrder(selected, itemIds);
  return isAllSelected(keys, itemIds) ? [ALL_ID, ...keys] : keys;
}

/**
 * Applies the 'Todos' rules to a listbox change and returns the chosen item ids (never ALL_ID):
 * - ticking 'Todos' chooses every item;
 * - unticking 'Todos' clears the choice;
 * - unticking one item while all were chosen leaves the others (and 'Todos' goes off);
 * - ticking the last missing item makes all chosen ('Todos' comes on, see {@link displayedKeys}).
 */
export function nextSelection(previousKeys: readonly Id[], nextKeys: readonly Id[], itemIds: readonly Id[]): Id[] {
  const hadAll = previousKeys.includes(ALL_ID);
  const hasAll = nextKeys.includes(ALL_ID);
  if (hasAll && !hadAll) return [...itemIds];
  const items = inItemOrder(nextKeys, itemIds);
  if (hadAll && !hasAll && items.length === itemIds.length) return [];
  return items;
}

/** Options of {@link selectionSummary}. */
export interface SummaryOptions {
  /** Text when nothing is chosen, e.g. 'Nenhuma filial selecionada'. */
  emptyText: string;
  /** Text when every item is chosen; null lists the names as usual. */
  allText?: string | null;
}

/**
 * The text a closed multi-select shows: the empty text; one or two names ('a, b'); or the first
 * two and how many more ('a, b, + 3'). When every item is chosen, `allText` ('Todos') if given.
 */
export function selectionSummary(
  selectedLabels: readonly string[],
  totalItems: number,
  { emptyText, allText = null }: SummaryOptions,
): string {
  if (selectedLabels.length === 0) return emptyText;
  if (allText != null && totalItems > 0 && selectedLabels.length >= totalItems) return allText;
  if (selectedLabels.length <= 2) return selectedLabels.join(', ');
  return `${selectedLabels.slice(0, 2).join(', ')}, + ${selectedLabels.length - 2}`;
}
