import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ADMIN_MESSAGES, SUPER_ADMIN_GROUP, type AdminAction, type AuditEntry, type AuditPage } from '../../../shared/schemas/admin';
import { documentClient } from '../../lib/clients';
import { cognitoClient } from '../../lib/cognito-client';
import { config } from '../../lib/config';
import { BadCursorError } from '../../lib/cursor';
import { AppError, ConflictError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { attr, readRoster, ROSTER_KEY } from './roster';

export { readRoster };

/*
 * Who runs Kobo. A super admin is in the Cognito group super_admin (the token's claim) AND in
 * the roster item below; the API asks for both (functions/lib/http.ts), so taking the role
 * away works at the next request, not when the person's token expires.
 *
 * The roster, pk = platform, sk = superadmins: one attribute a_<userId> = e-mail per super
 * admin and `count`. Removing one is conditional on count > 1 in the same write, so of two
 * admins removing each other at once one is refused: Kobo always keeps one. Only admin actions
 * write it (rare), so it is never a hot item.
 *
 * The audit log, pk = adminaudit, sk = <ULID>: every admin action, newest first. Written in the
 * roster's own transaction, so no action goes unrecorded.
 */

const AUDIT_PK = 'adminaudit';

export interface Actor {
  userId: string;
  email: string;
}

/** The roster gains `target` (unless on it already: the condition). */
const rosterAdd = (target: Actor) => ({
  TableName: config.tableName,
  Key: ROSTER_KEY,
  UpdateExpression: 'SET #a = :email ADD #count :one',
  ConditionExpression: 'attribute_not_exists(#a)',
  ExpressionAttributeNames: { '#a': attr(target.userId), '#count': 'count' },
  ExpressionAttributeValues: { ':email': target.email, ':one': 1 },
});

function auditPut(actor: Actor, action: AdminAction, target: Actor, now: Date) {
  const entry: AuditEntry = { entryId: ulid(now.getTime()), at: now.toISOString(), actorId: actor.userId, actorEmail: actor.email, action, targetId: target.userId, targetEmail: target.email };
  return { Put: { TableName: config.tableName, Item: { pk: AUDIT_PK, sk: entry.entryId, ...entry }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

const cancelledBy = (error: unknown) =>
  (error as { name?: string })?.name === 'TransactionCanceledException'
    ? ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None')
    : null;

async function cognitoGroup(change: 'add' | 'remove', email: string): Promise<void> {
  const { client, sdk } = await cognitoClient();
  const input = { UserPoolId: config.userPoolId, Username: email, GroupName: SUPER_ADMIN_GROUP };
  await client.send(change === 'add' ? new sdk.AdminAddUserToGroupCommand(input) : new sdk.AdminRemoveUserFromGroupCommand(input));
}

/**
 * Gives the role: the Cognito group first, then the roster and the audit entry in one
 * transaction (a failure between leaves the user in the group but not on the roster: no
 * access, and trying again completes it).
 */
export async function assignSuperAdmin(actor: Actor, target: Actor, now = new Date()): Promise<void> {
  try {
    await cognitoGroup('add', target.email);
  } catch (error) {
    logger.error('could not add a user to the super_admin group', { error: error as Error });
    throw new AppError(502, 'cognito_failed', ADMIN_MESSAGES.assignFailed);
  }
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: rosterAdd(target) },
          auditPut(actor, 'assign_super_admin', target, now),
        ],
      }),
    );
  } catch (error) {
    if (cancelledBy(error)?.[0] === 'ConditionalCheckFailed') throw new ConflictError(ADMIN_MESSAGES.alreadyAdmin, 'already_admin');
    throw error;
  }
}

/**
 * Takes the role away: off the roster (never the last one: the condition) with the audit entry,
 * then out of the Cognito group; if Cognito fails the roster is put back as it was.
 */
export async function removeSuperAdmin(actor: Actor, target: Actor, now = new Date()): Promise<void> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: config.tableName,
              Key: ROSTER_KEY,
              UpdateExpression: 'REMOVE #a ADD #count :minus',
              ConditionExpression: 'attribute_exists(#a) AND #count > :one',
              ExpressionAttributeNames: { '#a': attr(target.userId), '#count': 'count' },
              ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
            },
          },
          auditPut(actor, 'remove_super_admin', target, now),
        ],
      }),
    );
  } catch (error) {
    if (cancelledBy(error)?.[0] === 'ConditionalCheckFailed') {
      const roster = await readRoster();
      if (!roster.has(target.userId)) throw new ConflictError(ADMIN_MESSAGES.notAdmin, 'not_admin');
      throw new ConflictError(ADMIN_MESSAGES.lastAdmin, 'last_admin');
    }
    throw error;
  }
  try {
    await cognitoGroup('remove', target.email);
  } catch (error) {
    logger.error('could not remove a user from the super_admin group', { error: error as Error });
    await documentClient().send(
      new UpdateCommand(rosterAdd(target)),
    );
    throw new AppError(502, 'cognito_failed', ADMIN_MESSAGES.removeFailed);
  }
}

/** The audit log, newest first, a page at a time. */
export async function listAudit(opts: { limit: number; cursor?: string }): Promise<AuditPage> {
  let start: Record<string, unknown> | undefined;
  if (opts.cursor) {
    const sk = Buffer.from(opts.cursor, 'base64url').toString('utf8');
    if (!/^[0-9A-Z]{26}$/.test(sk)) throw new BadCursorError();
    start = { pk: AUDIT_PK, sk };
  }
  const out = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': AUDIT_PK },
      ScanIndexForward: false,
      Limit: opts.limit,
      ExclusiveStartKey: start,
    }),
  );
  const items = (out.Items ?? []).map((i) => ({
    entryId: String(i.entryId),
    at: String(i.at),
    actorId: String(i.actorId),
    actorEmail: String(i.actorEmail),
    action: i.action as AdminAction,
    targetId: String(i.targetId),
    targetEmail: String(i.targetEmail),
  }));
  const last = out.LastEvaluatedKey?.sk;
  return { items, cursor: last ? Buffer.from(String(last), 'utf8').toString('base64url') : null };
}

/** Who the first super admin's audit entry names as having acted: the operator at a terminal. */
export const OPERATOR: Actor = { userId: 'operator', email: 'npm run make-admin' };

/**
 * Makes the account with this e-mail a super admin, for an operator (`npm run make-admin`):
 * the first one, who can then give the role to others from the Admin Dashboard. Finds the
 * Cognito user by e-mail; an account that is one already is left as it is. Answers its user id.
 */
export async function makeSuperAdmin(email: string, now = new Date()): Promise<{ userId: string; already: boolean }> {
  const { client, sdk } = await cognitoClient();
  const wanted = email.trim().toLowerCase();
  const found = await client.send(new sdk.ListUsersCommand({ UserPoolId: config.userPoolId, Filter: `email = "${wanted.replace(/"/g, '')}"`, Limit: 1 }));
  const user = found.Users?.find((u) => u.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === wanted));
  const userId = user?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!userId) throw new Error(`No Kobo account has the e-mail ${email}: sign up first`);
  const roster = await readRoster();
  if (roster.has(userId)) {
    // On the roster already: make sure the group says so too.
    await cognitoGroup('add', wanted);
    return { userId, already: true };
  }
  await assignSuperAdmin(OPERATOR, { userId, email: wanted }, now);
  return { userId, already: false };
}
