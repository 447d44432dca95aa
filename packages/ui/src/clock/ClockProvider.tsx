import { createContext, useContext, type ReactNode } from 'react';
import { realClock, type Clock } from './clock';

const ClockContext = createContext<Clock>(realClock);

export interface ClockProviderProps {
  /** The clock the components inside read their timers from. */
  clock: Clock;
  children?: ReactNode;
}

/** Gives the components inside another clock (a test clock in stories and tests); without it they use the real one. */
export function ClockProvider({ clock, children }: ClockProviderProps) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock of the nearest `ClockProvider`, or the real clock. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
