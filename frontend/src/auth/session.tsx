import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; userId: string; email: string; isSuperAdmin: boolean };

interface SessionContextValue {
  session: Session;
  refresh: () => Promise<void>;
  /** `global`: Cognito revokes every device's refresh tokens too (GlobalSignOut). */
  signOut: (options?: { global?: boolean }) => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export async function readSession(): Promise<Session> {
  try {
    const { tokens } = await fetchAuthSession();
    const id = tokens?.idToken?.payload;
    if (!id?.sub) return { status: 'signedOut' };
    const groups = (id['cognito:groups'] as string[] | undefined) ?? [];
    return { status: 'signedIn', userId: String(id.sub), email: String(id.email ?? ''), isSuperAdmin: groups.includes('super_admin') };
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
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut') {
        queryClient.clear();
        setSession({ status: 'signedOut' });
      } else if (payload.event === 'signedIn' || payload.event === 'tokenRefresh') {
        void refresh();
      } else if (payload.event === 'tokenRefresh_failure') {
        setSession({ status: 'signedOut' });
      }
    });
    // The initial session is read once, before the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refresh, queryClient]);
  const signOut = useCallback(async (options?: { global?: boolean }) => {
    await amplifySignOut(options?.global ? { global: true } : undefined);
    queryClient.clear();
    setSession({ status: 'signedOut' });
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
