import { useEffect, useRef } from 'react';
import { useClock } from '../../clock/ClockProvider';

/** How long warning and success dialogs stay open before closing by themselves: 2.5 s (specs). */
export const AUTO_CLOSE_MS = 2500;

/**
 * Calls `onClose` once `delayMs` after `isActive` becomes true. The timer is cleared when the dialog
 * closes or unmounts and starts again from zero each time it reopens. A new `onClose` on every render
 * does not restart it.
 */
export function useAutoClose(isActive: boolean, delayMs: number, onClose: () => void): void {
  const clock = useClock();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = clock.setTimeout(() => onCloseRef.current(), delayMs);
    return () => clock.clearTimeout(timer);
  }, [isActive, delayMs, clock]);
}
