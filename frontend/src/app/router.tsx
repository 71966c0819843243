import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { OnboardingGate, RedirectIfSignedIn, RequireAuth, RequireCompany } from './guards';
import { RouteErrorPage } from './route-error';
import { useSession } from '../auth/session';
import { firstPageModules, modulePreload, type RouteModule } from './route-chunks';

/** Each feature is its own chunk, loaded when its route is first opened. */
const loaders = {
  landing: () => import('../features/landing/landing-page'),
  auth: () => import('../features/auth/auth-page'),
  onboarding: () => import('../features/onboarding/onboarding-page'),
  shell: () => import('../features/shell/app-shell'),
  notFound: () => import('../features/not-found/not-found-page'),
  dashboard: () => import('../features/dashboard/routes'),
  customers: () => import('../features/customers/routes'),
  items: () => import('../features/items/routes'),
  quotes: () => import('../features/quotes/routes'),
  settings: () => import('../features/settings/routes'),
  records: () => import('../features/records/routes'),
} satisfies Record<RouteModule, () => Promise<unknown>>;
type PageName = 'landing' | 'auth' | 'onboarding' | 'shell' | 'notFound';
const PAGE_NAMES: readonly string[] = ['landing', 'auth', 'onboarding', 'shell', 'notFound'];
const loadedPages = new Map<string, ComponentType>();

/**
 * A route page loaded on demand. Once preloadRoute has loaded it, it renders at
 * once instead of suspending, so a prerendered page is replaced without a spinner.
 */
function page(name: PageName): ComponentType {
  const Lazy = lazy(() => loaders[name]().then((m) => (loadedPages.set(name, m.default), m)));
  return function Page() {
    const loaded = loadedPages.get(name);
    return loaded ? createElement(loaded) : createElement(Lazy);
  };
}

const LandingPage = page('landing');
const AuthPage = page('auth');
const OnboardingPage = page('onboarding');
const AppShell = page('shell');
const NotFoundPage = page('notFound');

/**
 * Loads (and runs) the modules the first page needs, all requested at once,
 * while the runtime config and the session are still being fetched.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all(
    firstPageModules(pathname).map((name) => {
      modulePreload(name);
      return loaders[name]()
        .then((m) => {
          if (PAGE_NAMES.includes(name) && 'default' in m) loadedPages.set(name, m.default as ComponentType);
        })
        .catch(() => undefined);
    }),
  );
}

const Suspended = ({ children }: { children: React.ReactNode }) => <Suspense fallback={<PageSpinner />}>{children}</Suspense>;

function Home() {
  const { session } = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return <LandingPage />;
}

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    element: (
      <Suspended>
        <Outlet />
      </Suspended>
    ),
    children: [
      { path: '/', element: <Home /> },
      { path: '/landing', element: <Navigate to="/" replace /> },
      {
        path: '/auth',
        element: (
          <RedirectIfSignedIn>
            <AuthPage />
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '/onboarding',
        element: (
          <RequireAuth>
            <OnboardingGate>
              <OnboardingPage />
            </OnboardingGate>
          </RequireAuth>
        ),
      },
      { path: '/onboarding/company', element: <Navigate to="/onboarding" replace /> },
      { path: '/quotes/new', element: <Navigate to="/dashboard/quotes/new" replace /> },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <RequireCompany>
              <AppShell />
            </RequireCompany>
          </RequireAuth>
        ),
        children: [
          { index: true, lazy: () => loaders.dashboard().then((m) => ({ Component: m.DashboardHome })) },
          { path: 'customers/*', lazy: () => loaders.customers().then((m) => ({ Component: m.CustomerRoutes })) },
          { path: 'items/*', lazy: () => loaders.items().then((m) => ({ Component: m.ItemRoutes })) },
          { path: 'quotes/*', lazy: () => loaders.quotes().then((m) => ({ Component: m.QuoteRoutes })) },
          { path: 'settings/*', lazy: () => loaders.settings().then((m) => ({ Component: m.SettingsRoutes })) },
          { path: '*', lazy: () => loaders.records().then((m) => ({ Component: m.RecordRoutes })) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
