import { createContext, useContext } from 'react';
import type { SessionController } from './session';

/** The session controller of the nearest SessionProvider. */
export const SessionContext = createContext<SessionController | null>(null);

/** The controller of the nearest SessionProvider; throws outside one. */
export function useSessionController(): SessionController {
  const controller = useContext(SessionContext);
  if (!controller) throw new Error('useSession must be used inside a <SessionProvider>.');
  return controller;
}
