import { createHash, randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  InvalidPasswordException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { INVITATION_EMAIL_SUBJECT, INVITATION_TTL_DAYS, INVITATION_TTL_MS, TEAM_MEMBER_LIMITS } from '../../shared/constants';
import { OWNERS, type Role } from '../../shared/roles';
import {
  ROLE_LABELS,
  type AcceptInvitationInput,
  type InvitationInput,
  type InvitationView,
  type Joined,
  type PendingInvitation,
  type Team,
  type TeamMember,
  acceptInvitationSchema,
  invitationInputSchema,
} from '../../shared/schemas/team';
import { db } from '../entities/table';
import { displayName } from '../lib/actor';
import { cognitoClient, sesClient } from '../lib/clients';
import { config } from '../lib/config';
import { committed, TransactionCancelled } from '../lib/dynamo-errors';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../lib/errors';
import type { Member, User } from '../lib/http';
import { logger } from '../lib/logger';
import { EmailFailedError, escapeHtml, mailFrom } from './email/document-email';
import { ensureTeamCounts } from './membership';

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

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** The invitation's id: per company and e-mail, so a second pending one cannot exist. Reveals neither. */
const invitationIdFor = (companyId: string, email: string) => sha256(`${companyId}\n${email.toLowerCase()}`).slice(0, 32);
const newToken = () => randomBytes(32).toString('base64url');

const INVALID_LINK = 'This invitation link is no longer valid. Ask the person who invited you to send a new one.';
const OWNERS_ONLY = 'Only an owner can invite, change or remove an owner';
const LAST_OWNER = 'A company needs at least one owner: make someone else an owner first';

function assertMayManage(caller: Member, ...roles: Role[]) {
  if (roles.includes('owner') && !OWNERS.includes(caller.role as 'owner')) throw new ForbiddenError(OWNERS_ONLY);
}

async function teamLimit(companyId: string): Promise<number> {
  const { data } = await db().entities.subscription.get({ companyId }).go({ attributes: ['planType'] });
  return TEAM_MEMBER_LIMITS[data?.planType ?? 'free'];
}

const PLAN_NAMES = { free: 'free trial', starter: 'Starter plan', professional: 'Professional plan' } as const;

// ---------------------------------------------------------------- the team page

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
    limit: TEAM_MEMBER_LIMITS[sub.data?.planType ?? 'free'],
    seatsUsed: counts.data?.seats ?? list.length + pending.length,
  };
}

// ---------------------------------------------------------------- invitations

function invitationEmail(a: { companyName: string; inviterName: string; role: Role; link: string }) {
  const role = ROLE_LABELS[a.role];
  const text = [
    `${a.inviterName} invited you to join ${a.companyName} on Kobo as ${role === 'Admin' ? 'an' : 'a'} ${role}.`,
    '',
    `Set your password and join: ${a.link}`,
    '',
    `The link works once, for ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this e-mail.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1b1f24;line-height:1.5">
<p>${escapeHtml(a.inviterName)} invited you to join <strong>${escapeHtml(a.companyName)}</strong> on Kobo as ${role === 'Admin' ? 'an' : 'a'} ${escapeHtml(role)}.</p>
<p><a href="${escapeHtml(a.link)}" style="color:#0B6E4F;font-weight:bold">Set your password and join</a></p>
<p style="font-size:12px;color:#555">The link works once, for ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this e-mail.</p>
</body></html>`;
  return { text, html };
}

async function sendInvitation(to: string, companyName: string, inviterName: string, role: Role, token: string): Promise<void> {
  const from = mailFrom();
  const { text, html } = invitationEmail({ companyName, inviterName, role, link: `${config.appUrl}/join/${token}` });
  try {
    await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: INVITATION_EMAIL_SUBJECT(companyName), Charset: 'UTF-8' },
            Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
          },
        },
        ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}),
      }),
    );
  } catch (error) {
    throw new EmailFailedError(error instanceof Error ? error.message : String(error));
  }
}

async function companyName(companyId: string): Promise<string> {
  const { data } = await db().entities.company.get({ companyId }).go({ attributes: ['name'] });
  return data?.name ?? 'your company';
}

const expiry = (now: Date) => ({ expiresOn: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(), expiresAt: Math.floor((now.getTime() + INVITATION_TTL_MS) / 1000) });

/**
 * POST /api/team/invitations: a pending invitation, its link's lookup and a
 * seat, in one transaction conditional on the plan's limit; then the e-mail.
 * A refused send takes the invitation back (nothing is left half-done) and
 * answers 502.
 */
export async function invite(caller: Member, input: InvitationInput, now = new Date()): Promise<PendingInvitation> {
  const v = invitationInputSchema.parse(input);
  assertMayManage(caller, v.role);
  const { companyId } = caller;
  const [members, limit, name] = await Promise.all([
    db().entities.member.query.byCompany({ companyId }).go({ pages: 'all', attributes: ['email'] }),
    teamLimit(companyId),
    companyName(companyId),
    ensureTeamCounts(companyId),
  ]);
  // A friendly early answer; accepting is what really keeps one membership per person (the profile's condition).
  if (members.data.some((m) => m.email.toLowerCase() === v.email)) throw new ConflictError(`${v.email} is already a member of this team`, 'already_member', { email: 'Already a member' });
  const invitationId = invitationIdFor(companyId, v.email);
  const token = newToken();
  const tokenHash = sha256(token);
  const { expiresOn, expiresAt } = expiry(now);
  const item = { companyId, invitationId, email: v.email, role: v.role, tokenHash, expiresOn, invitedBy: caller.userId, invitedByName: caller.name, sentAt: now.toISOString(), createdAt: now.toISOString() };
  try {
    await committed(
      db()
        .transaction.write(({ invitation: I, invitationToken: K, teamCounts: T }) => [
          I.create(item).commit(),
          K.create({ tokenHash, companyId, invitationId, expiresAt }).commit(),
          T.update({ companyId })
            .add({ seats: 1 })
            .where(({ seats }, { lt }) => lt(seats, limit))
            .commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.length) {
      if (error.failed.includes(0)) throw new ConflictError(`${v.email} already has a pending invitation: resend it from the list`, 'already_invited', { email: 'Already invited' });
      if (error.failed.includes(2)) {
        const { data } = await db().entities.subscription.get({ companyId }).go({ attributes: ['planType'] });
        throw new ConflictError(
          `Your ${PLAN_NAMES[data?.planType ?? 'free']} allows ${limit} team members, pending invitations included. Cancel an invitation, remove a member or upgrade your plan to invite more.`,
          'plan_limit',
        );
      }
    }
    throw error;
  }
  try {
    await sendInvitation(v.email, name, caller.name, v.role, token);
  } catch (error) {
    await cancelInvitation(caller, invitationId).catch((e: unknown) => logger.error('could not take back an unsent invitation', { error: e as Error }));
    throw error;
  }
  return toPending(item, now);
}

const toPending = (i: { invitationId: string; email: string; role: Role; invitedByName: string; sentAt: string; expiresOn: string }, now: Date): PendingInvitation => ({
  invitationId: i.invitationId,
  email: i.email,
  role: i.role,
  invitedByName: i.invitedByName,
  sentAt: i.sentAt,
  expiresOn: i.expiresOn,
  expired: i.expiresOn <= now.toISOString(),
});

async function readInvitation(companyId: string, invitationId: string) {
  const { data } = await db().entities.invitation.get({ companyId, invitationId }).go({ consistent: true });
  if (!data) throw new NotFoundError('Invitation');
  return data;
}

/** POST /api/team/invitations/{id}/resend: a new link (the old one stops working) with a fresh expiry, e-mailed again. */
export async function resendInvitation(caller: Member, invitationId: string, now = new Date()): Promise<PendingInvitation> {
  const inv = await readInvitation(caller.companyId, invitationId);
  assertMayManage(caller, inv.role);
  const token = newToken();
  const tokenHash = sha256(token);
  const { expiresOn, expiresAt } = expiry(now);
  try {
    await committed(
      db()
        .transaction.write(({ invitation: I, invitationToken: K }) => [
          I.patch({ companyId: caller.companyId, invitationId })
            .set({ tokenHash, expiresOn, sentAt: now.toISOString(), invitedBy: caller.userId, invitedByName: caller.name })
            .where(({ tokenHash: h }, { eq }) => eq(h, inv.tokenHash))
            .commit(),
          K.delete({ tokenHash: inv.tokenHash }).commit(),
          K.create({ tokenHash, companyId: caller.companyId, invitationId, expiresAt }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.includes(0)) throw new ConflictError('This invitation was accepted, cancelled or resent meanwhile. Reload the list.');
    throw error;
  }
  await sendInvitation(inv.email, await companyName(caller.companyId), caller.name, inv.role, token);
  return toPending({ ...inv, expiresOn, sentAt: now.toISOString(), invitedByName: caller.name }, now);
}

/** DELETE /api/team/invitations/{id}: the link stops working and the seat is free again. */
export async function cancelInvitation(caller: Member, invitationId: string): Promise<void> {
  const inv = await readInvitation(caller.companyId, invitationId);
  assertMayManage(caller, inv.role);
  try {
    await committed(
      db()
        .transaction.write(({ invitation: I, invitationToken: K, teamCounts: T }) => [
          I.delete({ companyId: caller.companyId, invitationId })
            .where(({ tokenHash }, { eq }) => eq(tokenHash, inv.tokenHash))
            .commit(),
          K.delete({ tokenHash: inv.tokenHash }).commit(),
          T.update({ companyId: caller.companyId }).add({ seats: -1 }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.includes(0)) throw new ConflictError('This invitation was accepted, cancelled or resent meanwhile. Reload the list.');
    throw error;
  }
}

// ---------------------------------------------------------------- members

async function readMember(companyId: string, userId: string) {
  const { data } = await db().entities.member.get({ companyId, userId }).go({ consistent: true });
  if (!data) throw new NotFoundError('Team member');
  return data;
}

/**
 * DELETE /api/team/members/{id}: the member leaves the company at once (their
 * profile loses the company and role, which every request reads), in one
 * transaction that keeps at least one owner.
 */
export async function removeMember(caller: Member, userId: string): Promise<void> {
  const m = await readMember(caller.companyId, userId);
  assertMayManage(caller, m.role);
  await ensureTeamCounts(caller.companyId);
  const isOwner = m.role === 'owner';
  try {
    await committed(
      db()
        .transaction.write(({ member: M, profile: P, teamCounts: T }) => [
          M.delete({ companyId: caller.companyId, userId })
            .where(({ role }, { eq }) => eq(role, m.role))
            .commit(),
          P.patch({ userId })
            .remove(['companyId', 'role'])
            .where(({ companyId }, { eq }) => eq(companyId, caller.companyId))
            .commit(),
          isOwner
            ? T.update({ companyId: caller.companyId })
                .add({ seats: -1, owners: -1 })
                .where(({ owners }, { gt }) => gt(owners, 1))
                .commit()
            : T.update({ companyId: caller.companyId }).add({ seats: -1 }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    throw memberWriteError(error);
  }
}

/** What a member write's transaction refusal means: item 2 is the owners' count (never below one), anything else a change meanwhile. */
function memberWriteError(error: unknown): unknown {
  if (!(error instanceof TransactionCancelled && error.failed.length)) return error;
  if (error.failed.includes(2)) return new ConflictError(LAST_OWNER, 'last_owner');
  return new ConflictError('This member was changed or removed meanwhile. Reload the list.');
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

// ---------------------------------------------------------------- the link (public)

class InvitationExpiredError extends AppError {
  constructor(company: string) {
    super(410, 'invitation_expired', `This invitation has expired. Ask ${company} to send you a new one.`);
  }
}

/** The invitation behind a link, or 404 (used, resent, cancelled, made up) / 410 (expired). */
async function openLink(token: string, now: Date) {
  const tokenHash = sha256(token);
  const { data: link } = await db().entities.invitationToken.get({ tokenHash }).go({ consistent: true });
  if (!link) throw new AppError(404, 'invitation_invalid', INVALID_LINK);
  const [{ data: inv }, name] = await Promise.all([
    db().entities.invitation.get({ companyId: link.companyId, invitationId: link.invitationId }).go({ consistent: true }),
    companyName(link.companyId),
  ]);
  if (!inv || inv.tokenHash !== tokenHash) throw new AppError(404, 'invitation_invalid', INVALID_LINK);
  if (link.expiresAt * 1000 <= now.getTime()) throw new InvitationExpiredError(name);
  return { tokenHash, link, inv, companyName: name };
}

/** GET /api/join/{token}: what the invitee sees before accepting: the company's name, their e-mail and role; nothing else. */
export async function viewInvitation(token: string, now = new Date()): Promise<InvitationView> {
  const { inv, companyName: name } = await openLink(token, now);
  return { companyName: name, email: inv.email, role: inv.role };
}

/**
 * Spends the link and makes the user a member, in one transaction: the
 * lookup deleted on condition it is there and not expired (so a link works
 * once), the invitation deleted, the profile given the company (only if it
 * has none), the member listed, an owner counted. The seat stays taken.
 */
async function join(opened: Awaited<ReturnType<typeof openLink>>, user: { userId: string; email: string; firstName: string; lastName?: string }, now: Date): Promise<Joined> {
  const { tokenHash, inv, link } = opened;
  const companyId = link.companyId;
  const nowSec = Math.floor(now.getTime() / 1000);
  try {
    await committed(
      db()
        .transaction.write(({ invitationToken: K, invitation: I, profile: P, member: M, teamCounts: T }) => [
          K.delete({ tokenHash })
            .where(({ invitationId, expiresAt }, { exists, gt }) => `${exists(invitationId)} AND ${gt(expiresAt, nowSec)}`)
            .commit(),
          I.delete({ companyId, invitationId: inv.invitationId })
            .where(({ tokenHash: h }, { eq }) => eq(h, tokenHash))
            .commit(),
          P.upsert({ userId: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName, companyId, role: inv.role })
            .where(({ companyId: c }, { notExists }) => notExists(c))
            .commit(),
          M.create({ companyId, userId: user.userId, email: user.email, role: inv.role, joinedAt: now.toISOString() }).commit(),
          T.update({ companyId })
            .add({ owners: inv.role === 'owner' ? 1 : 0 })
            .commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.length) {
      if (error.failed.includes(0) || error.failed.includes(1)) throw new AppError(404, 'invitation_invalid', INVALID_LINK);
      throw new ConflictError('This account already belongs to a company. Kobo has one company per account: use another e-mail address.', 'already_member');
    }
    throw error;
  }
  return { email: user.email, companyName: opened.companyName, role: inv.role };
}

/**
 * POST /api/join/{token}: a new account for the invited e-mail (the
 * password the invitee chose, the e-mail counted as verified: the link
 * reached it), then the join. An e-mail that already has an account is a
 * 409 `account_exists`: the invitee signs in and accepts (acceptAsUser).
 */
export async function acceptWithNewAccount(token: string, input: AcceptInvitationInput, now = new Date()): Promise<Joined> {
  const v = acceptInvitationSchema.parse(input);
  const opened = await openLink(token, now);
  const email = opened.inv.email;
  const cognito = cognitoClient();
  const UserPoolId = config.userPoolId;
  let userId: string;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: v.firstName },
          ...(v.lastName ? [{ Name: 'family_name', Value: v.lastName }] : []),
        ],
      }),
    );
    userId = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? '';
    if (!userId) throw new Error('Cognito created the user without a sub');
  } catch (error) {
    if (error instanceof UsernameExistsException || (error as { name?: string }).name === 'UsernameExistsException') {
      throw new ConflictError(`You already have a Kobo account with ${email}: sign in to accept the invitation`, 'account_exists');
    }
    throw error;
  }
  try {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: v.password, Permanent: true }));
  } catch (error) {
    // No half-made account: without its password the invitee could never sign in, and a retry would meet "account exists".
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId, Username: email })).catch((e: unknown) => logger.error('could not delete a half-made account', { error: e as Error }));
    if (error instanceof InvalidPasswordException || (error as { name?: string }).name === 'InvalidPasswordException') {
      throw new BadRequestError((error as Error).message, { password: (error as Error).message });
    }
    throw error;
  }
  return join(opened, { userId, email, firstName: v.firstName, lastName: v.lastName }, now);
}

/** POST /api/join/{token}/accept: a signed-in user whose e-mail the invitation names joins with their account. */
export async function acceptAsUser(user: User, token: string, now = new Date()): Promise<Joined> {
  const opened = await openLink(token, now);
  if (user.email.toLowerCase() !== opened.inv.email) {
    throw new ForbiddenError(`This invitation is for ${opened.inv.email}. Sign in with that e-mail address to accept it.`, 'wrong_account');
  }
  const { data: profile } = await db().entities.profile.get({ userId: user.userId }).go({ attributes: ['firstName', 'lastName', 'companyId'] });
  if (profile?.companyId) throw new ConflictError('This account already belongs to a company. Kobo has one company per account: use another e-mail address.', 'already_member');
  return join(opened, { userId: user.userId, email: opened.inv.email, firstName: profile?.firstName ?? opened.inv.email.split('@')[0]!, lastName: profile?.lastName }, now);
}
