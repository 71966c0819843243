import { isRole, type Role } from '../../shared/roles';
import { db } from '../entities/table';
import { committed, isConditionFailure, TransactionCancelled } from '../lib/dynamo-errors';
import { AppError, ConflictError, ForbiddenError } from '../lib/errors';
import { accessOf, READ_ONLY_MESSAGE, WRITES_WHILE_DELETING, WRITES_WHILE_READ_ONLY } from '../../shared/subscription';
import { deletionScheduledMessage } from '../../shared/company-data';
import { formatDate } from '../../shared/dates';
import { displayName } from '../lib/actor';
import { userEntryOp } from './admin/directory';

export interface Membership {
  companyId: string;
  role: Role;
  name: string;
}

/**
 * What the API needs to know about a caller on every request, from their
 * profile (one GetItem): their company and role, and when they last signed
 * out on every device (epoch seconds; tokens from sign-ins up to then are
 * refused, see functions/lib/http.ts). A profile with a company but no role
 * this code knows (written before the four roles) is refused rather than
 * guessed at: it would be the one place a role came from anywhere but the
 * membership.
 */
export async function readCaller(userId: string): Promise<{ membership: Membership | null; sessionsRevokedAt?: number }> {
  // Consistent: a member removed or demoted (or signed out everywhere) a moment ago is refused on their very next request.
  const { data } = await db()
    .entities.profile.get({ userId })
    .go({ attributes: ['companyId', 'role', 'firstName', 'lastName', 'email', 'sessionsRevokedAt'], consistent: true });
  const sessionsRevokedAt = data?.sessionsRevokedAt;
  if (!data?.companyId) return { membership: null, sessionsRevokedAt };
  if (!isRole(data.role)) throw new ForbiddenError('Your role in this company is not set; ask the company owner to set it');
  return { membership: { companyId: data.companyId, role: data.role, name: displayName(data, userId) }, sessionsRevokedAt };
}

/**
 * Refuses a write the company may not make now, from one GetItem of its subscription:
 * while it waits to be deleted (409 `deletion_scheduled`), every write but those
 * WRITES_WHILE_DELETING names; while it is read-only (its trial or paid period ended
 * more than the grace period ago, shared/subscription.ts), every write but those
 * WRITES_WHILE_READ_ONLY names (402).
 */
export async function assertWritable(companyId: string, routeName: string): Promise<void> {
  const { data } = await db().entities.subscription.get({ companyId }).go({ attributes: ['planType', 'status', 'endDate', 'deleteOn'] });
  if (data?.deleteOn && !WRITES_WHILE_DELETING.includes(routeName)) throw new ConflictError(deletionScheduledMessage(formatDate(data.deleteOn)), 'deletion_scheduled');
  if (!WRITES_WHILE_READ_ONLY.includes(routeName) && accessOf(data).readOnly) throw new AppError(402, 'read_only', READ_ONLY_MESSAGE);
}

/** The caller's company and role (see readCaller). */
export async function resolveMembership(userId: string): Promise<Membership | null> {
  return (await readCaller(userId)).membership;
}

export interface NewMember {
  companyId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName?: string;
  role: Role;
}

/**
 * The company's team counters (members + pending invitations, owners).
 * Onboarding writes them with the company; a company made before they
 * existed gets them from its members and invitations the first time its team
 * changes. Of two first
 * changes at once, one creates the item and the other's create is refused
 * by `attribute_not_exists`; both then go on from the stored counts.
 */
export async function ensureTeamCounts(companyId: string): Promise<{ seats: number; owners: number }> {
  const found = await db().entities.teamCounts.get({ companyId }).go({ consistent: true });
  if (found.data) return found.data;
  const [members, invitations] = await Promise.all([
    db().entities.member.query.byCompany({ companyId }).go({ pages: 'all', consistent: true, attributes: ['role'] }),
    db().entities.invitation.query.byCompany({ companyId }).go({ pages: 'all', consistent: true, attributes: ['invitationId'] }),
  ]);
  const counts = { seats: members.data.length + invitations.data.length, owners: members.data.filter((m) => m.role === 'owner').length };
  try {
    await db().entities.teamCounts.create({ companyId, ...counts }).go();
    return counts;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const again = await db().entities.teamCounts.get({ companyId }).go({ consistent: true });
    return again.data!;
  }
}

/**
 * Puts a signed-up user into a company with a role: their profile gets the
 * company and role (only if it has no company yet, checked by the write
 * itself), the company lists them as a member and its team counts move, in
 * one transaction. The company must exist. Accepting an invitation joins
 * through services/team/joining.ts (which also spends the invitation); tests make
 * members of every role with this, outside the plan's limit.
 */
export async function addMember(m: NewMember, now = new Date()): Promise<void> {
  await ensureTeamCounts(m.companyId);
  try {
    await committed(
      db()
        .transaction.write(({ profile: P, company: C, member: M, teamCounts: T, removalNotice: N }) => [
          P.upsert({ userId: m.userId, email: m.email, firstName: m.firstName, lastName: m.lastName, companyId: m.companyId, role: m.role })
            .ifNotExists({ createdAt: now.toISOString() })
            .where(({ companyId }, { notExists }) => notExists(companyId))
            .commit(),
          C.check({ companyId: m.companyId })
            .where(({ companyId }, { exists }) => exists(companyId))
            .commit(),
          M.create({ companyId: m.companyId, userId: m.userId, email: m.email, role: m.role, joinedAt: now.toISOString() }).commit(),
          T.update({ companyId: m.companyId })
            .add({ seats: 1, owners: m.role === 'owner' ? 1 : 0 })
            .commit(),
          N.delete({ userId: m.userId }).commit(),
          userEntryOp(m, now) as never,
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.length) {
      if (error.failed.includes(0)) throw new ConflictError('This person already belongs to a company', 'already_member');
      if (error.failed.includes(1)) throw new ConflictError('That company does not exist', 'no_company');
      throw new ConflictError('This person is already a member of the company', 'already_member');
    }
    throw error;
  }
}
