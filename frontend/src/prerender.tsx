/**
 * Build-time prerender of the public sign-in page (/auth): its HTML and the
 * styles it uses are written into auth.html, so the page paints before any
 * JavaScript arrives. The app then renders the same page over it.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NotificationsProvider } from './app/notifications';
import { SessionProvider } from './auth/session';
import { setRuntimeConfig } from './config';
import { addedStyles } from './app/add-style';
import AuthPage from './features/auth/auth-page';

export function renderAuthPage(): { html: string; styles: [string, string][] } {
  setRuntimeConfig({ stage: 'build', region: '', userPoolId: '', userPoolClientId: '', authFlowType: 'USER_SRP_AUTH', socialProviders: [], oauthDomain: null });
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationsProvider>
        <SessionProvider initial={{ status: 'signedOut' }}>
          <StaticRouter location="/auth">
            <AuthPage />
          </StaticRouter>
        </SessionProvider>
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return { html, styles: addedStyles() };
}
