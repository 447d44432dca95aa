/** Interaction helpers shared by the user form's story files (never imported by product code). */
import { expect, userEvent, waitFor, within } from 'storybook/test';

export type Canvas = ReturnType<typeof within>;

/** Opens a select (by the start of its label) and picks an option. */
export async function choose(canvas: Canvas, label: RegExp, option: string | RegExp) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/** Picks options of a multi-select; the list stays open while choosing, Escape closes it. */
export async function chooseMany(canvas: Canvas, label: RegExp, options: Array<string | RegExp>) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  for (const option of options) await userEvent.click(await within(document.body).findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
}
