import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useHref,
  useNavigate,
  type RouteObject,
} from 'react-router';
import { ConectaGlobalStyle, ConectaThemeProvider, Splash } from '@conecta/ui';
import type { BackendConfig } from './backend';
import { AppLayout } from './AppLayout';
import { GuestLayout } from './GuestLayout';
import { FALLBACK_PATH, HOME_PATH, PORTAL_ROUTES, type PortalRoute } from './routes';

/** Screens load lazily behind the full-screen splash (shell spec §2). */
const UnderConstructionPage = lazy(() => import('../pages/UnderConstructionPage'));
const SignInPlaceholderPage = lazy(() => import('../pages/SignInPlaceholderPage'));
const LogoutPage = lazy(() => import('../pages/LogoutPage'));

export interface RoutePageProps {
  route: PortalRoute;
}

function RouteScreen({ route, screen: Screen }: RoutePageProps & { screen: ComponentType<RoutePageProps> }) {
  useEffect(() => {
    document.title = `${route.title} · Conecta`;
  }, [route.title]);
  return <Screen route={route} />;
}

/** Lets react-aria links and buttons with `href` navigate through the router. */
function AriaRouting() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Suspense fallback={<Splash />}>
        <Outlet />
      </Suspense>
    </AriaRouterProvider>
  );
}

function buildRoutes(backend: BackendConfig): RouteObject[] {
  const screenFor = (route: PortalRoute) => (route.layout === 'guest' ? SignInPlaceholderPage : UnderConstructionPage);
  const toRoute = (route: PortalRoute): RouteObject => ({
    path: route.path,
    element: <RouteScreen route={route} screen={screenFor(route)} />,
  });
  return [
    {
      element: <AriaRouting />,
      children: [
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        { path: '/logout', element: <LogoutPage /> },
        { element: <GuestLayout />, children: PORTAL_ROUTES.filter((r) => r.layout === 'guest').map(toRoute) },
        {
          element: <AppLayout demo={backend.demo} />,
          children: PORTAL_ROUTES.filter((r) => r.layout === 'app').map(toRoute),
        },
        { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
      ],
    },
  ];
}

export interface AppProps {
  /** Where the backend is: the embedded mock (demo) or a real URL. */
  backend: BackendConfig;
}

/** The portal: theme, router and the route table. Features are composed here, never elsewhere. */
export function App({ backend }: AppProps) {
  const router = createBrowserRouter(buildRoutes(backend));
  return (
    <ConectaThemeProvider>
      <ConectaGlobalStyle />
      <RouterProvider router={router} />
    </ConectaThemeProvider>
  );
}
