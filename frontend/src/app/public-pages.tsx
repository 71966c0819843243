import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../auth/session';
import { reportError } from '../components/report-error';
import { PageSpinner } from '../components/page-spinner';

/*
 * The home and pricing pages are pages of their own, without the app (src/public/, built by
 * frontend/public-build.ts): the app reaches them by loading them, not by rendering a route.
 */

/** The query that makes the home page say 'Successfully logged out' (src/public/main.ts). */
export const SIGNED_OUT_QUERY = 'signedout=1';

/** Leaves the app for the home page, which says the user is signed out. */
export function leaveToHome(): void {
  window.location.assign(`/?${SIGNED_OUT_QUERY}`);
}

/** A route the app reaches by navigating (a link, a redirect) to a public page: loads that page. */
export function PublicPage({ path }: { path: string }) {
  useEffect(() => {
    window.location.replace(path);
  }, [path]);
  return <PageSpinner />;
}

/** /signout: the public pages' Log out. Signs out here, then the home page says so. */
export function SignOutPage() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (session.status === 'loading' || started.current) return;
    started.current = true;
    if (session.status === 'signedOut') {
      leaveToHome();
      return;
    }
    signOut().then(leaveToHome, (error: unknown) => {
      reportError('sign out', error);
      navigate('/dashboard', { replace: true });
    });
  }, [session.status, signOut, navigate]);
  return <PageSpinner />;
}
