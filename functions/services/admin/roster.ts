import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/clients';
import { config } from '../../lib/config';

/** The super-admin roster (see super-admins.ts): apart, so every function's bundle can ask it without the rest. */
export const ROSTER_KEY = { pk: 'platform', sk: 'superadmins' };
export const attr = (userId: string) => `a_${userId}`;

/** The super admins, userId → e-mail. */
export async function readRoster(): Promise<Map<string, string>> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: ROSTER_KEY, ConsistentRead: true }));
  return new Map(Object.entries(Item ?? {}).flatMap(([k, v]) => (k.startsWith('a_') ? [[k.slice(2), String(v)] as [string, string]] : [])));
}

/** Whether the user is on the roster (every admin request asks, beside the token's group claim). */
export async function isOnRoster(userId: string): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: ROSTER_KEY, ProjectionExpression: '#a', ExpressionAttributeNames: { '#a': attr(userId) } }),
  );
  return Boolean(Item && Item[attr(userId)] !== undefined);
}

