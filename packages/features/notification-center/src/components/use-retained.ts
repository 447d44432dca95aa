import { useState } from 'react';

/**
 * The value, or the last non-null one while it is null: a dialog closing with a fade keeps its
 * title and content until it is gone (an empty heading would be an a11y violation).
 */
export function useRetained<T>(value: T | null): T | null {
  const [kept, setKept] = useState<T | null>(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
