import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Amplify } from 'aws-amplify';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@cloudscape-design/global-styles/index.css';
import './styles.css';
import { loadConfig } from './config';
import { preloadRoute, router } from './app/router';
import { readSession, SessionProvider } from './auth/session';
import { NotificationsProvider } from './app/notifications';
import { ApiRequestError } from './api/errors';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

async function start() {
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
  if (session.status === 'signedIn' && window.location.pathname.startsWith('/dashboard')) {
    // Who the caller is (GET /api/me) is needed before any dashboard page shows: ask now,
    // while the page's chunks are still downloading, not after the first render.
    void queryClient.prefetchQuery({ queryKey: ['me'], queryFn: () => import('./api/account').then((m) => m.getMe()), staleTime: 60_000 });
  }
  await preloaded;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <SessionProvider initial={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  document.getElementById('root')!.innerHTML = `<main style="padding:2rem;font-family:sans-serif"><h1>Kobo could not start</h1><p>${String((error as Error).message).replace(/</g, '&lt;')}</p></main>`;
});
