import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMe, useSession } from '../auth/session';
import { PageSpinner } from '../components/page-spinner';
import { useNotify } from './notifications';
import { DEFAULT_OPENING_SCREEN, OPENING_SCREEN_PATHS } from '../../../shared/opening-screen';

/** Signed-out visitors go to /auth; the page they wanted is remembered in state.from. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  // Signing out, the user is taken on by whoever signed them out (sign-in, the landing page): no second redirect to race it.
  if (session.status === 'signedOut' && session.byUser) return <PageSpinner />;
  if (session.status === 'signedOut') return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Dashboard routes need a profile and a company; otherwise the user is sent to onboarding with a message. */
export function RequireCompany({ children }: { children: ReactNode }) {
  const me = useMe();
  const notify = useNotify();
  const told = useRef(false);
  const missing = me.data ? (!me.data.profile ? 'profile' : !me.data.company ? 'company' : null) : null;
  // A removed member's onboarding page says which company removed them: no second message.
  const removed = Boolean(me.data?.removedFrom);
  useEffect(() => {
    if (missing && !removed && !told.current) {
      told.current = true;
      notify('info', missing === 'profile' ? 'Please complete your profile to continue' : 'Please set up your company to continue');
    }
  }, [missing, removed, notify]);
  useEffect(() => {
    if (me.isError) notify('error', 'Error: Failed to load user profile');
  }, [me.isError, notify]);
  if (me.isPending) return <PageSpinner />;
  if (me.isError) return <PageSpinner label="Failed to load user profile" />;
  if (missing) return <Navigate to="/onboarding" replace />;
  return <>{children}</>;
}

/** A user who already has a company does not see onboarding again. */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (me.data?.company) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/**
 * The page the app opens on (Settings > Opening Screen): after signing in, and
 * when a signed-in user opens the app at its address. Before onboarding it is
 * the dashboard (whose guard then sends them to onboarding).
 */
export function OpeningScreen() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  const screen = me.data?.profile?.openingScreen ?? DEFAULT_OPENING_SCREEN;
  return <Navigate to={OPENING_SCREEN_PATHS[screen]} replace />;
}

/** A signed-in user who opens /auth goes where they came from, or to their opening screen (on signing in too). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signedIn') {
    const from = (location.state as { from?: string } | null)?.from;
    return from && from.startsWith('/') && !from.startsWith('//') ? <Navigate to={from} replace /> : <OpeningScreen />;
  }
  return <>{children}</>;
}
