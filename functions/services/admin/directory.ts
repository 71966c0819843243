import { createHash } from 'node:crypto';
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../lib/clients';
import { config } from '../../lib/config';
import { displayName } from '../../lib/actor';
import { BadCursorError } from '../../lib/cursor';
import { normalise } from '../../../shared/search-text';

/*
 * The platform directory: how the super-admin area lists every company and every
 * user without a Scan and without one partition key that every sign-up writes.
 *
 * One small item per company and per user (raw, like the report tallies):
 *   pk = directory#<kind>#<id>, sk = entry
 *   gsi1  directory#<kind>#<shard>        / <since>#<id>          newest first
 *   gsi2  directory#<kind>#name#<shard>   / <name, lower case>#<id>   found by the start of the name
 *   gsi3  directory#<kind>#email#<shard>  / <e-mail, lower case>#<id> found by the start of the e-mail
 * <shard> (0..7) comes from the id's hash, so sign-ups spread over eight partitions
 * of each index. `since` and its sort key are set once (if_not_exists): the record's
 * writes that repeat (a profile saved again, a company renamed) keep its place.
 *
 * The entry is written in the same transaction as the record it lists (onboarding,
 * a profile, a company's settings, joining a company), so the list never misses
 * one. It holds no copy of the record's fields but its name and e-mail in the keys:
 * a page's records are read by one BatchGetItem.
 *
 * A page reads every shard's next `limit` entries (in parallel) and merges them; the
 * cursor holds each shard's position. So a page costs at most 8 x limit small items,
 * however many companies there are.
 */

export type DirectoryKind = 'company' | 'user';
export const DIRECTORY_SHARDS = 8;

export const directoryShardOf = (id: string) => createHash('sha256').update(id).digest()[0]! % DIRECTORY_SHARDS;


const entryKey = (kind: DirectoryKind, id: string) => ({ pk: `directory#${kind}#${id}`, sk: 'entry' });
type IndexName = 'gsi1' | 'gsi2' | 'gsi3';
const indexPk = (kind: DirectoryKind, index: IndexName, shard: number) =>
  index === 'gsi1' ? `directory#${kind}#${shard}` : `directory#${kind}#${index === 'gsi2' ? 'name' : 'email'}#${shard}`;

/**
 * The transaction item that lists a record (or keeps its listing up to date): an UpdateItem with
 * no condition, so it never cancels the transaction it is part of. No e-mail removes it from gsi3.
 */
export function directoryEntryOp(kind: DirectoryKind, id: string, fields: { name: string; email?: string }, now = new Date()): { Update: Record<string, unknown> } {
  const shard = directoryShardOf(id);
  const since = now.toISOString();
  const email = fields.email ? normalise(fields.email) : '';
  const values: Record<string, unknown> = {
    ':kind': kind,
    ':id': id,
    ':since': since,
    ':p1': indexPk(kind, 'gsi1', shard),
    ':s1': `${since}#${id}`,
    ':p2': indexPk(kind, 'gsi2', shard),
    ':s2': `${normalise(fields.name).slice(0, 200)}#${id}`,
  };
  const set = ['kind = :kind', 'id = :id', 'since = if_not_exists(since, :since)', 'gsi1pk = :p1', 'gsi1sk = if_not_exists(gsi1sk, :s1)', 'gsi2pk = :p2', 'gsi2sk = :s2'];
  let remove = '';
  if (email) {
    values[':p3'] = indexPk(kind, 'gsi3', shard);
    values[':s3'] = `${email.slice(0, 254)}#${id}`;
    set.push('gsi3pk = :p3', 'gsi3sk = :s3');
  } else remove = ' REMOVE gsi3pk, gsi3sk';
  return {
    Update: {
      TableName: config.tableName,
      Key: entryKey(kind, id),
      UpdateExpression: `SET ${set.join(', ')}${remove}`,
      ExpressionAttributeValues: values,
    },
  };
}

/** Each shard's position: 0 not read yet, null read to its end, else the last entry taken ([sort key, id]). */
type Position = 0 | null | [string, string];

function openPositions(cursor: string | undefined): Position[] {
  if (!cursor) return Array<Position>(DIRECTORY_SHARDS).fill(0);
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { p?: unknown };
    const p = parsed.p;
    const valid = (x: unknown) => x === 0 || x === null || (Array.isArray(x) && x.length === 2 && x.every((s) => typeof s === 'string' && s.length <= 600));
    if (!Array.isArray(p) || p.length !== DIRECTORY_SHARDS || !p.every(valid)) throw new Error('bad');
    return p as Position[];
  } catch {
    throw new BadCursorError();
  }
}

export interface DirectoryPage {
  ids: string[];
  cursor: string | null;
}

/**
 * One page of a directory: newest first, or (with `search`) the entries whose name starts
 * with it, alphabetically; a search with an @ looks at the e-mail instead of the name.
 */
export async function listDirectory(kind: DirectoryKind, opts: { search?: string; limit: number; cursor?: string }): Promise<DirectoryPage> {
  const term = opts.search ? normalise(opts.search) : '';
  const index: IndexName = !term ? 'gsi1' : term.includes('@') ? 'gsi3' : 'gsi2';
  const newestFirst = index === 'gsi1';
  const skName = `${index}sk`;
  const positions = openPositions(opts.cursor);
  const reads = await Promise.all(
    positions.map(async (position, shard) => {
      if (position === null) return { shard, items: [] as [string, string][], more: false };
      const out: QueryCommandOutput = await documentClient().send(
        new QueryCommand({
          TableName: config.tableName,
          IndexName: index,
          KeyConditionExpression: term ? '#pk = :pk AND begins_with(#sk, :term)' : '#pk = :pk',
          ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': skName, '#id': 'id' },
          ExpressionAttributeValues: { ':pk': indexPk(kind, index, shard), ...(term ? { ':term': term } : {}) },
          ProjectionExpression: '#id, #sk',
          ScanIndexForward: !newestFirst,
          Limit: opts.limit,
          ...(position ? { ExclusiveStartKey: { ...entryKey(kind, position[1]), [`${index}pk`]: indexPk(kind, index, shard), [skName]: position[0] } } : {}),
        }),
      );
      const items = (out.Items ?? []).map((i) => [String(i[skName]), String(i.id)] as [string, string]);
      return { shard, items, more: Boolean(out.LastEvaluatedKey) };
    }),
  );
  const merged = reads.flatMap((r) => r.items.map((item) => ({ shard: r.shard, item })));
  merged.sort((a, b) => (a.item[0] < b.item[0] ? -1 : a.item[0] > b.item[0] ? 1 : 0) * (newestFirst ? -1 : 1));
  const taken = merged.slice(0, opts.limit);
  const next = [...positions];
  for (const r of reads) {
    if (positions[r.shard] === null) continue;
    const mine = taken.filter((t) => t.shard === r.shard);
    if (mine.length === r.items.length && !r.more) next[r.shard] = null;
    else if (mine.length) next[r.shard] = mine[mine.length - 1]!.item;
  }
  const done = next.every((p) => p === null);
  return { ids: taken.map((t) => t.item[1]), cursor: done ? null : Buffer.from(JSON.stringify({ p: next }), 'utf8').toString('base64url') };
}

/** A user's listing: by full name and e-mail. */
export const userEntryOp = (u: { userId: string; email: string; firstName: string; lastName?: string }, now = new Date()) =>
  directoryEntryOp('user', u.userId, { name: displayName(u, u.email), email: u.email }, now);

/** A company's listing: by name and e-mail. */
export const companyEntryOp = (c: { companyId: string; name: string; email?: string }, now = new Date()) => directoryEntryOp('company', c.companyId, { name: c.name, email: c.email }, now);
