import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { OnboardingGate, OpeningScreen, RedirectIfSignedIn, RequireAuth, RequireCompany } from './guards';
import { RouteErrorPage } from './route-error';
import { PublicPage, SignOutPage } from './public-pages';
import { useSession } from '../auth/session';
import { modulePreload, runInSlices } from './route-chunks';
import { DASHBOARD_FEATURES, DASHBOARD_PAGES, firstPageModules, PAGES, type PageName } from './features';

/** The top-level pages already loaded, by source module (dashboard features load through the router). */
const loadedPages = new Map<string, ComponentType>();
const PAGE_SOURCES = new Set<string>(Object.values(PAGES).map((p) => p.source));

/**
 * A top-level page (features.ts) loaded on demand. Once preloadRoute has loaded it,
 * it renders at once instead of suspending, so a prerendered page is replaced without a spinner.
 */
function page(name: PageName): ComponentType {
  const { source, load } = PAGES[name];
  const Lazy = lazy(() => load().then((component) => (loadedPages.set(source, component), { default: component })));
  return function Page() {
    const loaded = loadedPages.get(source);
    return loaded ? createElement(loaded) : createElement(Lazy);
  };
}

const AuthPage = page('auth');
const OnboardingPage = page('onboarding');
const AppShell = page('shell');
const JoinPage = page('join');
const NotFoundPage = page('notFound');

/**
 * Loads (and runs) the modules the first page needs, all requested at once,
 * while the runtime config and the session are still being fetched; their files run
 * a slice at a time (runInSlices).
 */
export async function preloadRoute(pathname: string): Promise<unknown> {
  const modules = firstPageModules(pathname);
  for (const { source } of modules) modulePreload(source);
  await runInSlices(modules.map(({ source }) => source));
  return Promise.all(
    modules.map(({ source, load }) =>
      load()
        .then((component) => {
          if (PAGE_SOURCES.has(source)) loadedPages.set(source, component);
        })
        .catch(() => undefined),
    ),
  );
}

const Suspended = ({ children }: { children: React.ReactNode }) => <Suspense fallback={<PageSpinner />}>{children}</Suspense>;

/** / in the app (reached by a link or a redirect): a signed-in user's opening screen, the home page for a visitor. */
function Home() {
  const { session } = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signedIn') return <OpeningScreen />;
  return <PublicPage path="/" />;
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
      // The home and pricing pages are pages of their own (src/public/); /landing is the home page.
      { path: '/landing', element: <PublicPage path="/" /> },
      { path: '/pricing', element: <PublicPage path="/pricing" /> },
      // Where the home page sends a signed-in user: their opening screen.
      {
        path: '/start',
        element: (
          <RequireAuth>
            <OpeningScreen />
          </RequireAuth>
        ),
      },
      { path: '/signout', element: <SignOutPage /> },
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
      // An invitation's link: public; the page itself handles a signed-in visitor.
      { path: '/join/:token', element: <JoinPage /> },
      { path: '/onboarding/company', element: <Navigate to="/onboarding" replace /> },
      { path: '/quotes/new', element: <Navigate to="/dashboard/quotes/new" replace /> },
      // The spec's address of the super-admin area; it lives in the app shell.
      { path: '/admin-dashboard', element: <Navigate to="/dashboard/admin-dashboard" replace /> },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <RequireCompany>
              <AppShell />
            </RequireCompany>
          </RequireAuth>
        ),
        // Every page from the manifest, each a chunk of its own, loaded when first opened; a path
        // no page owns is the 404 inside the shell.
        children: [
          ...DASHBOARD_PAGES.map(({ pattern, page }) => {
            const lazyRoute = () => page.load().then((Component) => ({ Component }));
            return pattern === '/dashboard' ? { index: true, lazy: lazyRoute } : { path: pattern.slice('/dashboard/'.length), lazy: lazyRoute };
          }),
          { path: '*', lazy: () => DASHBOARD_FEATURES.find((f) => f.path === '*')!.pages[0]!.load().then((Component) => ({ Component })) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
