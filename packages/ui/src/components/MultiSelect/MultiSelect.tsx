import { useState, type ReactNode } from 'react';
import { SelectValue, type Key, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { styled } from 'styled-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldErrorMessage,
  type FieldOption,
} from '../Field/Field';
import { Option, OptionsList, OptionsPopover } from '../Field/options';
import { SelectRoot, SelectTrigger } from '../Select/Select';
import { ALL_ID, displayedKeys, nextSelection, selectionSummary } from './multiselect-logic';

type InheritedProps = Pick<
  AriaSelectProps<FieldOption, 'multiple'>,
  'id' | 'name' | 'isDisabled' | 'isRequired' | 'isInvalid' | 'autoFocus' | 'onOpenChange' | 'aria-describedby'
>;

export interface MultiSelectProps extends InheritedProps {
  /** Visible label ('Filiais', 'Brokers'); it is also the accessible name. */
  label: ReactNode;
  /** The options, in display order (without 'Todos', which the component adds). */
  items: readonly FieldOption[];
  /** Chosen item ids (controlled), in item order; never contains the 'Todos' id. */
  value?: readonly Key[];
  /** Initially chosen item ids (uncontrolled).
   * @default [] */
  defaultValue?: readonly Key[];
  /** Called with the chosen item ids after the 'Todos' rules are applied. */
  onChange?: (value: Key[]) => void;
  /** Summary when nothing is chosen, e.g. 'Nenhuma filial selecionada'.
   * @default 'Nenhum item selecionado' */
  emptyText?: string;
  /** Label of the select-all item (id -1).
   * @default 'Todos' */
  allLabel?: string;
  /** Whether the list starts with the select-all item.
   * @default true */
  showAll?: boolean;
  /** Help text under the select. */
  description?: ReactNode;
  /** Message shown while the select is invalid. */
  errorMessage?: FieldErrorMessage;
}

const Indicator = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.white};
  svg { display: none; }
  [data-selected] > & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  [data-selected] > & svg { display: block; }
  [data-disabled] > & { border-color: ${({ theme }) => theme.colors.disabledBg}; }
`;

const AllOption = styled(Option)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Multiple choice with a select-all item 'Todos' (id -1), as the notification wizard's Filiais,
 * Brokers, Canais and Vendedores combos: 'Todos' selects all; unticking one item while all are
 * chosen clears 'Todos'; ticking every item ticks 'Todos'. Closed, it shows the empty text, one or
 * two names, 'a, b, + N', or 'Todos'. The list stays open while choosing; Escape closes it.
 */
export function MultiSelect({
  label,
  items,
  value,
  defaultValue = [],
  onChange,
  emptyText = 'Nenhum item selecionado',
  allLabel = 'Todos',
  showAll = true,
  description,
  errorMessage,
  ...props
}: MultiSelectProps) {
  const [own, setOwn] = useState<readonly Key[]>(defaultValue);
  const selected = value ?? own;
  const itemIds = items.filter((item) => !item.isDisabled).map((item) => item.id);
  const shown = showAll ? displayedKeys(selected, itemIds) : selected.filter((id) => itemIds.includes(id));
  const labels = items.filter((item) => selected.includes(item.id)).map((item) => item.label);
  const summary = selectionSummary(labels, itemIds.length, { emptyText, allText: showAll ? allLabel : null });
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);

  const handleChange = (keys: Key[]) => {
    const next = showAll ? nextSelection(shown, keys, itemIds) : keys.filter((id) => itemIds.includes(id));
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  return (
    <SelectRoot
      {...props}
      selectionMode="multiple"
      value={shown}
      onChange={handleChange}
      disabledKeys={disabledKeys}
    >
      <FieldLabel>{label}</FieldLabel>
      <SelectTrigger>
        <SelectValue className="value">
          {summary}
        </SelectValue>
        <ChevronDown className="chevron" size={18} aria-hidden />
      </SelectTrigger>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <OptionsPopover>
        <OptionsList>
          {showAll && itemIds.length > 0 && (
            <AllOption id={ALL_ID} textValue={allLabel}>
              <Indicator aria-hidden="true">
                <Check size={12} strokeWidth={3} />
              </Indicator>
              {allLabel}
            </AllOption>
          )}
          {items.map((item) => (
            <Option key={item.id} id={item.id} textValue={item.label}>
              <Indicator aria-hidden="true">
                <Check size={12} strokeWidth={3} />
              </Indicator>
              {item.label}
            </Option>
          ))}
        </OptionsList>
      </OptionsPopover>
    </SelectRoot>
  );
}
