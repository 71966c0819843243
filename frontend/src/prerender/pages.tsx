/**
 * Build-time prerender of every page of the front end's manifest (src/prerendered.ts,
 * app/features.ts), so each paints before any JavaScript arrives; the app then renders
 * the same page over it:
 * - sign-in (/auth) and the invitation page (/join/:token), signed out;
 * - onboarding, signed in with no company yet;
 * - every dashboard page inside the app shell (ShellSkeleton), as it looks before the
 *   caller's name, company and data are known: its loading state.
 * Each page's modules are imported on demand and the build loads this bundle afresh
 * for every page, so a page's styles are exactly the ones it uses.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NotificationsProvider } from '../app/notifications';
import { SessionProvider, type Session } from '../auth/session';
import { setRuntimeConfig } from '../config';
import { addedStyles } from '../app/add-style';
import { DASHBOARD_PAGES, PAGES } from '../app/features';
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

const signedOut: Session = { status: 'signedOut' };
/** Signed in as nobody in particular: no name, no company, data still loading. */
const nobody: Session = { status: 'signedIn', userId: '', email: '', isSuperAdmin: false };

/** The page at `pattern` (an entry of PAGE_FILES whose kind is 'app'), at a URL that fits it. */
export async function renderPage(pattern: string): Promise<RenderedPage> {
  const url = pattern.replace(/:\w+/g, '_');
  const routed = (Page: ComponentType) => (
    <Routes>
      <Route path={pattern} element={<Page />} />
    </Routes>
  );
  if (pattern === '/auth') return render(url, signedOut, routed(await PAGES.auth.load()));
  if (pattern === '/join/:token') return render(url, signedOut, routed(await PAGES.join.load()));
  if (pattern === '/onboarding') return render(url, nobody, routed(await PAGES.onboarding.load()));
  const entry = DASHBOARD_PAGES.find((p) => p.pattern === pattern);
  if (!entry) throw new Error(`No page to prerender at ${pattern}`);
  const { ShellSkeleton } = await import('../features/shell/shell-skeleton');
  return render(url, nobody, <ShellSkeleton>{routed(await entry.page.load())}</ShellSkeleton>);
}

setPrerendering(true);
setRuntimeConfig({ stage: 'build', region: '', userPoolId: '', userPoolClientId: '', authFlowType: 'USER_SRP_AUTH', socialProviders: [], oauthDomain: null });
