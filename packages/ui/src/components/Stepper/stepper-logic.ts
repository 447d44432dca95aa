/** Where a step stands relative to the current one. */
export type StepState = 'completed' | 'current' | 'upcoming';

/** State of the step at `index` (0-based) when the wizard is on `currentIndex`. */
export function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'completed';
  return index === currentIndex ? 'current' : 'upcoming';
}
