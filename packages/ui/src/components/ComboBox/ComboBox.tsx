import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { styled } from 'styled-components';
import { inFieldButton, inputBase } from '../../styles';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStack,
  type FieldErrorMessage,
  type FieldOption,
} from '../Field/Field';
import { EmptyOptions, Option, OptionsList, OptionsPopover } from '../Field/options';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<FieldOption, 'single'>, 'children' | 'className' | 'style' | 'items' | 'defaultItems' | 'selectionMode'> {
  /** Visible label; it is also the accessible name of the input. */
  label: ReactNode;
  /** The options; typing filters them by label (accent- and case-insensitive 'contains'). */
  items: readonly FieldOption[];
  /** Hint shown while the input is empty. */
  placeholder?: string;
  /** Text shown in the list when nothing matches what was typed.
   * @default 'Nenhum resultado' */
  emptyText?: string;
  /** Help text under the input. */
  description?: ReactNode;
  /** Message shown while the combo box is invalid. */
  errorMessage?: FieldErrorMessage;
}

const Root = styled(AriaComboBox)`
  ${fieldStack}
` as typeof AriaComboBox;

const InputWrap = styled.div`
  position: relative;
  display: flex;
`;

const StyledInput = styled(Input)`
  ${inputBase}
  width: 100%;
  padding-right: 40px;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Toggle = styled(AriaButton)`
  ${inFieldButton}
  color: ${({ theme }) => theme.colors.text};
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &[data-disabled] { color: ${({ theme }) => theme.colors.disabledText}; cursor: not-allowed; }
`;

/**
 * Searchable single choice (e.g. 'Busque pelo nome ou código do sold'): typing filters the list,
 * 'Nenhum resultado' when nothing matches; the value is the chosen option's `id`.
 */
export function ComboBox({
  label,
  items,
  placeholder,
  emptyText = 'Nenhum resultado',
  description,
  errorMessage,
  disabledKeys,
  ...props
}: ComboBoxProps) {
  const disabled = [...(disabledKeys ?? []), ...items.filter((item) => item.isDisabled).map((item) => item.id)];
  return (
    <Root {...props} defaultItems={items} disabledKeys={disabled} allowsEmptyCollection>
      <FieldLabel>{label}</FieldLabel>
      <InputWrap>
        <StyledInput placeholder={placeholder} />
        <Toggle>
          <ChevronDown size={18} aria-hidden />
        </Toggle>
      </InputWrap>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <OptionsPopover>
        <OptionsList renderEmptyState={() => <EmptyOptions>{emptyText}</EmptyOptions>}>
          {(item: FieldOption) => (
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
    </Root>
  );
}
