import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Amplify } from 'aws-amplify';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadConfig } from '../config';
import { preloadRoute, router } from './router';
import { readSession, SessionProvider } from '../auth/session';
import { NotificationsProvider } from './notifications';
import { ApiRequestError } from '../api/errors';
import { handOver, takeOver } from './handover';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * Starts the app: runtime config, Amplify, the session, then the first render.
 * `prerendered`: the page arrived with its markup (auth.html, dashboard.html), and the
 * first render replaces it without showing anything else in between.
 */
export async function start(prerendered: boolean): Promise<void> {
  const preloaded = preloadRoute(window.location.pathname);
  const config = await loadConfig();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          ...(config.oauthDomain && config.socialProviders.length
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: ['email', 'openid', 'profile'],
                  redirectSignIn: [`${window.location.origin}/dashboard`],
                  redirectSignOut: [`${window.location.origin}/`],
                  responseType: 'code' as const,
                  providers: config.socialProviders,
                },
              }
            : {}),
        },
      },
    },
  });
  // The first render shows the real page (no spinner): over a prerendered page it changes nothing visible.
  const session = await readSession();
  let me: Promise<void> | undefined;
  if (session.status === 'signedIn' && window.location.pathname.startsWith('/dashboard')) {
    // Who the caller is (GET /api/me) is needed before any dashboard page shows: ask now,
    // while the page's chunks are still downloading, not after the first render.
    me = queryClient.prefetchQuery({ queryKey: ['me'], queryFn: () => import('../api/account').then((m) => m.getMe()), staleTime: 60_000 });
  }
  await preloaded;
  // Over a prerendered dashboard (dashboard.html) the first render also waits for the caller,
  // so the skeleton gives way to the page itself rather than to a spinner.
  if (me && prerendered) await me;
  // The first render must be the page itself: wait for the router to load the route's modules.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  const root = document.getElementById('root')!;
  // Over a prerendered page, what the user did before now is read off it, the app's page
  // replaces it in the same task (flushSync), and what was read is written into the app's page.
  const handover = prerendered ? takeOver(root) : undefined;
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <SessionProvider initial={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(app));
  if (handover) handOver(root, handover);
}
