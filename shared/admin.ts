import { DEFAULT_PAGE_SIZE } from './constants';

/*
 * The super-admin area's words and values, apart from its schemas (shared/schemas/admin.ts)
 * so that its pages do not download zod.
 */

export const SUPER_ADMIN_GROUP = 'super_admin';

export const ADMIN_MESSAGES = {
  loadFailed: 'Failed to load admin data',
  assigned: 'Super admin role assigned successfully',
  assignFailed: 'Failed to assign role',
  removed: 'Super admin role removed',
  removeFailed: 'Failed to remove role',
  lastAdmin: 'Kobo needs at least one super admin: assign the role to someone else first',
  alreadyAdmin: 'This user is already a super admin',
  notAdmin: 'This user is not a super admin',
} as const;

/** The admin lists are short pages: every shard of the directory is read for each (services/admin/directory.ts). */
export const ADMIN_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const ADMIN_ACTIONS = ['assign_super_admin', 'remove_super_admin'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  assign_super_admin: 'Assigned super admin',
  remove_super_admin: 'Removed super admin',
};

