import { routes, type RouteName } from './routes';
import { ISSUED_DOCUMENT_REMOVERS, OWNERS, type Role, type RoleSet } from './roles';

/**
 * What a role may do, for the screens to hide what it cannot: every action is
 * a route of shared/routes.ts (by its name, so the roles the server
 * enforces are the ones the screens follow), or one of the few rules the
 * services add beyond the table.
 */
const RULES = {
  /** Delete a document that has left draft, void an invoice, revert a quote to draft (services/roles.ts). */
  removeIssuedDocument: ISSUED_DOCUMENT_REMOVERS,
  /** Invite, change or remove an owner (services/team.ts). */
  manageOwners: OWNERS,
} as const satisfies Record<string, RoleSet>;

export type Action = RouteName | keyof typeof RULES;

const ROUTE_ROLES = new Map<string, readonly Role[] | undefined>(routes.map((r) => [r.name, 'roles' in r ? r.roles : undefined]));

/**
 * True when `role` may do `action`. No role (before onboarding, or while
 * /api/me loads) may do nothing a member route guards; a route that is not a
 * member route (public, any signed-in user) names no roles and is open to all.
 */
export function can(role: Role | null | undefined, action: Action): boolean {
  const roles: readonly Role[] | undefined = action in RULES ? RULES[action as keyof typeof RULES] : ROUTE_ROLES.get(action);
  if (!roles) return true;
  return Boolean(role && roles.includes(role));
}
