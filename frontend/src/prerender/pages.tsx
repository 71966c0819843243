/**
 * Build-time prerender of the pages a visitor most often opens first, so they
 * paint before any JavaScript arrives; the app then renders the same page over them:
 * - the public sign-in page (/auth -> auth.html);
 * - the dashboard (/dashboard -> dashboard.html): the app shell and the dashboard
 *   as they look before the caller's name, company and figures are known.
 * Each page's modules are imported on demand and the build loads this bundle
 * afresh for every page, so a page's styles are exactly the ones it uses.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NotificationsProvider } from '../app/notifications';
import { SessionProvider, type Session } from '../auth/session';
import { setRuntimeConfig } from '../config';
import { addedStyles } from '../app/add-style';
import type { PrerenderedPage } from '../prerendered';
import { setPrerendering } from './mode';

export interface RenderedPage {
  html: string;
  /** The styles the page uses (id -> CSS), in the order the app adds them. */
  styles: [string, string][];
}

function render(location: string, session: Session, page: ReactNode): RenderedPage {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <NotificationsProvider>
        <SessionProvider initial={session}>
          <StaticRouter location={location}>{page}</StaticRouter>
        </SessionProvider>
      </NotificationsProvider>
    </QueryClientProvider>,
  );
  return { html, styles: addedStyles() };
}

/** One entry for each page in PRERENDERED (src/prerendered.ts). */
export const pages: Record<PrerenderedPage, () => Promise<RenderedPage>> = {
  async auth(): Promise<RenderedPage> {
    const { default: AuthPage } = await import('../features/auth/auth-page');
    return render('/auth', { status: 'signedOut' }, <AuthPage />);
  },
  async dashboard(): Promise<RenderedPage> {
    const { ShellSkeleton } = await import('../features/shell/shell-skeleton');
    const { DashboardHome } = await import('../features/dashboard/routes');
    // Signed in as nobody in particular: no name, no company, figures still loading.
    return render(
      '/dashboard',
      { status: 'signedIn', userId: '', email: '', isSuperAdmin: false },
      <ShellSkeleton>
        <DashboardHome />
      </ShellSkeleton>,
    );
  },
};

setPrerendering(true);
setRuntimeConfig({ stage: 'build', region: '', userPoolId: '', userPoolClientId: '', authFlowType: 'USER_SRP_AUTH', socialProviders: [], oauthDomain: null });
