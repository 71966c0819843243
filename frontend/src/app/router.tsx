import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { OnboardingGate, RedirectIfSignedIn, RequireAuth, RequireCompany } from './guards';
import { RouteErrorPage } from './route-error';
import { useSession } from '../auth/session';

/** Each feature is its own chunk, loaded when its route is first opened. */
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

const LandingPage = page(() => import('../features/landing/landing-page'));
const AuthPage = page(() => import('../features/auth/auth-page'));
const OnboardingPage = page(() => import('../features/onboarding/onboarding-page'));
const AppShell = page(() => import('../features/shell/app-shell'));
const NotFoundPage = page(() => import('../features/not-found/not-found-page'));

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
          { index: true, lazy: () => import('../features/dashboard/routes').then((m) => ({ Component: m.DashboardHome })) },
          { path: 'customers/*', lazy: () => import('../features/customers/routes').then((m) => ({ Component: m.CustomerRoutes })) },
          { path: 'settings/*', lazy: () => import('../features/settings/routes').then((m) => ({ Component: m.SettingsRoutes })) },
          { path: '*', lazy: () => import('../features/records/routes').then((m) => ({ Component: m.RecordRoutes })) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
