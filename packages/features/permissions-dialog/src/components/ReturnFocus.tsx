import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long to wait, after closing, for the dialogs' exit animations (120 ms) and react-aria's own focus restore. */
const RETURN_FOCUS_DELAY_MS = 300;

export interface ReturnFocusProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
}

/**
 * Puts focus back on the element that opened the dialog when it closes and focus was left on
 * nothing. react-aria restores focus by itself after Fechar or Escape; after 'Tudo certo!' both
 * dialogs close at once and its restore target (the Salvar button) is gone with them. Rendered
 * before the dialog, so its layout effect reads the opener before the dialog takes focus.
 */
export function ReturnFocus({ isOpen }: ReturnFocusProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (isOpen && active instanceof HTMLElement && active !== document.body) openerRef.current = active;
  }, [isOpen]);
  useEffect(() => {
    const opener = openerRef.current;
    if (isOpen || !opener) return undefined;
    const timer = setTimeout(() => {
      openerRef.current = null;
      const active = document.activeElement;
      if (opener.isConnected && (active === null || active === document.body)) opener.focus();
    }, RETURN_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);
  return null;
}
