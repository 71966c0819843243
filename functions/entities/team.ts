import { ROLES } from '../../shared/roles';
import { ModelEntity } from './model';

/**
 * A pending invitation, in the company's partition (the team page lists them
 * with one Query). Its id is derived from the invited e-mail
 * (services/team/invitations.ts invitationIdFor), so `attribute_not_exists` on create
 * keeps one pending invitation per e-mail and company. It holds the hash of
 * its current token, never the token itself.
 */
export const Invitation = () => new ModelEntity({
  model: { entity: 'invitation', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    invitationId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    role: { type: ROLES, required: true },
    tokenHash: { type: 'string', required: true },
    /** ISO time after which the link no longer works. */
    expiresOn: { type: 'string', required: true },
    invitedBy: { type: 'string', required: true },
    invitedByName: { type: 'string', required: true },
    sentAt: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['invitationId'] },
    },
  },
});

/**
 * The lookup of an invitation link: keyed by the SHA-256 of the token (its
 * own partition, so a token leads to one invitation and lists nothing).
 * Deleted when the invitation is accepted, resent or cancelled (single use);
 * DynamoDB's TTL removes an expired one.
 */
export const InvitationToken = () => new ModelEntity({
  model: { entity: 'invitationtoken', version: '1', service: 'kobo' },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    invitationId: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds; DynamoDB's TTL removes the lookup after it. */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * The company's team counters, moved by ADD in the same transaction as every
 * membership or invitation change: `seats` = members + pending invitations
 * (the plan's limit is a condition on it) and `owners` (never below one).
 */
export const TeamCounts = () => new ModelEntity({
  model: { entity: 'teamcounts', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    seats: { type: 'number', required: true },
    owners: { type: 'number', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * What a member removed from a company is told on their next visit: the
 * company's name (as it was then) and when; also what the members of a deleted
 * company are told (written by the deletion job). In the user's own partition, beside
 * their profile: written by the removal's transaction (not by leaving, which
 * they did themselves), read by GET /api/me while they have no company, and
 * deleted by the transaction that gives them one (onboarding, joining).
 * An item of its own rather than attributes of the profile, because those
 * transactions write the profile with an upsert, which cannot remove attributes.
 */
export const RemovalNotice = () => new ModelEntity({
  model: { entity: 'removalnotice', version: '1', service: 'kobo' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true },
    companyName: { type: 'string', required: true },
    removedAt: { type: 'string', required: true },
    /** Why: an owner or admin removed them, or the company was deleted (absent on notices from before: removed). */
    reason: { type: ['removed', 'deleted'] as const },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
