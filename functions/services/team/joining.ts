import { type AcceptInvitationInput, type InvitationView, type Joined, acceptInvitationSchema } from '../../../shared/schemas/team';
import { db } from '../../entities/table';
import { cognitoClient } from '../../lib/cognito-client';
import { userEntryOp } from '../admin/directory';
import { config } from '../../lib/config';
import { committed, TransactionCancelled } from '../../lib/dynamo-errors';
import { AppError, BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors';
import type { User } from '../../lib/http';
import { logger } from '../../lib/logger';
import { companyName, sha256 } from './common';
import { joiningDeletedMessage } from '../../../shared/company-data';

/* The invitation link (public): what it shows, and accepting it with a new account or a signed-in one. */

const INVALID_LINK = 'This invitation link is no longer valid. Ask the person who invited you to send a new one.';


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
 * has none), the member listed, an owner counted, any notice of an earlier
 * removal cleared. The seat stays taken. Refused (409 `deletion_scheduled`) while the company
 * waits to be deleted.
 */
async function join(opened: Awaited<ReturnType<typeof openLink>>, user: { userId: string; email: string; firstName: string; lastName?: string }, now: Date): Promise<Joined> {
  const { tokenHash, inv, link } = opened;
  const companyId = link.companyId;
  const nowSec = Math.floor(now.getTime() / 1000);
  try {
    await committed(
      db()
        .transaction.write(({ invitationToken: K, invitation: I, profile: P, member: M, teamCounts: T, removalNotice: N, subscription: S }) => [
          K.delete({ tokenHash })
            .where(({ invitationId, expiresAt }, { exists, gt }) => `${exists(invitationId)} AND ${gt(expiresAt, nowSec)}`)
            .commit(),
          I.delete({ companyId, invitationId: inv.invitationId })
            .where(({ tokenHash: h }, { eq }) => eq(h, tokenHash))
            .commit(),
          P.upsert({ userId: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName, companyId, role: inv.role })
            .ifNotExists({ createdAt: now.toISOString() })
            .where(({ companyId: c }, { notExists }) => notExists(c))
            .commit(),
          M.create({ companyId, userId: user.userId, email: user.email, role: inv.role, joinedAt: now.toISOString() }).commit(),
          T.update({ companyId })
            .add({ owners: inv.role === 'owner' ? 1 : 0 })
            .commit(),
          N.delete({ userId: user.userId }).commit(),
          userEntryOp(user, now) as never,
          // A company waiting to be deleted takes no one new (the deletion frees only the members it finds).
          S.check({ companyId })
            .where(({ deleteOn }, { notExists }) => notExists(deleteOn))
            .commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.length) {
      if (error.failed.includes(0) || error.failed.includes(1)) throw new AppError(404, 'invitation_invalid', INVALID_LINK);
      if (error.failed.includes(7)) throw new ConflictError(joiningDeletedMessage(opened.companyName), 'deletion_scheduled');
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
  const { client: cognito, sdk } = await cognitoClient();
  const { AdminCreateUserCommand, AdminDeleteUserCommand, AdminSetUserPasswordCommand, InvalidPasswordException, UsernameExistsException } = sdk;
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
  try {
    return await join(opened, { userId, email, firstName: v.firstName, lastName: v.lastName }, now);
  } catch (error) {
    // The link was spent or withdrawn between the account being made and the join: the account goes too,
    // so the e-mail is free for the next link (and no account is left without a company).
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId, Username: email })).catch((e: unknown) => logger.error('could not delete an account whose join failed', { error: e as Error }));
    throw error;
  }
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
