import { useState } from 'react';

/**
 * Tracks the length of a text field's value for its counter, whether the field is controlled
 * (`value`) or not (`defaultValue`). Returns the length and an onChange to pass through.
 */
export function useTextLength(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
): [number, (value: string) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const length = (value ?? uncontrolled).length;
  const handleChange = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  return [length, handleChange];
}
