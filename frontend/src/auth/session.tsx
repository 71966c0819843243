import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runtimeConfig } from '../config';
import { amplifyAuth, amplifyLoaded } from './amplify';
import { groupsOf, hasStoredUser, storedSession } from './stored-tokens';
import { SUPER_ADMIN_GROUP } from '../../../shared/admin';

export type Session =
  | { status: 'loading' }
  /** `byUser`: the user signed out here (not an expired session); whoever called signOut takes them on. */
  | { status: 'signedOut'; byUser?: boolean }
  | { status: 'signedIn'; userId: string; email: string; isSuperAdmin: boolean };

interface SessionContextValue {
  session: Session;
  refresh: () => Promise<void>;
  /** `global`: Cognito revokes every device's refresh tokens too (GlobalSignOut). */
  signOut: (options?: { global?: boolean }) => Promise<void>;
}

/** True while the user's own sign-out runs (Amplify's 'signedOut' event then comes from it). */
let signingOut = false;

const SessionContext = createContext<SessionContextValue | null>(null);

const sessionOf = (id: Record<string, unknown>): Session => ({ status: 'signedIn', userId: String(id.sub), email: String(id.email ?? ''), isSuperAdmin: groupsOf(id).includes(SUPER_ADMIN_GROUP) });

/** A social sign-in's redirect back (`?code=`), which Amplify takes once it is configured. */
export const returningFromSocialSignIn = () => new URLSearchParams(window.location.search).has('code');

/**
 * The signed-in user: from the tokens Amplify stored when they are good for a while yet
 * (no Amplify loaded), otherwise from Amplify (which refreshes them, or finds none).
 */
export async function readSession(): Promise<Session> {
  const { userPoolClientId } = runtimeConfig();
  const stored = storedSession(userPoolClientId);
  if (stored) return sessionOf(stored.claims);
  // Nothing stored and no social sign-in coming back: signed out, without loading Amplify.
  if (!hasStoredUser(userPoolClientId) && !returningFromSocialSignIn()) return { status: 'signedOut' };
  try {
    const { tokens } = await (await amplifyAuth()).fetchAuthSession();
    const id = tokens?.idToken?.payload;
    if (!id?.sub) return { status: 'signedOut' };
    return sessionOf(id);
  } catch {
    return { status: 'signedOut' };
  }
}

/** Holds the Cognito session; the route guard and the shell read it. */
export function SessionProvider({ children, initial = { status: 'loading' } }: { children: ReactNode; initial?: Session }) {
  const [session, setSession] = useState<Session>(initial);
  const queryClient = useQueryClient();
  const refresh = useCallback(async () => {
    setSession(await readSession());
  }, []);
  useEffect(() => {
    if (initial.status === 'loading') void refresh();
    // Amplify's events, once anything has loaded Amplify (a page that never needs it never does).
    let stop: (() => void) | undefined;
    let gone = false;
    void amplifyLoaded.then((Hub) => {
      if (gone) return;
      stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut') {
        queryClient.clear();
        setSession({ status: 'signedOut', byUser: signingOut });
      } else if (payload.event === 'signedIn' || payload.event === 'tokenRefresh') {
        void refresh();
      } else if (payload.event === 'tokenRefresh_failure') {
        setSession({ status: 'signedOut' });
      }
      });
    });
    return () => {
      gone = true;
      stop?.();
    };
    // The initial session is read once, before the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refresh, queryClient]);
  const signOut = useCallback(async (options?: { global?: boolean }) => {
    signingOut = true;
    try {
      await (await amplifyAuth()).signOut(options?.global ? { global: true } : undefined);
    } finally {
      signingOut = false;
    }
    queryClient.clear();
    setSession({ status: 'signedOut', byUser: true });
  }, [queryClient]);
  const value = useMemo(() => ({ session, refresh, signOut }), [session, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}

/** The caller's profile, company and subscription (GET /api/me), cached. */
export function useMe() {
  const { session } = useSession();
  return useQuery({
    queryKey: ['me'],
    // Loaded on demand: the API layer (and zod) stays off the sign-in page's critical path.
    queryFn: () => import('../api/account').then((m) => m.getMe()),
    enabled: session.status === 'signedIn', staleTime: 60_000 });
}
