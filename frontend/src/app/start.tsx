import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadConfig } from '../config';
import { preloadRoute, router } from './router';
import { readSession, returningFromSocialSignIn, SessionProvider } from '../auth/session';
import { amplifyAuth } from '../auth/amplify';
import { NotificationsProvider } from './notifications';
import { ApiRequestError } from '../api/errors';
import { handOver, takeOver } from './handover';
import { flushStyles } from './add-style';

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
  await loadConfig();
  // Amplify is loaded only when needed (auth/amplify.ts): readSession asks it for a stored session
  // to refresh; a social sign-in coming back (?code=) needs it configured to take the code.
  if (returningFromSocialSignIn()) await amplifyAuth();
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
  if (!prerendered) {
    const reactRoot = createRoot(root);
    flushSync(() => reactRoot.render(app));
    return;
  }
  // Over a prerendered page the app renders beside it, hidden, a slice at a time: a transition
  // yields to the browser every few milliseconds, so on a slow phone no long task holds the
  // page, and a tap or a keystroke meanwhile lands on the prerendered page (and its early
  // script). When the app's page commits, in that same task (before any paint or input),
  // what the user did is read off the prerendered page, the app's page takes its place, and
  // what was read is written into it.
  const twin = document.createElement('div');
  twin.hidden = true;
  root.after(twin);
  const swap = () => {
    flushStyles();
    const handover = takeOver(root);
    root.remove();
    twin.id = 'root';
    twin.hidden = false;
    // After the commit has finished (a state update inside it could not be flushed), still in this task.
    queueMicrotask(() => handOver(twin, handover));
  };
  const reactRoot = createRoot(twin);
  startTransition(() => reactRoot.render(<OnFirstCommit run={swap}>{app}</OnFirstCommit>));
}

let committed = false;
/** Runs `run` once, in the layout phase of the app's first commit (StrictMode's second mount included). */
function OnFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    if (committed) return;
    committed = true;
    run();
  }, [run]);
  return children;
}
