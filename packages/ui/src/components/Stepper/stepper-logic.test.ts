import { describe, expect, it } from 'vitest';
import { stepState } from './stepper-logic';

describe('stepState', () => {
  it('marks steps before the current one completed, the current one current, later ones upcoming', () => {
    expect([0, 1, 2, 3].map((index) => stepState(index, 2))).toEqual(['completed', 'completed', 'current', 'upcoming']);
  });

  it('has no completed step on the first step', () => {
    expect([0, 1, 2].map((index) => stepState(index, 0))).toEqual(['current', 'upcoming', 'upcoming']);
  });

  it('marks every step completed once the wizard is past the last one', () => {
    expect([0, 1].map((index) => stepState(index, 2))).toEqual(['completed', 'completed']);
  });
});
