import { Suspense, useEffect, useState } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { createConectaQueryClient } from '@conecta/api';
import { styled } from 'styled-components';
import { AppShell } from '@conecta/shell';
import { useSession } from '@conecta/session';
import { ErrorBoundary, Splash } from '@conecta/ui';

const DemoBadge = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/**
 * The signed-in layout: the shell (side menu by role and permission, welcome bar, header label)
 * around the routed screen. Guests never reach it: each route's guard sends them to /login.
 *
 * It also holds what only signed-in screens need, so a guest's first load does without them:
 * - the QueryClient every feature shares (cached data survives route changes). It lives as long as
 *   the layout: a sign-out or a 401 sends the user to /logout or /login, outside this layout, so
 *   the next user starts with an empty cache;
 * - react-aria's router, so links and buttons with `href` in the features navigate client-side.
 */
/** What the signed-in layout takes from the portal's settings. */
interface LayoutSettings {
  /** A demonstration: the header says 'Modo demonstração'. */
  demo: boolean;
  /** The external merchandising app the side menu opens (null: not offered). */
  merchandisingUrl: string | null;
}

export function ShellLayout({ demo, merchandisingUrl }: LayoutSettings) {
  const [queryClient] = useState(createConectaQueryClient);
  const navigate = useNavigate();
  return (
    <QueryClientProvider client={queryClient}>
      <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <SignedInFrame demo={demo} merchandisingUrl={merchandisingUrl} />
      </AriaRouterProvider>
    </QueryClientProvider>
  );
}

/** The way back from a screen that failed: the page every role opens after signing in. */
const BACK_HOME = 'Voltar para o início';

function SignedInFrame({ demo, merchandisingUrl }: LayoutSettings) {
  const { api, user } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  // The shared UI kit loads once the browser is idle after the shell has mounted, so it neither
  // competes with the first screen's own chunks and data nor delays them; later routes are small.
  useEffect(() => {
    const load = () => void import('./ui-kit');
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, []);
  if (!user) {
    return (
      <Suspense fallback={<Splash />}>
        <Outlet />
      </Suspense>
    );
  }
  // A screen that throws while rendering (a wrong-shaped answer, a bug) shows 'Algo deu errado!' in
  // its place; the shell and its side menu keep working. Another address forgets the error;
  // 'Tentar novamente' drops the screen's cached answers and renders it again. Errors go to the
  // console (demo) — a host with monitoring wraps the portal in ui's ErrorReportingProvider.
  const screen = (
    <ErrorBoundary
      resetKeys={[location.pathname]}
      // The failed screen is unmounted, so its queries are inactive: dropping them makes the retry
      // read fresh data (a wrong-shaped answer is cached as a success).
      onReset={() => queryClient.removeQueries({ type: 'inactive' })}
      backAction={{ label: BACK_HOME, onPress: () => void navigate('/dashboard') }}
    >
      <Suspense fallback={<Splash />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
  return (
    <AppShell
      api={api}
      user={user}
      currentPath={location.pathname}
      onNavigate={(path) => void navigate(path)}
      onSignOut={() => void navigate('/logout')}
      merchandisingUrl={merchandisingUrl ?? undefined}
      headerExtra={demo ? <DemoBadge title="Dados fictícios servidos pelo backend simulado">Modo demonstração</DemoBadge> : undefined}
    >
      {screen}
    </AppShell>
  );
}
