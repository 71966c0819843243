import { newSecretToken } from '../../lib/tokens';
import { INVITATION_EMAIL_SUBJECT, INVITATION_TTL_DAYS, INVITATION_TTL_MS } from '../../../shared/constants';
import type { Role } from '../../../shared/roles';
import { planOf } from '../../../shared/plans';
import { ROLE_LABELS, type InvitationInput, type PendingInvitation, invitationInputSchema } from '../../../shared/schemas/team';
import { db } from '../../entities/table';
import { sendEmail } from '../../lib/ses-client';
import { config } from '../../lib/config';
import { committed, TransactionCancelled } from '../../lib/dynamo-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Member } from '../../lib/http';
import { logger } from '../../lib/logger';
import { EmailFailedError, escapeHtml, mailFrom } from '../email/basics';
import { ensureTeamCounts } from '../membership';
import { assertMayManage, companyName, sha256, teamLimit } from './common';

/* Invitations: sent (within the plan's limit), resent with a new link, cancelled. */

/** The invitation's id: per company and e-mail, so a second pending one cannot exist. Reveals neither. */
const invitationIdFor = (companyId: string, email: string) => sha256(`${companyId}\n${email.toLowerCase()}`).slice(0, 32);


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
    await sendEmail({
      FromEmailAddress: from,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: INVITATION_EMAIL_SUBJECT(companyName), Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
        },
      },
    });
  } catch (error) {
    throw new EmailFailedError(error instanceof Error ? error.message : String(error));
  }
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
  const token = newSecretToken();
  const tokenHash = sha256(token);
  const { expiresOn, expiresAt } = expiry(now);
  const item = { companyId, invitationId, email: v.email, role: v.role, tokenHash, expiresOn, invitedBy: caller.userId, invitedByName: caller.name, sentAt: now.toISOString(), createdAt: now.toISOString() };
  const reserve = () =>
    committed(
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
  // At the plan's limit, expired invitations give their seats back (they can no longer be accepted), then one more try.
  for (let attempt = 0; ; attempt++) {
    try {
      await reserve();
      break;
    } catch (error) {
      if (!(error instanceof TransactionCancelled && error.failed.length)) throw error;
      if (error.failed.includes(0)) throw new ConflictError(`${v.email} already has a pending invitation: resend it from the list`, 'already_invited', { email: 'Already invited' });
      if (!error.failed.includes(2)) throw error;
      if (attempt === 0 && (await withdrawExpired(companyId, now)) > 0) continue;
      const { data } = await db().entities.subscription.get({ companyId }).go({ attributes: ['planType'] });
      throw new ConflictError(
        `Your ${planOf(data?.planType).name} plan allows ${limit} team members, pending invitations included. Cancel an invitation, remove a member or upgrade your plan to invite more.`,
        'plan_limit',
      );
    }
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

/**
 * POST /api/team/invitations/{id}/resend: a new link (the old one stops working) with a fresh
 * expiry, e-mailed again. A refused send gives the old link back (502): the invitee loses nothing.
 */
export async function resendInvitation(caller: Member, invitationId: string, now = new Date()): Promise<PendingInvitation> {
  const inv = await readInvitation(caller.companyId, invitationId);
  assertMayManage(caller, inv.role);
  const token = newSecretToken();
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
  try {
    await sendInvitation(inv.email, await companyName(caller.companyId), caller.name, inv.role, token);
  } catch (error) {
    // Not sent: the link the invitee already has works again, as it did before this resend.
    await restoreLink(caller.companyId, inv, tokenHash).catch((e: unknown) => logger.error('could not give back the link of an unsent resend', { error: e as Error }));
    throw error;
  }
  return toPending({ ...inv, expiresOn, sentAt: now.toISOString(), invitedByName: caller.name }, now);
}

/** Puts back the link (and who sent it, when, until when) a resend replaced with `newTokenHash`, unless something changed it since. */
async function restoreLink(
  companyId: string,
  inv: { invitationId: string; tokenHash: string; expiresOn: string; sentAt: string; invitedBy: string; invitedByName: string },
  newTokenHash: string,
): Promise<void> {
  await committed(
    db()
      .transaction.write(({ invitation: I, invitationToken: K }) => [
        I.patch({ companyId, invitationId: inv.invitationId })
          .set({ tokenHash: inv.tokenHash, expiresOn: inv.expiresOn, sentAt: inv.sentAt, invitedBy: inv.invitedBy, invitedByName: inv.invitedByName })
          .where(({ tokenHash: h }, { eq }) => eq(h, newTokenHash))
          .commit(),
        K.delete({ tokenHash: newTokenHash }).commit(),
        K.create({ tokenHash: inv.tokenHash, companyId, invitationId: inv.invitationId, expiresAt: Math.floor(Date.parse(inv.expiresOn) / 1000) }).commit(),
      ])
      .go(),
  );
}

/** DELETE /api/team/invitations/{id}: the link stops working and the seat is free again. */
export async function cancelInvitation(caller: Member, invitationId: string): Promise<void> {
  const inv = await readInvitation(caller.companyId, invitationId);
  assertMayManage(caller, inv.role);
  await dropInvitation(caller.companyId, inv);
}

/** Deletes an invitation, its link and its seat in one transaction, on condition the link is still the one read. */
async function dropInvitation(companyId: string, inv: { invitationId: string; tokenHash: string }): Promise<void> {
  try {
    await committed(
      db()
        .transaction.write(({ invitation: I, invitationToken: K, teamCounts: T }) => [
          I.delete({ companyId, invitationId: inv.invitationId })
            .where(({ tokenHash }, { eq }) => eq(tokenHash, inv.tokenHash))
            .commit(),
          K.delete({ tokenHash: inv.tokenHash }).commit(),
          T.update({ companyId }).add({ seats: -1 }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.includes(0)) throw new ConflictError('This invitation was accepted, cancelled or resent meanwhile. Reload the list.');
    throw error;
  }
}

/**
 * Withdraws the company's expired invitations and frees their seats; how many it withdrew.
 * The query is bounded: every pending invitation holds a seat, so there are at most the plan's limit of them.
 */
async function withdrawExpired(companyId: string, now: Date): Promise<number> {
  const { data } = await db().entities.invitation.query.byCompany({ companyId }).go({ pages: 'all', consistent: true });
  const expired = data.filter((i) => i.expiresOn <= now.toISOString());
  const settled = await Promise.allSettled(expired.map((i) => dropInvitation(companyId, i)));
  return settled.filter((r) => r.status === 'fulfilled').length;
}
