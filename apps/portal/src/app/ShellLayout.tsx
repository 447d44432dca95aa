import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { AppShell } from '@conecta/shell';
import { useSession } from '@conecta/session';
import { Splash } from '@conecta/ui';

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
 */
export function ShellLayout({ demo }: { demo: boolean }) {
  const { api, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The shared UI kit loads with the shell, after the first route's own chunks have been asked for
  // (a lazy route starts loading while rendering, effects run after), so later routes are small.
  useEffect(() => {
    void import('./ui-kit');
  }, []);
  if (!user) {
    return (
      <Suspense fallback={<Splash />}>
        <Outlet />
      </Suspense>
    );
  }
  return (
    <AppShell
      api={api}
      user={user}
      currentPath={location.pathname}
      onNavigate={(path) => void navigate(path)}
      onSignOut={() => void navigate('/logout')}
      merchandisingUrl={import.meta.env.VITE_MERCHANDISING_URL || undefined}
      headerExtra={demo ? <DemoBadge title="Dados fictícios servidos pelo backend simulado">Modo demonstração</DemoBadge> : undefined}
    >
      <Suspense fallback={<Splash />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
