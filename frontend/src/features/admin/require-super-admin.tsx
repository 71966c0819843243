import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { isPrerendering } from '../../prerender/mode';

/**
 * The super-admin area's pages: anyone signed in who is not a super admin is sent to /
 * (spec: Super-admin dashboard). The API refuses them too (403): this only spares them the page.
 * The prerendered page paints for everyone; the app decides once the session is known.
 */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (!isPrerendering() && session.status === 'signedIn' && !session.isSuperAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
