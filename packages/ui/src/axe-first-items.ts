/**
 * The accessibility parameters of a story that renders a long run of one repeated item — hundreds
 * of table rows or cards, built from generated data to prove something else (render counts, a
 * sticky header over a long scroll). axe checks the screen with the first `keep` items of each run
 * and leaves the others out: they repeat the same component with other data, so they add no markup
 * the first ones lack, and axe's time grows with every node it visits (System permissions' 500 users:
 * 7.4 of the story's 9.3 CPU-seconds were axe's). The item's markup itself is checked in full by the
 * feature's other stories.
 *
 * `item` is a CSS selector of one item (`tbody tr[data-user-id]`); every item past the `keep`-th
 * among its siblings of the same tag is left out (`:nth-of-type`).
 *
 * @example
 * export const Large: Story = { parameters: { ...axeOnFirstItems('tbody tr[data-user-id]') } };
 */
export function axeOnFirstItems(
  item: string,
  keep = 20,
): { a11y: { context: { exclude: string[] } } } {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`axeOnFirstItems: keep must be a whole number of items, not ${keep}`);
  return { a11y: { context: { exclude: [`${item}:nth-of-type(n+${keep + 1})`] } } };
}
