import { useCallback } from 'react';
import { can, type Action } from '../../../shared/permissions';
import { useMe } from './session';

/**
 * `can(action)` for the signed-in member, from the role GET /api/me answers:
 * the screens hide what the role may not do (the server refuses it anyway).
 * While /api/me loads nothing guarded shows.
 */
export function useCan(): (action: Action) => boolean {
  const role = useMe().data?.role;
  return useCallback((action: Action) => can(role, action), [role]);
}
