import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { styled } from 'styled-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStack,
  type FieldErrorMessage,
  type FieldOption,
} from '../Field/Field';
import { Option, OptionsList, OptionsPopover, triggerBase } from '../Field/options';

export interface SelectProps
  extends Omit<AriaSelectProps<FieldOption, 'single'>, 'children' | 'className' | 'style' | 'items' | 'selectionMode'> {
  /** Visible label; it is also the accessible name of the select. */
  label: ReactNode;
  /** The options, in display order; `isDisabled` options are shown but cannot be chosen. */
  items: readonly FieldOption[];
  /** Text shown while nothing is chosen.
   * @default 'Selecione' */
  placeholder?: string;
  /** Help text under the select. */
  description?: ReactNode;
  /** Message shown while the select is invalid (e.g. required and empty). */
  errorMessage?: FieldErrorMessage;
}

export const SelectRoot = styled(AriaSelect)`
  ${fieldStack}
` as typeof AriaSelect;

export const SelectTrigger = styled(AriaButton)`
  ${triggerBase}
  [data-invalid] > & { border-color: ${({ theme }) => theme.colors.error}; }
  [data-open] > & svg.chevron { transform: rotate(180deg); }
`;

/**
 * Single-choice select ('Ano', 'Período', 'Versão', 'Linha'): keyboard and typeahead by
 * react-aria; the value is the chosen option's `id` (`value` / `defaultValue` / `onChange`).
 */
export function Select({
  label,
  items,
  placeholder = 'Selecione',
  description,
  errorMessage,
  disabledKeys,
  ...props
}: SelectProps) {
  const disabled = [...(disabledKeys ?? []), ...items.filter((item) => item.isDisabled).map((item) => item.id)];
  return (
    <SelectRoot {...props} placeholder={placeholder} disabledKeys={disabled}>
      <FieldLabel>{label}</FieldLabel>
      <SelectTrigger>
        <SelectValue className="value" />
        <ChevronDown className="chevron" size={18} aria-hidden />
      </SelectTrigger>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <OptionsPopover>
        <OptionsList items={items}>
          {(item) => (
            <Option id={item.id} textValue={item.label}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <Check className="option-check" size={16} aria-hidden />}
                </>
              )}
            </Option>
          )}
        </OptionsList>
      </OptionsPopover>
    </SelectRoot>
  );
}
