import { useCallback, useReducer, type FormEvent } from 'react';
import type { FieldErrors } from './validation';

/**
 * A small controlled form for the sign-in and recovery cards (two fields each), with the behaviour
 * they had on react-hook-form (`mode: 'onSubmit'`, `reValidateMode: 'onChange'`): no message while
 * the user types the first time; 'Entrar' validates every field and shows each message; from then
 * on, each change re-validates the changed field, so a message goes away as soon as it is fixed.
 * The rules themselves are pure functions (`validation.ts`).
 */

/** Values, messages and whether a submit has been tried. */
export interface FormState<V> {
  values: V;
  errors: FieldErrors<V>;
  submitted: boolean;
}

/** What can happen to the form. */
export type FormAction<V> =
  | { type: 'change'; name: keyof V & string; value: string }
  | { type: 'submit' }
  | { type: 'reset'; values: V };

/** The initial state: the given values, no message, nothing submitted yet. */
export function initialFormState<V>(values: V): FormState<V> {
  return { values, errors: {}, submitted: false };
}

/** The form's state after an action (pure; `validate` gives every invalid field's message). */
export function reduceForm<V extends object>(
  state: FormState<V>,
  action: FormAction<V>,
  validate: (values: V) => FieldErrors<V>,
): FormState<V> {
  switch (action.type) {
    case 'change': {
      const values = { ...state.values, [action.name]: action.value };
      if (!state.submitted) return { ...state, values };
      const errors = { ...state.errors };
      const message = validate(values)[action.name];
      if (message === undefined) delete errors[action.name];
      else errors[action.name] = message;
      return { ...state, values, errors };
    }
    case 'submit':
      return { ...state, errors: validate(state.values), submitted: true };
    case 'reset':
      return initialFormState(action.values);
  }
}

/** The props a ui text field needs from one form field (`fieldValidity` takes `invalid` and `error`). */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  error: { message: string } | undefined;
}

/** The form hook: state, one field's binding, submit (validates first) and reset. */
export function useValidatedForm<V extends Record<string, string>>(defaultValues: V, validate: (values: V) => FieldErrors<V>) {
  const [state, dispatch] = useReducer(
    (current: FormState<V>, action: FormAction<V>) => reduceForm(current, action, validate),
    defaultValues,
    initialFormState,
  );

  const field = (name: keyof V & string): BoundField => {
    const message = state.errors[name];
    return {
      name,
      value: state.values[name] ?? '',
      onChange: (value) => dispatch({ type: 'change', name, value }),
      invalid: message !== undefined,
      error: message === undefined ? undefined : { message },
    };
  };

  /** A submit handler: prevents the browser's submit, validates, and calls `onValid` only when every field is valid. */
  const handleSubmit =
    (onValid: (values: V) => unknown) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      dispatch({ type: 'submit' });
      if (Object.keys(validate(state.values)).length > 0) return;
      await onValid(state.values);
    };

  const reset = useCallback((values: V) => dispatch({ type: 'reset', values }), []);

  return { values: state.values, errors: state.errors, field, handleSubmit, reset };
}
