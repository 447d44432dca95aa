// The DateRangePicker of @conecta/ui takes CalendarDate values; @internationalized/date is already
// in the workspace (root and @conecta/ui) and must be added to this package's dependencies (see README).
import { CalendarDate } from '@internationalized/date';
import { DateRangePicker, type DateRange } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { WizardDraft } from '../state/types';
import { StepBody, StepHeading } from './styles';

const toCalendar = (ymd: string) => new CalendarDate(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)), Number(ymd.slice(6, 8)));
const toYmd = (date: { year: number; month: number; day: number }) =>
  `${String(date.year).padStart(4, '0')}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}`;

export interface PeriodStepProps {
  period: WizardDraft['period'];
  /** First day that can be chosen (yyyymmdd): today, or the saved start in edit mode. */
  minStart: string;
  onChange: (period: WizardDraft['period']) => void;
  /** The backend's words when it refused the period on the last save (marked until changed). */
  refusedMessage?: string | null;
}

/** Step 1 'Período': dd/MM/yyyy range in pt-BR, from today on. */
export function PeriodStep({ period, minStart, onChange, refusedMessage = null }: PeriodStepProps) {
  const value: DateRange | null = period ? { start: toCalendar(period.start), end: toCalendar(period.end) } : null;
  return (
    <StepBody>
      <StepHeading>{MESSAGES.headings.periodo}</StepHeading>
      <DateRangePicker
        label={MESSAGES.period.label}
        description={MESSAGES.period.description}
        value={value}
        minValue={toCalendar(minStart)}
        isRequired
        isInvalid={refusedMessage !== null}
        errorMessage={refusedMessage ?? undefined}
        onChange={(range) => onChange(range ? { start: toYmd(range.start), end: toYmd(range.end) } : null)}
      />
    </StepBody>
  );
}
