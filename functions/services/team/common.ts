import { createHash } from 'node:crypto';
import { planOf } from '../../../shared/plans';
import { OWNERS, type Role } from '../../../shared/roles';
import { db } from '../../entities/table';
import { ForbiddenError } from '../../lib/errors';
import type { Member } from '../../lib/http';

/*
 * Team members and invitations. Every rule that must hold under concurrency is
 * a condition of the transaction that changes it:
 * - one pending invitation per e-mail and company (its id comes from the e-mail; create is attribute_not_exists);
 * - the plan's team limit: `seats` (members + pending invitations) < limit, on the invite's ADD;
 * - a link works once and not after it expires: accepting deletes its lookup, conditional on it
 *   existing and not being past `expiresAt`; resend and cancel delete it too;
 * - one company per user: the profile's `attribute_not_exists(companyId)`;
 * - never no owner: `owners > 1` on every ADD -1.
 */

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const OWNERS_ONLY = 'Only an owner can invite, change or remove an owner';

/** Only an owner may invite, change or remove an owner (an admin manages everyone else). */
export function assertMayManage(caller: Member, ...roles: Role[]) {
  if (roles.includes('owner') && !OWNERS.includes(caller.role as 'owner')) throw new ForbiddenError(OWNERS_ONLY);
}

/** The plan's team limit: members and pending invitations together. */
export async function teamLimit(companyId: string): Promise<number> {
  const { data } = await db().entities.subscription.get({ companyId }).go({ attributes: ['planType'] });
  return planOf(data?.planType).teamMemberLimit;
}

export async function companyName(companyId: string): Promise<string> {
  const { data } = await db().entities.company.get({ companyId }).go({ attributes: ['name'] });
  return data?.name ?? 'your company';
}
