import { Radio, RadioGroup } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { HISTORY_BASES, type HistoryBase } from '../state/types';

export interface HistoryBasePickerProps {
  /** The base whose suggestions the table shows, or null (the stored suggestions). */
  value: HistoryBase | null;
  /** The choice cannot be made (read-only or busy). */
  isDisabled: boolean;
  /** A base was chosen (the screen may ask first). */
  onChange: (base: HistoryBase) => void;
}

/** 3, 6, 9 or 12 months of history (metas spec §9). */
export function HistoryBasePicker({ value, isDisabled, onChange }: HistoryBasePickerProps) {
  return (
    <RadioGroup
      label={MESSAGES.history.label}
      description={MESSAGES.history.description}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      isDisabled={isDisabled}
      onChange={(next) => {
        const base = HISTORY_BASES.find((months) => String(months) === next);
        if (base !== undefined) onChange(base);
      }}
    >
      {HISTORY_BASES.map((months) => (
        <Radio key={months} value={String(months)}>
          {MESSAGES.history.option(months)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
