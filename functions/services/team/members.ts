import { planOf } from '../../../shared/plans';
import type { Role } from '../../../shared/roles';
import type { PendingInvitation, Team, TeamMember } from '../../../shared/schemas/team';
import { db } from '../../entities/table';
import { displayName } from '../../lib/actor';
import { committed, TransactionCancelled } from '../../lib/dynamo-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Member } from '../../lib/http';
import { ensureTeamCounts } from '../membership';
import { assertMayManage, companyName } from './common';

/* The team page and its members: the list, a role changed, a member removed or leaving (never the last owner). */

const LAST_OWNER = 'A company needs at least one owner: make someone else an owner first';
const CHANGED_MEANWHILE = 'This member was changed or removed meanwhile. Reload the list.';

/** GET /api/team: members (names from their profiles, one BatchGet), pending invitations, the plan's limit. */
export async function getTeam(caller: Member, now = new Date()): Promise<Team> {
  const { companyId } = caller;
  const [members, invitations, counts, sub] = await Promise.all([
    db().entities.member.query.byCompany({ companyId }).go({ pages: 'all' }),
    db().entities.invitation.query.byCompany({ companyId }).go({ pages: 'all' }),
    db().entities.teamCounts.get({ companyId }).go(),
    db().entities.subscription.get({ companyId }).go({ attributes: ['planType'] }),
  ]);
  const profiles = members.data.length
    ? (await db().entities.profile.get(members.data.map((m) => ({ userId: m.userId }))).go({ attributes: ['userId', 'firstName', 'lastName', 'email'] })).data
    : [];
  const byUser = new Map(profiles.map((p) => [p.userId, p]));
  const list: TeamMember[] = members.data
    .map((m) => ({ userId: m.userId, name: displayName(byUser.get(m.userId), m.email), email: m.email, role: m.role, joinedAt: m.joinedAt, isYou: m.userId === caller.userId }))
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
  const pending: PendingInvitation[] = invitations.data
    .map((i) => ({ invitationId: i.invitationId, email: i.email, role: i.role, invitedByName: i.invitedByName, sentAt: i.sentAt, expiresOn: i.expiresOn, expired: i.expiresOn <= now.toISOString() }))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return {
    members: list,
    invitations: pending,
    limit: planOf(sub.data?.planType).teamMemberLimit,
    seatsUsed: counts.data?.seats ?? list.length + pending.length,
  };
}

async function readMember(companyId: string, userId: string) {
  const { data } = await db().entities.member.get({ companyId, userId }).go({ consistent: true });
  if (!data) throw new NotFoundError('Team member');
  return data;
}

/**
 * DELETE /api/team/members/{id}: the member leaves the company at once (their
 * profile loses the company and role, which every request reads), in one
 * transaction that keeps at least one owner and leaves them a notice of the
 * removal (the company's name), which GET /api/me shows them.
 */
export async function removeMember(caller: Member, userId: string, now = new Date()): Promise<void> {
  const [m, name] = await Promise.all([readMember(caller.companyId, userId), companyName(caller.companyId)]);
  assertMayManage(caller, m.role);
  await dropMember(caller.companyId, m, CHANGED_MEANWHILE, { companyName: name, removedAt: now.toISOString() });
}

/**
 * POST /api/team/leave: the caller leaves their own company, any role, by the
 * same transaction as a removal (without its notice: they know): their next
 * request is refused (403 `no_company`) and the app treats them as a user with
 * no company yet. An owner leaves only while another owner stays (409 `last_owner`).
 */
export async function leaveCompany(caller: Member): Promise<void> {
  const m = await readMember(caller.companyId, caller.userId);
  await dropMember(caller.companyId, m, 'Your role in this company changed meanwhile. Reload the page and try again.');
}

/**
 * Takes a member out of the company in one transaction: their entry goes (if
 * their role is still the one read), their profile loses the company and role,
 * their seat is given back, and an owner's going takes one off the owners'
 * count on condition another owner stays. A removal also leaves the member
 * its notice (last, so the owners' count stays item 2).
 */
async function dropMember(
  companyId: string,
  m: { userId: string; role: Role },
  meanwhile: string,
  removal?: { companyName: string; removedAt: string },
): Promise<void> {
  await ensureTeamCounts(companyId);
  const isOwner = m.role === 'owner';
  try {
    await committed(
      db()
        .transaction.write(({ member: M, profile: P, teamCounts: T, removalNotice: N }) => [
          M.delete({ companyId, userId: m.userId })
            .where(({ role }, { eq }) => eq(role, m.role))
            .commit(),
          P.patch({ userId: m.userId })
            .remove(['companyId', 'role'])
            .where(({ companyId: cid }, { eq }) => eq(cid, companyId))
            .commit(),
          isOwner
            ? T.update({ companyId })
                .add({ seats: -1, owners: -1 })
                .where(({ owners }, { gt }) => gt(owners, 1))
                .commit()
            : T.update({ companyId }).add({ seats: -1 }).commit(),
          ...(removal ? [N.put({ userId: m.userId, companyId, ...removal }).commit()] : []),
        ])
        .go(),
    );
  } catch (error) {
    throw memberWriteError(error, meanwhile);
  }
}

/** What a member write's transaction refusal means: item 2 is the owners' count (never below one), anything else a change meanwhile. */
function memberWriteError(error: unknown, meanwhile = CHANGED_MEANWHILE): unknown {
  if (!(error instanceof TransactionCancelled && error.failed.length)) return error;
  if (error.failed.includes(2)) return new ConflictError(LAST_OWNER, 'last_owner');
  return new ConflictError(meanwhile);
}

/** PUT /api/team/members/{id}/role: a new role, on the member's entry and their profile at once; never the last owner's. */
export async function changeRole(caller: Member, userId: string, role: Role): Promise<TeamMember> {
  const m = await readMember(caller.companyId, userId);
  assertMayManage(caller, m.role, role);
  const fresh = async () => (await getTeam(caller)).members.find((x) => x.userId === userId)!;
  if (m.role === role) return fresh();
  await ensureTeamCounts(caller.companyId);
  const owners = (m.role === 'owner' ? -1 : 0) + (role === 'owner' ? 1 : 0);
  try {
    await committed(
      db()
        .transaction.write(({ member: M, profile: P, teamCounts: T }) => [
          M.patch({ companyId: caller.companyId, userId })
            .set({ role })
            .where(({ role: r }, { eq }) => eq(r, m.role))
            .commit(),
          P.patch({ userId })
            .set({ role })
            .where(({ companyId }, { eq }) => eq(companyId, caller.companyId))
            .commit(),
          owners < 0
            ? T.update({ companyId: caller.companyId })
                .add({ owners })
                .where(({ owners: o }, { gt }) => gt(o, 1))
                .commit()
            : T.update({ companyId: caller.companyId }).add({ owners }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    throw memberWriteError(error);
  }
  return fresh();
}
