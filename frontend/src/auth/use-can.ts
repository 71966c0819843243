import { useCallback } from 'react';
import { can, type Action } from '../../../shared/permissions';
import { useMe } from './session';
import { isPrerendering } from '../prerender/mode';

/**
 * `can(action)` for the signed-in member, from the role GET /api/me answers:
 * the screens hide what the role may not do (the server refuses it anyway).
 * While /api/me loads nothing guarded shows. A prerendered page shows what an owner
 * sees (most visitors are owners, and the app's first render over the page waits for
 * /api/me), so its boxes are where the app's page puts them.
 */
export function useCan(): (action: Action) => boolean {
  const known = useMe().data?.role;
  const role = isPrerendering() ? 'owner' : known;
  return useCallback((action: Action) => can(role, action), [role]);
}
