import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchPath,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { LogoutScreen, SessionProvider, useRouteGuard, type RouteAuth } from '@conecta/session';
import { ConectaGlobalStyle, ConectaThemeProvider, Splash } from '@conecta/ui';
import type { PortalSettings } from './backend';
import { preloadable, type Preloadable } from './preloadable';
import { FALLBACK_PATH, HOME_PATH, PORTAL_ROUTES, type PortalRoute } from './routes';

/**
 * Screens load lazily behind the full-screen splash (shell spec §2), one chunk per screen. The
 * sign-in screen and the signed-in layout (shell, side menu) are lazy too: the entry holds only
 * what every route needs (theme, session, router), so a guest on /login never downloads the shell
 * and a signed-in user never downloads the sign-in form. `npm run budgets` measures the result.
 */
const SignInRoute = preloadable<object>(() => import('./SignInRoute'));
const ShellLayout = preloadable<{ demo: boolean; merchandisingUrl: string | null }>(() => import('./ShellLayout').then((module) => ({ default: module.ShellLayout })));

const UnderConstructionPage = preloadable<RoutePageProps>(() => import('../pages/UnderConstructionPage'));

const MetasPlanningPage = preloadable<RoutePageProps>(() => import('../pages/MetasPlanningPage'));
const SupervisorSplitPage = preloadable<RoutePageProps>(() => import('../pages/SupervisorSplitPage'));
/** The seller split of every target type (issue 22: one screen, the route names the type). */
const SellerApprovalPage = preloadable<RoutePageProps>(() => import('../pages/SellerApprovalPage'));

/** The routes whose feature has landed; every other route shows the honest 'Em construção' page. */
const SCREENS: Partial<Record<string, Preloadable<RoutePageProps>>> = {
  '/dashboard': preloadable(() => import('../pages/DashboardPage')),
  '/metas/planejamentos': MetasPlanningPage,
  '/metas/planejamento': MetasPlanningPage,
  '/metas/programacao': SupervisorSplitPage,
  '/metas/rateio-supervisor-KA': SupervisorSplitPage,
  '/metas/rateio-vendedor': SellerApprovalPage,
  '/metas/cobertura-programacao': SellerApprovalPage,
  '/metas/recomendador-programacao': SellerApprovalPage,
  '/metas/produtofoco-programacao': SellerApprovalPage,
  '/metas/status': preloadable(() => import('../pages/MetasStatusPage')),
  '/metas/historico': preloadable(() => import('../pages/MetasHistoryPage')),
  '/notificacoes': preloadable(() => import('../pages/NotificationsPage')),
  '/usuarios': preloadable(() => import('../pages/UsersPage')),
  '/usuario/cadastro': preloadable(() => import('../pages/UserFormPage')),
  '/relatorio/acompanhamento-metas': preloadable(() => import('../pages/MetasReportPage')),
  '/upload-imagens': preloadable(() => import('../pages/CarouselPage')),
  '/permissaosistemas': preloadable(() => import('../pages/SystemPermissionsPage')),
};

/**
 * Starts fetching what the address the portal opens on will show, while the session starts (and,
 * in demo mode, the mock backend): the sign-in screen for /login; the signed-in layout and the
 * route's screen for a portal route (a guest is sent to /login instead, and has fetched a chunk
 * it will use after signing in). Unknown addresses fetch nothing. Resolves once they have arrived.
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (pathname === '/login') return SignInRoute.preload();
  const route = PORTAL_ROUTES.find((candidate) => candidate.layout === 'app' && matchPath(candidate.path, pathname));
  if (!route) return Promise.resolve();
  return Promise.all([ShellLayout.preload(), (SCREENS[route.path] ?? UnderConstructionPage).preload()]).then(() => undefined);
}

export interface RoutePageProps {
  route: PortalRoute;
}

function RouteScreen({ route, screen: Screen }: RoutePageProps & { screen: ComponentType<RoutePageProps> }) {
  useEffect(() => {
    document.title = `${route.title} · Conecta`;
  }, [route.title]);
  return <Screen route={route} />;
}

/**
 * The route guard (shell spec §4, §6): the splash while the session starts, a redirect to /login
 * remembering the target for guests, /dashboard for a path the user's function may not open, and
 * the stored redirect (or /dashboard) for a signed-in user on /login.
 */
function Guard({ auth, children }: { auth: RouteAuth; children: ReactNode }) {
  const location = useLocation();
  const decision = useRouteGuard(auth, `${location.pathname}${location.search}`);
  if (decision.kind === 'wait') return <Splash />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

/**
 * Every route renders behind the splash while its chunk loads. (react-aria's router, for links and
 * buttons with `href`, is set up by the signed-in layout: the guest screens have none.)
 */
function Routed() {
  return (
    <Suspense fallback={<Splash />}>
      <Outlet />
    </Suspense>
  );
}

function LogoutRoute() {
  const navigate = useNavigate();
  return <LogoutScreen onDone={() => void navigate('/', { replace: true })} />;
}

function buildRoutes(settings: PortalSettings): RouteObject[] {
  const appRoutes = PORTAL_ROUTES.filter((route) => route.layout === 'app').map(
    (route): RouteObject => ({
      path: route.path,
      element: (
        <Guard auth={route.auth}>
          <RouteScreen route={route} screen={SCREENS[route.path] ?? UnderConstructionPage} />
        </Guard>
      ),
    }),
  );
  return [
    {
      element: <Routed />,
      children: [
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        {
          path: '/login',
          element: (
            <Guard auth="onlyGuest">
              <SignInRoute />
            </Guard>
          ),
        },
        { path: '/logout', element: <LogoutRoute /> },
        { element: <ShellLayout demo={settings.demo} merchandisingUrl={settings.merchandisingUrl} />, children: appRoutes },
        { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
      ],
    },
  ];
}

export interface AppProps {
  /** The settings it runs with: the backend (embedded mock or a real URL) and the services it uses. */
  settings: PortalSettings;
  /**
   * Settles once the backend can answer (demo mode: the mock service worker has started); every
   * request of the session's api client waits for it. @default already settled
   */
  backendReady?: Promise<void>;
}

/** A fetch that sends each request once `ready` has settled (the demo backend is up). */
function fetchWhenReady(ready: Promise<void>): typeof fetch {
  return (input, init) => ready.then(() => globalThis.fetch(input, init));
}

/** The route table as elements (declarative routing: the portal uses no loaders or actions). */
function AppRoutes({ settings }: Pick<AppProps, 'settings'>) {
  return useRoutes(buildRoutes(settings));
}

/**
 * The portal: theme, session, router and the route table. Features are composed here, never
 * elsewhere. `BrowserRouter` rather than a data router: no route uses loaders, actions or fetchers,
 * and the data router would add about 15 KiB gzip to every first load.
 */
export function App({ settings, backendReady }: AppProps) {
  // Read once: SessionProvider creates its api client on mount.
  const [fetchImpl] = useState(() => (backendReady ? fetchWhenReady(backendReady) : undefined));
  return (
    <ConectaThemeProvider>
      <ConectaGlobalStyle />
      <SessionProvider
        baseUrl={settings.baseUrl}
        ipLookupUrl={settings.ipLookupUrl}
        {...(settings.timeoutMs !== null ? { timeoutMs: settings.timeoutMs } : {})}
        {...(fetchImpl ? { fetch: fetchImpl } : {})}
      >
        <BrowserRouter>
          <AppRoutes settings={settings} />
        </BrowserRouter>
      </SessionProvider>
    </ConectaThemeProvider>
  );
}
