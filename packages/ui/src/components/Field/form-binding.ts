/**
 * Glue between a form library's controlled field (react-hook-form's `field` and `fieldState`, or
 * any object of the same shape) and the ui fields, so a feature does not repeat the same six props
 * on every input. Structural types: @conecta/ui does not depend on a form library.
 */

/** The validity part of a controlled field: its error, if any. */
export interface FieldStateLike {
  invalid: boolean;
  error?: { message?: string } | undefined;
}

/** The value part of a controlled text field. */
export interface FieldLike<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
}

/** `isInvalid`, `errorMessage` and ARIA validation (the form, not the browser, shows the messages). */
export function fieldValidity(fieldState: FieldStateLike) {
  return {
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
    validationBehavior: 'aria' as const,
  };
}

/** `name`, `value`, `onChange` and `onBlur` of a controlled field. */
export function bindField<V>(field: FieldLike<V>) {
  return { name: field.name, value: field.value, onChange: field.onChange, onBlur: field.onBlur };
}
