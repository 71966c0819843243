import { DELETION_GRACE_DAYS, DELETION_MESSAGES } from '../../../shared/company-data';
import { addDaysIso, lagosToday } from '../../../shared/dates';
import { attachmentPrefix, documentPrefix, exportPrefix, receiptPrefix } from '../../../shared/s3-prefixes';
import type { CompanyDeletion, ScheduleDeletion } from '../../../shared/schemas/company-data';
import { normalise } from '../../../shared/search-text';
import { renewsWithPaystack } from '../../../shared/subscription';
import { DELETION_SHARDS, deletionShardOf } from '../../entities/company-deletion';
import { db } from '../../entities/table';
import { batchWrite, type WriteRequest } from '../../lib/batch-write';
import { committed, TransactionCancelled } from '../../lib/dynamo-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Member } from '../../lib/http';
import { logger } from '../../lib/logger';
import { deleteObject, deleteUnder } from '../uploads';
import { companyPartitions, partitionItems, type CompanyPartition } from './partitions';

/*
 * Deleting a company (Settings > Company data). An owner schedules it by typing the company's
 * name; the subscription's `deleteOn` then refuses every change but stopping it, exporting,
 * cancelling a plan and leaving (lib/http.ts, assertWritable), and any owner can stop it until
 * the day comes. On that day the company-deletion job (functions/jobs/company-deletion.ts)
 * removes everything: the members are freed first (their profiles lose the company, and each
 * is left a notice saying it was deleted), then the company's files, then every partition the
 * export reads (partitions.ts, proven whole against a Scan), the company's own last and in it
 * the deletion's own item last, so a run cut short is found and finished by the next one.
 */

/** The company's pending deletion, if an owner has scheduled one. */
export async function getDeletion(companyId: string): Promise<CompanyDeletion> {
  const { data } = await db().entities.companyDeletion.get({ companyId }).go({ consistent: true });
  return { scheduled: data ? { deleteOn: data.deleteOn, requestedAt: data.requestedAt, requestedBy: data.requestedBy } : null };
}

/**
 * Schedules the deletion for DELETION_GRACE_DAYS from today (Lagos): the subscription's `deleteOn`
 * and the job's index item in one transaction. Refused (400, on the field) unless the owner typed the company's
 * name, and (409 `plan_renews`) while Paystack still renews a paid plan, which the owner cancels first.
 */
export async function scheduleDeletion(caller: Member, body: ScheduleDeletion, now = new Date()): Promise<CompanyDeletion> {
  const { companyId } = caller;
  const [{ data: company }, { data: sub }] = await Promise.all([
    db().entities.company.get({ companyId }).go({ attributes: ['name'] }),
    db().entities.subscription.get({ companyId }).go({ consistent: true }),
  ]);
  if (!company || !sub) throw new NotFoundError('Company');
  // As a person types it on a phone: spaces and capitals do not matter (the search's normalising).
  if (normalise(body.companyName) !== normalise(company.name)) {
    throw new BadRequestError(DELETION_MESSAGES.nameMismatch, { companyName: DELETION_MESSAGES.nameMismatch });
  }
  if (renewsWithPaystack(sub)) throw new ConflictError(DELETION_MESSAGES.planRenews, 'plan_renews');
  const deleteOn = addDaysIso(lagosToday(now), DELETION_GRACE_DAYS);
  const requestedAt = now.toISOString();
  try {
    await committed(
      db()
        .transaction.write(({ subscription: S, companyDeletion: D }) => [
          S.patch({ companyId })
            .set({ deleteOn, updatedAt: requestedAt })
            .where(({ deleteOn: d }, { notExists }) => notExists(d))
            .commit(),
          D.create({ companyId, deleteOn, deletionShard: deletionShardOf(companyId), requestedAt, requestedBy: caller.name, requestedByUserId: caller.userId }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.length) throw new ConflictError(DELETION_MESSAGES.alreadyScheduled, 'deletion_scheduled');
    throw error;
  }
  logger.info('company deletion scheduled', { companyId, deleteOn });
  return { scheduled: { deleteOn, requestedAt, requestedBy: caller.name } };
}

/** Stops a scheduled deletion (any owner), unless the job has begun it (409 `deletion_started`). */
export async function cancelDeletion(caller: Member, now = new Date()): Promise<CompanyDeletion> {
  const { companyId } = caller;
  try {
    await committed(
      db()
        .transaction.write(({ subscription: S, companyDeletion: D }) => [
          S.patch({ companyId })
            .remove(['deleteOn'])
            .set({ updatedAt: now.toISOString() })
            .where(({ deleteOn }, { exists }) => exists(deleteOn))
            .commit(),
          D.delete({ companyId })
            .where(({ companyId: c, startedAt }, { exists, notExists }) => `${exists(c)} AND ${notExists(startedAt)}`)
            .commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelled && error.failed.length)) throw error;
    const { data } = await db().entities.companyDeletion.get({ companyId }).go({ consistent: true });
    if (data?.startedAt) throw new ConflictError(DELETION_MESSAGES.started, 'deletion_started');
    throw new ConflictError(DELETION_MESSAGES.notScheduled, 'not_scheduled');
  }
  logger.info('company deletion stopped', { companyId });
  return { scheduled: null };
}

// ------------------------------------------------------------------ the job's side

/** The companies whose deletion day has come (by `today`, Lagos): each shard of the index read up to it. */
export async function dueDeletions(today: string): Promise<string[]> {
  const shards = await Promise.all(
    Array.from({ length: DELETION_SHARDS }, (_, deletionShard) =>
      db()
        .entities.companyDeletion.query.due({ deletionShard })
        .lt({ deleteOn: addDaysIso(today, 1) })
        .go({ pages: 'all', attributes: ['companyId'] }),
    ),
  );
  return shards.flatMap((s) => s.data.map((d) => d.companyId));
}

export interface DeletionRun {
  companyId: string;
  /** deleted: everything is gone; not_due: nothing to do yet (or stopped); renews: left alone, Paystack still renews its plan. */
  status: 'deleted' | 'not_due' | 'renews';
  members?: number;
  files?: number;
  items?: number;
}

/**
 * The record partitions partitions.ts finds through a list of the company's (a GSI on one item of the
 * partition): that item, by entity, is deleted last, so a partition half emptied is still listed.
 */
const LISTED_ITEM: Record<string, string> = {
  customer: 'customer',
  item: 'item',
  quote: 'salesdocument',
  invoice: 'salesdocument',
  salesreceipt: 'salesdocument',
  payment: 'salesdocument',
  expense: 'expense',
  'recurring-expense': 'recurringexpense',
  project: 'project',
  'time-entry': 'timeentry',
  checkout: 'onlinecharge',
};

/** How many partitions are emptied at once: a few BatchWriteItem streams, well inside on-demand capacity. */
const PARALLEL_PARTITIONS = 4;

/** Deletes one company whose day has come. Safe to run again on a company it has half deleted. */
export async function deleteCompany(companyId: string, today: string, now = new Date()): Promise<DeletionRun> {
  const e = db().entities;
  const [{ data: deletion }, { data: sub }, { data: company }] = await Promise.all([
    e.companyDeletion.get({ companyId }).go({ consistent: true }),
    e.subscription.get({ companyId }).go({ consistent: true }),
    e.company.get({ companyId }).go({ consistent: true, attributes: ['name', 'logoKey'] }),
  ]);
  if (!deletion || deletion.deleteOn > today) return { companyId, status: 'not_due' };
  // A plan bought or renewed meanwhile (a checkout started before the deletion was asked for): Paystack would go on charging.
  if (renewsWithPaystack(sub)) {
    logger.error('company due for deletion still renews with Paystack: not deleted', { companyId, deleteOn: deletion.deleteOn });
    return { companyId, status: 'renews' };
  }
  // From here on no owner can stop it (cancelDeletion's condition).
  if (!deletion.startedAt) await e.companyDeletion.patch({ companyId }).set({ startedAt: now.toISOString() }).go();

  const members = await freeMembers(companyId, company?.name ?? deletion.requestedBy, now);

  let files = 0;
  for (const prefix of [attachmentPrefix, documentPrefix, receiptPrefix, exportPrefix]) files += await deleteUnder(prefix(companyId));
  if (company?.logoKey) {
    await deleteObject(company.logoKey);
    files += 1;
  }

  // Listed whole before any is emptied, since the list is found through the records being deleted; and emptied so
  // that a run cut short leaves everything still findable by the next: first the partitions found through
  // another one (a document's number claim and share link, a member's timer ...), then the records, each
  // partition's listed item last, then the company's own partition, its subscription and deletion item last.
  const partitions: CompanyPartition[] = [];
  for await (const p of companyPartitions(companyId)) partitions.push(p);
  const [own, ...others] = partitions;
  const pointedTo = others.filter((p) => !(p.family in LISTED_ITEM));
  const records = others.filter((p) => p.family in LISTED_ITEM);
  let items = 0;
  for (const phase of [pointedTo, records]) {
    const counts = await inParallel(phase, PARALLEL_PARTITIONS, (p) => emptyPartition(p.pk, [LISTED_ITEM[p.family]!].filter(Boolean)));
    items += counts.reduce((a, b) => a + b, 0);
  }
  if (own) items += await emptyPartition(own.pk, ['subscription', 'companydeletion']);
  logger.info('company deleted', { companyId, members, files, items, partitions: partitions.length });
  return { companyId, status: 'deleted', members, files, items };
}

/**
 * Takes every member out of the company: their profile loses the company and role (only if it
 * still names this one) and they are left a notice that it was deleted, which GET /api/me shows
 * until they set up or join a company. Their member entries go with the company's partition.
 */
async function freeMembers(companyId: string, companyName: string, now: Date): Promise<number> {
  const { data: members } = await db().entities.member.query.byCompany({ companyId }).go({ pages: 'all', attributes: ['userId'] });
  let freed = 0;
  for (const { userId } of members) {
    try {
      await committed(
        db()
          .transaction.write(({ profile: P, removalNotice: N }) => [
            P.patch({ userId })
              .remove(['companyId', 'role'])
              .where(({ companyId: cid }, { eq }) => eq(cid, companyId))
              .commit(),
            N.put({ userId, companyId, companyName, removedAt: now.toISOString(), reason: 'deleted' }).commit(),
          ])
          .go(),
      );
      freed += 1;
    } catch (error) {
      // Freed by a run before this one (or gone): nothing to do.
      if (!(error instanceof TransactionCancelled && error.failed.length)) throw error;
    }
  }
  return freed;
}

/** Deletes every item of one partition, 25 at a time; the entities named in `last` after all the others. Answers how many. */
async function emptyPartition(pk: string, last: string[] = []): Promise<number> {
  const first: WriteRequest[] = [];
  const after: WriteRequest[] = [];
  for await (const items of partitionItems(pk, ['pk', 'sk', '__edb_e__'])) {
    for (const item of items) (last.includes(String(item.__edb_e__)) ? after : first).push({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } });
  }
  await batchWrite(first);
  await batchWrite(after);
  return first.length + after.length;
}

/** `fn` over every item, `width` at a time; answers in order. */
async function inParallel<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}
