import { useContext, useEffect, useState, type ReactNode } from 'react';
import type { CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { styled } from 'styled-components';
import { focusRing } from '../../styles';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStack } from '../Field/Field';
import { DEFAULT_RANGE_MESSAGES, rangeError, type PartialRange, type RangeMessages } from './daterange-logic';

/** A complete period: both ends are calendar days (no time, no time zone). */
export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

type InheritedProps = Pick<
  AriaDateRangePickerProps<CalendarDate>,
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isDateUnavailable'
  | 'startName'
  | 'endName'
  | 'autoFocus'
  | 'onOpenChange'
  | 'aria-describedby'
>;

export interface DateRangePickerProps extends InheritedProps {
  /** Visible label ('Período'); it is also the accessible name of the group. */
  label: ReactNode;
  /** The period (controlled); null while empty or incomplete. */
  value?: DateRange | null;
  /** The initial period (uncontrolled).
   * @default null */
  defaultValue?: DateRange | null;
  /** Called with the complete period, or null when it is cleared or left incomplete. */
  onChange?: (value: DateRange | null) => void;
  /** First day that can be chosen (e.g. `today(getLocalTimeZone())`); earlier days are refused. */
  minValue?: CalendarDate;
  /** Last day that can be chosen. */
  maxValue?: CalendarDate;
  /** Help text under the field. */
  description?: ReactNode;
  /** Forces the invalid state with `errorMessage` (e.g. a server-side rule). */
  isInvalid?: boolean;
  /** Message shown while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Texts of the built-in checks ('{data}' becomes dd/MM/yyyy).
   * @default DEFAULT_RANGE_MESSAGES */
  messages?: Partial<RangeMessages>;
}

const Root = styled(AriaDateRangePicker)`
  ${fieldStack}
` as typeof AriaDateRangePicker;

const FieldGroup = styled(Group)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: fit-content;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  &[data-focus-within] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.error}; }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
  }
  .separator { padding: 0 ${({ theme }) => theme.space[1]}; }
`;

const Input = styled(DateInput)`
  display: inline-flex;
  font-variant-numeric: tabular-nums;
`;

const Segment = styled(DateSegment)`
  padding: 0 1px;
  border-radius: 2px;
  outline: none;
  &[data-placeholder] { color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-type='literal'] { padding: 0; }
  &[data-focused] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; }
`;

const IconButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &[data-focus-visible] { ${focusRing} }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; background: transparent; }
`;

const CalendarPopover = styled(Popover)`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space[3]};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  color: ${({ theme }) => theme.colors.text};
  .dialog { outline: none; }
`;

const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Grid = styled(CalendarGrid)`
  border-collapse: collapse;
  th {
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space[1]};
    text-transform: uppercase;
  }
  td { padding: 1px 0; }
`;

const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 34px;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  outline: none;
  &[data-outside-month] { display: none; }
  &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  &[data-selection-start],
  &[data-selection-end] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.colors.disabledText};
    text-decoration: line-through;
    cursor: not-allowed;
    background: transparent;
  }
`;

/** Reports the picker's draft (one end may be missing) and whether its calendar is open. */
function DraftObserver({ onDraft }: { onDraft: (draft: PartialRange, isOpen: boolean) => void }) {
  const state = useContext(DateRangePickerStateContext);
  const start = (state?.value?.start ?? null) as CalendarDate | null;
  const end = (state?.value?.end ?? null) as CalendarDate | null;
  const isOpen = state?.isOpen ?? false;
  const key = `${start?.toString() ?? ''}|${end?.toString() ?? ''}|${isOpen}`;
  useEffect(() => {
    onDraft({ start, end }, isOpen);
    // The key captures every input of the effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

/**
 * Period picker, pt-BR: two dd/MM/yyyy inputs (typed segment by segment) and a range calendar in a
 * popover. Days before `minValue` are disabled in the calendar and refused when typed, with a
 * message naming the first allowed day; a half-filled period is reported when the user leaves it.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  isInvalid,
  errorMessage,
  messages,
  ...props
}: DateRangePickerProps) {
  const [draft, setDraft] = useState<PartialRange>({ start: null, end: null });
  const [isOpen, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const ownError = rangeError(draft, {
    minValue,
    maxValue,
    requireComplete: touched && !isOpen,
    messages: { ...DEFAULT_RANGE_MESSAGES, ...messages },
  });
  const message = isInvalid ? errorMessage : ownError;

  return (
    <Root
      {...props}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      minValue={minValue}
      maxValue={maxValue}
      isInvalid={isInvalid || ownError != null || undefined}
      validationBehavior="aria"
      shouldForceLeadingZeros
      onFocusChange={(focused) => {
        if (!focused) setTouched(true);
      }}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldGroup>
        <Input slot="start">{(segment) => <Segment segment={segment} />}</Input>
        <span className="separator" aria-hidden="true">
          –
        </span>
        <Input slot="end">{(segment) => <Segment segment={segment} />}</Input>
        <IconButton>
          <CalendarDays size={18} aria-hidden />
        </IconButton>
      </FieldGroup>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{(validation) => message ?? validation.validationErrors.join(' ')}</FieldErrorText>
      <DraftObserver
        onDraft={(next, open) => {
          setDraft(next);
          setOpen(open);
        }}
      />
      <CalendarPopover>
        <Dialog className="dialog">
          <RangeCalendar>
            <CalendarHeader>
              <IconButton slot="previous">
                <ChevronLeft size={18} aria-hidden />
              </IconButton>
              <Heading />
              <IconButton slot="next">
                <ChevronRight size={18} aria-hidden />
              </IconButton>
            </CalendarHeader>
            <Grid>{(date) => <Cell date={date} />}</Grid>
          </RangeCalendar>
        </Dialog>
      </CalendarPopover>
    </Root>
  );
}
