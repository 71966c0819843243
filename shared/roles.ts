/**
 * The roles a member of a company holds, used by both sides: the route table
 * (shared/routes.ts) names which of them may call each member route, the
 * server enforces it, and the screens hide what a role cannot do.
 *
 * - owner: everything, billing and the team included; whoever creates the company.
 * - admin: everything but billing and owners.
 * - staff: creates and edits records; no settings; a document that has left
 *   draft (sent, accepted, paid, ...) stays on the record: no deleting it,
 *   voiding it or reverting it to draft.
 * - viewer: reads only.
 */
export const ROLES = ['owner', 'admin', 'staff', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** A non-empty set of roles, as a route declares it. */
export type RoleSet = readonly [Role, ...Role[]];

/** Every role: reads (a PDF link or an export is a read too). */
export const ALL = ROLES;
/** Those who create and edit records. */
export const WRITERS = ['owner', 'admin', 'staff'] as const satisfies RoleSet;
/** Those who change the company's settings and remove what was issued. */
export const MANAGERS = ['owner', 'admin'] as const satisfies RoleSet;
/** Billing and ownership. */
export const OWNERS = ['owner'] as const satisfies RoleSet;

/**
 * Who may remove a document that has left draft, or undo that it was issued
 * (void an invoice, revert a quote to draft). Staff only delete their drafts.
 */
export const ISSUED_DOCUMENT_REMOVERS: RoleSet = MANAGERS;

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
