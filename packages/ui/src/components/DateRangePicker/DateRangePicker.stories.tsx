import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import { formatCalendarDate } from './daterange-logic';

const meta = {
  title: 'UI/Forms/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: { label: 'Período', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Types a date as the user would: digits only, segments advance by themselves. */
const digits = (date: CalendarDate) => formatCalendarDate(date).replaceAll('/', '');

/** Wizard step 1: dd/MM/yyyy, pt-BR, first day today. Typing both dates commits the period. */
export const Default: Story = {
  args: { minValue: today(getLocalTimeZone()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = today(getLocalTimeZone()).add({ days: 1 });
    const end = start.add({ days: 30 });
    const [firstSegment] = canvas.getAllByRole('spinbutton');
    await userEvent.click(firstSegment!);
    await userEvent.keyboard(digits(start) + digits(end));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ start, end }));
    await expect(canvas.getByRole('group', { name: 'Período' })).toHaveTextContent(
      `${formatCalendarDate(start)}–${formatCalendarDate(end)}`,
    );
  },
};

/** The calendar popover, headed 'março de 2030': days before the minimum are disabled; two clicks choose the period. */
export const PickFromCalendar: Story = {
  args: {
    minValue: new CalendarDate(2030, 3, 15),
    defaultValue: { start: new CalendarDate(2030, 3, 16), end: new CalendarDate(2030, 3, 18) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendário/ }));
    const dialog = await within(document.body).findByRole('dialog');
    const calendar = within(dialog);
    // The month reads as pt-BR writes it: 'março de 2030' (not 'Março De 2030').
    const heading = calendar.getByRole('heading', { level: 2 });
    await expect((heading as HTMLElement).innerText).toBe('março de 2030');
    await expect(calendar.getByRole('button', { name: /14 de março de 2030/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(calendar.getByRole('button', { name: /20 de março de 2030/ }));
    await userEvent.click(calendar.getByRole('button', { name: /25 de março de 2030/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2030, 3, 20),
      end: new CalendarDate(2030, 3, 25),
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('group', { name: 'Período' })).toHaveTextContent('20/03/2030–25/03/2030');
  },
};

/** A typed date before the minimum is refused with a message naming the first allowed day. */
export const BeforeMinimum: Story = {
  args: { minValue: new CalendarDate(2030, 3, 15) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [firstSegment] = canvas.getAllByRole('spinbutton');
    await userEvent.click(firstSegment!);
    await userEvent.keyboard('10032030');
    await waitFor(() => expect(canvas.getByText('Escolha datas a partir de 15/03/2030.')).toBeVisible());
    await expect(firstSegment).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Leaving the field with only the first date reports the incomplete period. */
export const Incomplete: Story = {
  args: { minValue: new CalendarDate(2030, 1, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [firstSegment] = canvas.getAllByRole('spinbutton');
    await userEvent.click(firstSegment!);
    await userEvent.keyboard('01022030');
    await expect(canvas.queryByText('Informe a data inicial e a data final.')).not.toBeInTheDocument();
    await userEvent.click(canvasElement);
    await waitFor(() => expect(canvas.getByText('Informe a data inicial e a data final.')).toBeVisible());
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.objectContaining({ start: expect.anything() }));
  },
};

/** An end before the start is refused. */
export const Reversed: Story = {
  args: { defaultValue: { start: new CalendarDate(2030, 5, 20), end: new CalendarDate(2030, 5, 10) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('A data final não pode ser anterior à data inicial.')).toBeVisible());
  },
};

export const WithValue: Story = {
  args: {
    defaultValue: { start: new CalendarDate(2031, 1, 5), end: new CalendarDate(2031, 2, 28) },
    description: 'A notificação fica visível no aplicativo durante o período.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Período' })).toHaveTextContent('05/01/2031–28/02/2031');
  },
};

/** A caller-side rule (e.g. required on Next) forces the message. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Informe o período da notificação.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Informe o período da notificação.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: new CalendarDate(2031, 1, 5), end: new CalendarDate(2031, 1, 20) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendário/ })).toBeDisabled();
  },
};
