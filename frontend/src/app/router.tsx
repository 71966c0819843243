import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { OnboardingGate, RedirectIfSignedIn, RequireAuth, RequireCompany } from './guards';
import { RouteErrorPage } from './route-error';
import { useSession } from '../auth/session';

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
};
/** The source module behind each loader, as the build's route-chunk manifest names it. */
const sources: Record<keyof typeof loaders, string> = {
  landing: 'features/landing/landing-page.tsx',
  auth: 'features/auth/auth-page.tsx',
  onboarding: 'features/onboarding/onboarding-page.tsx',
  shell: 'features/shell/app-shell.tsx',
  notFound: 'features/not-found/not-found-page.tsx',
  dashboard: 'features/dashboard/routes.tsx',
  customers: 'features/customers/routes.tsx',
  items: 'features/items/routes.tsx',
  quotes: 'features/quotes/routes.tsx',
  settings: 'features/settings/routes.tsx',
  records: 'features/records/routes.tsx',
};

function modulePreload(name: keyof typeof loaders): void {
  const manifest = document.getElementById('kobo-route-chunks')?.textContent;
  if (!manifest) return;
  const files = (JSON.parse(manifest) as Record<string, string[]>)[sources[name]] ?? [];
  for (const href of files) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}
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

/** The feature chunk behind a /dashboard path. */
function dashboardFeature(pathname: string): keyof typeof loaders {
  if (pathname === '/dashboard' || pathname === '/dashboard/') return 'dashboard';
  for (const feature of ['customers', 'items', 'quotes', 'settings'] as const) {
    if (pathname === `/dashboard/${feature}` || pathname.startsWith(`/dashboard/${feature}/`)) return feature;
  }
  return 'records';
}

/**
 * Loads the chunks the first page needs (requesting them all at once) while the
 * runtime config and the session are still being fetched, instead of after them.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const first = pathname.split('/')[1] ?? '';
  const wanted: (keyof typeof loaders)[] =
    first === '' || first === 'landing'
      ? ['landing']
      : first === 'auth'
        ? ['auth']
        : first === 'onboarding'
          ? ['onboarding']
          : first === 'dashboard'
            ? ['shell', dashboardFeature(pathname)]
            : ['notFound'];
  return Promise.all(
    wanted.map((name) => {
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
