import { useLayoutEffect, useReducer, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../Field/Field';
import { FieldRoot, StyledInput } from '../TextField/TextField';
import { applyInput, applyPaste, formatFieldValue, parseFieldText } from './numberfield-logic';

type InheritedProps = Pick<
  AriaTextFieldProps,
  | 'id'
  | 'name'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'autoFocus'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'onFocus'
>;

export interface NumberFieldProps extends InheritedProps {
  /** Visible label. Without it, give the field an `aria-label` (e.g. inside a table cell). */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Message shown while `isInvalid`. */
  errorMessage?: FieldErrorMessage;
  /** Hint shown while the input is empty. */
  placeholder?: string;
  /** The amount in whole reais (controlled); `null` is an empty field. */
  value?: number | null;
  /** The initial amount (uncontrolled).
   * @default null */
  defaultValue?: number | null;
  /** Called on every edit that changes the amount (typing, deleting, pasting, Escape). */
  onChange?: (value: number | null) => void;
  /**
   * Called when the user confirms an edited amount with Enter or by leaving the field; not called
   * when the amount is unchanged since editing began.
   */
  onCommit?: (value: number | null) => void;
  /** Called when the input loses focus (after `onCommit`). */
  onBlur?: () => void;
}

/**
 * Whole-real amount input, pt-BR: shows dot thousands while typing ('1.234.567'), keeps digits
 * only (letters, ',' and '-' are refused), accepts pasted spreadsheet amounts ('1.234,00' → 1234),
 * commits with Enter or on blur and restores the amount from before the edit with Escape.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  value,
  defaultValue = null,
  onChange,
  onCommit,
  onBlur,
  onFocus,
  ...props
}: NumberFieldProps) {
  const isControlled = value !== undefined;
  const [ownText, setOwnText] = useState(() => formatFieldValue(defaultValue));
  // A controlled value that disagrees with the typed text wins (the parent refused or replaced it).
  const text = isControlled && parseFieldText(ownText) !== value ? formatFieldValue(value) : ownText;
  const current = isControlled ? value : parseFieldText(ownText);

  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const baseline = useRef<number | null>(current);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current == null || !input) return;
    if (document.activeElement === input) input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const show = (nextText: string, nextValue: number | null, caret: number) => {
    pendingCaret.current = caret;
    setOwnText(nextText);
    rerender();
    if (nextValue !== current) onChange?.(nextValue);
  };

  const commit = () => {
    if (current !== baseline.current) {
      baseline.current = current;
      onCommit?.(current);
    }
  };

  const handleChange = (raw: string) => {
    const caret = inputRef.current?.selectionStart ?? raw.length;
    const edit = applyInput(text, raw, caret);
    show(edit.text, edit.value, edit.caret);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const edit = applyPaste(
      text,
      input.selectionStart ?? text.length,
      input.selectionEnd ?? text.length,
      event.clipboardData.getData('text'),
    );
    if (edit) show(edit.text, edit.value, edit.caret);
  };

  return (
    <FieldRoot
      {...props}
      value={text}
      onChange={handleChange}
      onFocus={(event) => {
        baseline.current = current;
        onFocus?.(event);
      }}
      onBlur={() => {
        commit();
        onBlur?.();
      }}
      onKeyDown={(event) => {
        const input = inputRef.current;
        if (event.key === 'Enter') {
          commit();
          event.continuePropagation();
        } else if (event.key === 'Escape' && current !== baseline.current) {
          const restored = formatFieldValue(baseline.current);
          show(restored, baseline.current, restored.length);
        } else if (input && (event.key === 'Backspace' || event.key === 'Delete')) {
          // Deleting next to a thousands dot removes the digit beyond it, not the dot.
          const caret = input.selectionStart ?? 0;
          if (caret === input.selectionEnd) {
            if (event.key === 'Backspace' && text.charAt(caret - 1) === '.') input.setSelectionRange(caret - 1, caret - 1);
            if (event.key === 'Delete' && text.charAt(caret) === '.') input.setSelectionRange(caret + 1, caret + 1);
          }
          event.continuePropagation();
        } else {
          event.continuePropagation();
        }
      }}
    >
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <StyledInput
        ref={inputRef}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        onPaste={handlePaste}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </FieldRoot>
  );
}
