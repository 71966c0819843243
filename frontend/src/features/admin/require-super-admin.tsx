import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { isPrerendering } from '../../prerender/mode';
import { SUPER_ADMIN_GROUP } from '../../../../shared/admin';

/**
 * The super-admin area's pages: anyone signed in who is not a super admin is sent to /
 * (spec: Super-admin dashboard), and the page never renders for them, so it asks the admin
 * API nothing. The API refuses them too (403).
 * The prerendered page holds the page hidden: its early script (prerender/early.ts) shows it
 * before the first paint when the stored token's `cognito:groups` names the group, and asks
 * its API only then; anyone else never sees its heading.
 */
export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (isPrerendering()) {
    return (
      <div data-kobo-group={SUPER_ADMIN_GROUP} hidden>
        {children}
      </div>
    );
  }
  if (session.status === 'signedIn' && !session.isSuperAdmin) return <Navigate to="/" replace />;
  return session.status === 'signedIn' ? <>{children}</> : null;
}
